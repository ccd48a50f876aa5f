// facade/figures.hpp — the lesson's figures for the page: each native/lesson function called on
// a Lab's split with the few knobs a tab exposes, seeds arriving as JS numbers. The lesson's result
// structs are plain already and cross as they are. Scenario wraps the incremental 20000-step run so
// the worker can stream it; it keeps the split alive itself. Also the lecture's printed values.
// Leaves out: knobs no tab shows (they keep the lecture's recipe, LESSON.md).
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "facade/lab.hpp"
#include "lesson/lesson.hpp"

namespace mm::facade {

lesson::StartingLoss starting_loss(const Lab& lab, int steps, double seed);
lesson::Saturation saturation(const Lab& lab, double bad_init, double seed);
DeadNeurons dead_neurons(const Lab& lab, double bad_init, double seed);
lesson::ActivationStats activation_std(const Lab& lab, int n_layer, double seed);
lesson::BNForward bn_forward(const Lab& lab, double bad_init, double seed);
lesson::RunningStats running_stats(const Lab& lab, int steps, double momentum, double seed);
lesson::SpuriousBias spurious_bias(const Lab& lab, double seed);
lesson::EpsilonDemo epsilon_demo(double eps);
lesson::LinearCollapse linear_collapse(const Lab& lab, int n_layer, double seed);

// 000: the gradient norm at each depth (plain and residual), the post-norm norms, LayerNorm's
// independence of the batch.
std::vector<lesson::ResidualDepth> residual_depths(const std::vector<int>& depths, double weight_std);
std::vector<double> post_norm_norms(int blocks, double weight_std);
lesson::LayerNormBatch layernorm_batch(int batch, double seed);

// 5.13: one of the lecture's four scenarios (index in lecture order: no_bn_kaiming, bn_kaiming,
// bn_bad_init, no_bn_bad_init), stepped in chunks.
class Scenario {
 public:
  Scenario(const Lab& lab, int index, int steps, double seed);
  std::vector<double> advance(int n) { return run_->advance(n); }
  lesson::ScenarioResult finish() { return run_->finish(); }
  int steps_done() const { return static_cast<int>(run_->steps_done()); }
  bool done() const { return run_->done(); }
  std::string name() const { return run_->options().name; }

 private:
  std::shared_ptr<const Split> split_;   // declared first: outlives run_
  std::unique_ptr<lesson::ScenarioRun> run_;
};

// The numbers the texts print, quoted (never computed): shown beside ours, labelled as the text's.
struct LectureValues {
  double start_no_fix, start_fix, log_vocab;
  double sat_bad_pct, sat_kaiming_pct;
  int dead_neurons;
  std::vector<double> std_naive, std_kaiming;  // first and last tanh layer
  double hpreact_mean, hpreact_std, xhat_std, tanh_std;
  double momentum_loop, momentum_module;
  double spread_no_bn, spread_bn;
  std::vector<double> dev;                     // the four scenarios, lecture order
  double ud_median, ud_min, ud_max;
  std::vector<int> depths;
  std::vector<double> residual_plain, residual_with;
  double post_norm_input, post_norm_block;
  // 003 (LayerNorm vs BatchNorm): the row [1, 5, -2, 3]
  std::vector<double> row_layernorm, row_batch_a, row_batch_b, row_manual;
};
LectureValues lecture_values();

}  // namespace mm::facade
