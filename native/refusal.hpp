// refusal.hpp — a value or an input the core will not take, said as data: a code and named
// parameters that a caller turns into a sentence in its own language; what() is the English
// sentence (the CLI prints it, the native tests read it). The lowest floor: no core includes.
// Leaves out: the sentences in other languages (the page's locale files, web/src/locales/).
//
// The catalogue (the page's locale files are written from it; tests/js/refusals.test.js reads
// every `code` line below and checks that both locales have a sentence for it):
//   code range                 name, lo, hi, lo_open ("1": lo itself is refused), got, integer ("1"/"0")
//   code budget                need_mb, budget_mb; fit_n_hidden, fit_n_layer, fit_batch_size, fit_steps (the way out)
//                              (each fit_ when a smaller value of that setting alone would fit)
//   code bn_batch              batch; name (the setting, when one caused it: "batch_size"); fit_batch_size ("2")
//                              and fit_norm ("layer": a norm that takes a batch of 1), the ways out
//   code choice                name, got, choices ("none|batch|layer")
//   code names.empty           line
//   code names.no_names        line, lines (blank lines read)
//   code names.nul_byte        line
//   code names.control_char    line, char ("0x09"; a C1 control "0x85"), what ("tab" | "carriage_return" | "other")
//   code names.invalid_utf8    byte ("0xC3"); line (when known: not for words given to build_vocab directly)
//   code names.too_long        line, length (characters), max
//   code names.reserved_dot    name; line (when the problem is on one line)
//   code names.too_many_chars  char (UTF-8, after lower-casing), count, max; line (when known)
//   code names.too_many_lines  line, max
//   code names.too_few_names   count, min
//   code names.unreadable      path
//   code names.unknown_char    char ("'ç'", or "U+0085" for one that cannot be shown)
//   code norm.choice           field, got, choices
//   code norm.eps              name (norm_eps, the range table's row), got, lo, hi
//   code norm.x_empty          (none)
//   code norm.row_empty        index
//   code norm.ragged           index, count, cols
//   code norm.too_many_values  rows, cols, max
//   code norm.not_finite       field, index ("1" or "1,2"), where ("x[1][2]")
//   code norm.out_of_range     field, index, where, value, lo, hi
//   code norm.negative_var     field, index, where, value
//   code norm.feature_count    field, count, cols
//   code norm.grad_rows        count, rows
//   code norm.grad_cols        index, count, cols
//   code norm.layer_unbiased   (none)
//   code norm.layer_running    (none)
//   code norm.bn_batch         rows
//   code norm.train_running    (none)
//   code norm.overflow         (none)
// Numbers in params are written with up to 15 significant digits ("0.1", "4294967295", "1e-06",
// "nan", "inf"); the page formats them as it likes.
#pragma once
#include <cstdio>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace mm {

class Refusal : public std::invalid_argument {
 public:
  using Params = std::vector<std::pair<std::string, std::string>>;
  Refusal(std::string code, Params params, const std::string& english)
      : std::invalid_argument(english), code_(std::move(code)), params_(std::move(params)) {}
  const std::string& code() const { return code_; }
  const Params& params() const { return params_; }
  // The value of one parameter, "" when absent.
  std::string param(const std::string& key) const {
    for (const auto& [k, v] : params_)
      if (k == key) return v;
    return "";
  }
  // A number as the params carry it.
  static std::string number(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.15g", v);
    return buf;
  }

 private:
  std::string code_;
  Params params_;
};

// A refusal kept as plain data (no English), for a result that reports one it met on purpose.
struct RefusalRecord {
  std::string code;  // "" when nothing was refused
  std::vector<std::string> keys, values;
};

inline RefusalRecord record_of(const Refusal& r) {
  RefusalRecord out{r.code(), {}, {}};
  for (const auto& [k, v] : r.params()) {
    out.keys.push_back(k);
    out.values.push_back(v);
  }
  return out;
}

}  // namespace mm
