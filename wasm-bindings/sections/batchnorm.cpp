// sections/batchnorm.cpp — Embind registration of the BatchNorm tab's section (lesson/batchnorm.hpp):
//   batchnorm(lab, {badInit, eps, gamma, beta, momentum, steps, seed}) -> BatchnormResult
#include "../marshal.hpp"
#include "facade/sections.hpp"

EMSCRIPTEN_BINDINGS(section_batchnorm) {
  namespace l = mm::lesson;
  MM_VALUE_OBJECT(l, BatchnormKnobs, bad_init, eps, gamma, beta, momentum, steps, seed);
  MM_VALUE_OBJECT(l, BatchnormLecture, hpreact_mean, hpreact_std, xhat_std, tanh_std, momentum_loop, momentum_module);
  MM_VALUE_OBJECT(l, Stage, name, mean, std, hist);
  MM_VALUE_OBJECT(l, BNForward, hpreact, xhat, scaled, tanh, batch_var, hpreact_spread, hpreact_shift, scaled_spread, scaled_shift, words);
  MM_VALUE_OBJECT(l, RunningStats, batch_mean, running_mean, batch_var, running_var, true_mean, true_var, train_logits, eval_logits,
                  train_eval_max_diff, single_example);
  MM_VALUE_OBJECT(l, SpuriousBias, weight_grad_norm, bias_grad_norm, output_max_diff, output_max_abs);
  MM_VALUE_OBJECT(l, BiasRun, batchnorm, bias_grad, weight_grad, bias_drift, loss, bias_grad_min, bias_grad_max, weight_grad_min,
                  weight_grad_max);
  MM_VALUE_OBJECT(l, BiasWatch, steps, batch_size, lr, with_bn, without_bn);
  MM_VALUE_OBJECT(l, EpsilonDemo, eps, column, nonfinite_with_eps, nonfinite_without_eps);
  MM_VALUE_OBJECT(l, LinearCollapse, n_layer, example_linear, example_tanh, example_direct, shape, max_abs_diff_linear, max_abs_diff_tanh,
                  output_max_abs);
  MM_VALUE_OBJECT(l, BatchnormResult, pipeline, running, bias, bias_watch, eps, collapse, bad_init, momentum, gamma, beta, steps, lecture);
  emscripten::function("batchnorm", MM_GUARD(mm::facade::batchnorm));
}
