// test_warnings.cpp — train/warnings: each kind fires on a run built to trigger it, with its
// cause and suggestion, and none fires on the lecture's healthy runs (bn_kaiming, 2000 steps; the
// playground's defaults with its evaluations). The loss thresholds are also checked exactly on a
// made-up loss sequence: a hair below the line nothing, at the line the warning.
#include <catch2/catch.hpp>

#include <cmath>
#include <string>
#include <vector>

#include "fixtures.hpp"
#include "lesson/common.hpp"
#include "lesson/diagnostics.hpp"
#include "lesson/playground.hpp"
#include "train/warnings.hpp"

using namespace mm::test;
using mm::Warning;
using mm::lesson::Playground;
using mm::lesson::PlaygroundConfig;

namespace {

// Every warning of a playground run of `steps` steps, with an evaluation every `every` steps.
std::vector<Warning> run_playground(const mm::facade::Lab& lab, PlaygroundConfig c, int every = 250) {
  Playground pg(lab.split(), c);
  std::vector<Warning> all;
  const auto add = [&all](const std::vector<Warning>& w) { all.insert(all.end(), w.begin(), w.end()); };
  add(pg.evaluate().warnings);
  for (;;) {
    const auto chunk = pg.run(every);
    add(chunk.warnings);
    add(pg.evaluate().warnings);
    if (chunk.done || chunk.diverged) break;
  }
  return all;
}

// The CLI's English of each warning, one per line ("" when there are none).
std::string described(const std::vector<Warning>& all) {
  std::string s;
  for (const auto& w : all) s += mm::describe(w) + "\n";
  return s;
}

const Warning* find(const std::vector<Warning>& all, const std::string& kind) {
  for (const auto& w : all)
    if (w.kind == kind) return &w;
  return nullptr;
}

PlaygroundConfig config(int n_layer, int n_hidden, const char* norm, double lr, int steps) {
  PlaygroundConfig c;
  c.n_layer = n_layer;
  c.n_hidden = n_hidden;
  c.norm = norm;
  c.lr = lr;
  c.steps = steps;
  return c;
}

const mm::facade::Lab& shipped_lab() {
  static const mm::facade::Lab lab(first_names(40000));  // the whole list
  return lab;
}

}  // namespace

TEST_CASE("warnings: none on the lecture's healthy runs", "[train][warnings]") {
  // 5.13's bn_kaiming, 2000 steps: the trainer's checks
  mm::lesson::ScenarioOptions o = mm::lesson::lecture_scenarios(2000)[1];
  REQUIRE(o.name == "bn_kaiming");
  o.evaluate_train = false;
  mm::lesson::ScenarioRun run(mm::lesson::borrowed(shipped_split()), o);
  while (!run.done()) run.advance(500);
  const auto r = run.finish();
  CHECK(r.steps == 2000);
  CHECK(described(r.warnings).empty());
  // the playground's defaults (4 layers, BatchNorm, lr 0.1), with its evaluations: overfitting too
  CHECK(described(run_playground(shipped_lab(), config(4, 100, "batch", 0.1, 2000))).empty());
}

TEST_CASE("warnings: not_learning when the loss stays above ln V after 300 steps", "[train][warnings]") {
  PlaygroundConfig c = config(4, 100, "none", 1e-4, 400);  // a thousandth of the lecture's lr, no output fix
  c.fix_output = false;
  const auto all = run_playground(shipped_lab(), c);
  const Warning* w = find(all, "not_learning");
  REQUIRE(w);
  CHECK(w->step == 300);
  CHECK(w->ref == Approx(std::log(27.0)));
  CHECK(w->value > w->ref);
  CHECK(w->cause == "lr_low");
  CHECK(w->suggestion == "raise_lr");
  CHECK_FALSE(find(all, "loss_rising"));
  CHECK_THAT(mm::describe(*w), Catch::StartsWith("step 300: not learning: the mean loss of the last 100 steps, 3.") &&
                                   Catch::EndsWith("is above ln V = 3.2958, uniform guessing (likely cause: lr_low; try: raise_lr)"));
}

TEST_CASE("warnings: loss_rising and saturated when lr 10 blows up a LayerNorm model", "[train][warnings]") {
  const auto all = run_playground(shipped_lab(), config(4, 100, "layer", 10, 500));
  const Warning* rising = find(all, "loss_rising");
  REQUIRE(rising);
  CHECK(rising->value >= rising->ref + mm::kRiseNats);
  CHECK(rising->cause == "lr_high");
  CHECK(rising->suggestion == "lower_lr");
  const Warning* sat = find(all, "saturated");
  REQUIRE(sat);
  CHECK(sat->layer_type == "Tanh");
  CHECK(sat->value > mm::kSaturatedShare);
  CHECK(sat->step % mm::kSaturationEvery == 0);
  CHECK(sat->cause == "lr_high");
  // and it is worse than guessing: so much that the playground stops it as failed (its loss stays
  // at twice its start) before the 300 steps after which not_learning would be said
  Playground pg(shipped_lab().split(), config(4, 100, "layer", 10, 500));
  const auto chunk = pg.run(500);
  CHECK(chunk.divergence.kind == "loss_stuck");
  CHECK(chunk.failure.loss >= chunk.failure.factor * chunk.failure.ref);
}

TEST_CASE("warnings: frozen when an init of 1e-60 per layer leaves the first layers no gradient", "[train][warnings]") {
  PlaygroundConfig c = config(12, 100, "none", 0.1, 20);
  c.gain = 1e-30;
  c.bad_init = 1e-30;
  const auto all = run_playground(shipped_lab(), c, 20);
  const Warning* w = find(all, "frozen");
  REQUIRE(w);
  CHECK(w->step == mm::kFrozenSteps);
  CHECK(w->param == "C");
  CHECK(w->layer == -1);
  CHECK(w->layer_type == "embedding");
  CHECK(w->value == -INFINITY);
  CHECK(w->cause == "init");
  CHECK(w->suggestion == "kaiming_init");
  bool first_linear = false, output = false;
  for (const auto& x : all) {
    first_linear = first_linear || (x.kind == "frozen" && x.param == "layers.0.weight" && x.layer_type == "Linear");
    output = output || x.param == "layers.22.weight";  // the output layer still learns
  }
  CHECK(first_linear);
  CHECK_FALSE(output);
}

TEST_CASE("warnings: overfitting when a 42-name list meets a 200-wide model", "[train][warnings]") {
  const mm::facade::Lab lab(turkish_names());
  const auto all = run_playground(lab, config(4, 200, "batch", 0.1, 1000));
  const Warning* w = find(all, "overfitting");
  REQUIRE(w);
  CHECK(w->step == 500);  // dev 3.15 at step 250, then up while train falls
  CHECK(w->value >= w->ref + mm::kOverfitDevRise);
  CHECK(w->cause == "small_data");
  CHECK(w->suggestion == "more_data");
  int count = 0;
  for (const auto& x : all) count += x.kind == "overfitting";
  CHECK(count == 1);  // once per run
}

TEST_CASE("warnings: the loss thresholds, exactly", "[train][warnings]") {
  mm::ModelConfig mc;
  mc.n_layer = 2;
  mc.n_hidden = 4;
  const mm::MLP model(mc);
  const mm::RunSettings s = mm::settings_of(model, 0.1, 1000);
  const double ln_v = std::log(27.0);
  // flat at ln V - 0.01 for 299 steps, then at ln V + 0.5 (a late climb)
  const auto feed = [&](double after) {
    mm::WarningMonitor m(model, s);
    std::vector<Warning> got;
    for (long step = 1; step <= 600; ++step) {
      const double loss = step < 300 ? ln_v - 0.01 : after;
      for (auto& w : m.after_step(step, loss, model, {})) got.push_back(w);
    }
    return got;
  };
  CHECK(feed(ln_v - 0.011).empty());
  const auto late = feed(ln_v + 0.5);
  REQUIRE(late.size() == 2);
  CHECK(late[0].kind == "not_learning");  // once the window's mean crosses ln V: 2 high losses of 100
  CHECK(late[0].step == 301);
  CHECK(late[1].kind == "loss_rising");  // once it is 0.5 above its best (ln V - 0.01):
  CHECK(late[1].step == 299 + 99);       // 99 high losses of 100 give +0.5049, 98 give +0.4998
  CHECK(late[1].ref == Approx(ln_v - 0.01));

  mm::OverfitMonitor o(s);
  CHECK(o.add(0, 3.3, 3.3).empty());
  CHECK(o.add(250, 2.5, 2.6).empty());    // the best dev so far, train 2.5 there
  CHECK(o.add(500, 2.44, 2.69).empty());  // dev up 0.09: not yet
  CHECK(o.add(750, 2.46, 2.75).empty());  // train down only 0.04: dev and train may just be noisy
  CHECK(o.add(750, 2.0, 4.0).empty());    // the same step again is not a new point
  const auto w = o.add(1000, 2.44, 2.75);
  REQUIRE(w.size() == 1);
  CHECK(w[0].step == 1000);
  CHECK(w[0].value == 2.75);
  CHECK(w[0].ref == 2.6);
  CHECK(o.add(1250, 2.0, 4.0).empty());  // once
}

TEST_CASE("warnings: a saturated or frozen layer is told to try Kaiming's init only when the init is not already Kaiming's",
          "[train][warnings]") {
  mm::RunSettings s;                     // lr 0.1, BatchNorm, init 5/3 x 1
  s.init_scale = 1.66667 / (5.0 / 3.0);  // the gain as the page keeps it
  CHECK(mm::advise("saturated", s).suggestion == "lower_lr");
  CHECK(mm::advise("frozen", s).suggestion == "lower_lr");
  s.init_scale = 1.5;  // off Kaiming's, but by less than kHighInit: the cause is unclear, the init a real change
  CHECK(mm::advise("saturated", s).cause == "other");
  CHECK(mm::advise("saturated", s).suggestion == "kaiming_init");
  CHECK(mm::advise("not_learning", s).suggestion == "lower_lr");
}
