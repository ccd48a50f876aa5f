// test_context_groups.cpp — grouping a split's rows by context (train/context_groups.hpp), which
// Trainer::evaluate uses to run each distinct context forward once: every row appears once,
// under its own context; the contexts are distinct and in order of first appearance; blocks that
// do not start at row 0 work. evaluate() itself is compared with a plain forward in test_train.cpp.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <vector>

#include "fixtures.hpp"
#include "train/context_groups.hpp"

using namespace mm;

TEST_CASE("group_by_context: every row once, under its own context — contexts distinct, first seen first", "[train]") {
  const Dataset& d = mm::test::shipped_split().train;
  const auto T = static_cast<std::size_t>(d.block_size);
  for (auto [begin, end] : {std::pair<std::size_t, std::size_t>{0, d.rows()}, {1000, 1001}, {12345, 40000}, {7, 7}}) {
    INFO("rows [" << begin << ", " << end << ")");
    const ContextGroups g = group_by_context(d, begin, end);
    REQUIRE(g.rows.size() == end - begin);
    REQUIRE(g.contexts.size() == g.count() * T);
    std::vector<bool> seen(end - begin, false);
    std::set<std::vector<std::int32_t>> distinct;
    std::size_t first_prev = 0;
    for (std::size_t u = 0; u < g.count(); ++u) {
      const std::vector<std::int32_t> ctx(g.contexts.begin() + static_cast<std::ptrdiff_t>(u * T),
                                          g.contexts.begin() + static_cast<std::ptrdiff_t>((u + 1) * T));
      CHECK(distinct.insert(ctx).second);
      REQUIRE(g.offsets[u] < g.offsets[u + 1]);  // every context has a row
      std::size_t first = end;
      for (auto k = g.offsets[u]; k < g.offsets[u + 1]; ++k) {
        const auto r = static_cast<std::size_t>(g.rows[static_cast<std::size_t>(k)]);
        REQUIRE(r < end - begin);
        CHECK_FALSE(seen[r]);
        seen[r] = true;
        CHECK(std::equal(ctx.begin(), ctx.end(), d.X.begin() + static_cast<std::ptrdiff_t>((begin + r) * T)));
        first = std::min(first, r);
      }
      if (u > 0) CHECK(first > first_prev);
      first_prev = first;
    }
    CHECK(std::all_of(seen.begin(), seen.end(), [](bool b) { return b; }));
  }
  // The lecture's training split: 182k rows, a few thousand distinct contexts.
  const ContextGroups all = group_by_context(d, 0, d.rows());
  CHECK(all.count() < d.rows() / 10);
  CHECK_THROWS_AS(group_by_context(d, 5, d.rows() + 1), std::out_of_range);
}
