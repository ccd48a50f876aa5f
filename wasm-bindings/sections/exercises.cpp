// sections/exercises.cpp — Embind registration of the 5.18 exercises' checks (lesson/exercises.hpp):
//   exFirstLoss(lab, PlaygroundConfig) -> FirstLoss            exSaturation(lab, {badInit, seed})
//   exGain(lab, {gain, nLayer, seed}) -> GainCheck             exBatchnorm(lab, {badInit, useBn, steps, seed})
//   exCrossEntropy({logits, targets}) -> CrossEntropyGrad      exBatchnormBackward({seed})
// and exerciseNames(). PlaygroundConfig is registered with the playground (sections/playground.cpp).
#include "../marshal.hpp"
#include "facade/exercises.hpp"

EMSCRIPTEN_BINDINGS(section_exercises) {
  namespace l = mm::lesson;
  namespace f = mm::facade;
  MM_VALUE_OBJECT(l, FirstLoss, first_loss, log_vocab, vocab_size, diverged, near_lo, near_hi, broken_min, near, broken);
  MM_VALUE_OBJECT(l, SaturationKnobs, bad_init, seed);
  MM_VALUE_OBJECT(l, SaturationCheck, bad_init, bad_init_pct, kaiming_pct, threshold, values, bad_init_hist, kaiming_hist);
  MM_VALUE_OBJECT(l, GainKnobs, gain, n_layer, seed);
  MM_VALUE_OBJECT(l, GainBand, std_target, std_lo, std_hi, saturated_max, text_saturated_pct, last_std, last_saturated_pct, std_in_band,
                  saturation_ok);
  MM_VALUE_OBJECT(l, GainCheck, gain, std, saturated_pct, naive_std, kaiming_gain, kaiming_std, kaiming_saturated_pct, band);
  MM_VALUE_OBJECT(l, BatchnormExerciseKnobs, bad_init, use_bn, steps, seed);
  MM_VALUE_OBJECT(l, EvalModeDemo, rows, dev_eval, dev_batch_stats, example_diff_train, example_diff_eval);
  MM_VALUE_OBJECT(l, BatchnormCheck, bad_init, use_bn, steps, baseline_dev, dev, bucket, baseline_curve, curve, eval);
  MM_VALUE_OBJECT(l, CrossEntropyKnobs, logits, targets);
  MM_VALUE_OBJECT(l, CrossEntropyGrad, loss, probs, grad);
  MM_VALUE_OBJECT(l, BatchnormBackwardKnobs, seed);
  MM_VALUE_OBJECT(l, BatchnormBackward, x, dy, gamma, beta, dx_hand, dx_autograd, dgamma_hand, dgamma_autograd, dbeta_hand, dbeta_autograd,
                  max_abs_diff, rows);
  emscripten::function("exFirstLoss", MM_GUARD(f::exercise_first_loss));
  emscripten::function("exSaturation", MM_GUARD(f::exercise_saturation));
  emscripten::function("exGain", MM_GUARD(f::exercise_gain));
  emscripten::function("exBatchnorm", MM_GUARD(f::exercise_batchnorm));
  emscripten::function("exCrossEntropy", MM_GUARD(f::exercise_cross_entropy));
  emscripten::function("exBatchnormBackward", MM_GUARD(f::exercise_batchnorm_backward));
  emscripten::function("exerciseNames", MM_GUARD(f::exercise_names));
}
