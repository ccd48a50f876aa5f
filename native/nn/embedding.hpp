// nn/embedding.hpp — the lookup table C: each character index picks a row of weight[num, dim];
// a context of T indices becomes one row of T*dim numbers (the lecture's emb.view(B, -1)).
#pragma once
#include <cstdint>
#include <vector>

#include "../generator.hpp"
#include "module.hpp"

namespace mm::nn {

class Embedding {
 public:
  Embedding(std::size_t num_embeddings, std::size_t embedding_dim, Generator& gen);  // weight = randn
  // idx: B*T indices, row-major [B,T] -> [B, T*dim]
  Var forward(const std::vector<std::int32_t>& idx, std::size_t B, std::size_t T);
  std::vector<Var> parameters() const { return {weight}; }

  Var weight;  // [num_embeddings, embedding_dim]
  Var out;
};

}  // namespace mm::nn
