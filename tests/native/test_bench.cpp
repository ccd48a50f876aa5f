// test_bench.cpp — the benchmark runner's bookkeeping, not its speed: the rows it runs, the
// statistics it reports (median / min / max of the samples), the loss it trains to (PyTorch's),
// the JSON keys the scripts read, and the messages for a bad configuration. A tiny run on a few
// names, with a fake clock so every statistic is known exactly. No timing assertion anywhere.
#include <catch2/catch.hpp>

#include <cmath>
#include <stdexcept>
#include <string>
#include <vector>

#include "bench/bench.hpp"
#include "fixtures.hpp"

using namespace mm::bench;

namespace {

// 24 names that use 25 of the 26 letters (no k): V = 26.
const std::vector<std::string> kWords = {"emma",   "olivia",   "ava",    "isabella", "sophia", "mia",    "amelia",  "harper",
                                         "evelyn", "abigail",  "emily",  "ella",     "liam",   "noah",   "william", "james",
                                         "oliver", "benjamin", "elijah", "lucas",    "quinn",  "xavier", "zoe",     "fitzgerald"};

// A fake clock: every reading is one second after the previous one, so each timed run lasts
// exactly 1 s: a training run of N steps reports N steps/s and an eval run 1000 ms.
double g_fake = 0;
double fake_clock() { return g_fake += 1.0; }

BenchConfig tiny(std::vector<std::string> rows) {
  BenchConfig c;
  c.steps = 3;
  c.runs = 3;
  c.warmup_steps = 1;
  c.rows = std::move(rows);
  c.clock = fake_clock;
  c.clock_name = "fake";
  return c;
}

}  // namespace

TEST_CASE("bench runs the asked rows in the fixed order with one sample per run", "[bench]") {
  const BenchResult r = run_bench(kWords, tiny({"eval", "plain2", "bn6"}));
  REQUIRE(r.rows.size() == 3);
  CHECK(r.rows[0].name == "bn6");
  CHECK(r.rows[1].name == "plain2");
  CHECK(r.rows[2].name == "eval");
  for (const auto& row : r.rows) {
    INFO(row.name);
    CHECK(row.samples.size() == 3);
    // the fake clock makes every run last 1 s: steps/s = steps, eval = 1000 ms
    CHECK(row.median == (row.name == "eval" ? 1000.0 : 3.0));
    CHECK(row.min <= row.median);
    CHECK(row.median <= row.max);
  }
  CHECK(r.rows[0].unit == "steps/s");
  CHECK(r.rows[2].unit == "ms");
  CHECK(r.clock_name == "fake");
  CHECK(r.train_rows > 0);
}

// The losses against PyTorch (tests/reference/trained_ref.txt, written by trained_ref.py): the same
// models (torch.nn.BatchNorm1d's biased variance, as the bench) on the same words, the training
// rows after 1 + 3·3 SGD steps. Ten float32 steps in another summation order: measured within
// 1e-7 relative. 1e-4 relative allows another machine and rejects what a bench that never trained
// would report: the untrained model's loss on the same last minibatch, 0.09 to 1.2 away. The eval
// row is an untrained model by design (measured 7e-8 relative); a uniform model's ln V, 0.004
// away, fails it.
TEST_CASE("bench trains and evaluates the real models: losses as PyTorch's", "[bench]") {
  auto ref = [](const std::string& key) { return mm::test::ref_nums("trained_ref", 1, key); };
  REQUIRE(mm::test::ref_lines("trained_ref", 1).count("bench.words") == 1);
  std::string words;
  for (const auto& w : kWords) words += (words.empty() ? "" : " ") + w;
  REQUIRE(mm::test::ref_lines("trained_ref", 1).at("bench.words") == words);  // same data as PyTorch's
  BenchConfig c = tiny({"bn6", "plain6", "plain2", "eval"});
  REQUIRE(c.warmup_steps + c.steps * c.runs == static_cast<long>(ref("bench.steps")[0]));
  const BenchResult r = run_bench(kWords, c);
  REQUIRE(r.rows.size() == 4);
  constexpr double kRel = 1e-4;
  for (const auto& row : r.rows) {
    const bool eval = row.name == "eval";
    const double theirs = ref(eval ? "bench.eval.loss" : "bench." + row.name + ".final_loss")[0];
    const double never_learned = eval ? ref("bench.log_vocab")[0] : ref("bench." + row.name + ".final_loss.untrained")[0];
    INFO(row.name << ": ours " << row.final_loss << ", PyTorch " << theirs << ", a model that never learned " << never_learned);
    CHECK(std::abs(row.final_loss - theirs) <= kRel * theirs);
    CHECK(std::abs(never_learned - theirs) > kRel * theirs);  // the tolerance tells the two apart
  }
}

TEST_CASE("bench statistics: the median of an even number of runs is the mean of the middle two", "[bench]") {
  BenchConfig c = tiny({"plain2"});
  c.runs = 2;
  const BenchResult r = run_bench(kWords, c);
  REQUIRE(r.rows.size() == 1);
  CHECK(r.rows[0].samples.size() == 2);
  CHECK(r.rows[0].median == Approx((r.rows[0].samples[0] + r.rows[0].samples[1]) / 2));
}

TEST_CASE("bench JSON carries the keys the scripts read", "[bench]") {
  BenchResult r = run_bench(kWords, tiny({"bn6", "plain6", "plain2", "eval"}));
  r.engine = "native";
  r.detail = build_detail();
  r.peak_memory_mb = 12.5;
  r.peak_memory_what = "maxrss";
  const std::string j = format_json(r);
  for (const char* key : {"\"engine\":\"native\"", "\"steps_per_s\":{\"bn6\":3,\"plain6\":3,\"plain2\":3}", "\"eval_ms\":1000",
                          "\"peak_memory_mb\":12.5", "\"clock\":\"fake\"", "\"samples\":[3,3,3]"}) {
    INFO(key << " in " << j);
    CHECK(j.find(key) != std::string::npos);
  }
  CHECK(j.front() == '{');
  CHECK(j.back() == '}');
  const std::string t = format_table(r);
  CHECK(t.find("bn6") != std::string::npos);
  CHECK(t.find("peak memory: 12.5 MB (maxrss)") != std::string::npos);
}

TEST_CASE("bench rejects a bad configuration with a message naming the field", "[bench]") {
  auto message = [](BenchConfig c) {
    try {
      run_bench(kWords, c);
    } catch (const std::invalid_argument& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  BenchConfig c = tiny({"bn6"});
  c.steps = 0;
  CHECK(message(c).find("steps must be from 1 to 100000") != std::string::npos);
  c = tiny({"bn6"});
  c.runs = 51;
  CHECK(message(c).find("runs must be from 1 to 50") != std::string::npos);
  c = tiny({"bn6"});
  c.warmup_steps = -1;
  CHECK(message(c).find("warmup_steps") != std::string::npos);
  c = tiny({"bn6", "fast"});
  CHECK(message(c).find("unknown row 'fast'") != std::string::npos);
  c = tiny({});
  CHECK(message(c).find("at least one") != std::string::npos);
}

TEST_CASE("bench bn6ud: the bn6 run with update:data recorded, the same training", "[bench]") {
  const BenchResult r = run_bench(kWords, tiny({"bn6ud", "bn6"}));
  REQUIRE(r.rows.size() == 2);
  CHECK(r.rows[0].name == "bn6");  // the fixed row order
  CHECK(r.rows[1].name == "bn6ud");
  CHECK(r.rows[1].final_loss == r.rows[0].final_loss);  // recording reads the model, never changes it
}

TEST_CASE("bench counts the matrix products' FLOPs of a step from the layers' shapes", "[bench]") {
  // Batch 32, context 3 x embedding 10 = 30 inputs, V = 26. Each Linear [in, out] costs 2·32·in·out
  // forward and as much again for dW and for dX (the first layer's dX is the embedding's gradient).
  const BenchResult r = run_bench(kWords, tiny({"bn6", "plain2"}));
  const double bn6 = 3 * 2.0 * 32 * (30 * 100 + 4 * 100 * 100 + 100 * 26) / 1e6;  // 8.7552
  const double plain2 = 3 * 2.0 * 32 * (30 * 200 + 200 * 26) / 1e6;               // 2.1504
  CHECK(r.find("bn6")->matmul_mflop_per_step == Approx(bn6).epsilon(1e-12));
  CHECK(r.find("plain2")->matmul_mflop_per_step == Approx(plain2).epsilon(1e-12));
  CHECK(format_json(r).find("\"matmul_mflop_per_step\":8.7552") != std::string::npos);
}
