// train/diagnostics.cpp — probes that read layer.out (and its gradient) after one forward/backward,
// with an RAII guard that puts back the mode, the running-statistics flags and the gradients.
#include "diagnostics.hpp"

#include "../stats.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace mm {

namespace {

std::string label(const MLP& m, std::size_t i) { return "layers." + std::to_string(i) + " (" + m.layers[i]->name() + ")"; }

// One probe: the model's mode and every BatchNorm's track_running_stats (ModeGuard, running
// statistics frozen) and every parameter's gradient are saved on entry and put back on exit, so a
// probe leaves no trace.
class ProbeGuard {
 public:
  ProbeGuard(MLP& m, bool train_mode) : m_(m), mode_(m, train_mode, /*freeze_running_stats=*/true) {
    for (auto& p : m.parameters()) {
      grads_.push_back(p->grad);
      p->grad = Tensor();
    }
  }
  ~ProbeGuard() {
    auto ps = m_.parameters();
    for (std::size_t i = 0; i < ps.size(); ++i) ps[i]->grad = std::move(grads_[i]);
  }
  ProbeGuard(const ProbeGuard&) = delete;
  ProbeGuard& operator=(const ProbeGuard&) = delete;

 private:
  MLP& m_;
  ModeGuard mode_;
  std::vector<Tensor> grads_;
};

std::size_t batch_rows(const MLP& m, const std::vector<std::int32_t>& X) {
  const auto T = static_cast<std::size_t>(m.config().block_size);
  if (X.empty() || X.size() % T != 0)
    throw std::invalid_argument("diagnostics: X must hold B*T indices with B > 0 (T = " + std::to_string(T) + "), got " +
                                std::to_string(X.size()));
  return X.size() / T;
}

void check_bins(int bins) {
  if (bins < 1 || bins > 1000) throw std::invalid_argument("diagnostics: bins must be from 1 to 1000, got " + std::to_string(bins));
}

// index into model.layers of the k-th layer of type L
template <class L>
std::size_t nth_layer(const MLP& m, int k, const char* what) {
  int seen = 0;
  for (std::size_t i = 0; i < m.layers.size(); ++i)
    if (dynamic_cast<const L*>(m.layers[i].get()) && seen++ == k) return i;
  throw std::invalid_argument(std::string("diagnostics: ") + what + " index " + std::to_string(k) + " out of range (the model has " +
                              std::to_string(seen) + ")");
}

// The largest |value| over several tensors: one symmetric histogram range for all of them, or 0
// (each histogram then takes its own range) when there is none or it is not finite.
double range_of(const std::vector<const Tensor*>& ts) {
  double m = 0;
  for (const Tensor* t : ts) m = std::max(m, stats::max_abs(*t));
  return std::isfinite(m) ? m : 0;
}

// A histogram over [-range, range], or over the values' own range when range is 0.
stats::Histogram histogram(const Tensor& values, int bins, double range) {
  return range > 0 ? stats::make_histogram(values, bins, -range, range) : stats::make_histogram(values, bins);
}

// Layer i (a Tanh) after the probe's forward (and backward, when its output has a gradient).
TanhLayerStats tanh_stats(const MLP& model, std::size_t i, int bins, double grad_range) {
  const Var& h = model.layers[i]->out;  // [B,H]
  TanhLayerStats s;
  s.layer = static_cast<int>(i);
  s.name = label(model, i);
  s.mean = stats::mean(h->data);
  s.std = stats::std_unbiased(h->data);
  s.saturation_pct = 100.0 * stats::saturated_fraction(h->data, recipe::kSaturation);
  s.hist = stats::make_histogram(h->data, bins, -1, 1);
  if (h->has_grad()) {
    s.grad_mean = stats::mean(h->grad);
    s.grad_std = stats::std_unbiased(h->grad);
    s.grad_hist = histogram(h->grad, bins, grad_range);
  }
  return s;
}

// A 2-d parameter after the probe's backward: its gradient's statistics and grad:data.
WeightGradStats weight_stats(const Node& p, int index, const std::string& name, int bins, double grad_range) {
  WeightGradStats w;
  w.param = index;
  w.name = name;
  w.shape = shape_of(p.data);
  w.grad_mean = stats::mean(p.grad);
  w.grad_std = stats::std_unbiased(p.grad);
  w.data_std = stats::std_unbiased(p.data);
  w.grad_to_data = w.grad_std / w.data_std;
  w.grad_hist = histogram(p.grad, bins, grad_range);
  return w;
}

}  // namespace

LayerDiagnostics diagnose(MLP& model, const std::vector<std::int32_t>& X, const std::vector<std::int32_t>& Y, int bins, bool train_mode,
                          bool shared_range) {
  check_bins(bins);
  const std::size_t B = batch_rows(model, X);
  const bool with_grad = !Y.empty();
  if (with_grad && Y.size() != B) throw std::invalid_argument("diagnose: Y must hold one target per row of X");
  if (with_grad && !grad_enabled()) throw std::logic_error("diagnose: gradients are off (inside a NoGradGuard)");
  LayerDiagnostics d;
  ProbeGuard guard(model, train_mode);
  Var logits = model.forward(X, B);  // [B,V]
  d.loss = std::numeric_limits<double>::quiet_NaN();
  if (with_grad) {
    Var loss = cross_entropy(logits, Y);
    d.loss = item(loss);
    backward(loss);
  }
  std::vector<const Tensor*> tanh_grads, weight_grads;  // what each panel's shared range spans
  for (std::size_t i = 0; i < model.layers.size(); ++i)
    if (dynamic_cast<nn::Tanh*>(model.layers[i].get()) && with_grad && model.layers[i]->out->has_grad())
      tanh_grads.push_back(&model.layers[i]->out->grad);
  const auto params = model.parameters();
  for (const Var& p : params)
    if (with_grad && p->data.dimension() == 2 && p->has_grad()) weight_grads.push_back(&p->grad);
  const double tanh_range = shared_range ? range_of(tanh_grads) : 0, weight_range = shared_range ? range_of(weight_grads) : 0;
  for (std::size_t i = 0; i < model.layers.size(); ++i)
    if (dynamic_cast<nn::Tanh*>(model.layers[i].get())) d.tanh.push_back(tanh_stats(model, i, bins, tanh_range));
  if (!with_grad) return d;
  const auto names = model.parameter_names();
  for (std::size_t k = 0; k < params.size(); ++k) {
    const Var& p = params[k];
    if (p->data.dimension() != 2 || !p->has_grad()) continue;
    d.weights.push_back(weight_stats(*p, static_cast<int>(k), names[k], bins, weight_range));
    if (k > 0) d.linear_grad_std.push_back(d.weights.back().grad_std);  // parameter 0 is C
  }
  if (!d.linear_grad_std.empty()) {
    const auto [lo, hi] = std::minmax_element(d.linear_grad_std.begin(), d.linear_grad_std.end());
    d.linear_grad_std_spread = *hi / *lo;
  }
  return d;
}

DeadNeurons saturation_map(MLP& model, const std::vector<std::int32_t>& X, int tanh_index, double threshold, bool train_mode) {
  const std::size_t B = batch_rows(model, X);
  if (!(threshold >= 0 && threshold < 1)) throw std::invalid_argument("saturation_map: threshold must be in [0, 1)");
  const std::size_t li = nth_layer<nn::Tanh>(model, tanh_index, "Tanh layer");
  DeadNeurons r;
  std::size_t total = 0;
  {
    ProbeGuard guard(model, train_mode);
    NoGradGuard no_grad;
    model.forward(X, B);
    const Tensor& h = model.layers[li]->out->data;  // [B,H]
    r.rows = B;
    r.cols = h.shape()[1];
    r.abs_h.resize(h.size());
    r.saturated_frac.assign(r.cols, 0.0);
    for (std::size_t k = 0; k < h.size(); ++k) {
      r.abs_h[k] = std::abs(static_cast<float>(h.data()[k]));
      if (stats::saturated(h.data()[k], threshold)) {  // the rule saturation_pct and the tanh section use
        r.saturated_frac[k % r.cols] += 1;
        ++total;
      }
    }
  }
  r.layer = static_cast<int>(li);
  for (std::size_t j = 0; j < r.cols; ++j) {
    if (r.saturated_frac[j] == static_cast<double>(r.rows)) r.dead.push_back(static_cast<int>(j));
    r.saturated_frac[j] /= static_cast<double>(r.rows);
  }
  r.saturation_pct = 100.0 * static_cast<double>(total) / static_cast<double>(r.rows * r.cols);
  return r;
}

}  // namespace mm
