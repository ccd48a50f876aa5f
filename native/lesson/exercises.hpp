// lesson/exercises.hpp — section 5.18, the five exercises: for each, the numbers the page checks a
// student's answer against, computed by the same core that draws the figures. E1 the first loss of
// the playground's settings beside ln V; E2 the saturated share (and its histograms) for a large W1
// and for Kaiming; E3 the tanh std per layer of a deep stack for a chosen gain; E4 a badly
// initialised net trained with and without BatchNorm, and what eval() changes; E5 dloss/dlogits of
// cross-entropy by autograd, and BatchNorm's hand-written backward beside autograd through
// composite ops. Where a pass rule's band is a number of the lesson (E1's ln V, E3's Kaiming std and
// the saturation share Kaiming reaches) the core computes the band and says whether the student's
// numbers fall in it; the page words it. Tolerances on typed answers (E2's point, E5's 0.01) are
// the page's (web/src/exercises/verdicts.js).
// Leaves out: the exercises' words and hints (the page's locale files).
#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "../data/dataset.hpp"
#include "../recipe.hpp"
#include "../stats.hpp"
#include "playground.hpp"

namespace mm::lesson {

// ---- E1: the first loss of the playground's current settings
constexpr double kFirstLossNear = 0.1;  // the fix: the first loss within this of ln V
constexpr double kBrokenAbove = 0.3;    // a broken start: the first loss at least this above ln V (3 bands)
struct FirstLoss {
  double first_loss = 0;  // step 1's minibatch loss (before its update), as the playground's run starts
  double log_vocab = 0;   // ln V: the loss of a uniform guess
  int vocab_size = 0;
  bool diverged = false;            // step 1 was already non-finite or above the divergence bound
  double near_lo = 0, near_hi = 0;  // ln V -/+ kFirstLossNear: the band a fixed start lands in
  double broken_min = 0;            // ln V + kBrokenAbove: a broken start's first loss is above this
  bool near = false;                // first_loss in [near_lo, near_hi] (and finite)
  bool broken = false;              // first_loss >= broken_min, or step 1 diverged
};
// Throws what the playground would refuse (a setting out of range, the memory budget).
FirstLoss exercise_first_loss(std::shared_ptr<const Split> data, const PlaygroundConfig& c);

// ---- E2: the saturated share, large W1 vs Kaiming (5.4's model and 1000-row probe)
constexpr int kExerciseSaturationBins = 200;  // width 0.01 over [-1, 1]: ±recipe::kSaturation are bin edges
struct SaturationKnobs {
  double bad_init = 5.0;  // the large W1: multiplies the Kaiming gain 5/3, row bad_init
  double seed = recipe::kLectureSeed;
};
struct SaturationCheck {
  double bad_init = 0;
  double bad_init_pct = 0, kaiming_pct = 0;  // % of |h| > threshold
  double threshold = recipe::kSaturation;
  int values = 0;                                // probe rows x hidden units, per histogram
  stats::Histogram bad_init_hist, kaiming_hist;  // kExerciseSaturationBins bins over [-1, 1]
};
SaturationCheck exercise_saturation(const Split& data, const SaturationKnobs& k);

// ---- E3: a gain for a deep tanh stack (5.5's model: n_layer-1 tanh layers, no BatchNorm)
// The goal (5.5, 5.18): with Kaiming's gain the std holds from layer to layer (0.750 -> 0.654 in the
// text), neither fading nor saturating. The band: the last layer's std within kGainStdBand (relative)
// of what the same stack gives at Kaiming's gain, and its saturated share no larger than the largest
// share any layer of that Kaiming stack shows (its first layer: the text's 19.5 % of 5.4).
constexpr double kGainStdBand = 0.1;
struct GainBand {
  double std_target = 0;                        // the Kaiming stack's last std
  double std_lo = 0, std_hi = 0;                // std_target x (1 -/+ kGainStdBand)
  double saturated_max = 0;                     // % : the Kaiming stack's largest saturated share
  double text_saturated_pct = 0;                // % : the text's Kaiming saturation (5.4, printed)
  double last_std = 0, last_saturated_pct = 0;  // the chosen gain's last tanh layer
  bool std_in_band = false;                     // last_std in [std_lo, std_hi]
  bool saturation_ok = false;                   // last_saturated_pct <= saturated_max
};
struct GainKnobs {
  double gain = 1.0;  // row gain
  int n_layer = 6;    // [2, 12]: 6 gives the text's five tanh layers
  double seed = recipe::kLectureSeed;
};
struct GainCheck {
  double gain = 0;
  std::vector<double> std, saturated_pct;  // one per tanh layer, with this gain
  std::vector<double> naive_std;           // the same stack with gain 1, for comparison
  double kaiming_gain = recipe::kTanhGain;
  std::vector<double> kaiming_std, kaiming_saturated_pct;  // the same stack at Kaiming's gain
  GainBand band;
};
GainCheck exercise_gain(const Split& data, const GainKnobs& k);

// ---- E4: BatchNorm rescues a bad init; what eval() changes
struct BatchnormExerciseKnobs {
  double bad_init = 5.0;  // row bad_init
  bool use_bn = false;    // the student's choice: Linear -> BatchNorm1d -> Tanh
  int steps = 1000;       // [100, 20000], both nets
  double seed = recipe::kLectureSeed;
};
struct EvalModeDemo {             // the BatchNorm net after training (zeros without BatchNorm)
  int rows = 0;                   // dev rows of the comparison below (whole 32-row batches)
  double dev_eval = 0;            // their loss in eval mode (running statistics)
  double dev_batch_stats = 0;     // the same rows in train mode, each batch of 32 with its own statistics
  double example_diff_train = 0;  // max |logits of one example in batch A - in batch B|, train mode
  double example_diff_eval = 0;   // the same in eval mode (0: the output no longer depends on the batch)
};
struct BatchnormCheck {
  double bad_init = 0;
  bool use_bn = false;
  int steps = 0;
  double baseline_dev = 0, dev = 0;           // whole dev split, eval mode; NaN if that net diverged
  long bucket = 0;                            // steps per point of the curves below
  std::vector<double> baseline_curve, curve;  // bucket means of the minibatch losses
  EvalModeDemo eval;
};
// The lecture's 6-layer net (n_hidden 100, fix_output, lr 0.1, batch 32) without any norm (the
// baseline) and with the student's choice, from the same seed.
BatchnormCheck exercise_batchnorm(const Split& data, const BatchnormExerciseKnobs& k);

// ---- E5a: dloss/dlogits of the mean cross-entropy, by the core's autograd
struct CrossEntropyKnobs {
  std::vector<std::vector<double>> logits;  // [B,V]: B in [1, 8], V in [2, 16], |value| <= 30
  std::vector<int> targets;                 // [B], each in [0, V)
};
struct CrossEntropyGrad {
  double loss = 0;
  std::vector<std::vector<double>> probs;  // [B,V] softmax of each row
  std::vector<std::vector<double>> grad;   // [B,V] dloss/dlogits from backward()
};
CrossEntropyGrad exercise_cross_entropy(const CrossEntropyKnobs& k);

// ---- E5b: nn/batchnorm's hand-written backward beside autograd through composite ops
struct BatchnormBackwardKnobs {
  double seed = recipe::kLectureSeed;  // x, gamma, beta, dy: randn from one generator, in that order
};
struct BatchnormBackward {
  std::vector<std::vector<double>> x, dy;                                        // [4,3] input, upstream gradient dloss/dy
  std::vector<double> gamma, beta;                                               // [3]
  std::vector<std::vector<double>> dx_hand, dx_autograd;                         // [4,3]
  std::vector<double> dgamma_hand, dgamma_autograd, dbeta_hand, dbeta_autograd;  // [3]
  double max_abs_diff = 0;                                                       // over dx, dgamma and dbeta
  int rows = 4, cols = 3;
};
// Train mode, the lecture's module (unbiased batch variance), eps 1e-5; loss = Σ y ⊙ dy.
BatchnormBackward exercise_batchnorm_backward(const BatchnormBackwardKnobs& k);

}  // namespace mm::lesson
