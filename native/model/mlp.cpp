// model/mlp.cpp — building the lecture's MLP in its exact draw order (C, then each Linear weight),
// its Kaiming init with the optional "bad init" factor and output fix, and the raw 5.3 MLP.
// Leaves out: weight tying, dropout, any init other than randn / sqrt(fan_in) * gain.
#include "mlp.hpp"

#include <cmath>
#include <stdexcept>

#include "../limits.hpp"
#include "../refusal.hpp"

namespace mm {

namespace {

const ModelConfig& checked(const ModelConfig& cfg) {
  cfg.validate();
  return cfg;
}

template <class T>
T* as(const nn::ModulePtr& m) {
  return dynamic_cast<T*>(m.get());
}

}  // namespace

const char* norm_name(Norm n) {
  switch (n) {
    case Norm::None: return "none";
    case Norm::Batch: return "batch";
    case Norm::Layer: return "layer";
  }
  return "?";
}

Norm parse_norm(const std::string& s) {
  if (s == "none") return Norm::None;
  if (s == "batch") return Norm::Batch;
  if (s == "layer") return Norm::Layer;
  throw Refusal("choice", {{"name", "norm"}, {"got", s}, {"choices", "none|batch|layer"}},
                "norm must be one of none, batch, layer; got '" + s + "'");
}

void ModelConfig::validate() const {  // the ranges: limits.hpp
  limits::check(limits::kVocabSize, vocab_size);
  limits::check(limits::kBlockSize, block_size);
  limits::check(limits::kNEmbd, n_embd);
  limits::check(limits::kNHidden, n_hidden);
  limits::check(limits::kNLayer, n_layer);
  if (norm != Norm::None && norm != Norm::Batch && norm != Norm::Layer) throw std::invalid_argument("norm must be none, batch or layer");
  limits::check(limits::kGain, gain);
  limits::check(limits::kBadInit, bad_init);
  limits::check(limits::kBnMomentum, bn_momentum);
  limits::check_unsigned(limits::kSeedRange, seed);
}

MLP::MLP(const ModelConfig& cfg) : MLP(checked(cfg), Generator(cfg.seed)) {}

// Layout (flat, as the lecture's `layers` list):
//   [Linear(T*E,H) -> Norm? -> Tanh] x (n_layer-1), Linear(H,V) -> BatchNorm1d(V)?
// A Linear followed by a norm has no bias (the norm's beta replaces it). The output Linear keeps
// its bias unless a BatchNorm follows it: with LayerNorm nothing follows it, so it needs one.
MLP::MLP(const ModelConfig& cfg, Generator&& gen) : C(cfg.vocab_size, cfg.n_embd, gen), cfg_(cfg) {
  const auto H = static_cast<std::size_t>(cfg.n_hidden), V = static_cast<std::size_t>(cfg.vocab_size);
  const bool bn = cfg.norm == Norm::Batch;
  std::size_t fan_in = static_cast<std::size_t>(cfg.block_size * cfg.n_embd);
  for (int l = 0; l + 1 < cfg.n_layer; ++l) {
    // weight = randn / sqrt(fan_in), then (no_grad) weight *= gain * bad_init
    layers.push_back(std::make_shared<nn::Linear>(fan_in, H, gen, /*bias=*/cfg.norm == Norm::None, cfg.gain * cfg.bad_init));
    if (bn) layers.push_back(std::make_shared<nn::BatchNorm1d>(H, recipe::kEps, cfg.bn_momentum, /*affine=*/true, cfg.bn_variance));
    if (cfg.norm == Norm::Layer) layers.push_back(std::make_shared<nn::LayerNorm>(H, recipe::kEps));
    layers.push_back(std::make_shared<nn::Tanh>());
    fan_in = H;
  }
  auto out = std::make_shared<nn::Linear>(fan_in, V, gen, /*bias=*/!bn, /*gain=*/1.0);
  layers.push_back(out);
  if (bn) layers.push_back(std::make_shared<nn::BatchNorm1d>(V, recipe::kEps, cfg.bn_momentum, /*affine=*/true, cfg.bn_variance));
  if (cfg.fix_output) {  // make the first logits small: loss starts near log(V)
    NoGradGuard ng;
    if (bn)
      as<nn::BatchNorm1d>(layers.back())->weight->data *= Scalar(0.1);
    else
      out->weight->data *= Scalar(0.1);
  }
  params_ = C.parameters();
  for (const auto& l : layers)
    for (auto& p : l->parameters()) params_.push_back(p);
}

Var MLP::forward(const std::vector<std::int32_t>& X, std::size_t B) {
  const auto T = static_cast<std::size_t>(cfg_.block_size);
  if (B == 0) throw std::invalid_argument("MLP::forward: empty batch");
  if (X.size() != B * T)
    throw std::invalid_argument("MLP::forward: expected " + std::to_string(B) + " x " + std::to_string(T) + " indices, got " +
                                std::to_string(X.size()));
  Var x = C.forward(X, B, T);  // [B,T*E]
  for (auto& layer : layers) x = layer->forward(x);
  return x;  // [B,V]
}

Var MLP::loss(const std::vector<std::int32_t>& X, const std::vector<std::int32_t>& Y) { return cross_entropy(forward(X, Y.size()), Y); }

std::vector<std::string> MLP::parameter_names() const {
  std::vector<std::string> names{"C"};
  for (std::size_t i = 0; i < layers.size(); ++i) {
    const std::string prefix = "layers." + std::to_string(i) + ".";
    const Var w = as<nn::Linear>(layers[i])        ? as<nn::Linear>(layers[i])->weight
                  : as<nn::BatchNorm1d>(layers[i]) ? as<nn::BatchNorm1d>(layers[i])->weight
                  : as<nn::LayerNorm>(layers[i])   ? as<nn::LayerNorm>(layers[i])->weight
                                                   : nullptr;
    // every parameter of a layer is its weight or its bias, in that order
    for (const auto& p : layers[i]->parameters()) names.push_back(prefix + (p == w ? "weight" : "bias"));
  }
  return names;
}

void MLP::train(bool on) {
  training_ = on;
  for (auto& l : layers) l->train(on);
}

ModeGuard::ModeGuard(MLP& m) : m_(m), was_training_(m.training()) {
  for (auto& l : m.layers)
    if (auto* bn = as<nn::BatchNorm1d>(l)) {
      bns_.push_back(bn);
      tracked_.push_back(bn->track_running_stats);
    }
}

ModeGuard::ModeGuard(MLP& m, bool train_mode, bool freeze_running_stats) : ModeGuard(m) {
  if (freeze_running_stats)
    for (auto* bn : bns_) bn->track_running_stats = false;
  m.train(train_mode);
}

ModeGuard::~ModeGuard() {
  m_.train(was_training_);
  for (std::size_t i = 0; i < bns_.size(); ++i) bns_[i]->track_running_stats = tracked_[i];
}

// ---------------------------------------------------------------- section 5.3's raw MLP

RawMLP::RawMLP(int vocab_size, int block_size_, int n_embd, int n_hidden, std::uint64_t seed, bool fix) : block_size(block_size_) {
  limits::check(limits::kVocabSize, vocab_size);
  limits::check(limits::kBlockSize, block_size_);
  limits::check(limits::kNEmbd, n_embd);
  limits::check(limits::kNHidden, n_hidden);
  const auto V = static_cast<std::size_t>(vocab_size), E = static_cast<std::size_t>(n_embd), H = static_cast<std::size_t>(n_hidden);
  const auto TE = static_cast<std::size_t>(block_size_) * E;
  Generator g(seed);
  C = param(g.randn({V, E}));    // [V,E]
  W1 = param(g.randn({TE, H}));  // [T*E,H]
  b1 = param(g.randn({H}));      // [H]
  W2 = param(g.randn({H, V}));   // [H,V]
  b2 = param(g.randn({V}));      // [V]
  if (fix) {
    W2->data *= Scalar(0.01);
    b2->data *= Scalar(0);
  }
}

Var RawMLP::forward(const std::vector<std::int32_t>& X, std::size_t B) {
  const auto T = static_cast<std::size_t>(block_size);
  if (B == 0 || X.size() != B * T) throw std::invalid_argument("RawMLP::forward: expected B*T indices with B > 0");
  const std::size_t E = C->data.shape()[1];
  Var emb = reshape(gather_rows(C, X), {B, T * E});  // [B,T*E]
  h = tanh(linear(emb, W1, b1));                     // [B,H]
  return linear(h, W2, b2);                          // [B,V]
}

}  // namespace mm
