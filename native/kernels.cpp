// kernels.cpp — row-major matmul loops ordered so the innermost loop streams contiguous memory.
#include "kernels.hpp"

#include <algorithm>
#include <vector>

namespace mm::kernels {

void gemm_nn(const Scalar* A, const Scalar* B, Scalar* C, std::size_t M, std::size_t K, std::size_t N,
             bool accumulate) {
  if (!accumulate) std::fill(C, C + M * N, Scalar(0));
  for (std::size_t i = 0; i < M; ++i) {
    Scalar* __restrict c = C + i * N;
    const Scalar* a = A + i * K;
    for (std::size_t k = 0; k < K; ++k) {
      const Scalar aik = a[k];
      const Scalar* __restrict b = B + k * N;
      for (std::size_t j = 0; j < N; ++j) c[j] += aik * b[j];
    }
  }
}

void gemm_nt(const Scalar* A, const Scalar* B, Scalar* C, std::size_t M, std::size_t N, std::size_t K,
             bool accumulate) {
  // Transpose B[K,N] into Bt[N,K] once, then stream rows like gemm_nn.
  thread_local std::vector<Scalar> bt;
  bt.resize(K * N);
  for (std::size_t k = 0; k < K; ++k)
    for (std::size_t j = 0; j < N; ++j) bt[j * K + k] = B[k * N + j];
  gemm_nn(A, bt.data(), C, M, N, K, accumulate);
}

void gemm_tn(const Scalar* A, const Scalar* B, Scalar* C, std::size_t M, std::size_t K, std::size_t N,
             bool accumulate) {
  if (!accumulate) std::fill(C, C + K * N, Scalar(0));
  for (std::size_t i = 0; i < M; ++i) {
    const Scalar* a = A + i * K;
    const Scalar* __restrict b = B + i * N;
    for (std::size_t k = 0; k < K; ++k) {
      const Scalar aik = a[k];
      Scalar* __restrict c = C + k * N;
      for (std::size_t j = 0; j < N; ++j) c[j] += aik * b[j];
    }
  }
}

void gemm_reference(const Scalar* A, const Scalar* B, Scalar* C, std::size_t M, std::size_t K, std::size_t N,
                    bool trans_a, bool trans_b) {
  for (std::size_t i = 0; i < M; ++i)
    for (std::size_t j = 0; j < N; ++j) {
      double s = 0;
      for (std::size_t k = 0; k < K; ++k) {
        const double a = trans_a ? A[k * M + i] : A[i * K + k];
        const double b = trans_b ? B[j * K + k] : B[k * N + j];
        s += a * b;
      }
      C[i * N + j] = static_cast<Scalar>(s);
    }
}

}  // namespace mm::kernels
