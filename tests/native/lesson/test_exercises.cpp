// lesson/test_exercises.cpp — the 5.18 checks (lesson/exercises.hpp): each gives the numbers a
// right answer meets and a wrong one misses (E1 the first loss with and without the output fix,
// E2 the saturated share the histogram's bins add up to, E3 the last std for gain 1 and 5/3, E4
// BatchNorm beating the same bad init without it, eval() making an example's output independent of
// its batch, E5 autograd's dloss/dlogits = (softmax - onehot)/B and BatchNorm's hand-written
// backward equal to autograd through elementary ops); knobs out of range name the knob.
#include <catch2/catch.hpp>

#include <cmath>
#include <string>
#include <vector>

#include "../fixtures.hpp"
#include "lesson/exercises.hpp"
#include "lesson/kaiming.hpp"
#include "lesson/tanh.hpp"

using namespace mm::lesson;
using namespace mm::test;

namespace {

constexpr double kKnobSeed = static_cast<double>(mm::recipe::kLectureSeed);  // the knobs carry the seed as a double

PlaygroundConfig broken_start() {  // the exercise's set-up: no output fix, no norm, a large init
  PlaygroundConfig c;
  c.norm = "none";
  c.fix_output = false;
  c.bad_init = 5;
  return c;
}

}  // namespace

TEST_CASE("E1: the first loss is ln V with the output fix and well above it without", "[lesson][exercises]") {
  const auto& lab = small_lab();
  const FirstLoss fixed = exercise_first_loss(lab.split(), PlaygroundConfig{});
  CHECK(fixed.vocab_size == lab.info().vocab_size);
  CHECK(fixed.log_vocab == Approx(std::log(fixed.vocab_size)));
  CHECK(std::abs(fixed.first_loss - fixed.log_vocab) < 0.05);  // logits ~0: a uniform guess
  const FirstLoss broken = exercise_first_loss(lab.split(), broken_start());
  CHECK(broken.first_loss > broken.log_vocab + 0.3);  // far outside the exercise's 0.1
  CHECK_FALSE(broken.diverged);
  auto fix = broken_start();
  fix.fix_output = true;  // the student's change: the first logits shrink tenfold
  CHECK(std::abs(exercise_first_loss(lab.split(), fix).first_loss - fixed.log_vocab) < 0.1);
  // the first loss is the playground's own first step, not a separate model
  Playground pg(lab.split(), broken_start());
  CHECK(pg.run(1).loss.at(0) == broken.first_loss);
  auto bad = broken_start();
  bad.n_hidden = 0;
  CHECK_THROWS_WITH(exercise_first_loss(lab.split(), bad), Catch::Contains("n_hidden"));
}

TEST_CASE("E1: the core's bands: ln V -/+ 0.1 for a fixed start, ln V + 0.3 and above for a broken one", "[lesson][exercises]") {
  const auto& lab = small_lab();
  const FirstLoss broken = exercise_first_loss(lab.split(), broken_start());
  CHECK(broken.near_lo == Approx(broken.log_vocab - kFirstLossNear));
  CHECK(broken.near_hi == Approx(broken.log_vocab + kFirstLossNear));
  CHECK(broken.broken_min == Approx(broken.log_vocab + kBrokenAbove));
  CHECK(broken.broken);
  CHECK_FALSE(broken.near);
  auto fix = broken_start();
  fix.fix_output = true;
  const FirstLoss fixed = exercise_first_loss(lab.split(), fix);
  CHECK(fixed.near);
  CHECK_FALSE(fixed.broken);
  auto lr = broken_start();
  lr.lr = 1;  // measured before the first update: still broken, not near
  const FirstLoss same = exercise_first_loss(lab.split(), lr);
  CHECK(same.broken);
  CHECK_FALSE(same.near);
}

TEST_CASE("E2: the saturated shares are 5.4's, and the histogram's outer bins add up to them", "[lesson][exercises]") {
  const auto& split = *small_lab().split();
  const SaturationCheck r = exercise_saturation(split, {5, kKnobSeed});
  const TanhResult t = compute_tanh(split, {5, kKnobSeed});
  CHECK(r.bad_init_pct == t.bad_init_pct);
  CHECK(r.kaiming_pct == t.kaiming_pct);
  CHECK(r.values == 1000 * 200);
  REQUIRE(r.bad_init_hist.counts.size() == kExerciseSaturationBins);
  // what the student is asked to do: add the bins beyond ±0.97, divide by the values
  for (const auto* h : {&r.bad_init_hist, &r.kaiming_hist}) {
    double outer = 0, all = 0;
    for (std::size_t k = 0; k < h->counts.size(); ++k) {
      all += h->counts[k];
      const double lo = h->edges[k], hi = h->edges[k + 1];
      if (lo >= 0.97 - 1e-9 || hi <= -0.97 + 1e-9) outer += h->counts[k];
    }
    CHECK(all == r.values);
    const double pct = h == &r.bad_init_hist ? r.bad_init_pct : r.kaiming_pct;
    CHECK(100 * outer / all == Approx(pct).margin(0.01));  // a value at exactly 0.97 is the only difference
  }
  CHECK(r.bad_init_pct - r.kaiming_pct > 30);  // the two answers are far apart: one point tells them apart
  CHECK_THROWS_WITH(exercise_saturation(split, {0, kKnobSeed}), Catch::Contains("bad_init"));
}

TEST_CASE("E3: Kaiming's 5/3 keeps the last of five tanh layers at std >= 0.6, gain 1 does not", "[lesson][exercises]") {
  const auto& split = *small_lab().split();
  const GainCheck kaiming = exercise_gain(split, {5.0 / 3.0, 6, kKnobSeed});
  const KaimingResult k = compute_kaiming(split, {6, kKnobSeed});
  REQUIRE(kaiming.std.size() == 5);
  CHECK(kaiming.std == k.kaiming.std);
  CHECK(kaiming.naive_std == k.naive.std);
  CHECK(kaiming.std.back() >= 0.6);
  const GainCheck naive = exercise_gain(split, {1, 6, kKnobSeed});
  CHECK(naive.std.back() < 0.6);
  CHECK(naive.std == naive.naive_std);
  CHECK(exercise_gain(split, {3, 6, kKnobSeed}).saturated_pct.back() > kaiming.saturated_pct.back());
  CHECK_THROWS_WITH(exercise_gain(split, {0, 6, kKnobSeed}), Catch::Contains("gain"));
  CHECK_THROWS_WITH(exercise_gain(split, {1, 13, kKnobSeed}), Catch::Contains("n_layer"));
}

TEST_CASE("E3: the band is Kaiming's last std -/+ 10 % and its saturated share, 5/3 is in it, 1, 4 and 10 are not", "[lesson][exercises]") {
  const auto& split = *small_lab().split();
  const GainCheck k = exercise_gain(split, {mm::recipe::kTanhGain, 6, kKnobSeed});
  const GainBand& b = k.band;
  CHECK(k.kaiming_std == k.std);  // the reference is the same stack at 5/3
  CHECK(b.std_target == k.std.back());
  CHECK(b.std_lo == Approx(b.std_target * (1 - kGainStdBand)));
  CHECK(b.std_hi == Approx(b.std_target * (1 + kGainStdBand)));
  CHECK(b.std_target == Approx(0.654).margin(0.01));   // the text's Kaiming last layer
  CHECK(b.saturated_max == k.saturated_pct.front());   // Kaiming's first layer saturates most
  CHECK(b.saturated_max == Approx(19.5).margin(1.0));  // the text's Kaiming share (5.4)
  CHECK(b.std_in_band);
  CHECK(b.saturation_ok);
  const GainCheck naive = exercise_gain(split, {1, 6, kKnobSeed});
  CHECK(naive.band.std_target == b.std_target);  // the band does not depend on the chosen gain
  CHECK_FALSE(naive.band.std_in_band);           // faded: 0.32 < std_lo
  CHECK(naive.band.last_std < naive.band.std_lo);
  CHECK(naive.band.saturation_ok);
  for (double g : {4.0, 10.0}) {  // std high and most of the last layer saturated
    const GainBand over = exercise_gain(split, {g, 6, kKnobSeed}).band;
    CHECK(over.last_std > over.std_hi);
    CHECK_FALSE(over.std_in_band);
    CHECK(over.last_saturated_pct > 50);
    CHECK_FALSE(over.saturation_ok);
  }
}

TEST_CASE("E4: BatchNorm beats the same bad init without it on dev, and eval() unties an example from its batch", "[lesson][exercises]") {
  const auto& split = *small_lab().split();
  const BatchnormCheck bn = exercise_batchnorm(split, {5, true, 300, kKnobSeed});
  CHECK(bn.dev < bn.baseline_dev - 0.02);  // a clear win on both builds (wasm: 0.045 on this small list, 300 steps)
  CHECK(bn.bucket == 3);
  CHECK(bn.curve.size() == 100);
  CHECK(bn.baseline_curve.size() == 100);
  const EvalModeDemo& e = bn.eval;
  CHECK(e.rows > 0);
  CHECK(e.rows % 32 == 0);
  CHECK(std::isfinite(e.dev_eval));
  CHECK(std::isfinite(e.dev_batch_stats));
  CHECK(e.dev_batch_stats != e.dev_eval);  // batch statistics are not the running ones
  CHECK(e.example_diff_train > 1e-3);      // train mode: the batch moves the example's logits
  CHECK(e.example_diff_eval <= 1e-6);      // eval mode: running statistics, the example alone decides
  const BatchnormCheck none = exercise_batchnorm(split, {5, false, 300, kKnobSeed});
  CHECK(none.dev == none.baseline_dev);         // no BatchNorm: the baseline itself, not better
  CHECK(none.baseline_dev == bn.baseline_dev);  // the baseline does not depend on the choice
  CHECK(none.eval.rows == 0);
  CHECK_THROWS_WITH(exercise_batchnorm(split, {5, true, 50, kKnobSeed}), Catch::Contains("steps"));
}

TEST_CASE("E5a: autograd's dloss/dlogits is (softmax - onehot) / B", "[lesson][exercises]") {
  CrossEntropyKnobs k;
  k.logits = {{2.0, 1.0, 0.1, -1.0}, {0.5, -0.5, 3.0, 0.0}};
  k.targets = {0, 3};
  const CrossEntropyGrad r = exercise_cross_entropy(k);
  double loss = 0;
  for (std::size_t i = 0; i < 2; ++i) {
    double z = 0;
    for (double v : k.logits[i]) z += std::exp(v);
    for (std::size_t j = 0; j < 4; ++j) {
      const double p = std::exp(k.logits[i][j]) / z;
      CHECK(r.probs[i][j] == Approx(p).margin(1e-6));
      CHECK(r.grad[i][j] == Approx((p - (static_cast<int>(j) == k.targets[i] ? 1 : 0)) / 2).margin(1e-6));
    }
    loss -= std::log(std::exp(k.logits[i][static_cast<std::size_t>(k.targets[i])]) / z) / 2;
  }
  CHECK(r.loss == Approx(loss).margin(1e-6));
  k.targets = {0, 4};
  CHECK_THROWS_WITH(exercise_cross_entropy(k), Catch::Contains("target"));
  k.targets = {0, 1};
  k.logits[1][0] = 99;
  CHECK_THROWS_WITH(exercise_cross_entropy(k), Catch::Contains("logit"));
}

TEST_CASE("E5b: BatchNorm's hand-written backward equals autograd through elementary ops on a 4x3 batch", "[lesson][exercises]") {
  const BatchnormBackward r = exercise_batchnorm_backward({kKnobSeed});
  REQUIRE(r.dx_hand.size() == 4);
  REQUIRE(r.dx_hand[0].size() == 3);
  // float32: both are ~1e-7 relative from the exact value; the gradients are O(1)
  CHECK(r.max_abs_diff < 1e-5);
  CHECK(r.max_abs_diff == Approx(0).margin(kDoubleBuild ? 1e-12 : 1e-5));
  for (std::size_t j = 0; j < 3; ++j) {
    double dbeta = 0, dx_sum = 0;
    for (std::size_t i = 0; i < 4; ++i) dbeta += r.dy[i][j], dx_sum += r.dx_hand[i][j];
    CHECK(r.dbeta_hand[j] == Approx(dbeta).margin(1e-5));  // dβ = Σ dy over the batch
    CHECK(dx_sum == Approx(0).margin(1e-5));               // dx sums to 0 down a column: μ moves with x
  }
  // a different seed, different numbers: the check is not of one fixed example
  CHECK(exercise_batchnorm_backward({1}).x[0][0] != r.x[0][0]);
}
