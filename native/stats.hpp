// stats.hpp — the statistics every figure and probe reads off its tensors, each defined once:
// histograms, mean, standard deviation (unbiased like torch's .std(), and biased, the population
// std), median, L2 norm, largest |value| and |difference|, and the saturated share of tanh
// outputs. Sums are accumulated in double in index order, so the same values always give the same
// bits (std_unbiased_pair, the per-step update:data pass, sums in float lanes for speed). Leaves out:
// weighted statistics, quantiles other than the median, streaming updates.
#pragma once
#include <cmath>
#include <cstddef>
#include <vector>

#include "tensor.hpp"

namespace mm::stats {

// counts[k] = values in [edges[k], edges[k+1]); the last bin also holds its right edge (as
// torch.histogram). Values outside [edges.front(), edges.back()] and non-finite ones are left out.
struct Histogram {
  std::vector<double> edges;   // bins + 1
  std::vector<double> counts;  // bins
};
// bins in [1, 1000] and lo < hi (both finite), else std::invalid_argument.
Histogram make_histogram(const Tensor& values, int bins, double lo, double hi);
// Automatic symmetric range [-m, m], m = max |x| over the finite values (1 if there are none or m = 0).
Histogram make_histogram(const Tensor& values, int bins);

// NaN for an empty input (mean) or fewer than two values (std_unbiased), one value (std_biased).
double mean(const Tensor& t);
double mean(const std::vector<double>& v);
double std_unbiased(const Tensor& t);  // sqrt(Σ(x - mean)² / (n - 1)), torch's .std()
double std_unbiased(const std::vector<double>& v);
double std_biased(const Tensor& t);  // sqrt(Σ(x - mean)² / n), the population std
double std_biased(const std::vector<double>& v);
// Both unbiased stds of two tensors of one size (a parameter's gradient and its data, each step):
// the same two passes as std_unbiased, but summed in vector lanes of Scalar flushed into double
// every 128 values, so within ~1e-6 relative of std_unbiased in float32, not bit for bit. NaN for
// fewer than two values; std::invalid_argument if the sizes differ.
struct StdPair {
  double a, b;
};
StdPair std_unbiased_pair(const Tensor& a, const Tensor& b);
double median(std::vector<double> v);  // the mean of the two middle values if n is even; NaN if empty
struct MinMax {
  double min, max;
};
MinMax min_max(const std::vector<double>& v);  // the smallest and the largest value; both NaN if empty
// The mean of every run of `bucket` consecutive values of v[begin..] (a noisy curve, smoothed for
// drawing); a shorter last run is averaged too only when `flush`. bucket >= 1, else
// std::invalid_argument.
std::vector<double> bucket_means(const std::vector<double>& v, std::size_t begin, long bucket, bool flush);

double l2_norm(const Tensor& t);                        // sqrt(Σ x²)
double max_abs(const Tensor& t);                        // max |x|, 0 for an empty tensor
double max_abs_diff(const Tensor& a, const Tensor& b);  // max |a - b| over a's elements (b at least as large)
// The one saturation rule: |x| > threshold, compared in the values' own precision (Scalar), as
// torch compares a float tensor with a Python float (recipe::kSaturation becomes a float, so |h|
// equal to that float is not saturated).
inline bool saturated(Scalar x, double threshold) { return std::abs(x) > static_cast<Scalar>(threshold); }
// Share of saturated(x, threshold) over the values. NaN for an empty tensor.
double saturated_fraction(const Tensor& values, double threshold);

}  // namespace mm::stats
