// lesson/report.hpp — every lesson figure computed in one call with the lecture's settings, for
// the CLI's table (`makemore-lab lesson`) and any caller that wants the whole lesson at once.
// Only the four 5.13 scenarios have a knob here (their length); the page calls the per-figure
// functions itself. Leaves out: formatting (the CLI prints, the page draws).
#pragma once
#include <functional>
#include <string>
#include <vector>

#include "lesson.hpp"

namespace mm::lesson {

struct LessonReport {
  StartingLoss starting;
  Saturation saturation;
  DeadNeurons dead;
  ActivationStats activations;
  BNForward bn;
  RunningStats running;
  SpuriousBias spurious;
  EpsilonDemo epsilon;
  LinearCollapse collapse;
  std::vector<ScenarioResult> scenarios;  // lecture_scenarios() order
  std::vector<ResidualDepth> residual;    // depths 5, 20, 50
  std::vector<double> post_norm;          // 51 norms
  LayerNormBatch layernorm;
};

struct LessonProgress {
  std::string scenario;
  long step = 0, steps = 0;
  double loss = 0;  // the last minibatch loss
};

// scenario_steps in [1, 1000000] (the lecture: 20000). progress (optional) is called after every
// `chunk` steps of each scenario.
LessonReport compute_lesson(const Split& data, long scenario_steps = 20000,
                            const std::function<void(const LessonProgress&)>& progress = {}, long chunk = 1000);

}  // namespace mm::lesson
