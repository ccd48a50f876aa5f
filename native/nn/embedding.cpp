// nn/embedding.cpp — row gather, then a reshape that concatenates the T embeddings of a context.
#include "embedding.hpp"

#include <stdexcept>

namespace mm::nn {

Embedding::Embedding(std::size_t num, std::size_t dim, Generator& gen) : weight(param(gen.randn({num, dim}))) {}

Var Embedding::forward(const std::vector<std::int32_t>& idx, std::size_t B, std::size_t T) {
  if (idx.size() != B * T) throw std::invalid_argument("Embedding: expected B*T indices");
  const std::size_t E = weight->data.shape()[1];
  return out = reshape(gather_rows(weight, idx), {B, T * E});  // [B*T,E] -> [B,T*E]
}

}  // namespace mm::nn
