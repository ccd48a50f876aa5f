// lesson/words.cpp — the verdicts of words.hpp.
#include "words.hpp"

#include <cmath>

namespace mm::lesson::words {

Band band(double ratio, double inner) {
  if (std::isnan(ratio) || std::isnan(inner)) return Band::undefined;
  if (ratio < 1.0 / kTrendFactor) return Band::vanishing;
  if (ratio > kExplodeFactor) return Band::exploding;
  if (ratio < 1.0 / inner) return Band::fading;
  if (ratio > inner) return Band::growing;
  return Band::stable;
}

std::string band_name(Band b) {
  switch (b) {
    case Band::vanishing: return "vanishing";
    case Band::fading: return "fading";
    case Band::stable: return "stable";
    case Band::growing: return "growing";
    case Band::exploding: return "exploding";
    case Band::undefined: break;
  }
  return "undefined";
}

std::string band_verb(Band b) {
  switch (b) {
    case Band::vanishing: return "vanishes";
    case Band::fading: return "fades";
    case Band::stable: return "holds";
    case Band::growing: return "grows";
    case Band::exploding: return "explodes";
    case Band::undefined: break;
  }
  return "undefined";
}

std::string trend(double first, double last) {
  if (!std::isfinite(first) || !(first > 0) || std::isnan(last) || last < 0) return "undefined";
  if (last == 0) return "vanishing";         // shrunk below the smallest float
  if (std::isinf(last)) return "exploding";  // grown past the largest float
  return band_name(band(last / first, kTrendFactor));
}

double hold_band(int steps) { return std::pow(kHoldBand, std::sqrt(static_cast<double>(steps))); }

std::string hold(double first, double last, int steps) {
  if (!std::isfinite(first) || !(first > 0) || !std::isfinite(last) || last < 0 || steps < 1) return "undefined";
  return band_verb(band(last / first, hold_band(steps)));
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
