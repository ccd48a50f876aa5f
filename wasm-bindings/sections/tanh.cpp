// sections/tanh.cpp — Embind registration of the tanh tab's section (lesson/tanh.hpp):
//   tanh(lab, {badInit, seed}) -> TanhResult
#include "../marshal.hpp"
#include "facade/sections.hpp"

EMSCRIPTEN_BINDINGS(section_tanh) {
  namespace l = mm::lesson;
  MM_VALUE_OBJECT(l, TanhKnobs, bad_init, seed);
  MM_VALUE_OBJECT(l, TanhLecture, bad_init_pct, kaiming_pct, dead_neurons, dead_neurons_printed);
  MM_VALUE_OBJECT(mm, DeadNeurons, layer, rows, cols, abs_h, saturated_frac, dead, saturation_pct);
  MM_VALUE_OBJECT(l, NeuronGrads, rows, cols, out_grad, local_grad, pre_grad, weight_grad_norm, bias_grad, loss);
  MM_VALUE_OBJECT(l, TanhResult, bad_init_pct, kaiming_pct, bad_init_hist, kaiming_hist, dead, bad_init, threshold, lecture, grads);
  emscripten::function("tanh", MM_GUARD(mm::facade::tanh));
}
