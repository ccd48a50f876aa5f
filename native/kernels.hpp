// kernels.hpp — the hand-written hot loops: small dense matmuls in the three layouts backward
// needs. Written as plain row-major loops whose inner loop is contiguous so the compiler
// vectorises them (SSE/AVX natively, SIMD128 in wasm). Leaves out: threads, BLAS.
#pragma once
#include <cstddef>

#include "tensor.hpp"

namespace mm::kernels {

// C[M,N] (+)= A[M,K] · B[K,N]
void gemm_nn(const Scalar* A, const Scalar* B, Scalar* C, std::size_t M, std::size_t K, std::size_t N, bool accumulate);
// C[M,K] (+)= A[M,N] · B[K,N]ᵀ      (dX = dY · Wᵀ)
void gemm_nt(const Scalar* A, const Scalar* B, Scalar* C, std::size_t M, std::size_t N, std::size_t K, bool accumulate);
// C[K,N] (+)= A[M,K]ᵀ · B[M,N]      (dW = Xᵀ · dY)
void gemm_tn(const Scalar* A, const Scalar* B, Scalar* C, std::size_t M, std::size_t K, std::size_t N, bool accumulate);

// Naive triple loops in double accumulation: the reference the fast kernels are tested against.
void gemm_reference(const Scalar* A, const Scalar* B, Scalar* C, std::size_t M, std::size_t K, std::size_t N,
                    bool trans_a, bool trans_b);

}  // namespace mm::kernels
