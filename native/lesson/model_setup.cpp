// lesson/model_setup.cpp — build_model's config and the layer reads of the figures.
#include "model_setup.hpp"

namespace mm::lesson {

ModelConfig model_config(const Split& data, const ModelSpec& spec) {
  ModelConfig c;
  c.vocab_size = data.vocab.size();
  c.block_size = data.train.block_size;
  c.n_embd = spec.n_embd;
  c.n_hidden = spec.n_hidden;
  c.n_layer = spec.n_layer;
  c.norm = spec.norm;
  c.gain = spec.gain;
  c.bad_init = spec.bad_init;
  c.fix_output = spec.fix_output;
  c.bn_variance = nn::Variance::Unbiased;
  c.bn_momentum = 0.1;
  c.seed = spec.seed;
  c.validate();
  return c;
}

std::vector<Tensor> tanh_outputs(MLP& m, const Batch& b) {
  NoGradGuard ng;
  m.forward(b.X, b.B);
  std::vector<Tensor> outs;
  for (const auto& l : m.layers)
    if (dynamic_cast<nn::Tanh*>(l.get())) outs.push_back(l->out->data);
  return outs;
}

std::vector<nn::Linear*> linear_layers(const MLP& m) {
  std::vector<nn::Linear*> ls;
  for (const auto& l : m.layers)
    if (auto* p = dynamic_cast<nn::Linear*>(l.get())) ls.push_back(p);
  return ls;
}

std::vector<nn::BatchNorm1d*> batchnorm_layers(const MLP& m) {
  std::vector<nn::BatchNorm1d*> ls;
  for (const auto& l : m.layers)
    if (auto* p = dynamic_cast<nn::BatchNorm1d*>(l.get())) ls.push_back(p);
  return ls;
}

}  // namespace mm::lesson
