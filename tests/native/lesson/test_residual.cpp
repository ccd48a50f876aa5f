// lesson/test_residual.cpp — the 000 text (lesson/residual.hpp) against PyTorch (lesson_ref.txt):
// input-gradient norms through plain and residual stacks of depth 5/20/50, the post-norm block
// norms, LayerNorm's independence of the batch; the section entry; knobs out of range.
#include <catch2/catch.hpp>

#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include "../fixtures.hpp"
#include "generator.hpp"
#include "lesson/residual.hpp"
#include "nn/linear.hpp"
#include "nn/module.hpp"

using namespace mm::lesson;
using namespace mm::test;

TEST_CASE("000 residual gradient norms and post-norm norms match PyTorch", "[lesson][residual]") {
  for (int depth : {5, 20, 50}) {
    const ResidualDepth d = residual_grad_norm(depth);
    const auto& r = lesson_ref("residual_grad_norm." + std::to_string(depth));
    check_rel("plain@" + std::to_string(depth), d.plain, r[0], kInitRel);
    check_rel("residual@" + std::to_string(depth), d.residual, r[1], kInitRel);
  }
  const ResidualDepth deep = residual_grad_norm(50);
  CHECK(deep.plain < 1e-4);     // the claim: without the identity path the gradient collapses
  CHECK(deep.residual > 10.0);  // with it the gradient stays large

  const std::vector<double> norms = post_norm_norms();
  REQUIRE(norms.size() == 51);
  check_rel("post_norm_norms", norms, lesson_ref("post_norm_norms"), kInitRel);
  // LayerNorm resets the scale: ||y|| = sqrt(16) up to eps (1e-5 in var + 1e-5 shrinks it by ~1e-5).
  for (std::size_t i = 1; i < norms.size(); ++i) CHECK(std::abs(norms[i] - 4.0) < 1e-3);
}

TEST_CASE("nn::Residual: one block x + tanh(Linear(x)) and its input gradient match PyTorch", "[lesson][residual][layers]") {
  // The stacks' first block on their input (manual_seed(1); randn(1, 16)): y and dL/dx for
  // L = y.sum(). The skip adds x to y and 1 to every dL/dx, so a block without it is far off.
  mm::Var x = mm::leaf(mm::Generator(1).randn({1, 16}), /*requires_grad=*/true);  // [1,16]
  auto f =
      std::make_shared<mm::nn::Sequential>(std::vector<mm::nn::ModulePtr>{random_sublayer(16, 100, 0.2), std::make_shared<mm::nn::Tanh>()});
  mm::nn::Residual block(f);
  const mm::Var y = block.forward(x);  // [1,16]
  mm::backward(mm::sum_all(y));
  check_rel("residual_block.y", std::vector<double>(y->data.begin(), y->data.end()), lesson_ref("residual_block.y"), kInitRel);
  check_rel("residual_block.grad_x", std::vector<double>(x->grad.begin(), x->grad.end()), lesson_ref("residual_block.grad_x"), kInitRel);
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

TEST_CASE("compute_residual: the recipe's depths, 51 norms, a batch of 32, the knob echoed", "[lesson][residual]") {
  ResidualKnobs k;
  k.weight_std = 0.3;
  const ResidualResult r = compute_residual(k);
  REQUIRE(r.depths.size() == 3);
  CHECK(r.depths[2].depth == 50);
  // The section draws its 50 sublayers once for every stack: the same stacks, the same bits.
  for (const ResidualDepth& d : r.depths) {
    const ResidualDepth alone = residual_grad_norm(d.depth, 16, 0.3);
    CHECK(d.plain == alone.plain);
    CHECK(d.residual == alone.residual);
  }
  CHECK(r.post_norm == post_norm_norms(50, 16, 0.3));
  CHECK(r.batch.batch == 32);
  CHECK(r.weight_std == 0.3);
  CHECK(r.lecture.depths == std::vector<int>{5, 20, 50});
  k.weight_std = 0;
  CHECK(mm::test::refusal_of([&] { compute_residual(k); }).param("name") == "weight_std");
}

TEST_CASE("000 knobs out of range throw a message naming the knob", "[lesson][errors]") {
  CHECK_THROWS_WITH(residual_grad_norm(0), Catch::Contains("depth"));
  CHECK_THROWS_WITH(post_norm_norms(50, 0), Catch::Contains("width"));
}
