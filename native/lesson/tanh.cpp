// lesson/tanh.cpp — the 5.4 figures: build the lecture's 2-layer model, run the probe batch
// through it under no_grad, measure the first tanh layer.
#include "tanh.hpp"

#include "../model/mlp.hpp"
#include "common.hpp"

namespace mm::lesson {

Saturation saturation(const Split& data, const SaturationOptions& o) {
  check_range("threshold", o.threshold, 1e-6, 1 - 1e-9);
  const Batch b = probe_batch(data.train, o.probe_rows, o.seed);
  Saturation r;
  for (bool bad : {true, false}) {
    ModelSpec spec{o.n_embd,
                   o.n_hidden,
                   /*n_layer=*/2,
                   Norm::None,
                   recipe::kTanhGain,
                   bad ? o.bad_init : 1.0,
                   /*fix_output=*/false,
                   o.seed};
    MLP m(model_config(data, spec));
    const Tensor h = tanh_outputs(m, b).at(0);  // [B,H]
    (bad ? r.bad_init_pct : r.kaiming_pct) = 100.0 * stats::saturated_fraction(h, o.threshold);
    (bad ? r.bad_init_hist : r.kaiming_hist) = stats::make_histogram(h, o.bins, -1, 1);
  }
  return r;
}

DeadNeurons dead_neurons(const Split& data, const DeadNeuronsOptions& o) {
  check_range("threshold", o.threshold, 1e-6, 1 - 1e-9);
  const Batch b = probe_batch(data.train, o.probe_rows, o.seed);
  ModelSpec spec{o.n_embd, o.n_hidden, 2, Norm::None, recipe::kTanhGain, o.bad_init, false, o.seed};
  MLP m(model_config(data, spec));
  return saturation_map(m, b.X, /*tanh_index=*/0, o.threshold);
}

TanhResult compute_tanh(const Split& data, const TanhKnobs& k) {
  auto s = seeded<SaturationOptions>(k.seed);
  auto d = seeded<DeadNeuronsOptions>(k.seed);
  s.bad_init = d.bad_init = k.bad_init;
  return {saturation(data, s), dead_neurons(data, d), k.bad_init, s.threshold, tanh_lecture()};
}

}  // namespace mm::lesson
