// test_layernorm.cpp — nn::LayerNorm: the finite-difference check with and without affine,
// torch.nn's attribute names, the messages for a wrong input, PyTorch fixtures
// (tests/reference/ops_ref.txt) and the 003 lesson's rows (LayerNorm ignores the batch, BatchNorm
// does not).
#include <catch2/catch.hpp>

#include <xtensor/xview.hpp>

#include "gradcheck.hpp"
#include "nn/batchnorm.hpp"
#include "nn/layernorm.hpp"

using namespace mm;
using nn::Variance;
using namespace mm::test;

TEST_CASE("gradcheck: LayerNorm with and without affine", "[layers][gradcheck]") {
  Var x = param(randn_t({3, 5}, 7, /*scale=*/2.0));  // [B=3, D=5]
  nn::LayerNorm ln(5);
  randomize(ln.parameters(), 8);
  gradcheck([&] { return ln.forward(x); }, with(x, ln.parameters()));
  nn::LayerNorm plain(5, 1e-5, /*elementwise_affine=*/false);
  gradcheck([&] { return plain.forward(x); }, {x});
}

TEST_CASE("LayerNorm rejects inputs of the wrong rank or width with a message", "[layers]") {
  nn::LayerNorm ln(4), plain(4, 1e-5, false);
  CHECK_THROWS_WITH(ln.forward(leaf(randn_t({2, 5}, 44))), Catch::Contains("[B,4]"));
  CHECK_THROWS_WITH(ln.forward(leaf(randn_t({4}, 45))), Catch::Contains("2-d"));
  CHECK_THROWS_WITH(plain.forward(leaf(randn_t({}, 46))), Catch::Contains("2-d"));
}

TEST_CASE("LayerNorm: torch.nn's attribute names and parameters()", "[layers]") {
  nn::LayerNorm ln(5);
  CHECK(ln.parameters() == std::vector<Var>{ln.weight, ln.bias});
  CHECK(nn::LayerNorm(5, 1e-5, false).parameters().empty());
}

TEST_CASE("LayerNorm matches PyTorch, with and without affine", "[layers][reference]") {
  const auto& fx = test::ops_fixture();
  nn::LayerNorm ln(5);
  ln.weight->data = fx.tensor("ln.weight");
  ln.bias->data = fx.tensor("ln.bias");
  test::check_layer(ln, "ln", ln.weight, ln.bias);
  nn::LayerNorm plain(5, 1e-5, false);
  test::check_layer(plain, "ln_plain", nullptr, nullptr);
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
