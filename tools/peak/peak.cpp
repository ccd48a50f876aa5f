// peak.cpp — one core's arithmetic ceiling, measured: independent chains of vector multiply-adds
// (acc = acc * m + c) with enough chains in flight to hide the latency, timed over a few hundred
// million lanes. Built natively (the AVX2+FMA path: 8 float lanes, one fused instruction per
// multiply-add) and for wasm SIMD128 (4 lanes, a separate multiply and add) by tools/bench_peak.sh.
// Each multiply-add counts 2 FLOPs per lane. Prints the best of R runs (a ceiling, not a median:
// a neighbour on a shared machine can only slow it down). Leaves out: memory traffic, matmul tiles.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#if defined(__EMSCRIPTEN__)
#include <emscripten.h>
#endif

namespace {

// CPU time (a shared machine's neighbours then cost the run nothing but cache): this thread's
// natively, node's process.cpuUsage() in wasm.
double seconds() {
#if defined(__EMSCRIPTEN__)
  return EM_ASM_DOUBLE({
    const u = process.cpuUsage();
    return (u.user + u.system) / 1e6;
  });
#elif defined(CLOCK_THREAD_CPUTIME_ID)
  timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
#else
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
#endif
}

// CH chains of VB-byte vectors, n rounds from a start set by seed; returns the sum, so the compiler
// keeps the work (and cannot merge calls with different seeds).
#define PEAK_BODY(VB, CH)                                                                                     \
  typedef float V __attribute__((vector_size(VB)));                                                           \
  V acc[CH];                                                                                                  \
  for (int i = 0; i < CH; ++i) acc[i] = V{} + 0.001f * (i + 1) + 1e-6f * seed;                                \
  const V m = V{} + 0.999999f, c = V{} + 1e-7f;                                                               \
  for (long r = 0; r < n; ++r) _Pragma("GCC unroll 16") for (int i = 0; i < CH; ++i) acc[i] = acc[i] * m + c; \
  float s = 0;                                                                                                \
  for (int i = 0; i < CH; ++i)                                                                                \
    for (int l = 0; l < VB / 4; ++l) s += acc[i][l];                                                          \
  return s;

#if defined(__x86_64__)
__attribute__((target("avx2,fma"), noinline)) float run_avx2(long n, int seed) { PEAK_BODY(32, 12) }
#endif
__attribute__((noinline)) float run_base(long n, int seed) { PEAK_BODY(16, 12) }

void report(const char* name, int lanes, int chains, float (*f)(long, int), long n, int runs) {
  double best = 0;
  float keep = 0;
  for (int r = 0; r < runs; ++r) {
    const double t0 = seconds();
    for (int c = 0; c < 100; ++c)
      keep += f(n / 100, c);  // many calls: a wasm engine swaps in its optimised
                              // code at a call, not inside a running loop
    const double gf = 2.0 * lanes * chains * static_cast<double>(n / 100 * 100) / (seconds() - t0) / 1e9;
    if (gf > best) best = gf;
  }
  std::printf("{\"isa\":\"%s\",\"lanes\":%d,\"chains\":%d,\"gflops_best\":%.2f,\"runs\":%d,\"check\":%g}\n", name, lanes, chains, best,
              runs, static_cast<double>(keep));
}

}  // namespace

int main(int argc, char** argv) {
  const int runs = argc > 1 ? std::atoi(argv[1]) : 7;
  const long n = argc > 2 ? std::atol(argv[2]) : 20000000;
#if defined(__x86_64__)
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) report("avx2+fma", 8, 12, run_avx2, n, runs);
  report("sse2 (no fma)", 4, 12, run_base, n, runs);
#elif defined(__wasm_simd128__)
  report("simd128 (mul+add)", 4, 12, run_base, n, runs);
#else
  report("scalar", 4, 12, run_base, n, runs);
#endif
  return 0;
}
