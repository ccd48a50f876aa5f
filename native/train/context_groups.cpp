// train/context_groups.cpp — distinct contexts through an open-addressing hash table (linear
// probing, at most half full), then a counting sort of the rows by context.
#include "context_groups.hpp"

#include <algorithm>
#include <stdexcept>

namespace mm {

namespace {

std::uint64_t hash_context(const std::int32_t* c, std::size_t T) {
  std::uint64_t h = 0x9E3779B97F4A7C15ull;
  for (std::size_t t = 0; t < T; ++t) {
    h ^= static_cast<std::uint32_t>(c[t]);
    h *= 0xBF58476D1CE4E5B9ull;
    h ^= h >> 31;
  }
  return h;
}

}  // namespace

ContextGroups group_by_context(const Dataset& d, std::size_t begin, std::size_t end) {
  if (begin > end || end > d.rows()) throw std::out_of_range("group_by_context: rows outside the split");
  if (end - begin >= (std::size_t(1) << 31)) throw std::length_error("group_by_context: block too large");
  const auto T = static_cast<std::size_t>(d.block_size);
  const std::size_t n = end - begin;
  std::size_t cap = 16;
  while (cap < 2 * n) cap *= 2;
  std::vector<std::int32_t> slot(cap, -1);  // distinct-context id, or -1 for empty
  std::vector<std::int32_t> id(n);          // context id of each row
  ContextGroups g;
  std::vector<std::int32_t> count;
  for (std::size_t r = 0; r < n; ++r) {
    const std::int32_t* c = d.X.data() + (begin + r) * T;
    std::size_t h = hash_context(c, T) & (cap - 1);
    for (;; h = (h + 1) & (cap - 1)) {
      const std::int32_t u = slot[h];
      if (u < 0) {  // first appearance
        slot[h] = static_cast<std::int32_t>(count.size());
        g.contexts.insert(g.contexts.end(), c, c + T);
        count.push_back(0);
        break;
      }
      if (std::equal(c, c + T, g.contexts.data() + static_cast<std::size_t>(u) * T)) break;
    }
    id[r] = slot[h];
    ++count[static_cast<std::size_t>(id[r])];
  }
  g.offsets.assign(count.size() + 1, 0);
  for (std::size_t u = 0; u < count.size(); ++u) g.offsets[u + 1] = g.offsets[u] + count[u];
  g.rows.resize(n);
  std::vector<std::int32_t> next(g.offsets.begin(), g.offsets.end() - 1);
  for (std::size_t r = 0; r < n; ++r) g.rows[static_cast<std::size_t>(next[static_cast<std::size_t>(id[r])]++)] = static_cast<std::int32_t>(r);
  return g;
}

}  // namespace mm
