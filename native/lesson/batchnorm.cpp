// lesson/batchnorm.cpp — the pipeline on one batch (5.7), running statistics (5.8), spurious
// bias (one batch, and over SGD steps with and without BatchNorm) and epsilon (5.9), linear
// collapse (5.15).
#include "batchnorm.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "../generator.hpp"
#include "../limits.hpp"
#include "../model/mlp.hpp"
#include "../nn/batchnorm.hpp"
#include "../nn/embedding.hpp"
#include "../nn/linear.hpp"
#include "../train/context_groups.hpp"
#include "../train/trainer.hpp"
#include "common.hpp"

namespace mm::lesson {

namespace {

std::vector<double> row(const Tensor& t, std::size_t i) {
  const std::size_t D = t.shape()[1];
  return std::vector<double>(t.data() + i * D, t.data() + (i + 1) * D);
}

Stage stage(const std::string& name, const Tensor& t, int bins, bool unit_range) {
  return {name, stats::mean(t), stats::std_unbiased(t),
          unit_range ? stats::make_histogram(t, bins, -1, 1) : stats::make_histogram(t, bins)};
}

// The first `k` columns of the first Linear's output for every row of the train split, in row
// order (no_grad). That output depends on a row's context alone, so each distinct context goes
// through the embedding and the Linear once (5.4k of them for the shipped split's 182k rows).
std::vector<std::vector<double>> first_linear_columns(MLP& m, const Dataset& d, std::size_t k) {
  NoGradGuard ng;
  const auto T = static_cast<std::size_t>(d.block_size);
  std::vector<std::vector<double>> cols(k, std::vector<double>(d.rows()));
  for_each_context_chunk(d, 4096, [&](const ContextChunk& c) {
    const Tensor h = m.layers.at(0)->forward(m.C.forward(c.X, c.n, T))->data;  // [n,H]
    for (std::size_t u = 0; u < c.n; ++u)
      for (auto r = c.groups.offsets[c.u0 + u]; r < c.groups.offsets[c.u0 + u + 1]; ++r)
        for (std::size_t j = 0; j < k; ++j) cols[j][c.b0 + static_cast<std::size_t>(c.groups.rows[static_cast<std::size_t>(r)])] = h(u, j);
  });
  return cols;
}

// Train-mode forward that leaves the running statistics where they are.
Tensor train_mode_logits(MLP& m, const std::vector<std::int32_t>& X, std::size_t B) {
  NoGradGuard ng;
  ModeGuard mode(m, /*train_mode=*/true, /*freeze_running_stats=*/true);
  return m.forward(X, B)->data;
}

// Example 0 of the probe: train mode inside its batch, eval mode alone, train mode alone.
void train_vs_eval(MLP& m, const Batch& probe, RunningStats& r) {
  const auto T = probe.X.size() / probe.B;
  const std::vector<std::int32_t> first(probe.X.begin(), probe.X.begin() + static_cast<std::ptrdiff_t>(T));  // [1*T]
  r.train_logits = row(train_mode_logits(m, probe.X, probe.B), 0);
  {
    NoGradGuard ng;
    m.eval();
    r.eval_logits = row(m.forward(first, 1)->data, 0);
  }
  for (std::size_t v = 0; v < r.train_logits.size(); ++v)
    r.train_eval_max_diff = std::max(r.train_eval_max_diff, std::abs(r.train_logits[v] - r.eval_logits[v]));
  try {
    train_mode_logits(m, first, 1);
  } catch (const Refusal& e) {
    r.single_example = record_of(e);
  }
  m.eval();
}

}  // namespace

BNForward bn_forward(const Split& data, const BNForwardOptions& o) {
  limits::check(limits::kEps, o.eps);
  check_range("gamma", o.gamma, -100, 100);
  check_range("beta", o.beta, -100, 100);
  const Batch b = probe_batch(data.train, o.probe_rows, o.seed);
  if (b.B < 2) throw std::invalid_argument("probe_rows must be at least 2 for batch statistics");
  ModelSpec spec{o.n_embd, o.n_hidden, 2, Norm::Batch, recipe::kTanhGain, o.bad_init, false, o.seed};
  MLP m(model_config(data, spec));
  NoGradGuard ng;
  const auto T = static_cast<std::size_t>(data.train.block_size);
  Var hpre = m.layers.at(0)->forward(m.C.forward(b.X, b.B, T));  // [B,H] the first Linear's output
  Tensor mean, var;                                              // [H] each
  Var xhat = nn::batchnorm(hpre, nullptr, nullptr, mean, var, /*batch_stats=*/true, nn::Variance::Unbiased, o.eps);  // [B,H]
  Var scaled = xhat * static_cast<Scalar>(o.gamma) + static_cast<Scalar>(o.beta);                                    // [B,H]
  Var h = tanh(scaled);                                                                                              // [B,H]
  BNForward r;
  r.hpreact = stage("hpreact", hpre->data, o.bins, false);
  r.xhat = stage("xhat", xhat->data, o.bins, false);
  r.scaled = stage("scaled", scaled->data, o.bins, false);
  r.tanh = stage("tanh", h->data, o.bins, true);
  r.batch_var.assign(var.begin(), var.end());
  r.hpreact_spread = words::spread(r.hpreact.std);
  r.hpreact_shift = words::shift(r.hpreact.mean);
  r.scaled_spread = words::spread(r.scaled.std);
  r.scaled_shift = words::shift(r.scaled.mean);
  return r;
}

RunningStats running_stats(const Split& data, const RunningStatsOptions& o) {
  limits::check(limits::kBnSteps, o.steps);
  limits::check(limits::kBnMomentum, o.momentum);
  check_range("neurons", o.neurons, 1, o.n_hidden);
  limits::check(limits::kBatchSize, o.batch_size);  // and at least 2: the Trainer checks
  check_range("probe_rows", o.probe_rows, 2, 100000);
  ModelConfig cfg = model_config(data, ModelSpec{o.n_embd, o.n_hidden, 2, Norm::Batch, recipe::kTanhGain, 1.0, true, o.seed});
  cfg.bn_momentum = o.momentum;
  MLP m(cfg);
  TrainConfig tc;
  tc.lr = o.lr;
  tc.batch_size = o.batch_size;
  tc.steps = o.steps;
  tc.seed = o.seed;
  Trainer trainer(m, data, tc);
  nn::BatchNorm1d* bn = batchnorm_layers(m).at(0);
  const auto k = static_cast<std::size_t>(o.neurons);
  RunningStats r;
  r.batch_mean.resize(k), r.running_mean.resize(k), r.batch_var.resize(k), r.running_var.resize(k);
  for (int s = 0; s < o.steps; ++s) {
    if (trainer.step().diverged) break;
    for (std::size_t j = 0; j < k; ++j) {
      r.batch_mean[j].push_back(bn->last_mean(j));
      r.running_mean[j].push_back(bn->running_mean(j));
      r.batch_var[j].push_back(bn->last_var(j));
      r.running_var[j].push_back(bn->running_var(j));
    }
  }
  if (o.whole_split)
    for (const auto& col : first_linear_columns(m, data.train, k)) {
      r.true_mean.push_back(stats::mean(col));
      r.true_var.push_back(stats::std_unbiased(col) * stats::std_unbiased(col));
    }
  train_vs_eval(m, probe_batch(data.train, o.probe_rows, o.seed), r);
  return r;
}

SpuriousBias spurious_bias(const Split& data, const SpuriousBiasOptions& o) {
  limits::check(limits::kNEmbd, o.n_embd);
  limits::check(limits::kNHidden, o.n_hidden);
  check_range("bias_shift", o.bias_shift, -1000, 1000);
  const Batch b = probe_batch(data.train, o.probe_rows, o.seed);
  if (b.B < 2) throw std::invalid_argument("probe_rows must be at least 2 for batch statistics");
  const auto V = static_cast<std::size_t>(data.vocab.size()), T = static_cast<std::size_t>(data.train.block_size);
  const auto E = static_cast<std::size_t>(o.n_embd), H = static_cast<std::size_t>(o.n_hidden);
  Generator g(o.seed);
  nn::Embedding C(V, E, g);
  nn::Linear lin(T * E, H, g, /*bias=*/true, recipe::kTanhGain);
  nn::BatchNorm1d bn(H);
  nn::Linear out(H, V, g, /*bias=*/true);
  bn.track_running_stats = false;
  Var emb = C.forward(b.X, b.B, T);  // [B,T*E]
  Var loss = cross_entropy(out.forward(tanh(bn.forward(lin.forward(emb)))), b.Y);
  backward(loss);
  SpuriousBias r;
  r.weight_grad_norm = stats::l2_norm(lin.weight->grad);
  r.bias_grad_norm = stats::l2_norm(lin.bias->grad);
  NoGradGuard ng;
  const Tensor base = bn.forward(lin.forward(emb))->data;  // [B,H]
  lin.bias->data += static_cast<Scalar>(o.bias_shift);
  const Tensor shifted = bn.forward(lin.forward(emb))->data;  // [B,H]
  r.output_max_diff = stats::max_abs_diff(shifted, base);
  r.output_max_abs = stats::max_abs(base);
  return r;
}

BiasWatch bias_watch(const Split& data, const BiasWatchOptions& o) {
  check_range("steps", o.steps, 1, 1000);  // the figure's own (30): no setting reaches it
  limits::check(limits::kBatchSize, o.batch_size);
  limits::check_batchnorm_batch(o.batch_size);
  limits::check(limits::kLr, o.lr);
  limits::check(limits::kNEmbd, o.n_embd);
  limits::check(limits::kNHidden, o.n_hidden);
  if (data.train.rows() < 2) throw std::invalid_argument("the train split needs at least 2 rows for batch statistics");
  const auto V = static_cast<std::size_t>(data.vocab.size()), T = static_cast<std::size_t>(data.train.block_size);
  const auto E = static_cast<std::size_t>(o.n_embd), H = static_cast<std::size_t>(o.n_hidden);
  const auto rows = static_cast<std::int64_t>(data.train.rows());
  const auto run = [&](bool use_bn) {
    Generator g(o.seed), batches(o.seed + 1);  // the same initial weights and batches for both runs
    nn::Embedding C(V, E, g);
    nn::Linear lin(T * E, H, g, /*bias=*/true, recipe::kTanhGain);
    nn::BatchNorm1d bn(H);
    nn::Linear out(H, V, g, /*bias=*/true);
    bn.track_running_stats = false;
    std::vector<Var> params{C.weight, lin.weight, lin.bias, out.weight, out.bias};
    if (use_bn) params.insert(params.end(), {bn.weight, bn.bias});
    const Tensor b0 = lin.bias->data;
    BiasRun r;
    r.batchnorm = use_bn;
    for (int s = 0; s < o.steps; ++s) {
      const Batch b = gather(data.train, batches.randint(rows, static_cast<std::size_t>(o.batch_size)));
      Var h = lin.forward(C.forward(b.X, b.B, T));  // [B,H]
      Var loss = cross_entropy(out.forward(tanh(use_bn ? bn.forward(h) : h)), b.Y);
      const double v = item(loss);
      if (!std::isfinite(v)) break;  // the chart ends where the loss stopped being a number
      zero_grad(params);
      backward(loss);
      r.loss.push_back(v);
      r.bias_grad.push_back(stats::l2_norm(lin.bias->grad));
      r.weight_grad.push_back(stats::l2_norm(lin.weight->grad));
      for (const Var& p : params)
        if (p->has_grad()) p->data -= p->grad * static_cast<Scalar>(o.lr);
      r.bias_drift.push_back(stats::max_abs_diff(lin.bias->data, b0));
    }
    const auto b = stats::min_max(r.bias_grad), w = stats::min_max(r.weight_grad);
    r.bias_grad_min = b.min, r.bias_grad_max = b.max, r.weight_grad_min = w.min, r.weight_grad_max = w.max;
    return r;
  };
  return {o.steps, o.batch_size, o.lr, run(true), run(false)};
}

EpsilonDemo epsilon_demo(double eps, int rows) {
  limits::check(limits::kEps, eps);
  check_range("rows", rows, 2, 1000);
  const auto B = static_cast<std::size_t>(rows);
  Tensor x = xt::empty<Scalar>({B, std::size_t{3}});  // [B,3]: feature 0 constant
  for (std::size_t i = 0; i < B; ++i) {
    x(i, 0) = Scalar(2);
    x(i, 1) = static_cast<Scalar>(i);
    x(i, 2) = static_cast<Scalar>(i * i) / Scalar(10);
  }
  NoGradGuard ng;
  EpsilonDemo r;
  r.eps = eps;
  for (double e : {eps, 0.0}) {
    Tensor mean, var;
    const Tensor y = nn::batchnorm(leaf(x), nullptr, nullptr, mean, var, true, nn::Variance::Unbiased, e)->data;  // [B,3]
    int bad = 0;
    for (Scalar v : y) bad += !std::isfinite(v);
    if (e > 0) {
      r.nonfinite_with_eps = bad;
      for (std::size_t i = 0; i < B; ++i) r.column.push_back(y(i, 0));
    } else {
      r.nonfinite_without_eps = bad;
    }
  }
  return r;
}

LinearCollapse linear_collapse(const Split& data, const LinearCollapseOptions& o) {
  limits::check(limits::kNLayer, o.n_layer);
  limits::check(limits::kNEmbd, o.n_embd);
  limits::check(limits::kNHidden, o.n_hidden);
  const Batch b = probe_batch(data.train, o.probe_rows, o.seed);
  const auto V = static_cast<std::size_t>(data.vocab.size()), T = static_cast<std::size_t>(data.train.block_size);
  const auto E = static_cast<std::size_t>(o.n_embd), H = static_cast<std::size_t>(o.n_hidden);
  NoGradGuard ng;
  Generator g(o.seed);
  nn::Embedding C(V, E, g);
  std::vector<nn::Linear> layers;
  for (int i = 0; i < o.n_layer; ++i) {
    const std::size_t fan_in = i == 0 ? T * E : H, fan_out = i + 1 == o.n_layer ? V : H;
    layers.emplace_back(fan_in, fan_out, g, /*bias=*/true, recipe::kTanhGain);
    layers.back().bias->data = g.randn({fan_out}) * Scalar(0.1);  // non-zero, so the biases must collapse too
  }
  Var emb = C.forward(b.X, b.B, T);  // [B,T*E]
  Var lin = emb, nonlin = emb;
  Var W = layers[0].weight, bias = reshape(layers[0].bias, {1, layers[0].bias->data.size()});  // [T*E,H], [1,H]
  for (std::size_t i = 0; i < layers.size(); ++i) {
    lin = layers[i].forward(lin);
    nonlin = layers[i].forward(nonlin);
    if (i + 1 < layers.size()) nonlin = tanh(nonlin);
    if (i > 0) {
      W = matmul(W, layers[i].weight);                         // [T*E, fan_out]
      bias = matmul(bias, layers[i].weight) + layers[i].bias;  // [1, fan_out]
    }
  }
  const Tensor direct = (matmul(emb, W) + bias)->data;  // [B,V]
  LinearCollapse r;
  r.n_layer = o.n_layer;
  r.shape = {static_cast<int>(W->data.shape()[0]), static_cast<int>(W->data.shape()[1])};
  r.max_abs_diff_linear = stats::max_abs_diff(lin->data, direct);
  r.max_abs_diff_tanh = stats::max_abs_diff(nonlin->data, direct);
  r.output_max_abs = stats::max_abs(lin->data);
  r.example_linear = row(lin->data, 0);
  r.example_tanh = row(nonlin->data, 0);
  r.example_direct = row(direct, 0);
  return r;
}

BNForwardOptions pipeline_options(const BatchnormKnobs& k) {
  auto pipeline = seeded<BNForwardOptions>(k.seed);
  pipeline.bad_init = k.bad_init;
  pipeline.eps = k.eps, pipeline.gamma = k.gamma, pipeline.beta = k.beta;
  limits::check(limits::kEps, k.eps);  // eps = 0 would be the failure the eps demo shows
  return pipeline;
}

RunningStatsOptions running_options(const BatchnormKnobs& k) {
  auto running = seeded<RunningStatsOptions>(k.seed);
  running.steps = k.steps, running.momentum = k.momentum;
  return running;
}

BatchnormResult compute_batchnorm(const Split& data, const BatchnormKnobs& k) {
  const auto pipeline = pipeline_options(k);
  const auto running = running_options(k);
  return {bn_forward(data, pipeline),
          running_stats(data, running),
          spurious_bias(data, seeded<SpuriousBiasOptions>(k.seed)),
          bias_watch(data, seeded<BiasWatchOptions>(k.seed)),
          epsilon_demo(k.eps),
          linear_collapse(data, seeded<LinearCollapseOptions>(k.seed)),
          k.bad_init,
          k.momentum,
          k.gamma,
          k.beta,
          k.steps,
          batchnorm_lecture()};
}

}  // namespace mm::lesson
