// train/context_groups.cpp — distinct contexts through an open-addressing hash table (linear
// probing, at most half full), then a counting sort of the rows by context.
#include "context_groups.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "../ops.hpp"

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
  for (std::size_t r = 0; r < n; ++r)
    g.rows[static_cast<std::size_t>(next[static_cast<std::size_t>(id[r])]++)] = static_cast<std::int32_t>(r);
  return g;
}

void for_each_context_chunk(const Dataset& d, std::size_t chunk, const ContextChunkFn& fn) {
  if (chunk == 0) throw std::invalid_argument("contexts by chunk: chunk must be positive");
  const auto T = static_cast<std::size_t>(d.block_size);
  // Rows grouped at a time: ~7 MB of indices at most (the hash table's 2 slots per row, a row's
  // context id and its place). The shipped training split (183k rows) is one block, so each of its
  // 5.4k contexts goes through the model once; blocks of 2^16 rows saw 12.4k, a context once per block.
  constexpr std::size_t kBlockRows = std::size_t(1) << 18;
  for (std::size_t b0 = 0; b0 < d.rows(); b0 += kBlockRows) {
    const ContextGroups g = group_by_context(d, b0, std::min(d.rows(), b0 + kBlockRows));
    for (std::size_t u0 = 0; u0 < g.count(); u0 += chunk) {
      const std::size_t n = std::min(chunk, g.count() - u0);
      const std::vector<std::int32_t> x(g.contexts.begin() + static_cast<std::ptrdiff_t>(u0 * T),
                                        g.contexts.begin() + static_cast<std::ptrdiff_t>((u0 + n) * T));
      fn(ContextChunk{b0, g, u0, n, x});
    }
  }
}

double loss_by_context(const Dataset& d, std::size_t vocab, std::size_t chunk, const ContextLogitsFn& logits_of) {
  if (d.rows() == 0) throw std::invalid_argument("loss by context: the split is empty");
  if (chunk == 0) throw std::invalid_argument("loss by context: chunk must be positive");
  const std::size_t V = vocab;
  std::vector<Scalar> lse(chunk), scratch(chunk * V);
  double total = 0;  // sum over rows of the per-row loss
  for_each_context_chunk(d, chunk, [&](const ContextChunk& c) {
    const Var logits = logits_of(c.X, c.n);  // [n,V]
    const Scalar* l = logits->data.data();
    row_logsumexp(l, c.n, V, lse.data(), scratch.data());
    for (std::size_t u = 0; u < c.n; ++u)
      for (auto k = c.groups.offsets[c.u0 + u]; k < c.groups.offsets[c.u0 + u + 1]; ++k) {
        const std::int32_t y = d.Y[c.b0 + static_cast<std::size_t>(c.groups.rows[static_cast<std::size_t>(k)])];
        if (y < 0 || static_cast<std::size_t>(y) >= V)
          throw std::out_of_range("loss by context: target " + std::to_string(y) + " outside [0, " + std::to_string(V) + ")");
        total += static_cast<double>(lse[u] - l[u * V + static_cast<std::size_t>(y)]);
      }
  });
  return total / static_cast<double>(d.rows());
}

}  // namespace mm
