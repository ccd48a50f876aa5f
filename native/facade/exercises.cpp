// facade/exercises.cpp — each exercise's lesson entry on the Lab's split.
#include "facade/exercises.hpp"

namespace mm::facade {

lesson::FirstLoss exercise_first_loss(const Lab& lab, const lesson::PlaygroundConfig& config) {
  return lesson::exercise_first_loss(lab.split(), config);
}
lesson::SaturationCheck exercise_saturation(const Lab& lab, const lesson::SaturationKnobs& k) {
  return lesson::exercise_saturation(*lab.split(), k);
}
lesson::GainCheck exercise_gain(const Lab& lab, const lesson::GainKnobs& k) { return lesson::exercise_gain(*lab.split(), k); }
lesson::BatchnormCheck exercise_batchnorm(const Lab& lab, const lesson::BatchnormExerciseKnobs& k) {
  return lesson::exercise_batchnorm(*lab.split(), k);
}
lesson::CrossEntropyGrad exercise_cross_entropy(const lesson::CrossEntropyKnobs& k) { return lesson::exercise_cross_entropy(k); }
lesson::BatchnormBackward exercise_batchnorm_backward(const lesson::BatchnormBackwardKnobs& k) {
  return lesson::exercise_batchnorm_backward(k);
}

std::vector<std::string> exercise_names() {
  return {"exFirstLoss", "exSaturation", "exGain", "exBatchnorm", "exCrossEntropy", "exBatchnormBackward"};
}

}  // namespace mm::facade
