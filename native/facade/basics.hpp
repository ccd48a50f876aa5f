// facade/basics.hpp — the JS-facing entry points that need no model: the generator (so the page
// can show that a seed draws the same numbers every time), a student's names file checked by the
// C++ loader, and the core's table of hyperparameter ranges (the page's state table follows it).
// Plain types only (int, double, std::string, std::vector); a refusal is a mm::Refusal (code,
// params, English what()). Leaves out: everything that trains (sections.hpp).
#pragma once
#include <string>
#include <vector>

#include "data/vocab.hpp"

namespace mm::facade {

// `count` draws of torch.randn / torch.rand with manual_seed(seed). count in [1, 1'000'000].
std::vector<double> random_normal(double seed, int count);
std::vector<double> random_uniform(double seed, int count);

struct NamesInfo {
  int count = 0;                    // names in the file
  int vocab_size = 0;               // V: '.' plus the distinct characters
  std::string alphabet;             // itos joined, '.' first (UTF-8)
  std::vector<std::string> chars;   // itos one by one (UTF-8): chars[i] is index i's character
  int longest = 0;                  // characters (code points) in the longest name
  std::vector<std::string> sample;  // the first few names, as parsed (trimmed, lower-cased)
};

// Validates `text` with mm::parse_names (throws mm::DataError naming the line) and summarises it.
NamesInfo inspect_names(const std::string& text);

// The summary of names parse_names has already read, in file order, with their vocabulary (a Lab
// parses its file and builds the vocabulary once, in its split).
NamesInfo describe_names(const std::vector<std::string>& words, const Vocab& v);

// One row of limits.hpp's table: accepted values are [min, max], or (min, max] when min_open.
struct LimitRecord {
  std::string name;  // the C++ field name: n_layer, n_hidden, lr, ...
  double min = 0, max = 0;
  bool integer = false;
  bool min_open = false;
};
// Every range of limits.hpp (integer ones first), in the table's order.
std::vector<LimitRecord> limit_records();
// The memory budget of a browser tab that the Trainer checks a run against, in bytes.
double budget_bytes();

}  // namespace mm::facade
