// lesson/measure.cpp — moments, median, probe batches and the chunked split loss.
#include "measure.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>

#include "../ops.hpp"

namespace mm::lesson {

void check_range(const char* name, double v, double lo, double hi) {
  if (std::isfinite(v) && v >= lo && v <= hi) return;
  char b[256];
  std::snprintf(b, sizeof b, "%s must be from %g to %g, got %g", name, lo, hi, v);
  throw std::invalid_argument(b);
}

double mean_of(const std::vector<double>& v) {
  if (v.empty()) throw std::invalid_argument("mean of no values");
  double s = 0;
  for (double x : v) s += x;
  return s / static_cast<double>(v.size());
}

double std_of(const std::vector<double>& v) {
  if (v.size() < 2) throw std::invalid_argument("std needs at least 2 values");
  const double m = mean_of(v);
  double s = 0;
  for (double x : v) s += (x - m) * (x - m);
  return std::sqrt(s / static_cast<double>(v.size() - 1));
}

double median_of(std::vector<double> v) {
  if (v.empty()) throw std::invalid_argument("median of no values");
  const std::size_t n = v.size(), mid = n / 2;
  std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(mid), v.end());
  const double upper = v[mid];
  if (n % 2) return upper;
  const double lower = *std::max_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(mid));
  return 0.5 * (lower + upper);
}

double l2_norm(const Tensor& t) {
  double s = 0;
  for (Scalar v : t) s += static_cast<double>(v) * static_cast<double>(v);
  return std::sqrt(s);
}

std::vector<double> to_doubles(const Tensor& t) { return std::vector<double>(t.data(), t.data() + t.size()); }

Batch gather(const Dataset& d, const std::vector<std::int64_t>& rows) {
  const auto T = static_cast<std::size_t>(d.block_size);
  Batch b;
  b.B = rows.size();
  b.X.reserve(rows.size() * T);
  b.Y.reserve(rows.size());
  for (std::int64_t r : rows) {
    const auto i = static_cast<std::size_t>(r);
    if (r < 0 || i >= d.rows()) throw std::out_of_range("gather: row " + std::to_string(r) + " outside the split");
    b.X.insert(b.X.end(), d.X.begin() + static_cast<std::ptrdiff_t>(i * T), d.X.begin() + static_cast<std::ptrdiff_t>((i + 1) * T));
    b.Y.push_back(d.Y[i]);
  }
  return b;
}

Batch probe_batch(const Dataset& d, int count, std::uint64_t seed) {
  check_range("probe rows", count, 1, 100000);
  if (d.rows() == 0) throw std::invalid_argument("probe batch: the training split is empty");
  Generator g(seed);
  return gather(d, g.randint(static_cast<std::int64_t>(d.rows()), static_cast<std::size_t>(count)));
}

double split_loss(const Dataset& d, const LogitsFn& logits_of, std::size_t chunk) {
  if (d.rows() == 0) throw std::invalid_argument("split loss: the split is empty");
  if (chunk == 0) throw std::invalid_argument("split loss: chunk must be positive");
  NoGradGuard ng;
  const auto T = static_cast<std::size_t>(d.block_size);
  double total = 0;
  for (std::size_t start = 0; start < d.rows(); start += chunk) {
    const std::size_t B = std::min(chunk, d.rows() - start);
    std::vector<std::int32_t> X(d.X.begin() + static_cast<std::ptrdiff_t>(start * T),
                                d.X.begin() + static_cast<std::ptrdiff_t>((start + B) * T));
    std::vector<std::int32_t> Y(d.Y.begin() + static_cast<std::ptrdiff_t>(start), d.Y.begin() + static_cast<std::ptrdiff_t>(start + B));
    total += static_cast<double>(item(cross_entropy(logits_of(X, B), Y))) * static_cast<double>(B);
  }
  return total / static_cast<double>(d.rows());
}

}  // namespace mm::lesson
