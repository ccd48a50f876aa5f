// bindings_figures.cpp — Embind registrations of the lesson figures (facade/figures.hpp): the
// lesson's plain result structs as value objects, one guarded function per figure, the Scenario
// class (JS must .delete() it; web/src/core.js does) and the lecture's quoted values.
#include "facade/figures.hpp"
#include "marshal.hpp"

namespace {
namespace f = mm::facade;
namespace l = mm::lesson;
using emscripten::value_object;

void register_init_figures() {
  value_object<mm::Histogram>("Histogram").field("edges", &mm::Histogram::edges).field("counts", &mm::Histogram::counts);
  value_object<l::StartingLoss>("StartingLoss")
      .field("noFix", &l::StartingLoss::no_fix)
      .field("fix", &l::StartingLoss::fix)
      .field("logVocab", &l::StartingLoss::log_vocab)
      .field("hockeyNoFix", &l::StartingLoss::hockey_no_fix)
      .field("hockeyFix", &l::StartingLoss::hockey_fix)
      .field("divergedStepNoFix", &l::StartingLoss::diverged_step_no_fix)
      .field("divergedStepFix", &l::StartingLoss::diverged_step_fix);
  value_object<l::Saturation>("Saturation")
      .field("badInitPct", &l::Saturation::bad_init_pct)
      .field("kaimingPct", &l::Saturation::kaiming_pct)
      .field("badInitHist", &l::Saturation::bad_init_hist)
      .field("kaimingHist", &l::Saturation::kaiming_hist);
  value_object<mm::DeadNeurons>("DeadNeurons")
      .field("layer", &mm::DeadNeurons::layer)
      .field("rows", &mm::DeadNeurons::rows)
      .field("cols", &mm::DeadNeurons::cols)
      .field("absH", &mm::DeadNeurons::abs_h)
      .field("saturatedFrac", &mm::DeadNeurons::saturated_frac)
      .field("dead", &mm::DeadNeurons::dead)
      .field("saturationPct", &mm::DeadNeurons::saturation_pct);
  value_object<l::LayerActivations>("LayerActivations")
      .field("gain", &l::LayerActivations::gain)
      .field("mean", &l::LayerActivations::mean)
      .field("std", &l::LayerActivations::std)
      .field("saturatedPct", &l::LayerActivations::saturated_pct)
      .field("hist", &l::LayerActivations::hist);
  value_object<l::ActivationStats>("ActivationStats")
      .field("naive", &l::ActivationStats::naive)
      .field("kaiming", &l::ActivationStats::kaiming);
  value_object<l::Stage>("Stage")
      .field("name", &l::Stage::name)
      .field("mean", &l::Stage::mean)
      .field("std", &l::Stage::std)
      .field("hist", &l::Stage::hist);
  value_object<l::BNForward>("BNForward")
      .field("hpreact", &l::BNForward::hpreact)
      .field("xhat", &l::BNForward::xhat)
      .field("scaled", &l::BNForward::scaled)
      .field("tanh", &l::BNForward::tanh);
}

void register_batchnorm_figures() {
  value_object<l::RunningStats>("RunningStats")
      .field("batchMean", &l::RunningStats::batch_mean)
      .field("runningMean", &l::RunningStats::running_mean)
      .field("batchVar", &l::RunningStats::batch_var)
      .field("runningVar", &l::RunningStats::running_var)
      .field("trueMean", &l::RunningStats::true_mean)
      .field("trueVar", &l::RunningStats::true_var)
      .field("trainLogits", &l::RunningStats::train_logits)
      .field("evalLogits", &l::RunningStats::eval_logits)
      .field("trainEvalMaxDiff", &l::RunningStats::train_eval_max_diff)
      .field("singleExampleTrain", &l::RunningStats::single_example_train);
  value_object<l::SpuriousBias>("SpuriousBias")
      .field("weightGradNorm", &l::SpuriousBias::weight_grad_norm)
      .field("biasGradNorm", &l::SpuriousBias::bias_grad_norm)
      .field("outputMaxDiff", &l::SpuriousBias::output_max_diff)
      .field("outputMaxAbs", &l::SpuriousBias::output_max_abs);
  value_object<l::EpsilonDemo>("EpsilonDemo")
      .field("eps", &l::EpsilonDemo::eps)
      .field("column", &l::EpsilonDemo::column)
      .field("nonfiniteWithEps", &l::EpsilonDemo::nonfinite_with_eps)
      .field("nonfiniteWithoutEps", &l::EpsilonDemo::nonfinite_without_eps);
  value_object<l::LinearCollapse>("LinearCollapse")
      .field("nLayer", &l::LinearCollapse::n_layer)
      .field("shape", &l::LinearCollapse::shape)
      .field("maxAbsDiffLinear", &l::LinearCollapse::max_abs_diff_linear)
      .field("maxAbsDiffTanh", &l::LinearCollapse::max_abs_diff_tanh)
      .field("outputMaxAbs", &l::LinearCollapse::output_max_abs);
}

void register_scenarios_and_residual() {
  value_object<l::UpdateData>("UpdateData")
      .field("window", &l::UpdateData::window)
      .field("names", &l::UpdateData::names)
      .field("perParamMedian", &l::UpdateData::per_param_median)
      .field("median", &l::UpdateData::median)
      .field("min", &l::UpdateData::min)
      .field("max", &l::UpdateData::max)
      .field("seriesSteps", &l::UpdateData::series_steps)
      .field("series", &l::UpdateData::series);
  value_object<l::ScenarioResult>("ScenarioResult")
      .field("name", &l::ScenarioResult::name)
      .field("steps", &l::ScenarioResult::steps)
      .field("train", &l::ScenarioResult::train)
      .field("dev", &l::ScenarioResult::dev)
      .field("gradStd", &l::ScenarioResult::grad_std)
      .field("gradSpread", &l::ScenarioResult::grad_spread)
      .field("updateData", &l::ScenarioResult::update_data)
      .field("diverged", &l::ScenarioResult::diverged)
      .field("divergence", &l::ScenarioResult::divergence);
  value_object<l::ResidualDepth>("ResidualDepth")
      .field("depth", &l::ResidualDepth::depth)
      .field("plain", &l::ResidualDepth::plain)
      .field("residual", &l::ResidualDepth::residual);
  value_object<l::LayerNormBatch>("LayerNormBatch")
      .field("batch", &l::LayerNormBatch::batch)
      .field("features", &l::LayerNormBatch::features)
      .field("row0InBatch", &l::LayerNormBatch::row0_in_batch)
      .field("row0Alone", &l::LayerNormBatch::row0_alone)
      .field("maxAbsDiff", &l::LayerNormBatch::max_abs_diff);
}

void register_lecture_values() {
  using V = f::LectureValues;
  value_object<V>("LectureValues")
      .field("startNoFix", &V::start_no_fix).field("startFix", &V::start_fix).field("logVocab", &V::log_vocab)
      .field("satBadPct", &V::sat_bad_pct).field("satKaimingPct", &V::sat_kaiming_pct).field("deadNeurons", &V::dead_neurons)
      .field("stdNaive", &V::std_naive).field("stdKaiming", &V::std_kaiming)
      .field("hpreactMean", &V::hpreact_mean).field("hpreactStd", &V::hpreact_std).field("xhatStd", &V::xhat_std)
      .field("tanhStd", &V::tanh_std).field("momentumLoop", &V::momentum_loop).field("momentumModule", &V::momentum_module)
      .field("spreadNoBn", &V::spread_no_bn).field("spreadBn", &V::spread_bn).field("dev", &V::dev)
      .field("udMedian", &V::ud_median).field("udMin", &V::ud_min).field("udMax", &V::ud_max)
      .field("depths", &V::depths).field("residualPlain", &V::residual_plain).field("residualWith", &V::residual_with)
      .field("postNormInput", &V::post_norm_input).field("postNormBlock", &V::post_norm_block)
      .field("rowLayernorm", &V::row_layernorm).field("rowBatchA", &V::row_batch_a).field("rowBatchB", &V::row_batch_b)
      .field("rowManual", &V::row_manual);
}

}  // namespace

EMSCRIPTEN_BINDINGS(makemore_lab_figures) {
  using namespace emscripten;
  register_init_figures();
  register_batchnorm_figures();
  register_scenarios_and_residual();
  register_lecture_values();

  function("startingLoss", MM_GUARD(f::starting_loss));
  function("saturation", MM_GUARD(f::saturation));
  function("deadNeurons", MM_GUARD(f::dead_neurons));
  function("activationStd", MM_GUARD(f::activation_std));
  function("bnForward", MM_GUARD(f::bn_forward));
  function("runningStats", MM_GUARD(f::running_stats));
  function("spuriousBias", MM_GUARD(f::spurious_bias));
  function("epsilonDemo", MM_GUARD(f::epsilon_demo));
  function("linearCollapse", MM_GUARD(f::linear_collapse));
  function("residualDepths", MM_GUARD(f::residual_depths));
  function("postNormNorms", MM_GUARD(f::post_norm_norms));
  function("layernormBatch", MM_GUARD(f::layernorm_batch));
  function("lectureValues", MM_GUARD(f::lecture_values));

  class_<f::Scenario>("Scenario")
      .constructor(MM_FACTORY(f::Scenario, const f::Lab&, int, int, double))
      .function("advance", MM_METHOD(f::Scenario::advance))
      .function("finish", MM_METHOD(f::Scenario::finish))
      .function("stepsDone", MM_METHOD(f::Scenario::steps_done))
      .function("done", MM_METHOD(f::Scenario::done))
      .function("name", MM_METHOD(f::Scenario::name));
}
