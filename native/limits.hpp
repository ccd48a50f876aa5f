// limits.hpp — the one table of every user-settable hyperparameter's range, and the memory budget
// of a browser tab. ModelConfig::validate, TrainConfig::validate and the Trainer check against it,
// so the C++ facade, the CLI and the page (whose state table stays inside these ranges) agree.
// Leaves out: per-figure knobs of the lesson tabs (each figure checks its own), the 003 matrix
// limits (lesson/norm_compare.hpp), and any measurement of real memory use (this is an estimate).
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>

namespace mm {

struct ModelConfig;
struct TrainConfig;

namespace limits {

struct IntRange {   // [lo, hi]
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
inline constexpr IntRange kNHidden{"n_hidden", 1, 1024};       // H
inline constexpr IntRange kNEmbd{"n_embd", 1, 64};             // E
inline constexpr IntRange kBlockSize{"block_size", 1, 16};     // T
inline constexpr IntRange kVocabSize{"vocab_size", 2, 65};     // V: from the names file, not a knob
inline constexpr IntRange kBatchSize{"batch_size", 1, 4096};   // B (BatchNorm needs 2: the Trainer checks)
inline constexpr IntRange kSteps{"steps", 1, 1000000};
inline constexpr IntRange kSeed{"seed", 0, 4294967295LL};      // any 32-bit unsigned integer
inline constexpr RealRange kLr{"lr", 0, 10, true};
inline constexpr RealRange kGain{"gain", 0, 10, true};
inline constexpr RealRange kBadInit{"bad_init", 0, 10, true};
inline constexpr RealRange kBnMomentum{"bn_momentum", 0, 1, false};

inline constexpr IntRange kIntRanges[] = {kNLayer, kNHidden, kNEmbd, kBlockSize, kVocabSize, kBatchSize, kSteps, kSeed};
inline constexpr RealRange kRealRanges[] = {kLr, kGain, kBadInit, kBnMomentum};

// Throw std::invalid_argument naming the parameter and its range when v lies outside it:
//   "n_hidden must be from 1 to 1024, got 5000"   "lr must be in (0, 10], got nan"
void check(const IntRange& r, long long v);
void check_unsigned(const IntRange& r, std::uint64_t v);  // for the uint64 seed fields
void check(const RealRange& r, double v);

// ---- memory --------------------------------------------------------------------------------
// What a browser tab can be expected to give the page's wasm heap.
inline constexpr std::size_t kBudgetBytes = std::size_t(256) << 20;
// Trainer::evaluate runs a split in chunks of eval_chunk_rows(model) rows: at most kEvalChunkRows
// (L2-sized: larger chunks measured slower), fewer if one chunk's activations would pass kEvalBytes.
inline constexpr std::size_t kEvalChunkRows = 256;
inline constexpr std::size_t kEvalBytes = std::size_t(64) << 20;
std::size_t eval_chunk_rows(const ModelConfig& m);  // in [64, kEvalChunkRows]

// Bytes of a training run, by part, every count rounded up. Parts that can be alive together
// are added: the last step's whole graph stays held by the layers' `out` (each out keeps its
// parents) until the next forward, or an evaluation, has replaced the last layer's output.
struct MemoryEstimate {
  double parameters = 0;   // every parameter tensor, BatchNorm running statistics included
  double gradients = 0;    // one gradient per parameter
  double step = 0;         // one training step: each layer's output and its gradient, tensors
                           // saved for backward (x̂ of a norm, softmax), the minibatch buffers
  double next_forward = 0; // the larger of the next step's forward (outputs, saved tensors) and a
                           // no-grad forward over eval_chunk_rows(model) rows, built beside `step`
  double kernels = 0;      // the gemm packing buffer (grows to the largest K x N)
  double allocator = 0;    // Tensor storage (storage.hpp): size classes round a block up by up to
                           // 25%, and blocks a step or an evaluation freed wait in the recycling
                           // cache (at most storage::kMaxCachedBytes) until reused
  double data = 0;         // index arrays of all three splits (train is 80%) + evaluation subsets
  double history = 0;      // loss per step, and update:data ratios per parameter per step if tracked
  double overhead = 0;     // fixed: names list, vocabulary, graph nodes, module, stack
  double total() const { return parameters + gradients + step + next_forward + kernels + allocator + data + history + overhead; }
};
MemoryEstimate estimate_training_memory(const ModelConfig& m, const TrainConfig& t, std::size_t train_rows);
// The total in bytes, saturated at SIZE_MAX (a 32-bit wasm size_t cannot hold some totals).
std::size_t estimate_training_bytes(const ModelConfig& m, const TrainConfig& t, std::size_t train_rows);
// Throws std::invalid_argument "this model would need about N MB, more than the 256 MB a browser
// tab allows; reduce n_hidden, n_layer or batch" when the estimate exceeds budget_bytes.
void check_fits_budget(const ModelConfig& m, const TrainConfig& t, std::size_t train_rows,
                       std::size_t budget_bytes = kBudgetBytes);

}  // namespace limits
}  // namespace mm
