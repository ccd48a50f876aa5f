// train/trainer.hpp — minibatch SGD on a Split, one step at a time so a caller (CLI, web worker)
// can stream curves, pause and stop. Detects divergence instead of carrying on with NaN, and
// reports warnings (warnings.hpp) for a run that goes wrong without diverging, as it goes on.
#pragma once
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "../data/dataset.hpp"
#include "../generator.hpp"
#include "../model/mlp.hpp"
#include "../recipe.hpp"
#include "warnings.hpp"

namespace mm {

enum class Schedule { Constant, StepDecay };  // StepDecay: makemore's lr -> lr/10 after 75% of the steps

struct TrainConfig {
  double lr = 0.1;
  Schedule schedule = Schedule::Constant;
  int batch_size = 32;
  long steps = 20000;
  std::uint64_t seed = recipe::kLectureSeed;  // the minibatch generator (second generator in the lecture)
  bool track_update_ratio = false;            // record log10(lr * grad.std / data.std) per parameter per step
  long update_ratio_every = 1;                // keep the ratios of the 0-based steps 0, every, 2*every, ... only
                                              // (a bounded history); the last step's are always kept
  void validate() const;                      // throws std::invalid_argument naming the field and its range
};

// A step diverges when the loss is non-finite or above this (a 27-way softmax starts near 3.3 and
// an unfixed output layer near 26; 1000 means the logits are hundreds apart), or when any layer's
// output or any gradient is non-finite. The update of that step is not applied.
constexpr double kDivergenceLoss = 1e3;

// Where and how a run diverged, as data (the page writes the sentence in its language; describe()
// writes today's English for the CLI).
struct Divergence {
  long step = 0;           // 1-based; 0 = none
  std::string kind;        // "" | "loss" (non-finite loss, no layer found) | "loss_high" (finite,
                           // above kDivergenceLoss) | "activations" | "gradients"
  int layer = -1;          // index into model.layers; -1 = the embedding (activations) or a
                           // parameter (gradients)
  std::string layer_type;  // "Linear" | "BatchNorm1d" | "LayerNorm" | "Tanh" | "embedding" | "parameter"
  double value = 0;        // the loss of that step (may be inf or NaN)
  std::string cause;       // the likely cause from the run's settings: "lr_init" (lr >= kHighLr on
                           // a large init) | "lr" | "init" (a large init without a norm) | "other"
};

// The thresholds of Divergence::cause, kHighLr and kHighInit, are warnings.hpp's.

// "step 812: loss became inf; first non-finite values in layers.3 (Linear) activations",
// "step 9: gradients became non-finite; first in layers.5 (Tanh) output gradient", ...
std::string describe(const Divergence& d);

// Divergence::cause for a run with these settings: "lr_init" | "lr" | "init" | "other".
std::string likely_cause(const ModelConfig& m, const TrainConfig& t);

struct StepReport {
  long step = 0;    // 1-based number of the step just taken
  double loss = 0;  // minibatch loss of that step (before the update)
  double lr = 0;
  bool diverged = false;
  Divergence divergence;          // step 0 unless diverged
  std::vector<Warning> warnings;  // raised by this step (WarningMonitor), none once diverged
};

// Divergence: step() returns diverged = true and a report naming the step and the first layer
// (in forward order) whose activations were non-finite, or else the first layer reached by the
// backward pass whose output gradient was; every later step() returns that same report unchanged.
// step() puts the model in training mode; evaluate() restores whatever mode the model was in.
// The update:data ratio is taken after the update, like the lecture's `ud.append` (torch's
// unbiased std); a parameter whose update is exactly zero records -inf, as torch's log10 does.
class Trainer {
 public:
  Trainer(MLP& model, const Split& data, const TrainConfig& cfg);  // refuses what check() refuses
  // The constructor's refusals, without a model: the settings' ranges, data that does not fit the
  // model, BatchNorm with a batch of 1, a run over the memory budget (train/memory.hpp).
  static void check(const ModelConfig& m, const Split& data, const TrainConfig& cfg);
  StepReport step();  // one forward/backward/update on a fresh minibatch
  long steps_done() const { return step_; }
  double evaluate(const Dataset& d);  // mean loss over the whole split, eval mode, no grad
  // ud[p][s]: parameter p's log10(lr * grad.std / data.std) at step s (0-based), when tracked;
  // p follows model.parameters() / parameter_names().
  // With update_ratio_every k > 1, ud[p][i] is step i*k's. last_update_ratios()[p]: the last step's
  // (empty before the first step or when not tracked).
  const std::vector<std::vector<float>>& update_ratios() const { return ud_; }
  const std::vector<float>& last_update_ratios() const { return ud_last_; }
  const std::vector<double>& losses() const { return losses_; }
  bool diverged() const { return diverged_; }
  double lr_at(long step_index) const;  // learning rate of the 0-based step `step_index`
  const TrainConfig& config() const { return cfg_; }

 private:
  StepReport diverge(StepReport r, std::string kind, int layer, std::string layer_type);
  void record_update_ratio(std::size_t k, const Node& p, double lr);  // log10(lr * grad.std / data.std) into ud_[k]

  MLP& model_;
  const Split& data_;
  TrainConfig cfg_;
  Generator batch_gen_;
  long step_ = 0;
  bool diverged_ = false;
  std::vector<double>
      losses_;  // minibatch loss per step, full precision (a float copy would differ from the returned losses in a double build)
  std::vector<std::vector<float>> ud_;
  std::vector<float> ud_last_;
  StepReport last_;  // the divergence report, repeated once diverged
  WarningMonitor monitor_;
  std::vector<std::int32_t> xb_, yb_;  // minibatch buffers [B*T], [B]
};

}  // namespace mm
