// lesson/diagnostics.cpp — the 5.13 scenario runs on top of mm::Trainer, and the 5.14 summary.
#include "diagnostics.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "../limits.hpp"
#include "../stats.hpp"
#include "../train/diagnostics.hpp"
#include "common.hpp"
#include "words.hpp"

namespace mm::lesson {

namespace {

const ScenarioOptions& checked(const ScenarioOptions& o) {
  limits::check(limits::kSteps, o.steps);
  check_range("ud_window", static_cast<double>(o.ud_window), 1, 1000000);
  check_range("probe_rows", o.probe_rows, 2, 100000);
  return o;
}

ModelSpec spec_of(const ScenarioOptions& o) {
  return ModelSpec{o.n_embd,
                   o.n_hidden,
                   o.n_layer,
                   o.use_bn ? Norm::Batch : Norm::None,
                   recipe::kTanhGain,
                   o.bad_init,
                   /*fix_output=*/true,
                   o.seed};
}

TrainConfig train_config(const ScenarioOptions& o) {
  TrainConfig c;
  c.lr = o.lr;
  c.schedule = Schedule::Constant;
  c.batch_size = o.batch_size;
  c.steps = o.steps;
  c.seed = o.seed;
  c.track_update_ratio = o.track_update_ratio;
  return c;
}

}  // namespace

std::vector<ScenarioOptions> lecture_scenarios(long steps) {
  std::vector<ScenarioOptions> s(4);
  const char* names[4] = {"no_bn_kaiming", "bn_kaiming", "bn_bad_init", "no_bn_bad_init"};
  const bool bn[4] = {false, true, true, false};
  const double bad[4] = {1.0, 1.0, 5.0, 5.0};
  for (int i = 0; i < 4; ++i) {
    s[static_cast<std::size_t>(i)].name = names[i];
    s[static_cast<std::size_t>(i)].use_bn = bn[i];
    s[static_cast<std::size_t>(i)].bad_init = bad[i];
    s[static_cast<std::size_t>(i)].steps = steps;
  }
  return s;
}

ScenarioRun::ScenarioRun(std::shared_ptr<const Split> data, const ScenarioOptions& o)
    : data_(std::move(data)), opts_(checked(o)), model_(model_config(*data_, spec_of(o))), trainer_(model_, *data_, train_config(o)) {}

std::vector<double> ScenarioRun::advance(long n) {
  check_range("advance steps", static_cast<double>(n), 0, 1000000);
  std::vector<double> out;
  while (n-- > 0 && !done()) {
    const StepReport r = trainer_.step();
    if (r.diverged) {
      divergence_ = r.divergence;
      break;
    }
    out.push_back(r.loss);
    warnings_.insert(warnings_.end(), r.warnings.begin(), r.warnings.end());
  }
  return out;
}

LossCurve ScenarioRun::curve(long from, long bucket) const {
  const std::vector<double>& l = trainer_.losses();
  check_range("curve from", static_cast<double>(from), 0, static_cast<double>(l.size()));
  check_range("bucket", static_cast<double>(bucket), 1, 1000000);
  LossCurve c;
  c.means = stats::bucket_means(l, static_cast<std::size_t>(from), bucket, done());
  c.next = from;
  for (std::size_t k = 0; k < c.means.size(); ++k) {
    c.next = std::min(c.next + bucket, static_cast<long>(l.size()));
    c.steps.push_back(c.next);
  }
  return c;
}

ScenarioResult ScenarioRun::finish() {
  ScenarioResult r;
  r.name = opts_.name;
  r.steps = trainer_.steps_done();
  r.diverged = trainer_.diverged();
  r.divergence = divergence_;
  r.warnings = warnings_;
  r.train = opts_.evaluate_train ? trainer_.evaluate(data_->train) : std::numeric_limits<double>::quiet_NaN();
  r.dev = data_->dev.rows() ? trainer_.evaluate(data_->dev) : std::numeric_limits<double>::quiet_NaN();
  const Batch probe = probe_batch(data_->train, opts_.probe_rows, opts_.seed);
  const LayerDiagnostics d = diagnose(model_, probe.X, probe.Y, /*bins=*/10, /*train_mode=*/true);
  r.grad_std = d.linear_grad_std;
  r.grad_spread = d.linear_grad_std_spread;
  if (opts_.track_update_ratio && r.steps > 0)
    r.update_data = summarize_update_ratios(trainer_.update_ratios(), model_.parameter_names(), opts_.ud_window);
  return r;
}

LayerDiagnostics ScenarioRun::panels(int bins) {
  const Batch probe = probe_batch(data_->train, opts_.probe_rows, opts_.seed);
  return diagnose(model_, probe.X, probe.Y, bins, /*train_mode=*/true, /*shared_range=*/true);
}

ScenarioResult run_scenario(std::shared_ptr<const Split> data, const ScenarioOptions& o, const ChunkFn& on_chunk, long chunk) {
  check_range("chunk", static_cast<double>(chunk), 1, 1000000);
  ScenarioRun run(std::move(data), o);
  while (!run.done()) {
    run.advance(chunk);
    if (on_chunk && !on_chunk(run)) break;
  }
  return run.finish();
}

UpdateData summarize_update_ratios(const std::vector<std::vector<float>>& ud, const std::vector<std::string>& names, long window,
                                   int max_points) {
  if (ud.size() != names.size()) throw std::invalid_argument("update ratios: one name per parameter expected");
  check_range("max_points", max_points, 2, 100000);
  UpdateData r;
  r.names = names;
  const std::size_t steps = ud.empty() ? 0 : ud[0].size();
  r.window = std::min(window, static_cast<long>(steps));
  const auto w = static_cast<std::size_t>(r.window);
  std::vector<double> summarised;  // the parameters that were updated at all
  for (const auto& series : ud) {
    std::vector<double> finite;
    for (std::size_t s = 0; s < w && s < series.size(); ++s)
      if (std::isfinite(series[s])) finite.push_back(series[s]);
    r.per_param_median.push_back(finite.empty() ? kNoUpdate : stats::median(finite));
    if (!finite.empty()) summarised.push_back(r.per_param_median.back());
  }
  if (!summarised.empty()) {
    r.median = stats::median(summarised);
    r.min = *std::min_element(summarised.begin(), summarised.end());
    r.max = *std::max_element(summarised.begin(), summarised.end());
    r.verdict = words::update_ratio(r.median);
  }
  r.healthy = words::kUdHealthy;
  r.near = words::kUdNear;
  const std::size_t stride =
      std::max<std::size_t>(1, (steps + static_cast<std::size_t>(max_points) - 1) / static_cast<std::size_t>(max_points));
  for (std::size_t s = 0; s < steps; s += stride) r.series_steps.push_back(static_cast<long>(s + 1));
  for (const auto& series : ud) {
    std::vector<double> pts;
    for (long s : r.series_steps) {
      const double v = series[static_cast<std::size_t>(s - 1)];
      pts.push_back(std::isfinite(v) ? v : kNoUpdate);
    }
    r.series.push_back(std::move(pts));
  }
  return r;
}

std::vector<ScenarioOptions> scenarios_of(const DiagnosticsKnobs& k) {
  const std::uint64_t seed = seed_of(k.seed);
  std::vector<ScenarioOptions> s = lecture_scenarios(k.steps);
  for (auto& o : s) o.seed = seed;
  return s;
}

DiagnosticsResult compute_diagnostics(const Split& data, const DiagnosticsKnobs& k, const ChunkFn& on_chunk, long chunk) {
  DiagnosticsResult r;
  for (const ScenarioOptions& o : scenarios_of(k)) r.scenarios.push_back(run_scenario(borrowed(data), o, on_chunk, chunk));
  r.lecture = diagnostics_lecture();
  return r;
}

}  // namespace mm::lesson
