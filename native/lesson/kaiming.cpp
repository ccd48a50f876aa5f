// lesson/kaiming.cpp — one deep no-BN stack per gain, the probe batch through it, every tanh (or
// ReLU) output measured.
#include "kaiming.hpp"

#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>

#include "../limits.hpp"
#include "../model/mlp.hpp"
#include "../refusal.hpp"
#include "common.hpp"

namespace mm::lesson {

namespace {

// ReLU in the place of every Tanh of m: Tanh holds no parameters and draws nothing, so the weights
// are the tanh stack's, draw for draw (the reference builds its ReLU stack the same way).
void use_relu(MLP& m) {
  for (auto& l : m.layers)
    if (dynamic_cast<nn::Tanh*>(l.get())) l = std::make_shared<nn::ReLU>();
}

double zero_pct(const Tensor& h) {
  const auto zeros = std::count(h.begin(), h.end(), Scalar(0));
  return h.size() ? 100.0 * static_cast<double>(zeros) / static_cast<double>(h.size()) : std::nan("");
}

}  // namespace

void check_act(const std::string& act) {
  if (act != "tanh" && act != "relu")
    throw Refusal("choice", {{"name", "act"}, {"got", act}, {"choices", "tanh|relu"}}, "act must be one of tanh, relu; got '" + act + "'");
}

MLP probe_stack(const Split& data, const ActivationStatsOptions& o, double gain) {
  ModelSpec spec{o.n_embd, o.n_hidden, o.n_layer, Norm::None, gain, 1.0, false, o.seed};
  MLP m(model_config(data, spec));
  if (o.act == "relu") use_relu(m);
  return m;
}

ActivationStats activation_std(const Split& data, const ActivationStatsOptions& o, MLP* kaiming_stack) {
  limits::check(limits::kGain, o.naive_gain);
  limits::check(limits::kGain, o.kaiming_gain);
  check_range("threshold", o.threshold, 1e-6, 1 - 1e-9);
  check_act(o.act);
  const bool relu = o.act == "relu";
  const Batch b = probe_batch(data.train, o.probe_rows, o.seed);
  ActivationStats r;
  r.act = o.act;
  std::vector<Tensor> outs[2];
  for (LayerActivations* la : {&r.naive, &r.kaiming}) {
    la->gain = la == &r.naive ? o.naive_gain : o.kaiming_gain;
    if (la == &r.naive && !o.with_naive) continue;
    std::optional<MLP> built;
    MLP& m = la == &r.kaiming && kaiming_stack ? *kaiming_stack : built.emplace(probe_stack(data, o, la->gain));
    auto& hs = outs[la == &r.naive ? 0 : 1];
    hs = relu ? outputs_of<nn::ReLU>(m, b) : tanh_outputs(m, b);
    for (const Tensor& h : hs) {  // [B,H] each
      la->std.push_back(stats::std_unbiased(h));
      if (relu)
        la->inactive_pct.push_back(zero_pct(h));
      else {
        la->saturated_pct.push_back(100.0 * stats::saturated_fraction(h, o.threshold));
        la->hist.push_back(stats::make_histogram(h, o.bins, -1, 1));
      }
    }
    if (!la->std.empty()) la->hold = words::hold(la->std.front(), la->std.back(), static_cast<int>(la->std.size()) - 1);
  }
  if (relu) {  // one range for both stacks' histograms, so that their bins are the same
    double hi = 0;
    for (const auto& hs : outs)
      for (const Tensor& h : hs)
        for (Scalar v : h)
          if (std::isfinite(v)) hi = std::max(hi, static_cast<double>(v));
    if (!(hi > 0)) hi = 1;
    for (int s = 0; s < 2; ++s)
      for (const Tensor& h : outs[s]) {
        const auto positive = [](Scalar v) { return v > 0; };
        Tensor active = xt::empty<Scalar>(Shape{static_cast<std::size_t>(std::count_if(h.begin(), h.end(), positive))});
        std::copy_if(h.begin(), h.end(), active.begin(), positive);
        (s == 0 ? r.naive : r.kaiming).hist.push_back(stats::make_histogram(active, o.bins, 0, hi));
      }
  }
  return r;
}

ActivationStatsOptions kaiming_options(const KaimingKnobs& k) {
  limits::check(limits::kGain, k.gain);
  check_range("probe_rows", k.probe_rows, 10, 1000);
  auto o = seeded<ActivationStatsOptions>(k.seed);
  o.n_layer = k.n_layer;
  o.kaiming_gain = k.gain;
  o.probe_rows = k.probe_rows;
  o.act = k.act;
  return o;
}

KaimingResult compute_kaiming(const Split& data, const KaimingKnobs& k) {
  return {activation_std(data, kaiming_options(k)), k.n_layer, kaiming_lecture()};
}

}  // namespace mm::lesson
