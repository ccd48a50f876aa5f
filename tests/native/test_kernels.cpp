// test_kernels.cpp — the three gemm layouts (kernels.hpp) against gemm_reference's plain triple
// loop, on odd sizes (1, 3, 17, 33: remainders of every vector width) and the lesson's own
// shapes (32x30x100 for the first Linear, 32x100x27 for the output layer), overwriting and
// accumulating. Leaves out: speed (no timing assertions).
#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

#include "gradcheck.hpp"
#include "kernels.hpp"

using namespace mm;

namespace {

struct Dims {
  std::size_t M, K, N;
};

std::vector<Dims> shapes() {
  std::vector<Dims> s;
  for (std::size_t m : {1, 3, 17, 33})
    for (std::size_t k : {1, 3, 17, 33})
      for (std::size_t n : {1, 3, 17, 33}) s.push_back({m, k, n});
  s.push_back({32, 30, 100});
  s.push_back({32, 100, 27});
  return s;
}

std::vector<Scalar> randv(std::size_t n, std::uint32_t seed) {
  Tensor t = test::randn_t({n}, seed);
  return std::vector<Scalar>(t.begin(), t.end());
}

// The kernel sums K products in Scalar, the reference in double: the difference is bounded by
// ~K·eps·Σ|a||b|. With unit normals Σ|a||b| ~ K, so the bound scales as eps·K (plus eps·|C0|
// when accumulating). float: eps 1.2e-7; double: 2.2e-16.
double tolerance(std::size_t K) {
  const double eps = test::kDoubleBuild ? 2.2e-16 : 1.2e-7;
  return 4 * eps * static_cast<double>(K + 4);
}

void check_close(const std::vector<Scalar>& got, const std::vector<Scalar>& want, double tol) {
  std::size_t bad = 0, worst = 0;
  double worst_err = 0;
  for (std::size_t i = 0; i < got.size(); ++i) {
    const double err = std::abs(double(got[i]) - double(want[i]));
    if (!(err <= tol * (1 + std::abs(double(want[i]))))) ++bad;
    if (!(err <= worst_err)) {
      worst_err = err;
      worst = i;
    }
  }
  INFO(bad << " of " << got.size() << " off; worst [" << worst << "] error " << worst_err << ", tolerance " << tol);
  CHECK(bad == 0);
}

enum class Layout { NN, NT, TN };

// Runs one layout on random A, B and a random starting C, against the reference.
void check_layout(Layout layout, const Dims& d, bool accumulate) {
  const auto [M, K, N] = d;
  // stored operand shapes: NN A[M,K] B[K,N]; NT A[M,K] B[N,K]; TN A[K,M] B[K,N]; C is [M,N]
  const std::vector<Scalar> A = randv(M * K, 1), B = randv(K * N, 2), C0 = randv(M * N, 3);
  std::vector<Scalar> C = C0, want(M * N);
  switch (layout) {
    // gemm_nn(A,B,C,M,K,N): C[M,N] (+)= A[M,K] B[K,N]
    case Layout::NN: kernels::gemm_nn(A.data(), B.data(), C.data(), M, K, N, accumulate); break;
    // gemm_nt(A,B,C,M,N',K'): C[M,K'] (+)= A[M,N'] B[K',N']ᵀ — here N' = K, K' = N
    case Layout::NT: kernels::gemm_nt(A.data(), B.data(), C.data(), M, K, N, accumulate); break;
    // gemm_tn(A,B,C,M',K',N): C[K',N] (+)= A[M',K']ᵀ B[M',N] — here M' = K, K' = M
    case Layout::TN: kernels::gemm_tn(A.data(), B.data(), C.data(), K, M, N, accumulate); break;
  }
  kernels::gemm_reference(A.data(), B.data(), want.data(), M, K, N, layout == Layout::TN, layout == Layout::NT);
  if (accumulate)
    for (std::size_t i = 0; i < want.size(); ++i) want[i] += C0[i];
  check_close(C, want, tolerance(K));
}

}  // namespace

TEST_CASE("gemm_reference computes a known product", "[kernels]") {
  // [[1,2],[3,4]] · [[5,6],[7,8]] = [[19,22],[43,50]]; transposed operands read the same numbers
  const Scalar a[] = {1, 2, 3, 4}, b[] = {5, 6, 7, 8}, at[] = {1, 3, 2, 4}, bt[] = {5, 7, 6, 8};
  Scalar c[4];
  kernels::gemm_reference(a, b, c, 2, 2, 2, false, false);
  CHECK((c[0] == 19 && c[1] == 22 && c[2] == 43 && c[3] == 50));
  kernels::gemm_reference(at, bt, c, 2, 2, 2, true, true);
  CHECK((c[0] == 19 && c[1] == 22 && c[2] == 43 && c[3] == 50));
}

TEST_CASE("gemm_nn / gemm_nt / gemm_tn match the reference on odd and lesson shapes", "[kernels]") {
  for (Layout layout : {Layout::NN, Layout::NT, Layout::TN})
    for (const Dims& d : shapes())
      for (bool accumulate : {false, true}) {
        INFO("layout " << int(layout) << " M " << d.M << " K " << d.K << " N " << d.N << " accumulate " << accumulate);
        check_layout(layout, d, accumulate);
      }
}

TEST_CASE("overwrite mode ignores whatever C held, even NaN", "[kernels]") {
  const std::size_t M = 3, K = 17, N = 5;
  const std::vector<Scalar> A = randv(M * K, 4), B = randv(K * N, 5);
  std::vector<Scalar> want(M * N);
  kernels::gemm_reference(A.data(), B.data(), want.data(), M, K, N, false, false);
  std::vector<Scalar> C(M * N, std::nan(""));
  kernels::gemm_nn(A.data(), B.data(), C.data(), M, K, N, false);
  check_close(C, want, tolerance(K));
}
