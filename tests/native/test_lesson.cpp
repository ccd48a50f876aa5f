// test_lesson.cpp — every lesson figure (native/lesson) against PyTorch running the same recipe on
// public/names.txt (tests/reference/lesson_ref.txt, written by tests/reference/lesson_ref.py):
// initialisation figures to float tolerance, 200-step training runs to a looser one; plus the
// lesson's claims as sanity checks, ScenarioRun's streaming contract and the knobs' error messages.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <string>
#include <vector>

#include "data/vocab.hpp"
#include "fixtures.hpp"
#include "lesson/lesson.hpp"

using namespace mm::lesson;

namespace {

const std::string kRoot = MM_SOURCE_DIR;

// One line of lesson_ref.txt.
std::vector<double> R(const std::string& key) { return mm_test::ref_nums("lesson_ref", 1, key); }

const mm::Split& names_split() {
  static const mm::Split s = mm::split_data(mm::load_names(kRoot + "/public/names.txt"), 3);
  return s;
}

// A few hundred names: enough for the behaviour tests, fast to evaluate.
const mm::Split& small_split() {
  static const mm::Split s = [] {
    auto words = mm::load_names(kRoot + "/public/names.txt");
    words.resize(600);
    return mm::split_data(words, 3);
  }();
  return s;
}

void check_rel(const std::string& what, double ours, double theirs, double rel) {
  INFO(what << ": ours " << ours << ", PyTorch " << theirs << ", relative tolerance " << rel);
  CHECK(std::abs(ours - theirs) <= rel * std::abs(theirs));
}

void check_rel(const std::string& what, const std::vector<double>& ours, const std::vector<double>& theirs, double rel) {
  REQUIRE(ours.size() == theirs.size());
  for (std::size_t i = 0; i < ours.size(); ++i) check_rel(what + "[" + std::to_string(i) + "]", ours[i], theirs[i], rel);
}

void check_abs(const std::string& what, double ours, double theirs, double tol) {
  INFO(what << ": ours " << ours << ", PyTorch " << theirs << ", absolute tolerance " << tol);
  CHECK(std::abs(ours - theirs) <= tol);
}

// Initialisation figures: one forward of float32 values whose only difference from PyTorch is the
// summation order of the matmuls and reductions (and the last bit of tanhf). Measured up to 8e-6
// relative (the residual stack at depth 50 compounds 50 layers of it); 1e-4 leaves 10x margin.
constexpr double kInitRel = 1e-4;

}  // namespace

TEST_CASE("5.3 starting loss and the 200-step hockey stick match PyTorch", "[lesson][init]") {
  const StartingLoss s = starting_loss(names_split());
  check_rel("starting_loss.no_fix", s.no_fix, R("starting_loss.no_fix")[0], kInitRel);
  check_rel("starting_loss.fix", s.fix, R("starting_loss.fix")[0], kInitRel);
  CHECK(s.log_vocab == Approx(std::log(27.0)).epsilon(1e-12));
  // The claims: the fix lands on ln 27; without it the loss is ~8x higher.
  CHECK(std::abs(s.fix - s.log_vocab) < 0.05);
  CHECK(s.no_fix > 5 * s.fix);
  // SGD curves drift apart from PyTorch's as float summation order differs step after step. The
  // fixed run is smooth (measured 2e-7 relative after 200 steps: 1e-4). The unfixed one starts
  // with saturated tanh units whose 1 - tanh^2 amplifies the last bit of each activation
  // (measured 9.4e-4 relative): 1e-2.
  check_rel("hockey.fix", s.hockey_fix, R("hockey.fix"), 1e-4);
  check_rel("hockey.no_fix", s.hockey_no_fix, R("hockey.no_fix"), 1e-2);
  CHECK(s.diverged_step_fix == 0);
  CHECK(s.diverged_step_no_fix == 0);
}

TEST_CASE("5.4 saturation and dead neurons match PyTorch", "[lesson][init]") {
  const Saturation s = saturation(names_split());
  // One of the 200,000 values crossing 0.97 moves the share by 0.0005 points: 0.01 allows a
  // handful of such rounding flips, no more.
  check_abs("saturation_pct.bad_init", s.bad_init_pct, R("saturation_pct.bad_init")[0], 0.01);
  check_abs("saturation_pct.kaiming", s.kaiming_pct, R("saturation_pct.kaiming")[0], 0.01);
  CHECK(s.bad_init_pct > 3 * s.kaiming_pct);  // the lesson's claim: bad init saturates
  int counted = 0;
  for (double c : s.bad_init_hist.counts) counted += static_cast<int>(c);
  CHECK(counted == 1000 * 200);  // every tanh output lies in [-1, 1] and lands in a bin

  const mm::DeadNeurons d = dead_neurons(names_split());
  CHECK(d.rows == 24);
  CHECK(d.cols == 100);
  CHECK(d.abs_h.size() == 24 * 100);
  const auto& idx = R("dead_neurons.indices");
  REQUIRE(d.dead.size() == static_cast<std::size_t>(R("dead_neurons.count")[0]));  // exact: a dead neuron is far from 0.97
  for (std::size_t i = 0; i < idx.size(); ++i) CHECK(d.dead[i] == static_cast<int>(idx[i]));
}

TEST_CASE("5.5 per-layer tanh std and 5.7 the BatchNorm pipeline match PyTorch", "[lesson][init]") {
  const ActivationStats a = activation_std(names_split());
  check_rel("activation_std.naive", a.naive.std, R("activation_std.naive"), kInitRel);
  check_rel("activation_std.kaiming", a.kaiming.std, R("activation_std.kaiming"), kInitRel);
  CHECK(a.naive.std.back() < 0.6 * a.naive.std.front());      // naive: the signal fades
  CHECK(a.kaiming.std.back() > 0.8 * a.kaiming.std.front());  // Kaiming: it holds
  REQUIRE(a.kaiming.hist.size() == 5);

  const BNForward b = bn_forward(names_split());
  const auto& r = R("bn_forward");  // hpreact mean, std; xhat mean, std; tanh mean, std
  check_rel("hpreact mean", b.hpreact.mean, r[0], kInitRel);
  check_rel("hpreact std", b.hpreact.std, r[1], kInitRel);
  check_rel("xhat std", b.xhat.std, r[3], kInitRel);
  check_rel("tanh std", b.tanh.std, r[5], kInitRel);
  // Means that are ~0 have no relative scale: 1e-5 absolute is float rounding of 100k values.
  check_abs("xhat mean", b.xhat.mean, r[2], 1e-5);
  check_abs("tanh mean", b.tanh.mean, r[4], 1e-5);
  CHECK(b.scaled.mean == Approx(b.xhat.mean).margin(1e-12));  // gamma 1, beta 0
}

TEST_CASE("000 residual gradient norms and post-norm norms match PyTorch", "[lesson][residual]") {
  for (int depth : {5, 20, 50}) {
    const ResidualDepth d = residual_grad_norm(depth);
    const auto& r = R("residual_grad_norm." + std::to_string(depth));
    check_rel("plain@" + std::to_string(depth), d.plain, r[0], kInitRel);
    check_rel("residual@" + std::to_string(depth), d.residual, r[1], kInitRel);
  }
  const ResidualDepth deep = residual_grad_norm(50);
  CHECK(deep.plain < 1e-4);     // the claim: without the identity path the gradient collapses
  CHECK(deep.residual > 10.0);  // with it the gradient stays large

  const std::vector<double> norms = post_norm_norms();
  REQUIRE(norms.size() == 51);
  check_rel("post_norm_norms", norms, R("post_norm_norms"), kInitRel);
  // LayerNorm resets the scale: ||y|| = sqrt(16) up to eps (1e-5 in var + 1e-5 shrinks it by ~1e-5).
  for (std::size_t i = 1; i < norms.size(); ++i) CHECK(std::abs(norms[i] - 4.0) < 1e-3);
}

TEST_CASE("000 LayerNorm: a row's output does not depend on its batch", "[lesson][residual]") {
  const LayerNormBatch l = layernorm_batch_independence();
  REQUIRE(l.row0_alone.size() == 8);
  // Same row, same arithmetic in both cases: only float rounding may differ.
  CHECK(l.max_abs_diff < 1e-6);
  double mean = 0;
  for (double v : l.row0_alone) mean += v / 8;
  CHECK(std::abs(mean) < 1e-5);
}

TEST_CASE("5.13-5.14 the four scenarios cut to 200 steps match PyTorch", "[lesson][scenario]") {
  REQUIRE(static_cast<long>(R("scenario_steps")[0]) == 200);
  std::map<std::string, ScenarioResult> res;
  std::map<std::string, std::vector<double>> losses;
  for (ScenarioOptions o : lecture_scenarios(200)) {
    // The train-split loss is the same evaluate() as the dev loss on 8x the rows (3 s per run):
    // the dev loss checks that path, the suite stays fast.
    o.evaluate_train = false;
    ScenarioRun run(names_split(), o);
    run.advance(200);
    losses[o.name] = run.losses();
    res[o.name] = run.finish();
  }
  // Three runs are well conditioned: measured 1.5e-7 relative per-step loss after 200 steps, 1e-4
  // leaves room for another summation order. Gradient stds (1e-3) and the log10 update ratios
  // (1e-3 absolute) are derived numbers of the same runs.
  for (const char* name : {"no_bn_kaiming", "bn_kaiming", "bn_bad_init"}) {
    const std::string key = std::string("scenarios.") + name;
    check_rel(key + ".losses", std::vector<double>(losses[name].begin(), losses[name].end()), R(key + ".losses"), 1e-4);
    check_rel(key + ".dev", res[name].dev, R(key + ".train_dev")[1], 1e-4);
    CHECK_FALSE(res[name].diverged);
    CHECK(std::isnan(res[name].train));  // not evaluated, and says so
  }
  // no BN + bad init x5 is chaotic (LESSON.md: "changing only the BLAS moves its dev loss by
  // ~0.01"): saturated tanh units amplify last-bit differences, measured 1e-3 relative by step 10
  // and up to 0.025 in the loss after 200 steps. Step 1 (before any update) must agree to float
  // rounding; the final dev loss only to 0.1, i.e. "it trained like PyTorch's, on the same scale".
  const auto& nb = R("scenarios.no_bn_bad_init.losses");
  check_rel("no_bn_bad_init step 1", losses["no_bn_bad_init"].front(), nb.front(), 1e-5);
  check_abs("no_bn_bad_init dev", res["no_bn_bad_init"].dev, R("scenarios.no_bn_bad_init.train_dev")[1], 0.1);

  check_rel("grad_std.no_bn", res["no_bn_kaiming"].grad_std, R("grad_std.no_bn"), 1e-3);
  check_rel("grad_std.bn", res["bn_kaiming"].grad_std, R("grad_std.bn"), 1e-3);
  check_rel("grad_spread.no_bn", res["no_bn_kaiming"].grad_spread, R("grad_spread.no_bn")[0], 1e-3);
  check_rel("grad_spread.bn", res["bn_kaiming"].grad_spread, R("grad_spread.bn")[0], 1e-3);
  CHECK(res["bn_kaiming"].grad_spread < res["no_bn_kaiming"].grad_spread);  // BN flattens the spread

  const UpdateData& ud = res["bn_kaiming"].update_data;
  REQUIRE(ud.names.size() == 19);  // C, 5 hidden weights, 5 x (gamma, beta), output weight, gamma, beta
  CHECK(ud.window == 200);
  std::vector<double> sorted = ud.per_param_median;
  std::sort(sorted.begin(), sorted.end());
  const auto& mmm = R("update_data_log10.median_min_max");
  for (std::size_t i = 0; i < sorted.size(); ++i) check_abs("update:data median", sorted[i], R("update_data_log10.per_param")[i], 1e-3);
  check_abs("update:data median of medians", ud.median, mmm[0], 1e-3);
  check_abs("update:data min", ud.min, mmm[1], 1e-3);
  check_abs("update:data max", ud.max, mmm[2], 1e-3);
}

TEST_CASE("ScenarioRun streams in chunks, stops early and probes without side effects", "[lesson][scenario]") {
  ScenarioOptions o = lecture_scenarios(30)[1];  // bn_kaiming, 30 steps
  ScenarioRun whole(small_split(), o);
  CHECK(whole.advance(1000).size() == 30);  // never past options().steps
  CHECK(whole.done());
  CHECK(whole.advance(5).empty());

  ScenarioRun chunked(small_split(), o);
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

  int calls = 0;  // a callback that cancels after the first chunk
  const ScenarioResult stopped = run_scenario(small_split(), o, [&](const ScenarioRun&) { return ++calls < 1; }, 10);
  CHECK(calls == 1);
  CHECK(stopped.steps == 10);
  CHECK(std::isfinite(stopped.dev));
}

TEST_CASE("5.8 running statistics, 5.9 spurious bias and epsilon, 5.15 linear collapse", "[lesson][batchnorm]") {
  RunningStatsOptions ro;
  ro.steps = 60;
  const RunningStats rs = running_stats(small_split(), ro);
  REQUIRE(rs.running_mean.size() == 4);
  REQUIRE(rs.running_mean[0].size() == 60);
  // momentum 0.1 over 60 steps: the EMA has forgotten its start (0.9^60 = 0.2%) and sits within
  // the batch-to-batch noise of the full-split mean.
  for (std::size_t j = 0; j < 4; ++j) CHECK(std::abs(rs.running_mean[j].back() - rs.true_mean[j]) < 0.5 * std::sqrt(rs.true_var[j]));
  CHECK(rs.train_eval_max_diff > 1e-4);  // train mode mixes in the batch, eval mode does not
  CHECK(rs.single_example_train.find("batch of 1") != std::string::npos);
  ro.momentum = 0;
  const RunningStats frozen = running_stats(small_split(), ro);
  CHECK(frozen.running_mean[0].back() == 0.0);
  CHECK(frozen.running_var[0].back() == 1.0);

  const SpuriousBias sb = spurious_bias(names_split());
  // In exact arithmetic both are 0: the bias is subtracted again with the batch mean. Float
  // rounding leaves ~1e-8 against a weight gradient of ~0.4, and ~1e-6 in outputs of ~4.
  CHECK(sb.bias_grad_norm < 1e-5 * sb.weight_grad_norm);
  CHECK(sb.output_max_diff < 1e-4 * sb.output_max_abs);

  const EpsilonDemo e = epsilon_demo(1e-5, 8);
  CHECK(e.nonfinite_with_eps == 0);
  CHECK(e.nonfinite_without_eps == 8);  // the constant column: 0 / sqrt(0) on every row
  for (double v : e.column) CHECK(v == 0.0);

  const LinearCollapse c = linear_collapse(names_split());
  CHECK(c.shape == std::vector<int>{30, 27});
  CHECK(c.max_abs_diff_linear < 1e-5 * c.output_max_abs);  // one matrix, up to float rounding
  CHECK(c.max_abs_diff_tanh > 0.1 * c.output_max_abs);     // a nonlinearity breaks the collapse
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

TEST_CASE("lesson knobs out of range throw a message naming the knob", "[lesson][errors]") {
  const auto& data = small_split();
  StartingLossOptions so;
  so.steps = -1;
  CHECK_THROWS_WITH(starting_loss(data, so), Catch::Contains("steps"));
  SaturationOptions sa;
  sa.threshold = 1.5;
  CHECK_THROWS_WITH(saturation(data, sa), Catch::Contains("threshold"));
  sa = {};
  sa.bad_init = -1;
  CHECK_THROWS_WITH(saturation(data, sa), Catch::Contains("bad_init"));
  BNForwardOptions bo;
  bo.probe_rows = 0;
  CHECK_THROWS_WITH(bn_forward(data, bo), Catch::Contains("probe rows"));
  CHECK_THROWS_WITH(residual_grad_norm(0), Catch::Contains("depth"));
  CHECK_THROWS_WITH(post_norm_norms(50, 0), Catch::Contains("width"));
  CHECK_THROWS_WITH(epsilon_demo(0), Catch::Contains("eps"));
  ScenarioOptions o;
  o.steps = 0;
  CHECK_THROWS_WITH(ScenarioRun(data, o), Catch::Contains("steps"));
  o = lecture_scenarios(5)[0];
  ScenarioRun run(data, o);
  CHECK_THROWS_WITH(run.advance(-1), Catch::Contains("advance steps"));
  RunningStatsOptions ro;
  ro.neurons = 1000;
  CHECK_THROWS_WITH(running_stats(data, ro), Catch::Contains("neurons"));
  mm::Split empty;
  CHECK_THROWS_WITH(saturation(empty), Catch::Contains("empty"));
}
