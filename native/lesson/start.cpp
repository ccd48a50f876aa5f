// lesson/start.cpp — the raw MLP's loss over the train split, with and without the output fix,
// and the lecture's local SGD loop for the hockey stick.
#include "start.hpp"

#include <cmath>
#include <stdexcept>

#include "../limits.hpp"
#include "../generator.hpp"
#include "../model/mlp.hpp"
#include "../ops.hpp"
#include "common.hpp"

namespace mm::lesson {

namespace {

// The lecture's local SGD loop on the raw MLP: minibatches from a second generator (same seed).
std::vector<double> raw_sgd(const Split& data, const StartingLossOptions& o, bool fix, int& diverged_step) {
  RawMLP m(data.vocab.size(), data.train.block_size, o.n_embd, o.n_hidden, o.seed, fix);
  const auto params = m.parameters();
  Generator gb(o.seed);
  std::vector<double> losses;
  for (int s = 0; s < o.steps; ++s) {
    const Batch b = gather(data.train, gb.randint(static_cast<std::int64_t>(data.train.rows()), static_cast<std::size_t>(o.batch_size)));
    Var loss = cross_entropy(m.forward(b.X, b.B), b.Y);  // 0-d
    const double v = item(loss);
    if (!std::isfinite(v)) {
      diverged_step = s + 1;
      break;
    }
    losses.push_back(v);
    zero_grad(params);
    backward(loss);
    for (const Var& p : params) p->data -= static_cast<Scalar>(o.lr) * p->grad;
  }
  return losses;
}

double raw_split_loss(const Split& data, const StartingLossOptions& o, bool fix) {
  RawMLP m(data.vocab.size(), data.train.block_size, o.n_embd, o.n_hidden, o.seed, fix);
  return split_loss_by_context(data.train, data.vocab.size(),
                               [&m](const std::vector<std::int32_t>& X, std::size_t B) { return m.forward(X, B); });
}

}  // namespace

StartingLoss starting_loss(const Split& data, const StartingLossOptions& o) {
  check_range("steps", o.steps, 0, 100000);
  limits::check(limits::kLr, o.lr);
  limits::check(limits::kBatchSize, o.batch_size);
  if (data.train.rows() == 0) throw std::invalid_argument("starting loss: the training split is empty");
  StartingLoss r;
  r.no_fix = raw_split_loss(data, o, false);
  r.fix = raw_split_loss(data, o, true);
  r.log_vocab = std::log(static_cast<double>(data.vocab.size()));
  r.hockey_no_fix = raw_sgd(data, o, false, r.diverged_step_no_fix);
  r.hockey_fix = raw_sgd(data, o, true, r.diverged_step_fix);
  return r;
}

StartResult compute_start(const Split& data, const StartKnobs& k) {
  auto o = seeded<StartingLossOptions>(k.seed);
  o.steps = k.steps;
  return {starting_loss(data, o), data.vocab.size(), k.steps, start_lecture()};
}

}  // namespace mm::lesson
