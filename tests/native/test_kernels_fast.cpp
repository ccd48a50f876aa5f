// test_kernels_fast.cpp — the fast kernels against their slow references: the register-blocked
// gemm_nn / gemm_nt / gemm_tn against kernels::gemm_reference on odd shapes (1, 3, 17, 33 ...,
// so every edge tile and panel padding runs) and the lesson's own shapes, on both dispatch paths
// (the build's baseline and, where the CPU has it, AVX2+FMA); the vectorised tanh against
// std::tanh in double, its special values and every tail length. Correctness only: no timing.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "kernels.hpp"

using namespace mm;

namespace {

// Uniform in [-1, 1) from raw mt19937 words (the same on every standard library).
std::vector<Scalar> uniform(std::size_t n, std::uint32_t seed) {
  std::mt19937 g(seed);
  std::vector<Scalar> v(n);
  for (auto& x : v) x = static_cast<Scalar>(static_cast<double>(g()) / 2147483648.0 - 1.0);
  return v;
}

enum class FastLayout { NN, NT, TN };
const char* layout_name(FastLayout l) { return l == FastLayout::NN ? "nn" : l == FastLayout::NT ? "nt" : "tn"; }

// C[M,N] (+)= op(A)[M,K] · op(B)[K,N] through the fast kernel of that layout; A and B are stored
// as the kernel expects: nn A[M,K] B[K,N]; nt A[M,K] B[N,K]; tn A[K,M] B[K,N].
void fast(FastLayout l, const Scalar* A, const Scalar* B, Scalar* C, std::size_t M, std::size_t K, std::size_t N, bool acc) {
  if (l == FastLayout::NN) kernels::gemm_nn(A, B, C, M, K, N, acc);
  if (l == FastLayout::NT) kernels::gemm_nt(A, B, C, M, K, N, acc);
  if (l == FastLayout::TN) kernels::gemm_tn(A, B, C, K, M, N, acc);
}

// Checks one product. Tolerance: the classic forward error bound of a K-term dot product,
// |ĉ - c| <= γ_K · Σ_k |a_ik b_kj| with γ_K ≈ K·u (u = unit roundoff of Scalar); a factor 2 covers
// the reference's own final rounding. A wrong index, a missed edge column or a dropped
// accumulate is off by O(|a||b|), far outside it.
void check(FastLayout l, std::size_t M, std::size_t K, std::size_t N, bool acc, std::uint32_t seed) {
  const bool ta = l == FastLayout::TN, tb = l == FastLayout::NT;
  const auto A = uniform(M * K, seed), B = uniform(K * N, seed + 1), C0 = uniform(M * N, seed + 2);
  std::vector<Scalar> ref(M * N), C = C0;
  kernels::gemm_reference(A.data(), B.data(), ref.data(), M, K, N, ta, tb);
  fast(l, A.data(), B.data(), C.data(), M, K, N, acc);
  const double u = std::numeric_limits<Scalar>::epsilon() / 2;
  std::size_t bad = 0;
  for (std::size_t i = 0; i < M; ++i)
    for (std::size_t j = 0; j < N; ++j) {
      double mag = 0;
      for (std::size_t k = 0; k < K; ++k)
        mag += std::abs(double(ta ? A[k * M + i] : A[i * K + k]) * double(tb ? B[j * K + k] : B[k * N + j]));
      const double want = double(ref[i * N + j]) + (acc ? double(C0[i * N + j]) : 0.0);
      const double tol = 2 * (double(K) + 2) * u * (mag + (acc ? std::abs(double(C0[i * N + j])) : 0.0));
      if (std::abs(double(C[i * N + j]) - want) > tol) ++bad;
    }
  INFO(layout_name(l) << " M=" << M << " K=" << K << " N=" << N << (acc ? " accumulate" : " overwrite") << " path " << kernels::isa_name());
  CHECK(bad == 0);
}

void all_shapes() {
  const std::size_t odd[] = {1, 3, 17, 33};
  std::uint32_t seed = 1;
  for (FastLayout l : {FastLayout::NN, FastLayout::NT, FastLayout::TN})
    for (std::size_t M : odd)
      for (std::size_t K : odd)
        for (std::size_t N : odd)
          for (bool acc : {false, true}) check(l, M, K, N, acc, seed += 3);
  // the lesson's shapes (forward, and the transposes backward uses) and a tall eval chunk
  const std::size_t lesson[][3] = {{32, 30, 100}, {32, 100, 100}, {32, 100, 27}, {32, 30, 200}, {32, 200, 27}, {257, 100, 27}};
  for (FastLayout l : {FastLayout::NN, FastLayout::NT, FastLayout::TN})
    for (const auto& s : lesson) check(l, s[0], s[1], s[2], true, seed += 3);
}

struct BaselineScope {  // pins the baseline path for one scope
  BaselineScope() { kernels::force_baseline(true); }
  ~BaselineScope() { kernels::force_baseline(false); }
};

}  // namespace

TEST_CASE("fast gemm matches gemm_reference on odd and lesson shapes (dispatched path)", "[kernels][fast]") { all_shapes(); }

TEST_CASE("fast gemm matches gemm_reference on odd and lesson shapes (baseline path)", "[kernels][fast]") {
  BaselineScope scope;
  all_shapes();
}

TEST_CASE("fast gemm: empty shapes leave or zero C as asked", "[kernels][fast]") {
  std::vector<Scalar> A(12, 1), B(12, 1), C(12, 7);
  kernels::gemm_nn(A.data(), B.data(), C.data(), 3, 0, 4, true);  // K = 0, accumulate: C unchanged
  CHECK(C[5] == Scalar(7));
  kernels::gemm_nn(A.data(), B.data(), C.data(), 3, 0, 4, false);  // K = 0, overwrite: zeros
  CHECK(C[5] == Scalar(0));
  const std::vector<Scalar> bias{1, 2, 3, 4};
  kernels::gemm_nn_bias(A.data(), B.data(), bias.data(), C.data(), 3, 0, 4);  // K = 0: the bias alone
  CHECK(C[5] == Scalar(2));
}

// The fused bias: each element is the k-sum plus bias[j], exactly what copying the bias into C
// and accumulating gives (one addition either way), on every panel and edge shape and both paths.
TEST_CASE("fast gemm: gemm_nn_bias equals the bias copied in, then gemm_nn accumulating", "[kernels][fast]") {
  for (bool baseline : {false, true}) {
    kernels::force_baseline(baseline);
    std::uint32_t seed = 900;
    for (std::size_t M : {1, 3, 17, 32, 33})
      for (std::size_t K : {1, 30, 100})
        for (std::size_t N : {1, 3, 17, 27, 33, 100, 200}) {
          const auto A = uniform(M * K, seed++), B = uniform(K * N, seed++), bias = uniform(N, seed++);
          std::vector<Scalar> want(M * N), got(M * N, Scalar(99));
          for (std::size_t i = 0; i < M; ++i) std::copy(bias.begin(), bias.end(), want.begin() + static_cast<std::ptrdiff_t>(i * N));
          kernels::gemm_nn(A.data(), B.data(), want.data(), M, K, N, true);
          kernels::gemm_nn_bias(A.data(), B.data(), bias.data(), got.data(), M, K, N);
          INFO("M=" << M << " K=" << K << " N=" << N << " path " << kernels::isa_name());
          CHECK(got == want);
        }
  }
  kernels::force_baseline(false);
}

// tanh: in the float build the vectorised Cephes tanhf; the bound is 2 ulp of the exact
// (double) value — it measures 1 ulp — so a wrong coefficient or branch point fails at once.
// The double build uses std::tanh and the same check (2 ulp of double is far above libm's error).
TEST_CASE("fast tanh is within 2 ulp of the exact value, with IEEE special cases", "[kernels][fast]") {
  for (bool baseline : {false, true}) {
    kernels::force_baseline(baseline);
    std::vector<Scalar> x;
    for (double v = -12; v <= 12; v += 0.00731) x.push_back(static_cast<Scalar>(v));
    for (double v = 1e-30; v < 1; v *= 1.7) x.insert(x.end(), {static_cast<Scalar>(v), static_cast<Scalar>(-v)});
    x.insert(x.end(), {Scalar(0.625), Scalar(-0.625), Scalar(44), Scalar(88), Scalar(1e30)});
    std::vector<Scalar> y(x.size());
    kernels::tanh_forward(x.data(), y.data(), x.size());
    std::size_t bad = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
      const double exact = std::tanh(static_cast<double>(x[i]));
      const double ulp = std::numeric_limits<Scalar>::epsilon() * std::max(std::abs(exact), 1e-38);
      if (std::abs(double(y[i]) - exact) > 2 * ulp) ++bad;
    }
    INFO("path " << kernels::isa_name());
    CHECK(bad == 0);
    const Scalar inf = std::numeric_limits<Scalar>::infinity(), nan = std::numeric_limits<Scalar>::quiet_NaN();
    std::vector<Scalar> s{inf, -inf, nan, Scalar(-0.0), Scalar(0.0)}, t(s.size());
    kernels::tanh_forward(s.data(), t.data(), s.size());
    CHECK(t[0] == Scalar(1));
    CHECK(t[1] == Scalar(-1));
    CHECK(std::isnan(t[2]));  // a diverging run must show NaN, not ±1
    CHECK((t[3] == 0 && std::signbit(t[3])));
    CHECK((t[4] == 0 && !std::signbit(t[4])));
  }
  kernels::force_baseline(false);
}

TEST_CASE("fast tanh handles every tail length and leaves memory past n alone", "[kernels][fast]") {
  for (std::size_t n = 0; n <= 19; ++n) {
    const auto x = uniform(n, 100 + static_cast<std::uint32_t>(n));
    std::vector<Scalar> y(n + 1, Scalar(42));
    kernels::tanh_forward(x.data(), y.data(), n);
    INFO("n = " << n);
    for (std::size_t i = 0; i < n; ++i) CHECK(std::abs(double(y[i]) - std::tanh(double(x[i]))) < 1e-6);
    CHECK(y[n] == Scalar(42));
  }
}

// Backward: exact arithmetic on chosen values (0.5² and 1 - 0.25 are exact in binary).
TEST_CASE("tanh_backward accumulates gy * (1 - y²), or overwrites", "[kernels][fast]") {
  std::vector<Scalar> y{Scalar(0.5), Scalar(-0.5), 0, 1}, gy{2, 4, 3, 5}, gx{1, 1, 1, 1};
  kernels::tanh_backward(y.data(), gy.data(), gx.data(), y.size());
  CHECK(gx == std::vector<Scalar>{Scalar(2.5), Scalar(4), Scalar(4), Scalar(1)});
  kernels::tanh_backward(y.data(), gy.data(), gx.data(), y.size(), /*accumulate=*/false);
  CHECK(gx == std::vector<Scalar>{Scalar(1.5), Scalar(3), Scalar(3), Scalar(0)});
}

// all_finite: one non-finite value anywhere (every position of arrays up to 40 long, so both the
// vector body and the tail are hit) must be found; finite extremes (max, denormal, -0) must not.
TEST_CASE("all_finite finds one inf or NaN at any position", "[kernels][fast]") {
  const Scalar inf = std::numeric_limits<Scalar>::infinity(), nan = std::numeric_limits<Scalar>::quiet_NaN();
  for (std::size_t n = 1; n <= 40; ++n) {
    std::vector<Scalar> x = uniform(n, 300 + static_cast<std::uint32_t>(n));
    x[0] = std::numeric_limits<Scalar>::max();
    if (n > 1) x[1] = std::numeric_limits<Scalar>::denorm_min();
    if (n > 2) x[2] = Scalar(-0.0);
    INFO("n = " << n);
    CHECK(kernels::all_finite(x.data(), n));
    for (std::size_t pos = 0; pos < n; ++pos)
      for (Scalar bad : {inf, -inf, nan}) {
        std::vector<Scalar> y = x;
        y[pos] = bad;
        INFO("bad value at " << pos);
        CHECK_FALSE(kernels::all_finite(y.data(), n));
      }
  }
  CHECK(kernels::all_finite(nullptr, 0));
}

// exp_nonpos (the softmax's exp): within 2 ulp of the exact value on [-87, 0] (it measures 1),
// 0 below the float's normal range (the exact value is < 1.2e-38 there), NaN kept, in place.
TEST_CASE("exp_nonpos is within 2 ulp of exp on [-87, 0], flushes below, keeps NaN", "[kernels][fast]") {
  for (bool baseline : {false, true}) {
    kernels::force_baseline(baseline);
    std::vector<Scalar> x;
    for (double v = -87; v <= 0; v += 0.01303) x.push_back(static_cast<Scalar>(v));
    x.insert(x.end(), {Scalar(0), Scalar(-0.0), Scalar(-1e-30), Scalar(-0.5), Scalar(-0.3465736)});
    std::vector<Scalar> y = x;
    kernels::exp_nonpos(y.data(), y.data(), y.size());  // in place
    std::size_t bad = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
      const double exact = std::exp(static_cast<double>(x[i]));
      if (std::abs(double(y[i]) - exact) > 2 * std::numeric_limits<Scalar>::epsilon() * exact) ++bad;
    }
    INFO("path " << kernels::isa_name());
    CHECK(bad == 0);
    std::vector<Scalar> s{Scalar(-100), -std::numeric_limits<Scalar>::infinity(), std::numeric_limits<Scalar>::quiet_NaN()};
    kernels::exp_nonpos(s.data(), s.data(), s.size());
    CHECK(s[0] <= Scalar(1.2e-38));  // 0 in float; the double build returns exp(-100) itself
    CHECK(s[1] == Scalar(0));
    CHECK(std::isnan(s[2]));
  }
  kernels::force_baseline(false);
}
