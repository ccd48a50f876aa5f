// test_limits.cpp — the hyperparameter table (limits.hpp): every bound accepted, every value just
// outside rejected with the parameter's name and range, through the table and through the real
// entry points (ModelConfig, TrainConfig, Trainer); the memory estimate against the tensors a
// step really holds; the budget; and the page's copy of the table (web/src/state.js).
#include <catch2/catch.hpp>

#include <cmath>
#include <fstream>
#include <functional>
#include <limits>
#include <regex>
#include <sstream>
#include <string>

#include "autograd.hpp"
#include "data/dataset.hpp"
#include "limits.hpp"
#include "model/mlp.hpp"
#include "train/trainer.hpp"

namespace lim = mm::limits;

namespace {

const std::string kRoot = MM_SOURCE_DIR;

std::string message_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "(no exception)";
}

const mm::Split& names_split() {
  static const mm::Split s = mm::split_data(mm::load_names(kRoot + "/public/names.txt"), 3);
  return s;
}

mm::ModelConfig lecture_model() {  // 5.13: n_hidden 100, 6 Linear layers, BatchNorm, batch 32
  mm::ModelConfig c;
  c.n_hidden = 100;
  c.n_layer = 6;
  c.norm = mm::Norm::Batch;
  return c;
}

mm::TrainConfig lecture_training() {
  mm::TrainConfig t;
  t.steps = 20000;
  t.track_update_ratio = true;
  return t;
}

}  // namespace

TEST_CASE("limits: every integer bound is accepted, one past it is rejected naming the range", "[limits]") {
  for (const auto& r : lim::kIntRanges) {
    INFO(r.name);
    CHECK_NOTHROW(lim::check(r, r.lo));
    CHECK_NOTHROW(lim::check(r, r.hi));
    CHECK(message_of([&] { lim::check(r, r.lo - 1); }) == std::string(r.name) + " must be from " + std::to_string(r.lo) +
                                                                " to " + std::to_string(r.hi) + ", got " +
                                                                std::to_string(r.lo - 1));
    CHECK(message_of([&] { lim::check(r, r.hi + 1); }) ==
          std::string(r.name) + " must be from " + std::to_string(r.lo) + " to " + std::to_string(r.hi) + ", got " +
              std::to_string(r.hi + 1));
  }
  CHECK(message_of([] { lim::check(lim::kNHidden, 5000); }) == "n_hidden must be from 1 to 1024, got 5000");
  CHECK(message_of([] { lim::check_unsigned(lim::kSeed, std::numeric_limits<std::uint64_t>::max()); }) ==
        "seed must be from 0 to 4294967295, got 18446744073709551615");
  CHECK_NOTHROW(lim::check_unsigned(lim::kSeed, 4294967295ull));
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
  mm::Trainer tr(m, names_split(), t);
  const auto r = tr.step();
  CHECK_FALSE(r.diverged);
  CHECK(std::isfinite(r.loss));
}

TEST_CASE("limits: the memory estimate covers every tensor of a real step, without doubling it", "[limits]") {
  for (auto norm : {mm::Norm::None, mm::Norm::Batch, mm::Norm::Layer}) {
    INFO("norm " << mm::norm_name(norm));
    mm::ModelConfig c;
    c.n_layer = 4, c.n_hidden = 48, c.norm = norm;
    mm::MLP m(c);
    mm::TrainConfig t;
    const auto B = static_cast<std::size_t>(t.batch_size), T = static_cast<std::size_t>(c.block_size);
    const auto e = lim::estimate_training_memory(c, t, names_split().train.rows());

    double params = 0;  // exact: the estimate's gradients term is one Scalar per parameter element
    for (const auto& p : m.parameters()) params += static_cast<double>(p->numel());
    CHECK(e.gradients == params * sizeof(mm::Scalar));

    std::vector<std::int32_t> X(names_split().train.X.begin(), names_split().train.X.begin() + B * T);
    std::vector<std::int32_t> Y(names_split().train.Y.begin(), names_split().train.Y.begin() + B);
    mm::Var loss = m.loss(X, Y);
    mm::backward(loss);
    double held = 0;  // every non-parameter node's data and grad
    for (const mm::Node* n : mm::topo_order(loss))
      if (!n->requires_grad || n->op != std::string("leaf")) held += static_cast<double>(n->data.size() + n->grad.size());
    // saved inside the closures: the softmax [B,V] and x̂ [B,D] of each norm
    held += static_cast<double>(B) * c.vocab_size;
    for (const auto& l : m.layers)
      if (l->name() == "BatchNorm1d" || l->name() == "LayerNorm") held += static_cast<double>(l->out->numel());
    const double step = e.step / sizeof(mm::Scalar);
    // lower bound: nothing the step holds is missed; upper: the small per-row/column statistics
    // and index buffers the estimate adds stay under half of it again (a 1.5x margin; measured 1.02-1.03x)
    CHECK(step >= held);
    CHECK(step <= 1.5 * held);
  }
}

TEST_CASE("limits: the budget refuses a huge run and accepts the lecture's and big ones", "[limits]") {
  const std::size_t rows = names_split().train.rows();
  mm::ModelConfig huge;
  huge.n_hidden = 1024, huge.n_layer = 12;
  mm::TrainConfig big_batch;
  big_batch.batch_size = 4096;
  const std::string m = message_of([&] { lim::check_fits_budget(huge, big_batch, rows); });
  CHECK(m.rfind("this model would need about ", 0) == 0);
  CHECK(m.find(" MB, more than the 256 MB a browser tab allows; reduce n_hidden, n_layer or batch") != std::string::npos);
  CHECK(lim::estimate_training_bytes(huge, big_batch, rows) > lim::kBudgetBytes);

  CHECK_NOTHROW(lim::check_fits_budget(lecture_model(), lecture_training(), rows));
  CHECK(lim::estimate_training_bytes(lecture_model(), lecture_training(), rows) < lim::kBudgetBytes / 2);

  // the update:data history is the part that grows with steps
  auto untracked = lecture_training();
  untracked.track_update_ratio = false;
  CHECK(lim::estimate_training_memory(lecture_model(), untracked, rows).history <
        lim::estimate_training_memory(lecture_model(), lecture_training(), rows).history / 10);

  // The page ships the float32 core; in the double build (for gradient checks) every tensor is
  // twice as large, so these two big-but-fitting runs are checked only where they are shipped.
  if (sizeof(mm::Scalar) != sizeof(float)) return;
  // a big playground run: 10 Linear layers of 256, BatchNorm, batch 512, 200000 steps, ratios tracked
  mm::ModelConfig page;
  page.n_hidden = 256, page.n_layer = 10;
  mm::TrainConfig page_t;
  page_t.batch_size = 512, page_t.steps = 200000, page_t.track_update_ratio = true;
  CHECK_NOTHROW(lim::check_fits_budget(page, page_t, rows));
  // the widest, deepest model without a norm still fits with the lecture's batch (~190 MB)
  mm::ModelConfig wide_plain = huge;
  wide_plain.norm = mm::Norm::None;
  CHECK_NOTHROW(lim::check_fits_budget(wide_plain, mm::TrainConfig{}, rows));
}

TEST_CASE("limits: the Trainer refuses a model over the budget before allocating a step", "[limits]") {
  mm::ModelConfig c;
  c.n_hidden = 1024, c.n_layer = 6, c.norm = mm::Norm::None;  // 4.2M parameters: cheap to build
  mm::MLP m(c);
  mm::TrainConfig t;
  t.batch_size = 4096;  // 5 blocks x 2 [4096,1024] outputs, each with its grad: ~0.34 GB per step
  CHECK_THROWS_WITH(mm::Trainer(m, names_split(), t), Catch::StartsWith("this model would need about "));
  t.batch_size = 32;
  CHECK_NOTHROW(mm::Trainer(m, names_split(), t));
}

TEST_CASE("limits: absurd values neither overflow nor wrap around", "[limits]") {
  mm::ModelConfig c;  // never valid; the estimate must still be a number
  c.n_hidden = std::numeric_limits<int>::max(), c.n_layer = 12, c.n_embd = 64, c.block_size = 16;
  mm::TrainConfig t;
  t.batch_size = std::numeric_limits<int>::max(), t.steps = std::numeric_limits<long>::max();
  CHECK(lim::estimate_training_bytes(c, t, std::numeric_limits<std::size_t>::max()) ==
        std::numeric_limits<std::size_t>::max());
  CHECK_THROWS_WITH(lim::check_fits_budget(c, t, 1), Catch::Contains("MB, more than the 256 MB"));
}

TEST_CASE("limits: the page's copy of the table equals it, and its own ranges stay inside", "[limits]") {
  std::ifstream in(kRoot + "/web/src/state.js");
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
  // FIELDS rows that narrow a core range: `min: 0.1, max: 10, core: 'bad_init'`
  const std::regex field_re("min: ([0-9.e+-]+), max: ([0-9.e+-]+), core: '([a-z_]+)'");
  int narrowed = 0;
  for (auto it = std::sregex_iterator(js.begin(), js.end(), field_re); it != std::sregex_iterator(); ++it, ++narrowed) {
    const std::string core = (*it)[3];
    INFO("a field narrowing " << core);
    REQUIRE(row(core, lo, hi, lo_open));
    const double own_lo = std::stod((*it)[1]), own_hi = std::stod((*it)[2]);
    CHECK((lo_open ? own_lo > lo : own_lo >= lo));
    CHECK(own_hi <= hi);
  }
  CHECK(narrowed > 0);
}
