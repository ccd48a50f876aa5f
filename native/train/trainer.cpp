// train/trainer.cpp — the lecture's training loop, one step per call: minibatch indices from a
// second generator, forward, cross-entropy, backward, `p -= lr * grad`, optional update:data
// ratios; and a bounded-memory evaluation of a whole split in eval mode.
// Leaves out: momentum/Adam, weight decay, gradient clipping (divergence is reported, not fixed).
#include "trainer.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>

#include "../kernels.hpp"
#include "../limits.hpp"
#include "../refusal.hpp"
#include "../stats.hpp"
#include "context_groups.hpp"
#include "memory.hpp"

namespace mm {

namespace {

bool all_finite(const Tensor& t) { return kernels::all_finite(t.data(), t.size()); }

}  // namespace

void TrainConfig::validate() const {  // the ranges: limits.hpp
  limits::check(limits::kLr, lr);
  limits::check(limits::kBatchSize, batch_size);
  limits::check(limits::kSteps, steps);
  limits::check_unsigned(limits::kSeedRange, seed);
  if (update_ratio_every < 1) throw std::invalid_argument("update_ratio_every must be at least 1");
  if (schedule != Schedule::Constant && schedule != Schedule::StepDecay) throw std::invalid_argument("schedule must be constant or step");
}

void Trainer::check(const ModelConfig& mc, const Split& data, const TrainConfig& cfg) {
  cfg.validate();
  if (data.train.rows() == 0) throw std::invalid_argument("Trainer: the training split is empty");
  if (data.train.block_size != mc.block_size)
    throw std::invalid_argument("Trainer: the data's block_size " + std::to_string(data.train.block_size) + " differs from the model's " +
                                std::to_string(mc.block_size));
  if (data.vocab.size() != mc.vocab_size)
    throw std::invalid_argument("Trainer: the data's vocabulary has " + std::to_string(data.vocab.size()) +
                                " entries but the model's vocab_size is " + std::to_string(mc.vocab_size));
  if (mc.norm == Norm::Batch) limits::check_batchnorm_batch(cfg.batch_size);
  memory::check_fits_budget(mc, cfg, data.train.rows());
}

Trainer::Trainer(MLP& model, const Split& data, const TrainConfig& cfg)
    : model_(model), data_(data), cfg_(cfg), batch_gen_(cfg.seed), monitor_(model, settings_of(model, cfg.lr, data.train.rows())) {
  check(model.config(), data, cfg_);
  xb_.resize(static_cast<std::size_t>(cfg_.batch_size * model.config().block_size));
  yb_.resize(static_cast<std::size_t>(cfg_.batch_size));
  if (cfg_.track_update_ratio) {
    ud_.resize(model.parameters().size());
    ud_last_.resize(model.parameters().size());
  }
}

double Trainer::lr_at(long i) const {
  if (cfg_.schedule == Schedule::StepDecay && i >= cfg_.steps * 3 / 4) return cfg_.lr / 10;  // makemore: 0.1 -> 0.01
  return cfg_.lr;
}

std::string likely_cause(const ModelConfig& m, const TrainConfig& t) {
  const bool lr_high = t.lr >= kHighLr;
  const bool init_high = m.bad_init >= kHighInit || m.gain / recipe::kTanhGain >= kHighInit;
  if (lr_high && init_high) return "lr_init";
  if (lr_high) return "lr";
  if (init_high && m.norm == Norm::None) return "init";  // without a norm, a large init alone explodes
  return "other";
}

std::string describe(const Divergence& d) {
  if (d.step == 0) return "";
  std::string s = "step " + std::to_string(d.step) + ": ";
  const std::string label = "layers." + std::to_string(d.layer) + " (" + d.layer_type + ")";
  if (d.kind == "gradients")
    return s + "gradients became non-finite; first in " + (d.layer < 0 ? "a parameter gradient" : label + " output gradient");
  const bool loss_bad = !std::isfinite(d.value) || d.value > kDivergenceLoss;
  if (loss_bad) {  // %g: what `ostream << double` printed
    char b[96];
    if (std::isfinite(d.value))
      std::snprintf(b, sizeof b, "loss became %g (above %g)", d.value, kDivergenceLoss);
    else
      std::snprintf(b, sizeof b, "loss became %g", d.value);
    s += b;
  }
  if (d.kind == "activations")
    s += std::string(loss_bad ? "; " : "") + "first non-finite values in " + (d.layer < 0 ? "the embedding C[X]" : label) + " activations";
  return s;
}

StepReport Trainer::diverge(StepReport r, std::string kind, int layer, std::string layer_type) {
  r.diverged = true;
  r.divergence = Divergence{r.step, std::move(kind), layer, std::move(layer_type), r.loss, likely_cause(model_.config(), cfg_)};
  r.warnings.clear();
  diverged_ = true;
  last_ = r;
  return r;
}

StepReport Trainer::step() {
  if (diverged_) return last_;
  StepReport r;
  r.step = step_ + 1;
  r.lr = lr_at(step_);
  const auto T = static_cast<std::size_t>(model_.config().block_size);
  const auto ix = batch_gen_.randint(static_cast<std::int64_t>(data_.train.rows()), yb_.size());  // [B]
  for (std::size_t b = 0; b < ix.size(); ++b) {
    const auto row = static_cast<std::size_t>(ix[b]);
    std::copy_n(data_.train.X.begin() + static_cast<std::ptrdiff_t>(row * T), T, xb_.begin() + static_cast<std::ptrdiff_t>(b * T));
    yb_[b] = data_.train.Y[row];
  }
  if (!model_.training()) model_.train(true);
  Var loss = model_.loss(xb_, yb_);  // 0-d
  r.loss = item(loss);

  // activations: the first layer, in forward order, with a non-finite output (-1: the embedding)
  int bad_act = all_finite(model_.C.out->data) ? -2 : -1;
  for (std::size_t i = 0; bad_act == -2 && i < model_.layers.size(); ++i)
    if (!all_finite(model_.layers[i]->out->data)) bad_act = static_cast<int>(i);
  if (bad_act != -2)
    return diverge(r, "activations", bad_act, bad_act < 0 ? "embedding" : model_.layers[static_cast<std::size_t>(bad_act)]->name());
  if (!std::isfinite(r.loss)) return diverge(r, "loss", -1, "");
  if (r.loss > kDivergenceLoss) return diverge(r, "loss_high", -1, "");

  const std::vector<Var> params = model_.parameters();
  zero_grad(params);
  backward(loss);
  bool grads_ok = true;
  for (const auto& p : params) grads_ok = grads_ok && all_finite(p->grad);
  if (!grads_ok) {
    // the first layer the backward pass reached (from the loss) whose output gradient is non-finite
    for (std::size_t i = model_.layers.size(); i-- > 0;) {
      const Var& out = model_.layers[i]->out;
      if (out->has_grad() && !all_finite(out->grad)) return diverge(r, "gradients", static_cast<int>(i), model_.layers[i]->name());
    }
    return diverge(r, "gradients", -1, "parameter");
  }

  const Scalar step_size = static_cast<Scalar>(-r.lr);
  for (std::size_t k = 0; k < params.size(); ++k) {  // p.data += -lr * p.grad
    const Var& p = params[k];
    if (p->has_grad()) {
      Scalar* d = p->data.data();
      const Scalar* g = p->grad.data();
      for (std::size_t i = 0, n = p->data.size(); i < n; ++i) d[i] += g[i] * step_size;
    }
    // update:data right after the parameter's own update, while its data and gradient are in cache
    if (cfg_.track_update_ratio) record_update_ratio(k, *p, r.lr);
  }
  r.warnings = monitor_.after_step(r.step, r.loss, model_, params);
  losses_.push_back(r.loss);
  ++step_;
  return r;
}

void Trainer::record_update_ratio(std::size_t k, const Node& p, double lr) {
  float r = -INFINITY;  // no gradient: no update
  if (p.has_grad()) {
    const stats::StdPair sd = stats::std_unbiased_pair(p.grad, p.data);
    r = static_cast<float>(std::log10(lr * sd.a / sd.b));
  }
  ud_last_[k] = r;
  if (step_ % cfg_.update_ratio_every == 0) ud_[k].push_back(r);
}

double Trainer::evaluate(const Dataset& d) {
  if (d.rows() == 0) throw std::invalid_argument("evaluate: the split is empty");
  if (d.block_size != model_.config().block_size)
    throw std::invalid_argument("evaluate: the split's block_size " + std::to_string(d.block_size) + " differs from the model's " +
                                std::to_string(model_.config().block_size));
  ModeGuard mode(model_, /*train_mode=*/false, /*freeze_running_stats=*/false);
  NoGradGuard no_grad;
  // In eval mode a row's logits depend on its context alone (BatchNorm uses its running
  // statistics): one forward per distinct context. Rows per forward: bounded memory, and at most
  // memory::kEvalChunkRows so one chunk's activations stay in the L2 cache (measured: 4096-row
  // chunks take 1.3x as long).
  return loss_by_context(d, static_cast<std::size_t>(model_.config().vocab_size), memory::eval_chunk_rows(model_.config()),
                         [this](const std::vector<std::int32_t>& X, std::size_t n) { return model_.forward(X, n); });
}

}  // namespace mm
