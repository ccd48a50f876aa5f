// lesson/preview.cpp — a section's part, computed as the section computes it (lesson/kaiming.cpp,
// lesson/batchnorm.cpp: the same options from the same knobs).
#include "preview.hpp"

#include "common.hpp"

namespace mm::lesson {

KaimingResult compute_kaiming_gain(const Split& data, const KaimingKnobs& k) {
  auto o = kaiming_options(k);
  o.with_naive = false;
  return {activation_std(data, o), k.n_layer, kaiming_lecture()};
}

BatchnormPipeline compute_batchnorm_pipeline(const Split& data, const BatchnormKnobs& k) {
  return {bn_forward(data, pipeline_options(k)), epsilon_demo(k.eps), k.bad_init, k.gamma, k.beta, batchnorm_lecture()};
}

BatchnormRunning compute_batchnorm_running(const Split& data, const BatchnormKnobs& k) {
  auto running = running_options(k);
  running.whole_split = false;  // the whole split's statistics: the model's, trained alike for every momentum
  return {running_stats(data, running), k.momentum, k.steps};
}

}  // namespace mm::lesson
