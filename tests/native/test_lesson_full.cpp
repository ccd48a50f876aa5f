// test_lesson_full.cpp — the 20000-step figures of 5.13–5.14 against PyTorch running the lecture's
// whole recipe on public/names.txt (tests/reference/lesson_full_ref.txt, written by
// tests/reference/lesson_full_ref.py): the four scenarios' train/dev losses, the weight-gradient std
// per Linear layer on the probe and its spread, and the BN-Kaiming run's update:data summary.
// About 30 s of native time: tagged [full], for the native build only.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "fixtures.hpp"
#include "lesson/scenario.hpp"

using namespace mm::lesson;

namespace {

std::vector<double> F(const std::string& key) { return mm_test::ref_nums("lesson_full_ref", 1, key); }

void check_abs(const std::string& what, double ours, double theirs, double tol) {
  INFO(what << ": ours " << ours << ", PyTorch " << theirs << ", absolute tolerance " << tol);
  CHECK(std::abs(ours - theirs) <= tol);
}

void check_rel(const std::string& what, const std::vector<double>& ours, const std::vector<double>& theirs, double rel) {
  REQUIRE(ours.size() == theirs.size());
  for (std::size_t i = 0; i < ours.size(); ++i) {
    INFO(what << "[" << i << "]: ours " << ours[i] << ", PyTorch " << theirs[i] << ", relative tolerance " << rel);
    CHECK(std::abs(ours[i] - theirs[i]) <= rel * std::abs(theirs[i]));
  }
}

}  // namespace

// Tolerances: 20000 float32 SGD steps in another summation order than PyTorch's BLAS. Measured:
// the three well-conditioned runs agree within 1e-5 relative on every figure. Losses within 0.005
// (the text prints 4 decimals; the same runs at lr 0.05 instead of 0.1 end 0.014 to 0.033 away in
// the dev loss), gradient stds, spreads and update:data medians within 1 % (at lr 0.05: spreads 4 %
// to 37 % away, the update:data median 0.05). No BN + bad init x5 is chaotic
// (saturated tanh units amplify last-bit differences, and another BLAS moves it by ~0.01): its
// losses measured 0.008 apart, checked to 0.03. Its gradient figures are not compared: they are one
// probe batch's gradients at the end of a trajectory that has gone elsewhere (measured 2 % to 35 %
// apart per layer, spread 23.7 against PyTorch's 15.4); the fixture keeps PyTorch's for reference.
TEST_CASE("5.13-5.14 the four scenarios at the lecture's 20000 steps match PyTorch", "[lesson][scenario][full]") {
  const long steps = static_cast<long>(F("scenario_steps")[0]);
  REQUIRE(steps == 20000);
  for (ScenarioOptions o : lecture_scenarios(steps)) {
    REQUIRE(o.ud_window == static_cast<long>(F("ud_window")[0]));
    o.track_update_ratio = o.name == "bn_kaiming";  // the only run whose update:data is compared
    const ScenarioResult r = run_scenario(mm_test::shipped_split(), o);
    const std::string key = "scenarios." + o.name;
    REQUIRE_FALSE(r.diverged);
    REQUIRE(r.steps == steps);
    const bool chaotic = o.name == "no_bn_bad_init";
    const double loss_tol = chaotic ? 0.03 : 0.005;
    const auto train_dev = F(key + ".train_dev");
    check_abs(key + " train", r.train, train_dev[0], loss_tol);
    check_abs(key + " dev", r.dev, train_dev[1], loss_tol);
    if (chaotic) continue;
    check_rel(key + ".grad_std", r.grad_std, F(key + ".grad_std"), 0.01);
    check_rel(key + ".grad_spread", {r.grad_spread}, F(key + ".grad_spread"), 0.01);
    if (o.name != "bn_kaiming") continue;
    std::vector<double> medians = r.update_data.per_param_median;  // fixture: sorted
    std::sort(medians.begin(), medians.end());
    check_rel("update_data_log10.per_param", medians, F("update_data_log10.per_param"), 0.01);
    check_rel("update_data_log10.median_min_max", {r.update_data.median, r.update_data.min, r.update_data.max},
              F("update_data_log10.median_min_max"), 0.01);
  }
}
