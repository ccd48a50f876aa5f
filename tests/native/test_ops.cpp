// test_ops.cpp — every op of ops.hpp: a finite-difference gradient check ([gradcheck], tolerances
// in gradcheck.hpp: tight in the double build, float32-level in the float build), values and
// gradients against PyTorch (tests/reference/ops_ref.txt from ops_ref.py, tolerance kRefRtol),
// and the error each bad shape or index must raise instead of crashing.
// Leaves out: the layers (test_layers.cpp) and the gemm loops themselves (test_kernels.cpp).
#include <catch2/catch.hpp>

#include <cmath>
#include <string>

#include "gradcheck.hpp"

using namespace mm;
using test::gradcheck;
using test::randn_t;

namespace {

using BinaryOp = Var (*)(const Var&, const Var&);

struct NamedOp {
  const char* name;
  BinaryOp fn;
};

// Broadcast shape pairs: [B,D]+[D], [B,1]*[B,D], [D] with [B,D], 0-d with [B,D], 0-d with 0-d,
// [B,1] with [1,D] (both sides expand), and a 3-d case with a [3,1] operand.
const std::vector<std::pair<Shape, Shape>> kBroadcastPairs = {{{4, 3}, {3}},    {{4, 1}, {4, 3}},    {{3}, {4, 3}},
                                                              {{4, 3}, {}},     {{}, {4, 3}},        {{}, {}},
                                                              {{4, 1}, {1, 3}}, {{2, 3, 4}, {3, 1}}, {{4, 3}, {4, 3}}};

std::string shape_name(const Shape& s) {
  std::string r = "[";
  for (std::size_t i = 0; i < s.size(); ++i) r += (i ? "," : "") + std::to_string(s[i]);
  return r + "]";
}

}  // namespace

// ---------------------------------------------------------------- finite differences

TEST_CASE("gradcheck: matmul and linear", "[ops][gradcheck]") {
  Var a = param(randn_t({3, 4}, 1)), b = param(randn_t({4, 5}, 2));  // [3,4] · [4,5]
  gradcheck([&] { return matmul(a, b); }, {a, b});
  Var r = param(randn_t({1, 3}, 3)), c = param(randn_t({3, 1}, 4));  // [1,3] · [3,1] -> [1,1]
  gradcheck([&] { return matmul(r, c); }, {r, c});
  Var x = param(randn_t({5, 3}, 5)), w = param(randn_t({3, 4}, 6)), bias = param(randn_t({4}, 7));
  SECTION("with bias") {
    gradcheck([&] { return linear(x, w, bias); }, {x, w, bias});
  }
  SECTION("without bias") {
    gradcheck([&] { return linear(x, w, nullptr); }, {x, w});
  }
}

TEST_CASE("gradcheck: add/sub/mul/div with broadcasting", "[ops][gradcheck]") {
  const NamedOp ops[] = {{"add", add}, {"sub", sub}, {"mul", mul}, {"div", div}};
  std::uint32_t seed = 10;
  for (const auto& op : ops)
    for (const auto& [sa, sb] : kBroadcastPairs) {
      INFO(op.name << " " << shape_name(sa) << " with " << shape_name(sb));
      Var a = param(randn_t(sa, ++seed));
      // the divisor stays at least 0.5 away from 0 so x ± h never nears the pole
      Var b = param(std::string(op.name) == "div" ? test::randn_away_from_zero(sb, ++seed, 0.5) : randn_t(sb, ++seed));
      gradcheck([&] { return op.fn(a, b); }, {a, b});
    }
}

TEST_CASE("broadcasting ops produce numpy's result shape and values", "[ops]") {
  // exact: one rounding per element, same as the direct expression
  Var a = leaf(randn_t({4, 1}, 20)), b = leaf(randn_t({1, 3}, 21));
  Var s = add(a, b);
  REQUIRE(shape_of(s->data) == Shape{4, 3});
  for (std::size_t i = 0; i < 4; ++i)
    for (std::size_t j = 0; j < 3; ++j) CHECK(s->data(i, j) == a->data(i, 0) + b->data(0, j));
  Var q = div(leaf(randn_t({2, 3, 4}, 22)), leaf(randn_t({3, 1}, 23)));
  CHECK(shape_of(q->data) == Shape{2, 3, 4});
}

TEST_CASE("gradcheck: scalar and unary ops", "[ops][gradcheck]") {
  Var x = param(randn_t({3, 4}, 30));                                   // any sign
  Var pos = param(Tensor(xt::abs(randn_t({3, 4}, 31)) + Scalar(0.5)));  // >= 0.5 for log/sqrt/pow
  Var off0 = param(test::randn_away_from_zero({3, 4}, 32, 0.1));        // relu: kink at 0 avoided
  SECTION("add_scalar") {
    gradcheck([&] { return add_scalar(x, Scalar(2.5)); }, {x});
  }
  SECTION("mul_scalar") {
    gradcheck([&] { return mul_scalar(x, Scalar(-1.5)); }, {x});
  }
  SECTION("neg") {
    gradcheck([&] { return neg(x); }, {x});
  }
  SECTION("pow 2 (any sign)") {
    gradcheck([&] { return pow(x, Scalar(2)); }, {x});
  }
  SECTION("pow 3") {
    gradcheck([&] { return pow(pos, Scalar(3)); }, {pos});
  }
  SECTION("pow 0.5") {
    gradcheck([&] { return pow(pos, Scalar(0.5)); }, {pos});
  }
  SECTION("pow -1.5") {
    gradcheck([&] { return pow(pos, Scalar(-1.5)); }, {pos});
  }
  SECTION("tanh") {
    gradcheck([&] { return tanh(x); }, {x});
  }
  SECTION("relu") {
    gradcheck([&] { return relu(off0); }, {off0});
  }
  SECTION("exp") {
    gradcheck([&] { return exp(x); }, {x});
  }
  SECTION("log") {
    gradcheck([&] { return log(pos); }, {pos});
  }
  SECTION("sqrt") {
    gradcheck([&] { return sqrt(pos); }, {pos});
  }
  SECTION("operators: s - x, x - s, x / s, s * x") {
    gradcheck([&] { return (Scalar(2) - x) * (x - Scalar(1)) + x / Scalar(4) + Scalar(3) * x; }, {x});
  }
}

TEST_CASE("relu passes no gradient at or below 0 (torch's convention at the kink)", "[ops]") {
  Var x = param(Tensor(xt::xtensor<Scalar, 1>({-2, -0.01, 0, 0.01, 2})));
  backward(sum_all(relu(x)));
  test::require_close(x->grad, xt::xtensor<Scalar, 1>({0, 0, 0, 1, 1}), 0, 0, "relu grad");
}

TEST_CASE("gradcheck: sum/mean/var over every axis, keepdim or not", "[ops][gradcheck]") {
  Var x = param(randn_t({2, 3, 4}, 40));  // [2,3,4]
  for (int axis : {0, 1, 2, -1, -2, -3})
    for (bool keep : {false, true}) {
      const std::size_t ax = static_cast<std::size_t>(axis < 0 ? axis + 3 : axis);
      Shape want = {2, 3, 4};
      if (keep)
        want[ax] = 1;
      else
        want.erase(want.begin() + static_cast<long>(ax));
      INFO("axis " << axis << " keepdim " << keep);
      CHECK(shape_of(sum(x, axis, keep)->data) == want);
      CHECK(shape_of(mean(x, axis, keep)->data) == want);
      CHECK(shape_of(var(x, axis, true, keep)->data) == want);
      gradcheck([&] { return sum(x, axis, keep); }, {x});
      gradcheck([&] { return mean(x, axis, keep); }, {x});
      gradcheck([&] { return var(x, axis, /*unbiased=*/true, keep); }, {x});
      gradcheck([&] { return var(x, axis, /*unbiased=*/false, keep); }, {x});
    }
}

TEST_CASE("gradcheck: sum_all, mean_all, reshape", "[ops][gradcheck]") {
  Var x = param(randn_t({2, 3, 4}, 41));
  gradcheck([&] { return sum_all(x); }, {x});
  gradcheck([&] { return mean_all(x); }, {x});
  CHECK(item(mean_all(x)) == Approx(item(sum_all(x)) / 24).epsilon(1e-6));
  gradcheck([&] { return reshape(x, {6, 4}); }, {x});
  gradcheck([&] { return reshape(x, {24}); }, {x});
  // reshape is row-major: element (1,2,3) is flat index 1*12 + 2*4 + 3 = 23
  CHECK(reshape(x, {24})->data(23) == x->data(1, 2, 3));
}

TEST_CASE("gradcheck: concat on each axis", "[ops][gradcheck]") {
  for (int axis : {0, 1, 2, -1}) {
    const std::size_t ax = static_cast<std::size_t>(axis < 0 ? axis + 3 : axis);
    Shape s1 = {2, 3, 4}, s2 = {2, 3, 4}, s3 = {2, 3, 4};
    s1[ax] = 1;
    s3[ax] = 2;
    INFO("axis " << axis);
    Var a = param(randn_t(s1, 50)), b = leaf(randn_t(s2, 51)), c = param(randn_t(s3, 52));  // b is a constant
    Var out = concat({a, b, c}, axis);
    Shape want = {2, 3, 4};
    want[ax] = 1 + want[ax] + 2;
    REQUIRE(shape_of(out->data) == want);
    // along the axis: a's slab at 0, b's from 1, c's from 1 + s2[ax] (exact copies)
    std::vector<std::size_t> at = {1, 2, 3};
    at[ax] = 0;
    CHECK(out->data.element(at.begin(), at.end()) == a->data.element(at.begin(), at.end()));
    at[ax] = 1;
    std::vector<std::size_t> src = at;
    src[ax] = 0;
    CHECK(out->data.element(at.begin(), at.end()) == b->data.element(src.begin(), src.end()));
    at[ax] = 1 + s2[ax] + 1;
    src[ax] = 1;
    CHECK(out->data.element(at.begin(), at.end()) == c->data.element(src.begin(), src.end()));
    gradcheck([&] { return concat({a, b, c}, axis); }, {a, c});
  }
}

TEST_CASE("gradcheck: gather_rows with repeated indices", "[ops][gradcheck]") {
  Var table = param(randn_t({5, 3}, 60));  // [R=5, E=3]
  const std::vector<std::int32_t> idx = {2, 0, 2, 2, 4, 0};
  gradcheck([&] { return gather_rows(table, idx); }, {table});
  // with all-ones upstream each row's gradient counts its uses: row 2 three, rows 1 and 3 none
  table->grad = Tensor();
  backward(sum_all(gather_rows(table, idx)));
  const Scalar uses[5] = {2, 0, 3, 0, 1};
  for (std::size_t r = 0; r < 5; ++r)
    for (std::size_t e = 0; e < 3; ++e) CHECK(table->grad(r, e) == uses[r]);
}

TEST_CASE("gradcheck: cross_entropy", "[ops][gradcheck]") {
  Var logits = param(randn_t({6, 7}, 70, /*scale=*/2.0));  // [B=6, V=7]
  const std::vector<std::int32_t> targets = {0, 6, 3, 3, 1, 5};
  gradcheck([&] { return cross_entropy(logits, targets); }, {logits});
}

TEST_CASE("cross_entropy stays finite and exact for huge logits", "[ops]") {
  // rows [1e4, 0, -1e4]: softmax is exactly one-hot in any precision, so loss and gradient are exact
  Var logits = param(Tensor(xt::xtensor<Scalar, 2>({{1e4, 0, -1e4}, {1e4, 0, -1e4}})));  // [2,3]
  Var loss = cross_entropy(logits, {0, 1});                                              // row 0: -log 1 = 0; row 1: 1e4 - 0
  CHECK(item(loss) == Scalar(5000));
  backward(loss);
  // (softmax - onehot) / B
  const Tensor want = xt::xtensor<Scalar, 2>({{0, 0, 0}, {0.5, -0.5, 0}});
  test::require_close(logits->grad, want, 0, 0, "huge-logit gradient");
  Var big = param(randn_t({4, 27}, 71, /*scale=*/1e4));
  Var l2 = cross_entropy(big, {0, 5, 26, 13});
  CHECK(std::isfinite(item(l2)));
  backward(l2);
  CHECK(xt::all(xt::isfinite(big->grad)));
}

// ---------------------------------------------------------------- PyTorch reference

namespace {

// Loads case.<name> for each input as a param, runs fn, compares out with case.out, then
// backpropagates the stored upstream gradient case.R and compares every case.d<name>.
void check_against_torch(const std::string& name, const std::vector<std::string>& inputs,
                         const std::function<Var(const std::vector<Var>&)>& fn) {
  const test::Fixture& fx = test::ops_fixture();
  std::vector<Var> xs;
  for (const auto& in : inputs) xs.push_back(param(fx.tensor(name + "." + in)));
  Var out = fn(xs);
  test::require_close(out->data, fx.tensor(name + ".out"), test::kRefRtol, test::kRefAtol, name + ".out");
  backward(sum_all(mul(out, leaf(fx.tensor(name + ".R")))));
  for (std::size_t k = 0; k < xs.size(); ++k)
    test::require_close(xs[k]->grad, fx.tensor(name + ".d" + inputs[k]), test::kRefRtol, test::kRefAtol, name + ".d" + inputs[k]);
}

}  // namespace

TEST_CASE("ops match PyTorch: values and gradients", "[ops][reference]") {
  check_against_torch("matmul", {"a", "b"}, [](const auto& v) { return matmul(v[0], v[1]); });
  check_against_torch("linear", {"x", "w", "b"}, [](const auto& v) { return linear(v[0], v[1], v[2]); });
  check_against_torch("add_BD_D", {"a", "b"}, [](const auto& v) { return v[0] + v[1]; });
  check_against_torch("mul_B1_BD", {"a", "b"}, [](const auto& v) { return v[0] * v[1]; });
  check_against_torch("div_BD_D", {"a", "b"}, [](const auto& v) { return v[0] / v[1]; });
  check_against_torch("sub_B1_1D", {"a", "b"}, [](const auto& v) { return v[0] - v[1]; });
  check_against_torch("unary", {"x"}, [](const auto& v) {
    const Var& x = v[0];
    Var sq1 = x * x + Scalar(1);
    return tanh(x) + exp(x * Scalar(0.5)) * relu(x) - log(sqrt(sq1)) + pow(sq1, Scalar(1.5)) / Scalar(3) - neg(-x + Scalar(2));
  });
  for (int axis : {0, 1, 2})
    for (bool unbiased : {true, false}) {
      const std::string name = "var_ax" + std::to_string(axis) + (unbiased ? "_unb" : "_b");
      check_against_torch(name, {"x"}, [=](const auto& v) { return var(v[0], axis, unbiased); });
    }
  check_against_torch("mean_ax1_keep", {"x"}, [](const auto& v) { return mean(v[0], 1, true); });
  check_against_torch("sum_ax-1", {"x"}, [](const auto& v) { return sum(v[0], -1); });
  const auto& fx = test::ops_fixture();
  check_against_torch("ce", {"logits"}, [&](const auto& v) { return cross_entropy(v[0], fx.indices("ce.targets")); });
  check_against_torch("ce_huge", {"logits"}, [&](const auto& v) { return cross_entropy(v[0], fx.indices("ce_huge.targets")); });
  check_against_torch("gather", {"table", "side"}, [&](const auto& v) {
    return concat({reshape(gather_rows(v[0], fx.indices("gather.idx")), {2, 6}), v[1]}, 1);
  });
}

// ---------------------------------------------------------------- errors

TEST_CASE("bad shapes and indices throw with a message naming the problem", "[ops]") {
  Var a = leaf(randn_t({2, 3}, 80)), b = leaf(randn_t({4, 5}, 81));
  CHECK_THROWS_WITH(matmul(a, b), Catch::Contains("matmul") && Catch::Contains("[2,3]") && Catch::Contains("[4,5]"));
  CHECK_THROWS_WITH(matmul(a, leaf(randn_t({3}, 82))), Catch::Contains("2-d"));
  CHECK_THROWS_WITH(linear(a, b, nullptr), Catch::Contains("linear"));
  CHECK_THROWS_WITH(linear(a, leaf(randn_t({3, 5}, 83)), leaf(randn_t({4}, 84))), Catch::Contains("bias"));
  CHECK_THROWS(add(a, b));  // [2,3] + [4,5] do not broadcast
  CHECK_THROWS_WITH(reshape(a, {4, 2}), Catch::Contains("reshape"));
  CHECK_THROWS_WITH(concat({a, b}, 0), Catch::Contains("concat"));
  CHECK_THROWS_WITH(sum(a, 2), Catch::Contains("axis 2"));
  CHECK_THROWS_WITH(var(a, -3, true), Catch::Contains("axis -3"));

  Var table = leaf(randn_t({5, 3}, 85));
  CHECK_THROWS_WITH(gather_rows(table, {0, 5}), Catch::Contains("index 5") && Catch::Contains("[0, 5)"));
  CHECK_THROWS_WITH(gather_rows(table, {-1}), Catch::Contains("index -1"));

  Var logits = leaf(randn_t({2, 4}, 86));
  CHECK_THROWS_WITH(cross_entropy(logits, {0, 4}), Catch::Contains("target 4") && Catch::Contains("[0, 4)"));
  CHECK_THROWS_WITH(cross_entropy(logits, {-1, 0}), Catch::Contains("target -1"));
  CHECK_THROWS_WITH(cross_entropy(logits, {0}), Catch::Contains("one target per row"));
  CHECK_THROWS_WITH(cross_entropy(leaf(randn_t({0, 4}, 87)), {}), Catch::Contains("empty"));
}
