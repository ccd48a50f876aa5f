// test_sampler.cpp — train/sampler: torch.multinomial(probs, 1) draw for draw, makemore's sampling
// loop on an untrained model (tests/reference/model_ref.txt), and the batch-of-one problem of a
// BatchNorm model sampled in training mode.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "fixtures.hpp"
#include "generator.hpp"
#include "model/mlp.hpp"
#include "train/sampler.hpp"

namespace {

using namespace mm::test;

std::string ref_str(const std::string& key) {
  INFO("fixture key " << key);
  REQUIRE(mm::test::model_ref().count(key) == 1);
  return mm::test::model_ref().at(key);
}

}  // namespace

TEST_CASE("multinomial_one reproduces torch.multinomial(probs, 1) draw for draw", "[model][sample]") {
  // Exact: the same generator words and the same float rounding of p / Exp(1); 200 draws.
  const auto p = mm::test::numbers_of(ref_str("multinomial/probs"));
  const auto want = mm::test::numbers_of(ref_str("multinomial/draws"));
  std::vector<float> probs(p.begin(), p.end());
  mm::Generator g(kSeed);
  std::vector<double> got;
  for (std::size_t i = 0; i < want.size(); ++i) got.push_back(static_cast<double>(mm::multinomial_one(probs, g)));
  CHECK(got == want);
  CHECK_THROWS_WITH(mm::multinomial_one({0.5f, -0.1f}, g), Catch::Contains("element < 0"));
  CHECK_THROWS_WITH(mm::multinomial_one({0.f, 0.f}, g), Catch::Contains("sum of probabilities"));
}

TEST_CASE("sample_names reproduces makemore's sampling loop", "[model][sample]") {
  // Untrained no-BN 6-layer model, eval mode, generator seeded 2147483647 + 10. Exact match
  // expected: a different draw needs a softmax that differs at a near-tie of p/q, and none occurs.
  mm::ModelConfig c;
  c.norm = mm::Norm::None;
  mm::MLP m(c);
  mm::Generator g(kSeed + 10);
  const auto names = mm::sample_names(m, shipped_split().vocab, 20, g);
  std::string joined;
  for (const auto& n : names) joined += (joined.empty() ? "" : ",") + n;
  CHECK(joined == ref_str("sample/none6_init"));
  CHECK(m.training());  // mode restored
  for (const auto& n : names) CHECK(n.size() <= static_cast<std::size_t>(mm::kMaxSampleLength));
}

TEST_CASE("sampling a BatchNorm model in training mode explains the batch-of-one problem", "[model][sample]") {
  mm::MLP m(mm::ModelConfig{});
  mm::Generator g(kSeed);
  CHECK_THROWS_WITH(mm::sample_names(m, shipped_split().vocab, 1, g, /*train_mode=*/true),
                    Catch::Contains("batch of one row") && Catch::Contains("eval mode"));
  CHECK(m.training());
  m.eval();
  CHECK(mm::sample_names(m, shipped_split().vocab, 3, g).size() == 3);  // eval mode uses the running stats
  CHECK(!m.training());
  CHECK_THROWS_WITH(mm::sample_names(m, shipped_split().vocab, -1, g), Catch::Contains("n must be from 0 to 10000"));
}
