// kernels.cpp — one register-blocked matmul driver for the three layouts.
//   C[M,N] (+)= op(A)[M,K] · op(B)[K,N], with op(A)(i,k) = A[i*a_rs + k*a_cs] and op(B) likewise,
// so nn / nt / tn differ only in strides. op(B) is packed into zero-padded panels of NR columns
// ([K][NR] each, contiguous), then an MR x NR tile of C is kept in registers while k runs:
// each k costs MR broadcasts of A and NR/lanes loads of B for MR*NR multiply-adds.
// The tile loops have compile-time trip counts, so gcc and clang turn them into vector code.
#include "kernels.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <type_traits>
#include <vector>

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

namespace mm::kernels {

namespace {

constexpr int kMR = 4;                             // rows of C per register tile (6 measured no faster)
constexpr std::size_t kMB = 64;                    // rows of C per block (A block stays in L1)

struct Operands {
  const Scalar* A;
  std::ptrdiff_t a_rs, a_cs;  // op(A)(i,k) = A[i*a_rs + k*a_cs]
  const Scalar* B;
  std::ptrdiff_t b_rs, b_cs;  // op(B)(k,j) = B[k*b_rs + j*b_cs]
  Scalar* C;                  // [M,N] row-major
  std::size_t M, K, N;
  bool accumulate;
};

// Panel p of op(B) (columns p*NR .. p*NR+NR-1) -> dst[K][NR], columns past N zero.
template <int NR>
MM_ALWAYS_INLINE void pack_panel(const Operands& o, std::size_t p, Scalar* dst) {
  const std::size_t j0 = p * NR, nv = std::min<std::size_t>(NR, o.N - j0);
  if (o.b_cs == 1) {  // rows of op(B) are contiguous
    for (std::size_t k = 0; k < o.K; ++k) {
      const Scalar* src = o.B + k * o.b_rs + j0;
      Scalar* d = dst + k * NR;
      for (std::size_t j = 0; j < nv; ++j) d[j] = src[j];
      for (std::size_t j = nv; j < NR; ++j) d[j] = 0;
    }
  } else {  // columns of op(B) are contiguous (the transposed case): NR read streams, one write stream
    const Scalar* src = o.B + j0 * o.b_cs;
    for (std::size_t k = 0; k < o.K; ++k) {
      Scalar* d = dst + k * NR;
      for (std::size_t j = 0; j < nv; ++j) d[j] = src[j * o.b_cs + k * o.b_rs];
      for (std::size_t j = nv; j < NR; ++j) d[j] = 0;
    }
  }
}

// C[MR rows, nv <= NR columns] (+)= op(A)[MR rows, K] · panel[K][NR] (row k at panel + k*ps),
// NR = NV vectors of VB bytes.
// The MR x NV accumulators are vector-extension values (gcc/clang), so they stay in registers.
template <int MR, int NV, int VB>
MM_ALWAYS_INLINE void tile(const Operands& o, std::size_t i0, const Scalar* panel, std::size_t ps, std::size_t j0,
                           std::size_t nv) {
  typedef Scalar V __attribute__((vector_size(VB)));
  // The same vector, read/written at any Scalar-aligned address (an unaligned vector load/store).
  typedef Scalar VU __attribute__((vector_size(VB), aligned(alignof(Scalar)), may_alias));
  constexpr int L = VB / int(sizeof(Scalar)), NR = NV * L;
  const std::ptrdiff_t rs = o.a_rs, cs = o.a_cs;
  const std::size_t K = o.K, ldc = o.N;
  V acc[MR][NV];
  for (int i = 0; i < MR; ++i)
    for (int v = 0; v < NV; ++v) acc[i][v] = V{};
  const Scalar* a = o.A + static_cast<std::ptrdiff_t>(i0) * rs;
  for (std::size_t k = 0; k < K; ++k) {
    const VU* b = reinterpret_cast<const VU*>(panel + k * ps);
    const Scalar* ak = a + static_cast<std::ptrdiff_t>(k) * cs;
    V bv[NV];
    for (int v = 0; v < NV; ++v) bv[v] = b[v];
    for (int i = 0; i < MR; ++i) {
      const Scalar av = ak[i * rs];
      for (int v = 0; v < NV; ++v) acc[i][v] += av * bv[v];
    }
  }
  Scalar* c = o.C + i0 * ldc + j0;
  for (int i = 0; i < MR; ++i) {
    Scalar* ci = c + i * ldc;
    if (nv == NR) {
      VU* cv = reinterpret_cast<VU*>(ci);
      for (int v = 0; v < NV; ++v) cv[v] = o.accumulate ? cv[v] + acc[i][v] : acc[i][v];
    } else {  // the ragged last panel: through a small buffer (indexing acc at run time would
              // force the accumulators out of registers into memory, as clang does for wasm)
      Scalar t[NR];
      for (int v = 0; v < NV; ++v) *reinterpret_cast<VU*>(t + v * L) = acc[i][v];
      for (std::size_t j = 0; j < nv; ++j) ci[j] = o.accumulate ? ci[j] + t[j] : t[j];
    }
  }
}

// The last rows (< MR of them): the same tile with a smaller compile-time height.
template <int MR, int NV, int VB>
MM_ALWAYS_INLINE void tile_rest(const Operands& o, std::size_t i0, std::size_t rows, const Scalar* panel, std::size_t ps,
                                std::size_t j0, std::size_t nv) {
  if constexpr (MR > 1) {
    if (rows == MR - 1)
      tile<MR - 1, NV, VB>(o, i0, panel, ps, j0, nv);
    else
      tile_rest<MR - 1, NV, VB>(o, i0, rows, panel, ps, j0, nv);
  }
}

std::vector<Scalar>& pack_buffer() {
  thread_local std::vector<Scalar> buf;  // grows to the largest K x N seen, then is reused
  return buf;
}

template <int MR, int NV, int VB>
MM_ALWAYS_INLINE void gemm_blocked(const Operands& o) {
  constexpr int NR = NV * VB / int(sizeof(Scalar));
  if (o.M == 0 || o.N == 0) return;
  if (o.K == 0) {
    if (!o.accumulate) std::fill(o.C, o.C + o.M * o.N, Scalar(0));
    return;
  }
  // A full panel of contiguous op(B) rows is read in place (row stride b_rs); the others
  // (the transposed layout, the zero-padded last panel) are packed once, before the row loop.
  const std::size_t np = (o.N + NR - 1) / NR;
  auto in_place = [&](std::size_t p) { return o.b_cs == 1 && (p + 1) * NR <= o.N; };
  std::vector<Scalar>& buf = pack_buffer();
  if (buf.size() < np * o.K * NR) buf.resize(np * o.K * NR);
  Scalar* panels = buf.data();
  for (std::size_t p = 0; p < np; ++p)
    if (!in_place(p)) pack_panel<NR>(o, p, panels + p * o.K * NR);
  for (std::size_t ib = 0; ib < o.M; ib += kMB) {
    const std::size_t ie = std::min(o.M, ib + kMB), full_end = ib + (ie - ib) / MR * MR;
    for (std::size_t p = 0; p < np; ++p) {
      const bool direct = in_place(p);
      const Scalar* panel = direct ? o.B + p * NR : panels + p * o.K * NR;
      const std::size_t ps = direct ? static_cast<std::size_t>(o.b_rs) : NR;
      const std::size_t j0 = p * NR, nv = std::min<std::size_t>(NR, o.N - j0);
      for (std::size_t i = ib; i < full_end; i += MR) tile<MR, NV, VB>(o, i, panel, ps, j0, nv);
      if (full_end < ie) tile_rest<MR, NV, VB>(o, full_end, ie - full_end, panel, ps, j0, nv);
    }
  }
}

// ---- tanh: Cephes' single-precision tanhf, branch-free on whole vectors (<= 1 ulp vs the exact
//   value): |x| < 0.625: odd polynomial; else 1 - 2 / (exp(2|x|) + 1) with Cephes' expf on [0, 88]
//   (exp(x) = 2^n · e^r, n = round(x / ln 2), polynomial in r). Written with vector extensions:
//   the selects and the float <-> int bit tricks defeat gcc's autovectoriser otherwise.
template <class To, class From>
MM_ALWAYS_INLINE To bit_cast(const From& f) {
  static_assert(sizeof(To) == sizeof(From), "same size");
  To t;
  __builtin_memcpy(&t, &f, sizeof t);
  return t;
}

// V: float vector, VI: int32 vector of the same width.
template <class V, class VI>
MM_ALWAYS_INLINE void tanh_vec(const float* x, float* y) {
  V v;
  __builtin_memcpy(&v, x, sizeof v);
  const VI sign = bit_cast<VI>(v) & INT32_MIN;
  const V ax = bit_cast<V>(bit_cast<VI>(v) ^ sign);     // |x|
  const V z = ax * ax;
  const V small = ax + ax * z * ((((-5.70498872745e-3f * z + 2.06390887954e-2f) * z - 5.37397155531e-2f) * z +
                                  1.33314422036e-1f) * z - 3.33332819422e-1f);
  V t = ax + ax;                                        // exp(t), t = 2|x| clamped to 88: tanh is ±1 by then
  const VI keep = t < 88.0f;
  t = bit_cast<V>((bit_cast<VI>(t) & keep) | (0x42b00000 & ~keep));  // 0x42b00000 = 88.0f
  const VI n = __builtin_convertvector(t * 1.44269504088896341f + 0.5f, VI);  // round(t / ln 2), t >= 0
  const V fn = __builtin_convertvector(n, V);
  V r = t - fn * 0.693359375f;                          // t - n ln2 in two parts (Cody-Waite)
  r = r - fn * -2.12194440e-4f;
  const V p = ((((1.9875691500e-4f * r + 1.3981999507e-3f) * r + 8.3334519073e-3f) * r + 4.1665795894e-2f) * r +
               1.6666665459e-1f) * r + 5.0000001201e-1f;
  const V e = (p * r * r + r + 1.0f) * bit_cast<V>((n + 127) << 23);  // · 2^n
  const V big = 1.0f - 2.0f / (e + 1.0f);
  const VI is_small = ax < 0.625f;
  const VI mag = (bit_cast<VI>(small) & is_small) | (bit_cast<VI>(big) & ~is_small);
  const VI is_num = v == v;                             // NaN stays NaN (divergence detection relies on it)
  const VI out = ((mag | sign) & is_num) | (bit_cast<VI>(v) & ~is_num);  // odd: tanh(-0) = -0
  __builtin_memcpy(y, &out, sizeof out);
}

// exp(x) for x <= 0 (softmax after subtracting the row max): Cephes' expf, n = round(x / ln 2)
// by the 1.5·2^23 trick (no floor instruction needed), exp(r) by polynomial, times 2^n from bits.
// Below -87.3 the result would be denormal: returned as 0 (softmax probabilities < 1e-38).
template <class V, class VI>
MM_ALWAYS_INLINE void exp_nonpos_vec(const float* x, float* y) {
  V v;
  __builtin_memcpy(&v, x, sizeof v);
  const VI flush = v < -87.33654f;
  const VI keep = ~flush;
  const V xc = bit_cast<V>((bit_cast<VI>(v) & keep) | (bit_cast<VI>(V{} - 87.33654f) & flush));
  const V magic = V{} + 12582912.0f;                    // 1.5 · 2^23: adding it rounds to an integer
  const V fn = (xc * 1.44269504088896341f + magic) - magic;
  V r = xc - fn * 0.693359375f;
  r = r - fn * -2.12194440e-4f;
  const V p = ((((1.9875691500e-4f * r + 1.3981999507e-3f) * r + 8.3334519073e-3f) * r + 4.1665795894e-2f) * r +
               1.6666665459e-1f) * r + 5.0000001201e-1f;
  const VI n = __builtin_convertvector(fn, VI);
  const V e = (p * r * r + r + 1.0f) * bit_cast<V>((n + 127) << 23);
  const VI is_num = v == v;                             // NaN stays NaN
  const VI out = (bit_cast<VI>(e) & keep & is_num) | (bit_cast<VI>(v) & ~is_num);
  __builtin_memcpy(y, &out, sizeof out);
}

typedef float F4 __attribute__((vector_size(16)));
typedef std::int32_t I4 __attribute__((vector_size(16)));
typedef float F8 __attribute__((vector_size(32)));
typedef std::int32_t I8 __attribute__((vector_size(32)));

// Applies a whole-vector function to x[0..n) -> y, the tail through a zero-padded vector.
template <int VB, void (*F)(const float*, float*)>
MM_ALWAYS_INLINE void vec_loop(const float* x, float* y, std::size_t n) {
  constexpr std::size_t L = VB / sizeof(float);
  std::size_t i = 0;
  for (; i + L <= n; i += L) F(x + i, y + i);
  if (i < n) {
    float xt[L] = {}, yt[L];
    for (std::size_t j = 0; j < n - i; ++j) xt[j] = x[i + j];
    F(xt, yt);
    for (std::size_t j = 0; j < n - i; ++j) y[i + j] = yt[j];
  }
}

template <int VB>
using VecF = std::conditional_t<VB == 32, F8, F4>;
template <int VB>
using VecI = std::conditional_t<VB == 32, I8, I4>;

template <int VB>
MM_ALWAYS_INLINE void tanh_loop(const float* x, float* y, std::size_t n) {
  vec_loop<VB, tanh_vec<VecF<VB>, VecI<VB>>>(x, y, n);
}
template <int VB>
MM_ALWAYS_INLINE void exp_nonpos_loop(const float* x, float* y, std::size_t n) {
  vec_loop<VB, exp_nonpos_vec<VecF<VB>, VecI<VB>>>(x, y, n);
}

template <int VB>
MM_ALWAYS_INLINE void tanh_loop(const double* x, double* y, std::size_t n) {  // the double build: libm
  for (std::size_t i = 0; i < n; ++i) y[i] = std::tanh(x[i]);
}
template <int VB>
MM_ALWAYS_INLINE void exp_nonpos_loop(const double* x, double* y, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) y[i] = std::exp(x[i]);
}

// ---- all_finite: a value is inf or NaN exactly when its exponent bits are all ones. OR-ing
//   that test over whole integer vectors needs no float compare, so it vectorises everywhere.
template <class T, class I, I kExp>
MM_ALWAYS_INLINE bool all_finite_loop(const T* x, std::size_t n) {
  typedef I VI __attribute__((vector_size(16)));
  constexpr std::size_t L = 16 / sizeof(T);
  VI bad{};
  std::size_t i = 0;
  for (; i + 4 * L <= n; i += 4 * L)  // four vectors per trip: independent loads
    for (std::size_t u = 0; u < 4; ++u) {
      VI b;
      __builtin_memcpy(&b, x + i + u * L, sizeof b);
      bad |= (b & kExp) == kExp;
    }
  I tail = 0;
  for (; i < n; ++i) {
    I b;
    __builtin_memcpy(&b, x + i, sizeof b);
    tail |= (b & kExp) == kExp;
  }
  for (std::size_t l = 0; l < L; ++l) tail |= bad[l];
  return tail == 0;
}

// ---- dispatch: the baseline copies, and on x86-64 AVX2+FMA copies of the same templates.
constexpr int kVecBytes =
#if defined(__AVX2__)
    32;
#else
    16;
#endif

void gemm_baseline(const Operands& o) { gemm_blocked<kMR, 2, kVecBytes>(o); }
void tanh_baseline(const Scalar* x, Scalar* y, std::size_t n) { tanh_loop<kVecBytes>(x, y, n); }
void exp_baseline(const Scalar* x, Scalar* y, std::size_t n) { exp_nonpos_loop<kVecBytes>(x, y, n); }

std::atomic<bool> g_force_baseline{false};

#if MM_DISPATCH_AVX2
__attribute__((target("avx2,fma"))) void gemm_avx2(const Operands& o) { gemm_blocked<kMR, 2, 32>(o); }
__attribute__((target("avx2,fma"))) void tanh_avx2(const Scalar* x, Scalar* y, std::size_t n) { tanh_loop<32>(x, y, n); }
__attribute__((target("avx2,fma"))) void exp_avx2(const Scalar* x, Scalar* y, std::size_t n) { exp_nonpos_loop<32>(x, y, n); }

bool use_avx2() {
  static const bool has = [] {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
  }();
  return has && !g_force_baseline.load(std::memory_order_relaxed);
}
#else
bool use_avx2() { return false; }
#endif

void gemm(const Operands& o) {
#if MM_DISPATCH_AVX2
  if (use_avx2()) return gemm_avx2(o);
#endif
  gemm_baseline(o);
}

using D = std::ptrdiff_t;

}  // namespace

void gemm_nn(const Scalar* A, const Scalar* B, Scalar* C, std::size_t M, std::size_t K, std::size_t N,
             bool accumulate) {
  gemm({A, D(K), 1, B, D(N), 1, C, M, K, N, accumulate});
}

void gemm_nt(const Scalar* A, const Scalar* B, Scalar* C, std::size_t M, std::size_t N, std::size_t K,
             bool accumulate) {
  // C[M,K] = A[M,N] · B[K,N]ᵀ: reduction over N; op(B)(n,k) = B[k*N + n]
  gemm({A, D(N), 1, B, 1, D(N), C, M, N, K, accumulate});
}

void gemm_tn(const Scalar* A, const Scalar* B, Scalar* C, std::size_t M, std::size_t K, std::size_t N,
             bool accumulate) {
  // C[K,N] = A[M,K]ᵀ · B[M,N]: reduction over M; op(A)(k,m) = A[m*K + k]
  gemm({A, 1, D(K), B, D(N), 1, C, K, M, N, accumulate});
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

void tanh_forward(const Scalar* x, Scalar* y, std::size_t n) {
#if MM_DISPATCH_AVX2
  if (use_avx2()) return tanh_avx2(x, y, n);
#endif
  tanh_baseline(x, y, n);
}

void exp_nonpos(const Scalar* x, Scalar* y, std::size_t n) {
#if MM_DISPATCH_AVX2
  if (use_avx2()) return exp_avx2(x, y, n);
#endif
  exp_baseline(x, y, n);
}

void tanh_backward(const Scalar* y, const Scalar* gy, Scalar* gx, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) gx[i] += gy[i] * (1 - y[i] * y[i]);  // d tanh = 1 - tanh²
}

bool all_finite(const Scalar* x, std::size_t n) {
  if constexpr (sizeof(Scalar) == 4)
    return all_finite_loop<Scalar, std::int32_t, std::int32_t(0x7f800000)>(x, n);
  else
    return all_finite_loop<Scalar, std::int64_t, std::int64_t(0x7ff0000000000000)>(x, n);
}

const char* isa_name() {
  if (use_avx2()) return "avx2+fma";
#if defined(__AVX2__)
  return "avx2 (-march)";
#elif defined(__wasm_simd128__)
  return "simd128";
#elif defined(__SSE2__)
  return "sse2";
#else
  return "scalar";
#endif
}

void force_baseline(bool on) { g_force_baseline.store(on, std::memory_order_relaxed); }

}  // namespace mm::kernels
