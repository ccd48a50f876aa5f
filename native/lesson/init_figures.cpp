// lesson/init_figures.cpp — the 5.3–5.7 figures: build the lecture's model, run the probe batch
// through it under no_grad, measure. The hockey stick is the lecture's own local SGD loop.
#include "init_figures.hpp"

#include <cmath>
#include <stdexcept>

#include "../model/mlp.hpp"
#include "../ops.hpp"
#include "model_setup.hpp"

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
  return split_loss(data.train, [&m](const std::vector<std::int32_t>& X, std::size_t B) { return m.forward(X, B); });
}

// % of values with |v| > threshold, compared in the tensor's own precision (as torch does).
double saturated_pct(const Tensor& h, double threshold) {
  const auto t = static_cast<Scalar>(threshold);
  std::size_t n = 0;
  for (Scalar v : h) n += std::abs(v) > t;
  return 100.0 * static_cast<double>(n) / static_cast<double>(h.size());
}

Stage stage(const std::string& name, const Tensor& t, int bins, bool unit_range) {
  Stage s;
  s.name = name;
  const auto v = to_doubles(t);
  s.mean = mean_of(v);
  s.std = std_of(v);
  s.hist = unit_range ? make_histogram(t, bins, -1, 1) : make_histogram(t, bins);
  return s;
}

}  // namespace

StartingLoss starting_loss(const Split& data, const StartingLossOptions& o) {
  check_range("steps", o.steps, 0, 100000);
  check_range("lr", o.lr, 1e-9, 10);
  check_range("batch_size", o.batch_size, 1, 4096);
  if (data.train.rows() == 0) throw std::invalid_argument("starting loss: the training split is empty");
  StartingLoss r;
  r.no_fix = raw_split_loss(data, o, false);
  r.fix = raw_split_loss(data, o, true);
  r.log_vocab = std::log(static_cast<double>(data.vocab.size()));
  r.hockey_no_fix = raw_sgd(data, o, false, r.diverged_step_no_fix);
  r.hockey_fix = raw_sgd(data, o, true, r.diverged_step_fix);
  return r;
}

Saturation saturation(const Split& data, const SaturationOptions& o) {
  check_range("threshold", o.threshold, 1e-6, 1 - 1e-9);
  const Batch b = probe_batch(data.train, o.probe_rows, o.seed);
  Saturation r;
  for (bool bad : {true, false}) {
    ModelSpec spec{o.n_embd, o.n_hidden, /*n_layer=*/2, Norm::None, kTanhGain, bad ? o.bad_init : 1.0, /*fix_output=*/false, o.seed};
    MLP m(model_config(data, spec));
    const Tensor h = tanh_outputs(m, b).at(0);  // [B,H]
    (bad ? r.bad_init_pct : r.kaiming_pct) = saturated_pct(h, o.threshold);
    (bad ? r.bad_init_hist : r.kaiming_hist) = make_histogram(h, o.bins, -1, 1);
  }
  return r;
}

DeadNeurons dead_neurons(const Split& data, const DeadNeuronsOptions& o) {
  check_range("threshold", o.threshold, 1e-6, 1 - 1e-9);
  const Batch b = probe_batch(data.train, o.probe_rows, o.seed);
  ModelSpec spec{o.n_embd, o.n_hidden, 2, Norm::None, kTanhGain, o.bad_init, false, o.seed};
  MLP m(model_config(data, spec));
  return mm::dead_neurons(m, b.X, /*tanh_index=*/0, o.threshold);
}

ActivationStats activation_std(const Split& data, const ActivationStatsOptions& o) {
  check_range("naive_gain", o.naive_gain, 1e-6, 10);
  check_range("kaiming_gain", o.kaiming_gain, 1e-6, 10);
  check_range("threshold", o.threshold, 1e-6, 1 - 1e-9);
  const Batch b = probe_batch(data.train, o.probe_rows, o.seed);
  ActivationStats r;
  for (LayerActivations* la : {&r.naive, &r.kaiming}) {
    la->gain = la == &r.naive ? o.naive_gain : o.kaiming_gain;
    ModelSpec spec{o.n_embd, o.n_hidden, o.n_layer, Norm::None, la->gain, 1.0, false, o.seed};
    MLP m(model_config(data, spec));
    for (const Tensor& h : tanh_outputs(m, b)) {  // [B,H] each
      const auto v = to_doubles(h);
      la->mean.push_back(mean_of(v));
      la->std.push_back(std_of(v));
      la->saturated_pct.push_back(saturated_pct(h, o.threshold));
      la->hist.push_back(make_histogram(h, o.bins, -1, 1));
    }
  }
  return r;
}

BNForward bn_forward(const Split& data, const BNForwardOptions& o) {
  check_range("eps", o.eps, 0, 1);
  check_range("gamma", o.gamma, -100, 100);
  check_range("beta", o.beta, -100, 100);
  const Batch b = probe_batch(data.train, o.probe_rows, o.seed);
  if (b.B < 2) throw std::invalid_argument("probe_rows must be at least 2 for batch statistics");
  ModelSpec spec{o.n_embd, o.n_hidden, 2, Norm::Batch, kTanhGain, o.bad_init, false, o.seed};
  MLP m(model_config(data, spec));
  NoGradGuard ng;
  const auto T = static_cast<std::size_t>(data.train.block_size);
  Var hpre = m.layers.at(0)->forward(m.C.forward(b.X, b.B, T));  // [B,H] the first Linear's output
  Tensor mean, var;
  Var xhat = nn::batchnorm(hpre, nullptr, nullptr, mean, var, /*batch_stats=*/true, nn::Variance::Unbiased, o.eps);  // [B,H]
  Var scaled = xhat * static_cast<Scalar>(o.gamma) + static_cast<Scalar>(o.beta);  // [B,H]
  Var h = tanh(scaled);                                                            // [B,H]
  BNForward r;
  r.hpreact = stage("hpreact", hpre->data, o.bins, false);
  r.xhat = stage("xhat", xhat->data, o.bins, false);
  r.scaled = stage("scaled", scaled->data, o.bins, false);
  r.tanh = stage("tanh", h->data, o.bins, true);
  return r;
}

}  // namespace mm::lesson
