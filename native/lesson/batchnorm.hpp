// lesson/batchnorm.hpp — sections 5.6–5.9 and 5.15, BatchNorm: one batch through the pipeline
// hpreact -> x̂ -> γx̂+β -> tanh; what the running statistics track during training, train vs
// eval mode on one example, and what one example does in train mode; the spurious bias before
// BatchNorm (its gradient is ~0, on one batch and over SGD steps beside the same model without
// BatchNorm); eps keeping a constant column finite; and the collapse of a
// stack of Linear layers without nonlinearities into one matrix.
// Leaves out: BatchNorm's backward derivation (nn/batchnorm.cpp), momentum schedules.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "../data/dataset.hpp"
#include "../recipe.hpp"
#include "../refusal.hpp"
#include "../stats.hpp"
#include "lecture.hpp"
#include "words.hpp"

namespace mm::lesson {

// ---- 5.7 the forward pipeline on one batch: hpreact -> x̂ -> γx̂+β -> tanh
struct BNForwardOptions {
  int n_embd = recipe::kNEmbd, n_hidden = 100;
  double bad_init = 3.0;           // makes hpreact wide on purpose (std ~5)
  double eps = recipe::kEps;       // limits.hpp's row eps
  double gamma = 1.0, beta = 0.0;  // the scale/shift stage (init: 1, 0)
  int probe_rows = 1000, bins = 40;
  std::uint64_t seed = recipe::kLectureSeed;
};
struct Stage {
  std::string name;          // "hpreact" | "xhat" | "scaled" | "tanh"
  double mean = 0, std = 0;  // over every value of the batch (all rows, all neurons)
  stats::Histogram hist;
};
struct BNForward {
  Stage hpreact, xhat, scaled, tanh;  // x̂ uses the unbiased batch variance (the lecture's module)
  std::vector<double> batch_var;      // [H] the variance x̂ was normalised with (unbiased)
  // words::spread and words::shift of the two distributions tanh could receive: hpreact (as it
  // would without BatchNorm) and the scaled stage (what it does receive)
  std::string hpreact_spread, hpreact_shift, scaled_spread, scaled_shift;
  words::Thresholds words;
};
BNForward bn_forward(const Split& data, const BNForwardOptions& o = {});

// ---- 5.8 running statistics of the first BatchNorm of a 2-layer BN model during SGD
struct RunningStatsOptions {
  int steps = 200;                              // limits.hpp's row bn_steps
  double momentum = recipe::kBnMomentumModule;  // the lecture's hand-written loop used 0.001. Row bn_momentum
  int neurons = 4;                              // how many neurons (0..neurons-1) to record, [1, n_hidden]
  int n_embd = recipe::kNEmbd, n_hidden = 100;
  double lr = 0.1;
  int batch_size = 32;  // row batch_size, at least 2 (BatchNorm)
  int probe_rows = 32;  // the batch the train-vs-eval example sits in, [2, 100000]
  std::uint64_t seed = recipe::kLectureSeed;
  bool whole_split = true;  // false: true_mean, true_var are not computed (left empty)
};
struct RunningStats {
  std::vector<std::vector<double>> batch_mean, running_mean;  // [neuron][step] after each step
  std::vector<std::vector<double>> batch_var, running_var;    // [neuron][step] (unbiased)
  std::vector<double> true_mean, true_var;                    // [neuron] over the whole train split, after training
  std::vector<double> train_logits;                           // [V] example 0 of the probe, train mode inside its batch
  std::vector<double> eval_logits;                            // [V] the same example alone, eval mode (running stats)
  double train_eval_max_diff = 0;
  RefusalRecord single_example;  // what a one-row batch in train mode met (code "bn_batch")
};
RunningStats running_stats(const Split& data, const RunningStatsOptions& o = {});

// ---- 5.9 spurious bias: Linear(with bias) -> BatchNorm1d -> Tanh -> Linear, one probe batch
struct SpuriousBiasOptions {
  int n_embd = recipe::kNEmbd, n_hidden = 100;
  int probe_rows = 32;      // [2, 100000]
  double bias_shift = 5.0;  // added to every bias entry to show the output does not move
  std::uint64_t seed = recipe::kLectureSeed;
};
struct SpuriousBias {
  double weight_grad_norm = 0;  // ||dL/dW|| of the Linear before BatchNorm
  double bias_grad_norm = 0;    // ||dL/db||: zero up to float rounding (BN subtracts the batch mean)
  double output_max_diff = 0;   // max |BN output(b + shift) - BN output(b)|: also rounding only
  double output_max_abs = 0;    // max |BN output|, for scale
};
SpuriousBias spurious_bias(const Split& data, const SpuriousBiasOptions& o = {});

// ---- 5.9 the same bias watched over SGD steps: Linear(with bias b1) -> [BatchNorm1d] -> Tanh ->
// Linear, trained on batches of the train split, once with BatchNorm and once without (the same
// initial weights, the same batches). With BatchNorm ||dL/db1|| stays at float rounding and b1
// does not leave its initial value; without it the bias learns like any parameter.
struct BiasWatchOptions {
  int steps = 30;       // SGD steps, 1 … 1000 (the figure's own)
  int batch_size = 32;  // row batch_size, at least 2 (BatchNorm)
  double lr = 0.1;      // row lr
  int n_embd = recipe::kNEmbd, n_hidden = 100;
  std::uint64_t seed = recipe::kLectureSeed;
};
struct BiasRun {
  bool batchnorm = false;
  std::vector<double> bias_grad;    // [step] ||dL/db1|| of that step's batch (before its update)
  std::vector<double> weight_grad;  // [step] ||dL/dW1||
  std::vector<double> bias_drift;   // [step] max |b1 - b1 at init| after the step's update
  std::vector<double> loss;         // [step] the batch's loss
  // bias_grad's and weight_grad's extremes over the steps (NaN without a step): the tab's sentence
  // and the prediction read them ("||dL/db1|| at most ..., ||dL/dW1|| at least ...")
  double bias_grad_min = 0, bias_grad_max = 0, weight_grad_min = 0, weight_grad_max = 0;
};
struct BiasWatch {
  int steps = 0, batch_size = 0;  // the options, echoed
  double lr = 0;
  BiasRun with_bn, without_bn;
};
BiasWatch bias_watch(const Split& data, const BiasWatchOptions& o = {});

// ---- 5.9 epsilon: a feature that is constant over the batch has variance 0
struct EpsilonDemo {
  double eps = 0;
  std::vector<double> column;     // the constant feature's normalised values with eps
  int nonfinite_with_eps = 0;     // 0: (x - μ) / sqrt(0 + eps) = 0
  int nonfinite_without_eps = 0;  // every row: 0 / sqrt(0) = NaN
};
EpsilonDemo epsilon_demo(double eps = recipe::kEps, int rows = 8);  // eps: row eps; rows in [2, 1000]

// ---- 5.15 linear collapse: n Linear layers (Kaiming, random biases) with and without tanh
struct LinearCollapseOptions {
  int n_layer = 6;  // Linear layers, [2, 12]
  int n_embd = recipe::kNEmbd, n_hidden = 100;
  int probe_rows = 32;
  std::uint64_t seed = recipe::kLectureSeed;
};
struct LinearCollapse {
  int n_layer = 0;
  // probe example 0's outputs [V]: the stack without tanh, with tanh between its layers, and the
  // one matrix x·W + b (the same W, b for both: the product of the layers' matrices)
  std::vector<double> example_linear, example_tanh, example_direct;
  std::vector<int> shape;          // [fan_in, fan_out] of the one collapsed matrix
  double max_abs_diff_linear = 0;  // stack vs x·W + b: float rounding only
  double max_abs_diff_tanh = 0;    // the same stack with tanh between layers vs the same W, b
  double output_max_abs = 0;       // max |stack output|, for scale
};
LinearCollapse linear_collapse(const Split& data, const LinearCollapseOptions& o = {});

// ---- the section
struct BatchnormKnobs {
  double bad_init = 3.0;                        // the pipeline's model
  double momentum = recipe::kBnMomentumModule;  // the running statistics'
  int steps = 500;                              // SGD steps of the running-statistics run
  double seed = recipe::kLectureSeed;
  double eps = recipe::kEps;       // the pipeline's and the eps demo's, row eps
  double gamma = 1.0, beta = 0.0;  // the pipeline's scale/shift stage, [-100, 100]
};
struct BatchnormResult {
  BNForward pipeline;
  RunningStats running;
  SpuriousBias bias;
  BiasWatch bias_watch;
  EpsilonDemo eps;
  LinearCollapse collapse;
  double bad_init = 0, momentum = 0;  // the knobs, echoed
  double gamma = 1, beta = 0;
  int steps = 0;
  BatchnormLecture lecture;
};
// The pipeline's and the running statistics' options of the knobs (eps range-checked): the section
// and its slider previews (preview.hpp) build from the same options.
BNForwardOptions pipeline_options(const BatchnormKnobs& k);
RunningStatsOptions running_options(const BatchnormKnobs& k);
BatchnormResult compute_batchnorm(const Split& data, const BatchnormKnobs& k);

}  // namespace mm::lesson
