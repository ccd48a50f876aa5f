// train/context_groups.hpp — the rows of a split grouped by their context. In eval mode the model
// is a function of the context alone (BatchNorm uses its running statistics), so evaluating a
// split needs one forward per distinct context, not per row: the shipped training split has 182k
// rows but 5.4k distinct contexts. Trainer::evaluate uses this on blocks of rows, so the index
// memory stays bounded (about 7 int32 per row of a block). Leaves out: caching across calls.
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

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

}  // namespace mm
