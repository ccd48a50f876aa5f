// lesson/playground.cpp — settings -> MLP + Trainer, chunked steps, per-layer health.
#include "playground.hpp"

#include <algorithm>
#include <cmath>

#include "../generator.hpp"
#include "../limits.hpp"
#include "../refusal.hpp"
#include "../stats.hpp"
#include "../train/sampler.hpp"
#include "common.hpp"

namespace mm::lesson {
namespace {

// model_config of the settings (the norm's name and the seed checked first, in that order).
ModelConfig model_config_of(const PlaygroundConfig& c, const Split& data) {
  return model_config(data, ModelSpec{recipe::kNEmbd, c.n_hidden, c.n_layer, parse_norm(c.norm), c.gain, c.bad_init, c.fix_output,
                                      limits::checked_seed(c.seed)});
}

int ud_every_of(int steps) { return std::max(1, (steps + kUdPoints - 1) / kUdPoints); }

TrainConfig train_config_of(const PlaygroundConfig& c) {
  TrainConfig t;
  t.lr = c.lr;
  if (c.schedule == "constant")
    t.schedule = Schedule::Constant;
  else if (c.schedule == "step")
    t.schedule = Schedule::StepDecay;
  else
    throw Refusal("choice", {{"name", "schedule"}, {"got", c.schedule}, {"choices", "constant|step"}},
                  "schedule must be constant or step; got '" + c.schedule + "'");
  t.batch_size = c.batch_size;
  t.steps = c.steps;
  t.seed = limits::checked_seed(c.seed);
  t.track_update_ratio = true;
  t.update_ratio_every = ud_every_of(c.steps);
  t.validate();
  return t;
}

}  // namespace

Playground::Playground(std::shared_ptr<const Split> data, const PlaygroundConfig& cfg)
    : split_(std::move(data)),
      train_sub_(head_rows(split_->train, kEvalRows)),
      dev_sub_(head_rows(split_->dev, kEvalRows)),
      steps_(cfg.steps) {
  const ModelConfig mc = model_config_of(cfg, *split_);
  probe_ = probe_batch(split_->train, kPanelRows, mc.seed);
  const TrainConfig tc = train_config_of(cfg);
  Trainer::check(mc, *split_, tc);  // before the model's parameters are drawn: a refusal comes at once
  model_ = std::make_unique<MLP>(mc);
  trainer_ = std::make_unique<Trainer>(*model_, *split_, tc);
  overfit_ = std::make_unique<OverfitMonitor>(settings_of(*model_, tc.lr, split_->train.rows()));
  ud_every_ = static_cast<int>(tc.update_ratio_every);
  batch_norm_ = mc.norm == Norm::Batch;
  lr_ = tc.lr;
  log_vocab_ = std::log(static_cast<double>(mc.vocab_size));
  failure_report_.cause = likely_cause(mc, tc);
}

void Playground::watch(StepChunk& c) {
  const auto& l = trainer_->losses();
  const auto n = static_cast<long>(l.size());
  if (n < kFailWindow) return;
  double sum = 0;
  for (long i = n - kFailWindow; i < n; ++i) sum += l[static_cast<std::size_t>(i)];
  const double mean = sum / static_cast<double>(kFailWindow);
  const double ref = std::max(l.front(), log_vocab_);
  high_since_ = mean >= kFailFactor * ref ? high_since_ + 1 : 0;
  if (high_since_ >= kFailHeld) {
    failed_ = true;
    failure_ = Failure{n, mean, l.front(), ref, kFailFactor, kFailWindow, kFailHeld};
    failure_report_.step = n;
    failure_report_.kind = "loss_stuck";
    failure_report_.value = mean;
    return;
  }
  if (!rescued_ && batch_norm_ && lr_ >= kHighLr && n >= kRescueAfter && mean < log_vocab_) {
    rescued_ = true;
    c.rescue.push_back(BatchNormRescue{n, lr_, kHighLr, mean, log_vocab_});
  }
}

StepChunk Playground::run(int n) {
  limits::checked_int(n, "n", 1, kMaxChunk);
  StepChunk c;
  for (int i = 0; i < n && !failed_ && trainer_->steps_done() < steps_; ++i) {
    const StepReport r = trainer_->step();
    c.lr = r.lr;
    if (r.diverged) break;
    c.loss.push_back(r.loss);
    c.warnings.insert(c.warnings.end(), r.warnings.begin(), r.warnings.end());
    watch(c);
  }
  c.step = steps_done();
  c.done = c.step >= steps_;
  if (failed_) {
    c.diverged = true;  // stopped as a divergence is: the page pauses and says why
    c.divergence = failure_report_;
    c.failure = failure_;
  } else if (trainer_->diverged()) {
    c.diverged = true;
    c.divergence = trainer_->step().divergence;  // repeats the report, takes no step
  }
  return c;
}

EvalPoint Playground::evaluate() {
  EvalPoint e{steps_done(), trainer_->evaluate(train_sub_), trainer_->evaluate(dev_sub_), {}};
  e.warnings = overfit_->add(e.step, e.train, e.dev);
  e.train_rows = static_cast<long>(train_sub_.rows());
  e.dev_rows = static_cast<long>(dev_sub_.rows());
  return e;
}

EvalPoint Playground::evaluate_full() {
  EvalPoint e{steps_done(), trainer_->evaluate(split_->train), trainer_->evaluate(split_->dev), {}};
  e.train_rows = static_cast<long>(split_->train.rows());
  e.dev_rows = static_cast<long>(split_->dev.rows());
  return e;
}

LayerHealth Playground::health() const {
  LayerHealth h;
  const auto names = model_->parameter_names();
  const auto& ud = trainer_->last_update_ratios();
  const auto& layers = model_->layers;
  const nn::Linear* linear = nullptr;
  std::size_t linear_index = 0;
  for (std::size_t i = 0; i < layers.size(); ++i) {
    if (auto* l = dynamic_cast<const nn::Linear*>(layers[i].get())) {
      linear = l;
      linear_index = i;
    }
    if (!dynamic_cast<const nn::Tanh*>(layers[i].get()) || !linear) continue;
    const Tensor* out = layers[i]->out ? &layers[i]->out->data : nullptr;  // [B,H]
    const std::string wname = "layers." + std::to_string(linear_index) + ".weight";
    const auto p = std::find(names.begin(), names.end(), wname) - names.begin();
    const bool stepped = static_cast<std::size_t>(p) < ud.size() && steps_done() > 0;
    h.names.push_back("layers." + std::to_string(linear_index));
    h.saturation.push_back(out ? stats::saturated_fraction(*out, recipe::kSaturation) : std::nan(""));
    h.act_std.push_back(out ? stats::std_unbiased(*out) : std::nan(""));
    h.grad_std.push_back(linear->weight->has_grad() ? stats::std_unbiased(linear->weight->grad) : std::nan(""));
    h.update_ratio.push_back(stepped ? ud[static_cast<std::size_t>(p)] : std::nan(""));
  }
  return h;
}

LayerDiagnostics Playground::panels(int bins) {
  return diagnose(*model_, probe_.X, probe_.Y, bins, /*train_mode=*/true, /*shared_range=*/true);
}

UpdateSeries Playground::update_series(int from, int stride) const {
  limits::checked_int(from, "from", 0, static_cast<int>(2 * limits::kSteps.hi));  // may lie past the steps taken: then no point
  limits::checked_int(stride, "stride", 1, kMaxChunk);
  UpdateSeries u;
  const auto params = model_->parameters();
  const auto names = model_->parameter_names();
  const auto& ud = trainer_->update_ratios();  // [param][step / ud_every_]
  const auto up = [this](long v) { return static_cast<int>((v + ud_every_ - 1) / ud_every_ * ud_every_); };
  const int step_by = up(stride);
  long s = up(from);
  for (; s < steps_done(); s += step_by) u.steps.push_back(static_cast<int>(s) + 1);
  u.next = static_cast<int>(s);
  for (std::size_t p = 0; p < params.size() && p < ud.size(); ++p) {
    if (params[p]->data.dimension() != 2) continue;
    u.names.push_back(names[p]);
    std::vector<double> points;
    for (int step : u.steps) points.push_back(ud[p][static_cast<std::size_t>((step - 1) / ud_every_)]);
    u.series.push_back(std::move(points));
  }
  return u;
}

std::vector<std::string> Playground::sample(int count, double seed) {
  Generator g(limits::checked_seed(seed));
  return sample_names(*model_, split_->vocab, limits::checked_int(count, "count", 1, 100), g);
}

int Playground::parameter_count() const {
  std::size_t n = 0;
  for (const auto& p : model_->parameters()) n += p->data.size();
  return static_cast<int>(n);
}

}  // namespace mm::lesson
