// sections/kaiming.cpp — Embind registration of the Kaiming tab's section (lesson/kaiming.hpp):
//   kaiming(lab, {nLayer, gain, probeRows, seed, act}) -> KaimingResult (act: 'tanh' | 'relu')
#include "../marshal.hpp"
#include "facade/sections.hpp"

EMSCRIPTEN_BINDINGS(section_kaiming) {
  namespace l = mm::lesson;
  MM_VALUE_OBJECT(l, KaimingKnobs, n_layer, gain, probe_rows, seed, act);
  MM_VALUE_OBJECT(l, KaimingLecture, std_naive, std_kaiming, first_printed, last_printed);
  MM_VALUE_OBJECT(l, LayerActivations, gain, std, saturated_pct, inactive_pct, hist, hold);
  MM_VALUE_OBJECT(l, KaimingResult, act, naive, kaiming, words, n_layer, lecture);
  emscripten::function("kaiming", MM_GUARD(mm::facade::kaiming));
}
