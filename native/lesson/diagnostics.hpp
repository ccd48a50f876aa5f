// lesson/diagnostics.hpp — sections 5.13–5.14 (the diagnostics tab): the four 20000-step runs
// {no BN, BN} x {Kaiming, bad init x5} of the lecture's 6-layer MLP, as an incremental object so
// the page can stream the loss curve and stop any time: advance() a chunk of steps, then finish()
// for the final train/dev loss, the weight-gradient spread on the fixed 32-row probe and the
// update:data ratios. compute_diagnostics runs the four to the end (the CLI, the tests).
// Leaves out: learning-rate schedules (the lecture trains at a constant 0.1), checkpoints.
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "../data/dataset.hpp"
#include "../model/mlp.hpp"
#include "../recipe.hpp"
#include "../train/diagnostics.hpp"
#include "../train/trainer.hpp"
#include "lecture.hpp"

namespace mm::lesson {

struct ScenarioOptions {
  std::string name = "bn_kaiming";
  bool use_bn = true;
  double bad_init = 1.0;  // multiplies the Kaiming gain 5/3, row bad_init
  long steps = 20000;     // row steps
  double lr = 0.1;
  int batch_size = 32;
  int n_embd = 10, n_hidden = 100, n_layer = 6;
  bool track_update_ratio = true;
  long ud_window = 10000;                     // update:data summary over steps 1..ud_window (the text's choice)
  int probe_rows = 32;                        // the gradient-spread probe
  bool evaluate_train = true;                 // finish(): the train-split loss too (8x the dev split's cost)
  std::uint64_t seed = recipe::kLectureSeed;  // model init and minibatches (two generators, same seed)
};

// The lecture's four, in its order: no_bn_kaiming, bn_kaiming, bn_bad_init, no_bn_bad_init.
std::vector<ScenarioOptions> lecture_scenarios(long steps = 20000);

// 5.14: log10(lr * grad.std / data.std) per parameter, taken after every update. A step that did
// not update a parameter at all (log10 0 = -inf) is left out of the medians and drawn at kNoUpdate.
constexpr double kNoUpdate = -99.0;
struct UpdateData {
  long window = 0;                          // steps summarised: 1..window
  std::vector<std::string> names;           // parameter names (C, layers.0.weight, ...)
  std::vector<double> per_param_median;     // each parameter's median over the window (kNoUpdate: never updated)
  double median = 0, min = 0, max = 0;      // across the medians of the updated parameters
  std::string verdict = "undefined";        // the median against the text's -3 (words::update_ratio)
  double healthy = 0, near = 0;             // that rule's -3 and its half-decade band, for the page to say
  std::vector<long> series_steps;           // 1-based steps of the thinned chart series
  std::vector<std::vector<double>> series;  // [param][point] ratio at series_steps
};

struct ScenarioResult {
  std::string name;
  long steps = 0;                 // steps actually taken
  double train = 0, dev = 0;      // mean loss over the whole split, eval mode (running stats);
                                  // NaN when not evaluated (evaluate_train off, empty dev split)
  std::vector<double> grad_std;   // weight-gradient std per Linear layer on the probe
  double grad_spread = 0;         // max / min of grad_std
  UpdateData update_data;         // empty (window 0) when not tracked
  bool diverged = false;          // then train/dev may be NaN and losses() stops at the bad step
  Divergence divergence;          // step 0 unless diverged
  std::vector<Warning> warnings;  // every warning the trainer raised over the steps taken
};

// The minibatch-loss curve as the page draws it: the mean of every `bucket` steps.
struct LossCurve {
  std::vector<long> steps;    // 1-based step of each bucket's last loss
  std::vector<double> means;  // [bucket] mean minibatch loss
  long next = 0;              // the step count the next call starts from (the losses not yet averaged)
};

class ScenarioRun {
 public:
  // Builds MLP(model_config(ModelSpec{n_hidden, n_layer, use_bn, bad_init, fix_output true})); keeps `data` alive.
  // Throws a Refusal naming a bad option.
  ScenarioRun(std::shared_ptr<const Split> data, const ScenarioOptions& o);
  ScenarioRun(const ScenarioRun&) = delete;
  ScenarioRun& operator=(const ScenarioRun&) = delete;

  // Takes up to n more steps (never past options().steps, none once diverged) and returns the
  // minibatch losses of the steps just taken. n in [0, 1000000].
  std::vector<double> advance(long n);
  // The bucket means of the losses from step `from` (0-based; a previous call's `next`) on: whole
  // buckets only while the run goes on, the shorter last one too once it is done().
  LossCurve curve(long from, long bucket) const;
  // The figures at the steps taken so far (callable early: a stopped run still gets its bars).
  // The probe is a train-mode forward/backward that leaves the running statistics alone.
  ScenarioResult finish();
  // The 5.13 panels at the steps taken so far (0: at initialisation) on the gradient probe (a
  // train-mode forward/backward that leaves no trace), each panel's histograms over shared bins.
  LayerDiagnostics panels(int bins);

  const std::vector<double>& losses() const { return trainer_.losses(); }
  long steps_done() const { return trainer_.steps_done(); }
  bool done() const { return trainer_.diverged() || trainer_.steps_done() >= opts_.steps; }
  const ScenarioOptions& options() const { return opts_; }
  const std::string& name() const { return opts_.name; }

 private:
  std::shared_ptr<const Split> data_;  // declared first: outlives the trainer that reads it
  ScenarioOptions opts_;
  MLP model_;
  Trainer trainer_;
  Divergence divergence_;
  std::vector<Warning> warnings_;
};

// Runs a scenario to the end in chunks of `chunk` steps; on_chunk (optional) sees the run after
// every chunk and returns false to stop early.
using ChunkFn = std::function<bool(const ScenarioRun&)>;
ScenarioResult run_scenario(std::shared_ptr<const Split> data, const ScenarioOptions& o, const ChunkFn& on_chunk = {}, long chunk = 500);

// The 5.14 summary of a trainer's ratios: medians over steps 1..window, NaN/-inf dropped.
UpdateData summarize_update_ratios(const std::vector<std::vector<float>>& ud, const std::vector<std::string>& names, long window,
                                   int max_points = 400);

// ---- the section: the page streams ScenarioRuns (facade/sections.hpp); the CLI and the tests
// run the four to the end here.
struct DiagnosticsKnobs {
  long steps = 20000;  // of each run
  double seed = recipe::kLectureSeed;
};
struct DiagnosticsResult {
  std::vector<ScenarioResult> scenarios;  // lecture_scenarios() order
  DiagnosticsLecture lecture;
};
// on_chunk (optional) sees each run after every `chunk` steps; returning false ends that run.
DiagnosticsResult compute_diagnostics(const Split& data, const DiagnosticsKnobs& k, const ChunkFn& on_chunk = {}, long chunk = 1000);
// The four runs with the knobs' steps and seed, in lecture order.
std::vector<ScenarioOptions> scenarios_of(const DiagnosticsKnobs& k);

}  // namespace mm::lesson
