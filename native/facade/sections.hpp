// facade/sections.hpp — one entry per page section, called by the page (through the bindings)
// with the section's knobs: each runs its lesson/<section>.cpp on a Lab's split and returns that
// section's plain result, lecture values included. The start section in parts, the diagnostics
// runs and the playground are objects the worker steps in chunks; they keep the Lab's split alive
// themselves. Also the recipe the page reads (seed, tanh gain, saturation threshold, depths,
// block size).
// Leaves out: knobs no tab shows (they keep the lecture's recipe, docs/lesson.md).
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "facade/lab.hpp"
#include "lesson/batchnorm.hpp"
#include "lesson/diagnostics.hpp"
#include "lesson/kaiming.hpp"
#include "lesson/lecture.hpp"
#include "lesson/norm_matrix.hpp"
#include "lesson/playground.hpp"
#include "lesson/residual.hpp"
#include "lesson/start.hpp"
#include "lesson/tanh.hpp"

namespace mm::facade {

lesson::StartResult start(const Lab& lab, const lesson::StartKnobs& k);
lesson::TanhResult tanh(const Lab& lab, const lesson::TanhKnobs& k);
lesson::KaimingResult kaiming(const Lab& lab, const lesson::KaimingKnobs& k);
lesson::BatchnormResult batchnorm(const Lab& lab, const lesson::BatchnormKnobs& k);
lesson::NormMatrixResult norm_matrix(const lesson::NormMatrixKnobs& k);
lesson::ResidualResult residual(const lesson::ResidualKnobs& k);
lesson::DiagnosticsLecture diagnostics_lecture();

// 5.13: one of the lecture's four runs (index in lecture order: no_bn_kaiming, bn_kaiming,
// bn_bad_init, no_bn_bad_init; else a Refusal "choice"), stepped in chunks.
std::unique_ptr<lesson::ScenarioRun> scenario(const Lab& lab, int index, const lesson::DiagnosticsKnobs& k);
// 5.3 in parts: the start section's fixed part once, its two SGD loops stepped on.
std::unique_ptr<lesson::StartRun> start_run(const Lab& lab, const lesson::StartKnobs& k);
std::unique_ptr<lesson::Playground> playground(const Lab& lab, const lesson::PlaygroundConfig& config);

// The names the page calls the sections by (the bindings' function names).
std::vector<std::string> section_names();

struct Recipe {
  double seed = 0;  // the lecture's seed (a JS number holds it exactly)
  double tanh_gain = 0, saturation = 0;
  std::vector<int> residual_depths;
  int block_size = 0;
  double bn_momentum = 0, eps = 0;  // BatchNorm1d's momentum and eps (the lecture's module)
};
Recipe recipe();

}  // namespace mm::facade
