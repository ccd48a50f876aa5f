// test_refusal.cpp — every refusal code of refusal.hpp's catalogue, raised by a few of its real
// throw sites, with its parameters (the page writes its sentence from them) and its English
// what() unchanged. Leaves out: the JS side (tests/js/refusals.test.js).
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <string>
#include <tuple>
#include <vector>

#include "bench/bench.hpp"
#include "data/vocab.hpp"
#include "facade/lab.hpp"
#include "facade/sections.hpp"
#include "fixtures.hpp"
#include "lesson/common.hpp"
#include "lesson/norm_matrix.hpp"
#include "limits.hpp"
#include "model/mlp.hpp"
#include "nn/batchnorm.hpp"
#include "train/memory.hpp"
#include "train/trainer.hpp"

using mm::Refusal;
using mm::test::refusal_of;
using mm::test::shipped_split;
using mm::test::small_lab;

TEST_CASE("refusal: code, params and the English what() travel together", "[refusal]") {
  const Refusal r("range", {{"name", "lr"}, {"got", "0"}}, "lr must be in (0, 10], got 0");
  CHECK(r.code() == "range");
  CHECK(r.param("name") == "lr");
  CHECK(r.param("missing").empty());
  CHECK(std::string(r.what()) == "lr must be in (0, 10], got 0");
  const mm::RefusalRecord rec = mm::record_of(r);
  CHECK(rec.keys == std::vector<std::string>{"name", "got"});
  CHECK(rec.values == std::vector<std::string>{"lr", "0"});
  CHECK(Refusal::number(0.1) == "0.1");
  CHECK(Refusal::number(4294967295.0) == "4294967295");
  CHECK(Refusal::number(std::numeric_limits<double>::infinity()) == "inf");
}

TEST_CASE("refusal range: the table, the lesson's knobs, numbers from JS", "[refusal]") {
  auto r = refusal_of([] { mm::limits::check(mm::limits::kNHidden, 5000); });
  CHECK(r.code() == "range");
  CHECK(r.param("name") == "n_hidden");
  CHECK(r.param("lo") == "1");
  CHECK(r.param("hi") == "1024");
  CHECK(r.param("got") == "5000");
  CHECK(r.param("lo_open") == "0");
  CHECK(r.param("integer") == "1");
  r = refusal_of([] { mm::limits::check(mm::limits::kLr, 0); });
  CHECK(r.param("lo_open") == "1");
  CHECK(r.param("integer") == "0");
  CHECK(std::string(r.what()) == "lr must be in (0, 10], got 0");
  r = refusal_of([] { mm::lesson::check_range("momentum", 2, 0, 1); });
  CHECK(r.code() == "range");
  CHECK(r.param("name") == "momentum");
  CHECK(r.param("got") == "2");
  r = refusal_of([] { mm::limits::checked_seed(-1); });
  CHECK(r.param("name") == "seed");
  CHECK(r.param("hi") == "4294967295");
  r = refusal_of([] { mm::lesson::Playground(small_lab().split(), mm::lesson::PlaygroundConfig{99}); });
  CHECK(r.code() == "range");
  CHECK(r.param("name") == "n_layer");
}

TEST_CASE("refusal budget and bn_batch", "[refusal]") {
  mm::ModelConfig huge;
  huge.n_hidden = 1024, huge.n_layer = 12;
  mm::TrainConfig t;
  t.batch_size = 4096;
  auto r = refusal_of([&] { mm::memory::check_fits_budget(huge, t, 1000); });
  CHECK(r.code() == "budget");
  CHECK(r.param("budget_mb") == "256");
  CHECK(std::stod(r.param("need_mb")) > 256);
  CHECK(std::string(r.what()).find("about " + r.param("need_mb") + " MB") != std::string::npos);
  r = refusal_of([] {
    mm::nn::BatchNorm1d bn(3);
    bn.forward(mm::leaf(mm::Tensor(mm::Tensor::shape_type{1, 3})));
  });
  CHECK(r.code() == "bn_batch");
  CHECK(r.param("batch") == "1");
  r = refusal_of([] {
    mm::MLP m(mm::ModelConfig{});
    mm::TrainConfig one;
    one.batch_size = 1;
    mm::Trainer tr(m, shipped_split(), one);
  });
  CHECK(r.code() == "bn_batch");
  CHECK(r.param("name") == "batch_size");
}

TEST_CASE("refusal choice: norm, schedule, the scenario index, bench rows", "[refusal]") {
  auto r = refusal_of([] { mm::parse_norm("group"); });
  CHECK(r.code() == "choice");
  CHECK(r.param("name") == "norm");
  CHECK(r.param("got") == "group");
  CHECK(r.param("choices") == "none|batch|layer");
  mm::lesson::PlaygroundConfig c;
  c.schedule = "cosine";
  r = refusal_of([&] { mm::lesson::Playground(small_lab().split(), c); });
  CHECK(r.param("name") == "schedule");
  CHECK(r.param("choices") == "constant|step");
  r = refusal_of([] { mm::facade::scenario(small_lab(), 4, {}); });
  CHECK(r.code() == "choice");
  CHECK(r.param("name") == "scenario");
  mm::bench::BenchConfig b;
  b.rows = {"bn7"};
  r = refusal_of([&] { b.validate(); });
  CHECK(r.param("name") == "rows");
  CHECK(r.param("got") == "bn7");
}

TEST_CASE("refusal names.*: each problem of a names file, with its line", "[refusal]") {
  const std::vector<std::tuple<std::string, std::string, std::string, std::string>> cases = {
      // text, code, a parameter, its value
      {"", "names.empty", "line", "1"},
      {"\n \n", "names.no_names", "lines", "2"},
      {"ab\nc\x01"
       "d\n",
       "names.control_char", "char", "0x01"},
      {"ab\tc\n", "names.control_char", "what", "tab"},
      {std::string("a\nb\0c\n", 6), "names.nul_byte", "line", "2"},
      {"a\n\xff\n", "names.invalid_utf8", "byte", "0xFF"},
      {"a\nb\nz\xc2\x9f\n", "names.control_char", "char", "0x9F"},  // a C1 control (é, ë, ç are names' letters)
      {"a\n" + std::string(65, 'x') + "\n", "names.too_long", "length", "65"},
      {"anna\nb.b\n", "names.reserved_dot", "name", "b.b"},
  };
  for (const auto& c : cases) {
    const std::string& text = std::get<0>(c);  // (a lambda cannot capture a structured binding in C++17)
    INFO(std::get<1>(c));
    const Refusal r = refusal_of([&text] { mm::parse_names(text); });
    CHECK(r.code() == std::get<1>(c));
    CHECK(r.param(std::get<2>(c)) == std::get<3>(c));
    CHECK(std::string(r.what()).rfind("line " + r.param("line") + ": ", 0) == 0);
  }
  std::string many;
  for (int c = 33; c < 33 + 66 + 26; ++c)  // 65 characters besides '.' and the capitals (they fold)
    if (c != '.' && !(c >= 'A' && c <= 'Z')) many += std::string(1, static_cast<char>(c)) + "\n";
  auto r = refusal_of([&] { mm::parse_names(many); });
  CHECK(r.code() == "names.too_many_chars");
  CHECK(r.param("max") == "64");
  r = refusal_of([] { mm::facade::Lab("anna\nbob\n"); });
  CHECK(r.code() == "names.too_few_names");
  CHECK(r.param("count") == "2");
  CHECK(r.param("min") == "10");
  r = refusal_of([] { mm::load_names("/nonexistent/names.txt"); });
  CHECK(r.code() == "names.unreadable");
  r = refusal_of([] { mm::Vocab{{'.', 'a'}}.stoi('b'); });
  CHECK(r.code() == "names.unknown_char");
  CHECK(r.param("char") == "'b'");
}

TEST_CASE("refusal norm.*: a bad matrix request names the field and the index", "[refusal]") {
  const auto refused = [](auto spoil) {
    mm::NormRequest r;
    r.kind = "batch";
    r.x = {{1, 5, -2, 3}, {50, -20, 10, 0}, {-10, 10, 5, -5}};
    spoil(r);
    return refusal_of([&] { mm::compute_norm(r); });
  };
  auto r = refused([](mm::NormRequest& q) { q.kind = "group"; });
  CHECK(r.code() == "norm.choice");
  CHECK(r.param("field") == "kind");
  r = refused([](mm::NormRequest& q) { q.x[1][2] = std::nan(""); });
  CHECK(r.code() == "norm.not_finite");
  CHECK(r.param("index") == "1,2");
  CHECK(r.param("where") == "x[1][2]");
  r = refused([](mm::NormRequest& q) { q.x[0][3] = 1e20; });
  CHECK(r.code() == "norm.out_of_range");
  CHECK(r.param("value") == "1e+20");
  r = refused([](mm::NormRequest& q) { q.mode = "eval", q.running_var = {1, -1, 1, 1}; });
  CHECK(r.code() == "norm.negative_var");
  CHECK(r.param("field") == "running_var");
  r = refused([](mm::NormRequest& q) { q.gamma = {1, 1, 1}; });
  CHECK(r.code() == "norm.feature_count");
  CHECK(r.param("count") == "3");
  r = refused([](mm::NormRequest& q) { q.x = {{1, 2, 3}}; });
  CHECK(r.code() == "norm.bn_batch");
  r = refused([](mm::NormRequest& q) { q.x[2].push_back(1); });
  CHECK(r.code() == "norm.ragged");
  r = refused([](mm::NormRequest& q) { q.eps = 0; });
  CHECK(r.code() == "norm.eps");
  r = refused([](mm::NormRequest& q) { q.kind = "layer", q.variance = "unbiased"; });
  CHECK(r.code() == "norm.layer_unbiased");
  r = refused([](mm::NormRequest& q) { q.grad_out = {{1, 1, 1, 1}}; });
  CHECK(r.code() == "norm.grad_rows");
  r = refused([](mm::NormRequest& q) { q.x.clear(); });
  CHECK(r.code() == "norm.x_empty");
}
