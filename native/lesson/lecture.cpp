// lesson/lecture.cpp — the table of the texts' printed values (docs/lesson.md quotes them).
#include "lecture.hpp"

#include <iterator>

#include "../recipe.hpp"

namespace mm::lesson {

StartLecture start_lecture() { return {26.01, 3.31, 3.30}; }

TanhLecture tanh_lecture() { return {79.1, 19.5, 1}; }

KaimingLecture kaiming_lecture() { return {{0.617, 0.320}, {0.750, 0.654}}; }

// The momenta are the recipe's own: the hand-written loop's and the module's.
BatchnormLecture batchnorm_lecture() { return {-0.33, 4.99, 1.0, 0.63, recipe::kBnMomentumLoop, recipe::kBnMomentumModule}; }

DiagnosticsLecture diagnostics_lecture() { return {{2.2031, 2.1858, 2.2330, 2.5318}, 4.2, 2.1, -2.14, -2.99, -1.89}; }

NormMatrixLecture norm_matrix_lecture() {
  return {{-0.2900, 1.2568, -1.4501, 0.4834}, {0, 0, 0, 0}, {-0.4857, 0.5080, -1.2868, 1.1112}, {-0.2182, 1.0911, -1.5275, 0.6547}};
}

ResidualLecture residual_lecture() {
  return {{std::begin(recipe::kResidualDepths), std::end(recipe::kResidualDepths)}, {0.505, 3.70e-3, 1.23e-6}, {9.21, 12.6, 448},
          3.778, 4.000};
}

}  // namespace mm::lesson
