// lesson/start.cpp — the raw MLP's loss over the train split, with and without the output fix,
// and the lecture's local SGD loop for the hockey stick.
#include "start.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "../limits.hpp"
#include "../generator.hpp"
#include "../model/mlp.hpp"
#include "../ops.hpp"
#include "common.hpp"

namespace mm::lesson {

namespace {

const StartingLossOptions& checked(const StartingLossOptions& o, const Split& data) {
  check_range("steps", o.steps, 0, 100000);
  limits::check(limits::kLr, o.lr);
  limits::check(limits::kBatchSize, o.batch_size);
  if (data.train.rows() == 0) throw std::invalid_argument("starting loss: the training split is empty");
  return o;
}

double raw_split_loss(const Split& data, const StartingLossOptions& o, bool fix) {
  RawMLP m(data.vocab.size(), data.train.block_size, o.n_embd, o.n_hidden, o.seed, fix);
  return split_loss_by_context(data.train, data.vocab.size(),
                               [&m](const std::vector<std::int32_t>& X, std::size_t B) { return m.forward(X, B); });
}

StartingLossOptions options_of(const StartKnobs& k) {
  auto o = seeded<StartingLossOptions>(k.seed);
  o.steps = k.steps;
  return o;
}

}  // namespace

StartRun::Loop::Loop(const Split& data, const StartingLossOptions& o, bool fix)
    : m(data.vocab.size(), data.train.block_size, o.n_embd, o.n_hidden, o.seed, fix), params(m.parameters()), gb(o.seed) {}

void StartRun::Loop::step(const Split& data, const StartingLossOptions& o, long s, std::vector<double>& losses, int& diverged_step) {
  if (stopped) return;
  const Batch b = gather(data.train, gb.randint(static_cast<std::int64_t>(data.train.rows()), static_cast<std::size_t>(o.batch_size)));
  Var loss = cross_entropy(m.forward(b.X, b.B), b.Y);  // 0-d
  const double v = item(loss);
  if (!std::isfinite(v)) {
    diverged_step = static_cast<int>(s + 1);
    stopped = true;
    return;
  }
  losses.push_back(v);
  zero_grad(params);
  backward(loss);
  for (const Var& p : params) p->data -= static_cast<Scalar>(o.lr) * p->grad;
}

StartRun::StartRun(std::shared_ptr<const Split> data, const StartingLossOptions& o)
    : data_(std::move(data)), opts_(checked(o, *data_)), no_fix_(*data_, opts_, false), fix_(*data_, opts_, true) {
  fig_.no_fix = raw_split_loss(*data_, opts_, false);
  fig_.fix = raw_split_loss(*data_, opts_, true);
  fig_.log_vocab = std::log(static_cast<double>(data_->vocab.size()));
}

StartRun::StartRun(std::shared_ptr<const Split> data, const StartKnobs& k) : StartRun(std::move(data), options_of(k)) {}

long StartRun::advance(long n) {
  check_range("advance steps", static_cast<double>(n), 0, 100000);
  const long to = std::min<long>(done_ + n, opts_.steps);
  const long from = done_;
  // the no-fix loop to `to`, then the fixed one: each loop's arithmetic is its own
  for (long s = from; s < to; ++s) no_fix_.step(*data_, opts_, s, fig_.hockey_no_fix, fig_.diverged_step_no_fix);
  for (long s = from; s < to; ++s) fix_.step(*data_, opts_, s, fig_.hockey_fix, fig_.diverged_step_fix);
  done_ = to;
  return to - from;
}

StartResult StartRun::result() const { return {fig_, data_->vocab.size(), static_cast<int>(done_), start_lecture()}; }

StartingLoss starting_loss(const Split& data, const StartingLossOptions& o) {
  StartRun run(borrowed(data), o);
  run.advance(o.steps);
  return run.figure();
}

StartResult compute_start(const Split& data, const StartKnobs& k) {
  StartRun run(borrowed(data), k);
  run.advance(k.steps);
  return run.result();
}

}  // namespace mm::lesson
