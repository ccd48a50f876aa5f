// train/memory.hpp — the memory a training run will need, estimated before it starts from the
// model, the batch and the data, and the budget of a browser tab it is checked against (a run
// over it is refused: Refusal code "budget"). The Trainer checks every run; the page reads the
// budget through the facade. Leaves out: any measurement of real memory use (this is an estimate).
#pragma once
#include <cstddef>

#include "../model/mlp.hpp"
#include "trainer.hpp"

namespace mm::memory {

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
  double parameters = 0;    // every parameter tensor, BatchNorm running statistics included
  double gradients = 0;     // one gradient per parameter
  double step = 0;          // one training step: each layer's output and its gradient, tensors
                            // saved for backward (x̂ of a norm, softmax), the minibatch buffers
  double next_forward = 0;  // the larger of the next step's forward (outputs, saved tensors) and a
                            // no-grad forward over eval_chunk_rows(model) rows, built beside `step`
  double kernels = 0;       // the gemm packing buffer (grows to the largest K x N)
  double allocator = 0;     // Tensor storage (storage.hpp): size classes round a block up by up to
                            // 25%, and blocks a step or an evaluation freed wait in the recycling
                            // cache (at most storage::kMaxCachedBytes) until reused
  double data = 0;          // index arrays of all three splits (train is 80%) + evaluation subsets
  double history = 0;       // loss per step (a double), and the update:data ratios per parameter of every
                            // update_ratio_every-th step, if tracked
  double overhead = 0;      // fixed: names list, vocabulary, graph nodes, module, stack
  double total() const { return parameters + gradients + step + next_forward + kernels + allocator + data + history + overhead; }
};
MemoryEstimate estimate_training_memory(const ModelConfig& m, const TrainConfig& t, std::size_t train_rows);
// The total in bytes, saturated at SIZE_MAX (a 32-bit wasm size_t cannot hold some totals).
std::size_t estimate_training_bytes(const ModelConfig& m, const TrainConfig& t, std::size_t train_rows);
// The largest value of each setting that, the others kept, brings the run within budget_bytes;
// below its range's smallest (n_hidden 0, n_layer 1, batch_size 0 or 1 with BatchNorm, steps 0)
// when none does. Each is searched below the setting's value.
struct BudgetFits {
  long long n_hidden = 0, n_layer = 1, batch_size = 0, steps = 0;
};
BudgetFits budget_fits(const ModelConfig& m, const TrainConfig& t, std::size_t train_rows, std::size_t budget_bytes = kBudgetBytes);
// Throws a Refusal (code "budget": need_mb, budget_mb; fit_n_hidden, fit_n_layer, fit_batch_size,
// fit_steps for each setting that has a fitting value, see budget_fits) "this model would need about N MB, more than
// the 256 MB a browser tab allows; reduce n_hidden, n_layer or batch" when the estimate exceeds
// budget_bytes.
void check_fits_budget(const ModelConfig& m, const TrainConfig& t, std::size_t train_rows, std::size_t budget_bytes = kBudgetBytes);

}  // namespace mm::memory
