// kernels_simd.hpp — internal to kernels*.cpp: the gcc/clang vector types the hand-written loops
// are written in, and the run-time choice of instruction set. Vector-extension code becomes SSE or
// AVX2 natively and SIMD128 in wasm; on an x86-64 build for the baseline ISA an AVX2+FMA copy of
// each hot loop is compiled too and picked at run time. Leaves out: AVX-512, ARM NEON tuning.
#pragma once
#include <cstddef>
#include <cstdint>
#include <type_traits>

#if defined(__GNUC__) || defined(__clang__)
#define MM_ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define MM_ALWAYS_INLINE inline
#endif

// x86-64 built for the baseline ISA: also compile an AVX2+FMA copy and choose at run time.
#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__)) && !defined(__AVX2__) && \
    !defined(__EMSCRIPTEN__)
#define MM_DISPATCH_AVX2 1
#else
#define MM_DISPATCH_AVX2 0
#endif

// 32-byte vectors in always-inlined helpers trip the ABI note; they never cross a real call.
#if defined(__GNUC__)
#pragma GCC diagnostic ignored "-Wpsabi"
#endif

namespace mm::kernels::simd {

// The build's own vector width in bytes (the baseline path).
constexpr int kVecBytes =
#if defined(__AVX2__)
    32;
#else
    16;
#endif

// True when the AVX2+FMA copies should run (the CPU has them and force_baseline is off).
bool use_avx2();

template <class To, class From>
MM_ALWAYS_INLINE To bit_cast(const From& f) {
  static_assert(sizeof(To) == sizeof(From), "same size");
  To t;
  __builtin_memcpy(&t, &f, sizeof t);
  return t;
}

// VB bytes of T: V is read/written at aligned addresses, VU at any T-aligned one.
template <class T, int VB>
struct Vec {
  typedef T V __attribute__((vector_size(VB)));
  typedef T VU __attribute__((vector_size(VB), aligned(alignof(T)), may_alias));
  static constexpr int L = VB / int(sizeof(T));
};

}  // namespace mm::kernels::simd
