// lesson/init_figures.hpp — sections 5.3–5.7 of the lecture, measured at initialisation: the
// starting loss and its hockey stick, tanh saturation and dead neurons, per-layer activation std
// (naive vs Kaiming), and one batch through the BatchNorm pipeline. Each figure is one function
// taking the Split and the knobs a student can change (defaults = the lecture's recipe, LESSON.md)
// and returning a plain struct: the numbers and the series its chart needs.
// Leaves out: training beyond the 200-step hockey stick (see scenario.hpp).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "../data/dataset.hpp"
#include "../train/diagnostics.hpp"
#include "measure.hpp"

namespace mm::lesson {

// ---- 5.3 starting loss: raw MLP C, W1, b1, W2, b2 (all randn), loss over the whole train split
struct StartingLossOptions {
  int n_embd = 10, n_hidden = 200;
  int steps = 200;         // hockey-stick SGD steps, [0, 100000]
  double lr = 0.1;         // (0, 10]
  int batch_size = 32;     // [1, 4096]
  std::uint64_t seed = kSeed;
};
struct StartingLoss {
  double no_fix = 0;     // raw randn W2, b2: confidently wrong
  double fix = 0;        // W2 * 0.01, b2 * 0: logits ~ 0
  double log_vocab = 0;  // ln V, the loss of a uniform guess
  std::vector<double> hockey_no_fix, hockey_fix;  // minibatch loss per step (before the update)
  int diverged_step_no_fix = 0, diverged_step_fix = 0;  // 1-based step whose loss was non-finite; 0 = none
};
StartingLoss starting_loss(const Split& data, const StartingLossOptions& o = {});

// ---- 5.4 saturation: build_model(n_hidden 200, n_layer 2, no BN), bad init vs Kaiming
struct SaturationOptions {
  int n_embd = 10, n_hidden = 200;
  double bad_init = 5.0;      // multiplies the Kaiming gain 5/3, (0, 10]
  double threshold = 0.97;    // |h| above this counts as saturated, (0, 1)
  int probe_rows = 1000, bins = 60;
  std::uint64_t seed = kSeed;
};
struct Saturation {
  double bad_init_pct = 0, kaiming_pct = 0;  // % of |h| > threshold
  Histogram bad_init_hist, kaiming_hist;     // tanh outputs over [-1, 1]
};
Saturation saturation(const Split& data, const SaturationOptions& o = {});

// ---- 5.4 dead neurons: build_model(n_hidden 100, n_layer 2, bad init 5), 24-row probe
struct DeadNeuronsOptions {
  int n_embd = 10, n_hidden = 100;
  double bad_init = 5.0, threshold = 0.97;
  int probe_rows = 24;
  std::uint64_t seed = kSeed;
};
// mm::DeadNeurons (train/diagnostics.hpp): the [rows x cols] |h| heat map of the first tanh
// layer, the saturated share per neuron, and `dead` = neurons saturated on every row.
DeadNeurons dead_neurons(const Split& data, const DeadNeuronsOptions& o = {});

// ---- 5.5 Kaiming: std of each tanh output of a deep no-BN stack, naive gain vs Kaiming gain
struct ActivationStatsOptions {
  int n_embd = 10, n_hidden = 200;
  int n_layer = 6;                 // Linear layers (n_layer-1 tanh outputs), [2, 12]
  double naive_gain = 1.0;
  double kaiming_gain = 5.0 / 3.0;
  double threshold = 0.97;
  int probe_rows = 1000, bins = 50;
  std::uint64_t seed = kSeed;
};
struct LayerActivations {
  double gain = 0;
  std::vector<double> mean, std, saturated_pct;  // one per tanh layer
  std::vector<Histogram> hist;                   // one per tanh layer, over [-1, 1]
};
struct ActivationStats {
  LayerActivations naive, kaiming;
};
ActivationStats activation_std(const Split& data, const ActivationStatsOptions& o = {});

// ---- 5.7 the BatchNorm forward pipeline on one batch: hpreact -> x̂ -> γx̂+β -> tanh
struct BNForwardOptions {
  int n_embd = 10, n_hidden = 100;
  double bad_init = 3.0;  // makes hpreact wide and shifted on purpose
  double eps = 1e-5;      // (0, 1]
  double gamma = 1.0, beta = 0.0;  // the scale/shift stage (init: 1, 0)
  int probe_rows = 1000, bins = 40;
  std::uint64_t seed = kSeed;
};
struct Stage {
  std::string name;
  double mean = 0, std = 0;  // over every value of the batch (all rows, all neurons)
  Histogram hist;
};
struct BNForward {
  Stage hpreact, xhat, scaled, tanh;  // x̂ uses the unbiased batch variance (the lecture's module)
};
BNForward bn_forward(const Split& data, const BNForwardOptions& o = {});

}  // namespace mm::lesson
