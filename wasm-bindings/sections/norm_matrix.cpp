// sections/norm_matrix.cpp — Embind registration of the matrix tabs' section (lesson/norm_matrix.hpp):
//   normMatrix({kind, variance, x}) -> NormMatrixResult
#include "../marshal.hpp"
#include "facade/sections.hpp"

EMSCRIPTEN_BINDINGS(section_norm_matrix) {
  namespace l = mm::lesson;
  MM_VALUE_OBJECT(l, NormMatrixKnobs, kind, variance, x);
  MM_VALUE_OBJECT(l, SameRow, batch_a, batch_b, alone, among, manual, layer_on_manual);
  MM_VALUE_OBJECT(l, NormMatrixLecture, row_layernorm, row_batch_a, row_batch_b, row_manual);
  MM_VALUE_OBJECT(l, NormMatrixResult, norm, in_row_std, in_col_std, same_row, lecture);
  emscripten::function("normMatrix", MM_GUARD(mm::facade::norm_matrix));
}
