// lesson/kaiming.hpp — section 5.5: weights drawn with std = gain / sqrt(fan_in). With gain 1
// (naive) every tanh layer of a deep no-BN stack squashes the signal a little more; with Kaiming's
// 5/3 for tanh the std holds from layer to layer. Mean, std, saturation and a histogram of every
// tanh output, naive vs Kaiming.
// The section's gain knob lets the student try ReLU's sqrt(2) or 1, and its nonlinearity knob puts
// ReLU in every tanh's place (the same weights: the activation draws nothing), where sqrt(2) is the
// gain that holds the std and the per-layer share that matters is the inactive one (outputs = 0).
// Leaves out: fan_out modes, BatchNorm (lesson/batchnorm.hpp), other nonlinearities.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "../data/dataset.hpp"
#include "../model/mlp.hpp"
#include "../recipe.hpp"
#include "../stats.hpp"
#include "lecture.hpp"
#include "words.hpp"

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
  std::string act = "tanh";  // the hidden layers' nonlinearity: "tanh" | "relu"
  bool with_naive = true;    // false: the naive stack is not built (its LayerActivations keeps only its gain)
};
struct LayerActivations {
  double gain = 0;
  std::vector<double> std;  // one per nonlinearity layer
  // tanh: share of |h| > threshold, one per layer (empty for ReLU);
  // ReLU: share of outputs exactly 0, the units a row leaves inactive, one per layer (empty for tanh)
  std::vector<double> saturated_pct, inactive_pct;
  // one per layer: tanh over [-1, 1]; ReLU over [0, the largest output of both stacks], of the
  // active (h > 0) outputs only (the zeros are inactive_pct)
  std::vector<stats::Histogram> hist;
  std::string hold = "undefined";  // words::hold of std from the first layer to the last
};
struct ActivationStats {
  std::string act;  // echoed
  LayerActivations naive, kaiming;
  words::Thresholds words;  // hold_band: the band of words::hold
};
// "tanh" | "relu", else a Refusal (code "choice") naming "act" and the choices.
void check_act(const std::string& act);
// kaiming_stack: the second stack, already built as probe_stack(data, o, o.kaiming_gain) builds it
// (the gain preview keeps one between calls, preview.hpp); null: built here.
ActivationStats activation_std(const Split& data, const ActivationStatsOptions& o = {}, MLP* kaiming_stack = nullptr);
// One probe stack of o at `gain`: n_layer Linear layers (weights randn / sqrt(fan_in), then * gain;
// the output layer's gain 1), o.act between them, drawn from o.seed.
MLP probe_stack(const Split& data, const ActivationStatsOptions& o, double gain);

// ---- the section
struct KaimingKnobs {
  int n_layer = 6;  // Linear layers of the stack
  double seed = recipe::kLectureSeed;
  double gain = recipe::kTanhGain;  // the second stack's gain, limits.hpp's row gain (the naive stack's is 1)
  int probe_rows = 1000;            // rows of the probe batch, [10, 1000]: fewer for a quick preview
  std::string act = "tanh";         // the nonlinearity: "tanh" (the lecture's) | "relu"
};
struct KaimingResult : ActivationStats {  // naive, kaiming, and:
  int n_layer = 0;                        // the knob, echoed
  KaimingLecture lecture;
};
// The probe stacks' options of the knobs (gain and probe_rows range-checked; seed, act as given):
// the section and its gain preview (preview.hpp) build from the same options.
ActivationStatsOptions kaiming_options(const KaimingKnobs& k);
KaimingResult compute_kaiming(const Split& data, const KaimingKnobs& k);

}  // namespace mm::lesson
