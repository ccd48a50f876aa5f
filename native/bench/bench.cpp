// bench/bench.cpp — timing Trainer::step() and Trainer::evaluate() for the benchmark rows, and
// the table/JSON every engine prints. Medians of several runs because the machines it runs on
// are shared and noisy. Leaves out: I/O (the callers print), memory measurement (callers).
#include "bench.hpp"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <stdexcept>

#include "../data/dataset.hpp"
#include "../kernels.hpp"
#include "../limits.hpp"
#include "../model/mlp.hpp"
#include "../recipe.hpp"
#include "../refusal.hpp"
#include "../storage.hpp"
#include "../train/trainer.hpp"

namespace mm::bench {

namespace {

constexpr int kBatch = 32;

struct RowSpec {
  const char* name;
  const char* title;
  int n_layer, n_hidden;
  Norm norm;
  bool record_update_ratio;  // the 5.13 diagnostics' per-step recording (Trainer's track_update_ratio)
};
const RowSpec kRows[] = {
    {"bn6", "6 layers, n_hidden 100, BatchNorm", 6, 100, Norm::Batch, false},
    {"bn6ud", "bn6, update:data of every parameter recorded each step", 6, 100, Norm::Batch, true},
    {"plain6", "6 layers, n_hidden 100, no BatchNorm", 6, 100, Norm::None, false},
    {"plain2", "2 layers, n_hidden 200, no BatchNorm", 2, 200, Norm::None, false},
    {"eval", "loss over the whole training split", 6, 100, Norm::Batch, false},
};

const RowSpec* spec_of(const std::string& name) {
  for (const auto& r : kRows)
    if (name == r.name) return &r;
  return nullptr;
}

double wall_seconds() { return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count(); }

ModelConfig model_config(const RowSpec& s, int vocab, int block) {
  ModelConfig m;
  m.vocab_size = vocab;
  m.block_size = block;
  m.n_layer = s.n_layer;
  m.n_hidden = s.n_hidden;
  m.norm = s.norm;
  m.bn_variance = nn::Variance::Biased;  // torch.nn.BatchNorm1d, as bench_torch.py uses
  m.seed = recipe::kLectureSeed;
  return m;
}

void summarise(RowResult& r) {
  std::vector<double> s = r.samples;
  std::sort(s.begin(), s.end());
  const std::size_t n = s.size();
  r.median = n % 2 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
  r.min = s.front();
  r.max = s.back();
}

double now(const BenchConfig& c) { return c.clock ? c.clock() : wall_seconds(); }

void run_steps(Trainer& t, long steps, double& last_loss) {
  for (long i = 0; i < steps; ++i) {
    const StepReport rep = t.step();
    if (rep.diverged) throw std::runtime_error("bench: training diverged: " + describe(rep.divergence));
    last_loss = rep.loss;
  }
}

RowResult time_training(const RowSpec& s, const Split& split, const BenchConfig& cfg) {
  MLP model(model_config(s, split.vocab.size(), split.train.block_size));
  TrainConfig tc;
  tc.lr = 0.1;
  tc.batch_size = kBatch;
  tc.steps = cfg.warmup_steps + cfg.steps * cfg.runs;
  tc.seed = recipe::kLectureSeed;
  tc.track_update_ratio = s.record_update_ratio;
  Trainer trainer(model, split, tc);
  RowResult r{s.name, s.title, "steps/s", 0, 0, 0, {}, 0, 0, 0};
  run_steps(trainer, cfg.warmup_steps, r.final_loss);
  const std::size_t fresh0 = storage::stats().fresh;
  const std::uint64_t flops0 = kernels::gemm_flops();
  for (int run = 0; run < cfg.runs; ++run) {
    const double t0 = now(cfg);
    run_steps(trainer, cfg.steps, r.final_loss);
    r.samples.push_back(static_cast<double>(cfg.steps) / (now(cfg) - t0));
  }
  r.new_blocks_per_step = static_cast<double>(storage::stats().fresh - fresh0) / static_cast<double>(cfg.steps * cfg.runs);
  r.matmul_mflop_per_step = static_cast<double>(kernels::gemm_flops() - flops0) / 1e6 / static_cast<double>(cfg.steps * cfg.runs);
  summarise(r);
  return r;
}

RowResult time_eval(const RowSpec& s, const Split& split, const BenchConfig& cfg) {
  MLP model(model_config(s, split.vocab.size(), split.train.block_size));
  TrainConfig tc;
  tc.seed = recipe::kLectureSeed;
  Trainer trainer(model, split, tc);
  RowResult r{s.name, s.title, "ms", 0, 0, 0, {}, 0, 0, 0};
  for (int run = 0; run <= cfg.runs; ++run) {  // run 0 is the warm-up
    const double t0 = now(cfg);
    r.final_loss = trainer.evaluate(split.train);
    if (run > 0) r.samples.push_back(1000 * (now(cfg) - t0));
  }
  summarise(r);
  return r;
}

}  // namespace

void BenchConfig::validate() const {
  limits::check(limits::IntRange{"steps", 1, 100000}, steps);
  limits::check(limits::IntRange{"runs", 1, 50}, runs);
  limits::check(limits::IntRange{"warmup_steps", 0, 100000}, warmup_steps);
  const Refusal::Params choice{{"name", "rows"}, {"got", ""}, {"choices", "bn6|bn6ud|plain6|plain2|eval"}};
  if (rows.empty()) throw Refusal("choice", choice, "rows must name at least one of bn6, bn6ud, plain6, plain2, eval");
  for (const auto& r : rows)
    if (!spec_of(r))
      throw Refusal("choice", {{"name", "rows"}, {"got", r}, choice[2]},
                    "rows: unknown row '" + r + "' (choose from bn6, bn6ud, plain6, plain2, eval)");
}

const RowResult* BenchResult::find(const std::string& name) const {
  for (const auto& r : rows)
    if (r.name == name) return &r;
  return nullptr;
}

BenchResult run_bench(const std::vector<std::string>& words, const BenchConfig& cfg) {
  cfg.validate();
  const Split split = split_data(words, recipe::kBlockSize, recipe::kLectureSeed);
  BenchResult res;
  res.steps = cfg.steps;
  res.runs = cfg.runs;
  res.warmup_steps = cfg.warmup_steps;
  res.batch = kBatch;
  res.clock_name = cfg.clock ? cfg.clock_name : "wall";
  res.train_rows = split.train.rows();
  for (const auto& spec : kRows) {  // the fixed order, whatever order cfg.rows has
    if (std::find(cfg.rows.begin(), cfg.rows.end(), spec.name) == cfg.rows.end()) continue;
    res.rows.push_back(std::string(spec.name) == "eval" ? time_eval(spec, split, cfg) : time_training(spec, split, cfg));
  }
  return res;
}

std::string format_table(const BenchResult& r) {
  char line[256];
  std::string out = "makemore-lab bench: " + r.engine + " (" + r.detail + ")\n";
  std::snprintf(line, sizeof line, "%ld steps x %d runs after %ld warm-up steps, batch %d, one thread, %s clock\n", r.steps, r.runs,
                r.warmup_steps, r.batch, r.clock_name.c_str());
  out += line;
  std::snprintf(line, sizeof line, "%-8s%10s%10s%10s  %-8s  %s\n", "row", "median", "min", "max", "unit", "what");
  out += line;
  for (const auto& row : r.rows) {
    std::snprintf(line, sizeof line, "%-8s%10.1f%10.1f%10.1f  %-8s  %s\n", row.name.c_str(), row.median, row.min, row.max, row.unit.c_str(),
                  row.title.c_str());
    out += line;
  }
  std::string blocks;
  for (const auto& row : r.rows) {
    if (row.unit != "steps/s") continue;
    std::snprintf(line, sizeof line, "%s%s %.2f", blocks.empty() ? "" : ", ", row.name.c_str(), row.new_blocks_per_step);
    blocks += line;
  }
  if (!blocks.empty()) out += "new tensor blocks per timed step (0 = all recycled): " + blocks + "\n";
  std::string flops;
  for (const auto& row : r.rows) {
    if (row.unit != "steps/s") continue;
    std::snprintf(line, sizeof line, "%s%s %.3f (%.1f GFLOP/s)", flops.empty() ? "" : ", ", row.name.c_str(), row.matmul_mflop_per_step,
                  row.matmul_mflop_per_step * row.median / 1e3);
    flops += line;
  }
  if (!flops.empty()) out += "matrix products, MFLOP per step (counted) and at the median rate: " + flops + "\n";
  std::snprintf(line, sizeof line, "peak memory: %.1f MB (%s)\n", r.peak_memory_mb, r.peak_memory_what.c_str());
  return out + line;
}

namespace {

std::string num(double v) {  // 6 significant digits (what `ostream << double` writes)
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", v);
  return buf;
}

// Engine and detail are built by our own code (no quotes or control characters), but escape anyway.
std::string quoted(const std::string& s) {
  std::string o = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') o += '\\';
    if (static_cast<unsigned char>(c) < 0x20) continue;
    o += c;
  }
  return o + "\"";
}

}  // namespace

std::string format_json(const BenchResult& r) {
  std::string o = "{\"engine\":" + quoted(r.engine) + ",\"detail\":" + quoted(r.detail) + ",\"steps\":" + std::to_string(r.steps) +
                  ",\"runs\":" + std::to_string(r.runs) + ",\"warmup_steps\":" + std::to_string(r.warmup_steps) +
                  ",\"batch\":" + std::to_string(r.batch) + ",\"clock\":" + quoted(r.clock_name) +
                  ",\"train_rows\":" + std::to_string(r.train_rows) + ",\"rows\":{";
  for (std::size_t i = 0; i < r.rows.size(); ++i) {
    const RowResult& row = r.rows[i];
    o += (i ? "," : "") + quoted(row.name) + ":{\"median\":" + num(row.median) + ",\"min\":" + num(row.min) + ",\"max\":" + num(row.max) +
         ",\"unit\":" + quoted(row.unit) + ",\"final_loss\":" + num(row.final_loss) +
         ",\"new_blocks_per_step\":" + num(row.new_blocks_per_step) + ",\"matmul_mflop_per_step\":" + num(row.matmul_mflop_per_step) +
         ",\"samples\":[";
    for (std::size_t k = 0; k < row.samples.size(); ++k) o += (k ? "," : "") + num(row.samples[k]);
    o += "]}";
  }
  o += "},\"steps_per_s\":{";
  bool first = true;
  for (const auto& row : r.rows) {
    if (row.name == "eval") continue;
    o += (first ? "" : ",") + quoted(row.name) + ":" + num(row.median);
    first = false;
  }
  o += "}";
  if (const RowResult* e = r.find("eval")) o += ",\"eval_ms\":" + num(e->median);
  o += ",\"peak_memory_mb\":" + num(r.peak_memory_mb) + ",\"peak_memory_what\":" + quoted(r.peak_memory_what) + "}";
  return o;
}

std::string build_detail() {
  std::string d;
#if defined(__clang__)
  d = "clang " + std::to_string(__clang_major__) + "." + std::to_string(__clang_minor__);
#elif defined(__GNUC__)
  d = "gcc " + std::to_string(__GNUC__) + "." + std::to_string(__GNUC_MINOR__);
#else
  d = "unknown compiler";
#endif
  d += sizeof(Scalar) == 8 ? ", double" : ", float32";
  d += std::string(", kernels ") + kernels::isa_name();
  return d;
}

}  // namespace mm::bench
