// facade/previews.cpp — each preview's lesson entry on the Lab's split.
#include "facade/previews.hpp"

namespace mm::facade {

lesson::KaimingResult kaiming_gain(const Lab& lab, const lesson::KaimingKnobs& k) {
  return lesson::compute_kaiming_gain(*lab.split(), k, lab.gain_stack());
}
lesson::BatchnormPipeline batchnorm_pipeline(const Lab& lab, const lesson::BatchnormKnobs& k) {
  return lesson::compute_batchnorm_pipeline(*lab.split(), k);
}
lesson::BatchnormRunning batchnorm_running(const Lab& lab, const lesson::BatchnormKnobs& k) {
  return lesson::compute_batchnorm_running(*lab.split(), k);
}

std::vector<std::string> preview_names() { return {"kaimingGain", "batchnormPipeline", "batchnormRunning"}; }

}  // namespace mm::facade
