// lesson/kaiming.hpp — section 5.5: weights drawn with std = gain / sqrt(fan_in). With gain 1
// (naive) every tanh layer of a deep no-BN stack squashes the signal a little more; with Kaiming's
// 5/3 for tanh the std holds from layer to layer. Mean, std, saturation and a histogram of every
// tanh output, naive vs Kaiming.
// The section's gain knob lets the student try ReLU's sqrt(2) or 1 on the same tanh stack.
// Leaves out: fan_out modes, BatchNorm (lesson/batchnorm.hpp).
#pragma once
#include <cstdint>
#include <vector>

#include "../data/dataset.hpp"
#include "../recipe.hpp"
#include "../stats.hpp"
#include "lecture.hpp"

namespace mm::lesson {

// ---- the building block, every option open
struct ActivationStatsOptions {
  int n_embd = recipe::kNEmbd, n_hidden = 200;
  int n_layer = 6;  // Linear layers (n_layer-1 tanh outputs), [2, 12]
  double naive_gain = 1.0;
  double kaiming_gain = recipe::kTanhGain;
  double threshold = recipe::kSaturation;
  int probe_rows = 1000, bins = 50;
  std::uint64_t seed = recipe::kLectureSeed;
  bool with_naive = true;  // false: the naive stack is not built (its LayerActivations keeps only its gain)
};
struct LayerActivations {
  double gain = 0;
  std::vector<double> std, saturated_pct;  // one per tanh layer
  std::vector<stats::Histogram> hist;      // one per tanh layer, over [-1, 1]
};
struct ActivationStats {
  LayerActivations naive, kaiming;
};
ActivationStats activation_std(const Split& data, const ActivationStatsOptions& o = {});

// ---- the section
struct KaimingKnobs {
  int n_layer = 6;  // Linear layers of the stack
  double seed = recipe::kLectureSeed;
  double gain = recipe::kTanhGain;  // the second stack's gain, (0, 10] (the naive stack's is 1)
  int probe_rows = 1000;            // rows of the probe batch, [10, 1000]: fewer for a quick preview
};
struct KaimingResult : ActivationStats {  // naive, kaiming, and:
  int n_layer = 0;                        // the knob, echoed
  KaimingLecture lecture;
};
KaimingResult compute_kaiming(const Split& data, const KaimingKnobs& k);

}  // namespace mm::lesson
