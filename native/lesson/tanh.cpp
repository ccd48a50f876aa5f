// lesson/tanh.cpp — the 5.4 figures: build the lecture's 2-layer model, run the probe batch
// through it under no_grad, measure the first tanh layer; and one backward on the dead-neuron
// probe for the gradients each neuron gets.
#include "tanh.hpp"

#include "../model/mlp.hpp"
#include "common.hpp"

#include <cmath>
#include <stdexcept>

namespace mm::lesson {

Saturation saturation(const Split& data, const SaturationOptions& o) {
  check_range("threshold", o.threshold, 1e-6, 1 - 1e-9);
  const Batch b = probe_batch(data.train, o.probe_rows, o.seed);
  Saturation r;
  for (bool bad : {true, false}) {
    ModelSpec spec{o.n_embd,
                   o.n_hidden,
                   /*n_layer=*/2,
                   Norm::None,
                   recipe::kTanhGain,
                   bad ? o.bad_init : 1.0,
                   /*fix_output=*/false,
                   o.seed};
    MLP m(model_config(data, spec));
    const Tensor h = tanh_outputs(m, b).at(0);  // [B,H]
    (bad ? r.bad_init_pct : r.kaiming_pct) = 100.0 * stats::saturated_fraction(h, o.threshold);
    (bad ? r.bad_init_hist : r.kaiming_hist) = stats::make_histogram(h, o.bins, -1, 1);
  }
  return r;
}

DeadNeurons dead_neurons(const Split& data, const DeadNeuronsOptions& o) {
  check_range("threshold", o.threshold, 1e-6, 1 - 1e-9);
  const Batch b = probe_batch(data.train, o.probe_rows, o.seed);
  ModelSpec spec{o.n_embd, o.n_hidden, 2, Norm::None, recipe::kTanhGain, o.bad_init, false, o.seed};
  MLP m(model_config(data, spec));
  return saturation_map(m, b.X, /*tanh_index=*/0, o.threshold);
}

NeuronGrads neuron_grads(const Split& data, const DeadNeuronsOptions& o) {
  check_range("threshold", o.threshold, 1e-6, 1 - 1e-9);
  const Batch b = probe_batch(data.train, o.probe_rows, o.seed);
  ModelSpec spec{o.n_embd, o.n_hidden, 2, Norm::None, recipe::kTanhGain, o.bad_init, false, o.seed};
  MLP m(model_config(data, spec));
  std::size_t li = 0;  // the first Tanh, and the Linear before it (no norm between them)
  while (li < m.layers.size() && !dynamic_cast<nn::Tanh*>(m.layers[li].get())) ++li;
  auto* lin = li > 0 && li < m.layers.size() ? dynamic_cast<nn::Linear*>(m.layers[li - 1].get()) : nullptr;
  if (!lin) throw std::logic_error("neuron_grads: no Linear -> Tanh in the model");
  Var loss = m.loss(b.X, b.Y);
  backward(loss);
  const Tensor& h = m.layers[li]->out->data;         // [B,H]
  const Tensor& dh = m.layers[li]->out->grad;        // dloss/dh
  const Tensor& dpre = m.layers[li - 1]->out->grad;  // dloss/d(pre-activation)
  const Tensor& dW = lin->weight->grad;              // [fan_in, H]
  NeuronGrads g;
  g.loss = item(loss);
  g.rows = h.shape()[0];
  g.cols = h.shape()[1];
  for (std::size_t k = 0; k < h.size(); ++k) {
    const Scalar v = h.data()[k];
    g.out_grad.push_back(static_cast<float>(dh.data()[k]));
    g.local_grad.push_back(static_cast<float>(1 - v * v));
    g.pre_grad.push_back(static_cast<float>(dpre.data()[k]));
  }
  const std::size_t fan_in = dW.shape()[0];
  g.weight_grad_norm.assign(g.cols, 0.0);
  for (std::size_t i = 0; i < fan_in; ++i)
    for (std::size_t j = 0; j < g.cols; ++j) {
      const double w = dW.data()[i * g.cols + j];
      g.weight_grad_norm[j] += w * w;
    }
  for (double& n : g.weight_grad_norm) n = std::sqrt(n);
  g.bias_grad.assign(g.cols, 0.0);
  if (lin->bias)
    for (std::size_t j = 0; j < g.cols; ++j) g.bias_grad[j] = lin->bias->grad.data()[j];
  return g;
}

TanhResult compute_tanh(const Split& data, const TanhKnobs& k) {
  auto s = seeded<SaturationOptions>(k.seed);
  auto d = seeded<DeadNeuronsOptions>(k.seed);
  s.bad_init = d.bad_init = k.bad_init;
  return {saturation(data, s), dead_neurons(data, d), k.bad_init, s.threshold, tanh_lecture(), neuron_grads(data, d)};
}

}  // namespace mm::lesson
