// train/memory.cpp — the memory estimate of a training run, counted tensor by tensor from what the
// layers and ops allocate, and the budget check. Leaves out: allocator slack and fragmentation
// beyond the rounding noted on each term.
#include "memory.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

#include "../refusal.hpp"
#include "../storage.hpp"

namespace mm::memory {

namespace {

double round_up16(double n) { return std::ceil(n / 16) * 16; }  // the gemm kernels pack 16-wide panels

// The model's shape as the estimate needs it; every count is a number of elements.
struct Dims {
  double V, T, E, H, L;  // vocab, block_size, n_embd, n_hidden, n_layer
  double hidden;         // hidden blocks: n_layer - 1
  bool bn, ln, none;
};

// Closed forms, no loops over layers: the estimate must also take absurd (unvalidated) values.
Dims dims_of(const ModelConfig& m) {
  Dims s{double(m.vocab_size),  double(m.block_size),  double(m.n_embd),
         double(m.n_hidden),    double(m.n_layer),     std::max(0.0, double(m.n_layer) - 1),
         m.norm == Norm::Batch, m.norm == Norm::Layer, m.norm == Norm::None};
  return s;
}

// Parameter elements (running statistics and BatchNorm's last batch statistics added as `buffers`).
void count_parameters(const Dims& s, double& params, double& buffers, double& tensors) {
  const double first_in = s.T * s.E, out_in = s.hidden > 0 ? s.H : first_in;
  params = s.V * s.E;                                                       // C [V,E]
  if (s.hidden > 0) params += first_in * s.H + (s.hidden - 1) * s.H * s.H;  // hidden Linear weights
  params += s.hidden * (s.none ? s.H : 2 * s.H);                            // each hidden block's bias, or its norm's gamma + beta
  params += out_in * s.V + (s.bn ? 2 * s.V : s.V);                          // output weight, then bias or BN gamma + beta
  tensors = 1 + s.hidden * (s.none ? 2 : 3) + (s.bn ? 3 : 2);
  buffers = s.bn ? 4 * (s.hidden * s.H + s.V) : 0;  // running_mean/var, last_mean/var
}

// One training step over B rows: data + grad of every layer output, plus saved tensors.
double step_elements(const Dims& s, double B) {
  double n = 4 * B * s.T * s.E;                                  // C[X] [B*T,E] and its reshape [B,T*E], data + grad
  const double per_block = s.none ? 4 : 7;                       // Linear 2, norm 2 + x̂ 1, Tanh 2 ([B,H] each)
  n += s.hidden * (per_block * B * s.H + 3 * std::max(B, s.H));  // + mean/var/istd per row or column
  n += (s.bn ? 5 : 2) * B * s.V + 3 * s.V;                       // output Linear 2 (+ BN 2 + x̂ 1) [B,V]
  n += B * s.V;                                                  // cross_entropy's softmax, kept for backward
  return n;
}

// One forward over R rows, without grads: outputs, a norm's x̂ and the softmax (saved for backward
// in a training step; alive while the op is built in a no-grad evaluation).
double eval_elements(const Dims& s, double R) {
  double n = 2 * R * s.T * s.E;  // C[X] and its reshape
  n += s.hidden * ((s.none ? 2 : 4) * R * s.H + 3 * std::max(R, s.H));
  n += (s.bn ? 3 : 1) * R * s.V + R * s.V;  // output (+ BN y, x̂) and the softmax
  return n;
}

// The largest K x N panel the gemm kernels pack, over forward (X·W), dX (dY·Wᵀ) and dW (Xᵀ·dY),
// for the first Linear, a middle one (H -> H) and the output one.
double pack_elements(const Dims& s, double rows) {
  auto panel = [rows](double fan_in, double fan_out) {
    return std::max({fan_in * round_up16(fan_out), fan_out * round_up16(fan_in), rows * round_up16(fan_out)});
  };
  const double first_in = s.T * s.E;
  if (s.hidden == 0) return panel(first_in, s.V);
  return std::max({panel(first_in, s.H), s.hidden > 1 ? panel(s.H, s.H) : 0.0, panel(s.H, s.V)});
}

constexpr double kMiB = 1024.0 * 1024.0;
constexpr double kIndexBytes = 4;             // int32 indices in the datasets
constexpr double kNameBytesPerRow = 16;       // two copies of the names list (~7 rows per name)
constexpr double kSplitFactor = 1.3;          // train is 80% of the words: all three ~1.25 x train rows
constexpr double kEvalSubsetRows = 2 * 2000;  // the page's fixed train/dev evaluation subsets
constexpr double kNodeBytes = 1024;           // a graph node: shared_ptr, shape, closure
constexpr double kFixedBytes = 8 * kMiB;      // vocabulary, modules, stack, small allocations
constexpr double kClassRounding = 0.25;       // storage.hpp: four size classes per power of two

}  // namespace

std::size_t eval_chunk_rows(const ModelConfig& m) {
  const double R = double(kEvalChunkRows), per_row = eval_elements(dims_of(m), R) / R * sizeof(Scalar);
  const double rows = std::floor(double(kEvalBytes) / std::max(per_row, 1.0));
  return static_cast<std::size_t>(std::clamp(rows, 64.0, double(kEvalChunkRows)));
}

MemoryEstimate estimate_training_memory(const ModelConfig& m, const TrainConfig& t, std::size_t train_rows) {
  const Dims s = dims_of(m);
  const double S = sizeof(Scalar), B = std::max(1, t.batch_size), steps = double(std::max(1L, t.steps));
  const double rows = double(train_rows);
  const double R = std::max(1.0, std::min(double(eval_chunk_rows(m)), rows));
  double params = 0, buffers = 0, tensors = 0;
  count_parameters(s, params, buffers, tensors);

  MemoryEstimate e;
  e.parameters = (params + buffers) * S;
  e.gradients = params * S;
  e.step = step_elements(s, B) * S + B * (s.T + 1) * kIndexBytes + B * 8;  // + xb/yb, randint's int64 draw
  e.next_forward = std::max(eval_elements(s, B), eval_elements(s, R) + R * (s.T + 1) * kIndexBytes / S) * S;  // + x/y copies
  e.kernels = pack_elements(s, std::max(B, R)) * S;
  // Freed blocks come from the step's graph and from evaluation chunks only, so the cache holds
  // at most one of each (measured: 2.8 MiB for the lecture's model, 58-64 MiB for wide ones).
  const double tensors_bytes = e.parameters + e.gradients + e.step + e.next_forward;
  e.allocator =
      kClassRounding * tensors_bytes + std::min(double(storage::kMaxCachedBytes), (1 + kClassRounding) * (e.step + e.next_forward));
  e.data = (rows * kSplitFactor + kEvalSubsetRows) * (s.T + 1) * kIndexBytes + rows * kSplitFactor * kNameBytesPerRow;
  // vectors grow by doubling: capacity up to twice the size. The loss of every step is a double;
  // the update:data ratios (floats) are kept for every update_ratio_every-th step only.
  const double kept = std::ceil(steps / double(std::max(1L, t.update_ratio_every)));
  e.history = 2 * steps * 8 + (t.track_update_ratio ? 2 * kept * 4 * tensors + tensors * 4 : 0);
  e.overhead = kFixedBytes + kNodeBytes * (8 + 6 * s.L);
  return e;
}

std::size_t estimate_training_bytes(const ModelConfig& m, const TrainConfig& t, std::size_t train_rows) {
  const double total = std::ceil(estimate_training_memory(m, t, train_rows).total());
  if (!(total < static_cast<double>(std::numeric_limits<std::size_t>::max()))) return std::numeric_limits<std::size_t>::max();
  return total > 0 ? static_cast<std::size_t>(total) : 0;  // negative only for nonsense sizes
}

namespace {

// The largest value in [lo, hi] of one setting for which the run fits `budget` (the estimate grows
// with each of them), or lo - 1 when not even lo fits.
template <class Set>
long long largest_fitting(long long lo, long long hi, double budget, std::size_t rows, const ModelConfig& m, const TrainConfig& t,
                          Set set) {
  auto fits = [&](long long v) {
    ModelConfig mc = m;
    TrainConfig tc = t;
    set(mc, tc, v);
    return estimate_training_memory(mc, tc, rows).total() <= budget;
  };
  if (hi < lo || !fits(lo)) return lo - 1;
  while (lo < hi) {  // fits(lo) holds
    const long long mid = lo + (hi - lo + 1) / 2;
    if (fits(mid))
      lo = mid;
    else
      hi = mid - 1;
  }
  return lo;
}

}  // namespace

BudgetFits budget_fits(const ModelConfig& m, const TrainConfig& t, std::size_t train_rows, std::size_t budget_bytes) {
  const double budget = static_cast<double>(budget_bytes);
  // one less than a setting's value: the largest smaller value to try (any value, even the
  // smallest long long of an unchecked config, without overflow: then nothing is tried)
  const auto below = [](long long v) { return v > 0 ? v - 1 : 0; };
  BudgetFits f;
  f.n_hidden = largest_fitting(1, below(m.n_hidden), budget, train_rows, m, t,
                               [](ModelConfig& mc, TrainConfig&, long long v) { mc.n_hidden = static_cast<int>(v); });
  f.n_layer = largest_fitting(2, below(m.n_layer), budget, train_rows, m, t,
                              [](ModelConfig& mc, TrainConfig&, long long v) { mc.n_layer = static_cast<int>(v); });
  f.batch_size = largest_fitting(m.norm == Norm::Batch ? 2 : 1, below(t.batch_size), budget, train_rows, m, t,
                                 [](ModelConfig&, TrainConfig& tc, long long v) { tc.batch_size = static_cast<int>(v); });
  f.steps = largest_fitting(1, below(t.steps), budget, train_rows, m, t,
                            [](ModelConfig&, TrainConfig& tc, long long v) { tc.steps = static_cast<long>(v); });
  return f;
}

void check_fits_budget(const ModelConfig& m, const TrainConfig& t, std::size_t train_rows, std::size_t budget_bytes) {
  const double total = estimate_training_memory(m, t, train_rows).total();
  if (total <= static_cast<double>(budget_bytes)) return;
  const double mb = total / kMiB < 1e15 ? std::ceil(total / kMiB) : 1e15;  // an absurd config still prints a number
  const std::string need = std::to_string(static_cast<unsigned long long>(mb));
  const std::string budget = std::to_string(budget_bytes / (std::size_t(1) << 20));
  Refusal::Params params{{"need_mb", need}, {"budget_mb", budget}};
  const BudgetFits f = budget_fits(m, t, train_rows, budget_bytes);
  std::string ways;
  const auto offer = [&](const char* name, long long v, long long lo) {
    if (v < lo) return;
    params.emplace_back(std::string("fit_") + name, std::to_string(v));
    ways += std::string(ways.empty() ? "" : ", ") + name + " " + std::to_string(v);
  };
  offer("n_hidden", f.n_hidden, 1);
  offer("n_layer", f.n_layer, 2);
  offer("batch_size", f.batch_size, m.norm == Norm::Batch ? 2 : 1);
  offer("steps", f.steps, 1);
  throw Refusal("budget", params,
                "this model would need about " + need + " MB, more than the " + budget +
                    " MB a browser tab allows; reduce n_hidden, n_layer or batch" +
                    (ways.empty() ? "" : " (each of " + ways + " would fit)"));
}

}  // namespace mm::memory
