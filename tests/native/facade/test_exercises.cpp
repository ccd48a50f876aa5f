// facade/test_exercises.cpp — the exercises' facade entries on a small Lab: each runs its lesson
// check with the page's knobs, and the names the page calls them by.
#include <catch2/catch.hpp>

#include <cmath>
#include <string>
#include <vector>

#include "../fixtures.hpp"
#include "facade/exercises.hpp"

namespace f = mm::facade;
using mm::test::small_lab;

TEST_CASE("facade: the exercise entries run on a Lab with the page's knobs", "[facade]") {
  const auto& lab = small_lab();
  const auto first = f::exercise_first_loss(lab, mm::lesson::PlaygroundConfig{});
  CHECK(first.log_vocab == Approx(std::log(lab.info().vocab_size)));
  CHECK(f::exercise_saturation(lab, {5, 2147483647}).bad_init_pct > 50);
  CHECK(f::exercise_gain(lab, {1, 4, 2147483647}).std.size() == 3);
  mm::lesson::CrossEntropyKnobs ce;
  ce.logits = {{0, 0}};
  ce.targets = {1};
  CHECK(f::exercise_cross_entropy(ce).grad[0][1] == Approx(-0.5));
  CHECK(f::exercise_batchnorm_backward({3}).rows == 4);
  CHECK(f::exercise_names() ==
        std::vector<std::string>{"exFirstLoss", "exSaturation", "exGain", "exBatchnorm", "exCrossEntropy", "exBatchnormBackward"});
}
