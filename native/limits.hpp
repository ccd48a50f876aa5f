// limits.hpp — the one table of every user-settable hyperparameter's range, and the checks that
// refuse a value outside it (Refusal code "range"). ModelConfig::validate, TrainConfig::validate,
// the lesson's knobs and the facade check against it, so the C++ facade, the CLI and the page
// (whose state table stays inside these ranges) agree.
// Leaves out: per-figure knobs of the lesson tabs that no setting reaches (each figure checks its
// own), the 003 matrix's size limits (lesson/norm_matrix.hpp), and the memory budget (train/memory.hpp).
#pragma once
#include <cstdint>
#include <string>

#include "refusal.hpp"

namespace mm::limits {

struct IntRange {  // [lo, hi]
  const char* name;
  long long lo, hi;
};
struct RealRange {  // (lo, hi] when lo_open, else [lo, hi]; NaN and ±inf are always out of range
  const char* name;
  double lo, hi;
  bool lo_open;
};

// ---- the table (names are the C++ field names; the CLI spells them with dashes) -------------
// n_layer counts Linear layers, output included: 2 is the smallest MLP with a hidden layer.
inline constexpr IntRange kNLayer{"n_layer", 2, 12};
inline constexpr IntRange kNHidden{"n_hidden", 1, 1024};      // H
inline constexpr IntRange kNEmbd{"n_embd", 1, 64};            // E
inline constexpr IntRange kBlockSize{"block_size", 1, 16};    // T
inline constexpr IntRange kVocabSize{"vocab_size", 2, 65};    // V: from the names file, not a knob
inline constexpr IntRange kBatchSize{"batch_size", 1, 4096};  // B (BatchNorm needs 2: check_batchnorm_batch)
inline constexpr IntRange kSteps{"steps", 1, 1000000};
inline constexpr IntRange kSeedRange{"seed", 0, 4294967295LL};  // any 32-bit unsigned integer
inline constexpr RealRange kLr{"lr", 0, 10, true};
inline constexpr RealRange kGain{"gain", 0, 10, true};
inline constexpr RealRange kBadInit{"bad_init", 0, 10, true};
inline constexpr RealRange kBnMomentum{"bn_momentum", 0, 1, false};
// BatchNorm's eps in the BatchNorm section (its pipeline and its eps demo); 0 is the failure the demo shows.
inline constexpr RealRange kEps{"eps", 1e-12, 1, false};
// The BatchNorm section's running-statistics run: SGD steps.
inline constexpr IntRange kBnSteps{"bn_steps", 10, 5000};
// The eps of a matrix normalised by `makemore-lab norm` and the BatchNorm/LayerNorm matrix tabs: a
// checker's knob, wider than the lesson's eps (lesson/norm_matrix.hpp computes in double).
inline constexpr RealRange kNormEps{"norm_eps", 1e-30, 1e6, false};

inline constexpr IntRange kIntRanges[] = {kNLayer, kNHidden, kNEmbd, kBlockSize, kVocabSize, kBatchSize, kSteps, kSeedRange, kBnSteps};
inline constexpr RealRange kRealRanges[] = {kLr, kGain, kBadInit, kBnMomentum, kEps, kNormEps};

// Throw a Refusal (code "range") naming the parameter and its range when v lies outside it:
//   "n_hidden must be from 1 to 1024, got 5000"   "lr must be in (0, 10], got nan"
void check(const IntRange& r, long long v);
void check_unsigned(const IntRange& r, std::uint64_t v);  // for the uint64 seed fields
void check(const RealRange& r, double v);

// BatchNorm in training mode needs a batch of at least 2 (one row has no batch variance): a
// Refusal "bn_batch" naming batch_size, which suggests batch 2 or LayerNorm.
void check_batchnorm_batch(long long batch_size);

// Numbers that arrive from JS as doubles. A seed: an integer in [0, 2^32-1], else a Refusal
// "<name> must be an integer in [0, 4294967295]". A count: an integer in [lo, hi], else
// "<name> must be an integer in [lo, hi]".
std::uint64_t checked_seed(double seed, const char* name = "seed");
int checked_int(double v, const char* name, int lo, int hi);

// The params of a "range" refusal (refusal.hpp); `got` as the caller shows it.
Refusal::Params range_params(const std::string& name, double lo, double hi, bool lo_open, bool integer, const std::string& got);

}  // namespace mm::limits
