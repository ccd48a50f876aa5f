// bench_bindings.cpp — Embind registration of the benchmark runner (native/bench) only:
//   runBench(namesText, {steps, runs, warmup, rows, cpuTime, engine}) -> {table, json}
// the same rows, table and JSON as `makemore-lab bench`, with the wasm heap size as peak memory
// (it never shrinks, so its size at the end is the peak). tools/bench_wasm.mjs calls it in node,
// tools/bench_browser.mjs in Chromium through the page's worker (engine "chromium"; no CPU clock).
// Leaves out: any arithmetic (the runner and its formatting live in the core).
#include <emscripten/heap.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "bench/bench.hpp"
#include "data/vocab.hpp"
#include "marshal.hpp"

namespace {

using emscripten::val;

// node's process.cpuUsage() (user + system), in seconds: the --cpu-time clock under node.
double node_cpu_seconds() {
  const val u = val::global("process").call<val>("cpuUsage");
  return (u["user"].as<double>() + u["system"].as<double>()) * 1e-6;
}

std::vector<std::string> split_rows(const std::string& s) {
  std::vector<std::string> out(1);
  for (char c : s) {
    if (c == ',')
      out.emplace_back();
    else
      out.back() += c;
  }
  return out;
}

// opts: a plain JS object; missing fields keep BenchConfig's defaults.
val run_bench(const std::string& names_text, const val& opts) {
  return mm::bind::guarded([&] {
    mm::bench::BenchConfig cfg;
    if (opts.hasOwnProperty("steps")) cfg.steps = static_cast<long>(opts["steps"].as<double>());
    if (opts.hasOwnProperty("runs")) cfg.runs = static_cast<int>(opts["runs"].as<double>());
    if (opts.hasOwnProperty("warmup")) cfg.warmup_steps = static_cast<long>(opts["warmup"].as<double>());
    if (opts.hasOwnProperty("rows")) cfg.rows = split_rows(opts["rows"].as<std::string>());
    if (opts.hasOwnProperty("cpuTime") && opts["cpuTime"].as<bool>()) {
      if (val::global("process").isUndefined()) throw std::invalid_argument("cpuTime: no CPU clock here (node only)");
      cfg.clock = node_cpu_seconds;
      cfg.clock_name = "process CPU";
    }
    mm::bench::BenchResult r = mm::bench::run_bench(mm::parse_names(names_text), cfg);
    r.engine = opts.hasOwnProperty("engine") ? opts["engine"].as<std::string>() : "wasm";
    r.detail = mm::bench::build_detail();
    r.peak_memory_mb = static_cast<double>(emscripten_get_heap_size()) / (1024.0 * 1024.0);
    r.peak_memory_what = "wasm heap";
    val out = val::object();
    out.set("table", mm::bench::format_table(r));
    out.set("json", mm::bench::format_json(r));
    return out;
  });
}

}  // namespace

EMSCRIPTEN_BINDINGS(mm_bench) { emscripten::function("runBench", &run_bench); }
