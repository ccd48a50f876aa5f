// test_autograd.cpp — the graph machinery itself (autograd.hpp): accumulation, zero_grad,
// NoGradGuard, fan-out, topological order, deep chains (built, backpropagated and freed without
// recursion, also on wasm's ~1 MB stack) and the error for a root that needs no grad.
// Op derivatives are checked in test_ops.cpp; here the ops are only vehicles.
#include <catch2/catch.hpp>

#include <cmath>
#include <memory>
#if defined(__unix__) && !defined(__EMSCRIPTEN__)
#include <pthread.h>
#endif
#include <unordered_map>

#include "gradcheck.hpp"

using namespace mm;

namespace {
Tensor vec(std::initializer_list<Scalar> v) { return Tensor(xt::xtensor<Scalar, 1>(v)); }
void check_exact(const Tensor& got, const Tensor& want) { test::require_close(got, want, 0, 0, "gradient"); }
}  // namespace

// Exact comparisons below: each gradient is a product/sum of a few numbers exact in float
// (powers of two, small integers), so any difference is a bug, not rounding.
TEST_CASE("gradients accumulate across backward calls on fresh graphs", "[autograd]") {
  Var x = param(vec({1, 2, 3}));  // [3]
  backward(sum_all(x * x));       // d/dx Σx² = 2x
  backward(sum_all(x * 4.0));     // + 4
  check_exact(x->grad, vec({6, 8, 10}));
}

TEST_CASE("a second backward through the same graph adds the same gradient again", "[autograd]") {
  // torch: loss.backward(retain_graph=True) twice gives twice the gradient at every leaf, and an
  // intermediate node that already holds a gradient must not push it down a second time.
  Var x = param(vec({1, 2, 3}));  // [3]
  Var h = x * 2.0;                // [3] intermediate
  Var loss = sum_all(h * h);      // Σ4x², d/dx = 8x
  backward(loss);
  check_exact(x->grad, vec({8, 16, 24}));
  backward(loss);
  check_exact(x->grad, vec({16, 32, 48}));
  check_exact(h->grad, vec({8, 16, 24}));  // 2 · 2h, accumulated like retain_grad
  // another root through the same intermediate: only its own contribution flows on
  backward(sum_all(h));  // d/dx Σh = 2
  check_exact(x->grad, vec({18, 34, 50}));
}

TEST_CASE("zero_grad clears accumulated gradients", "[autograd]") {
  Var x = param(vec({1, 2}));
  Var y = param(vec({3, 4}));
  backward(sum_all(x * y));
  check_exact(x->grad, vec({3, 4}));
  zero_grad({x, y});
  check_exact(x->grad, vec({0, 0}));
  check_exact(y->grad, vec({0, 0}));
  backward(sum_all(x * y));
  check_exact(x->grad, vec({3, 4}));  // fresh, not 6, 8
  check_exact(y->grad, vec({1, 2}));
}

TEST_CASE("NoGradGuard records no graph and restores the previous mode", "[autograd]") {
  Var x = param(vec({1, 2}));
  REQUIRE(grad_enabled());
  {
    NoGradGuard outer;
    CHECK_FALSE(grad_enabled());
    Var y = tanh(x * x);
    CHECK_FALSE(y->requires_grad);
    CHECK(y->parents.empty());
    CHECK_FALSE(static_cast<bool>(y->backward_fn));
    CHECK_THROWS_AS(backward(sum_all(y)), std::runtime_error);
    {
      NoGradGuard inner;
      CHECK_FALSE(grad_enabled());
    }
    CHECK_FALSE(grad_enabled());  // the inner guard restores "off", not "on"
  }
  CHECK(grad_enabled());
  Var z = x * x;
  CHECK(z->requires_grad);
  CHECK(z->parents.size() == 2);
  CHECK_FALSE(x->has_grad());  // nothing in the guarded scope touched x's gradient
}

TEST_CASE("a node used twice receives both contributions", "[autograd]") {
  Var x = param(vec({0.5, -1}));
  SECTION("x * x: d/dx = 2x") {
    backward(sum_all(x * x));
    check_exact(x->grad, vec({1, -2}));
  }
  SECTION("h + h with h = 3x: d/dx = 6") {
    Var h = x * 3.0;
    backward(sum_all(h + h));
    check_exact(x->grad, vec({6, 6}));
    check_exact(h->grad, vec({2, 2}));
  }
  SECTION("diamond: a = 2x, b = 4x, (a * b) = 8x², d/dx = 16x") {
    Var a = x * 2.0, b = x * 4.0;
    backward(sum_all(a * b));
    check_exact(x->grad, vec({8, -16}));
  }
}

TEST_CASE("topo_order puts every node after its parents, once, root last", "[autograd]") {
  Var x = param(vec({1, 2}));
  Var y = param(vec({3, 4}));
  Var a = x * y, b = tanh(x), c = a + b, d = c * a;  // a and x are reached along two paths
  Var root = sum_all(d + b);
  const std::vector<Node*> order = topo_order(root);
  std::unordered_map<Node*, std::size_t> pos;
  for (std::size_t i = 0; i < order.size(); ++i) {
    CHECK(pos.count(order[i]) == 0);
    pos[order[i]] = i;
  }
  CHECK(order.size() == 8);  // x y a b c d (d+b) root
  CHECK(order.back() == root.get());
  for (Node* n : order)
    for (const auto& p : n->parents) {
      REQUIRE(pos.count(p.get()) == 1);
      CHECK(pos[p.get()] < pos[n]);
    }
}

TEST_CASE("backward on a root that needs no grad throws", "[autograd]") {
  Var c = leaf(vec({1, 2}));  // a constant
  CHECK_THROWS_WITH(backward(sum_all(c * c)), Catch::Contains("does not require grad"));
}

namespace {

// Runs fn on a thread with a 256 KB stack natively, so a recursive sort or teardown of a 20k chain
// overflows here as it would in wasm (~1 MB stack, fatter frames; native frames are smaller:
// a recursive teardown survives 1 MB natively but not 256 KB). In the wasm build fn runs as is.
template <class F>
void on_small_stack(F& fn) {
#if defined(__EMSCRIPTEN__) || !defined(__unix__)
  fn();
#else
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, std::size_t(256) << 10);
  pthread_t thread;
  auto body = [](void* f) -> void* {
    (*static_cast<F*>(f))();
    return nullptr;
  };
  REQUIRE(pthread_create(&thread, &attr, body, &fn) == 0);
  pthread_join(thread, nullptr);
  pthread_attr_destroy(&attr);
#endif
}

}  // namespace

TEST_CASE("a 20000-node chain backpropagates and is freed without recursion", "[autograd]") {
  // Recursive DFS or recursive shared_ptr teardown overflow ~1 MB wasm stacks near 8k nodes.
  // The graph work runs on the small stack; the assertions run afterwards on the main thread.
  constexpr int kDepth = 20000;
  SECTION("x * 1.0001 repeated: d/dx = 1.0001^20000") {
    Var x = param(vec({1, -2}));
    std::size_t topo_size = 0;
    bool freed = false;
    auto run = [&] {
      Var h = x;
      std::weak_ptr<Node> first;
      for (int i = 0; i < kDepth; ++i) {
        h = h * Scalar(1.0001);
        if (i == 0) first = h;
      }
      topo_size = topo_order(h).size();
      backward(sum_all(h));
      h.reset();
      freed = first.expired();
    };
    on_small_stack(run);
    CHECK(topo_size == kDepth + 1);
    const double want = std::pow(1.0001, kDepth);  // e^1.9999 ≈ 7.388
    // float: 20000 roundings of the running product, each ≤ 6e-8 relative: 2e-3 bounds their sum
    const double tol = test::kDoubleBuild ? 1e-9 : 2e-3;
    REQUIRE(x->has_grad());
    CHECK(x->grad(0) == Approx(want).epsilon(tol));
    CHECK(x->grad(1) == Approx(want).epsilon(tol));
    CHECK(freed);  // the whole chain was released
    CHECK(x.use_count() == 1);
  }
  SECTION("tanh chain: gradient is the product of 1 - tanh² along the way") {
    Var x = param(vec({0.3}));
    auto run = [&] {
      Var h = x;
      for (int i = 0; i < kDepth; ++i) h = tanh(h);
      backward(sum_all(h));
    };  // h, and the chain with it, is freed on the small stack
    on_small_stack(run);
    double y = 0.3, want = 1;
    for (int i = 0; i < kDepth; ++i) {
      y = std::tanh(y);
      want *= 1 - y * y;
    }
    // tanh iterates shrink like sqrt(3/2k); the derivative product (~2.4e-5) is well inside range.
    // float: the iterates carry ~1e-4 relative rounding drift, hence 1e-2
    const double tol = test::kDoubleBuild ? 1e-8 : 1e-2;
    REQUIRE(x->has_grad());
    CHECK(x->grad(0) == Approx(want).epsilon(tol));
    CHECK(want > 1e-6);  // the check compares a real number, not two underflows
    CHECK(x.use_count() == 1);
  }
}
