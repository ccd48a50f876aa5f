// lesson/start.hpp — section 5.3, the starting loss: the raw MLP C, W1, b1, W2, b2 (all randn)
// is confidently wrong at step one (loss ~26); shrinking the output (W2 * 0.01, b2 = 0) starts at
// ln V, the loss of a uniform guess. Loss over the whole train split, and the first minibatch
// steps of the lecture's own SGD loop: the hockey stick.
// The section can be computed in parts (StartRun: the fixed part once, then the two loops stepped
// on), with the same numbers as in one go.
// Leaves out: training beyond the hockey stick (lesson/diagnostics.hpp).
#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "../data/dataset.hpp"
#include "../generator.hpp"
#include "../model/mlp.hpp"
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

// ---- the section in parts (the page draws the first steps first): the fixed part (the two losses
// over the train split) in the constructor, then advance(n) continues both SGD loops, each with
// its own model and minibatch generator. starting_loss and compute_start run this same code, so
// after k steps result() equals compute_start with steps = k, bit for bit.
class StartRun {
 public:
  // Keeps `data` alive. Throws a Refusal naming a bad option.
  StartRun(std::shared_ptr<const Split> data, const StartingLossOptions& o);
  StartRun(std::shared_ptr<const Split> data, const StartKnobs& k);
  StartRun(const StartRun&) = delete;
  StartRun& operator=(const StartRun&) = delete;

  // Takes up to n more steps of both loops (never past the options' steps; a loop whose loss was
  // non-finite stays stopped) and returns how many were taken. n in [0, 100000].
  long advance(long n);
  const StartingLoss& figure() const { return fig_; }  // the figure so far
  StartResult result() const;                          // the section so far: steps = steps_done()
  long steps_done() const { return done_; }
  bool done() const { return done_ >= opts_.steps; }

 private:
  // One of the lecture's local SGD loops on the raw MLP: minibatches from a second generator (same seed).
  struct Loop {
    Loop(const Split& data, const StartingLossOptions& o, bool fix);
    // Step s (0-based): appends its loss, or records s + 1 as the diverged step and stops.
    void step(const Split& data, const StartingLossOptions& o, long s, std::vector<double>& losses, int& diverged_step);
    RawMLP m;
    std::vector<Var> params;
    Generator gb;
    bool stopped = false;
  };
  std::shared_ptr<const Split> data_;  // declared first: outlives the loops that read it
  StartingLossOptions opts_;
  StartingLoss fig_;
  Loop no_fix_, fix_;
  long done_ = 0;
};

}  // namespace mm::lesson
