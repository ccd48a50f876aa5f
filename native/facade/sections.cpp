// facade/sections.cpp — each section's lesson entry on the Lab's split.
#include "facade/sections.hpp"

#include <iterator>

#include "recipe.hpp"
#include "refusal.hpp"

namespace mm::facade {

lesson::StartResult start(const Lab& lab, const lesson::StartKnobs& k) { return lesson::compute_start(*lab.split(), k); }
lesson::TanhResult tanh(const Lab& lab, const lesson::TanhKnobs& k) { return lesson::compute_tanh(*lab.split(), k); }
lesson::KaimingResult kaiming(const Lab& lab, const lesson::KaimingKnobs& k) { return lesson::compute_kaiming(*lab.split(), k); }
lesson::BatchnormResult batchnorm(const Lab& lab, const lesson::BatchnormKnobs& k) { return lesson::compute_batchnorm(*lab.split(), k); }
lesson::NormMatrixResult norm_matrix(const lesson::NormMatrixKnobs& k) { return lesson::compute_norm_matrix(k); }
lesson::ResidualResult residual(const lesson::ResidualKnobs& k) { return lesson::compute_residual(k); }
lesson::DiagnosticsLecture diagnostics_lecture() { return lesson::diagnostics_lecture(); }

std::unique_ptr<lesson::ScenarioRun> scenario(const Lab& lab, int index, const lesson::DiagnosticsKnobs& k) {
  const std::vector<lesson::ScenarioOptions> runs = lesson::scenarios_of(k);
  if (index < 0 || index >= static_cast<int>(runs.size()))
    throw Refusal("choice", {{"name", "scenario"}, {"got", std::to_string(index)}, {"choices", "0|1|2|3"}},
                  "scenario must be an integer in [0, 3]");
  return std::make_unique<lesson::ScenarioRun>(lab.split(), runs[static_cast<std::size_t>(index)]);
}

std::unique_ptr<lesson::StartRun> start_run(const Lab& lab, const lesson::StartKnobs& k) {
  return std::make_unique<lesson::StartRun>(lab.split(), k);
}

std::unique_ptr<lesson::Playground> playground(const Lab& lab, const lesson::PlaygroundConfig& config) {
  return std::make_unique<lesson::Playground>(lab.split(), config);
}

std::vector<std::string> section_names() { return {"start", "tanh", "kaiming", "batchnorm", "normMatrix", "residual"}; }

Recipe recipe() {
  return {static_cast<double>(recipe::kLectureSeed),
          recipe::kTanhGain,
          recipe::kSaturation,
          {std::begin(recipe::kResidualDepths), std::end(recipe::kResidualDepths)},
          recipe::kBlockSize,
          recipe::kBnMomentumModule,
          recipe::kEps};
}

}  // namespace mm::facade
