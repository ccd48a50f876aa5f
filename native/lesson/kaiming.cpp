// lesson/kaiming.cpp — one deep no-BN stack per gain, the probe batch through it, every tanh
// output measured.
#include "kaiming.hpp"

#include "../model/mlp.hpp"
#include "common.hpp"

namespace mm::lesson {

ActivationStats activation_std(const Split& data, const ActivationStatsOptions& o) {
  check_range("naive_gain", o.naive_gain, 1e-6, 10);
  check_range("kaiming_gain", o.kaiming_gain, 1e-6, 10);
  check_range("threshold", o.threshold, 1e-6, 1 - 1e-9);
  const Batch b = probe_batch(data.train, o.probe_rows, o.seed);
  ActivationStats r;
  for (LayerActivations* la : {&r.naive, &r.kaiming}) {
    la->gain = la == &r.naive ? o.naive_gain : o.kaiming_gain;
    if (la == &r.naive && !o.with_naive) continue;
    ModelSpec spec{o.n_embd, o.n_hidden, o.n_layer, Norm::None, la->gain, 1.0, false, o.seed};
    MLP m(model_config(data, spec));
    for (const Tensor& h : tanh_outputs(m, b)) {  // [B,H] each
      la->std.push_back(stats::std_unbiased(h));
      la->saturated_pct.push_back(100.0 * stats::saturated_fraction(h, o.threshold));
      la->hist.push_back(stats::make_histogram(h, o.bins, -1, 1));
    }
  }
  return r;
}

KaimingResult compute_kaiming(const Split& data, const KaimingKnobs& k) {
  check_range("gain", k.gain, 1e-6, 10);
  check_range("probe_rows", k.probe_rows, 10, 1000);
  auto o = seeded<ActivationStatsOptions>(k.seed);
  o.n_layer = k.n_layer;
  o.kaiming_gain = k.gain;
  o.probe_rows = k.probe_rows;
  return {activation_std(data, o), k.n_layer, kaiming_lecture()};
}

}  // namespace mm::lesson
