// lesson/report.cpp — the whole lesson with the lecture's settings, section by section.
#include "report.hpp"

#include "../limits.hpp"
#include "common.hpp"

namespace mm::lesson {

LessonReport compute_lesson(const Split& data, long scenario_steps, const std::function<void(const LessonProgress&)>& progress,
                            long chunk) {
  limits::check(limits::kSteps, scenario_steps);
  LessonReport r;
  r.start = compute_start(data, {});
  r.tanh = compute_tanh(data, {});
  r.kaiming = compute_kaiming(data, {});
  r.batchnorm = compute_batchnorm(data, {});
  r.residual = compute_residual({});
  DiagnosticsKnobs k;
  k.steps = scenario_steps;
  r.diagnostics = compute_diagnostics(
      data, k,
      [&](const ScenarioRun& run) {
        if (progress && !run.losses().empty())
          progress(LessonProgress{run.name(), run.steps_done(), run.options().steps, run.losses().back()});
        return true;
      },
      chunk);
  return r;
}

}  // namespace mm::lesson
