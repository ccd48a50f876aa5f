// sections/playground.cpp — Embind registration of the playground tab (lesson/playground.hpp):
// the Playground class (JS must .delete() it; web/src/core.js does)
//   new Playground(lab, config); run(n), evaluate(), evaluateFull(), health(), stepsDone(),
//   parameterCount(), sample(count, seed), panels(bins), updateSeries(from, stride), losses()
#include "../marshal.hpp"
#include "facade/sections.hpp"

namespace {

// `new Playground(lab, config)`: the facade's trainer, handed to Embind as a raw pointer.
mm::lesson::Playground* new_playground(const mm::facade::Lab& lab, const mm::lesson::PlaygroundConfig& config) {
  return mm::bind::guarded([&] { return mm::facade::playground(lab, config).release(); });
}

}  // namespace

EMSCRIPTEN_BINDINGS(section_playground) {
  namespace l = mm::lesson;
  MM_VALUE_OBJECT(l, PlaygroundConfig, n_layer, n_hidden, norm, gain, bad_init, fix_output, lr, schedule, batch_size, steps, seed);
  MM_VALUE_OBJECT(l, Failure, step, loss, start, ref, factor, window, held);
  MM_VALUE_OBJECT(l, BatchNormRescue, step, lr, high_lr, loss, log_vocab);
  MM_VALUE_OBJECT(l, StepChunk, loss, step, lr, done, diverged, divergence, failure, warnings, rescue);
  MM_VALUE_OBJECT(l, EvalPoint, step, train, dev, warnings, train_rows, dev_rows);
  MM_VALUE_OBJECT(l, UpdateSeries, names, steps, series, next);
  MM_VALUE_OBJECT(l, LayerHealth, names, saturation, act_std, grad_std, update_ratio);
  emscripten::class_<l::Playground>("Playground")
      .constructor(&new_playground, emscripten::allow_raw_pointers())
      .function("run", MM_METHOD(l::Playground::run))
      .function("evaluate", MM_METHOD(l::Playground::evaluate))
      .function("evaluateFull", MM_METHOD(l::Playground::evaluate_full))
      .function("health", MM_METHOD(l::Playground::health))
      .function("stepsDone", MM_METHOD(l::Playground::steps_done))
      .function("parameterCount", MM_METHOD(l::Playground::parameter_count))
      .function("sample", MM_METHOD(l::Playground::sample))
      .function("panels", MM_METHOD(l::Playground::panels))
      .function("updateSeries", MM_METHOD(l::Playground::update_series))
      .function("losses", MM_METHOD(l::Playground::losses));
}
