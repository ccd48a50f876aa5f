// lesson/test_words.cpp — the one rule behind the page's qualitative words (lesson/words.hpp):
// each verdict at and beside its threshold, undefined for values it cannot judge; and the
// verdicts the residual and BatchNorm sections carry for the settings the page was seen saying
// the wrong word at (residual std 0.5, BatchNorm bad init ×1).
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>

#include "../fixtures.hpp"
#include "lesson/batchnorm.hpp"
#include "lesson/kaiming.hpp"
#include "lesson/residual.hpp"
#include "lesson/words.hpp"

using namespace mm::lesson;
namespace w = mm::lesson::words;

TEST_CASE("words::trend: vanishing below 1/factor, stable within it, growing up to the explode factor, exploding above",
          "[lesson][words]") {
  const double f = w::kTrendFactor, x = w::kExplodeFactor;
  CHECK(w::trend(1.0, 1.0) == "stable");
  CHECK(w::trend(1.0, 0.99 * f) == "stable");
  CHECK(w::trend(1.0, 1.01 * f) == "growing");
  CHECK(w::trend(1.0, 0.99 * x) == "growing");
  CHECK(w::trend(1.0, 1.01 * x) == "exploding");
  CHECK(w::trend(1.0, 1.01 / f) == "stable");
  CHECK(w::trend(1.0, 0.99 / f) == "vanishing");
  CHECK(w::trend(0.505, 1.23e-6) == "vanishing");  // the 000 text's plain stack
  CHECK(w::trend(9.21, 448) == "growing");         // its residual stack: "healthy (even large)" in the text
  CHECK(w::trend(2.63, 91.8) == "growing");        // the plain stack at weight std 0.5
  CHECK(w::trend(4.39, 1.47e6) == "exploding");    // the plain stack at weight std 0.8
  const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
  CHECK(w::trend(nan, 1.0) == "undefined");
  CHECK(w::trend(0.0, 1.0) == "undefined");
  CHECK(w::trend(1.0, -1.0) == "undefined");
  CHECK(w::trend(3.4e-7, 0.0) == "vanishing");  // weight std 0.01: the depth-50 norm underflows to 0
  CHECK(w::trend(1.0, inf) == "exploding");
}

TEST_CASE("words::band: one vocabulary of bands for trend and hold, the outer ones the same for both", "[lesson][words]") {
  const double f = w::kTrendFactor, x = w::kExplodeFactor;
  for (const double inner : {w::kTrendFactor, w::hold_band(1), w::hold_band(10), w::hold_band(49)}) {
    CHECK(w::band(1.0, inner) == w::Band::stable);
    CHECK(w::band(0.99 * inner, inner) == w::Band::stable);
    CHECK(w::band(1.01 / inner, inner) == w::Band::stable);
    CHECK(w::band(0.99 / f, inner) == w::Band::vanishing);
    CHECK(w::band(1.01 * x, inner) == w::Band::exploding);
    CHECK(w::band(1700.0, inner) == w::Band::exploding);  // issue 42: "grows" on one tab, "exploding" on the other
    CHECK(w::band(0.99 * x, inner) == w::Band::growing);
    CHECK(w::band(std::numeric_limits<double>::quiet_NaN(), inner) == w::Band::undefined);
  }
  // nothing fades in trend's bands: below 1 / kTrendFactor it vanishes
  CHECK(w::band(1.01 / f, f) == w::Band::stable);
  CHECK(w::band(0.99 / w::hold_band(10), w::hold_band(10)) == w::Band::fading);
  CHECK(w::band(1.01 * w::hold_band(10), w::hold_band(10)) == w::Band::growing);
  // trend and hold are the band's two wordings: the same band for the same ratio beyond hold's width
  for (const double ratio : {1e-4, 0.05, 0.099, 11.0, 48.6, 999.0, 1001.0, 1700.0, 1e6}) {
    const w::Band b = w::band(ratio, w::kTrendFactor);
    CHECK(w::trend(1.0, ratio) == w::band_name(b));
    CHECK(w::hold(1.0, ratio, 10) == w::band_verb(w::band(ratio, w::hold_band(10))));
    CHECK(w::band(ratio, w::hold_band(10)) == b);  // outside both widths: one band
  }
  CHECK(w::band_name(w::Band::fading) == "fading");
  CHECK(w::band_verb(w::Band::stable) == "holds");
  CHECK(w::band_verb(w::Band::exploding) == "explodes");
  CHECK(w::band_name(w::Band::exploding) == "exploding");
  CHECK(w::band_name(w::Band::undefined) == "undefined");
}

TEST_CASE("words::spread and words::shift of a pre-activation", "[lesson][words]") {
  CHECK(w::spread(5.0) == "wide");
  CHECK(w::spread(w::kWideStd * 1.01) == "wide");
  CHECK(w::spread(w::kWideStd * 0.99) == "healthy");
  CHECK(w::spread(5.0 / 3.0) == "healthy");  // Kaiming's gain for tanh
  CHECK(w::spread(w::kNarrowStd * 1.01) == "healthy");
  CHECK(w::spread(w::kNarrowStd * 0.99) == "narrow");
  CHECK(w::spread(-1.0) == "undefined");
  CHECK(w::spread(std::numeric_limits<double>::quiet_NaN()) == "undefined");
  CHECK(w::shift(0.0) == "centred");
  CHECK(w::shift(-w::kShiftedMean * 0.99) == "centred");
  CHECK(w::shift(-w::kShiftedMean * 1.01) == "shifted");
  CHECK(w::shift(w::kShiftedMean * 1.01) == "shifted");
  CHECK(w::shift(std::numeric_limits<double>::infinity()) == "undefined");
  const w::Thresholds t;
  CHECK(t.explode_factor == w::kExplodeFactor);
  CHECK(t.hold_band == w::kHoldBand);
  CHECK(t.trend_factor == w::kTrendFactor);
  CHECK(t.wide_std == w::kWideStd);
  CHECK(t.shifted_mean == w::kShiftedMean);
}

TEST_CASE("words in the residual section follow its norms", "[lesson][words][residual]") {
  ResidualKnobs k;  // weight std 0.2: the text's stacks
  ResidualResult r = compute_residual(k);
  CHECK(r.plain_trend == "vanishing");   // 0.505 -> 1.23e-6
  CHECK(r.residual_trend == "growing");  // 9.21 -> 448: the text's "healthy (even large)", never "exploding"
  k.weight_std = 0.5;
  r = compute_residual(k);
  REQUIRE(r.depths.back().plain > r.depths.front().plain);  // 2.63 -> 91.8: the gradient grows
  CHECK(r.plain_trend == "growing");
  k.weight_std = 0.8;
  r = compute_residual(k);
  CHECK(r.plain_trend == "exploding");  // 4.39 -> 1.47e6
  k.weight_std = 0.3;
  r = compute_residual(k);
  CHECK(r.plain_trend == "stable");  // 0.840 -> 0.569
  k.weight_std = 2.0;
  r = compute_residual(k);
  CHECK(r.plain_trend == "vanishing");  // 17.9 -> 1.6e-3: large weights saturate tanh
  k.weight_std = 0.01;
  r = compute_residual(k);
  CHECK(r.plain_trend == "vanishing");  // the depth-50 norm underflows to 0
  CHECK(r.residual_trend == "stable");  // tiny sublayers: the identity path alone
  CHECK(r.words.trend_factor == w::kTrendFactor);
}

TEST_CASE("words in the BatchNorm pipeline follow hpreact's mean and std", "[lesson][words][init]") {
  BNForwardOptions o;
  o.bad_init = 1.0;  // Kaiming's gain alone: hpreact std ~5/3
  BNForward b = bn_forward(mm::test::shipped_split(), o);
  CHECK(b.hpreact.std == Approx(5.0 / 3.0).epsilon(0.1));
  CHECK(b.hpreact_spread == "healthy");
  CHECK(b.hpreact_shift == w::shift(b.hpreact.mean));
  CHECK(b.scaled_spread == "healthy");
  CHECK(b.scaled_shift == "centred");
  o.bad_init = 3.0;  // the text's 5.7: std ~5
  b = bn_forward(mm::test::shipped_split(), o);
  CHECK(b.hpreact_spread == "wide");
  CHECK(b.hpreact_shift == "centred");  // mean -0.30: not off by half of tanh's range
  o.beta = 2.0;                         // tanh's input moved by beta
  b = bn_forward(mm::test::shipped_split(), o);
  CHECK(b.scaled_shift == "shifted");
}

TEST_CASE("words::hold: within kHoldBand^sqrt(steps) it holds, else fades or grows, and past trend's bands it vanishes or explodes",
          "[lesson][words]") {
  const double b = w::kHoldBand;
  CHECK(w::hold(0.750, 0.654, 5) == "holds");   // the text's Kaiming stack (5.5)
  CHECK(w::hold(0.617, 0.320, 5) == "fades");   // its naive stack
  CHECK(w::hold(0.850, 1.120, 10) == "holds");  // ReLU at sqrt(2), 12 layers, seed 1 (issue 42: it was "grows")
  CHECK(w::hold(0.941, 3.478, 10) == "grows");  // ReLU at 5/3, 12 layers, seed 0
  CHECK(w::hold(1.0, 1.01 / b, 1) == "holds");
  CHECK(w::hold(1.0, 0.99 / b, 1) == "fades");
  CHECK(w::hold(1.0, 0.99 * b, 1) == "holds");
  CHECK(w::hold(1.0, 1.01 * b, 1) == "grows");
  CHECK(w::hold_band(4) == Approx(b * b));
  CHECK(w::hold(1.0, 0.99 * b * b, 4) == "holds");
  CHECK(w::hold(1.0, 1.01 * b * b, 4) == "grows");
  // the same ratios as trend's: a 1700-fold rise explodes, a fall below a tenth vanishes
  CHECK(w::hold(1.0, 1700.0, 49) == "explodes");
  CHECK(w::trend(1.0, 1700.0) == "exploding");
  CHECK(w::hold(1.0, 0.99 / w::kTrendFactor, 49) == "vanishes");
  CHECK(w::trend(1.0, 0.99 / w::kTrendFactor) == "vanishing");
  CHECK(w::hold(0.0, 1.0, 5) == "undefined");
  CHECK(w::hold(1.0, 1.0, 0) == "undefined");
  CHECK(w::hold(1.0, std::numeric_limits<double>::quiet_NaN(), 5) == "undefined");
}

TEST_CASE("words in the Kaiming section: ReLU at tanh's gain 5/3 grows, at sqrt(2) holds", "[lesson][words][kaiming]") {
  KaimingKnobs k;  // tanh, 5/3, 6 layers: the text's
  KaimingResult r = compute_kaiming(mm::test::shipped_split(), k);
  CHECK(r.kaiming.hold == "holds");
  CHECK(r.naive.hold == "fades");
  CHECK(r.words.hold_band == w::kHoldBand);
  k.act = "relu";
  r = compute_kaiming(mm::test::shipped_split(), k);
  CHECK(r.kaiming.hold == "grows");  // about 1.08 -> 1.86: 5/3 is more than ReLU's sqrt(2)
  k.gain = std::sqrt(2.0);
  r = compute_kaiming(mm::test::shipped_split(), k);
  CHECK(r.kaiming.hold == "holds");
  CHECK(r.naive.hold == "fades");
}

TEST_CASE("words::update_ratio: near -3 within half a decade, else high or low", "[lesson][words]") {
  CHECK(w::update_ratio(-3.0) == "near");
  CHECK(w::update_ratio(-3.0 + 0.99 * w::kUdNear) == "near");
  CHECK(w::update_ratio(-3.0 - 0.99 * w::kUdNear) == "near");
  CHECK(w::update_ratio(-3.0 + 1.01 * w::kUdNear) == "high");
  CHECK(w::update_ratio(-3.0 - 1.01 * w::kUdNear) == "low");
  CHECK(w::update_ratio(-1.34) == "high");  // the BN Kaiming run's median at 500 steps
  CHECK(w::update_ratio(-2.14) == "high");  // the text's own median, just past the band
  CHECK(w::update_ratio(std::numeric_limits<double>::quiet_NaN()) == "undefined");
  CHECK(w::update_ratio(-std::numeric_limits<double>::infinity()) == "undefined");
}
