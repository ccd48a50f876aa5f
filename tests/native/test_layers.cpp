// test_layers.cpp — the nn/ layers: finite-difference checks of every layer ([gradcheck],
// tolerances in gradcheck.hpp), BatchNorm's running statistics against a hand computation,
// train/eval behaviour and its errors, torch.nn's attribute names and parameters(), the
// lecture's Linear init and PyTorch fixtures (tests/reference/ops_ref.txt) for BatchNorm1d and
// LayerNorm. Leaves out: the model and training loop (their own tests).
#include <catch2/catch.hpp>

#include <cmath>
#include <memory>

#include <xtensor/xview.hpp>

#include "gradcheck.hpp"
#include "nn/batchnorm.hpp"
#include "nn/embedding.hpp"
#include "nn/layernorm.hpp"
#include "nn/linear.hpp"
#include "nn/module.hpp"

using namespace mm;
using nn::Variance;
using test::gradcheck;
using test::randn_t;

namespace {

// Parameters of a layer, set to random values so gamma != 1 and beta != 0 are exercised.
void randomize(const std::vector<Var>& ps, std::uint32_t seed) {
  for (const auto& p : ps) p->data = randn_t(shape_of(p->data), seed++, 0.5, 1.0);
}

std::vector<Var> with(Var x, const std::vector<Var>& ps) {
  std::vector<Var> all{std::move(x)};
  all.insert(all.end(), ps.begin(), ps.end());
  return all;
}

}  // namespace

// ---------------------------------------------------------------- finite differences

TEST_CASE("gradcheck: Linear with and without bias", "[layers][gradcheck]") {
  Generator gen(7);
  Var x = param(randn_t({5, 4}, 1));  // [B=5, fan_in=4]
  for (bool bias : {true, false}) {
    INFO("bias " << bias);
    nn::Linear lin(4, 3, gen, bias);
    randomize(lin.parameters(), 2);
    gradcheck([&] { return lin.forward(x); }, with(x, lin.parameters()));
  }
}

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

TEST_CASE("gradcheck: LayerNorm with and without affine", "[layers][gradcheck]") {
  Var x = param(randn_t({3, 5}, 7, /*scale=*/2.0));  // [B=3, D=5]
  nn::LayerNorm ln(5);
  randomize(ln.parameters(), 8);
  gradcheck([&] { return ln.forward(x); }, with(x, ln.parameters()));
  nn::LayerNorm plain(5, 1e-5, /*elementwise_affine=*/false);
  gradcheck([&] { return plain.forward(x); }, {x});
}

TEST_CASE("gradcheck: Tanh, Embedding, Sequential, Residual, PostNorm", "[layers][gradcheck]") {
  Generator gen(9);
  Var x = param(randn_t({4, 3}, 10));  // [B=4, D=3]
  SECTION("Tanh") {
    nn::Tanh t;
    gradcheck([&] { return t.forward(x); }, {x});
  }
  SECTION("Embedding: repeated rows, [B,T] -> [B,T*E]") {
    nn::Embedding emb(5, 2, gen);  // [V=5, E=2]
    const std::vector<std::int32_t> idx = {1, 4, 1, 0, 1, 3};  // B=2, T=3
    REQUIRE(shape_of(emb.forward(idx, 2, 3)->data) == Shape{2, 6});
    gradcheck([&] { return emb.forward(idx, 2, 3); }, emb.parameters());
  }
  SECTION("Sequential: Linear -> BatchNorm1d -> Tanh -> Linear") {
    nn::Sequential seq({std::make_shared<nn::Linear>(3, 6, gen, false), std::make_shared<nn::BatchNorm1d>(6),
                        std::make_shared<nn::Tanh>(), std::make_shared<nn::Linear>(6, 2, gen)});
    randomize(seq.parameters(), 11);
    gradcheck([&] { return seq.forward(x); }, with(x, seq.parameters()));
  }
  SECTION("Residual: x + tanh(Linear(x))") {
    auto f = std::make_shared<nn::Sequential>(
        std::vector<nn::ModulePtr>{std::make_shared<nn::Linear>(3, 3, gen), std::make_shared<nn::Tanh>()});
    nn::Residual res(f);
    randomize(res.parameters(), 12);
    gradcheck([&] { return res.forward(x); }, with(x, res.parameters()));
  }
  SECTION("PostNorm: LayerNorm(x + tanh(Linear(x)))") {
    auto f = std::make_shared<nn::Sequential>(
        std::vector<nn::ModulePtr>{std::make_shared<nn::Linear>(3, 3, gen), std::make_shared<nn::Tanh>()});
    nn::PostNorm block(f, 3);
    randomize(block.parameters(), 13);
    gradcheck([&] { return block.forward(x); }, with(x, block.parameters()));
  }
}

// ---------------------------------------------------------------- BatchNorm running statistics

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
      for (std::uint32_t step = 0; step < 2; ++step) {  // two steps: the EMA compounds
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

TEST_CASE("BatchNorm1d: a train-mode batch of 1 throws; track_running_stats=false freezes the stats",
          "[layers]") {
  for (Variance v : {Variance::Unbiased, Variance::Biased}) {
    nn::BatchNorm1d bn(3, 1e-5, 0.1, true, v);
    CHECK_THROWS_WITH(bn.forward(leaf(randn_t({1, 3}, 40))),
                      Catch::Contains("BatchNorm1d") && Catch::Contains("at least 2 rows"));
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

// ---------------------------------------------------------------- torch.nn vocabulary

TEST_CASE("layers reject inputs of the wrong rank or width with a message", "[layers]") {
  Generator gen(3);
  nn::Linear lin(4, 3, gen);
  CHECK_THROWS_WITH(lin.forward(leaf(randn_t({2, 5}, 43))), Catch::Contains("linear"));
  nn::LayerNorm ln(4), plain(4, 1e-5, false);
  CHECK_THROWS_WITH(ln.forward(leaf(randn_t({2, 5}, 44))), Catch::Contains("[B,4]"));
  CHECK_THROWS_WITH(ln.forward(leaf(randn_t({4}, 45))), Catch::Contains("2-d"));
  CHECK_THROWS_WITH(plain.forward(leaf(randn_t({}, 46))), Catch::Contains("2-d"));
  nn::BatchNorm1d bn(4);
  CHECK_THROWS_WITH(bn.forward(leaf(randn_t({4}, 47))), Catch::Contains("[B,4]"));
  nn::Embedding emb(5, 2, gen);
  CHECK_THROWS_WITH(emb.forward({1, 2, 3}, 2, 3), Catch::Contains("B*T"));
  CHECK_THROWS_WITH(emb.forward({1, 5}, 1, 2), Catch::Contains("index 5"));
}

TEST_CASE("layers carry torch.nn's attribute names, defaults and parameters()", "[layers]") {
  Generator gen(1);
  nn::Linear lin(4, 3, gen);
  CHECK(shape_of(lin.weight->data) == Shape{4, 3});  // [fan_in, fan_out], the lecture's layout
  CHECK(shape_of(lin.bias->data) == Shape{3});
  CHECK(xt::all(xt::equal(lin.bias->data, Scalar(0))));
  CHECK(lin.parameters().size() == 2);
  CHECK(lin.parameters()[0] == lin.weight);
  CHECK(nn::Linear(4, 3, gen, /*bias=*/false).parameters().size() == 1);

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

  nn::LayerNorm ln(5);
  CHECK(ln.parameters() == std::vector<Var>{ln.weight, ln.bias});
  CHECK(nn::LayerNorm(5, 1e-5, false).parameters().empty());
  CHECK(nn::Tanh().parameters().empty());

  auto seq = std::make_shared<nn::Sequential>(std::vector<nn::ModulePtr>{
      std::make_shared<nn::Linear>(4, 5, gen, false), std::make_shared<nn::BatchNorm1d>(5), std::make_shared<nn::Tanh>()});
  CHECK(seq->parameters().size() == 3);  // W, gamma, beta
  nn::PostNorm block(seq, 5);
  CHECK(block.parameters().size() == 5);  // + LayerNorm's weight and bias
  CHECK(nn::Residual(seq).parameters().size() == 3);
  block.eval();  // recursive, like torch's module.eval()
  CHECK_FALSE(seq->layers[1]->training);
  CHECK_FALSE(block.norm->training);
  block.train();
  CHECK(seq->layers[1]->training);
}

TEST_CASE("Linear init matches torch.randn(fan_in, fan_out) / sqrt(fan_in) * gain, seed 2147483647",
          "[layers][reference]") {
  // Two layers from one generator, in order: the second only matches if the first drew exactly
  // fan_in*fan_out normals and the bias drew nothing. The generator reproduces torch's randn to
  // 1-2 float ulps; one more rounding for the division: 1e-6 relative covers 8 ulps.
  Generator gen(2147483647);
  nn::Linear l1(30, 100, gen, true, 5.0 / 3.0);
  nn::Linear l2(100, 27, gen, false);
  const auto& fx = test::ops_fixture();
  test::require_close(l1.weight->data, fx.tensor("init.w1"), 1e-6, 1e-7, "init.w1");
  test::require_close(l2.weight->data, fx.tensor("init.w2"), 1e-6, 1e-7, "init.w2");
  CHECK_THROWS_WITH(nn::Linear(0, 3, gen), Catch::Contains("fan_in"));
}

// ---------------------------------------------------------------- PyTorch reference

namespace {

// Forward case.x through layer, compare case.out; backward case.R, compare case.dx and, if the
// layer has affine parameters, case.dweight/case.dbias.
void check_layer(nn::Module& layer, const std::string& name, const Var& weight, const Var& bias) {
  const auto& fx = test::ops_fixture();
  Var x = param(fx.tensor(name + ".x"));
  Var y = layer.forward(x);
  test::require_close(y->data, fx.tensor(name + ".out"), test::kRefRtol, test::kRefAtol, name + ".out");
  backward(sum_all(mul(y, leaf(fx.tensor(name + ".R")))));
  test::require_close(x->grad, fx.tensor(name + ".dx"), test::kRefRtol, test::kRefAtol, name + ".dx");
  if (weight) test::require_close(weight->grad, fx.tensor(name + ".dweight"), test::kRefRtol, test::kRefAtol, name + ".dweight");
  if (bias) test::require_close(bias->grad, fx.tensor(name + ".dbias"), test::kRefRtol, test::kRefAtol, name + ".dbias");
}

}  // namespace

TEST_CASE("BatchNorm1d (biased, torch.nn) matches PyTorch in train and eval", "[layers][reference]") {
  const auto& fx = test::ops_fixture();
  nn::BatchNorm1d bn(4, 1e-5, 0.1, true, Variance::Biased);
  bn.weight->data = fx.tensor("bn_train.weight");
  bn.bias->data = fx.tensor("bn_train.bias");
  check_layer(bn, "bn_train", bn.weight, bn.bias);
  test::require_close(bn.running_mean, fx.tensor("bn_train.running_mean"), test::kRefRtol, test::kRefAtol, "running_mean");
  test::require_close(bn.running_var, fx.tensor("bn_train.running_var"), test::kRefRtol, test::kRefAtol, "running_var");
  bn.weight->grad = Tensor();
  bn.bias->grad = Tensor();
  bn.eval();
  check_layer(bn, "bn_eval", bn.weight, bn.bias);
}

TEST_CASE("BatchNorm1d (unbiased, the lecture's module) matches its PyTorch code, momentum 0.001",
          "[layers][reference]") {
  const auto& fx = test::ops_fixture();
  nn::BatchNorm1d bn(4, 1e-5, /*momentum=*/0.001, true, Variance::Unbiased);
  bn.weight->data = fx.tensor("bn_lecture.weight");
  bn.bias->data = fx.tensor("bn_lecture.bias");
  check_layer(bn, "bn_lecture", bn.weight, bn.bias);
  test::require_close(bn.running_mean, fx.tensor("bn_lecture.running_mean"), test::kRefRtol, test::kRefAtol, "running_mean");
  test::require_close(bn.running_var, fx.tensor("bn_lecture.running_var"), test::kRefRtol, test::kRefAtol, "running_var");
}

TEST_CASE("LayerNorm matches PyTorch, with and without affine", "[layers][reference]") {
  const auto& fx = test::ops_fixture();
  nn::LayerNorm ln(5);
  ln.weight->data = fx.tensor("ln.weight");
  ln.bias->data = fx.tensor("ln.bias");
  check_layer(ln, "ln", ln.weight, ln.bias);
  nn::LayerNorm plain(5, 1e-5, false);
  check_layer(plain, "ln_plain", nullptr, nullptr);
}

TEST_CASE("the 003 lesson's rows: LayerNorm ignores the batch, BatchNorm does not", "[layers][reference]") {
  const auto& fx = test::ops_fixture();
  const Tensor rows = fx.tensor("lesson.rows");  // [3,4]; row 0 is [1,5,-2,3]
  nn::LayerNorm ln(4, 1e-5, false);
  test::require_close(ln.forward(leaf(rows))->data, fx.tensor("lesson.ln"), test::kRefRtol, test::kRefAtol, "lesson.ln");
  Tensor alone = xt::view(rows, xt::range(0, 1), xt::all());  // [1,4]
  Tensor in_batch = xt::view(ln.forward(leaf(rows))->data, xt::range(0, 1), xt::all());
  test::require_close(ln.forward(leaf(alone))->data, in_batch, 0, 0, "row 0 alone vs in its batch");
  nn::BatchNorm1d bn(4, 1e-5, 0.1, true, Variance::Biased);
  test::require_close(bn.forward(leaf(rows))->data, fx.tensor("lesson.bn"), test::kRefRtol, test::kRefAtol, "lesson.bn");
}
