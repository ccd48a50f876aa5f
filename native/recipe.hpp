// recipe.hpp — the lecture's constants, each said once: the seed of every generator and of the
// split's shuffle, the tanh gain, the saturation threshold, the model's context and embedding
// sizes, the residual depths, BatchNorm's momenta and eps. The page reads them through the
// module's recipe(). Leaves out: ranges of what a student may change (limits.hpp).
#pragma once
#include <cstdint>

namespace mm::recipe {

inline constexpr std::uint64_t kLectureSeed = 2147483647;  // torch.Generator().manual_seed, random.seed
inline constexpr double kTanhGain = 5.0 / 3.0;             // Kaiming gain for tanh
inline constexpr double kSaturation = 0.97;                // |tanh| above this counts as saturated
inline constexpr int kBlockSize = 3;                       // T: characters of context
inline constexpr int kNEmbd = 10;                          // E: embedding width
inline constexpr int kResidualDepths[3] = {5, 20, 50};     // the 000 text's stack depths
inline constexpr double kBnMomentumModule = 0.1;           // the lecture's BatchNorm1d (and torch.nn's)
inline constexpr double kBnMomentumLoop = 0.001;           // the lecture's hand-written running-stat loop
inline constexpr double kEps = 1e-5;                       // BatchNorm/LayerNorm eps

}  // namespace mm::recipe
