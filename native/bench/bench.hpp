// bench/bench.hpp — the speed benchmark of the lesson's own training loop, the same rows
// tests/reference/bench_torch.py times in PyTorch: steps/s of Trainer::step() (minibatch 32,
// forward + backward + SGD) for three models, and the time of Trainer::evaluate() over the
// whole training split. Plain structs in, plain structs and strings out: the CLI and the wasm
// module measure peak memory themselves and print. Leaves out: file I/O, threads, warm caches
// beyond the warm-up steps, any timing assertion.
#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace mm::bench {

struct BenchConfig {
  long steps = 2000;                                                             // steps per timed run (1..100000)
  int runs = 5;                                                                  // timed runs per row (1..50); the median is reported
  long warmup_steps = 200;                                                       // untimed steps before the first run (0..100000)
  std::vector<std::string> rows = {"bn6", "bn6ud", "plain6", "plain2", "eval"};  // any subset, in this order
  // Seconds from some fixed origin. Null: wall-clock (std::chrono::steady_clock). A caller on a
  // shared, busy machine may pass a CPU-time clock instead (and say so in clock_name).
  double (*clock)() = nullptr;
  std::string clock_name = "wall";
  void validate() const;  // throws std::invalid_argument naming the field and its range
};

struct RowResult {
  std::string name;   // "bn6" | "bn6ud" | "plain6" | "plain2" | "eval"
  std::string title;  // "6 layers, n_hidden 100, BatchNorm"
  std::string unit;   // "steps/s" or "ms"
  double median = 0, min = 0, max = 0;
  std::vector<double> samples;       // one per timed run
  double final_loss = 0;             // last minibatch loss (training rows) or the split loss (eval): a sanity value
  double new_blocks_per_step = 0;    // tensor blocks the timed steps took from outside storage.hpp's cache
  double matmul_mflop_per_step = 0;  // the matrix products' FLOPs per timed step, counted (kernels::gemm_flops)
};

struct BenchResult {
  std::string engine;  // "native" | "wasm" (set by the caller)
  std::string detail;  // compiler, kernel ISA, precision ...
  long steps = 0;
  int runs = 0;
  long warmup_steps = 0;
  int batch = 32;
  std::string clock_name;      // "wall" or the caller's CPU clock
  std::size_t train_rows = 0;  // N of the training split
  std::vector<RowResult> rows;
  double peak_memory_mb = 0;     // filled by the caller
  std::string peak_memory_what;  // "maxrss" | "wasm heap"
  const RowResult* find(const std::string& name) const;
};

// Runs every row of cfg on the lecture's split (seed 2147483647, block 3) of `words`.
// Throws std::invalid_argument for a bad config, mm::DataError for unusable words, and
// std::runtime_error if a training row diverges (it never should at lr 0.1).
BenchResult run_bench(const std::vector<std::string>& words, const BenchConfig& cfg);

// The table every engine prints (bench_torch.py prints the same layout).
std::string format_table(const BenchResult& r);
// One JSON object: engine, detail, steps, runs, batch, train_rows, rows{name:{median,min,max,
// unit,samples,final_loss}}, steps_per_s{bn6,bn6ud,plain6,plain2} (medians), eval_ms, peak_memory_mb.
std::string format_json(const BenchResult& r);

// The compiler, precision and kernel instruction set of this build, for BenchResult::detail.
std::string build_detail();

}  // namespace mm::bench
