// lesson/batchnorm_figures.hpp — 5.8, 5.9 and 5.15: what BatchNorm's running statistics track
// during training, train vs eval mode on one example, what a single example does in train mode,
// the spurious bias before BatchNorm (its gradient is ~0), epsilon keeping a constant column
// finite, and the collapse of a stack of Linear layers without nonlinearities into one matrix.
// Leaves out: BatchNorm's backward derivation (nn/batchnorm.cpp), momentum schedules.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "../data/dataset.hpp"
#include "measure.hpp"

namespace mm::lesson {

// ---- 5.8 running statistics of the first BatchNorm of a 2-layer BN model during SGD
struct RunningStatsOptions {
  int steps = 200;           // [1, 100000]
  double momentum = 0.1;     // the module's; the lecture's hand-written loop used 0.001. [0, 1]
  int neurons = 4;           // how many neurons (0..neurons-1) to record, [1, n_hidden]
  int n_embd = 10, n_hidden = 100;
  double lr = 0.1;
  int batch_size = 32;       // [2, 4096]
  int probe_rows = 32;       // the batch the train-vs-eval example sits in, [2, 100000]
  std::uint64_t seed = kSeed;
};
struct RunningStats {
  std::vector<std::vector<double>> batch_mean, running_mean;  // [neuron][step] after each step
  std::vector<std::vector<double>> batch_var, running_var;    // [neuron][step] (unbiased)
  std::vector<double> true_mean, true_var;  // [neuron] over the whole train split, after training
  std::vector<double> train_logits;  // [V] example 0 of the probe, train mode inside its batch
  std::vector<double> eval_logits;   // [V] the same example alone, eval mode (running stats)
  double train_eval_max_diff = 0;
  std::string single_example_train;  // what a one-row batch in train mode does (the error it raises)
};
RunningStats running_stats(const Split& data, const RunningStatsOptions& o = {});

// ---- 5.9 spurious bias: Linear(with bias) -> BatchNorm1d -> Tanh -> Linear, one probe batch
struct SpuriousBiasOptions {
  int n_embd = 10, n_hidden = 100;
  int probe_rows = 32;       // [2, 100000]
  double bias_shift = 5.0;   // added to every bias entry to show the output does not move
  std::uint64_t seed = kSeed;
};
struct SpuriousBias {
  double weight_grad_norm = 0;  // ||dL/dW|| of the Linear before BatchNorm
  double bias_grad_norm = 0;    // ||dL/db||: zero up to float rounding (BN subtracts the batch mean)
  double output_max_diff = 0;   // max |BN output(b + shift) - BN output(b)|: also rounding only
  double output_max_abs = 0;    // max |BN output|, for scale
};
SpuriousBias spurious_bias(const Split& data, const SpuriousBiasOptions& o = {});

// ---- 5.9 epsilon: a feature that is constant over the batch has variance 0
struct EpsilonDemo {
  double eps = 0;
  std::vector<double> column;      // the constant feature's normalised values with eps
  int nonfinite_with_eps = 0;      // 0: (x - μ) / sqrt(0 + eps) = 0
  int nonfinite_without_eps = 0;   // every row: 0 / sqrt(0) = NaN
};
EpsilonDemo epsilon_demo(double eps = 1e-5, int rows = 8);  // eps in (0, 1], rows in [2, 1000]

// ---- 5.15 linear collapse: n Linear layers (Kaiming, random biases) with and without tanh
struct LinearCollapseOptions {
  int n_layer = 6;           // Linear layers, [2, 12]
  int n_embd = 10, n_hidden = 100;
  int probe_rows = 32;
  std::uint64_t seed = kSeed;
};
struct LinearCollapse {
  int n_layer = 0;
  std::vector<int> shape;            // [fan_in, fan_out] of the one collapsed matrix
  double max_abs_diff_linear = 0;    // stack vs x·W + b: float rounding only
  double max_abs_diff_tanh = 0;      // the same stack with tanh between layers vs the same W, b
  double output_max_abs = 0;         // max |stack output|, for scale
};
LinearCollapse linear_collapse(const Split& data, const LinearCollapseOptions& o = {});

}  // namespace mm::lesson
