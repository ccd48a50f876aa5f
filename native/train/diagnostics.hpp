// train/diagnostics.hpp — the lecture's health checks (5.4, 5.7, 5.13) as plain structs for the
// page: tanh activation and gradient statistics per layer, weight-gradient statistics, dead
// neurons, BatchNorm's stages, running vs batch statistics. Each takes its probe batch as an
// argument and runs one forward (and backward) in training mode by default, leaving the model as
// it found it: parameters, their gradients, running statistics and train/eval mode untouched.
// Leaves out: update:data ratios (the Trainer records those as it trains).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "../model/mlp.hpp"

namespace mm {

constexpr double kSaturation = 0.97;  // |tanh| above this counts as saturated (the lecture's threshold)

// counts[k] = values in [edges[k], edges[k+1]); the last bin also holds its right edge (as
// torch.histogram). Values outside [edges.front(), edges.back()] and non-finite ones are left out.
struct Histogram {
  std::vector<double> edges;   // bins + 1
  std::vector<double> counts;  // bins
};
Histogram make_histogram(const Tensor& values, int bins, double lo, double hi);
// Automatic symmetric range [-m, m], m = max |x| over the finite values (1 if there are none or m = 0).
Histogram make_histogram(const Tensor& values, int bins);

struct TanhLayerStats {
  int layer = 0;             // index into model.layers
  std::string name;          // "layers.2 (Tanh)"
  double mean = 0, std = 0;  // of the activations h (std unbiased, over all values, as torch's .std())
  double saturation_pct = 0; // share of |h| > 0.97, in percent
  Histogram hist;            // of h over [-1, 1]
  double grad_mean = 0, grad_std = 0;  // of dloss/dh; 0 without targets
  Histogram grad_hist;       // automatic symmetric range; empty without targets
};

struct WeightGradStats {
  int param = 0;             // index into model.parameters()
  std::string name;          // parameter_names(): "C", "layers.0.weight", ...
  std::vector<std::size_t> shape;
  double grad_mean = 0, grad_std = 0, data_std = 0;
  double grad_to_data = 0;   // grad_std / data_std (the lecture's grad:data ratio)
  Histogram grad_hist;
};

struct LayerDiagnostics {
  double loss = 0;                       // of the probe batch; NaN without targets
  std::vector<TanhLayerStats> tanh;      // every Tanh layer, in order
  std::vector<WeightGradStats> weights;  // every 2-d parameter (C, then the Linear weights), as the lecture's loop
  std::vector<double> linear_grad_std;   // grad std of each Linear weight, in order (C left out)
  double linear_grad_std_spread = 0;     // max / min of linear_grad_std (5.13's balance measure)
};

// X: B*T indices (row-major [B,T]); Y: B targets, or empty for a forward-only probe.
// Throws std::invalid_argument on a malformed batch, std::logic_error if grad mode is off.
LayerDiagnostics diagnose(MLP& model, const std::vector<std::int32_t>& X, const std::vector<std::int32_t>& Y,
                          int bins = 50, bool train_mode = true);

// 5.4: the |h| matrix of one Tanh layer for a heat map, and the dead neurons in it.
struct DeadNeurons {
  int layer = 0;                 // index into model.layers
  std::size_t rows = 0, cols = 0;  // B, H
  std::vector<float> abs_h;      // [rows x cols] |h|, row-major
  std::vector<double> saturated_frac;  // [cols] share of rows with |h| > threshold, per neuron
  std::vector<int> dead;         // neurons saturated on every row
  double saturation_pct = 0;     // over the whole matrix
};
// tanh_index: 0 = the first Tanh layer. Throws std::invalid_argument if there is no such layer.
DeadNeurons dead_neurons(MLP& model, const std::vector<std::int32_t>& X, int tanh_index = 0,
                         double threshold = kSaturation, bool train_mode = true);

// 5.7-5.8: one BatchNorm layer's pipeline on a batch, and its running vs batch statistics.
struct StageStats {
  std::string stage;         // "pre-activation", "normalised", "scaled/shifted", "tanh"
  double mean = 0, std = 0;  // over all values (std unbiased)
  Histogram hist;            // automatic symmetric range; [-1, 1] for tanh
};
struct BatchNormStages {
  int layer = 0;                       // index into model.layers
  std::vector<StageStats> stages;      // 3 or 4 (no tanh stage after the output BatchNorm)
  std::vector<double> running_mean, running_var;  // [D] the layer's buffers (unchanged by the probe)
  std::vector<double> batch_mean, batch_var;      // [D] this batch's own (var unbiased, like running_var)
};
// bn_index: 0 = the first BatchNorm1d. Always a training-mode forward (batch statistics).
// Throws std::invalid_argument if the model has no such BatchNorm layer or the batch has < 2 rows.
BatchNormStages batchnorm_stages(MLP& model, const std::vector<std::int32_t>& X, int bn_index = 0, int bins = 40);

}  // namespace mm
