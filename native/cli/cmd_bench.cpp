// cli/cmd_bench.cpp — `makemore-lab bench [--json]`: times the lesson's training loop (the rows
// of bench/bench.hpp) and prints steps/s as median / min / max of the timed runs, plus the
// process's peak memory (getrusage maxrss). tests/reference/bench_torch.py prints the same table
// for PyTorch and `npm run bench` for the wasm module. Leaves out: threads, profiling output.
#include <sys/resource.h>
#include <time.h>

#include <cstdio>
#include <string>
#include <vector>

#include "../bench/bench.hpp"
#include "../data/vocab.hpp"
#include "command.hpp"

namespace mm::cli {

namespace {

const char* kBenchHelp = R"(usage: makemore-lab bench [--json] [--steps N] [--runs R] [--warmup W] [--rows LIST] [--names FILE] [--cpu-time]

Times the lesson's training loop: one step = minibatch of 32 from the training split, forward,
cross-entropy, backward, SGD update (lr 0.1), through the same Trainer the page uses. Prints
steps/s as the median / min / max of R timed runs of N steps after W warm-up steps, the time of
the loss over the whole training split (eval mode, no grad), the matrix products' FLOPs per
step (counted as they run) with their GFLOP/s at the median rate, and the peak memory (maxrss).

rows:
  bn6      6 layers, n_hidden 100, BatchNorm
  bn6ud    bn6, and the update:data ratio of every parameter recorded each step, as the
           diagnostics tab does (bn6ud / bn6 is what the recording costs)
  plain6   6 layers, n_hidden 100, no BatchNorm
  plain2   2 layers, n_hidden 200, no BatchNorm
  eval     loss over the whole training split (6 layers, n_hidden 100, BatchNorm), in ms

flags:
  --json          one JSON object instead of the table (steps_per_s.{bn6,bn6ud,plain6,plain2}, eval_ms, ...)
  --steps N       steps per timed run, 1..100000 (default 2000)
  --runs R        timed runs per row, 1..50 (default 5)
  --warmup W      untimed steps first, 0..100000 (default 200)
  --rows LIST     comma-separated subset of bn6,bn6ud,plain6,plain2,eval (default: all)
  --names FILE    the names file (default public/names.txt, relative to the working directory)
  --cpu-time      time with this thread's CPU time instead of the wall clock (for a busy,
                  shared machine; bench_torch.py has the same flag)

Compare with PyTorch: /usr/bin/python3 tests/reference/bench_torch.py
)";

std::vector<std::string> split_list(const std::string& s) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : s) {
    if (c == ',') {
      out.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  out.push_back(cur);
  return out;
}

double thread_cpu_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}

int run(const std::vector<std::string>& args) {
  for (const auto& a : args)
    if (a == "--help" || a == "-h") {
      std::fputs(kBenchHelp, stdout);
      return 0;
    }
  const Flags f(args,
                {{"json", false}, {"steps", true}, {"runs", true}, {"warmup", true}, {"rows", true}, {"names", true}, {"cpu-time", false}});
  bench::BenchConfig cfg;
  cfg.steps = static_cast<long>(f.integer("steps", cfg.steps, 1, 100000));
  cfg.runs = static_cast<int>(f.integer("runs", cfg.runs, 1, 50));
  cfg.warmup_steps = static_cast<long>(f.integer("warmup", cfg.warmup_steps, 0, 100000));
  if (f.has("rows")) cfg.rows = split_list(f.str("rows", ""));
  if (f.has("cpu-time")) {
    cfg.clock = thread_cpu_seconds;
    cfg.clock_name = "thread CPU";
  }
  try {
    cfg.validate();
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
  const std::string path = f.str("names", "public/names.txt");
  std::vector<std::string> words;
  try {
    words = load_names(path);
  } catch (const DataError& e) {
    throw UsageError("--names " + path + ": " + e.what());
  }
  bench::BenchResult r = bench::run_bench(words, cfg);
  r.engine = "native";
  r.detail = bench::build_detail();
  rusage ru{};
  getrusage(RUSAGE_SELF, &ru);
  r.peak_memory_mb = static_cast<double>(ru.ru_maxrss) / 1024.0;  // Linux reports kilobytes
  r.peak_memory_what = "maxrss";
  std::fputs((f.has("json") ? bench::format_json(r) + "\n" : bench::format_table(r)).c_str(), stdout);
  return 0;
}

const RegisterCommand reg_bench{{"bench", "time the training loop (steps/s) and the full-split loss; --json", run}};

}  // namespace

}  // namespace mm::cli
