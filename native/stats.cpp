// stats.cpp — one loop per statistic over a pointer range, shared by the Tensor and the
// std::vector<double> overloads, so both give the same bits for the same values.
#include "stats.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>

namespace mm::stats {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

template <class T>
double mean_of(const T* x, std::size_t n) {
  if (n == 0) return kNaN;
  double s = 0;
  for (std::size_t i = 0; i < n; ++i) s += x[i];
  return s / static_cast<double>(n);
}

// Σ (x - mean)² / (n - ddof), then its square root.
template <class T>
double std_of(const T* x, std::size_t n, std::size_t ddof) {
  if (n <= ddof) return kNaN;
  const double m = mean_of(x, n);
  double ss = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const double d = x[i] - m;
    ss += d * d;
  }
  return std::sqrt(ss / static_cast<double>(n - ddof));
}

}  // namespace

Histogram make_histogram(const Tensor& values, int bins, double lo, double hi) {
  if (bins < 1 || bins > 1000) throw std::invalid_argument("histogram: bins must be from 1 to 1000, got " + std::to_string(bins));
  if (!(std::isfinite(lo) && std::isfinite(hi) && lo < hi)) throw std::invalid_argument("histogram: need a finite range lo < hi");
  Histogram h;
  h.counts.assign(static_cast<std::size_t>(bins), 0.0);
  for (int k = 0; k <= bins; ++k) h.edges.push_back(lo + (hi - lo) * k / bins);
  const double scale = bins / (hi - lo);
  for (std::size_t i = 0; i < values.size(); ++i) {
    const double x = values.data()[i];
    if (!(x >= lo && x <= hi)) continue;  // outside, or NaN
    const auto k = std::min(static_cast<std::size_t>((x - lo) * scale), static_cast<std::size_t>(bins - 1));
    h.counts[k] += 1;
  }
  return h;
}

Histogram make_histogram(const Tensor& values, int bins) {
  double m = 0;
  for (std::size_t i = 0; i < values.size(); ++i)
    if (std::isfinite(values.data()[i])) m = std::max(m, std::abs(static_cast<double>(values.data()[i])));
  if (m == 0) m = 1;
  return make_histogram(values, bins, -m, m);
}

double mean(const Tensor& t) { return mean_of(t.data(), t.size()); }
double mean(const std::vector<double>& v) { return mean_of(v.data(), v.size()); }
double std_unbiased(const Tensor& t) { return std_of(t.data(), t.size(), 1); }
double std_unbiased(const std::vector<double>& v) { return std_of(v.data(), v.size(), 1); }
double std_biased(const Tensor& t) { return std_of(t.data(), t.size(), 0); }
double std_biased(const std::vector<double>& v) { return std_of(v.data(), v.size(), 0); }

namespace {

// Σ f(x[i]) over x[0..n): eight lanes of Scalar partial sums (one or two vector registers),
// each block of kBlock values flushed into a double total. A lane adds 16 values before its flush,
// so in float32 the sum is within ~16 ulp of the exact one for same-signed terms; the lanes are
// independent chains, so the loop vectorises without reassociation.
template <class F>
double lane_sum(const Scalar* x, std::size_t n, F f) {
  constexpr std::size_t kLanes = 8, kBlock = 128;
  double total = 0;
  std::size_t i = 0;
  for (; i + kBlock <= n; i += kBlock) {
    Scalar acc[kLanes] = {};
    for (std::size_t k = i; k < i + kBlock; k += kLanes)
      for (std::size_t j = 0; j < kLanes; ++j) acc[j] += f(x[k + j]);
    double block = 0;
    for (Scalar a : acc) block += a;
    total += block;
  }
  for (; i < n; ++i) total += f(x[i]);
  return total;
}

double std_unbiased_lanes(const Tensor& t) {
  const std::size_t n = t.size();
  if (n < 2) return kNaN;
  const Scalar* x = t.data();
  const auto m = static_cast<Scalar>(lane_sum(x, n, [](Scalar v) { return v; }) / static_cast<double>(n));
  // Centred squares are all >= 0: no cancellation, whatever the mean.
  const double ss = lane_sum(x, n, [m](Scalar v) {
    const Scalar d = v - m;
    return d * d;
  });
  return std::sqrt(ss / static_cast<double>(n - 1));
}

}  // namespace

StdPair std_unbiased_pair(const Tensor& a, const Tensor& b) {
  if (a.size() != b.size()) throw std::invalid_argument("std_unbiased_pair: the tensors differ in size");
  return {std_unbiased_lanes(a), std_unbiased_lanes(b)};
}

double median(std::vector<double> v) {
  if (v.empty()) return kNaN;
  const std::size_t n = v.size(), mid = n / 2;
  std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(mid), v.end());
  const double upper = v[mid];
  if (n % 2) return upper;
  const double lower = *std::max_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(mid));
  return 0.5 * (lower + upper);
}

MinMax min_max(const std::vector<double>& v) {
  if (v.empty()) return {kNaN, kNaN};
  const auto [lo, hi] = std::minmax_element(v.begin(), v.end());
  return {*lo, *hi};
}

std::vector<double> bucket_means(const std::vector<double>& v, std::size_t begin, long bucket, bool flush) {
  if (bucket < 1) throw std::invalid_argument("bucket_means: bucket must be at least 1, got " + std::to_string(bucket));
  const auto b = static_cast<std::size_t>(bucket);
  std::vector<double> out;
  for (std::size_t k = begin; k < v.size() && (k + b <= v.size() || flush); k += b)
    out.push_back(mean_of(v.data() + k, std::min(b, v.size() - k)));
  return out;
}

double l2_norm(const Tensor& t) {
  double s = 0;
  for (Scalar v : t) s += static_cast<double>(v) * static_cast<double>(v);
  return std::sqrt(s);
}

double max_abs(const Tensor& t) {
  double m = 0;
  for (Scalar v : t) m = std::max(m, std::abs(static_cast<double>(v)));
  return m;
}

double max_abs_diff(const Tensor& a, const Tensor& b) {
  double m = 0;
  for (std::size_t i = 0; i < a.size(); ++i) m = std::max(m, std::abs(static_cast<double>(a.data()[i]) - b.data()[i]));
  return m;
}

double saturated_fraction(const Tensor& values, double threshold) {
  if (values.size() == 0) return kNaN;
  std::size_t n = 0;
  for (Scalar v : values) n += saturated(v, threshold);
  return static_cast<double>(n) / static_cast<double>(values.size());
}

}  // namespace mm::stats
