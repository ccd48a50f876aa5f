// facade/exercises.hpp — the JS-facing entries of the 5.18 exercises (lesson/exercises.hpp), one
// per check, called by the page like a section: with the exercise's knobs, on the Lab's split
// where the check needs data. The page compares the numbers with the student's answer.
// Leaves out: pass/fail (the page decides it from these numbers) and the exercises' words.
#pragma once
#include <string>
#include <vector>

#include "facade/lab.hpp"
#include "lesson/exercises.hpp"

namespace mm::facade {

lesson::FirstLoss exercise_first_loss(const Lab& lab, const lesson::PlaygroundConfig& config);       // E1
lesson::SaturationCheck exercise_saturation(const Lab& lab, const lesson::SaturationKnobs& k);       // E2
lesson::GainCheck exercise_gain(const Lab& lab, const lesson::GainKnobs& k);                         // E3
lesson::BatchnormCheck exercise_batchnorm(const Lab& lab, const lesson::BatchnormExerciseKnobs& k);  // E4
lesson::CrossEntropyGrad exercise_cross_entropy(const lesson::CrossEntropyKnobs& k);                 // E5a, no data
lesson::BatchnormBackward exercise_batchnorm_backward(const lesson::BatchnormBackwardKnobs& k);      // E5b, no data

// The names the page calls them by (the bindings' function names), in the order above.
std::vector<std::string> exercise_names();

}  // namespace mm::facade
