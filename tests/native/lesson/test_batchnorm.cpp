// lesson/test_batchnorm.cpp — sections 5.6–5.9 and 5.15 (lesson/batchnorm.hpp): the 5.7
// pipeline against PyTorch (lesson_ref.txt, and model_ref.txt's bn_stages from the lecture's
// modules), the running statistics, train vs eval and the refused single example, the spurious
// bias, eps, the linear collapse; the section entry on a small list; knobs out of range.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "../fixtures.hpp"
#include "lesson/batchnorm.hpp"
#include "lesson/common.hpp"
#include "model/mlp.hpp"

using namespace mm::lesson;
using namespace mm::test;

TEST_CASE("5.7 the BatchNorm pipeline matches PyTorch", "[lesson][init]") {
  const BNForward b = bn_forward(shipped_split());
  const auto& r = lesson_ref("bn_forward");  // hpreact mean, std; xhat mean, std; tanh mean, std
  check_rel("hpreact mean", b.hpreact.mean, r[0], kInitRel);
  check_rel("hpreact std", b.hpreact.std, r[1], kInitRel);
  check_rel("xhat std", b.xhat.std, r[3], kInitRel);
  check_rel("tanh std", b.tanh.std, r[5], kInitRel);
  // Means that are ~0 have no relative scale: 1e-5 absolute is float rounding of 100k values.
  check_abs("xhat mean", b.xhat.mean, r[2], 1e-5);
  check_abs("tanh mean", b.tanh.mean, r[4], 1e-5);
  CHECK(b.scaled.mean == Approx(b.xhat.mean).margin(1e-12));  // gamma 1, beta 0
}

TEST_CASE("5.7 the pipeline of build_model(BN, bad init 3) matches PyTorch's module on the probe", "[lesson][init]") {
  // MLP(model_config(ModelSpec{n_hidden 100, n_layer 2, BN, bad_init 3, no fix})) on the 1000-row probe batch
  // (tests/reference/model_ref.txt, bn_stages; model_ref.py builds it with the lecture's modules).
  // Tolerance 1e-5 relative on the wide pre-activations, 1e-5 absolute on the normalised and
  // tanh stages (their means are ~0: float sums of 100000 values in another order).
  BNForwardOptions o;  // n_hidden 100, bad_init 3, 1000 rows, the lecture's seed
  const BNForward r = bn_forward(shipped_split(), o);
  const auto w = mm::test::model_ref_nums("bn_stages");
  const mm::lesson::Stage* stages[4] = {&r.hpreact, &r.xhat, &r.scaled, &r.tanh};
  REQUIRE(r.batch_var.size() == 100);  // one statistic per neuron of the first Linear
  // the model the pipeline runs on: its BatchNorm is layer 1, with fresh buffers
  ModelSpec spec{o.n_embd, o.n_hidden, 2, mm::Norm::Batch, mm::recipe::kTanhGain, o.bad_init, false, o.seed};
  mm::MLP m(model_config(shipped_split(), spec));
  CHECK(batchnorm_layers(m).at(0) == m.layers[1].get());
  CHECK(r.hpreact.name == "hpreact");
  CHECK(stages[0]->mean == Approx(w[0]).epsilon(1e-5));
  CHECK(stages[0]->std == Approx(w[1]).epsilon(1e-5));
  CHECK(stages[1]->mean == Approx(w[2]).margin(1e-5));
  CHECK(stages[1]->std == Approx(w[3]).margin(1e-5));
  // gamma = 1, beta = 0 at init: scale/shift changes nothing
  CHECK(stages[2]->mean == Approx(stages[1]->mean).margin(1e-9));
  CHECK(stages[2]->std == Approx(stages[1]->std).margin(1e-9));
  CHECK(stages[3]->mean == Approx(w[4]).margin(1e-5));
  CHECK(stages[3]->std == Approx(w[5]).margin(1e-5));
  double var_sum = 0;
  for (double v : r.batch_var) var_sum += v;
  CHECK(var_sum == Approx(mm::test::model_ref_nums("bn_stages/batch_var_sum")[0]).epsilon(1e-5));
  auto* bn = batchnorm_layers(m).at(0);
  CHECK(std::vector<double>(bn->running_mean.begin(), bn->running_mean.end()) == std::vector<double>(100, 0.0));  // fresh buffers
  CHECK(std::vector<double>(bn->running_var.begin(), bn->running_var.end()) == std::vector<double>(100, 1.0));
  o.probe_rows = 1;  // a training-mode BatchNorm needs at least 2 rows
  CHECK_THROWS_WITH(bn_forward(shipped_split(), o), Catch::Contains("at least 2 for batch statistics"));
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
  // one example alone in train mode: refused, as a batch of 1 (code and parameter, no English)
  CHECK(rs.single_example.code == "bn_batch");
  CHECK(rs.single_example.keys == std::vector<std::string>{"batch"});
  CHECK(rs.single_example.values == std::vector<std::string>{"1"});
  ro.momentum = 0;
  const RunningStats frozen = running_stats(small_split(), ro);
  CHECK(frozen.running_mean[0].back() == 0.0);
  CHECK(frozen.running_var[0].back() == 1.0);

  const SpuriousBias sb = spurious_bias(shipped_split());
  // In exact arithmetic both are 0: the bias is subtracted again with the batch mean. Float
  // rounding leaves ~1e-8 against a weight gradient of ~0.4, and ~1e-6 in outputs of ~4.
  CHECK(sb.bias_grad_norm < 1e-5 * sb.weight_grad_norm);
  CHECK(sb.output_max_diff < 1e-4 * sb.output_max_abs);

  const EpsilonDemo e = epsilon_demo(1e-5, 8);
  CHECK(e.nonfinite_with_eps == 0);
  CHECK(e.nonfinite_without_eps == 8);  // the constant column: 0 / sqrt(0) on every row
  for (double v : e.column) CHECK(v == 0.0);

  const LinearCollapse c = linear_collapse(shipped_split());
  CHECK(c.shape == std::vector<int>{30, 27});
  CHECK(c.max_abs_diff_linear < 1e-5 * c.output_max_abs);  // one matrix, up to float rounding
  CHECK(c.max_abs_diff_tanh > 0.1 * c.output_max_abs);     // a nonlinearity breaks the collapse
}

TEST_CASE("5.9 the bias before BatchNorm over SGD steps: its gradient stays at rounding and b1 stays put, without BN it learns",
          "[lesson][batchnorm][bias]") {
  const BiasWatch w = bias_watch(shipped_split());
  REQUIRE(w.steps == 30);
  CHECK(w.batch_size == 32);
  CHECK(w.lr == 0.1);
  REQUIRE(w.with_bn.bias_grad.size() == 30);
  REQUIRE(w.without_bn.bias_grad.size() == 30);
  CHECK(w.with_bn.batchnorm);
  CHECK_FALSE(w.without_bn.batchnorm);
  for (std::size_t s = 0; s < 30; ++s) {
    // closed form: BN's backward gives dL/dh columns that sum to 0 (the batch mean is subtracted),
    // and dL/db1 is that column sum; float rounding leaves ~1e-8 against ||dL/dW1|| ~ 0.1-1
    CHECK(w.with_bn.bias_grad[s] < 1e-5 * w.with_bn.weight_grad[s]);
    CHECK(w.with_bn.weight_grad[s] > 1e-3);
    CHECK(w.with_bn.bias_drift[s] < 1e-6);  // b1 never leaves its initial value
    // without BN the same bias has a gradient of the weight's order and moves
    CHECK(w.without_bn.bias_grad[s] > 1e-2 * w.without_bn.weight_grad[s]);
    CHECK(std::isfinite(w.with_bn.loss[s]));
    CHECK(std::isfinite(w.without_bn.loss[s]));
  }
  CHECK(w.without_bn.bias_drift.back() > 1e-2);
  for (const BiasRun* r : {&w.with_bn, &w.without_bn}) {  // the extremes the tab's sentence reads
    CHECK(r->bias_grad_max == *std::max_element(r->bias_grad.begin(), r->bias_grad.end()));
    CHECK(r->bias_grad_min == *std::min_element(r->bias_grad.begin(), r->bias_grad.end()));
    CHECK(r->weight_grad_max == *std::max_element(r->weight_grad.begin(), r->weight_grad.end()));
    CHECK(r->weight_grad_min == *std::min_element(r->weight_grad.begin(), r->weight_grad.end()));
  }
  CHECK(w.without_bn.bias_drift.back() > 1e4 * w.with_bn.bias_drift.back());
  // both runs learn: the last batches' loss is below the first's
  CHECK(w.with_bn.loss.back() < w.with_bn.loss.front());
  CHECK(w.without_bn.loss.back() < w.without_bn.loss.front());
  // the same initial weights and batches: the seed decides, and a repeat is exact
  const BiasWatch again = bias_watch(shipped_split());
  CHECK(again.without_bn.bias_grad == w.without_bn.bias_grad);
  BiasWatchOptions o;
  o.steps = 0;
  CHECK(refusal_of([&] { bias_watch(shipped_split(), o); }).param("name") == "steps");
  o.steps = 5, o.batch_size = 1;
  CHECK(refusal_of([&] { bias_watch(shipped_split(), o); }).param("name") == "batch_size");
}

TEST_CASE("5.15 the collapse on one example: without tanh the stack's outputs are the one matrix's, with tanh they are not",
          "[lesson][batchnorm][collapse]") {
  const LinearCollapse c = linear_collapse(shipped_split());
  REQUIRE(c.example_direct.size() == 27);
  REQUIRE(c.example_linear.size() == 27);
  REQUIRE(c.example_tanh.size() == 27);
  double lin = 0, nonlin = 0;
  for (std::size_t v = 0; v < 27; ++v) {
    lin = std::max(lin, std::abs(c.example_linear[v] - c.example_direct[v]));
    nonlin = std::max(nonlin, std::abs(c.example_tanh[v] - c.example_direct[v]));
  }
  CHECK(lin < 1e-4);
  CHECK(lin <= c.max_abs_diff_linear);
  CHECK(nonlin > 0.1);
  CHECK(nonlin <= c.max_abs_diff_tanh);
  CHECK(c.max_abs_diff_linear < 1e-4);
  CHECK(c.max_abs_diff_tanh > 0.1);
}

TEST_CASE("compute_batchnorm: every figure of the tab with the knobs echoed", "[lesson][batchnorm]") {
  BatchnormKnobs k;
  k.steps = 20;
  k.momentum = 0.5;
  const BatchnormResult r = compute_batchnorm(small_split(), k);
  CHECK(r.steps == 20);
  CHECK(r.momentum == 0.5);
  CHECK(r.bad_init == 3);
  CHECK(r.running.running_mean.at(0).size() == 20);
  CHECK(r.pipeline.batch_var.size() == 100);
  CHECK(r.eps.nonfinite_with_eps == 0);
  CHECK(r.collapse.n_layer == 6);
  CHECK(r.bias_watch.with_bn.bias_grad.size() == 30);
  CHECK(r.lecture.momentum_loop == mm::recipe::kBnMomentumLoop);
  k.momentum = 2;
  CHECK(mm::test::refusal_of([&] { compute_batchnorm(small_split(), k); }).param("name") == "bn_momentum");
}

TEST_CASE("compute_batchnorm: eps, gamma and beta reach the pipeline and the eps demo", "[lesson][batchnorm]") {
  BatchnormKnobs k;
  k.steps = 10;
  k.gamma = 2;
  k.beta = 0.5;
  k.eps = 1e-2;
  const BatchnormResult r = compute_batchnorm(small_split(), k);
  CHECK(r.gamma == 2);
  CHECK(r.beta == 0.5);
  CHECK(r.eps.eps == 1e-2);
  CHECK(r.pipeline.scaled.mean == Approx(2 * r.pipeline.xhat.mean + 0.5).margin(1e-4));
  CHECK(r.pipeline.scaled.std == Approx(2 * r.pipeline.xhat.std).epsilon(1e-4));
  k.eps = 0;
  CHECK(mm::test::refusal_of([&] { compute_batchnorm(small_split(), k); }).param("name") == "eps");
  k.eps = 1e-5;
  k.gamma = 1000;
  CHECK(mm::test::refusal_of([&] { compute_batchnorm(small_split(), k); }).param("name") == "gamma");
}

TEST_CASE("5.7-5.9 knobs out of range throw a message naming the knob", "[lesson][errors]") {
  const auto& data = small_split();
  BNForwardOptions bo;
  bo.probe_rows = 0;
  CHECK_THROWS_WITH(bn_forward(data, bo), Catch::Contains("probe rows"));
  CHECK_THROWS_WITH(epsilon_demo(0), Catch::Contains("eps"));
  RunningStatsOptions ro;
  ro.neurons = 1000;
  CHECK_THROWS_WITH(running_stats(data, ro), Catch::Contains("neurons"));
}

TEST_CASE("the lecture's printed momenta are the text's literals, not the recipe's defaults", "[lesson][batchnorm]") {
  // 5.8: bnmean_running = 0.999 * bnmean_running + 0.001 * bnmeani; the text's BatchNorm1d, momentum=0.1.
  // A recipe with another momentum changes the models, never what the lecture printed.
  const BatchnormLecture l = batchnorm_lecture();
  CHECK(l.momentum_loop == 0.001);
  CHECK(l.momentum_module == 0.1);
  CHECK(l.hpreact_mean == -0.33);
  CHECK(l.hpreact_std == 4.99);
  CHECK(l.xhat_std == 1.0);
  CHECK(l.tanh_std == 0.63);
}
