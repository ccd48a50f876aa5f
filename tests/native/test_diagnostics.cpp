// test_diagnostics.cpp — train/diagnostics, the 5.4/5.13 probes: tanh and weight-gradient
// statistics against PyTorch (tests/reference/model_ref.txt), saturation and dead neurons on
// hand-built layers, and the promise that a probe leaves the model untouched. BatchNorm's 5.7
// pipeline: lesson/test_batchnorm.cpp; histograms: test_stats.cpp.
#include <catch2/catch.hpp>

#include <cmath>
#include <string>
#include <vector>

#include "data/dataset.hpp"
#include "fixtures.hpp"
#include "stats.hpp"
#include "model/mlp.hpp"
#include "train/diagnostics.hpp"
#include "train/trainer.hpp"

namespace {

using namespace mm::test;

// A 2-layer no-BN model whose first Linear we overwrite: 3 hidden neurons, block_size 1, n_embd 1.
mm::MLP tiny(std::vector<float> w1, std::vector<float> b1) {
  mm::ModelConfig c;
  c.norm = mm::Norm::None;
  c.n_layer = 2;
  c.n_hidden = 3;
  c.n_embd = 1;
  c.block_size = 1;
  mm::MLP m(c);
  m.C.weight->data.fill(0);
  m.C.weight->data(1, 0) = 1;  // character 1 embeds to 1, every other one to 0
  auto* lin = dynamic_cast<mm::nn::Linear*>(m.layers[0].get());
  for (int j = 0; j < 3; ++j) {
    lin->weight->data(0, j) = w1[j];
    lin->bias->data(j) = b1[j];
  }
  return m;
}

bool same(const mm::Tensor& a, const mm::Tensor& b) { return a == b; }

}  // namespace

TEST_CASE("diagnose: tanh and weight-gradient statistics match PyTorch at init", "[diagnostics]") {
  // 32-row probe batch, train mode. Tolerances: activation mean/std 1e-5 absolute and gradient
  // stds 1e-4 relative (float sums in another order, means of values that cancel to ~1e-3 of
  // their size); saturation within one value of 3200 (0.032 points): a tanh within an ulp of
  // 0.97 could fall either side; gradient means are differences of nearly equal sums, so
  // 2e-3 of that layer's gradient std.
  std::vector<std::int32_t> X, Y;
  probe(32, X, Y);
  for (const std::string key : {"none6", "bn6"}) {
    INFO("config " << key);
    mm::ModelConfig c;
    c.norm = key == "bn6" ? mm::Norm::Batch : mm::Norm::None;
    mm::MLP m(c);
    const auto d = mm::diagnose(m, X, Y);
    REQUIRE(d.tanh.size() == 5);
    for (const auto& s : d.tanh) {
      INFO(s.name);
      const auto w = model_ref_nums(key + "/diag/layers." + std::to_string(s.layer));
      CHECK(s.mean == Approx(w[0]).margin(1e-5));
      CHECK(s.std == Approx(w[1]).margin(1e-5));
      CHECK(s.saturation_pct == Approx(w[2]).margin(100.0 / 3200 + 1e-9));
      CHECK(s.grad_mean == Approx(w[3]).margin(2e-3 * w[4]));
      CHECK(s.grad_std == Approx(w[4]).epsilon(1e-4));
      double n = 0;
      for (double k : s.hist.counts) n += k;
      CHECK(n == 3200);  // every tanh value lies in [-1, 1]
    }
    REQUIRE(d.weights.size() == 7);  // C and the 6 Linear weights
    for (const auto& w : d.weights) {
      INFO(w.name);
      const auto r = model_ref_nums(key + "/diag/" + w.name);
      CHECK(w.grad_mean == Approx(r[0]).margin(2e-3 * r[1]));
      CHECK(w.grad_std == Approx(r[1]).epsilon(1e-4));
      CHECK(w.grad_to_data == Approx(r[2]).epsilon(1e-4));
    }
    REQUIRE(d.linear_grad_std.size() == 6);
    double lo = 1e30, hi = 0;
    for (double g : d.linear_grad_std) lo = std::min(lo, g), hi = std::max(hi, g);
    CHECK(d.linear_grad_std_spread == Approx(hi / lo));
  }
}

TEST_CASE("diagnose: saturation of a hand-built layer", "[diagnostics]") {
  // Weights 0 and biases (0, 3, -3): every row gives h = (0, tanh 3, -tanh 3), |tanh 3| = 0.995.
  mm::MLP m = tiny({0, 0, 0}, {0, 3, -3});
  const auto d = mm::diagnose(m, {1, 0, 2, 5}, {});  // forward only: no targets
  REQUIRE(d.tanh.size() == 1);
  const auto& s = d.tanh[0];
  const double t3 = std::tanh(3.0);
  CHECK(s.saturation_pct == Approx(100.0 * 2 / 3));
  CHECK(s.mean == Approx(0).margin(1e-7));
  // unbiased std over 12 values: 4 zeros, 4 x t3, 4 x -t3
  CHECK(s.std == Approx(std::sqrt(8 * t3 * t3 / 11)).epsilon(1e-6));
  CHECK(s.hist.counts.front() == 4);  // -t3 in the first of 50 bins over [-1, 1]
  CHECK(s.hist.counts.back() == 4);
  CHECK(std::isnan(d.loss));
  CHECK(d.weights.empty());
  CHECK(s.grad_hist.counts.empty());
}

TEST_CASE("saturation_map: dead neurons are saturated on every row, and only then", "[diagnostics]") {
  // Neuron 0: tanh(10 x) with x = 1 for character 1, 0 otherwise; neuron 1: tanh(5) always;
  // neuron 2: tanh(0) always.
  mm::MLP m = tiny({10, 0, 0}, {0, 5, 0});
  const auto some = mm::saturation_map(m, {1, 1, 0});
  CHECK(some.rows == 3);
  CHECK(some.cols == 3);
  CHECK(some.dead == std::vector<int>{1});
  CHECK(some.saturated_frac == std::vector<double>{2.0 / 3, 1, 0});
  CHECK(some.saturation_pct == Approx(100.0 * 5 / 9));
  CHECK(some.abs_h[0] == Approx(std::tanh(10.0)));  // row 0, neuron 0
  CHECK(some.abs_h[2 * 3 + 0] == 0);                // row 2, neuron 0
  const auto all = mm::saturation_map(m, {1, 1});
  CHECK(all.dead == std::vector<int>{0, 1});
  CHECK_THROWS_WITH(mm::saturation_map(m, {1}, 1), Catch::Contains("Tanh layer index 1 out of range (the model has 1)"));
}

TEST_CASE("saturation_map counts by the saturated share's rule: |h| > threshold in float, as torch", "[diagnostics][float-only]") {
  // Neuron 1: tanh(5) on every row. A threshold one double below |tanh 5| rounds to it as a
  // float, so torch's (h.abs() > t) and stats::saturated_fraction count nothing there. The case is
  // the float32 core's (the double build compares in double: there the threshold is below |h|).
  mm::MLP m = tiny({0, 0, 0}, {0, 5, -3});
  const float f = mm::saturation_map(m, {1, 0}).abs_h[1];
  const double t = std::nextafter(static_cast<double>(f), 0.0);
  REQUIRE(static_cast<float>(t) == f);
  mm::Tensor h = xt::zeros<mm::Scalar>({3});
  h(0) = 0, h(1) = f, h(2) = f;
  REQUIRE(mm::stats::saturated_fraction(h, t) == 0);
  const auto r = mm::saturation_map(m, {1, 0}, 0, t);
  CHECK(r.saturated_frac == std::vector<double>{0, 0, 0});
  CHECK(r.dead.empty());
  CHECK(r.saturation_pct == 0);
}

TEST_CASE("probes leave running stats, parameters, gradients and mode untouched", "[diagnostics]") {
  mm::MLP m(mm::ModelConfig{});
  mm::TrainConfig tc;
  tc.steps = 3;
  mm::Trainer t(m, shipped_split(), tc);
  for (int s = 0; s < 3; ++s) t.step();  // running stats and gradients now differ from their init
  m.eval();
  std::vector<mm::Tensor> rm, rv, data, grad;
  for (auto& l : m.layers)
    if (auto* bn = dynamic_cast<mm::nn::BatchNorm1d*>(l.get())) rm.push_back(bn->running_mean), rv.push_back(bn->running_var);
  for (auto& p : m.parameters()) data.push_back(p->data), grad.push_back(p->grad);
  std::vector<std::int32_t> X, Y;
  probe(32, X, Y);
  mm::diagnose(m, X, Y);
  mm::saturation_map(m, X);
  CHECK(!m.training());
  std::size_t k = 0;
  for (auto& l : m.layers)
    if (auto* bn = dynamic_cast<mm::nn::BatchNorm1d*>(l.get())) {
      CHECK(same(bn->running_mean, rm[k]));
      CHECK(same(bn->running_var, rv[k]));
      CHECK(bn->track_running_stats);
      ++k;
    }
  const auto ps = m.parameters();
  for (std::size_t i = 0; i < ps.size(); ++i) {
    CHECK(same(ps[i]->data, data[i]));
    CHECK(same(ps[i]->grad, grad[i]));
  }
}

TEST_CASE("diagnose: shared_range puts a panel's gradient histograms on the same bins", "[diagnostics]") {
  std::vector<std::int32_t> X, Y;
  probe(32, X, Y);
  mm::ModelConfig c;
  c.norm = mm::Norm::None;
  mm::MLP m(c);
  const auto own = mm::diagnose(m, X, Y, 40);
  const auto shared = mm::diagnose(m, X, Y, 40, /*train_mode=*/true, /*shared_range=*/true);
  REQUIRE(shared.tanh.size() == 5);
  double widest = 0;  // the largest |dloss/dh| of any layer: the shared range's edge
  for (const auto& s : own.tanh) widest = std::max(widest, s.grad_hist.edges.back());
  for (const auto& s : shared.tanh) {
    INFO(s.name);
    CHECK(s.grad_hist.edges == shared.tanh[0].grad_hist.edges);
    CHECK(s.grad_hist.edges.back() == Approx(widest));
    double n = 0;
    for (double k : s.grad_hist.counts) n += k;
    CHECK(n == 3200);  // every gradient lies inside the widest range
  }
  for (const auto& w : shared.weights) CHECK(w.grad_hist.edges == shared.weights[0].grad_hist.edges);
  // without it each layer spans its own values: the first and last tanh layers differ
  CHECK(own.tanh.front().grad_hist.edges != own.tanh.back().grad_hist.edges);
  // the statistics themselves do not depend on the bins
  for (std::size_t i = 0; i < own.tanh.size(); ++i) CHECK(own.tanh[i].grad_std == shared.tanh[i].grad_std);
}
