// lesson/exercises.cpp — the 5.18 checks: each builds the lecture's model (or op) for the student's
// choice and measures it with the figures' own code (tanh.cpp, kaiming.cpp, the Trainer, the ops).
#include "exercises.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "../generator.hpp"
#include "../limits.hpp"
#include "../nn/batchnorm.hpp"
#include "../ops.hpp"
#include "../train/trainer.hpp"
#include "common.hpp"
#include "kaiming.hpp"
#include "tanh.hpp"

namespace mm::lesson {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr std::size_t kDemoBatch = 32;      // E4's eval() demo: the training batch size
constexpr std::size_t kDemoMaxRows = 2048;  // and at most this many dev rows

std::vector<std::vector<double>> tensor_rows(const Tensor& t) {  // [R,C] -> R vectors of C
  const std::size_t R = t.shape()[0], C = t.shape()[1];
  std::vector<std::vector<double>> out(R);
  for (std::size_t i = 0; i < R; ++i) out[i].assign(t.data() + i * C, t.data() + (i + 1) * C);
  return out;
}

std::vector<double> values_of(const Tensor& t) { return std::vector<double>(t.begin(), t.end()); }

// Train mode without moving the running statistics, for as long as it lives.
class FrozenTrainMode {
 public:
  explicit FrozenTrainMode(MLP& m) : m_(m), bns_(batchnorm_layers(m)), was_training_(m.training()) {
    for (auto* bn : bns_) bn->track_running_stats = false;
    m_.train(true);
  }
  ~FrozenTrainMode() {
    for (auto* bn : bns_) bn->track_running_stats = true;
    m_.train(was_training_);
  }
  FrozenTrainMode(const FrozenTrainMode&) = delete;
  FrozenTrainMode& operator=(const FrozenTrainMode&) = delete;

 private:
  MLP& m_;
  std::vector<nn::BatchNorm1d*> bns_;
  bool was_training_;
};

// Mean loss over d in eval mode (running statistics), or in train mode with every `chunk` rows
// normalised by their own batch statistics.
double loss_over(MLP& m, const Dataset& d, bool eval_mode, std::size_t chunk = 4096) {
  const LogitsFn logits_of = [&m](const std::vector<std::int32_t>& X, std::size_t B) { return m.forward(X, B); };
  if (!eval_mode) {
    FrozenTrainMode frozen(m);
    return split_loss(d, logits_of, chunk);
  }
  const bool was_training = m.training();
  m.eval();
  const double loss = split_loss_by_context(d, static_cast<std::size_t>(m.config().vocab_size), logits_of);
  m.train(was_training);
  return loss;
}

// Row 0 of the logits of a batch, in the model's current mode, without a graph.
std::vector<double> first_logits(MLP& m, const Batch& b) {
  NoGradGuard ng;
  return tensor_rows(m.forward(b.X, b.B)->data).at(0);  // [V]
}

double max_diff(const std::vector<double>& a, const std::vector<double>& b) {
  double d = 0;
  for (std::size_t i = 0; i < a.size(); ++i) d = std::max(d, std::abs(a[i] - b[i]));
  return d;
}

// What eval() changes for a trained BatchNorm net: the dev loss with running vs batch statistics,
// and one example's logits in two different batches (A: probe rows 0..31; B: row 0, then 33..63).
EvalModeDemo eval_demo(MLP& m, const Split& data, std::uint64_t seed) {
  EvalModeDemo e;
  const std::size_t rows = std::min(data.dev.rows(), kDemoMaxRows) / kDemoBatch * kDemoBatch;
  if (rows > 0) {
    const Dataset dev = head_rows(data.dev, rows);
    e.rows = static_cast<int>(rows);
    e.dev_eval = loss_over(m, dev, /*eval_mode=*/true);
    e.dev_batch_stats = loss_over(m, dev, /*eval_mode=*/false, kDemoBatch);
  }
  const Batch p = probe_batch(data.train, 2 * static_cast<int>(kDemoBatch), seed);
  std::vector<std::int64_t> a(kDemoBatch), b{0};
  for (std::size_t i = 0; i < kDemoBatch; ++i) a[i] = static_cast<std::int64_t>(i);
  for (std::size_t i = kDemoBatch + 1; i < 2 * kDemoBatch; ++i) b.push_back(static_cast<std::int64_t>(i));
  const Batch A = gather(Dataset{p.X, p.Y, data.train.block_size}, a);
  const Batch B = gather(Dataset{p.X, p.Y, data.train.block_size}, b);
  {
    FrozenTrainMode frozen(m);
    e.example_diff_train = max_diff(first_logits(m, A), first_logits(m, B));
  }
  const bool was_training = m.training();
  m.eval();
  e.example_diff_eval = max_diff(first_logits(m, A), first_logits(m, B));
  m.train(was_training);
  return e;
}

// The lecture's SGD (lr 0.1, batch 32) on m for `steps`; the minibatch losses until a divergence.
std::vector<double> train_lecture(MLP& m, const Split& data, int steps, std::uint64_t seed, bool& diverged) {
  TrainConfig c;
  c.steps = steps;
  c.seed = seed;
  Trainer t(m, data, c);
  diverged = false;
  for (int i = 0; i < steps && !diverged; ++i) diverged = t.step().diverged;
  return t.losses();
}

}  // namespace

FirstLoss exercise_first_loss(std::shared_ptr<const Split> data, const PlaygroundConfig& c) {
  FirstLoss r;
  r.vocab_size = data->vocab.size();
  r.log_vocab = std::log(static_cast<double>(r.vocab_size));
  Playground pg(std::move(data), c);
  const StepChunk step = pg.run(1);
  r.diverged = step.diverged;
  r.first_loss = step.diverged ? step.divergence.value : step.loss.at(0);
  r.near_lo = r.log_vocab - kFirstLossNear;
  r.near_hi = r.log_vocab + kFirstLossNear;
  r.broken_min = r.log_vocab + kBrokenAbove;
  r.near = !r.diverged && std::isfinite(r.first_loss) && r.first_loss >= r.near_lo && r.first_loss <= r.near_hi;
  r.broken = r.diverged || !std::isfinite(r.first_loss) || r.first_loss >= r.broken_min;
  return r;
}

SaturationCheck exercise_saturation(const Split& data, const SaturationKnobs& k) {
  limits::check(limits::kBadInit, k.bad_init);
  auto o = seeded<SaturationOptions>(k.seed);
  o.bad_init = k.bad_init;
  o.bins = kExerciseSaturationBins;
  const Saturation s = saturation(data, o);
  return {k.bad_init, s.bad_init_pct, s.kaiming_pct, o.threshold, o.probe_rows * o.n_hidden, s.bad_init_hist, s.kaiming_hist};
}

GainCheck exercise_gain(const Split& data, const GainKnobs& k) {
  limits::check(limits::kGain, k.gain);
  limits::check(limits::kNLayer, k.n_layer);
  auto o = seeded<ActivationStatsOptions>(k.seed);
  o.n_layer = k.n_layer;
  o.naive_gain = 1.0;
  o.kaiming_gain = k.gain;
  const ActivationStats a = activation_std(data, o);
  GainCheck r;
  r.gain = k.gain;
  r.std = a.kaiming.std;
  r.saturated_pct = a.kaiming.saturated_pct;
  r.naive_std = a.naive.std;
  o.naive_gain = o.kaiming_gain = recipe::kTanhGain;  // the reference: the same stack and seed at Kaiming's gain
  const ActivationStats ref = activation_std(data, o);
  r.kaiming_std = ref.kaiming.std;
  r.kaiming_saturated_pct = ref.kaiming.saturated_pct;
  GainBand& b = r.band;
  b.std_target = r.kaiming_std.back();
  b.std_lo = b.std_target * (1 - kGainStdBand);
  b.std_hi = b.std_target * (1 + kGainStdBand);
  b.saturated_max = *std::max_element(r.kaiming_saturated_pct.begin(), r.kaiming_saturated_pct.end());
  b.text_saturated_pct = tanh_lecture().kaiming_pct;
  b.last_std = r.std.back();
  b.last_saturated_pct = r.saturated_pct.back();
  b.std_in_band = std::isfinite(b.last_std) && b.last_std >= b.std_lo && b.last_std <= b.std_hi;
  b.saturation_ok = std::isfinite(b.last_saturated_pct) && b.last_saturated_pct <= b.saturated_max;
  return r;
}

BatchnormCheck exercise_batchnorm(const Split& data, const BatchnormExerciseKnobs& k) {
  limits::check(limits::kBadInit, k.bad_init);
  check_range("steps", k.steps, 100, 20000);
  const std::uint64_t seed = seed_of(k.seed);
  BatchnormCheck r;
  r.bad_init = k.bad_init;
  r.use_bn = k.use_bn;
  r.steps = k.steps;
  r.bucket = std::max(1, k.steps / 100);
  for (bool bn : {false, true}) {
    if (bn && !k.use_bn) {  // the student's net is the baseline itself: the same run, the same numbers
      r.dev = r.baseline_dev;
      r.curve = r.baseline_curve;
      break;
    }
    MLP m(model_config(data, ModelSpec{recipe::kNEmbd, 100, 6, bn ? Norm::Batch : Norm::None, recipe::kTanhGain, k.bad_init,
                                       /*fix_output=*/true, seed}));
    bool diverged = false;
    const std::vector<double> losses = train_lecture(m, data, k.steps, seed, diverged);
    (bn ? r.dev : r.baseline_dev) = diverged ? kNaN : loss_over(m, data.dev, /*eval_mode=*/true);
    (bn ? r.curve : r.baseline_curve) = stats::bucket_means(losses, 0, r.bucket, /*flush=*/true);
    if (bn && !diverged) r.eval = eval_demo(m, data, seed);
  }
  return r;
}

CrossEntropyGrad exercise_cross_entropy(const CrossEntropyKnobs& k) {
  check_range("rows", static_cast<double>(k.logits.size()), 1, 8);
  const std::size_t B = k.logits.size(), V = k.logits[0].size();
  check_range("classes", static_cast<double>(V), 2, 16);
  if (k.targets.size() != B) throw std::invalid_argument("cross-entropy exercise: one target per row of logits");
  Tensor z = empty_tensor({B, V});  // [B,V]
  for (std::size_t i = 0; i < B; ++i) {
    if (k.logits[i].size() != V) throw std::invalid_argument("cross-entropy exercise: every row needs " + std::to_string(V) + " logits");
    for (std::size_t j = 0; j < V; ++j) {
      check_range("logit", k.logits[i][j], -30, 30);
      z(i, j) = static_cast<Scalar>(k.logits[i][j]);
    }
    check_range("target", k.targets[i], 0, static_cast<double>(V) - 1);
  }
  const std::vector<std::int32_t> targets(k.targets.begin(), k.targets.end());  // [B]
  Var logits = param(z);                                                        // [B,V]
  Var loss = cross_entropy(logits, targets);                                    // 0-d
  backward(loss);
  CrossEntropyGrad r;
  r.loss = item(loss);
  r.grad = tensor_rows(logits->grad);  // [B,V]
  NoGradGuard ng;
  Var e = exp(leaf(z));  // [B,V], |z| <= 30 keeps exp finite
  r.probs = tensor_rows(div(e, sum(e, 1, /*keepdim=*/true))->data);
  return r;
}

BatchnormBackward exercise_batchnorm_backward(const BatchnormBackwardKnobs& k) {
  BatchnormBackward r;
  const auto R = static_cast<std::size_t>(r.rows), C = static_cast<std::size_t>(r.cols);
  Generator g(seed_of(k.seed));
  const Tensor x = g.randn({R, C}), gamma = g.randn({C}), beta = g.randn({C}), dy = g.randn({R, C});  // [R,C], [C], [C], [R,C]
  r.x = tensor_rows(x);
  r.dy = tensor_rows(dy);
  r.gamma = values_of(gamma);
  r.beta = values_of(beta);
  const Scalar eps = static_cast<Scalar>(recipe::kEps);
  {  // the fused op: its backward is nn/batchnorm.cpp's hand-derived formula
    Var xv = param(x), gv = param(gamma), bv = param(beta);
    Tensor mean, var;
    Var y = nn::batchnorm(xv, gv, bv, mean, var, /*batch_stats=*/true, nn::Variance::Unbiased, recipe::kEps);  // [R,C]
    backward(sum_all(mul(y, leaf(dy))));
    r.dx_hand = tensor_rows(xv->grad);
    r.dgamma_hand = values_of(gv->grad);
    r.dbeta_hand = values_of(bv->grad);
  }
  {  // the same arithmetic as elementary ops; autograd chains their local derivatives
    Var xa = param(x), ga = param(gamma), ba = param(beta);
    Var mu = mean(xa, 0, /*keepdim=*/true);                                                 // [1,C]
    Var xc = sub(xa, mu);                                                                   // [R,C]
    Var var = mul_scalar(sum(pow(xc, 2), 0, /*keepdim=*/true), Scalar(1) / Scalar(R - 1));  // [1,C], unbiased
    Var xhat = div(xc, sqrt(add_scalar(var, eps)));                                         // [R,C]
    Var y = add(mul(ga, xhat), ba);                                                         // [R,C]
    backward(sum_all(mul(y, leaf(dy))));
    r.dx_autograd = tensor_rows(xa->grad);
    r.dgamma_autograd = values_of(ga->grad);
    r.dbeta_autograd = values_of(ba->grad);
  }
  for (std::size_t i = 0; i < R; ++i) r.max_abs_diff = std::max(r.max_abs_diff, max_diff(r.dx_hand[i], r.dx_autograd[i]));
  r.max_abs_diff = std::max({r.max_abs_diff, max_diff(r.dgamma_hand, r.dgamma_autograd), max_diff(r.dbeta_hand, r.dbeta_autograd)});
  return r;
}

}  // namespace mm::lesson
