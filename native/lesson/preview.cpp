// lesson/preview.cpp — a section's part, computed as the section computes it (lesson/kaiming.cpp,
// lesson/batchnorm.cpp: the same options from the same knobs).
#include "preview.hpp"

#include "common.hpp"

namespace mm::lesson {

KaimingResult compute_kaiming_gain(const Split& data, const KaimingKnobs& k) {
  check_range("gain", k.gain, 1e-6, 10);
  check_range("probe_rows", k.probe_rows, 10, 1000);
  auto o = seeded<ActivationStatsOptions>(k.seed);
  o.n_layer = k.n_layer;
  o.kaiming_gain = k.gain;
  o.probe_rows = k.probe_rows;
  o.with_naive = false;
  return {activation_std(data, o), k.n_layer, kaiming_lecture()};
}

BatchnormPipeline compute_batchnorm_pipeline(const Split& data, const BatchnormKnobs& k) {
  auto pipeline = seeded<BNForwardOptions>(k.seed);
  pipeline.bad_init = k.bad_init;
  pipeline.eps = k.eps, pipeline.gamma = k.gamma, pipeline.beta = k.beta;
  check_range("eps", k.eps, 1e-30, 1);
  return {bn_forward(data, pipeline), epsilon_demo(k.eps), k.bad_init, k.gamma, k.beta, batchnorm_lecture()};
}

BatchnormRunning compute_batchnorm_running(const Split& data, const BatchnormKnobs& k) {
  auto running = seeded<RunningStatsOptions>(k.seed);
  running.steps = k.steps, running.momentum = k.momentum;
  running.whole_split = false;  // the whole split's statistics: the model's, trained alike for every momentum
  return {running_stats(data, running), k.momentum, k.steps};
}

}  // namespace mm::lesson
