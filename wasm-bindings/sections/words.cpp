// sections/words.cpp — Embind registration of the thresholds behind the page's qualitative words
// (lesson/words.hpp), which the residual and BatchNorm results carry.
#include "../marshal.hpp"
#include "lesson/words.hpp"

EMSCRIPTEN_BINDINGS(section_words) {
  namespace w = mm::lesson::words;
  MM_VALUE_OBJECT(w, Thresholds, trend_factor, explode_factor, hold_band, wide_std, narrow_std, shifted_mean);
}
