// sections/start.cpp — Embind registration of the start tab's section (lesson/start.hpp):
//   start(lab, {steps, seed}) -> StartResult
// and the section in parts, the StartRun class the worker steps (JS must .delete() it; web/src/core.js does)
//   new StartRun(lab, {steps, seed}); advance(n), result(), stepsDone(), done()
#include "../marshal.hpp"
#include "facade/sections.hpp"

namespace {

// `new StartRun(lab, knobs)`: the facade's run, handed to Embind as a raw pointer.
mm::lesson::StartRun* new_start_run(const mm::facade::Lab& lab, const mm::lesson::StartKnobs& k) {
  return mm::bind::guarded([&] { return mm::facade::start_run(lab, k).release(); });
}

}  // namespace

EMSCRIPTEN_BINDINGS(section_start) {
  namespace l = mm::lesson;
  MM_VALUE_OBJECT(l, StartKnobs, steps, seed);
  MM_VALUE_OBJECT(l, StartLecture, no_fix, fix, log_vocab);
  MM_VALUE_OBJECT(l, StartResult, no_fix, fix, log_vocab, vocab_size, hockey_no_fix, hockey_fix, diverged_step_no_fix, diverged_step_fix,
                  steps, lecture);
  emscripten::function("start", MM_GUARD(mm::facade::start));
  emscripten::class_<l::StartRun>("StartRun")
      .constructor(&new_start_run, emscripten::allow_raw_pointers())
      .function("advance", MM_METHOD(l::StartRun::advance))
      .function("result", MM_METHOD(l::StartRun::result))
      .function("stepsDone", MM_METHOD(l::StartRun::steps_done))
      .function("done", MM_METHOD(l::StartRun::done));
}
