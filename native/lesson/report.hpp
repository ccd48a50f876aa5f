// lesson/report.hpp — the whole lesson in one call, for the CLI's table (`makemore-lab lesson`):
// every section's compute_<section> with its default knobs (the lecture's recipe, the page's
// defaults). Only the four 5.13 scenarios have a knob here (their length). Leaves out:
// formatting (the CLI prints, the page draws), the playground (it has no fixed figure).
#pragma once
#include <functional>
#include <string>

#include "batchnorm.hpp"
#include "diagnostics.hpp"
#include "kaiming.hpp"
#include "residual.hpp"
#include "start.hpp"
#include "tanh.hpp"

namespace mm::lesson {

struct LessonReport {
  StartResult start;
  TanhResult tanh;
  KaimingResult kaiming;
  BatchnormResult batchnorm;
  DiagnosticsResult diagnostics;
  ResidualResult residual;
};

struct LessonProgress {
  std::string scenario;
  long step = 0, steps = 0;
  double loss = 0;  // the last minibatch loss
};

// scenario_steps in [1, 1000000] (the lecture: 20000). progress (optional) is called after every
// `chunk` steps of each scenario.
LessonReport compute_lesson(const Split& data, long scenario_steps = 20000, const std::function<void(const LessonProgress&)>& progress = {},
                            long chunk = 1000);

}  // namespace mm::lesson
