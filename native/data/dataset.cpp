// dataset.cpp — build_dataset and split_data exactly as the lecture's Python does them, so the
// same names file and seed give the same Xtr/Ytr, row for row.
#include "data/dataset.hpp"

#include <algorithm>
#include <stdexcept>

#include "generator.hpp"

namespace mm {

Dataset build_dataset(const std::vector<std::string>& words, const Vocab& v, int block_size) {
  if (block_size < 1)
    throw std::invalid_argument("block_size must be at least 1 (got " + std::to_string(block_size) + ")");
  const auto T = static_cast<std::size_t>(block_size);
  std::vector<std::u32string> chars;   // each word's characters (code points)
  chars.reserve(words.size());
  std::size_t n = 0;
  for (const std::string& w : words) {
    chars.push_back(characters_of(w));
    n += chars.back().size() + 1;
  }
  Dataset d;
  d.block_size = block_size;
  d.X.reserve(n * T);   // N x T
  d.Y.reserve(n);       // N
  std::vector<std::int32_t> context(T);   // T, oldest character first
  for (const std::u32string& w : chars) {
    std::fill(context.begin(), context.end(), 0);
    for (std::size_t k = 0; k <= w.size(); ++k) {
      const std::int32_t ix = k < w.size() ? v.stoi(w[k]) : 0;   // the word, then '.'
      d.X.insert(d.X.end(), context.begin(), context.end());
      d.Y.push_back(ix);
      context.erase(context.begin());   // context = context[1:] + [ix]
      context.push_back(ix);
    }
  }
  return d;
}

Split split_data(const std::vector<std::string>& words, int block_size, std::uint64_t seed) {
  if (words.empty()) throw DataError("no_names", {{"lines", "0"}}, "no names to split");
  Split s;
  s.vocab = build_vocab(words);
  s.words = words;
  PyRandom rng(seed);
  rng.shuffle(s.words);
  const std::size_t n = s.words.size();
  const auto n1 = static_cast<std::size_t>(0.8 * static_cast<double>(n));   // int(0.8*n)
  const auto n2 = static_cast<std::size_t>(0.9 * static_cast<double>(n));   // int(0.9*n)
  const auto b = s.words.begin();
  s.train = build_dataset(std::vector<std::string>(b, b + n1), s.vocab, block_size);
  s.dev = build_dataset(std::vector<std::string>(b + n1, b + n2), s.vocab, block_size);
  s.test = build_dataset(std::vector<std::string>(b + n2, s.words.end()), s.vocab, block_size);
  return s;
}

}  // namespace mm
