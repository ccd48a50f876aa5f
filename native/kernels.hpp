// kernels.hpp — the hand-written hot loops: small dense matmuls in the three layouts backward
// needs, sized for the lesson's shapes (32x30x100, 32x100x100, 32x100x27 and their transposes),
// and the elementwise tanh / exp / finiteness loops (kernels_math.cpp). Register-blocked C++ in
// gcc/clang vector types (SSE/AVX natively, SIMD128 in wasm); on x86-64 a wider AVX2+FMA copy of
// the same code is picked at run time when the CPU has it (kernels_simd.hpp).
// Leaves out: threads, BLAS, AVX-512, matrices too big to pack one operand (K x N) in memory.
#pragma once
#include <cstddef>
#include <cstdint>

#include "tensor.hpp"

namespace mm::kernels {

// C[M,N] (+)= A[M,K] · B[K,N]
void gemm_nn(const Scalar* A, const Scalar* B, Scalar* C, std::size_t M, std::size_t K, std::size_t N, bool accumulate);
// C[M,N] = A[M,K] · B[K,N] + bias[N] on every row (each element: the k-sum, then + bias)
void gemm_nn_bias(const Scalar* A, const Scalar* B, const Scalar* bias, Scalar* C, std::size_t M, std::size_t K, std::size_t N);
// C[M,K] (+)= A[M,N] · B[K,N]ᵀ      (dX = dY · Wᵀ)
void gemm_nt(const Scalar* A, const Scalar* B, Scalar* C, std::size_t M, std::size_t N, std::size_t K, bool accumulate);
// C[K,N] (+)= A[M,K]ᵀ · B[M,N]      (dW = Xᵀ · dY)
void gemm_tn(const Scalar* A, const Scalar* B, Scalar* C, std::size_t M, std::size_t K, std::size_t N, bool accumulate);

// Naive triple loops in double accumulation: the reference the fast kernels are tested against.
void gemm_reference(const Scalar* A, const Scalar* B, Scalar* C, std::size_t M, std::size_t K, std::size_t N, bool trans_a, bool trans_b);

// y[i] = tanh(x[i]), vectorised (float: Cephes' tanhf, within 1 ulp of the exact value; NaN stays
// NaN; the double build uses std::tanh). The same code natively and in wasm, so both agree bit for bit.
void tanh_forward(const Scalar* x, Scalar* y, std::size_t n);
// gx[i] (+)= gy[i] * (1 - y[i]²), y = tanh(x): the backward of tanh from its output.
void tanh_backward(const Scalar* y, const Scalar* gy, Scalar* gx, std::size_t n, bool accumulate = true);

// y[i] = exp(x[i]) for x[i] <= 0 (softmax after subtracting the row max), vectorised (float:
// Cephes' expf, within 1 ulp; results below 1.2e-38 flush to 0; NaN stays NaN). x == y allowed.
void exp_nonpos(const Scalar* x, Scalar* y, std::size_t n);

// True when no x[i] is inf or NaN (a vectorised std::isfinite over the array).
bool all_finite(const Scalar* x, std::size_t n);

// The instruction set the kernels run with: "avx2+fma" (picked at run time on x86-64),
// "sse2", "simd128" (wasm), or "scalar". Native builds with -march=native report the build's own.
const char* isa_name();
// FLOPs of every matrix product this thread ran so far (2·M·K·N per call: a multiply and an add
// per term): the bench's count per step, for the roofline in docs/performance.md.
std::uint64_t gemm_flops();
// Tests: true pins the kernels to the build's baseline instruction set even where a wider one
// exists, so both paths can be checked against gemm_reference; false restores the dispatch.
void force_baseline(bool on);

}  // namespace mm::kernels
