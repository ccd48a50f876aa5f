// kernels.cpp — one register-blocked matmul driver for the three layouts, and the ISA dispatch.
//   C[M,N] (+)= op(A)[M,K] · op(B)[K,N], with op(A)(i,k) = A[i*a_rs + k*a_cs] and op(B) likewise,
// so nn / nt / tn differ only in strides. C is cut into panels of NR columns; an MR x NR tile of C
// stays in registers while k runs: each k costs MR broadcasts of A and NR/lanes loads of B for
// MR*NR multiply-adds. Full panels of a row-major op(B) are read in place; the others (the
// transposed layout, read through vector transposes, and the narrower last panel) are packed
// once per call into [K][width] blocks. Every element of C is summed over k in order, whatever
// tile computed it, so a row of C does not depend on which other rows share the call.
#include "kernels.hpp"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <type_traits>
#include <vector>

#include "kernels_simd.hpp"
#include "storage.hpp"

namespace mm::kernels {

namespace {

using simd::Vec;

// A tile or a packing routine: inlined where it must be compiled into the AVX2+FMA copy, else
// one out-of-line copy per shape (a call per tile costs nothing next to its K iterations, and
// the wasm module stays small).
#if MM_DISPATCH_AVX2
#define MM_KERNEL_PART MM_ALWAYS_INLINE
#else
#define MM_KERNEL_PART __attribute__((noinline))
#endif

// Tile shapes per vector width: MR rows x NV vectors. 32-byte (AVX2): 4 x 3 vectors = 12
// accumulators of the 16 registers, enough to hide the FMA latency. 16-byte (SSE2, wasm SIMD128):
// 4 x 2 = 8, leaving a wasm engine the spare registers its own code generation needs.
template <int VB>
struct Tiling {
  static constexpr int MR = 4, NV = VB == 32 ? 3 : 2;
};
constexpr std::size_t kMB = 64;  // rows of C per block (that block of A stays in L1)

struct Operands {
  const Scalar* A;
  std::ptrdiff_t a_rs, a_cs;  // op(A)(i,k) = A[i*a_rs + k*a_cs]
  const Scalar* B;
  std::ptrdiff_t b_rs, b_cs;  // op(B)(k,j) = B[k*b_rs + j*b_cs]
  Scalar* C;                  // [M,N] row-major
  std::size_t M, K, N;
  bool accumulate;
  const Scalar* bias = nullptr;  // [N], added to every row of C (only when not accumulating)
};

// C[MR rows from i0, nv <= NV*L columns from j0] (+)= op(A)[MR rows, K] · panel[K][NV*L] (row k
// at panel + k*ps). The MR x NV accumulators are vector-extension values, so they stay in
// registers; the loop steps pointers (no k * stride products in the loop).
template <int MR, int NV, int VB>
MM_ALWAYS_INLINE void tile(const Operands& o, std::size_t i0, const Scalar* panel, std::size_t ps, std::size_t j0, std::size_t nv) {
  using V = typename Vec<Scalar, VB>::V;
  using VU = typename Vec<Scalar, VB>::VU;
  constexpr int L = Vec<Scalar, VB>::L, NR = NV * L;
  const std::ptrdiff_t rs = o.a_rs, cs = o.a_cs;
  V acc[MR][NV];
  for (int i = 0; i < MR; ++i)
    for (int v = 0; v < NV; ++v) acc[i][v] = V{};
  const Scalar* a = o.A + static_cast<std::ptrdiff_t>(i0) * rs;
  const Scalar* b = panel;
  for (std::size_t k = o.K; k > 0; --k, a += cs, b += ps) {
    V bv[NV];
    for (int v = 0; v < NV; ++v) bv[v] = reinterpret_cast<const VU*>(b)[v];
    for (int i = 0; i < MR; ++i) {
      const Scalar av = a[i * rs];
      for (int v = 0; v < NV; ++v) acc[i][v] += av * bv[v];
    }
  }
  const std::size_t ldc = o.N;
  Scalar* c = o.C + i0 * ldc + j0;
  const Scalar* bias = o.bias ? o.bias + j0 : nullptr;
  for (int i = 0; i < MR; ++i) {
    Scalar* ci = c + i * ldc;
    if (nv == NR) {
      VU* cv = reinterpret_cast<VU*>(ci);
      const VU* bv = reinterpret_cast<const VU*>(bias);
      for (int v = 0; v < NV; ++v) cv[v] = o.accumulate ? cv[v] + acc[i][v] : bias ? acc[i][v] + bv[v] : acc[i][v];
    } else {  // a ragged last panel: through a small buffer (indexing acc at run time would
              // force the accumulators out of registers into memory, as clang does for wasm)
      Scalar t[NR];
      for (int v = 0; v < NV; ++v) *reinterpret_cast<VU*>(t + v * L) = acc[i][v];
      for (std::size_t j = 0; j < nv; ++j) ci[j] = o.accumulate ? ci[j] + t[j] : bias ? t[j] + bias[j] : t[j];
    }
  }
}

// Rows [i, end) of one panel: MR-row tiles, then the last < MR rows as tiles of 4, 2 and 1 rows.
template <int MR, int NV, int VB>
MM_ALWAYS_INLINE void panel_rows(const Operands& o, std::size_t i, std::size_t end, const Scalar* panel, std::size_t ps, std::size_t j0,
                                 std::size_t nv) {
  for (; i + MR <= end; i += MR) tile<MR, NV, VB>(o, i, panel, ps, j0, nv);
  if constexpr (MR > 4) {
    if (i + 4 <= end) {
      tile<4, NV, VB>(o, i, panel, ps, j0, nv);
      i += 4;
    }
  }
  if constexpr (MR > 2) {
    if (i + 2 <= end) {
      tile<2, NV, VB>(o, i, panel, ps, j0, nv);
      i += 2;
    }
  }
  if constexpr (MR > 1) {
    if (i < end) tile<1, NV, VB>(o, i, panel, ps, j0, nv);
  }
}

// ---- packing. The transposed layout (op(B) columns contiguous) is read L columns x L rows at a
//   time and transposed in registers; a row-major op(B) is copied row by row. Columns past N are 0.
template <int L, class V>
MM_ALWAYS_INLINE void transpose(V (&r)[L]) {
  if constexpr (L == 2) {
    const V a = __builtin_shufflevector(r[0], r[1], 0, 2), b = __builtin_shufflevector(r[0], r[1], 1, 3);
    r[0] = a, r[1] = b;
  } else if constexpr (L == 4) {
    const V t0 = __builtin_shufflevector(r[0], r[1], 0, 4, 1, 5), t1 = __builtin_shufflevector(r[0], r[1], 2, 6, 3, 7);
    const V t2 = __builtin_shufflevector(r[2], r[3], 0, 4, 1, 5), t3 = __builtin_shufflevector(r[2], r[3], 2, 6, 3, 7);
    r[0] = __builtin_shufflevector(t0, t2, 0, 1, 4, 5), r[1] = __builtin_shufflevector(t0, t2, 2, 3, 6, 7);
    r[2] = __builtin_shufflevector(t1, t3, 0, 1, 4, 5), r[3] = __builtin_shufflevector(t1, t3, 2, 3, 6, 7);
  } else {
    static_assert(L == 8, "2, 4 or 8 lanes");
    V t[8], s[8];
    for (int p = 0; p < 8; p += 2) {  // interleave pairs of rows within each 128-bit half
      t[p] = __builtin_shufflevector(r[p], r[p + 1], 0, 8, 1, 9, 4, 12, 5, 13);
      t[p + 1] = __builtin_shufflevector(r[p], r[p + 1], 2, 10, 3, 11, 6, 14, 7, 15);
    }
    for (int q = 0; q < 8; q += 4) {  // then pairs of pairs
      s[q] = __builtin_shufflevector(t[q], t[q + 2], 0, 1, 8, 9, 4, 5, 12, 13);
      s[q + 1] = __builtin_shufflevector(t[q], t[q + 2], 2, 3, 10, 11, 6, 7, 14, 15);
      s[q + 2] = __builtin_shufflevector(t[q + 1], t[q + 3], 0, 1, 8, 9, 4, 5, 12, 13);
      s[q + 3] = __builtin_shufflevector(t[q + 1], t[q + 3], 2, 3, 10, 11, 6, 7, 14, 15);
    }
    for (int c = 0; c < 4; ++c) {  // then the 128-bit halves of rows 0-3 and 4-7
      r[c] = __builtin_shufflevector(s[c], s[c + 4], 0, 1, 2, 3, 8, 9, 10, 11);
      r[c + 4] = __builtin_shufflevector(s[c], s[c + 4], 4, 5, 6, 7, 12, 13, 14, 15);
    }
  }
}

// op(B) columns [j0, j0 + width) -> dst[K][width] (width = a multiple of L; past N: zeros).
template <int VB>
MM_KERNEL_PART void pack(const Operands& o, std::size_t j0, std::size_t width, Scalar* dst) {
  using V = typename Vec<Scalar, VB>::V;
  using VU = typename Vec<Scalar, VB>::VU;
  constexpr int L = Vec<Scalar, VB>::L;
  const std::size_t K = o.K, nv = std::min(width, o.N - j0);
  if (o.b_cs == 1 && o.b_rs >= static_cast<std::ptrdiff_t>(o.N)) {  // row-major op(B): whole vectors
    using I = std::conditional_t<sizeof(Scalar) == 4, std::int32_t, std::int64_t>;
    using VI = typename Vec<I, VB>::V;
    const std::size_t vecs = width / L, whole = nv / L, part = nv % L;  // part: lanes of vector `whole`
    VI mask;
    for (int l = 0; l < L; ++l) mask[l] = std::size_t(l) < part ? I(-1) : I(0);
    const std::size_t end = (K - 1) * o.b_rs + o.N;  // elements of B from its start
    for (std::size_t k = 0; k < K; ++k) {
      const Scalar* src = o.B + k * o.b_rs + j0;
      VU* d = reinterpret_cast<VU*>(dst + k * width);
      for (std::size_t v = 0; v < whole; ++v) d[v] = reinterpret_cast<const VU*>(src)[v];
      if (part) {
        V x{};
        if (k * o.b_rs + j0 + (whole + 1) * L <= end)  // lanes past N read the next rows: masked to 0
          x = simd::bit_cast<V>(simd::bit_cast<VI>(V(reinterpret_cast<const VU*>(src)[whole])) & mask);
        else
          for (std::size_t l = 0; l < part; ++l) x[l] = src[whole * L + l];
        d[whole] = x;
      }
      for (std::size_t v = whole + (part ? 1 : 0); v < vecs; ++v) d[v] = V{};
    }
    return;
  }
  if (o.b_rs != 1) {  // neither way contiguous (no layout here has it): element by element
    for (std::size_t k = 0; k < K; ++k) {
      Scalar* d = dst + k * width;
      for (std::size_t j = 0; j < nv; ++j) d[j] = o.B[k * o.b_rs + (j0 + j) * o.b_cs];
      for (std::size_t j = nv; j < width; ++j) d[j] = 0;
    }
    return;
  }
  for (std::size_t g = 0; g < width; g += L) {  // L columns of op(B) = L contiguous runs of B
    const std::size_t cols = g < nv ? std::min<std::size_t>(L, nv - g) : 0;
    const Scalar* src = o.B + (j0 + g) * o.b_cs;
    std::size_t k = 0;
    for (; k + L <= K; k += L) {
      V r[L];
      for (int c = 0; c < L; ++c) r[c] = c < int(cols) ? *reinterpret_cast<const VU*>(src + c * o.b_cs + k * o.b_rs) : V{};
      transpose<L>(r);
      for (int t = 0; t < L; ++t) *reinterpret_cast<VU*>(dst + (k + t) * width + g) = r[t];
    }
    for (; k < K; ++k)
      for (int c = 0; c < L; ++c) dst[k * width + g + c] = c < int(cols) ? src[c * o.b_cs + k * o.b_rs] : Scalar(0);
  }
}

// Packed panels: 64-byte aligned (storage.hpp's blocks), so a packed row of whole vectors never
// straddles a cache line more than it must. Grows to the largest K x N seen, then is reused.
using PackBuffer = std::vector<Scalar, storage::RecyclingAllocator<Scalar>>;
PackBuffer& pack_buffer() {
  thread_local PackBuffer buf;
  return buf;
}

// The last N % NR columns: a panel of just enough vectors, with more rows per tile when it is
// narrow, so the tile keeps about as many accumulators as a full one.
template <int VB>
MM_ALWAYS_INLINE void last_panel(const Operands& o, std::size_t ib, std::size_t ie, const Scalar* panel, std::size_t j0, std::size_t nv,
                                 int vecs) {
  constexpr int MR = Tiling<VB>::MR, NV = Tiling<VB>::NV, L = Vec<Scalar, VB>::L;
  if (vecs == 1) return panel_rows<std::min(8, MR * NV), 1, VB>(o, ib, ie, panel, L, j0, nv);
  if constexpr (NV > 2)
    if (vecs == 2) return panel_rows<MR * NV / 2, 2, VB>(o, ib, ie, panel, 2 * L, j0, nv);
  panel_rows<MR, NV, VB>(o, ib, ie, panel, NV * L, j0, nv);
}

template <int VB>
MM_ALWAYS_INLINE void gemm_blocked(const Operands& o) {
  constexpr int MR = Tiling<VB>::MR, NV = Tiling<VB>::NV, L = Vec<Scalar, VB>::L, NR = NV * L;
  if (o.M == 0 || o.N == 0) return;
  if (o.K == 0) {
    if (!o.accumulate)
      for (std::size_t i = 0; i < o.M; ++i)
        for (std::size_t j = 0; j < o.N; ++j) o.C[i * o.N + j] = o.bias ? o.bias[j] : Scalar(0);
    return;
  }
  const std::size_t full = o.N / NR, rest = o.N - full * NR;  // full panels, then rest < NR columns
  const int rest_vecs = static_cast<int>((rest + L - 1) / L);
  const bool in_place = o.b_cs == 1;
  PackBuffer& buf = pack_buffer();
  const std::size_t need = ((in_place ? 0 : full * NR) + rest_vecs * L) * o.K;
  if (buf.size() < need) buf.resize(need);
  Scalar* packed = buf.data();  // the packed full panels (if any), then the last one
  if (!in_place)
    for (std::size_t p = 0; p < full; ++p) pack<VB>(o, p * NR, NR, packed + p * NR * o.K);
  Scalar* last = packed + (in_place ? 0 : full * NR * o.K);
  if (rest) pack<VB>(o, full * NR, rest_vecs * L, last);
  for (std::size_t ib = 0; ib < o.M; ib += kMB) {
    const std::size_t ie = std::min(o.M, ib + kMB);
    for (std::size_t p = 0; p < full; ++p) {
      const Scalar* panel = in_place ? o.B + p * NR : packed + p * NR * o.K;
      const std::size_t ps = in_place ? static_cast<std::size_t>(o.b_rs) : NR;
      panel_rows<MR, NV, VB>(o, ib, ie, panel, ps, p * NR, NR);
    }
    if (rest) last_panel<VB>(o, ib, ie, last, full * NR, rest, rest_vecs);
  }
}

std::atomic<bool> g_force_baseline{false};

#if MM_DISPATCH_AVX2
__attribute__((target("avx2,fma"))) void gemm_avx2(const Operands& o) { gemm_blocked<32>(o); }
#endif

thread_local std::uint64_t t_gemm_flops = 0;

void gemm(const Operands& o) {
  t_gemm_flops += 2 * static_cast<std::uint64_t>(o.M) * o.K * o.N;
#if MM_DISPATCH_AVX2
  if (simd::use_avx2()) return gemm_avx2(o);
#endif
  gemm_blocked<simd::kVecBytes>(o);
}

using D = std::ptrdiff_t;

}  // namespace

namespace simd {
#if MM_DISPATCH_AVX2
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
}  // namespace simd

void gemm_nn(const Scalar* A, const Scalar* B, Scalar* C, std::size_t M, std::size_t K, std::size_t N, bool accumulate) {
  gemm({A, D(K), 1, B, D(N), 1, C, M, K, N, accumulate});
}

void gemm_nn_bias(const Scalar* A, const Scalar* B, const Scalar* bias, Scalar* C, std::size_t M, std::size_t K, std::size_t N) {
  gemm({A, D(K), 1, B, D(N), 1, C, M, K, N, false, bias});
}

void gemm_nt(const Scalar* A, const Scalar* B, Scalar* C, std::size_t M, std::size_t N, std::size_t K, bool accumulate) {
  // C[M,K] = A[M,N] · B[K,N]ᵀ: reduction over N; op(B)(n,k) = B[k*N + n]
  gemm({A, D(N), 1, B, 1, D(N), C, M, N, K, accumulate});
}

void gemm_tn(const Scalar* A, const Scalar* B, Scalar* C, std::size_t M, std::size_t K, std::size_t N, bool accumulate) {
  // C[K,N] = A[M,K]ᵀ · B[M,N]: reduction over M; op(A)(k,m) = A[m*K + k]
  gemm({A, 1, D(K), B, D(N), 1, C, K, M, N, accumulate});
}

void gemm_reference(const Scalar* A, const Scalar* B, Scalar* C, std::size_t M, std::size_t K, std::size_t N, bool trans_a, bool trans_b) {
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

const char* isa_name() {
  if (simd::use_avx2()) return "avx2+fma";
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

std::uint64_t gemm_flops() { return t_gemm_flops; }

void force_baseline(bool on) { g_force_baseline.store(on, std::memory_order_relaxed); }

}  // namespace mm::kernels
