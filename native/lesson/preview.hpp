// lesson/preview.hpp — the cheaper figures a tab draws while one of its sliders moves (the full
// section follows when the slider is let go): each computes only the part of a section that the
// slider changes, with the same building blocks and options as the section, so that part is the
// section's own (tests/js/previews.test.js checks it field by field, through the module).
//   Kaiming's gain: the second stack alone (the naive stack's gain is fixed at 1), drawn once per
//   drag (GainStack).
//   BatchNorm's bad init, eps, γ and β: the forward pipeline on the probe batch, and the eps demo.
//   BatchNorm's momentum: the running-statistics run (the caller may ask for fewer steps), without
//   the whole split's statistics after it: SGD trains the model alike for every momentum (in train
//   mode BatchNorm normalises with the batch's statistics; the running ones are only recorded).
// Leaves out: the parts a slider does not change (the page keeps the full figure's).
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "../data/dataset.hpp"
#include "../nn/linear.hpp"
#include "batchnorm.hpp"
#include "kaiming.hpp"
#include "lecture.hpp"

namespace mm::lesson {

// The gain preview's stack, kept between the moves of a drag: a drag changes only the gain, and a
// stack's weights at gain g are its weights at gain 1 times g (nn::Linear: randn / sqrt(fan_in),
// then * gain, both rounded alike). So the stack is drawn once at gain 1 for the options of the
// first move (about 170k normal draws for the lecture's 6 layers of 200), and each move sets its
// hidden weights to those times the new gain: the bits a stack built at that gain has. Other
// options (depth, seed, nonlinearity, another split) draw it anew. One per Lab; not for threads.
class GainStack {
 public:
  // the stack of `o` at o.kaiming_gain, valid until the next call
  MLP& at(const Split& data, const ActivationStatsOptions& o);

 private:
  struct Key {
    const Split* data;
    int n_embd, n_hidden, n_layer;
    std::uint64_t seed;
    std::string act;
    bool operator==(const Key& b) const {
      return data == b.data && n_embd == b.n_embd && n_hidden == b.n_hidden && n_layer == b.n_layer && seed == b.seed && act == b.act;
    }
  };
  std::optional<Key> key_;
  std::optional<MLP> stack_;
  std::vector<std::pair<nn::Linear*, Tensor>> hidden_;  // each hidden Linear of stack_, and its weight at gain 1
};

// compute_kaiming's result without the naive stack (naive.gain only; its lists empty). With a
// GainStack, the stack comes from it (the same numbers, drawn once per drag).
KaimingResult compute_kaiming_gain(const Split& data, const KaimingKnobs& k);
KaimingResult compute_kaiming_gain(const Split& data, const KaimingKnobs& k, GainStack& stack);

struct BatchnormPipeline {
  BNForward pipeline;  // compute_batchnorm's pipeline for the same knobs
  EpsilonDemo eps;     // and its eps demo
  double bad_init = 0, gamma = 1, beta = 0;
  BatchnormLecture lecture;
};
BatchnormPipeline compute_batchnorm_pipeline(const Split& data, const BatchnormKnobs& k);

struct BatchnormRunning {
  RunningStats running;  // compute_batchnorm's running statistics for the same knobs; true_mean, true_var empty
  double momentum = 0;
  int steps = 0;
};
BatchnormRunning compute_batchnorm_running(const Split& data, const BatchnormKnobs& k);

}  // namespace mm::lesson
