// generator.hpp — random numbers that match PyTorch's CPU generator and Python's `random`
// bit for bit, so the lesson reproduces the lecture's initialisations and data split.
// Every value is computed in float32 the way x86 PyTorch (AVX2 kernels) computes it, then stored
// as Scalar, so float, double and wasm builds draw identical numbers. Leaves out: CUDA/Philox,
// other dtypes, torch's scalar (non-AVX2) randn kernel, Python's gauss() and non-int seeds.
#pragma once
#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "tensor.hpp"  // mm::Tensor, mm::Shape (the cycle is cut by #pragma once in both)

namespace mm {

// The 32-bit Mersenne Twister (Matsumoto & Nishimura 1998), seedable both ways its users need.
class Mt19937 {
 public:
  void seed(std::uint32_t s);                                 // init_genrand (PyTorch)
  void seed_by_array(const std::vector<std::uint32_t>& key);  // init_by_array (CPython)
  std::uint32_t operator()();

 private:
  void twist();
  std::uint32_t mt_[624] = {};
  std::size_t idx_ = 624;
};

// torch.Generator (CPU) compatible: mt19937 seeded with init_genrand(seed & 0xffffffff).
class Generator {
 public:
  explicit Generator(std::uint64_t seed = 67280421310721ULL);  // torch's default seed
  void manual_seed(std::uint64_t seed);                        // also drops the cached normal sample, as torch does
  std::uint32_t next_u32();
  std::uint64_t next_u64();                                                 // torch random64(): (hi<<32)|lo, hi drawn first
  Tensor rand(const Shape& shape);                                          // torch.rand
  Tensor uniform(const Shape& shape, double lo, double hi);                 // tensor.uniform_(lo, hi)
  Tensor randn(const Shape& shape);                                         // torch.randn (both paths)
  std::vector<std::int64_t> randint(std::int64_t high, std::size_t count);  // randint(0, high)

 private:
  float uniform01_f32();                    // (u32 & 0xFFFFFF) * 2^-24
  double normal_f64();                      // torch's double Box-Muller with its cached second sample
  void normal_fill(std::vector<float>& d);  // the >= 16 element path

  Mt19937 engine_;
  std::optional<double> next_normal_;  // survives across calls until manual_seed
};

// Python's `random` module: seed(int) via init_by_array, getrandbits, _randbelow, shuffle, random().
class PyRandom {
 public:
  explicit PyRandom(std::uint64_t seed);
  std::uint32_t getrandbits32();
  std::uint64_t getrandbits(int k);          // 1 <= k <= 64
  std::uint64_t randbelow(std::uint64_t n);  // n >= 1
  double random();                           // random.random(): 53 bits from two draws
  template <class T>
  void shuffle(std::vector<T>& v);  // random.shuffle, identical permutation

 private:
  Mt19937 engine_;
};

// Fisher–Yates from the back, exactly as CPython: j = _randbelow(i + 1) for i = n-1 .. 1.
template <class T>
void PyRandom::shuffle(std::vector<T>& v) {
  for (std::size_t i = v.size(); i-- > 1;) {
    const auto j = static_cast<std::size_t>(randbelow(i + 1));
    using std::swap;
    swap(v[i], v[j]);
  }
}

}  // namespace mm
