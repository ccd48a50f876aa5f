// lesson/report.cpp — the whole lesson with the lecture's settings.
#include "report.hpp"

namespace mm::lesson {

LessonReport compute_lesson(const Split& data, long scenario_steps, const std::function<void(const LessonProgress&)>& progress,
                            long chunk) {
  check_range("steps", static_cast<double>(scenario_steps), 1, 1000000);
  LessonReport r;
  r.starting = starting_loss(data);
  r.saturation = saturation(data);
  r.dead = dead_neurons(data);
  r.activations = activation_std(data);
  r.bn = bn_forward(data);
  r.running = running_stats(data);
  r.spurious = spurious_bias(data);
  r.epsilon = epsilon_demo();
  r.collapse = linear_collapse(data);
  for (int depth : {5, 20, 50}) r.residual.push_back(residual_grad_norm(depth));
  r.post_norm = post_norm_norms();
  r.layernorm = layernorm_batch_independence();
  for (const ScenarioOptions& o : lecture_scenarios(scenario_steps)) {
    r.scenarios.push_back(run_scenario(data, o, [&](const ScenarioRun& run) {
      if (progress && !run.losses().empty())
        progress(LessonProgress{o.name, run.steps_done(), o.steps, static_cast<double>(run.losses().back())});
      return true;
    }, chunk));
  }
  return r;
}

}  // namespace mm::lesson
