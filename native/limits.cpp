// limits.cpp — range checks whose refusals name the parameter and its range, in English and as
// a code with parameters.
#include "limits.hpp"

#include <cmath>
#include <limits>
#include <cstdio>

namespace mm::limits {

namespace {

[[noreturn]] void fail_int(const IntRange& r, const std::string& got) {
  throw Refusal("range", range_params(r.name, static_cast<double>(r.lo), static_cast<double>(r.hi), false, true, got),
                std::string(r.name) + " must be from " + std::to_string(r.lo) + " to " + std::to_string(r.hi) + ", got " + got);
}

}  // namespace

Refusal::Params range_params(const std::string& name, double lo, double hi, bool lo_open, bool integer, const std::string& got) {
  return {{"name", name}, {"lo", Refusal::number(lo)},     {"hi", Refusal::number(hi)}, {"lo_open", lo_open ? "1" : "0"},
          {"got", got},   {"integer", integer ? "1" : "0"}};
}

void check(const IntRange& r, long long v) {
  if (v < r.lo || v > r.hi) fail_int(r, std::to_string(v));
}

void check_unsigned(const IntRange& r, std::uint64_t v) {
  if (v > static_cast<std::uint64_t>(std::numeric_limits<long long>::max()) || static_cast<long long>(v) < r.lo ||
      static_cast<long long>(v) > r.hi)
    fail_int(r, std::to_string(v));
}

void check(const RealRange& r, double v) {
  const bool ok = std::isfinite(v) && (r.lo_open ? v > r.lo : v >= r.lo) && v <= r.hi;
  if (ok) return;
  char b[256];
  std::snprintf(b, sizeof b, "%s must be in %s%g, %g], got %g", r.name, r.lo_open ? "(" : "[", r.lo, r.hi, v);
  throw Refusal("range", range_params(r.name, r.lo, r.hi, r.lo_open, false, Refusal::number(v)), b);
}

void check_batchnorm_batch(long long batch_size) {
  if (batch_size >= 2) return;
  const std::string b = std::to_string(batch_size);
  throw Refusal("bn_batch", {{"batch", b}, {"name", kBatchSize.name}, {"fit_batch_size", "2"}, {"fit_norm", "layer"}},
                "batch_size must be at least 2 with BatchNorm (a batch of 1 has no batch variance), got " + b);
}

int checked_int(double v, const char* name, int lo, int hi) {
  if (!std::isfinite(v) || v != std::floor(v) || v < lo || v > hi)
    throw Refusal("range", range_params(name, lo, hi, false, true, Refusal::number(v)),
                  std::string(name) + " must be an integer in [" + std::to_string(lo) + ", " + std::to_string(hi) + "]");
  return static_cast<int>(v);
}

std::uint64_t checked_seed(double seed, const char* name) {
  const double hi = static_cast<double>(kSeedRange.hi);
  if (!std::isfinite(seed) || seed < 0 || seed > hi || seed != std::floor(seed))
    throw Refusal("range", range_params(name, 0, hi, false, true, Refusal::number(seed)),
                  std::string(name) + " must be an integer in [0, 4294967295]");
  return static_cast<std::uint64_t>(seed);
}

}  // namespace mm::limits
