// test_limits.cpp — the hyperparameter table (limits.hpp): every bound accepted, every value just
// outside refused with the parameter's name and range, through the table and through the real
// entry points (ModelConfig, TrainConfig, Trainer); the checks of numbers that arrive from JS
// (checked_seed, checked_int); BatchNorm's eps and running-statistics steps and the norm checker's
// eps, each one row checked where it is used; and the page's copy of the table (web/src/state/state.js).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <functional>
#include <iterator>
#include <fstream>
#include <limits>
#include <regex>
#include <sstream>
#include <stdexcept>
#include <string>

#include "data/dataset.hpp"
#include "facade/basics.hpp"
#include "fixtures.hpp"
#include "lesson/batchnorm.hpp"
#include "lesson/norm_matrix.hpp"
#include "limits.hpp"
#include "model/mlp.hpp"
#include "train/trainer.hpp"

namespace lim = mm::limits;
using mm::test::message_of;
using mm::test::refusal_of;
using mm::test::shipped_split;
using mm::test::small_split;

namespace {

const std::string kRoot = MM_SOURCE_DIR;

}  // namespace

TEST_CASE("limits: every integer bound is accepted, one past it is rejected naming the range", "[limits]") {
  for (const auto& r : lim::kIntRanges) {
    INFO(r.name);
    CHECK_NOTHROW(lim::check(r, r.lo));
    CHECK_NOTHROW(lim::check(r, r.hi));
    CHECK(message_of([&] { lim::check(r, r.lo - 1); }) == std::string(r.name) + " must be from " + std::to_string(r.lo) + " to " +
                                                              std::to_string(r.hi) + ", got " + std::to_string(r.lo - 1));
    CHECK(message_of([&] { lim::check(r, r.hi + 1); }) == std::string(r.name) + " must be from " + std::to_string(r.lo) + " to " +
                                                              std::to_string(r.hi) + ", got " + std::to_string(r.hi + 1));
  }
  CHECK(message_of([] { lim::check(lim::kNHidden, 5000); }) == "n_hidden must be from 1 to 1024, got 5000");
  CHECK(message_of([] { lim::check_unsigned(lim::kSeedRange, std::numeric_limits<std::uint64_t>::max()); }) ==
        "seed must be from 0 to 4294967295, got 18446744073709551615");
  CHECK_NOTHROW(lim::check_unsigned(lim::kSeedRange, 4294967295ull));
}

TEST_CASE("limits: every real bound, the next double past it, NaN and infinities", "[limits]") {
  const double inf = std::numeric_limits<double>::infinity(), nan = std::nan("");
  for (const auto& r : lim::kRealRanges) {
    INFO(r.name);
    const double below = r.lo_open ? r.lo : std::nextafter(r.lo, -inf);  // the first rejected value at the bottom
    const double lowest_ok = r.lo_open ? std::nextafter(r.lo, inf) : r.lo;
    CHECK_NOTHROW(lim::check(r, lowest_ok));
    CHECK_NOTHROW(lim::check(r, r.hi));
    for (double bad : {below, std::nextafter(r.hi, inf), nan, inf, -inf}) {
      INFO("value " << bad);
      const std::string m = message_of([&] { lim::check(r, bad); });
      CHECK(m.rfind(std::string(r.name) + " must be in " + (r.lo_open ? "(" : "["), 0) == 0);
    }
  }
  CHECK(message_of([] { lim::check(lim::kLr, 0); }) == "lr must be in (0, 10], got 0");
  CHECK(message_of([] { lim::check(lim::kGain, std::nan("")); }) == "gain must be in (0, 10], got nan");
}

TEST_CASE("limits: ModelConfig and TrainConfig validate against the table", "[limits]") {
  auto model_msg = [](void (*set)(mm::ModelConfig&)) {
    mm::ModelConfig c;
    set(c);
    return message_of([&] { c.validate(); });
  };
  CHECK(model_msg([](mm::ModelConfig& c) { c.n_layer = 13; }) == "n_layer must be from 2 to 12, got 13");
  CHECK(model_msg([](mm::ModelConfig& c) { c.n_hidden = 1025; }) == "n_hidden must be from 1 to 1024, got 1025");
  CHECK(model_msg([](mm::ModelConfig& c) { c.n_embd = 0; }) == "n_embd must be from 1 to 64, got 0");
  CHECK(model_msg([](mm::ModelConfig& c) { c.block_size = 0; }) == "block_size must be from 1 to 16, got 0");
  CHECK(model_msg([](mm::ModelConfig& c) { c.gain = 10.5; }) == "gain must be in (0, 10], got 10.5");
  CHECK(model_msg([](mm::ModelConfig& c) { c.bad_init = -1; }) == "bad_init must be in (0, 10], got -1");
  CHECK(model_msg([](mm::ModelConfig& c) { c.seed = 4294967296ull; }) == "seed must be from 0 to 4294967295, got 4294967296");
  // the largest accepted values pass validation (building that model is the budget's business)
  mm::ModelConfig big;
  big.n_layer = 12, big.n_hidden = 1024, big.n_embd = 64, big.block_size = 16, big.gain = 10, big.bad_init = 10;
  big.seed = 4294967295ull;
  CHECK_NOTHROW(big.validate());

  auto train_msg = [](void (*set)(mm::TrainConfig&)) {
    mm::TrainConfig t;
    set(t);
    return message_of([&] { t.validate(); });
  };
  CHECK(train_msg([](mm::TrainConfig& t) { t.lr = 10.001; }) == "lr must be in (0, 10], got 10.001");
  CHECK(train_msg([](mm::TrainConfig& t) { t.batch_size = 4097; }) == "batch_size must be from 1 to 4096, got 4097");
  CHECK(train_msg([](mm::TrainConfig& t) { t.steps = 1000001; }) == "steps must be from 1 to 1000000, got 1000001");
  CHECK(train_msg([](mm::TrainConfig& t) { t.seed = 1ull << 40; }) == "seed must be from 0 to 4294967295, got 1099511627776");
  mm::TrainConfig edge;
  edge.lr = 10, edge.batch_size = 4096, edge.steps = 1000000, edge.seed = 0;
  CHECK_NOTHROW(edge.validate());
}

TEST_CASE("limits: the smallest model builds, trains a step and stays finite", "[limits]") {
  mm::ModelConfig c;
  c.n_layer = 2, c.n_hidden = 1, c.n_embd = 1, c.block_size = 3, c.norm = mm::Norm::None;
  mm::MLP m(c);
  mm::TrainConfig t;
  t.steps = 1, t.batch_size = 1;
  mm::Trainer tr(m, shipped_split(), t);
  const auto r = tr.step();
  CHECK_FALSE(r.diverged);
  CHECK(std::isfinite(r.loss));
}

TEST_CASE("limits: seeds and counts from JS name the parameter and its range", "[limits]") {
  CHECK_THROWS_AS(lim::checked_int(2.5, "steps", 1, 10), std::invalid_argument);
  CHECK(lim::checked_int(10, "steps", 1, 10) == 10);
  CHECK(message_of([] { lim::checked_int(0, "count", 1, 100); }) == "count must be an integer in [1, 100]");
  CHECK(message_of([] { lim::checked_seed(-1); }) == "seed must be an integer in [0, 4294967295]");
  CHECK(message_of([] { lim::checked_seed(1.5); }) == "seed must be an integer in [0, 4294967295]");
  CHECK(lim::checked_seed(4294967295.0) == 4294967295ull);
}

TEST_CASE("limits: the page's copy of the table equals it, and its own ranges stay inside", "[limits]") {
  std::ifstream in(kRoot + "/web/src/state/state.js");
  REQUIRE(in);
  std::stringstream ss;
  ss << in.rdbuf();
  const std::string js = ss.str();
  // CORE_LIMITS rows: `n_hidden: { min: 1, max: 1024, integer: true },` / `lr: { min: 0, max: 10, minOpen: true },`
  auto row = [&](const std::string& name, double& lo, double& hi, bool& lo_open) {
    std::smatch mt;
    const std::regex re("\\n  " + name + ": \\{ min: ([0-9.e+-]+), max: ([0-9.e+-]+)([^}]*)\\}");
    if (!std::regex_search(js, mt, re)) return false;
    lo = std::stod(mt[1]), hi = std::stod(mt[2]);
    lo_open = mt[3].str().find("minOpen: true") != std::string::npos;
    return true;
  };
  double lo = 0, hi = 0;
  bool lo_open = false;
  for (const auto& r : lim::kIntRanges) {
    INFO("CORE_LIMITS." << r.name);
    REQUIRE(row(r.name, lo, hi, lo_open));
    CHECK(lo == static_cast<double>(r.lo));
    CHECK(hi == static_cast<double>(r.hi));
    CHECK_FALSE(lo_open);
  }
  for (const auto& r : lim::kRealRanges) {
    INFO("CORE_LIMITS." << r.name);
    REQUIRE(row(r.name, lo, hi, lo_open));
    CHECK(lo == r.lo);
    CHECK(hi == r.hi);
    CHECK(lo_open == r.lo_open);
  }
  // The tabs' settings rows (web/src/tabs/<id>/manifest.js, state.js's FIELDS are built from them)
  // that narrow a core range: `min: 0.1,\n  max: 10,\n  core: 'bad_init',`
  std::string rows;
  for (const auto& tab : std::filesystem::directory_iterator(kRoot + "/web/src/tabs")) {
    std::ifstream m(tab.path() / "manifest.js");
    if (m) rows += std::string(std::istreambuf_iterator<char>(m), std::istreambuf_iterator<char>());
  }
  // (a row without its own top takes the core's)
  const std::regex field_re("min: ([0-9.e+-]+),[^\\n]*\\s*(?:max: ([0-9.e+-]+),\\s*)?core: '([a-z_]+)'");
  int narrowed = 0;
  for (auto it = std::sregex_iterator(rows.begin(), rows.end(), field_re); it != std::sregex_iterator(); ++it, ++narrowed) {
    const std::string core = (*it)[3];
    INFO("a field narrowing " << core);
    REQUIRE(row(core, lo, hi, lo_open));
    const double own_lo = std::stod((*it)[1]), own_hi = (*it)[2].matched ? std::stod((*it)[2]) : hi;
    CHECK((lo_open ? own_lo > lo : own_lo >= lo));
    CHECK(own_hi <= hi);
  }
  CHECK(narrowed >= 5);  // bad, bn_bad, k_layers, bn_mom, steps
}

// One knob, one row: the BatchNorm section refuses a value just outside the row with the row's
// name and takes the value at its edge; the norm checker's eps is a row of its own.
TEST_CASE("limits: BatchNorm's eps and bn_steps, and the norm checker's norm_eps, are rows the code checks", "[limits]") {
  const double inf = std::numeric_limits<double>::infinity();
  auto name_of = [](const std::function<void()>& f) { return refusal_of(f).param("name"); };
  auto records = mm::facade::limit_records();
  auto has_row = [&](const std::string& n) {
    return std::any_of(records.begin(), records.end(), [&](const auto& r) { return r.name == n; });
  };
  CHECK(has_row("eps"));
  CHECK(has_row("bn_steps"));
  CHECK(has_row("norm_eps"));

  mm::lesson::BatchnormKnobs k;
  k.eps = std::nextafter(lim::kEps.lo, 0.0);
  CHECK(name_of([&] { mm::lesson::pipeline_options(k); }) == "eps");
  CHECK(name_of([&] { mm::lesson::epsilon_demo(k.eps); }) == "eps");
  CHECK(name_of([&] { mm::lesson::epsilon_demo(std::nextafter(lim::kEps.hi, inf)); }) == "eps");
  k.eps = lim::kEps.lo;
  CHECK_NOTHROW(mm::lesson::pipeline_options(k));
  CHECK(mm::lesson::epsilon_demo(lim::kEps.lo).nonfinite_with_eps == 0);

  mm::lesson::RunningStatsOptions ro;
  ro.whole_split = false;
  ro.steps = static_cast<int>(lim::kBnSteps.lo) - 1;
  CHECK(name_of([&] { mm::lesson::running_stats(small_split(), ro); }) == "bn_steps");
  ro.steps = static_cast<int>(lim::kBnSteps.hi) + 1;
  CHECK(name_of([&] { mm::lesson::running_stats(small_split(), ro); }) == "bn_steps");
  ro.steps = static_cast<int>(lim::kBnSteps.lo);
  CHECK(mm::lesson::running_stats(small_split(), ro).running_mean.at(0).size() == static_cast<std::size_t>(lim::kBnSteps.lo));
  ro.momentum = std::nextafter(lim::kBnMomentum.hi, inf);
  CHECK(name_of([&] { mm::lesson::running_stats(small_split(), ro); }) == "bn_momentum");
  ro.momentum = 0.1, ro.batch_size = static_cast<int>(lim::kBatchSize.hi) + 1;
  CHECK(name_of([&] { mm::lesson::running_stats(small_split(), ro); }) == "batch_size");

  mm::NormRequest q;
  q.x = {{1, 5}, {-2, 3}};
  q.eps = std::nextafter(lim::kNormEps.lo, 0.0);
  const mm::Refusal r = refusal_of([&] { mm::compute_norm(q); });
  CHECK(r.code() == "norm.eps");
  CHECK(r.param("name") == "norm_eps");
  q.eps = std::nextafter(lim::kNormEps.hi, inf);
  CHECK(refusal_of([&] { mm::compute_norm(q); }).code() == "norm.eps");
  for (double eps : {lim::kNormEps.lo, lim::kNormEps.hi}) {
    q.eps = eps;
    CHECK(mm::compute_norm(q).eps == eps);
  }
}
