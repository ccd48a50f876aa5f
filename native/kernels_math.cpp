// kernels_math.cpp — the elementwise hot loops of kernels.hpp: tanh and its backward, the softmax's
// exp, and the finiteness scan the trainer's divergence check runs on every activation.
// tanh and exp are Cephes' single-precision algorithms made branch-free on whole vectors (within
// 1 ulp of the exact value); the double build calls libm. Leaves out: other transcendental ops
// (log, sqrt run once per row, through libm).
#include <cmath>

#include "kernels.hpp"
#include "kernels_simd.hpp"

namespace mm::kernels {

namespace {

using simd::bit_cast;

// ---- tanh: Cephes' single-precision tanhf, branch-free on whole vectors (<= 1 ulp vs the exact
//   value): |x| < 0.625: odd polynomial; else 1 - 2 / (exp(2|x|) + 1) with Cephes' expf on [0, 88]
//   (exp(x) = 2^n · e^r, n = round(x / ln 2), polynomial in r). Written with vector extensions:
//   the selects and the float <-> int bit tricks defeat gcc's autovectoriser otherwise.
// V: float vector, VI: int32 vector of the same width.
template <class V, class VI>
MM_ALWAYS_INLINE void tanh_vec(const float* x, float* y) {
  V v;
  __builtin_memcpy(&v, x, sizeof v);
  const VI sign = bit_cast<VI>(v) & INT32_MIN;
  const V ax = bit_cast<V>(bit_cast<VI>(v) ^ sign);  // |x|
  const V z = ax * ax;
  const V small =
      ax +
      ax * z * ((((-5.70498872745e-3f * z + 2.06390887954e-2f) * z - 5.37397155531e-2f) * z + 1.33314422036e-1f) * z - 3.33332819422e-1f);
  V t = ax + ax;  // exp(t), t = 2|x| clamped to 88: tanh is ±1 by then
  const VI keep = t < 88.0f;
  t = bit_cast<V>((bit_cast<VI>(t) & keep) | (0x42b00000 & ~keep));           // 0x42b00000 = 88.0f
  const VI n = __builtin_convertvector(t * 1.44269504088896341f + 0.5f, VI);  // round(t / ln 2), t >= 0
  const V fn = __builtin_convertvector(n, V);
  V r = t - fn * 0.693359375f;  // t - n ln2 in two parts (Cody-Waite)
  r = r - fn * -2.12194440e-4f;
  const V p = ((((1.9875691500e-4f * r + 1.3981999507e-3f) * r + 8.3334519073e-3f) * r + 4.1665795894e-2f) * r + 1.6666665459e-1f) * r +
              5.0000001201e-1f;
  const V e = (p * r * r + r + 1.0f) * bit_cast<V>((n + 127) << 23);  // · 2^n
  const V big = 1.0f - 2.0f / (e + 1.0f);
  const VI is_small = ax < 0.625f;
  const VI mag = (bit_cast<VI>(small) & is_small) | (bit_cast<VI>(big) & ~is_small);
  const VI is_num = v == v;                                              // NaN stays NaN (divergence detection relies on it)
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
  const V magic = V{} + 12582912.0f;  // 1.5 · 2^23: adding it rounds to an integer
  const V fn = (xc * 1.44269504088896341f + magic) - magic;
  V r = xc - fn * 0.693359375f;
  r = r - fn * -2.12194440e-4f;
  const V p = ((((1.9875691500e-4f * r + 1.3981999507e-3f) * r + 8.3334519073e-3f) * r + 4.1665795894e-2f) * r + 1.6666665459e-1f) * r +
              5.0000001201e-1f;
  const VI n = __builtin_convertvector(fn, VI);
  const V e = (p * r * r + r + 1.0f) * bit_cast<V>((n + 127) << 23);
  const VI is_num = v == v;  // NaN stays NaN
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

// gx (+)= gy · (1 - y²): plain loops the compiler vectorises at either width.
MM_ALWAYS_INLINE void tanh_backward_loop(const Scalar* y, const Scalar* gy, Scalar* gx, std::size_t n, bool accumulate) {
  if (accumulate)
    for (std::size_t i = 0; i < n; ++i) gx[i] += gy[i] * (1 - y[i] * y[i]);
  else
    for (std::size_t i = 0; i < n; ++i) gx[i] = gy[i] * (1 - y[i] * y[i]);
}

// ---- all_finite: a value is inf or NaN exactly when its exponent bits are all ones. OR-ing
//   that test over whole integer vectors needs no float compare, so it vectorises everywhere.
template <int VB, class T, class I, I kExp>
MM_ALWAYS_INLINE bool all_finite_loop(const T* x, std::size_t n) {
  typedef I VI __attribute__((vector_size(VB)));
  constexpr std::size_t L = VB / sizeof(T);
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

template <int VB>
MM_ALWAYS_INLINE bool all_finite_any(const Scalar* x, std::size_t n) {
  if constexpr (sizeof(Scalar) == 4)
    return all_finite_loop<VB, Scalar, std::int32_t, std::int32_t(0x7f800000)>(x, n);
  else
    return all_finite_loop<VB, Scalar, std::int64_t, std::int64_t(0x7ff0000000000000)>(x, n);
}

constexpr int kVB = simd::kVecBytes;

#if MM_DISPATCH_AVX2
__attribute__((target("avx2,fma"))) void tanh_avx2(const Scalar* x, Scalar* y, std::size_t n) { tanh_loop<32>(x, y, n); }
__attribute__((target("avx2,fma"))) void exp_avx2(const Scalar* x, Scalar* y, std::size_t n) { exp_nonpos_loop<32>(x, y, n); }
__attribute__((target("avx2,fma"))) void tanh_backward_avx2(const Scalar* y, const Scalar* gy, Scalar* gx, std::size_t n, bool accumulate) {
  tanh_backward_loop(y, gy, gx, n, accumulate);
}
__attribute__((target("avx2"))) bool all_finite_avx2(const Scalar* x, std::size_t n) { return all_finite_any<32>(x, n); }
#endif

}  // namespace

void tanh_forward(const Scalar* x, Scalar* y, std::size_t n) {
#if MM_DISPATCH_AVX2
  if (simd::use_avx2()) return tanh_avx2(x, y, n);
#endif
  tanh_loop<kVB>(x, y, n);
}

void exp_nonpos(const Scalar* x, Scalar* y, std::size_t n) {
#if MM_DISPATCH_AVX2
  if (simd::use_avx2()) return exp_avx2(x, y, n);
#endif
  exp_nonpos_loop<kVB>(x, y, n);
}

void tanh_backward(const Scalar* y, const Scalar* gy, Scalar* gx, std::size_t n, bool accumulate) {
#if MM_DISPATCH_AVX2
  if (simd::use_avx2()) return tanh_backward_avx2(y, gy, gx, n, accumulate);
#endif
  tanh_backward_loop(y, gy, gx, n, accumulate);
}

bool all_finite(const Scalar* x, std::size_t n) {
#if MM_DISPATCH_AVX2
  if (simd::use_avx2()) return all_finite_avx2(x, n);
#endif
  return all_finite_any<kVB>(x, n);
}

}  // namespace mm::kernels
