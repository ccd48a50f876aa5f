// sections/residual.cpp — Embind registration of the residual tab's section (lesson/residual.hpp):
//   residual({weightStd, seed}) -> ResidualResult
#include "../marshal.hpp"
#include "facade/sections.hpp"

EMSCRIPTEN_BINDINGS(section_residual) {
  namespace l = mm::lesson;
  MM_VALUE_OBJECT(l, ResidualKnobs, weight_std, seed);
  MM_VALUE_OBJECT(l, ResidualDepth, depth, plain, residual);
  MM_VALUE_OBJECT(l, LayerNormBatch, batch, features, row0_in_batch, row0_alone, max_abs_diff);
  MM_VALUE_OBJECT(l, ResidualLecture, depths, plain, residual, printed_depths, post_norm_input, post_norm_block, post_norm_printed);
  MM_VALUE_OBJECT(l, ResidualResult, depths, post_norm, batch, weight_std, plain_trend, residual_trend, words, lecture);
  emscripten::function("residual", MM_GUARD(mm::facade::residual));
}
