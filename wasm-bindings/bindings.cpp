// bindings.cpp — Embind registrations of the JS-facing facade (native/facade), nothing else.
// Arrays cross as copies (marshal.hpp); every entry point is wrapped so a C++ exception reaches JS
// as an Error carrying what(). Lab and Playground are classes: JS must .delete() them (web/src/core.js
// owns every one it creates). Value objects become plain JS objects and need no delete.
#include "facade/basics.hpp"
#include "facade/lab.hpp"
#include "facade/playground.hpp"
#include "marshal.hpp"

EMSCRIPTEN_BINDINGS(makemore_lab) {
  using namespace emscripten;
  namespace f = mm::facade;

  value_object<f::NamesInfo>("NamesInfo")
      .field("count", &f::NamesInfo::count)
      .field("vocabSize", &f::NamesInfo::vocab_size)
      .field("alphabet", &f::NamesInfo::alphabet)
      .field("longest", &f::NamesInfo::longest)
      .field("sample", &f::NamesInfo::sample);
  function("randomNormal", MM_GUARD(f::random_normal));
  function("randomUniform", MM_GUARD(f::random_uniform));
  function("inspectNames", MM_GUARD(f::inspect_names));
  value_object<f::LimitRecord>("LimitRecord")
      .field("name", &f::LimitRecord::name)
      .field("min", &f::LimitRecord::min)
      .field("max", &f::LimitRecord::max)
      .field("integer", &f::LimitRecord::integer)
      .field("minOpen", &f::LimitRecord::min_open);
  function("limits", MM_GUARD(f::limit_records));
  function("budgetBytes", MM_GUARD(f::budget_bytes));

  class_<f::Lab>("Lab")
      .constructor(MM_FACTORY(f::Lab, std::string))
      .function("info", MM_METHOD(f::Lab::info))
      .function("trainRows", MM_METHOD(f::Lab::train_rows))
      .function("devRows", MM_METHOD(f::Lab::dev_rows));

  value_object<mm::NormRequest>("NormRequest")
      .field("kind", &mm::NormRequest::kind)
      .field("mode", &mm::NormRequest::mode)
      .field("variance", &mm::NormRequest::variance)
      .field("x", &mm::NormRequest::x)
      .field("gradOut", &mm::NormRequest::grad_out)
      .field("gamma", &mm::NormRequest::gamma)
      .field("beta", &mm::NormRequest::beta)
      .field("eps", &mm::NormRequest::eps)
      .field("runningMean", &mm::NormRequest::running_mean)
      .field("runningVar", &mm::NormRequest::running_var);
  value_object<mm::NormResult>("NormResult")
      .field("y", &mm::NormResult::y)
      .field("gradX", &mm::NormResult::grad_x)
      .field("gradGamma", &mm::NormResult::grad_gamma)
      .field("gradBeta", &mm::NormResult::grad_beta)
      .field("mean", &mm::NormResult::mean)
      .field("var", &mm::NormResult::var)
      .field("rowStd", &mm::NormResult::row_std)
      .field("colStd", &mm::NormResult::col_std);
  function("normCompare", MM_GUARD(f::norm_compare));

  value_object<f::PlaygroundConfig>("PlaygroundConfig")
      .field("nLayer", &f::PlaygroundConfig::n_layer)
      .field("nHidden", &f::PlaygroundConfig::n_hidden)
      .field("norm", &f::PlaygroundConfig::norm)
      .field("gain", &f::PlaygroundConfig::gain)
      .field("badInit", &f::PlaygroundConfig::bad_init)
      .field("fixOutput", &f::PlaygroundConfig::fix_output)
      .field("lr", &f::PlaygroundConfig::lr)
      .field("schedule", &f::PlaygroundConfig::schedule)
      .field("batchSize", &f::PlaygroundConfig::batch_size)
      .field("steps", &f::PlaygroundConfig::steps)
      .field("seed", &f::PlaygroundConfig::seed);
  value_object<f::StepChunk>("StepChunk")
      .field("loss", &f::StepChunk::loss)
      .field("step", &f::StepChunk::step)
      .field("lr", &f::StepChunk::lr)
      .field("done", &f::StepChunk::done)
      .field("diverged", &f::StepChunk::diverged)
      .field("divergence", &f::StepChunk::divergence);
  value_object<f::EvalPoint>("EvalPoint")
      .field("step", &f::EvalPoint::step)
      .field("train", &f::EvalPoint::train)
      .field("dev", &f::EvalPoint::dev);
  value_object<f::LayerHealth>("LayerHealth")
      .field("names", &f::LayerHealth::names)
      .field("saturation", &f::LayerHealth::saturation)
      .field("actStd", &f::LayerHealth::act_std)
      .field("gradStd", &f::LayerHealth::grad_std)
      .field("updateRatio", &f::LayerHealth::update_ratio);
  class_<f::Playground>("Playground")
      .constructor(MM_FACTORY(f::Playground, const f::Lab&, const f::PlaygroundConfig&))
      .function("run", MM_METHOD(f::Playground::run))
      .function("evaluate", MM_METHOD(f::Playground::evaluate))
      .function("evaluateFull", MM_METHOD(f::Playground::evaluate_full))
      .function("health", MM_METHOD(f::Playground::health))
      .function("stepsDone", MM_METHOD(f::Playground::steps_done))
      .function("parameterCount", MM_METHOD(f::Playground::parameter_count))
      .function("sample", MM_METHOD(f::Playground::sample));
}
