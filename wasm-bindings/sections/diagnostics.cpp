// sections/diagnostics.cpp — Embind registration of the diagnostics tab (lesson/diagnostics.hpp):
// the Scenario class the worker steps in chunks (JS must .delete() it; web/src/core.js does)
//   new Scenario(lab, index, {steps, seed}); advance(n), curve(from, bucket), finish(), panels(bins),
//   stepsDone(), done(), name()
// and diagnosticsLecture() -> DiagnosticsLecture.
#include "../marshal.hpp"
#include "facade/sections.hpp"

namespace {

// `new Scenario(lab, index, knobs)`: the facade's run, handed to Embind as a raw pointer.
mm::lesson::ScenarioRun* new_scenario(const mm::facade::Lab& lab, int index, const mm::lesson::DiagnosticsKnobs& k) {
  return mm::bind::guarded([&] { return mm::facade::scenario(lab, index, k).release(); });
}

std::string scenario_name(const mm::lesson::ScenarioRun& run) { return run.name(); }

}  // namespace

EMSCRIPTEN_BINDINGS(section_diagnostics) {
  namespace l = mm::lesson;
  MM_VALUE_OBJECT(l, DiagnosticsKnobs, steps, seed);
  MM_VALUE_OBJECT(l, DiagnosticsLecture, dev, spread_no_bn, spread_bn, ud_median, ud_min, ud_max);
  MM_VALUE_OBJECT(l, LossCurve, steps, means, next);
  MM_VALUE_OBJECT(l, UpdateData, window, names, per_param_median, median, min, max, verdict, healthy, near, series_steps, series);
  MM_VALUE_OBJECT(l, ScenarioResult, name, steps, train, dev, grad_std, grad_spread, update_data, diverged, divergence, warnings);
  emscripten::function("diagnosticsLecture", MM_GUARD(mm::facade::diagnostics_lecture));
  emscripten::class_<l::ScenarioRun>("Scenario")
      .constructor(&new_scenario, emscripten::allow_raw_pointers())
      .function("advance", MM_METHOD(l::ScenarioRun::advance))
      .function("curve", MM_METHOD(l::ScenarioRun::curve))
      .function("finish", MM_METHOD(l::ScenarioRun::finish))
      .function("panels", MM_METHOD(l::ScenarioRun::panels))
      .function("stepsDone", MM_METHOD(l::ScenarioRun::steps_done))
      .function("done", MM_METHOD(l::ScenarioRun::done))
      .function("name", &scenario_name);
}
