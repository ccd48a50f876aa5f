// lesson/lesson.hpp — every lesson figure in one include: one function per figure of the 004
// (activations, gradients, BatchNorm) and 000 (LayerNorm, residual connections) texts, each
// taking the Split and the knobs a student can change, returning plain structs for the page.
//   init_figures.hpp       5.3 starting loss + hockey stick, 5.4 saturation / dead neurons,
//                          5.5 per-layer activation std, 5.7 the BatchNorm forward pipeline
//   batchnorm_figures.hpp  5.8 running statistics, 5.9 spurious bias / epsilon, 5.15 collapse
//   scenario.hpp           5.13 the four training scenarios, gradient spread; 5.14 update:data
//   residual.hpp           000 residual vs plain gradient, post-norm norms, LayerNorm batch size
// The 003 LayerNorm-vs-BatchNorm matrix lives in norm_compare.hpp.
#pragma once
#include "batchnorm_figures.hpp"
#include "init_figures.hpp"
#include "residual.hpp"
#include "scenario.hpp"
