// dataset.hpp — names to (context, next character) pairs, and the lecture's train/dev/test split.
// Every name w gives len(w)+1 rows, len counted in characters (code points), not bytes: the T
// previous characters ('.'-padded) -> the next one, ending with -> '.'. Indices stay int32 here; the model turns them into embeddings.
// Leaves out: minibatch sampling (the trainer draws rows) and any on-the-fly shuffling.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "data/vocab.hpp"
#include "recipe.hpp"

namespace mm {

struct Dataset {
  std::vector<std::int32_t> X;                   // N x T contexts, row-major: X[i*T + t] = t-th character before Y[i]
  std::vector<std::int32_t> Y;                   // N targets
  int block_size = 0;                            // T
  std::size_t rows() const { return Y.size(); }  // N
};

// makemore's build_dataset: for each word, context = [0]*T; for ch in w + '.': emit (context, stoi[ch]),
// then slide the context. Throws std::invalid_argument if block_size < 1, DataError for a
// character missing from the vocabulary.
Dataset build_dataset(const std::vector<std::string>& words, const Vocab& v, int block_size);

struct Split {
  Dataset train, dev, test;        // built from words[:n1], words[n1:n2], words[n2:]
  Vocab vocab;                     // from all the words, as in the lecture
  std::vector<std::string> words;  // shuffled
};

// The lecture's split: random.seed(seed); random.shuffle(words); n1 = int(0.8*n); n2 = int(0.9*n).
// mm::PyRandom reproduces Python's permutation exactly. Throws DataError if words is empty.
Split split_data(const std::vector<std::string>& words, int block_size, std::uint64_t seed = recipe::kLectureSeed);

}  // namespace mm
