// bindings.cpp — Embind registrations of what every section shares: the basics (generator draws,
// the names-file summary, the range table, the memory budget, the allocator's bytes in use and
// the leak test's hook debugLeak, the raw norm request behind
// `makemore-lab norm`), the Lab, the recipe, the section names, and the value objects several
// sections return (Histogram, RefusalRecord, Divergence, Warning). Registration only: no arithmetic.
// Lab is a class: JS must .delete() it (web/src/core.js owns every one it creates). Value
// objects become plain JS objects and need no delete. sections/*.cpp register one section each.
#include "facade/basics.hpp"
#include "facade/heap.hpp"
#include "facade/lab.hpp"
#include "facade/sections.hpp"
#include "lesson/norm_matrix.hpp"
#include "marshal.hpp"
#include "refusal.hpp"
#include "stats.hpp"
#include "train/diagnostics.hpp"
#include "train/trainer.hpp"

EMSCRIPTEN_BINDINGS(makemore_lab) {
  using namespace emscripten;
  namespace f = mm::facade;
  MM_VALUE_OBJECT(f, NamesInfo, count, vocab_size, alphabet, chars, longest, sample);
  MM_VALUE_OBJECT(f, LimitRecord, name, min, max, integer, min_open);
  function("randomNormal", MM_GUARD(f::random_normal));
  function("randomUniform", MM_GUARD(f::random_uniform));
  function("inspectNames", MM_GUARD(f::inspect_names));
  function("limits", MM_GUARD(f::limit_records));
  function("budgetBytes", MM_GUARD(f::budget_bytes));
  MM_VALUE_OBJECT(f, HeapStats, in_use, cached, live);
  function("heapStats", MM_GUARD(f::heap_stats));
  function("debugLeak", MM_GUARD(f::debug_leak));  // a test hook (facade/heap.hpp): leaks on purpose
  class_<f::Lab>("Lab")
      .constructor(MM_FACTORY(f::Lab, std::string))
      .function("info", MM_METHOD(f::Lab::info))
      .function("trainRows", MM_METHOD(f::Lab::train_rows))
      .function("devRows", MM_METHOD(f::Lab::dev_rows));

  MM_VALUE_OBJECT(mm, NormRequest, kind, mode, variance, x, grad_out, gamma, beta, eps, running_mean, running_var);
  MM_VALUE_OBJECT(mm, NormResult, y, grad_x, grad_gamma, grad_beta, mean, var, row_std, col_std, eps);
  function("normCompare", MM_GUARD(mm::compute_norm));

  MM_VALUE_OBJECT(mm::stats, Histogram, edges, counts);
  MM_VALUE_OBJECT(mm, RefusalRecord, code, keys, values);
  MM_VALUE_OBJECT(mm, TanhLayerStats, layer, name, mean, std, saturation_pct, hist, grad_mean, grad_std, grad_hist);
  MM_VALUE_OBJECT(mm, WeightGradStats, param, name, shape, grad_mean, grad_std, data_std, grad_to_data, grad_hist);
  MM_VALUE_OBJECT(mm, LayerDiagnostics, loss, tanh, weights, linear_grad_std, linear_grad_std_spread);
  MM_VALUE_OBJECT(mm, Divergence, step, kind, layer, layer_type, value, cause);
  MM_VALUE_OBJECT(mm, Warning, step, kind, layer, layer_type, param, value, ref, cause, suggestion);
  MM_VALUE_OBJECT(f, Recipe, seed, tanh_gain, saturation, residual_depths, block_size, bn_momentum, eps);
  function("recipe", MM_GUARD(f::recipe));
  function("sectionNames", MM_GUARD(f::section_names));
}
