// train/warnings.hpp — a run that goes wrong without diverging, said as data while it runs: the loss
// stays above uniform guessing, climbs far above its best, the dev loss rises while the train loss
// falls, a tanh layer is fully saturated, or a parameter gets no update at all. Each warning names
// the step, where, the measured value and what it was compared with, a likely cause and one
// suggestion, both as codes (the page words them). The run goes on. Leaves out: advice that needs
// more than the settings (e.g. "your list has duplicates"), and warnings for the 5.13 runs' charts.
//
// The catalogue (value and ref of each kind; the page's locale files are written from it):
//   warning not_learning   value: mean loss of the last kLossWindow steps; ref: ln V (uniform guessing)
//   warning loss_rising    value: mean loss of the last kLossWindow steps; ref: the lowest such mean so far
//   warning overfitting    value: dev loss at this evaluation; ref: the lowest dev loss before it
//   warning saturated      layer, layer_type "Tanh"; value: share of |h| > recipe::kSaturation; ref: kSaturatedShare
//   warning frozen         layer (-1: the embedding C), layer_type, param ("layers.3.weight"); value: -inf
//                          (update:data); ref: steps in a row without an update (kFrozenSteps)
//   cause       lr_high (lr >= kHighLr) | lr_low (lr <= kLowLr) | init (gain * bad_init off Kaiming's
//               5/3 by kHighInit or more, up or down) | no_norm | small_data (fewer training rows
//               than parameters) | other
//   suggestion  lower_lr | raise_lr | kaiming_init | add_norm | more_data | smaller_model
// Each kind fires at most once per run (per layer or parameter for saturated and frozen).
#pragma once
#include <cstddef>
#include <string>
#include <vector>

#include "../autograd.hpp"
#include "../model/mlp.hpp"

namespace mm {

struct Warning {
  long step = 0;           // 1-based step at which it was noticed
  std::string kind;        // not_learning | loss_rising | overfitting | saturated | frozen
  int layer = -1;          // index into model.layers; -1 = none, or the embedding (frozen C)
  std::string layer_type;  // "Tanh" | "Linear" | "BatchNorm1d" | "LayerNorm" | "embedding" | ""
  std::string param;       // frozen: the parameter's name; else ""
  double value = 0;
  double ref = 0;
  std::string cause;  // see the catalogue above
  std::string suggestion;
};

// A learning rate ten times the lecture's 0.1, and the factor by which an init (gain * bad_init
// against Kaiming's 5/3) is far off: the thresholds of Divergence::cause and Warning::cause.
constexpr double kHighLr = 1.0;
constexpr double kHighInit = 2.0;
constexpr double kKaimingScaleTol = 1e-5;  // init_scale this close to 1 is Kaiming's (5/3 kept as 1.66667)
// A hundredth of the lecture's lr: the loss then moves about 100x slower than in the lecture.
constexpr double kLowLr = 1e-3;

// The loss is averaged over 100 steps: a batch of 32 gives a minibatch loss with std ~0.3, so the
// mean of 100 has std ~0.03 (measured on the lecture's runs), far below the margins below.
constexpr long kLossWindow = 100;
// The lecture's runs are below ln V within ~100 steps even without the output fix (the hockey
// stick); after 300 steps every healthy run measured was >= 0.5 below it.
constexpr long kNotLearningAfter = 300;
// Half a nat above the best window mean (perplexity x1.65). Healthy runs rise at most 0.13 above
// their best (measured: the lecture's four runs, and lr 10 with BatchNorm), lr 1 without a norm 0.58.
constexpr double kRiseNats = 0.5;
// Fully saturated: 99% of a layer's outputs beyond recipe::kSaturation, so 99% of its units pass
// < 6% of their gradient (1 - kSaturation²). The lecture's bad init x5 without a norm stays below 92% over 2000 steps.
constexpr double kSaturatedShare = 0.99;
constexpr long kSaturationEvery = 10;  // steps between saturation checks (a pass over every tanh output)
// Ten steps in a row without an update: not one odd minibatch.
constexpr long kFrozenSteps = 10;
// Overfitting between two evaluations on fixed rows: dev up by 0.1 while train fell by 0.05, so the
// gap grew by 0.15. Healthy runs on the shipped list move dev by ~0.01 between evaluations, and
// train and dev move together; 200 names and a 200-wide model cross it by step 750.
constexpr double kOverfitDevRise = 0.1;
constexpr double kOverfitTrainFall = 0.05;

// The English of a warning, for the CLI: "step 300: not learning: the mean loss of the last 100
// steps, 3.4502, is above ln V = 3.2958, uniform guessing (likely cause: lr_low; try: raise_lr)".
std::string describe(const Warning& w);

// What the cause codes are read from.
struct RunSettings {
  double lr = 0.1;
  Norm norm = Norm::Batch;
  double init_scale = 1.0;  // gain * bad_init / (5/3)
  std::size_t train_rows = 0, parameters = 0;
};
RunSettings settings_of(const MLP& model, double lr, std::size_t train_rows);

// The likely cause and one suggestion for a warning of this kind on a run with these settings.
struct Advice {
  std::string cause, suggestion;
};
Advice advise(const std::string& kind, const RunSettings& s);

// Watches a training run step by step (the Trainer owns one).
class WarningMonitor {
 public:
  WarningMonitor(const MLP& model, const RunSettings& s);
  // After step `step`'s update: its minibatch loss, the model (the layers' outputs of that step)
  // and its parameters (their gradients of that step). Returns what this step raised.
  std::vector<Warning> after_step(long step, double loss, const MLP& model, const std::vector<Var>& params);

 private:
  void check_loss(long step, double loss, std::vector<Warning>& out);
  void check_saturation(long step, const MLP& model, std::vector<Warning>& out);
  void check_frozen(long step, const std::vector<Var>& params, std::vector<Warning>& out);
  Warning make(long step, const std::string& kind, double value, double ref) const;

  RunSettings settings_;
  double log_vocab_;
  std::vector<double> window_;  // the last kLossWindow losses, as a ring
  double window_sum_ = 0, best_mean_ = 0;
  bool not_learning_ = false, rising_ = false;
  std::vector<bool> saturated_;   // per layer: already reported
  std::vector<bool> frozen_;      // per parameter: already reported
  std::vector<long> zero_steps_;  // per parameter: steps in a row without an update
  std::vector<int> param_layer_;  // per parameter: its layer (-1: C)
  std::vector<std::string> param_names_, layer_types_;
};

// Watches a run's evaluations on fixed rows for a train/dev gap that grows (the Playground owns one).
class OverfitMonitor {
 public:
  explicit OverfitMonitor(const RunSettings& s) : settings_(s) {}
  // An evaluation at `step`; returns an overfitting warning the first time one is seen.
  std::vector<Warning> add(long step, double train, double dev);

 private:
  RunSettings settings_;
  long last_step_ = -1;
  double best_dev_ = 0, train_at_best_ = 0;
  bool seen_ = false, reported_ = false;
};

}  // namespace mm
