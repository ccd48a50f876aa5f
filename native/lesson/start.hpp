// lesson/start.hpp — section 5.3, the starting loss: the raw MLP C, W1, b1, W2, b2 (all randn)
// is confidently wrong at step one (loss ~26); shrinking the output (W2 * 0.01, b2 = 0) starts at
// ln V, the loss of a uniform guess. Loss over the whole train split, and the first minibatch
// steps of the lecture's own SGD loop: the hockey stick.
// Leaves out: training beyond the hockey stick (lesson/diagnostics.hpp).
#pragma once
#include <cstdint>
#include <vector>

#include "../data/dataset.hpp"
#include "../recipe.hpp"
#include "lecture.hpp"

namespace mm::lesson {

// ---- the building block, every option open
struct StartingLossOptions {
  int n_embd = recipe::kNEmbd, n_hidden = 200;
  int steps = 200;      // hockey-stick SGD steps, [0, 100000]
  double lr = 0.1;      // row lr
  int batch_size = 32;  // [1, 4096]
  std::uint64_t seed = recipe::kLectureSeed;
};
struct StartingLoss {
  double no_fix = 0;                                    // raw randn W2, b2: confidently wrong
  double fix = 0;                                       // W2 * 0.01, b2 * 0: logits ~ 0
  double log_vocab = 0;                                 // ln V, the loss of a uniform guess
  std::vector<double> hockey_no_fix, hockey_fix;        // minibatch loss per step (before the update)
  int diverged_step_no_fix = 0, diverged_step_fix = 0;  // 1-based step whose loss was non-finite; 0 = none
};
StartingLoss starting_loss(const Split& data, const StartingLossOptions& o = {});

// ---- the section: what a student can change, and everything the tab shows
struct StartKnobs {
  int steps = 200;  // hockey-stick steps
  double seed = recipe::kLectureSeed;
};
struct StartResult : StartingLoss {  // the figure, and:
  int vocab_size = 0;                // V of the names list
  int steps = 0;                     // the knob, echoed
  StartLecture lecture;
};
StartResult compute_start(const Split& data, const StartKnobs& k);

}  // namespace mm::lesson
