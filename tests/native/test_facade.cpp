// test_facade.cpp — the JS-facing facade in plain types: generator draws, the names-file summary,
// and that bad arguments fail with a message naming the parameter (the page shows it as is).
#include <catch2/catch.hpp>

#include <stdexcept>
#include <string>

#include "data/vocab.hpp"
#include "facade/basics.hpp"

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
