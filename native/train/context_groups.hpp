// train/context_groups.hpp — the rows of a split grouped by their context. In eval mode the model
// is a function of the context alone (BatchNorm uses its running statistics), so evaluating a
// split needs one forward per distinct context, not per row: the shipped training split has 182k
// rows but 5.4k distinct contexts. loss_by_context does this on blocks of rows, so the index
// memory stays bounded (about 7 int32 per row of a block); Trainer::evaluate and the lesson's
// split losses use it. Leaves out: caching across calls.
#pragma once
#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

#include "../autograd.hpp"
#include "../data/dataset.hpp"

namespace mm {

struct ContextGroups {
  std::vector<std::int32_t> contexts;  // U x T: the distinct contexts, in order of first appearance
  std::vector<std::int32_t> offsets;   // U + 1: rows of context u are rows[offsets[u] .. offsets[u+1])
  std::vector<std::int32_t> rows;      // the block's rows (row - begin), grouped by context
  std::size_t count() const { return offsets.empty() ? 0 : offsets.size() - 1; }  // U
};

// Groups rows [begin, end) of d (end - begin < 2^31) by their T-character context.
ContextGroups group_by_context(const Dataset& d, std::size_t begin, std::size_t end);

// One chunk of distinct contexts of a block of rows: contexts u0 .. u0 + n - 1 of `groups`, which
// groups rows [b0, b0 + block) of the split; X holds them (n x T). A row r of the block is row
// b0 + r of the split.
struct ContextChunk {
  std::size_t b0;
  const ContextGroups& groups;
  std::size_t u0, n;
  const std::vector<std::int32_t>& X;
};
using ContextChunkFn = std::function<void(const ContextChunk&)>;

// Calls fn for every chunk of at most `chunk` distinct contexts of d, grouping 2^18 rows at a time
// (so the index memory stays bounded). Throws std::invalid_argument for chunk 0.
void for_each_context_chunk(const Dataset& d, std::size_t chunk, const ContextChunkFn& fn);

// The mean cross-entropy over every row of d for a model whose logits depend on a row's context
// alone (eval mode, or no BatchNorm): each distinct context of a block of rows goes through
// logits_of once, `chunk` contexts at a time, and every row takes its loss, lse - logit[target],
// from its context's logits. logits_of(X, n) returns [n,V] for n contexts (X: n x T); call it
// under NoGradGuard. Throws std::invalid_argument for an empty split or chunk 0,
// std::out_of_range for a target outside [0, V).
using ContextLogitsFn = std::function<Var(const std::vector<std::int32_t>& X, std::size_t n)>;
double loss_by_context(const Dataset& d, std::size_t vocab, std::size_t chunk, const ContextLogitsFn& logits_of);

}  // namespace mm
