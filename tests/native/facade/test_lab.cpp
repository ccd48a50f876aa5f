// facade/test_lab.cpp — a Lab: the names split the lecture's way, a bad file or too few names
// refused with the loader's message, and the split shared with what outlives the Lab.
#include <catch2/catch.hpp>

#include <memory>

#include "../fixtures.hpp"
#include "facade/lab.hpp"
#include "recipe.hpp"

namespace f = mm::facade;
using mm::test::small_lab;

TEST_CASE("facade: a Lab splits the names the lecture's way and rejects a bad file", "[facade]") {
  const auto& lab = small_lab();
  CHECK(lab.info().count == 2000);
  CHECK(lab.train_rows() > lab.dev_rows());
  CHECK(lab.split()->train.block_size == mm::recipe::kBlockSize);
  CHECK_THROWS_WITH(f::Lab("ok\nnot.ok\n"), Catch::StartsWith("line 2:"));
  CHECK_THROWS_WITH(f::Lab("anna\nbob\n"), Catch::Contains("at least 10"));
}

TEST_CASE("facade: the Lab's split outlives the Lab", "[facade]") {
  std::shared_ptr<const mm::Split> split;
  {
    const f::Lab lab(mm::test::first_names(50));
    split = lab.split();
  }
  CHECK(split->train.rows() > 0);
  CHECK(split.use_count() == 1);
}
