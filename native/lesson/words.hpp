// lesson/words.hpp — the one rule behind every qualitative word the page shows beside a live
// value (vanishing / stable / exploding, wide / narrow / healthy, shifted / centred): each verdict
// is computed here from the values it describes, with its thresholds stated once below, so a
// sentence never says "vanishing" beside a norm that grows. The page words the verdict in its
// language; it never decides one.
// Leaves out: the texts' own wording (quoted where it is quoted), verdicts no tab shows.
#pragma once
#include <string>

namespace mm::lesson::words {

// ---- one vocabulary of bands for a quantity's change from a first value to a last, ratio =
// last / first, shared by the residual tab's gradient norms (trend) and the Kaiming tab's stds
// (hold): "vanishing" below 1 / kTrendFactor, "fading" below 1 / inner, "stable" within inner-fold
// either way, "growing" above inner and up to kExplodeFactor, "exploding" beyond. `inner` is the
// width a tab allows a kept quantity: trend's kTrendFactor (so nothing fades there: below 1 / 10 it
// vanishes), hold's hold_band(steps). The outer bands are the same for every tab, so a 1700-fold
// rise is exploding on both. A ratio that is not a number gives "undefined".
enum class Band { vanishing, fading, stable, growing, exploding, undefined };
Band band(double ratio, double inner);
// The band's word in trend's vocabulary ("vanishing", "fading", "stable", "growing", "exploding",
// "undefined") and in hold's, a stack's verb ("vanishes", "fades", "holds", "grows", "explodes").
std::string band_name(Band b);
std::string band_verb(Band b);

// ---- a quantity followed across depth (the input-gradient norm at the shallowest and the
// deepest depth): "vanishing" when it falls by more than kTrendFactor, "stable" when it changes by at
// most kTrendFactor, "growing" when it grows by more than kTrendFactor but at most kExplodeFactor,
// "exploding" beyond (band() with inner = kTrendFactor). One decade is one grid step of the page's log chart. Growth gets a second
// threshold because a gradient that grows stays usable for a while (the 000 text calls its residual
// stack's 9.21 -> 448, 49-fold over depths 5 to 50, "healthy (even large)"); three decades is where a
// step of the same learning rate moves the shallow layers a thousand times as far as the deep ones.
inline constexpr double kTrendFactor = 10.0;
inline constexpr double kExplodeFactor = 1000.0;
// first finite and > 0; last >= 0 (0: it underflowed, "vanishing"; +inf: it overflowed,
// "exploding"). Anything else (NaN, a negative norm, first 0 or infinite) gives "undefined".
std::string trend(double first, double last);

// ---- a std followed through the layers of a stack (5.5, the first and the last nonlinearity's
// output, `steps` layers apart). One seed's noise moves a std that is kept at random from layer to
// layer, so its last / first spreads as the square root of the steps, while a std that a gain
// shrinks or grows moves by the same factor at every layer: "holds" when last / first is within
// kHoldBand^√steps of 1 (either way), else "fades" or "grows" (band() with inner = hold_band(steps),
// in its verbs); and, with trend's factors for the
// same ratio, "vanishes" below 1 / kTrendFactor and "explodes" above kExplodeFactor (a 1700-fold
// rise explodes here as it is "exploding" on the residual tab, never a mere "grows"). The text's
// Kaiming stack, 0.750 -> 0.654 over 5 steps (x0.87, band x0.61 .. x1.65), holds; its naive one,
// 0.617 -> 0.320 (x0.52), fades; ReLU at √2, 12 layers, seed 1, 0.850 -> 1.120 (x1.32 over 10
// steps, band x2.03), holds, while ReLU at tanh's 5/3 (x3.7 or more there) grows.
inline constexpr double kHoldBand = 1.25;
// "holds" | "fades" | "grows" | "vanishes" | "explodes" | "undefined" (first <= 0 or not finite,
// last not finite or < 0, steps < 1)
std::string hold(double first, double last, int steps);
// The band of hold for `steps` layers: last / first within [1 / hold_band(steps), hold_band(steps)].
double hold_band(int steps);

// ---- a pre-activation as tanh receives it, from its mean and std: "wide" when the std exceeds
// kWideStd (a Gaussian of std 3 puts about half its mass beyond atanh(recipe::kSaturation) ≈ 2.09, where tanh's
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
  double trend_factor = kTrendFactor, explode_factor = kExplodeFactor, hold_band = kHoldBand, wide_std = kWideStd, narrow_std = kNarrowStd,
         shifted_mean = kShiftedMean;
};

}  // namespace mm::lesson::words
