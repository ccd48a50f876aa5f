// lesson/words.hpp — the one rule behind every qualitative word the page shows beside a live
// value (vanishing / stable / exploding, wide / narrow / healthy, shifted / centred): each verdict
// is computed here from the values it describes, with its thresholds stated once below, so a
// sentence never says "vanishing" beside a norm that grows. The page words the verdict in its
// language; it never decides one.
// Leaves out: the texts' own wording (quoted where it is quoted), verdicts no tab shows.
#pragma once
#include <string>

namespace mm::lesson::words {

// ---- a quantity followed across depth (the input-gradient norm at the shallowest and the
// deepest depth): "vanishing" when it falls by more than kTrendFactor, "exploding" when it grows by
// more than kTrendFactor, else "stable". One decade is one grid step of the page's log chart.
inline constexpr double kTrendFactor = 10.0;
// first finite and > 0; last >= 0 (0: it underflowed, "vanishing"; +inf: it overflowed,
// "exploding"). Anything else (NaN, a negative norm, first 0 or infinite) gives "undefined".
std::string trend(double first, double last);

// ---- a pre-activation as tanh receives it, from its mean and std: "wide" when the std exceeds
// kWideStd (a Gaussian of std 3 puts about half its mass beyond atanh(0.97) ≈ 2.09, where tanh's
// derivative is below 0.06; Kaiming's gain gives a std near 5/3), "narrow" below kNarrowStd
// (tanh is then nearly linear), else "healthy"; "shifted" when |mean| exceeds kShiftedMean
// (tanh(0.5) ≈ 0.46: the outputs' centre is off zero by about half their range), else "centred".
inline constexpr double kWideStd = 3.0;
inline constexpr double kNarrowStd = 0.1;
inline constexpr double kShiftedMean = 0.5;
std::string spread(double std);  // "wide" | "narrow" | "healthy" | "undefined" (std < 0 or not finite)
std::string shift(double mean);  // "shifted" | "centred" | "undefined" (not finite)

// ---- 5.14's update:data, the median over parameters of log10(lr · std(grad) / std(data)): "near"
// the text's healthy kUdHealthy (about one part in a thousand per step) when within kUdNear decades
// of it, else "high" (the parameters change fast) or "low" (they barely move).
inline constexpr double kUdHealthy = -3.0;
inline constexpr double kUdNear = 0.5;
std::string update_ratio(double log10_median);  // "near" | "high" | "low" | "undefined" (not finite)

// The thresholds above, carried with a section's result so the page can say them.
struct Thresholds {
  double trend_factor = kTrendFactor, wide_std = kWideStd, narrow_std = kNarrowStd, shifted_mean = kShiftedMean;
};

}  // namespace mm::lesson::words
