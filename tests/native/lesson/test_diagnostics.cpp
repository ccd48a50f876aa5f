// lesson/test_diagnostics.cpp — sections 5.13–5.14 (lesson/diagnostics.hpp): the four scenarios
// cut to 200 steps against PyTorch (lesson_ref.txt), and at the lecture's 20000 steps
// (lesson_full_ref.txt, tagged [full]: about 30 s, the native build only), ScenarioRun's streaming
// contract and its loss curve, the update:data summary, the section entry and the runs keeping
// their split alive; knobs out of range.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "../fixtures.hpp"
#include "lesson/common.hpp"
#include "lesson/diagnostics.hpp"
#include "stats.hpp"

using namespace mm::lesson;
using namespace mm::test;

TEST_CASE("5.13-5.14 the four scenarios cut to 200 steps match PyTorch", "[lesson][scenario]") {
  REQUIRE(static_cast<long>(lesson_ref("scenario_steps")[0]) == 200);
  std::map<std::string, ScenarioResult> res;
  std::map<std::string, std::vector<double>> losses;
  for (ScenarioOptions o : lecture_scenarios(200)) {
    // The train-split loss is the same evaluate() as the dev loss on 8x the rows (3 s per run):
    // the dev loss checks that path, the suite stays fast.
    o.evaluate_train = false;
    ScenarioRun run(borrowed(shipped_split()), o);
    run.advance(200);
    losses[o.name] = run.losses();
    res[o.name] = run.finish();
  }
  // Three runs are well conditioned: measured 1.5e-7 relative per-step loss after 200 steps, 1e-4
  // leaves room for another summation order. Gradient stds (1e-3) and the log10 update ratios
  // (1e-3 absolute) are derived numbers of the same runs.
  for (const char* name : {"no_bn_kaiming", "bn_kaiming", "bn_bad_init"}) {
    const std::string key = std::string("scenarios.") + name;
    check_rel(key + ".losses", std::vector<double>(losses[name].begin(), losses[name].end()), lesson_ref(key + ".losses"), 1e-4);
    check_rel(key + ".dev", res[name].dev, lesson_ref(key + ".train_dev")[1], 1e-4);
    CHECK_FALSE(res[name].diverged);
    CHECK(std::isnan(res[name].train));  // not evaluated, and says so
  }
  // no BN + bad init x5 is chaotic (docs/lesson.md: "changing only the BLAS library moves its dev
  // loss by about 0.01"): saturated tanh units amplify last-bit differences, measured 1e-3 relative by step 10
  // and up to 0.025 in the loss after 200 steps. Step 1 (before any update) must agree to float
  // rounding; the final dev loss only to 0.1, i.e. "it trained like PyTorch's, on the same scale".
  const auto& nb = lesson_ref("scenarios.no_bn_bad_init.losses");
  check_rel("no_bn_bad_init step 1", losses["no_bn_bad_init"].front(), nb.front(), 1e-5);
  check_abs("no_bn_bad_init dev", res["no_bn_bad_init"].dev, lesson_ref("scenarios.no_bn_bad_init.train_dev")[1], 0.1);

  check_rel("grad_std.no_bn", res["no_bn_kaiming"].grad_std, lesson_ref("grad_std.no_bn"), 1e-3);
  check_rel("grad_std.bn", res["bn_kaiming"].grad_std, lesson_ref("grad_std.bn"), 1e-3);
  check_rel("grad_spread.no_bn", res["no_bn_kaiming"].grad_spread, lesson_ref("grad_spread.no_bn")[0], 1e-3);
  check_rel("grad_spread.bn", res["bn_kaiming"].grad_spread, lesson_ref("grad_spread.bn")[0], 1e-3);
  CHECK(res["bn_kaiming"].grad_spread < res["no_bn_kaiming"].grad_spread);  // BN flattens the spread

  const UpdateData& ud = res["bn_kaiming"].update_data;
  REQUIRE(ud.names.size() == 19);  // C, 5 hidden weights, 5 x (gamma, beta), output weight, gamma, beta
  CHECK(ud.window == 200);
  std::vector<double> sorted = ud.per_param_median;
  std::sort(sorted.begin(), sorted.end());
  const auto& mmm = lesson_ref("update_data_log10.median_min_max");
  for (std::size_t i = 0; i < sorted.size(); ++i)
    check_abs("update:data median", sorted[i], lesson_ref("update_data_log10.per_param")[i], 1e-3);
  check_abs("update:data median of medians", ud.median, mmm[0], 1e-3);
  check_abs("update:data min", ud.min, mmm[1], 1e-3);
  check_abs("update:data max", ud.max, mmm[2], 1e-3);
}

TEST_CASE("ScenarioRun streams in chunks, stops early and probes without side effects", "[lesson][scenario]") {
  ScenarioOptions o = lecture_scenarios(30)[1];  // bn_kaiming, 30 steps
  ScenarioRun whole(borrowed(small_split()), o);
  CHECK(whole.advance(1000).size() == 30);  // never past options().steps
  CHECK(whole.done());
  CHECK(whole.advance(5).empty());

  ScenarioRun chunked(borrowed(small_split()), o);
  std::vector<double> streamed;
  while (!chunked.done())
    for (double v : chunked.advance(7)) streamed.push_back(v);
  REQUIRE(streamed.size() == 30);
  for (std::size_t i = 0; i < 30; ++i) CHECK(streamed[i] == Approx(whole.losses()[i]).epsilon(0));  // same steps, same numbers

  // finish() twice gives the same figures: the probe moved no running statistic and no parameter.
  const ScenarioResult a = chunked.finish();
  const ScenarioResult b = chunked.finish();
  CHECK(a.train == b.train);
  CHECK(a.dev == b.dev);
  REQUIRE(a.grad_std.size() == 6);
  for (std::size_t i = 0; i < 6; ++i) CHECK(a.grad_std[i] == b.grad_std[i]);
  CHECK(a.update_data.series.size() == 19);
  CHECK(a.update_data.series_steps.front() == 1);

  // the 5.13 panels after training differ from those at initialisation, and leave no trace
  ScenarioRun fresh(borrowed(small_split()), o);
  const auto init = fresh.panels(20);
  const auto trained = chunked.panels(20);
  REQUIRE(init.tanh.size() == 5);
  REQUIRE(trained.weights.size() == 7);
  CHECK(trained.tanh[0].std != init.tanh[0].std);
  CHECK(chunked.finish().dev == a.dev);

  int calls = 0;  // a callback that cancels after the first chunk
  const ScenarioResult stopped = run_scenario(
      borrowed(small_split()), o, [&](const ScenarioRun&) { return ++calls < 1; }, 10);
  CHECK(calls == 1);
  CHECK(stopped.steps == 10);
  CHECK(std::isfinite(stopped.dev));
}

TEST_CASE("ScenarioRun::curve: the bucket means of the losses, whole buckets until the run is done", "[lesson][scenario]") {
  ScenarioOptions o = lecture_scenarios(10)[0];  // no_bn_kaiming, 10 steps
  ScenarioRun run(borrowed(small_split()), o);
  run.advance(7);
  const LossCurve a = run.curve(0, 3);  // steps 1-3 and 4-6; step 7 waits for its bucket
  CHECK(a.steps == std::vector<long>{3, 6});
  CHECK(a.next == 6);
  const std::vector<double>& l = run.losses();
  REQUIRE(a.means.size() == 2);
  CHECK(a.means[0] == mm::stats::mean(std::vector<double>(l.begin(), l.begin() + 3)));
  CHECK(a.means[1] == mm::stats::mean(std::vector<double>(l.begin() + 3, l.begin() + 6)));
  run.advance(3);
  REQUIRE(run.done());
  const LossCurve b = run.curve(a.next, 3);  // steps 7-9, then step 10 alone: the run is over
  CHECK(b.steps == std::vector<long>{9, 10});
  CHECK(b.next == 10);
  CHECK(b.means[1] == l[9]);
  CHECK(run.curve(b.next, 3).steps.empty());
  CHECK_THROWS_WITH(run.curve(11, 3), Catch::Contains("curve from"));
  CHECK_THROWS_WITH(run.curve(0, 0), Catch::Contains("bucket"));
}

TEST_CASE("update:data summary: medians over the window, steps without an update left out", "[lesson][scenario]") {
  const float ninf = -INFINITY;
  const std::vector<std::vector<float>> ud = {{-3, -2, -1, -9}, {ninf, -4, -2, -9}, {ninf, ninf, ninf, ninf}};
  const UpdateData u = summarize_update_ratios(ud, {"a", "b", "c"}, /*window=*/3, /*max_points=*/2);
  CHECK(u.window == 3);
  REQUIRE(u.per_param_median.size() == 3);
  CHECK(u.per_param_median[0] == -2.0);  // median of -3, -2, -1 (step 4 is outside the window)
  CHECK(u.per_param_median[1] == -3.0);  // mean of the middle two of -4, -2
  CHECK(u.per_param_median[2] == kNoUpdate);
  CHECK(u.median == -2.5);  // over the two updated parameters
  CHECK(u.min == -3.0);
  CHECK(u.max == -2.0);
  CHECK(u.series_steps == std::vector<long>{1, 3});
  CHECK(u.series[2][0] == kNoUpdate);
}

TEST_CASE("compute_diagnostics: the four runs in the lecture's order, the lecture's values along", "[lesson][scenario]") {
  DiagnosticsKnobs k;
  k.steps = 15;
  int chunks = 0;
  const DiagnosticsResult r = compute_diagnostics(
      small_split(), k, [&](const ScenarioRun&) { return ++chunks > 0; }, 10);
  REQUIRE(r.scenarios.size() == 4);
  CHECK(r.scenarios[0].name == "no_bn_kaiming");
  CHECK(r.scenarios[3].name == "no_bn_bad_init");
  for (const auto& s : r.scenarios) CHECK(s.steps == 15);
  CHECK(chunks == 8);  // two chunks (10 + 5 steps) per run
  CHECK(r.lecture.dev.size() == 4);
  CHECK(scenarios_of(k)[2].bad_init == 5.0);
}

TEST_CASE("a ScenarioRun keeps its split alive", "[lesson][scenario]") {
  auto data = std::make_shared<const mm::Split>(small_split());
  ScenarioRun run(data, lecture_scenarios(5)[1]);
  data.reset();  // the run holds the only reference now
  CHECK(run.advance(5).size() == 5);
  CHECK(std::isfinite(run.finish().dev));
  CHECK(run.name() == "bn_kaiming");
}

TEST_CASE("5.13 knobs out of range throw a message naming the knob", "[lesson][errors]") {
  const auto data = borrowed(small_split());
  ScenarioOptions o;
  o.steps = 0;
  CHECK_THROWS_WITH(ScenarioRun(data, o), Catch::Contains("steps"));
  o = lecture_scenarios(5)[0];
  ScenarioRun run(data, o);
  CHECK_THROWS_WITH(run.advance(-1), Catch::Contains("advance steps"));
}

// ---- the lecture's 20000 steps (tests/reference/lesson_full_ref.py) ---------------------------
namespace {

std::vector<double> F(const std::string& key) { return ref_nums("lesson_full_ref", 1, key); }

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
    const ScenarioResult r = run_scenario(borrowed(shipped_split()), o);
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
