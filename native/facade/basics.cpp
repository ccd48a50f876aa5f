// facade/basics.cpp — generator draws and the names-file summary behind the page's file drop.
#include "facade/basics.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "data/unicode.hpp"
#include "data/vocab.hpp"
#include "generator.hpp"
#include "limits.hpp"
#include "train/memory.hpp"

namespace mm::facade {

using limits::checked_int;
using limits::checked_seed;

std::vector<LimitRecord> limit_records() {
  std::vector<LimitRecord> out;
  for (const auto& r : limits::kIntRanges) out.push_back({r.name, static_cast<double>(r.lo), static_cast<double>(r.hi), true, false});
  for (const auto& r : limits::kRealRanges) out.push_back({r.name, r.lo, r.hi, false, r.lo_open});
  return out;
}

double budget_bytes() { return static_cast<double>(memory::kBudgetBytes); }

namespace {
std::vector<double> to_vector(const Tensor& t) { return std::vector<double>(t.begin(), t.end()); }
}  // namespace

std::vector<double> random_normal(double seed, int count) {
  Generator g(checked_seed(seed, "seed"));
  const auto n = static_cast<std::size_t>(checked_int(count, "count", 1, 1000000));
  return to_vector(g.randn({n}));
}

std::vector<double> random_uniform(double seed, int count) {
  Generator g(checked_seed(seed, "seed"));
  const auto n = static_cast<std::size_t>(checked_int(count, "count", 1, 1000000));
  return to_vector(g.rand({n}));
}

NamesInfo inspect_names(const std::string& text) {
  const std::vector<std::string> words = parse_names(text);
  return describe_names(words, build_vocab(words));
}

NamesInfo describe_names(const std::vector<std::string>& words, const Vocab& v) {
  NamesInfo info;
  info.count = static_cast<int>(words.size());
  info.vocab_size = v.size();
  info.alphabet = v.alphabet();
  for (std::size_t i = 0; i < v.itos.size(); ++i) info.chars.push_back(v.utf8(i));
  for (const auto& w : words) info.longest = std::max(info.longest, static_cast<int>(unicode::length(w)));
  const std::size_t k = std::min<std::size_t>(words.size(), 8);
  info.sample.assign(words.begin(), words.begin() + static_cast<std::ptrdiff_t>(k));
  return info;
}

}  // namespace mm::facade
