// facade/figures.cpp — plain-argument calls into native/lesson, and the quoted lecture values.
#include "facade/figures.hpp"

#include "lesson/lecture_values.hpp"

namespace mm::facade {
namespace {

// A lesson options struct with the lecture's defaults and the page's seed.
template <class Options>
Options seeded(double seed) {
  Options o;
  o.seed = checked_seed(seed, "seed");
  return o;
}

}  // namespace

lesson::StartingLoss starting_loss(const Lab& lab, int steps, double seed) {
  auto o = seeded<lesson::StartingLossOptions>(seed);
  o.steps = steps;
  return lesson::starting_loss(*lab.split(), o);
}

lesson::Saturation saturation(const Lab& lab, double bad_init, double seed) {
  auto o = seeded<lesson::SaturationOptions>(seed);
  o.bad_init = bad_init;
  return lesson::saturation(*lab.split(), o);
}

DeadNeurons dead_neurons(const Lab& lab, double bad_init, double seed) {
  auto o = seeded<lesson::DeadNeuronsOptions>(seed);
  o.bad_init = bad_init;
  return lesson::dead_neurons(*lab.split(), o);
}

lesson::ActivationStats activation_std(const Lab& lab, int n_layer, double seed) {
  auto o = seeded<lesson::ActivationStatsOptions>(seed);
  o.n_layer = n_layer;
  return lesson::activation_std(*lab.split(), o);
}

lesson::BNForward bn_forward(const Lab& lab, double bad_init, double seed) {
  auto o = seeded<lesson::BNForwardOptions>(seed);
  o.bad_init = bad_init;
  return lesson::bn_forward(*lab.split(), o);
}

lesson::RunningStats running_stats(const Lab& lab, int steps, double momentum, double seed) {
  auto o = seeded<lesson::RunningStatsOptions>(seed);
  o.steps = steps;
  o.momentum = momentum;
  return lesson::running_stats(*lab.split(), o);
}

lesson::SpuriousBias spurious_bias(const Lab& lab, double seed) {
  return lesson::spurious_bias(*lab.split(), seeded<lesson::SpuriousBiasOptions>(seed));
}

lesson::EpsilonDemo epsilon_demo(double eps) { return lesson::epsilon_demo(eps); }

lesson::LinearCollapse linear_collapse(const Lab& lab, int n_layer, double seed) {
  auto o = seeded<lesson::LinearCollapseOptions>(seed);
  o.n_layer = n_layer;
  return lesson::linear_collapse(*lab.split(), o);
}

std::vector<lesson::ResidualDepth> residual_depths(const std::vector<int>& depths, double weight_std) {
  if (depths.empty() || depths.size() > 16) throw std::invalid_argument("depths must hold 1 to 16 depths");
  std::vector<lesson::ResidualDepth> out;
  for (int d : depths) out.push_back(lesson::residual_grad_norm(d, /*width=*/16, weight_std));
  return out;
}

std::vector<double> post_norm_norms(int blocks, double weight_std) {
  return lesson::post_norm_norms(blocks, /*width=*/16, weight_std);
}

lesson::LayerNormBatch layernorm_batch(int batch, double seed) {
  return lesson::layernorm_batch_independence(batch, /*features=*/8, checked_seed(seed, "seed"));
}

Scenario::Scenario(const Lab& lab, int index, int steps, double seed) : split_(lab.split()) {
  checked_int(index, "scenario", 0, 3);
  auto o = lesson::lecture_scenarios(steps)[static_cast<std::size_t>(index)];
  o.seed = checked_seed(seed, "seed");
  run_ = std::make_unique<lesson::ScenarioRun>(*split_, o);
}

LectureValues lecture_values() {
  namespace L = lesson::lecture;
  LectureValues v;
  v.start_no_fix = L::kStartingLossNoFix;
  v.start_fix = L::kStartingLossFix;
  v.log_vocab = L::kLogVocab;
  v.sat_bad_pct = L::kSaturationBadInitPct;
  v.sat_kaiming_pct = L::kSaturationKaimingPct;
  v.dead_neurons = L::kDeadNeurons;
  v.std_naive = {L::kStdNaiveFirst, L::kStdNaiveLast};
  v.std_kaiming = {L::kStdKaimingFirst, L::kStdKaimingLast};
  v.hpreact_mean = L::kHpreactMean;
  v.hpreact_std = L::kHpreactStd;
  v.xhat_std = L::kXhatStd;
  v.tanh_std = L::kTanhStd;
  v.momentum_loop = L::kMomentumLoop;
  v.momentum_module = L::kMomentumModule;
  v.spread_no_bn = L::kGradSpreadNoBN;
  v.spread_bn = L::kGradSpreadBN;
  v.dev.assign(std::begin(L::kDev), std::end(L::kDev));
  v.ud_median = L::kUpdateDataMedian;
  v.ud_min = L::kUpdateDataMin;
  v.ud_max = L::kUpdateDataMax;
  v.depths.assign(std::begin(L::kResidualDepths), std::end(L::kResidualDepths));
  v.residual_plain.assign(std::begin(L::kResidualPlain), std::end(L::kResidualPlain));
  v.residual_with.assign(std::begin(L::kResidualWith), std::end(L::kResidualWith));
  v.post_norm_input = L::kPostNormInput;
  v.post_norm_block = L::kPostNormBlock;
  // The 003 text's printed outputs for the row [1, 5, -2, 3] (LESSON.md).
  v.row_layernorm = {-0.2900, 1.2568, -1.4501, 0.4834};
  v.row_batch_a = {0, 0, 0, 0};
  v.row_batch_b = {-0.4857, 0.5080, -1.2868, 1.1112};
  v.row_manual = {-0.2182, 1.0911, -1.5275, 0.6547};
  return v;
}

}  // namespace mm::facade
