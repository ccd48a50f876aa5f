// test_facade.cpp — the JS-facing facade in plain types: generator draws, the names-file summary,
// the Lab, norm_compare, the Playground, the figures and the Scenario run, and that bad arguments
// fail with a message naming the parameter (the page shows it as is).
#include <catch2/catch.hpp>

#include <cmath>
#include <fstream>
#include <iterator>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "data/vocab.hpp"
#include "facade/basics.hpp"
#include "facade/figures.hpp"
#include "facade/lab.hpp"
#include "facade/playground.hpp"
#include "limits.hpp"

namespace f = mm::facade;

TEST_CASE("facade: random_normal matches torch.manual_seed(1); torch.randn(5)", "[facade]") {
  // torch 1.13 prints these to 4 decimals; 1e-4 covers the printed precision.
  const auto v = f::random_normal(1, 5);
  REQUIRE(v.size() == 5);
  const double expected[5] = {0.6614, 0.2669, 0.0617, 0.6213, -0.4519};
  for (int i = 0; i < 5; ++i) CHECK(v[i] == Approx(expected[i]).margin(1e-4));
  CHECK(f::random_normal(1, 5) == v);  // same seed, same draws (exact)
  CHECK(f::random_uniform(0, 3).size() == 3);
}

TEST_CASE("facade: bad seeds and counts name the parameter", "[facade]") {
  CHECK_THROWS_WITH(f::random_normal(-1, 3), Catch::Contains("seed"));
  CHECK_THROWS_WITH(f::random_normal(1.5, 3), Catch::Contains("seed"));
  CHECK_THROWS_WITH(f::random_uniform(1, 0), Catch::Contains("count"));
  CHECK_THROWS_AS(f::checked_int(2.5, "steps", 1, 10), std::invalid_argument);
  CHECK(f::checked_int(10, "steps", 1, 10) == 10);
}

TEST_CASE("facade: inspect_names summarises a file and passes the loader's errors through", "[facade]") {
  const auto info = f::inspect_names("emma\nolivia\r\n\n  ava \n");
  CHECK(info.count == 3);
  CHECK(info.vocab_size == 8);  // '.' + a e i l m o v
  CHECK(info.alphabet.front() == '.');
  CHECK(info.longest == 6);
  REQUIRE(info.sample.size() == 3);
  CHECK(info.sample[2] == "ava");
  CHECK_THROWS_AS(f::inspect_names(""), mm::DataError);
  CHECK_THROWS_WITH(f::inspect_names("anna\nb.b\n"), Catch::StartsWith("line 2:"));
}

// ---- Lab, norm_compare, Playground, figures --------------------------------------------------
namespace {

// The first `n` names of the shipped list: every code path, quickly.
std::string first_names(int n) {
  std::ifstream in(std::string(MM_SOURCE_DIR) + "/public/names.txt");
  std::string line, out;
  for (int i = 0; i < n && std::getline(in, line); ++i) out += line + "\n";
  return out;
}

const f::Lab& small_lab() {
  static const f::Lab lab(first_names(2000));
  return lab;
}

f::PlaygroundConfig small_config() {
  f::PlaygroundConfig c;
  c.n_layer = 3;
  c.n_hidden = 16;
  c.steps = 20;
  return c;
}

}  // namespace

TEST_CASE("facade: a Lab splits the names the lecture's way and rejects a bad file", "[facade]") {
  const auto& lab = small_lab();
  CHECK(lab.info().count == 2000);
  CHECK(lab.train_rows() > lab.dev_rows());
  CHECK(lab.split()->train.block_size == f::kBlockSize);
  CHECK_THROWS_WITH(f::Lab("ok\nnot.ok\n"), Catch::StartsWith("line 2:"));
  CHECK_THROWS_WITH(f::Lab("anna\nbob\n"), Catch::Contains("at least 10"));
}

TEST_CASE("facade: norm_compare passes the core's result through", "[facade]") {
  mm::NormRequest r;
  r.kind = "layer";
  r.x = {{1, 5, -2, 3}};
  const auto out = f::norm_compare(r);
  // the 003 text prints -0.2900; float32 core, 1e-4 covers the printed precision
  CHECK(out.y[0][0] == Approx(-0.2900).margin(1e-4));
  r.kind = "diagonal";
  CHECK_THROWS_AS(f::norm_compare(r), mm::NormError);
}

TEST_CASE("facade: a Playground trains in chunks, stops at `steps`, reports health and samples", "[facade]") {
  f::Playground pg(small_lab(), small_config());
  const auto c1 = pg.run(15);
  CHECK(c1.loss.size() == 15);
  CHECK_FALSE(c1.done);
  const auto c2 = pg.run(100);
  CHECK(c2.loss.size() == 5);  // only the 5 steps left
  CHECK(c2.done);
  CHECK(pg.steps_done() == 20);
  const auto e = pg.evaluate();
  CHECK(std::isfinite(e.train));
  CHECK(std::isfinite(e.dev));
  const auto h = pg.health();
  REQUIRE(h.names.size() == 2);  // n_layer 3: two hidden blocks
  for (double s : h.saturation) CHECK((s >= 0 && s <= 1));
  for (double g : h.grad_std) CHECK(g > 0);
  CHECK(pg.sample(4, 1) == pg.sample(4, 1));  // same seed, same names (exact)
  CHECK_THROWS_WITH(pg.run(0), Catch::Contains("n must be"));
}

TEST_CASE("facade: playground settings are validated with the setting's name", "[facade]") {
  auto c = small_config();
  c.norm = "group";
  CHECK_THROWS_WITH(f::Playground(small_lab(), c), Catch::Contains("norm"));
  c = small_config();
  c.schedule = "cosine";
  CHECK_THROWS_WITH(f::Playground(small_lab(), c), Catch::Contains("schedule"));
  c = small_config();
  c.seed = -3;
  CHECK_THROWS_WITH(f::Playground(small_lab(), c), Catch::Contains("seed"));
}

TEST_CASE("facade: a diverging playground reports the step instead of NaN", "[facade]") {
  auto c = small_config();
  c.lr = 10;  // the largest allowed: a 1024-wide MLP without the output fix diverges within 20 steps
  c.n_hidden = 1024;
  c.norm = "none";
  c.fix_output = false;
  f::Playground pg(small_lab(), c);
  const auto chunk = pg.run(20);
  CHECK(chunk.diverged);
  CHECK(chunk.divergence.rfind("step ", 0) == 0);
  for (double l : chunk.loss) CHECK(std::isfinite(l));
}

TEST_CASE("facade: figures run on a Lab with the tab's knobs", "[facade]") {
  const auto& lab = small_lab();
  const auto sat = f::saturation(lab, 5, 2147483647);
  CHECK(sat.bad_init_pct > sat.kaiming_pct);
  const auto act = f::activation_std(lab, 4, 2147483647);
  CHECK(act.naive.std.size() == 3);
  CHECK(f::residual_depths({5, 20}, 0.2).size() == 2);
  CHECK(f::post_norm_norms(10, 0.2).size() == 11);
  CHECK_THROWS_WITH(f::residual_depths({}, 0.2), Catch::Contains("depths"));
  CHECK_THROWS_WITH(f::saturation(lab, 5, 1.5), Catch::Contains("seed"));
}

TEST_CASE("facade: a Scenario outlives nothing it needs and stops at its steps", "[facade]") {
  auto sc = std::make_unique<f::Scenario>(small_lab(), 1, 12, 2147483647);
  CHECK(sc->advance(10).size() == 10);
  CHECK(sc->advance(10).size() == 2);
  CHECK(sc->done());
  CHECK(sc->name() == "bn_kaiming");
  const auto r = sc->finish();
  CHECK(r.steps == 12);
  CHECK(r.grad_std.size() == 6);
  CHECK_THROWS_WITH(f::Scenario(small_lab(), 4, 12, 1), Catch::Contains("scenario"));
}

TEST_CASE("facade: lecture values are quoted, in the lecture's scenario order", "[facade]") {
  const auto v = f::lecture_values();
  CHECK(v.dev == std::vector<double>{2.2031, 2.1858, 2.2330, 2.5318});
  CHECK(v.row_layernorm.size() == 4);
  CHECK(v.depths == std::vector<int>{5, 20, 50});
}

TEST_CASE("facade: limit_records is limits.hpp's table, row for row", "[facade][limits]") {
  const auto rows = f::limit_records();
  const std::size_t n_int = std::size(mm::limits::kIntRanges), n_real = std::size(mm::limits::kRealRanges);
  REQUIRE(rows.size() == n_int + n_real);
  for (std::size_t i = 0; i < n_int; ++i) {
    const auto& r = mm::limits::kIntRanges[i];
    CHECK(rows[i].name == r.name);
    CHECK(rows[i].min == static_cast<double>(r.lo));  // exact: every bound is below 2^53
    CHECK(rows[i].max == static_cast<double>(r.hi));
    CHECK(rows[i].integer);
    CHECK_FALSE(rows[i].min_open);
  }
  for (std::size_t i = 0; i < n_real; ++i) {
    const auto& r = mm::limits::kRealRanges[i];
    const auto& row = rows[n_int + i];
    CHECK(row.name == r.name);
    CHECK(row.min == r.lo);
    CHECK(row.max == r.hi);
    CHECK_FALSE(row.integer);
    CHECK(row.min_open == r.lo_open);
  }
  CHECK(f::budget_bytes() == 256.0 * 1024 * 1024);
}

TEST_CASE("facade: a playground over the tab's memory budget is refused before any step", "[facade][limits]") {
  auto c = small_config();
  c.n_layer = 12;  // every knob at its largest: far above 256 MB of activations per step
  c.n_hidden = 1024;
  c.batch_size = 4096;
  CHECK_THROWS_WITH(f::Playground(small_lab(), c), Catch::Contains("256 MB a browser tab allows"));
}
