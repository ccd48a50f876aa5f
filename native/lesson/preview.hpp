// lesson/preview.hpp — the cheaper figures a tab draws while one of its sliders moves (the full
// section follows when the slider is let go): each computes only the part of a section that the
// slider changes, with the same building blocks and options as the section, so that part is the
// section's own (tests/js/previews.test.js checks it field by field, through the module).
//   Kaiming's gain: the second stack alone (the naive stack's gain is fixed at 1).
//   BatchNorm's bad init, eps, γ and β: the forward pipeline on the probe batch, and the eps demo.
//   BatchNorm's momentum: the running-statistics run (the caller may ask for fewer steps), without
//   the whole split's statistics after it: SGD trains the model alike for every momentum (in train
//   mode BatchNorm normalises with the batch's statistics; the running ones are only recorded).
// Leaves out: the parts a slider does not change (the page keeps the full figure's).
#pragma once
#include "../data/dataset.hpp"
#include "batchnorm.hpp"
#include "kaiming.hpp"
#include "lecture.hpp"

namespace mm::lesson {

// compute_kaiming's result without the naive stack (naive.gain only; its lists empty).
KaimingResult compute_kaiming_gain(const Split& data, const KaimingKnobs& k);

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
