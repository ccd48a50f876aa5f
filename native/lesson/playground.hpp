// lesson/playground.hpp — the playground tab: the lecture's MLP built from plain settings (every
// knob open), stepped in chunks so the worker can stream curves, plus a per-layer health read-out
// (tanh saturation, activation and weight-gradient std, update:data) and live train/dev losses
// on fixed row subsets, and the warnings of a run going wrong without diverging; the 5.13 panels on
// a fixed probe batch, the 5.14 update:data series and every step's loss, for the page's live
// diagnostics and its export.
// Leaves out: optimisers other than SGD (the lecture's), block sizes other than the split's.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "../data/dataset.hpp"
#include "../model/mlp.hpp"
#include "../recipe.hpp"
#include "../train/diagnostics.hpp"
#include "../train/trainer.hpp"
#include "common.hpp"

namespace mm::lesson {

struct PlaygroundConfig {
  int n_layer = 4;                  // Linear layers, output included: 2..12
  int n_hidden = 100;               // H: 1..1024
  std::string norm = "batch";       // none | batch | layer
  double gain = recipe::kTanhGain;  // Kaiming gain for tanh
  double bad_init = 1.0;            // multiplies the gain
  bool fix_output = true;
  double lr = 0.1;
  std::string schedule = "constant";  // constant | step (lr/10 after 75% of the steps)
  int batch_size = 32;
  int steps = 5000;
  double seed = recipe::kLectureSeed;  // model init and minibatches
};

// A run that did not diverge but failed: its loss stayed far above where it started (rule below).
struct Failure {
  long step = 0;      // the step at which the rule was met (the run stops there)
  double loss = 0;    // mean minibatch loss of the last kFailWindow steps
  double start = 0;   // the loss of step 1
  double ref = 0;     // max(start, ln V): what the loss is compared with
  double factor = 0;  // kFailFactor
  long window = 0;    // kFailWindow
  long held = 0;      // kFailHeld: steps in a row the mean stayed at factor x ref or above
};

// BatchNorm kept a run at a huge learning rate healthy (the rule below): said once per run.
struct BatchNormRescue {
  long step = 0;
  double lr = 0;         // the run's learning rate
  double high_lr = 0;    // kHighLr (train/warnings.hpp): from here on an lr counts as huge
  double loss = 0;       // mean minibatch loss of the last kFailWindow steps
  double log_vocab = 0;  // ln V, the loss of uniform guessing: the run's mean is below it
};

struct StepChunk {
  std::vector<double> loss;  // minibatch loss of every step taken in this chunk
  int step = 0;              // steps done after the chunk
  double lr = 0;             // learning rate of the last step
  bool done = false;         // reached `steps`
  bool diverged = false;
  Divergence divergence;                // the trainer's report: the step, where, the likely cause; kind
                                        // "loss_stuck" when the run failed (failure), cause as for a divergence
  Failure failure;                      // step 0 unless the run failed
  std::vector<Warning> warnings;        // raised by the steps of this chunk (train/warnings.hpp); the run goes on
  std::vector<BatchNormRescue> rescue;  // at most one per run: BatchNorm is why a huge lr still trains
};

struct EvalPoint {
  int step = 0;
  double train = 0, dev = 0;          // mean loss on the first kEvalRows rows of each split, eval mode
  std::vector<Warning> warnings;      // evaluate(): an overfitting warning the first time dev rises as train falls
  long train_rows = 0, dev_rows = 0;  // rows the losses were taken over (kEvalRows, or fewer on a small list)
};

struct LayerHealth {                 // one entry per hidden Linear -> [norm] -> tanh block
  std::vector<std::string> names;    // "layers.0"
  std::vector<double> saturation;    // share of |tanh| > recipe::kSaturation in the last minibatch
  std::vector<double> act_std;       // std of the tanh output (unbiased, as torch's .std())
  std::vector<double> grad_std;      // std of the Linear weight's gradient (last step, unbiased)
  std::vector<double> update_ratio;  // log10(lr * grad.std / data.std) of that weight (last step)
};

// 5.14 over time: log10(lr * grad.std / data.std) of each 2-d parameter (C and the Linear weights,
// as the lecture's plot), at every stride-th step.
struct UpdateSeries {
  std::vector<std::string> names;           // parameter names: "C", "layers.0.weight", ...
  std::vector<int> steps;                   // 1-based step of each point
  std::vector<std::vector<double>> series;  // [param][point]; -inf where a step did not move it
  int next = 0;                             // the 0-based step the next call starts from
};

// A failed run: from step kFailWindow on, the mean minibatch loss of the last kFailWindow steps
// stays at kFailFactor x max(loss of step 1, ln V) or above for kFailHeld steps in a row. A healthy
// run's mean falls below its start within ~100 steps and never doubles it (its noise is ~0.03, and
// lr 1 without a norm rises 0.58 above its best: train/warnings.hpp); a run whose loss sits at 121-205
// from a start near 3.3 (lr 10, no norm, 12 layers, init x3) meets it at once.
constexpr long kFailWindow = 100;
constexpr double kFailFactor = 2.0;
constexpr long kFailHeld = 200;
// BatchNorm's rescue: norm batch, lr >= kHighLr, and at step kRescueAfter or later the mean of the
// last kFailWindow losses is below ln V (the run learns). Said once, at the first step that meets it.
constexpr long kRescueAfter = 300;
// The update:data history keeps at most about this many points per parameter (every
// ceil(steps / kUdPoints)-th step): a run's steps cost no memory beyond its losses.
constexpr int kUdPoints = 2000;

constexpr int kEvalRows = 2000;  // rows of each split in the live curves (a full pass is too slow to repeat)
constexpr int kMaxChunk = 100000;
constexpr int kPanelRows = 32;  // the 5.13 panels' probe: the lecture's 32-row gradient probe

class Playground {
 public:
  // Throws a Refusal naming the setting (or the budget, or BatchNorm's batch of 1).
  Playground(std::shared_ptr<const Split> data, const PlaygroundConfig& cfg);
  StepChunk run(int n);       // up to n steps, stopping at `steps` or at divergence
  EvalPoint evaluate();       // losses on the fixed subsets; each new step's point is also watched for overfitting
  EvalPoint evaluate_full();  // losses on the whole train and dev splits (slow: call once at the end)
  LayerHealth health() const;
  // The 5.13 panels now: one train-mode forward/backward of the fixed probe batch (the first
  // randint of a generator with the run's seed), every histogram of a panel over shared bins.
  // Leaves the model, its gradients and running statistics as they were. bins in [1, 1000].
  LayerDiagnostics panels(int bins);
  // The update:data ratios of steps from, from+stride, ... taken so far (none when from lies past
  // them). from in [0, 2000000], stride in [1, 100000]. With more than kUdPoints steps only every
  // k-th step's ratios are kept (k = ud_every()): from and stride are rounded up to multiples of k.
  UpdateSeries update_series(int from, int stride) const;
  // Every step's minibatch loss so far (before its update), in full precision.
  std::vector<double> losses() const { return trainer_->losses(); }
  int steps_done() const { return static_cast<int>(trainer_->steps_done()); }
  int parameter_count() const;
  int ud_every() const { return ud_every_; }
  // `count` names sampled from the model (eval mode), generator seeded with `seed`. count in [1, 100].
  std::vector<std::string> sample(int count, double seed);

 private:
  std::shared_ptr<const Split> split_;
  Dataset train_sub_, dev_sub_;
  Batch probe_;  // the panels' probe rows of the training split
  std::unique_ptr<MLP> model_;
  std::unique_ptr<Trainer> trainer_;
  std::unique_ptr<OverfitMonitor> overfit_;
  int steps_;
  int ud_every_ = 1;
  bool batch_norm_ = false;
  double lr_ = 0, log_vocab_ = 0;
  long high_since_ = 0;  // steps in a row the window mean was at kFailFactor x ref or above
  bool failed_ = false, rescued_ = false;
  Failure failure_;
  Divergence failure_report_;
  void watch(StepChunk& c);  // after each step: the failure and rescue rules
};

}  // namespace mm::lesson
