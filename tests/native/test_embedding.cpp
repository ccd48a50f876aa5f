// test_embedding.cpp — nn::Embedding: the finite-difference check with repeated rows ([B,T] ->
// [B,T*E]) and the messages for a malformed batch or an index outside the table.
#include <catch2/catch.hpp>

#include "generator.hpp"
#include "gradcheck.hpp"
#include "nn/embedding.hpp"

using namespace mm;
using namespace mm::test;

TEST_CASE("gradcheck: Embedding, repeated rows, [B,T] -> [B,T*E]", "[layers][gradcheck]") {
  Generator gen(9);
  nn::Embedding emb(5, 2, gen);                              // [V=5, E=2]
  const std::vector<std::int32_t> idx = {1, 4, 1, 0, 1, 3};  // B=2, T=3
  REQUIRE(shape_of(emb.forward(idx, 2, 3)->data) == Shape{2, 6});
  gradcheck([&] { return emb.forward(idx, 2, 3); }, emb.parameters());
}

TEST_CASE("Embedding rejects a malformed batch and an index outside the table", "[layers]") {
  Generator gen(3);
  nn::Embedding emb(5, 2, gen);
  CHECK_THROWS_WITH(emb.forward({1, 2, 3}, 2, 3), Catch::Contains("B*T"));
  CHECK_THROWS_WITH(emb.forward({1, 5}, 1, 2), Catch::Contains("index 5"));
}
