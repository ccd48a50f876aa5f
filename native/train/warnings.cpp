// train/warnings.cpp — the checks behind each warning kind and the advice table. The loss checks
// keep a ring of the last kLossWindow losses and their running sum (O(1) a step); the saturation
// check reads every tanh output each kSaturationEvery steps; the frozen check stops at a
// parameter's first non-zero gradient, so a healthy step pays almost nothing for it.
#include "warnings.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

#include "../recipe.hpp"
#include "../stats.hpp"

namespace mm {

RunSettings settings_of(const MLP& model, double lr, std::size_t train_rows) {
  const ModelConfig& m = model.config();
  RunSettings s;
  s.lr = lr;
  s.norm = m.norm;
  s.init_scale = m.gain * m.bad_init / recipe::kTanhGain;
  s.train_rows = train_rows;
  for (const auto& p : model.parameters()) s.parameters += p->data.size();
  return s;
}

Advice advise(const std::string& kind, const RunSettings& s) {
  const bool lr_high = s.lr >= kHighLr, lr_low = s.lr <= kLowLr;
  const bool init_off = s.init_scale >= kHighInit || s.init_scale <= 1.0 / kHighInit;
  const bool no_norm = s.norm == Norm::None;
  if (kind == "overfitting") {
    if (s.train_rows < s.parameters) return {"small_data", "more_data"};
    return {"other", "smaller_model"};
  }
  if (lr_high) return {"lr_high", "lower_lr"};
  if (kind == "not_learning" && lr_low) return {"lr_low", "raise_lr"};
  if (kind != "loss_rising" && init_off) return {"init", "kaiming_init"};
  if (no_norm) return {"no_norm", "add_norm"};
  // a saturated or frozen layer: Kaiming's init, unless the init is already Kaiming's (5/3 x 1, as the
  // page keeps it to 6 significant digits), where setting it would change nothing: then a smaller step
  const bool kaiming = std::abs(s.init_scale - 1.0) <= kKaimingScaleTol;
  return {"other", (kind == "saturated" || kind == "frozen") && !kaiming ? "kaiming_init" : "lower_lr"};
}

WarningMonitor::WarningMonitor(const MLP& model, const RunSettings& s)
    : settings_(s), log_vocab_(std::log(static_cast<double>(model.config().vocab_size))) {
  window_.reserve(kLossWindow);
  saturated_.assign(model.layers.size(), false);
  param_names_ = model.parameter_names();
  param_layer_.push_back(-1);  // C
  for (std::size_t i = 0; i < model.layers.size(); ++i) {
    layer_types_.push_back(model.layers[i]->name());
    for (std::size_t k = 0; k < model.layers[i]->parameters().size(); ++k) param_layer_.push_back(static_cast<int>(i));
  }
  zero_steps_.assign(param_layer_.size(), 0);
  frozen_.assign(param_layer_.size(), false);
}

Warning WarningMonitor::make(long step, const std::string& kind, double value, double ref) const {
  const Advice a = advise(kind, settings_);
  Warning w;
  w.step = step;
  w.kind = kind;
  w.value = value;
  w.ref = ref;
  w.cause = a.cause;
  w.suggestion = a.suggestion;
  return w;
}

std::vector<Warning> WarningMonitor::after_step(long step, double loss, const MLP& model, const std::vector<Var>& params) {
  std::vector<Warning> out;
  check_loss(step, loss, out);
  if (step % kSaturationEvery == 0) check_saturation(step, model, out);
  check_frozen(step, params, out);
  return out;
}

void WarningMonitor::check_loss(long step, double loss, std::vector<Warning>& out) {
  const auto slot = static_cast<std::size_t>((step - 1) % kLossWindow);
  if (window_.size() < static_cast<std::size_t>(kLossWindow)) {
    window_.push_back(loss);
  } else {
    window_sum_ -= window_[slot];
    window_[slot] = loss;
  }
  window_sum_ += loss;
  if (window_.size() < static_cast<std::size_t>(kLossWindow)) return;
  const double mean = window_sum_ / static_cast<double>(kLossWindow);
  if (step == kLossWindow || mean < best_mean_) best_mean_ = mean;
  if (!not_learning_ && step >= kNotLearningAfter && mean > log_vocab_) {
    not_learning_ = true;
    out.push_back(make(step, "not_learning", mean, log_vocab_));
  }
  if (!rising_ && mean >= best_mean_ + kRiseNats) {
    rising_ = true;
    out.push_back(make(step, "loss_rising", mean, best_mean_));
  }
}

void WarningMonitor::check_saturation(long step, const MLP& model, std::vector<Warning>& out) {
  for (std::size_t i = 0; i < model.layers.size(); ++i) {
    const auto& layer = model.layers[i];
    if (saturated_[i] || !layer->out || !dynamic_cast<const nn::Tanh*>(layer.get())) continue;
    const double share = stats::saturated_fraction(layer->out->data, recipe::kSaturation);  // [B,H]
    if (!(share > kSaturatedShare)) continue;
    saturated_[i] = true;
    Warning w = make(step, "saturated", share, kSaturatedShare);
    w.layer = static_cast<int>(i);
    w.layer_type = layer->name();
    out.push_back(std::move(w));
  }
}

void WarningMonitor::check_frozen(long step, const std::vector<Var>& params, std::vector<Warning>& out) {
  for (std::size_t k = 0; k < params.size() && k < zero_steps_.size(); ++k) {
    const Node& p = *params[k];
    const bool moved = p.has_grad() && std::any_of(p.grad.begin(), p.grad.end(), [](Scalar g) { return g != 0; });
    if (moved) {
      zero_steps_[k] = 0;
      continue;
    }
    if (++zero_steps_[k] < kFrozenSteps || frozen_[k]) continue;
    frozen_[k] = true;
    Warning w = make(step, "frozen", -std::numeric_limits<double>::infinity(), static_cast<double>(kFrozenSteps));
    w.layer = param_layer_[k];
    w.layer_type = w.layer < 0 ? "embedding" : layer_types_[static_cast<std::size_t>(w.layer)];
    w.param = param_names_[k];
    out.push_back(std::move(w));
  }
}

std::string describe(const Warning& w) {
  char buf[256];
  const char* k = w.kind.c_str();
  if (w.kind == "not_learning")
    std::snprintf(buf, sizeof buf, "not learning: the mean loss of the last %ld steps, %.4f, is above ln V = %.4f, uniform guessing",
                  kLossWindow, w.value, w.ref);
  else if (w.kind == "loss_rising")
    std::snprintf(buf, sizeof buf, "the loss is rising: the mean of the last %ld steps, %.4f, is far above its best, %.4f", kLossWindow,
                  w.value, w.ref);
  else if (w.kind == "overfitting")
    std::snprintf(buf, sizeof buf, "overfitting: the dev loss %.4f rose above its best %.4f while the train loss fell", w.value, w.ref);
  else if (w.kind == "saturated")
    std::snprintf(buf, sizeof buf, "layers.%d (%s) is saturated: %.1f%% of its outputs beyond +-%.2f", w.layer, w.layer_type.c_str(),
                  100 * w.value, recipe::kSaturation);
  else if (w.kind == "frozen")
    std::snprintf(buf, sizeof buf, "%s gets no update: its gradient has been zero for %.0f steps", w.param.c_str(), w.ref);
  else
    std::snprintf(buf, sizeof buf, "%s", k);
  return "step " + std::to_string(w.step) + ": " + buf + " (likely cause: " + w.cause + "; try: " + w.suggestion + ")";
}

std::vector<Warning> OverfitMonitor::add(long step, double train, double dev) {
  if (step <= last_step_ || !std::isfinite(train) || !std::isfinite(dev)) return {};
  last_step_ = step;
  if (!seen_ || dev < best_dev_) {
    seen_ = true;
    best_dev_ = dev;
    train_at_best_ = train;
    return {};
  }
  if (reported_ || dev < best_dev_ + kOverfitDevRise || train > train_at_best_ - kOverfitTrainFall) return {};
  reported_ = true;
  const Advice a = advise("overfitting", settings_);
  Warning w;
  w.step = step;
  w.kind = "overfitting";
  w.value = dev;
  w.ref = best_dev_;
  w.cause = a.cause;
  w.suggestion = a.suggestion;
  return {w};
}

}  // namespace mm
