// test_batchnorm.cpp — nn::BatchNorm1d: finite-difference checks (train with both variances,
// eval), the running statistics against a hand computation, train/eval behaviour and its
// refusals, torch.nn's attribute names, and PyTorch fixtures (tests/reference/ops_ref.txt) for
// torch.nn's module and the lecture's own. Leaves out: the lesson's pipeline (lesson/test_batchnorm.cpp).
#include <catch2/catch.hpp>

#include <cmath>

#include "gradcheck.hpp"
#include "nn/batchnorm.hpp"

using namespace mm;
using nn::Variance;
using namespace mm::test;

TEST_CASE("gradcheck: BatchNorm1d train (both variances) and eval", "[layers][gradcheck]") {
  Var x = param(randn_t({6, 4}, 3, /*scale=*/2.0, /*shift=*/0.5));  // [B=6, D=4]
  for (Variance v : {Variance::Unbiased, Variance::Biased}) {
    INFO((v == Variance::Unbiased ? "unbiased" : "biased"));
    nn::BatchNorm1d bn(4, 1e-5, 0.1, /*affine=*/true, v);
    randomize(bn.parameters(), 4);
    gradcheck([&] { return bn.forward(x); }, with(x, bn.parameters()));
    nn::BatchNorm1d plain(4, 1e-5, 0.1, /*affine=*/false, v);
    gradcheck([&] { return plain.forward(x); }, {x});
    bn.running_mean = randn_t({4}, 5);
    bn.running_var = randn_t({4}, 6, 0.3, 1.5);
    bn.eval();
    gradcheck([&] { return bn.forward(x); }, with(x, bn.parameters()));
  }
}

namespace {

// Column mean and unbiased variance in double: the hand computation the EMA is checked against.
void column_stats(const Tensor& x, std::vector<double>& mean, std::vector<double>& var_unbiased) {
  const std::size_t B = x.shape()[0], D = x.shape()[1];
  mean.assign(D, 0);
  var_unbiased.assign(D, 0);
  for (std::size_t j = 0; j < D; ++j) {
    for (std::size_t i = 0; i < B; ++i) mean[j] += x(i, j);
    mean[j] /= static_cast<double>(B);
    for (std::size_t i = 0; i < B; ++i) var_unbiased[j] += (x(i, j) - mean[j]) * (x(i, j) - mean[j]);
    var_unbiased[j] /= static_cast<double>(B - 1);
  }
}

}  // namespace

TEST_CASE("BatchNorm1d running stats follow the EMA with the unbiased batch variance", "[layers]") {
  // float: the statistics are float sums of 8 terms, ~1e-6 relative; double: rounding only
  const double tol = test::kDoubleBuild ? 1e-12 : 1e-5;
  for (double momentum : {0.1, 0.001})
    for (Variance v : {Variance::Unbiased, Variance::Biased}) {
      INFO("momentum " << momentum << (v == Variance::Biased ? " biased" : " unbiased"));
      nn::BatchNorm1d bn(3, 1e-5, momentum, true, v);
      std::vector<double> rm(3, 0.0), rv(3, 1.0), mean, var_unb;
      for (std::uint32_t step = 0; step < 2; ++step) {    // two steps: the EMA compounds
        Tensor x = randn_t({8, 3}, 20 + step, 3.0, 2.0);  // [B=8, D=3], mean ~2, var ~9
        bn.forward(leaf(x));
        column_stats(x, mean, var_unb);
        for (std::size_t j = 0; j < 3; ++j) {
          rm[j] = (1 - momentum) * rm[j] + momentum * mean[j];
          rv[j] = (1 - momentum) * rv[j] + momentum * var_unb[j];
          CHECK(bn.running_mean(j) == Approx(rm[j]).epsilon(tol).margin(tol));
          CHECK(bn.running_var(j) == Approx(rv[j]).epsilon(tol));
          CHECK(bn.last_mean(j) == Approx(mean[j]).epsilon(tol));
          // last_var is what the forward normalised with: biased (x B-1/B) or unbiased
          const double used = v == Variance::Biased ? var_unb[j] * 7 / 8 : var_unb[j];
          CHECK(bn.last_var(j) == Approx(used).epsilon(tol));
        }
      }
    }
}

TEST_CASE("BatchNorm1d eval normalises with the running stats and leaves them alone", "[layers]") {
  nn::BatchNorm1d bn(3);
  randomize(bn.parameters(), 30);
  bn.running_mean = randn_t({3}, 31);
  bn.running_var = randn_t({3}, 32, 0.2, 2.0);
  const Tensor rm = bn.running_mean, rv = bn.running_var;
  bn.eval();
  CHECK_FALSE(bn.training);
  Tensor x = randn_t({1, 3}, 33);  // a single example is fine in eval mode
  Var y = bn.forward(leaf(x));
  const double tol = test::kDoubleBuild ? 1e-12 : 1e-6;
  for (std::size_t j = 0; j < 3; ++j) {
    const double want = (x(0, j) - rm(j)) / std::sqrt(double(rv(j)) + 1e-5) * bn.weight->data(j) + bn.bias->data(j);
    CHECK(y->data(0, j) == Approx(want).epsilon(tol).margin(tol));
  }
  test::require_close(bn.running_mean, rm, 0, 0, "running_mean after eval");
  test::require_close(bn.running_var, rv, 0, 0, "running_var after eval");
}

TEST_CASE("BatchNorm1d: a train-mode batch of 1 throws — track_running_stats=false freezes the stats", "[layers]") {
  for (Variance v : {Variance::Unbiased, Variance::Biased}) {
    nn::BatchNorm1d bn(3, 1e-5, 0.1, true, v);
    CHECK_THROWS_WITH(bn.forward(leaf(randn_t({1, 3}, 40))), Catch::Contains("BatchNorm1d") && Catch::Contains("at least 2 rows"));
    test::require_close(bn.running_mean, xt::zeros<Scalar>({3}), 0, 0, "running_mean after the throw");
  }
  nn::BatchNorm1d bn(3);
  bn.track_running_stats = false;
  Tensor x = randn_t({5, 3}, 41, 2.0, 1.0);
  Var y = bn.forward(leaf(x));
  test::require_close(bn.running_mean, xt::zeros<Scalar>({3}), 0, 0, "running_mean, frozen");
  test::require_close(bn.running_var, xt::ones<Scalar>({3}), 0, 0, "running_var, frozen");
  // still normalised with the batch statistics: every column has mean 0
  for (std::size_t j = 0; j < 3; ++j) {
    double m = 0;
    for (std::size_t i = 0; i < 5; ++i) m += y->data(i, j);
    CHECK(std::abs(m / 5) < 1e-5);
  }
  CHECK_THROWS_WITH(bn.forward(leaf(randn_t({5, 4}, 42))), Catch::Contains("[B,3]"));
}

TEST_CASE("BatchNorm1d rejects an input of the wrong rank with a message", "[layers]") {
  nn::BatchNorm1d bn(4);
  CHECK_THROWS_WITH(bn.forward(leaf(randn_t({4}, 47))), Catch::Contains("[B,4]"));
}

TEST_CASE("BatchNorm1d: torch.nn's attribute names, defaults and parameters()", "[layers]") {
  nn::BatchNorm1d bn(5);
  CHECK(bn.eps == 1e-5);
  CHECK(bn.momentum == 0.1);
  CHECK(bn.training);
  CHECK(xt::all(xt::equal(bn.weight->data, Scalar(1))));
  CHECK(xt::all(xt::equal(bn.bias->data, Scalar(0))));
  CHECK(xt::all(xt::equal(bn.running_mean, Scalar(0))));
  CHECK(xt::all(xt::equal(bn.running_var, Scalar(1))));
  CHECK(bn.parameters() == std::vector<Var>{bn.weight, bn.bias});  // running stats are not parameters
  CHECK(nn::BatchNorm1d(5, 1e-5, 0.1, /*affine=*/false).parameters().empty());
}

TEST_CASE("BatchNorm1d (biased, torch.nn) matches PyTorch in train and eval", "[layers][reference]") {
  const auto& fx = test::ops_fixture();
  nn::BatchNorm1d bn(4, 1e-5, 0.1, true, Variance::Biased);
  bn.weight->data = fx.tensor("bn_train.weight");
  bn.bias->data = fx.tensor("bn_train.bias");
  test::check_layer(bn, "bn_train", bn.weight, bn.bias);
  test::require_close(bn.running_mean, fx.tensor("bn_train.running_mean"), test::kRefRtol, test::kRefAtol, "running_mean");
  test::require_close(bn.running_var, fx.tensor("bn_train.running_var"), test::kRefRtol, test::kRefAtol, "running_var");
  bn.weight->grad = Tensor();
  bn.bias->grad = Tensor();
  bn.eval();
  test::check_layer(bn, "bn_eval", bn.weight, bn.bias);
}

TEST_CASE("BatchNorm1d (unbiased, the lecture's module) matches its PyTorch code, momentum 0.001", "[layers][reference]") {
  const auto& fx = test::ops_fixture();
  nn::BatchNorm1d bn(4, 1e-5, /*momentum=*/0.001, true, Variance::Unbiased);
  bn.weight->data = fx.tensor("bn_lecture.weight");
  bn.bias->data = fx.tensor("bn_lecture.bias");
  test::check_layer(bn, "bn_lecture", bn.weight, bn.bias);
  test::require_close(bn.running_mean, fx.tensor("bn_lecture.running_mean"), test::kRefRtol, test::kRefAtol, "running_mean");
  test::require_close(bn.running_var, fx.tensor("bn_lecture.running_var"), test::kRefRtol, test::kRefAtol, "running_var");
}
