// lesson/model_setup.hpp — the lecture's build_model(n_embd, n_hidden, n_layer, fix_output, use_bn,
// bad_init, seed) on top of mm::MLP, and the reads the figures make of its layers (tanh outputs,
// Linear weights, BatchNorm layers). The split fixes V and T.
// Leaves out: LayerNorm models (the lesson's 004 figures use none or BatchNorm).
#pragma once
#include <cstdint>
#include <vector>

#include "../model/mlp.hpp"
#include "measure.hpp"

namespace mm::lesson {

constexpr double kTanhGain = 5.0 / 3.0;

struct ModelSpec {
  int n_embd = 10, n_hidden = 100, n_layer = 6;
  Norm norm = Norm::None;
  double gain = kTanhGain, bad_init = 1.0;
  bool fix_output = true;
  std::uint64_t seed = kSeed;
};

// The MLP config of `spec` for this split (vocab_size, block_size from the data); the lecture's
// BatchNorm (unbiased variance, momentum 0.1). Throws std::invalid_argument on a bad field.
ModelConfig model_config(const Split& data, const ModelSpec& spec);

// One no_grad forward of the batch; the output of every Tanh layer in order, [B,H] each.
std::vector<Tensor> tanh_outputs(MLP& m, const Batch& b);
std::vector<nn::Linear*> linear_layers(const MLP& m);
std::vector<nn::BatchNorm1d*> batchnorm_layers(const MLP& m);

}  // namespace mm::lesson
