// sections/start.cpp — Embind registration of the start tab's section (lesson/start.hpp):
//   start(lab, {steps, seed}) -> StartResult
#include "../marshal.hpp"
#include "facade/sections.hpp"

EMSCRIPTEN_BINDINGS(section_start) {
  namespace l = mm::lesson;
  MM_VALUE_OBJECT(l, StartKnobs, steps, seed);
  MM_VALUE_OBJECT(l, StartLecture, no_fix, fix, log_vocab);
  MM_VALUE_OBJECT(l, StartResult, no_fix, fix, log_vocab, vocab_size, hockey_no_fix, hockey_fix, diverged_step_no_fix, diverged_step_fix,
                  steps, lecture);
  emscripten::function("start", MM_GUARD(mm::facade::start));
}
