// lesson/words.cpp — the verdicts of words.hpp.
#include "words.hpp"

#include <cmath>

namespace mm::lesson::words {

std::string trend(double first, double last) {
  if (!std::isfinite(first) || !(first > 0) || std::isnan(last) || last < 0) return "undefined";
  if (last == 0) return "vanishing";         // shrunk below the smallest float
  if (std::isinf(last)) return "exploding";  // grown past the largest float
  const double ratio = last / first;
  if (ratio < 1.0 / kTrendFactor) return "vanishing";
  if (ratio > kExplodeFactor) return "exploding";
  if (ratio > kTrendFactor) return "growing";
  return "stable";
}

double hold_band(int steps) { return std::pow(kHoldBand, std::sqrt(static_cast<double>(steps))); }

std::string hold(double first, double last, int steps) {
  if (!std::isfinite(first) || !(first > 0) || !std::isfinite(last) || last < 0 || steps < 1) return "undefined";
  const double ratio = last / first;
  if (ratio < 1.0 / kTrendFactor) return "vanishes";
  if (ratio > kExplodeFactor) return "explodes";
  const double band = hold_band(steps);
  if (ratio < 1.0 / band) return "fades";
  if (ratio > band) return "grows";
  return "holds";
}

std::string spread(double std) {
  if (!std::isfinite(std) || std < 0) return "undefined";
  if (std > kWideStd) return "wide";
  if (std < kNarrowStd) return "narrow";
  return "healthy";
}

std::string shift(double mean) {
  if (!std::isfinite(mean)) return "undefined";
  return std::abs(mean) > kShiftedMean ? "shifted" : "centred";
}

std::string update_ratio(double log10_median) {
  if (!std::isfinite(log10_median)) return "undefined";
  const double d = log10_median - kUdHealthy;
  if (std::abs(d) <= kUdNear) return "near";
  return d > 0 ? "high" : "low";
}

}  // namespace mm::lesson::words
