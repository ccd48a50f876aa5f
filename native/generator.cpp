// generator.cpp — mt19937 plus the exact arithmetic of PyTorch 1.13's CPU sampling kernels and of
// CPython's `random`. The >=16-element randn re-does torch's AVX2 kernel (Cephes logf/sincosf from
// avx_mathfun.h, as GCC fused it into FMAs) in scalar float, so it matches bit for bit and gives
// the same bits under g++, clang and emscripten. Leaves out: torch's non-AVX2 (libm) randn kernel.
#include "generator.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <stdexcept>

namespace mm {

// ---- Mt19937 ----------------------------------------------------------------------------------

namespace {
constexpr std::size_t kN = 624, kM = 397;
}

void Mt19937::seed(std::uint32_t s) {
  mt_[0] = s;
  for (std::uint32_t i = 1; i < kN; ++i) mt_[i] = 1812433253u * (mt_[i - 1] ^ (mt_[i - 1] >> 30)) + i;
  idx_ = kN;
}

// Reference init_by_array: mix the key into init_genrand(19650218), then whiten once more.
void Mt19937::seed_by_array(const std::vector<std::uint32_t>& key) {
  seed(19650218u);
  const std::size_t n = key.empty() ? 1 : key.size();
  std::size_t i = 1, j = 0;
  for (std::size_t k = std::max(kN, n); k > 0; --k) {
    const std::uint32_t kj = key.empty() ? 0u : key[j];
    mt_[i] = (mt_[i] ^ ((mt_[i - 1] ^ (mt_[i - 1] >> 30)) * 1664525u)) + kj + static_cast<std::uint32_t>(j);
    if (++i >= kN) {
      mt_[0] = mt_[kN - 1];
      i = 1;
    }
    if (++j >= n) j = 0;
  }
  for (std::size_t k = kN - 1; k > 0; --k) {
    mt_[i] = (mt_[i] ^ ((mt_[i - 1] ^ (mt_[i - 1] >> 30)) * 1566083941u)) - static_cast<std::uint32_t>(i);
    if (++i >= kN) {
      mt_[0] = mt_[kN - 1];
      i = 1;
    }
  }
  mt_[0] = 0x80000000u;
  idx_ = kN;
}

// In place: entries past kN-kM read already-twisted words, as the reference does.
void Mt19937::twist() {
  for (std::size_t i = 0; i < kN; ++i) {
    const std::uint32_t y = (mt_[i] & 0x80000000u) | (mt_[(i + 1) % kN] & 0x7fffffffu);
    mt_[i] = mt_[(i + kM) % kN] ^ (y >> 1) ^ ((y & 1u) ? 0x9908b0dfu : 0u);
  }
  idx_ = 0;
}

std::uint32_t Mt19937::operator()() {
  if (idx_ >= kN) twist();
  std::uint32_t y = mt_[idx_++];
  y ^= y >> 11;
  y ^= (y << 7) & 0x9d2c5680u;
  y ^= (y << 15) & 0xefc60000u;
  return y ^ (y >> 18);
}

// ---- torch's AVX2 Box-Muller, scalar -----------------------------------------------------------
// Constants go decimal -> double -> float as in the original tables. Where GCC fused a product into
// the following add when it compiled torch (-mfma), we call std::fma; every other product rounds
// on its own. Swapping either choice moves ~0.1% of the samples by 1-2 ulp.
namespace {

constexpr std::uint64_t kMask53 = (1ULL << 53) - 1;

constexpr float f32(double v) { return static_cast<float>(v); }

float bits_to_float(std::uint32_t b) {
  float f;
  std::memcpy(&f, &b, 4);
  return f;
}
std::uint32_t float_to_bits(float f) {
  std::uint32_t b;
  std::memcpy(&b, &f, 4);
  return b;
}

// Cephes logf as in avx_mathfun log256_ps. Domain here: x in [2^-24, 1].
float cephes_logf(float x) {
  const std::uint32_t bits = float_to_bits(x);
  float e = static_cast<float>(static_cast<std::int32_t>(bits >> 23) - 0x7f) + 1.0f;
  x = bits_to_float((bits & ~0x7f800000u) | 0x3f000000u);  // mantissa in [0.5, 1)
  const bool small = x < f32(0.707106781186547524);
  const float tmp = small ? x : 0.0f;
  x = x - 1.0f;
  if (small) e = e - 1.0f;
  x = x + tmp;
  const float z = x * x;
  float y = f32(7.0376836292E-2);
  for (double p : {-1.1514610310E-1, 1.1676998740E-1, -1.2420140846E-1, 1.4249322787E-1, -1.6668057665E-1, 2.0000714765E-1,
                   -2.4999993993E-1, 3.3333331174E-1})
    y = std::fma(y, x, f32(p));
  y = y * x;
  y = std::fma(y, z, e * f32(-2.12194440e-4));
  y = std::fma(z, -0.5f, y);
  x = x + y;
  return std::fma(e, f32(0.693359375), x);
}

// Cephes sincosf as in avx_mathfun sincos256_ps: octant j, three-part pi/4 reduction, two polys.
void cephes_sincosf(float x, float& s, float& c) {
  const bool negative = std::signbit(x);
  x = std::fabs(x);
  const int j = (static_cast<int>(x * f32(1.27323954473516)) + 1) & ~1;
  const float y = static_cast<float>(j);
  x = std::fma(y, f32(-0.78515625), x);
  x = std::fma(y, f32(-2.4187564849853515625e-4), x);
  x = std::fma(y, f32(-3.77489497744594108e-8), x);
  const float z = x * x;
  float yc = f32(2.443315711809948E-005);  // cos poly on [-pi/4, pi/4]
  yc = std::fma(yc, z, f32(-1.388731625493765E-003));
  yc = std::fma(yc, z, f32(4.166664568298827E-002));
  yc = yc * z;
  yc = std::fma(yc, z, -(z * 0.5f));
  yc = yc + 1.0f;
  float ys = f32(-1.9515295891E-4);  // sin poly on [-pi/4, pi/4]
  ys = std::fma(ys, z, f32(8.3321608736E-3));
  ys = std::fma(ys, z, f32(-1.6666654611E-1));
  ys = ys * z;
  ys = std::fma(ys, x, x);
  const bool sin_poly = (j & 2) == 0;
  s = sin_poly ? ys : yc;
  c = sin_poly ? yc : ys;
  if (((j & 4) != 0) != negative) s = -s;
  if (((j - 2) & 4) == 0) c = -c;
}

// Uniforms d[0..15] -> normals: (d[j], d[j+8]) -> r*cos(t), r*sin(t), r = sqrt(-2 ln(1-d[j])),
// t = 2*pi*d[j+8] (mean 0, std 1: torch's final fmadd(n, 1, 0) is exact).
void box_muller_16(float* d) {
  const float two_pi = f32(2.0 * 3.14159265358979323846);
  for (int j = 0; j < 8; ++j) {
    const float radius = std::sqrt(-2.0f * cephes_logf(1.0f - d[j]));
    float s, c;
    cephes_sincosf(two_pi * d[j + 8], s, c);
    d[j] = radius * c;
    d[j + 8] = radius * s;
  }
}

std::size_t numel(const Shape& shape) {
  std::size_t n = 1;
  for (std::size_t s : shape) n *= s;
  return n;
}

Tensor to_tensor(const Shape& shape, const std::vector<float>& values) {
  Tensor t = Tensor::from_shape(shape);
  std::copy(values.begin(), values.end(), t.begin());  // widened to Scalar, row-major
  return t;
}

}  // namespace

// ---- Generator ---------------------------------------------------------------------------------

Generator::Generator(std::uint64_t seed) { manual_seed(seed); }

void Generator::manual_seed(std::uint64_t seed) {
  engine_.seed(static_cast<std::uint32_t>(seed & 0xffffffffu));
  next_normal_.reset();
}

std::uint32_t Generator::next_u32() { return engine_(); }

std::uint64_t Generator::next_u64() {
  const std::uint64_t hi = engine_();
  const std::uint64_t lo = engine_();
  return (hi << 32) | lo;
}

float Generator::uniform01_f32() { return static_cast<float>(next_u32() & 0xFFFFFFu) * f32(1.0 / 16777216.0); }

Tensor Generator::rand(const Shape& shape) { return uniform(shape, 0.0, 1.0); }

// torch: from/to cast to float, then x * (to - from) + from, which GCC compiled to one fma.
Tensor Generator::uniform(const Shape& shape, double lo, double hi) {
  if (!(lo <= hi)) throw std::invalid_argument("uniform: expected lo <= hi");
  const float from = static_cast<float>(lo), to = static_cast<float>(hi);
  std::vector<float> v(numel(shape));
  for (float& x : v) x = std::fma(uniform01_f32(), to - from, from);
  return to_tensor(shape, v);
}

// at::normal_distribution<double>: two 53-bit uniforms per pair, sine kept for the next call.
// u1 sets the angle, u2 the radius; the float cast happens in randn.
double Generator::normal_f64() {
  if (next_normal_) {
    const double cached = *next_normal_;
    next_normal_.reset();
    return cached;
  }
  const double u1 = static_cast<double>(next_u64() & kMask53) * (1.0 / 9007199254740992.0);
  const double u2 = static_cast<double>(next_u64() & kMask53) * (1.0 / 9007199254740992.0);
  const double r = std::sqrt(-2.0 * std::log(1.0 - u2));
  const double theta = 2.0 * 3.14159265358979323846 * u1;
  next_normal_ = r * std::sin(theta);
  return r * std::cos(theta);
}

// All n uniforms first, then blocks of 16; a ragged tail redoes the last 16 from fresh uniforms.
void Generator::normal_fill(std::vector<float>& d) {
  const std::size_t n = d.size();
  for (float& x : d) x = uniform01_f32();
  for (std::size_t i = 0; i + 16 <= n; i += 16) box_muller_16(d.data() + i);
  if (n % 16 != 0) {
    float* tail = d.data() + n - 16;
    for (std::size_t i = 0; i < 16; ++i) tail[i] = uniform01_f32();
    box_muller_16(tail);
  }
}

Tensor Generator::randn(const Shape& shape) {
  std::vector<float> v(numel(shape));
  if (v.size() >= 16) {
    normal_fill(v);
  } else {
    for (float& x : v) x = static_cast<float>(normal_f64());
  }
  return to_tensor(shape, v);
}

// random_from_to: u32 % high when high < 2^32, else random64() % high.
std::vector<std::int64_t> Generator::randint(std::int64_t high, std::size_t count) {
  if (high <= 0) throw std::invalid_argument("randint: expected high > 0");
  const auto range = static_cast<std::uint64_t>(high);
  std::vector<std::int64_t> out(count);
  for (auto& x : out) {
    const std::uint64_t r = range >= (1ULL << 32) ? next_u64() : next_u32();
    x = static_cast<std::int64_t>(r % range);
  }
  return out;
}

// ---- PyRandom ----------------------------------------------------------------------------------

// random.seed(n): the key is |n| split into 32-bit words, least significant first.
PyRandom::PyRandom(std::uint64_t seed) {
  std::vector<std::uint32_t> key{static_cast<std::uint32_t>(seed & 0xffffffffu)};
  if (seed >> 32) key.push_back(static_cast<std::uint32_t>(seed >> 32));
  engine_.seed_by_array(key);
}

std::uint32_t PyRandom::getrandbits32() { return engine_(); }

// k <= 32: top k bits of one draw. k > 32: the first draw is the low word.
std::uint64_t PyRandom::getrandbits(int k) {
  if (k < 1 || k > 64) throw std::invalid_argument("getrandbits: expected 1 <= k <= 64");
  if (k <= 32) return engine_() >> (32 - k);
  const std::uint64_t lo = engine_();
  const std::uint64_t hi = engine_() >> (64 - k);
  return (hi << 32) | lo;
}

// _randbelow_with_getrandbits: rejection sampling on n.bit_length() bits.
std::uint64_t PyRandom::randbelow(std::uint64_t n) {
  if (n == 0) throw std::invalid_argument("randbelow: expected n >= 1");
  int k = 0;
  while (k < 64 && (n >> k) != 0) ++k;
  std::uint64_t r = getrandbits(k);
  while (r >= n) r = getrandbits(k);
  return r;
}

double PyRandom::random() {
  const double a = engine_() >> 5, b = engine_() >> 6;
  return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
}

}  // namespace mm
