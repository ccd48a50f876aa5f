// sections/previews.cpp — Embind registration of the sliders' cheaper figures (lesson/preview.hpp),
// with the knobs and parts their sections register (sections/kaiming.cpp, sections/batchnorm.cpp):
//   kaimingGain(lab, KaimingKnobs) -> KaimingResult (naive: its gain only)
//   batchnormPipeline(lab, BatchnormKnobs) -> { pipeline, eps, badInit, gamma, beta, lecture }
//   batchnormRunning(lab, BatchnormKnobs) -> { running, momentum, steps }
// and previewNames().
#include "../marshal.hpp"
#include "facade/previews.hpp"

EMSCRIPTEN_BINDINGS(section_previews) {
  namespace l = mm::lesson;
  namespace f = mm::facade;
  MM_VALUE_OBJECT(l, BatchnormPipeline, pipeline, eps, bad_init, gamma, beta, lecture);
  MM_VALUE_OBJECT(l, BatchnormRunning, running, momentum, steps);
  emscripten::function("kaimingGain", MM_GUARD(f::kaiming_gain));
  emscripten::function("batchnormPipeline", MM_GUARD(f::batchnorm_pipeline));
  emscripten::function("batchnormRunning", MM_GUARD(f::batchnorm_running));
  emscripten::function("previewNames", MM_GUARD(f::preview_names));
}
