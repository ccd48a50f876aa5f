// lesson/measure.hpp — the small measuring tools every lesson figure shares: mean and std the
// way torch reports them (std unbiased), a median, the fixed probe batch (the first
// randint of a fresh generator) and a mean loss over a whole split taken in chunks, so a
// 180k-row evaluation never holds more than a few MB of activations (the wasm heap is small).
// Histograms are train/diagnostics.hpp's mm::Histogram. Leaves out: plotting (the page draws).
#pragma once
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "../data/dataset.hpp"
#include "../autograd.hpp"

namespace mm::lesson {

constexpr std::uint64_t kSeed = 2147483647;  // the lecture's seed, for every generator

double mean_of(const std::vector<double>& v);     // accumulated in double
double std_of(const std::vector<double>& v);      // unbiased (n-1), torch's Tensor.std()
double median_of(std::vector<double> v);          // middle value; mean of the two middles if even
std::vector<double> to_doubles(const Tensor& t);  // flattened, row-major
double l2_norm(const Tensor& t);                  // Euclidean norm of all elements, accumulated in double

// Rows of a split picked by index: X is [B*T] row-major, Y is [B].
struct Batch {
  std::vector<std::int32_t> X, Y;
  std::size_t B = 0;
};
Batch gather(const Dataset& d, const std::vector<std::int64_t>& rows);
// The lecture's fixed probe: rows = Generator(seed).randint(d.rows(), count). count in [1, 100000].
Batch probe_batch(const Dataset& d, int count, std::uint64_t seed = kSeed);

// Mean cross-entropy over every row of `d`, computed `chunk` rows at a time under no_grad.
// logits_of(X, B) must return logits [B,V] for B contexts. Throws if d is empty.
using LogitsFn = std::function<Var(const std::vector<std::int32_t>& X, std::size_t B)>;
double split_loss(const Dataset& d, const LogitsFn& logits_of, std::size_t chunk = 4096);

// Throws std::invalid_argument("<name> must be from lo to hi, got v") when v is outside [lo, hi].
void check_range(const char* name, double v, double lo, double hi);

}  // namespace mm::lesson
