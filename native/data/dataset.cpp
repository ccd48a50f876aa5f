// dataset.cpp — build_dataset and split_data exactly as the lecture's Python does them, so the
// same names file and seed give the same Xtr/Ytr, row for row.
#include "data/dataset.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>

#include "generator.hpp"

namespace mm {

namespace {

// The rows of words, one call per word: each character looked up as it is decoded (a table for
// ASCII, Vocab::stoi for the rest), the context slid in place.
class RowWriter {
 public:
  RowWriter(Dataset& d, const Vocab& v) : d_(d), v_(v), context_(static_cast<std::size_t>(d.block_size)) {
    ascii_.fill(-1);
    for (std::size_t i = 0; i < v.itos.size(); ++i)
      if (v.itos[i] < 128) ascii_[v.itos[i]] = static_cast<std::int32_t>(i);
  }

  MM_PER_ITEM void operator()(const std::string& w) {
    std::fill(context_.begin(), context_.end(), 0);
    for_each_character(w, [&](char32_t cp) { emit(cp < 128 && ascii_[cp] >= 0 ? ascii_[cp] : v_.stoi(cp)); });
    emit(0);  // then '.'
  }

 private:
  void emit(std::int32_t ix) {
    d_.X.insert(d_.X.end(), context_.begin(), context_.end());
    d_.Y.push_back(ix);
    std::copy(context_.begin() + 1, context_.end(), context_.begin());  // context = context[1:] + [ix]
    context_.back() = ix;
  }

  Dataset& d_;
  const Vocab& v_;
  std::vector<std::int32_t> context_;    // T, oldest character first
  std::array<std::int32_t, 128> ascii_;  // index of an ASCII character, -1 if not in the vocabulary
};

Dataset build_rows(const std::string* b, const std::string* e, const Vocab& v, int block_size) {
  if (block_size < 1) throw std::invalid_argument("block_size must be at least 1 (got " + std::to_string(block_size) + ")");
  const auto T = static_cast<std::size_t>(block_size);
  std::size_t bound = 0;  // rows, at most: a character is at least a byte
  for (const std::string* w = b; w != e; ++w) bound += w->size() + 1;
  Dataset d;
  d.block_size = block_size;
  d.X.reserve(bound * T);  // N x T
  d.Y.reserve(bound);      // N
  RowWriter write(d, v);
  for (const std::string* w = b; w != e; ++w) write(*w);
  return d;
}

}  // namespace

Dataset build_dataset(const std::vector<std::string>& words, const Vocab& v, int block_size) {
  return build_rows(words.data(), words.data() + words.size(), v, block_size);
}

Split split_data(const std::vector<std::string>& words, int block_size, std::uint64_t seed) {
  if (words.empty()) throw DataError("no_names", {{"lines", "0"}}, "no names to split");
  Split s;
  s.vocab = build_vocab(words);
  s.words = words;
  PyRandom rng(seed);
  rng.shuffle(s.words);
  const std::size_t n = s.words.size();
  const auto n1 = static_cast<std::size_t>(0.8 * static_cast<double>(n));  // int(0.8*n)
  const auto n2 = static_cast<std::size_t>(0.9 * static_cast<double>(n));  // int(0.9*n)
  const std::string* b = s.words.data();
  s.train = build_rows(b, b + n1, s.vocab, block_size);
  s.dev = build_rows(b + n1, b + n2, s.vocab, block_size);
  s.test = build_rows(b + n2, b + n, s.vocab, block_size);
  return s;
}

}  // namespace mm
