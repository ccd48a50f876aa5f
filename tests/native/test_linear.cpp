// test_linear.cpp — nn::Linear: the finite-difference check with and without bias, torch.nn's
// attribute names and layout ([fan_in, fan_out], the lecture's), the lecture's init against
// PyTorch (tests/reference/ops_ref.txt), and the message a wrong input width gets.
#include <catch2/catch.hpp>

#include "generator.hpp"
#include "gradcheck.hpp"
#include "nn/linear.hpp"

using namespace mm;
using namespace mm::test;

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

TEST_CASE("Linear: torch.nn's attribute names, defaults and parameters()", "[layers]") {
  Generator gen(1);
  nn::Linear lin(4, 3, gen);
  CHECK(shape_of(lin.weight->data) == Shape{4, 3});  // [fan_in, fan_out], the lecture's layout
  CHECK(shape_of(lin.bias->data) == Shape{3});
  CHECK(xt::all(xt::equal(lin.bias->data, Scalar(0))));
  CHECK(lin.parameters().size() == 2);
  CHECK(lin.parameters()[0] == lin.weight);
  CHECK(nn::Linear(4, 3, gen, /*bias=*/false).parameters().size() == 1);
}

TEST_CASE("Linear rejects an input of the wrong width with a message", "[layers]") {
  Generator gen(3);
  nn::Linear lin(4, 3, gen);
  CHECK_THROWS_WITH(lin.forward(leaf(randn_t({2, 5}, 43))), Catch::Contains("linear"));
}

TEST_CASE("Linear init matches torch.randn(fan_in, fan_out) / sqrt(fan_in) * gain, seed 2147483647", "[layers][reference]") {
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
