// lesson/test_kaiming.cpp — section 5.5 (lesson/kaiming.hpp) against PyTorch (lesson_ref.txt):
// the std of every tanh layer of a 6-layer no-BN stack, naive gain vs Kaiming's 5/3; the section
// entry on a small list; the same stacks with ReLU in place of tanh (gain 1 vs sqrt(2)).
#include <catch2/catch.hpp>

#include <cmath>
#include <string>

#include "../fixtures.hpp"
#include "lesson/kaiming.hpp"
#include "lesson/preview.hpp"

using namespace mm::lesson;
using namespace mm::test;

TEST_CASE("5.5 per-layer tanh std matches PyTorch", "[lesson][init]") {
  const ActivationStats a = activation_std(shipped_split());
  check_rel("activation_std.naive", a.naive.std, lesson_ref("activation_std.naive"), kInitRel);
  check_rel("activation_std.kaiming", a.kaiming.std, lesson_ref("activation_std.kaiming"), kInitRel);
  CHECK(a.naive.std.back() < 0.6 * a.naive.std.front());      // naive: the signal fades
  CHECK(a.kaiming.std.back() > 0.8 * a.kaiming.std.front());  // Kaiming: it holds
  // The saturated share of every tanh layer, in percent as the text's (h.abs() > 0.97).float().mean() * 100.
  // One |h| crossing 0.97 in another rounding moves a layer's share by 100 / 200000 = 0.0005.
  for (const char* key : {"naive", "kaiming"}) {
    const auto& ours = std::string(key) == "naive" ? a.naive.saturated_pct : a.kaiming.saturated_pct;
    const auto want = lesson_ref(std::string("activation_saturation_pct.") + key);
    REQUIRE(ours.size() == want.size());
    for (std::size_t i = 0; i < ours.size(); ++i)
      check_abs(std::string("saturated_pct.") + key + "[" + std::to_string(i) + "]", ours[i], want[i], 0.002);
  }
  REQUIRE(a.kaiming.hist.size() == 5);
}

TEST_CASE("compute_kaiming: one std per tanh layer for each gain, the knob echoed", "[lesson][kaiming]") {
  KaimingKnobs k;
  k.n_layer = 4;
  const KaimingResult r = compute_kaiming(small_split(), k);
  CHECK(r.n_layer == 4);
  CHECK(r.naive.std.size() == 3);
  CHECK(r.kaiming.hist.size() == 3);
  CHECK(r.kaiming.gain == mm::recipe::kTanhGain);
  CHECK(r.lecture.std_kaiming.size() == 2);
  k.n_layer = 13;
  CHECK(mm::test::refusal_of([&] { compute_kaiming(small_split(), k); }).param("name") == "n_layer");
}

TEST_CASE("compute_kaiming: the gain knob sets the second stack's gain, fewer probe rows still measure", "[lesson][kaiming]") {
  KaimingKnobs k;
  k.gain = 1.0;  // the same gain as the naive stack: the same weights, the same stds
  const KaimingResult same = compute_kaiming(small_split(), k);
  CHECK(same.kaiming.gain == 1.0);
  CHECK(same.kaiming.std == same.naive.std);
  k.gain = 3.0;  // too much: the stds grow past Kaiming's
  const KaimingResult big = compute_kaiming(small_split(), k);
  const KaimingResult lecture = compute_kaiming(small_split(), KaimingKnobs{});
  CHECK(big.kaiming.std.back() > lecture.kaiming.std.back());
  k.gain = mm::recipe::kTanhGain;
  k.probe_rows = 100;  // the page's preview during a drag
  const KaimingResult preview = compute_kaiming(small_split(), k);
  REQUIRE(preview.kaiming.std.size() == lecture.kaiming.std.size());
  CHECK(preview.kaiming.std.back() == Approx(lecture.kaiming.std.back()).epsilon(0.2));
  k.gain = 0;
  CHECK(mm::test::refusal_of([&] { compute_kaiming(small_split(), k); }).param("name") == "gain");
  k.gain = 1;
  k.probe_rows = 5;
  CHECK(mm::test::refusal_of([&] { compute_kaiming(small_split(), k); }).param("name") == "probe_rows");
}

TEST_CASE("5.5 ReLU: per-layer std and inactive share match PyTorch, sqrt(2) holds the std", "[lesson][init][relu]") {
  ActivationStatsOptions o;
  o.act = "relu";
  o.kaiming_gain = std::sqrt(2.0);
  const ActivationStats a = activation_std(shipped_split(), o);
  CHECK(a.act == "relu");
  check_rel("activation_std.relu_naive", a.naive.std, lesson_ref("activation_std.relu_naive"), kInitRel);
  check_rel("activation_std.relu_kaiming", a.kaiming.std, lesson_ref("activation_std.relu_kaiming"), kInitRel);
  // gain 1 halves the variance at every ReLU; sqrt(2) gives it back
  CHECK(a.naive.std.back() < 0.4 * a.naive.std.front());
  CHECK(a.kaiming.std.back() > 0.8 * a.kaiming.std.front());
  CHECK(a.kaiming.std.back() < 1.25 * a.kaiming.std.front());
  // the share of outputs exactly 0 (torch: (h == 0).float().mean() * 100); one value in 200000 is 0.0005
  for (const char* key : {"relu_naive", "relu_kaiming"}) {
    const auto& ours = std::string(key) == "relu_naive" ? a.naive.inactive_pct : a.kaiming.inactive_pct;
    const auto want = lesson_ref(std::string("activation_inactive_pct.") + key);
    REQUIRE(ours.size() == want.size());
    for (std::size_t i = 0; i < ours.size(); ++i)
      check_abs(std::string("inactive_pct.") + key + "[" + std::to_string(i) + "]", ours[i], want[i], 0.002);
  }
  CHECK(a.kaiming.saturated_pct.empty());  // no saturation to speak of: ReLU has no flat top
  REQUIRE(a.kaiming.hist.size() == 5);
  // the histograms hold the active outputs: their counts and the inactive share add up to every output
  for (std::size_t i = 0; i < 5; ++i) {
    double active = 0;
    for (double c : a.kaiming.hist[i].counts) active += c;
    CHECK(active + a.kaiming.inactive_pct[i] / 100 * 1000 * 200 == Approx(1000.0 * 200).epsilon(1e-9));
    CHECK(a.kaiming.hist[i].edges.front() == 0);
    CHECK(a.kaiming.hist[i].edges.back() == a.naive.hist[i].edges.back());  // one range for the two stacks
  }
}

TEST_CASE("compute_kaiming: the act knob swaps tanh for ReLU on the same weights, other values refused", "[lesson][kaiming][relu]") {
  KaimingKnobs k;
  const KaimingResult tanh_r = compute_kaiming(small_split(), k);
  CHECK(tanh_r.act == "tanh");
  CHECK(tanh_r.kaiming.inactive_pct.empty());
  CHECK(tanh_r.kaiming.saturated_pct.size() == 5);
  k.act = "relu";
  const KaimingResult relu_r = compute_kaiming(small_split(), k);
  CHECK(relu_r.act == "relu");
  REQUIRE(relu_r.kaiming.std.size() == 5);
  CHECK(relu_r.kaiming.inactive_pct.size() == 5);
  CHECK(relu_r.kaiming.std != tanh_r.kaiming.std);
  // the first layer's pre-activations are the same in both stacks (same draws): the ReLU leaves
  // about half of them at 0
  CHECK(relu_r.kaiming.inactive_pct.front() > 30);
  CHECK(relu_r.kaiming.inactive_pct.front() < 70);
  k.act = "sigmoid";
  const auto ref = mm::test::refusal_of([&] { compute_kaiming(small_split(), k); });
  CHECK(ref.param("name") == "act");
  CHECK(ref.param("got") == "sigmoid");
}

TEST_CASE("compute_kaiming_gain with a GainStack: every move of a drag is the section's stack at that gain, bit for bit",
          "[lesson][kaiming][preview]") {
  // One stack kept across a drag over gains (1 among them: no scaling), then the nonlinearity, the
  // depth and the seed changed under it, and back: each result equals the freshly built section's.
  GainStack stack;
  struct Move {
    double gain;
    const char* act;
    int n_layer;
    double seed;
  };
  const Move moves[] = {{1.3, "tanh", 6, 42},    {0.5, "tanh", 6, 42}, {1.0, "tanh", 6, 42}, {5.0 / 3, "tanh", 6, 42}, {1.3, "relu", 6, 42},
                        {1.4142, "relu", 6, 42}, {1.3, "tanh", 4, 42}, {1.3, "tanh", 4, 7},  {0.5, "tanh", 6, 42}};
  for (const Move& m : moves) {
    KaimingKnobs k;
    k.gain = m.gain, k.act = m.act, k.n_layer = m.n_layer, k.seed = m.seed, k.probe_rows = 200;
    const KaimingResult full = compute_kaiming(small_split(), k);
    const KaimingResult part = compute_kaiming_gain(small_split(), k, stack);
    INFO(m.act << " gain " << m.gain << " layers " << m.n_layer << " seed " << m.seed);
    CHECK(part.kaiming.gain == m.gain);
    CHECK(part.kaiming.std == full.kaiming.std);
    CHECK(part.kaiming.saturated_pct == full.kaiming.saturated_pct);
    CHECK(part.kaiming.inactive_pct == full.kaiming.inactive_pct);
    if (std::string(m.act) == "tanh") {  // ReLU's bins span both stacks' outputs in the section
      REQUIRE(part.kaiming.hist.size() == full.kaiming.hist.size());
      for (std::size_t i = 0; i < part.kaiming.hist.size(); ++i) CHECK(part.kaiming.hist[i].counts == full.kaiming.hist[i].counts);
    }
  }
  // a refused move leaves the kept stack usable
  KaimingKnobs bad;
  bad.n_layer = 99;
  CHECK_THROWS(compute_kaiming_gain(small_split(), bad, stack));
  KaimingKnobs k;
  k.probe_rows = 200;
  CHECK(compute_kaiming_gain(small_split(), k, stack).kaiming.std == compute_kaiming(small_split(), k).kaiming.std);
}

TEST_CASE("compute_kaiming_gain: the slider's preview is the section's own Kaiming stack, for either nonlinearity",
          "[lesson][kaiming][preview]") {
  for (const char* act : {"tanh", "relu"}) {
    KaimingKnobs k;
    k.gain = 1.3, k.probe_rows = 200, k.act = act;
    const KaimingResult full = compute_kaiming(small_split(), k);
    const KaimingResult part = compute_kaiming_gain(small_split(), k);
    INFO(act);
    CHECK(part.act == act);
    CHECK(part.kaiming.std == full.kaiming.std);
    CHECK(part.kaiming.saturated_pct == full.kaiming.saturated_pct);
    CHECK(part.kaiming.inactive_pct == full.kaiming.inactive_pct);
    CHECK(part.naive.std.empty());
  }
}
