// facade/test_basics.cpp — the facade's basics in plain types: generator draws against torch,
// the names-file summary with the loader's refusals passed through, bad seeds and counts naming
// the parameter, and the range table row for row.
#include <catch2/catch.hpp>

#include <iterator>
#include <string>
#include <vector>

#include "data/vocab.hpp"
#include "facade/basics.hpp"
#include "limits.hpp"

namespace f = mm::facade;

TEST_CASE("facade: random_normal matches torch.manual_seed(1) — torch.randn(5)", "[facade]") {
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

TEST_CASE("facade: inspect_names of Turkish names: the alphabet as UTF-8, one string per index", "[facade][unicode]") {
  const auto info = f::inspect_names("Çağla\nIlgın\nSüleyman\nİPEK\n");
  CHECK(info.alphabet == ".aegiklmnpsyçüğı");
  REQUIRE(info.chars.size() == 16);
  CHECK(info.vocab_size == 16);
  CHECK(info.chars[0] == ".");
  CHECK(info.chars[15] == "ı");
  std::string joined;
  for (const auto& c : info.chars) joined += c;
  CHECK(joined == info.alphabet);
  CHECK(info.longest == 8);  // süleyman: 8 characters, 9 bytes
  CHECK(info.sample == std::vector<std::string>{"çağla", "ılgın", "süleyman", "ipek"});
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
