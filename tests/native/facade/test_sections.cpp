// facade/test_sections.cpp — the facade's one entry per page section on a small Lab: each
// section's result with its knobs and lecture values, the start section in parts, the 5.13 runs
// and the playground as objects that keep the Lab's split alive, the section names the page calls
// and the recipe it reads.
#include <catch2/catch.hpp>

#include <cmath>
#include <iterator>
#include <memory>
#include <string>
#include <vector>

#include "../fixtures.hpp"
#include "facade/sections.hpp"

namespace f = mm::facade;
using mm::test::small_lab;

TEST_CASE("facade: norm_matrix passes the core's result through", "[facade]") {
  mm::lesson::NormMatrixKnobs r;
  r.kind = "layer";
  r.x = {{1, 5, -2, 3}};
  const auto out = f::norm_matrix(r).norm;
  // the 003 text prints -0.2900; float32 core, 1e-4 covers the printed precision
  CHECK(out.y[0][0] == Approx(-0.2900).margin(1e-4));
  r.kind = "diagonal";
  CHECK_THROWS_AS(f::norm_matrix(r), mm::NormError);
}

TEST_CASE("facade: sections run on a Lab with the tab's knobs", "[facade]") {
  const auto& lab = small_lab();
  const auto sat = f::tanh(lab, {5, 2147483647});
  CHECK(sat.bad_init_pct > sat.kaiming_pct);
  const auto act = f::kaiming(lab, {4, 2147483647});
  CHECK(act.naive.std.size() == 3);
  CHECK(f::residual({0.2, 2147483647}).depths.size() == std::size(mm::recipe::kResidualDepths));
  CHECK(mm::lesson::post_norm_norms(10, 16, 0.2).size() == 11);
  CHECK_THROWS_WITH(f::residual({0, 2147483647}), Catch::Contains("weight_std"));
  CHECK_THROWS_WITH(f::tanh(lab, {5, 1.5}), Catch::Contains("seed"));
}

TEST_CASE("facade: a Scenario outlives nothing it needs and stops at its steps", "[facade]") {
  auto sc = f::scenario(small_lab(), 1, {12, 2147483647});
  CHECK(sc->advance(10).size() == 10);
  CHECK(sc->advance(10).size() == 2);
  CHECK(sc->done());
  CHECK(sc->name() == "bn_kaiming");
  const auto r = sc->finish();
  CHECK(r.steps == 12);
  CHECK(r.grad_std.size() == 6);
  CHECK_THROWS_WITH(f::scenario(small_lab(), 4, {12, 1}), Catch::Contains("scenario"));
}

TEST_CASE("facade: the start section in parts keeps the Lab's split and ends as the section", "[facade][start]") {
  auto run = f::start_run(small_lab(), {20, 2147483647});
  CHECK(run->advance(15) == 15);
  CHECK(run->result().hockey_fix.size() == 15);
  CHECK(run->advance(15) == 5);
  CHECK(run->done());
  const auto whole = f::start(small_lab(), {20, 2147483647});
  CHECK(run->result().hockey_no_fix == whole.hockey_no_fix);
  CHECK(run->result().steps == 20);
  CHECK_THROWS_WITH(f::start_run(small_lab(), {20, -1}), Catch::Contains("seed"));
}

TEST_CASE("facade: lecture values are quoted, in the lecture's scenario order", "[facade]") {
  CHECK(f::diagnostics_lecture().dev == std::vector<double>{2.2031, 2.1858, 2.2330, 2.5318});
  CHECK(mm::lesson::norm_matrix_lecture().row_layernorm.size() == 4);
  CHECK(mm::lesson::residual_lecture().depths == std::vector<int>{5, 20, 50});
}

TEST_CASE("facade: every section the page names runs on a small Lab", "[facade]") {
  const auto& lab = small_lab();
  CHECK(f::section_names() == std::vector<std::string>{"start", "tanh", "kaiming", "batchnorm", "normMatrix", "residual"});
  const auto s = f::start(lab, {20, 2147483647});
  CHECK(s.hockey_fix.size() == 20);
  CHECK(s.lecture.fix == 3.31);
  const auto b = f::batchnorm(lab, {3, 0.1, 20, 2147483647});
  CHECK(b.running.running_mean.at(0).size() == 20);
  CHECK(b.lecture.hpreact_std == 4.99);
  const auto n = f::norm_matrix({"batch", "unbiased", {{1, 2}, {3, 4}, {5, 7}}});
  for (double v : n.norm.col_std) CHECK(v == Approx(std::sqrt(2.0 / 3.0)).margin(1e-3));  // unbiased: sqrt((B-1)/B)
  auto pg = f::playground(lab, mm::lesson::PlaygroundConfig{3, 16});
  CHECK(pg->run(3).loss.size() == 3);
}

TEST_CASE("facade: the recipe the page reads is recipe.hpp's", "[facade]") {
  const f::Recipe r = f::recipe();
  CHECK(r.seed == 2147483647.0);
  CHECK(r.tanh_gain == 5.0 / 3.0);
  CHECK(r.saturation == 0.97);
  CHECK(r.residual_depths == std::vector<int>{5, 20, 50});
  CHECK(r.block_size == 3);
  CHECK(r.bn_momentum == 0.1);
  CHECK(r.eps == 1e-5);
}
