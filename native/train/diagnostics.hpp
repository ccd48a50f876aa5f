// train/diagnostics.hpp — the lecture's health checks (5.4, 5.13) as plain structs: tanh
// activation and gradient statistics per layer, weight-gradient statistics, and the map of
// saturated tanh units with the dead neurons in it. Each takes its probe batch as an argument and
// runs one forward (and backward) in training mode by default, leaving the model as it found it:
// parameters, their gradients, running statistics and train/eval mode untouched.
// Leaves out: update:data ratios (the Trainer records those as it trains), BatchNorm's stages
// (lesson/batchnorm.hpp).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "../model/mlp.hpp"
#include "../recipe.hpp"
#include "../stats.hpp"

namespace mm {

struct TanhLayerStats {
  int layer = 0;                       // index into model.layers
  std::string name;                    // "layers.2 (Tanh)"
  double mean = 0, std = 0;            // of the activations h (std unbiased, over all values, as torch's .std())
  double saturation_pct = 0;           // share of |h| > recipe::kSaturation, in percent
  stats::Histogram hist;               // of h over [-1, 1]
  double grad_mean = 0, grad_std = 0;  // of dloss/dh; 0 without targets
  stats::Histogram grad_hist;          // automatic symmetric range; empty without targets
};

struct WeightGradStats {
  int param = 0;     // index into model.parameters()
  std::string name;  // parameter_names(): "C", "layers.0.weight", ...
  std::vector<std::size_t> shape;
  double grad_mean = 0, grad_std = 0, data_std = 0;
  double grad_to_data = 0;  // grad_std / data_std (the lecture's grad:data ratio)
  stats::Histogram grad_hist;
};

struct LayerDiagnostics {
  double loss = 0;                       // of the probe batch; NaN without targets
  std::vector<TanhLayerStats> tanh;      // every Tanh layer, in order
  std::vector<WeightGradStats> weights;  // every 2-d parameter (C, then the Linear weights), as the lecture's loop
  std::vector<double> linear_grad_std;   // grad std of each Linear weight, in order (C left out)
  double linear_grad_std_spread = 0;     // max / min of linear_grad_std (5.13's balance measure)
};

// X: B*T indices (row-major [B,T]); Y: B targets, or empty for a forward-only probe.
// shared_range: every tanh-gradient histogram over one symmetric range (the largest |g| of them
// all), and every weight-gradient histogram over another, so a panel's lines share their bins;
// otherwise each histogram spans its own values.
// Throws std::invalid_argument on a malformed batch, std::logic_error if grad mode is off.
LayerDiagnostics diagnose(MLP& model, const std::vector<std::int32_t>& X, const std::vector<std::int32_t>& Y, int bins = 50,
                          bool train_mode = true, bool shared_range = false);

// 5.4: the |h| matrix of one Tanh layer for a heat map, and the dead neurons in it.
struct DeadNeurons {
  int layer = 0;                       // index into model.layers
  std::size_t rows = 0, cols = 0;      // B, H
  std::vector<float> abs_h;            // [rows x cols] |h|, row-major
  std::vector<double> saturated_frac;  // [cols] share of rows with |h| > threshold, per neuron
  std::vector<int> dead;               // neurons saturated on every row
  double saturation_pct = 0;           // over the whole matrix
};
// tanh_index: 0 = the first Tanh layer. Throws std::invalid_argument if there is no such layer.
DeadNeurons saturation_map(MLP& model, const std::vector<std::int32_t>& X, int tanh_index = 0, double threshold = recipe::kSaturation,
                           bool train_mode = true);

}  // namespace mm
