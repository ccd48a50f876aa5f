// lesson/common.cpp — model_config (the lecture's model), the layer reads, probe batches and the chunked split loss.
#include "common.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>

#include "../generator.hpp"
#include "../limits.hpp"
#include "../ops.hpp"
#include "../refusal.hpp"
#include "../train/context_groups.hpp"
#include "../train/memory.hpp"

namespace mm::lesson {

void check_range(const char* name, double v, double lo, double hi) {
  if (std::isfinite(v) && v >= lo && v <= hi) return;
  char b[256];
  std::snprintf(b, sizeof b, "%s must be from %g to %g, got %g", name, lo, hi, v);
  throw Refusal("range", limits::range_params(name, lo, hi, false, false, Refusal::number(v)), b);
}

std::uint64_t seed_of(double seed) { return limits::checked_seed(seed); }

std::shared_ptr<const Split> borrowed(const Split& data) { return std::shared_ptr<const Split>(std::shared_ptr<const Split>(), &data); }

ModelConfig model_config(const Split& data, const ModelSpec& spec) {
  ModelConfig c;
  c.vocab_size = data.vocab.size();
  c.block_size = data.train.block_size;
  c.n_embd = spec.n_embd;
  c.n_hidden = spec.n_hidden;
  c.n_layer = spec.n_layer;
  c.norm = spec.norm;
  c.gain = spec.gain;
  c.bad_init = spec.bad_init;
  c.fix_output = spec.fix_output;
  c.bn_variance = nn::Variance::Unbiased;
  c.bn_momentum = recipe::kBnMomentumModule;
  c.seed = spec.seed;
  c.validate();
  return c;
}

Dataset head_rows(const Dataset& d, std::size_t rows) {
  Dataset out;
  out.block_size = d.block_size;
  const std::size_t n = std::min(rows, d.rows());
  const auto T = static_cast<std::ptrdiff_t>(d.block_size);
  out.X.assign(d.X.begin(), d.X.begin() + static_cast<std::ptrdiff_t>(n) * T);
  out.Y.assign(d.Y.begin(), d.Y.begin() + static_cast<std::ptrdiff_t>(n));
  return out;
}

Batch gather(const Dataset& d, const std::vector<std::int64_t>& rows) {
  const auto T = static_cast<std::size_t>(d.block_size);
  Batch b;
  b.B = rows.size();
  b.X.reserve(rows.size() * T);
  b.Y.reserve(rows.size());
  for (std::int64_t r : rows) {
    const auto i = static_cast<std::size_t>(r);
    if (r < 0 || i >= d.rows()) throw std::out_of_range("gather: row " + std::to_string(r) + " outside the split");
    b.X.insert(b.X.end(), d.X.begin() + static_cast<std::ptrdiff_t>(i * T), d.X.begin() + static_cast<std::ptrdiff_t>((i + 1) * T));
    b.Y.push_back(d.Y[i]);
  }
  return b;
}

Batch probe_batch(const Dataset& d, int count, std::uint64_t seed) {
  check_range("probe rows", count, 1, 100000);
  if (d.rows() == 0) throw std::invalid_argument("probe batch: the training split is empty");
  Generator g(seed);
  return gather(d, g.randint(static_cast<std::int64_t>(d.rows()), static_cast<std::size_t>(count)));
}

std::vector<Tensor> tanh_outputs(MLP& m, const Batch& b) { return outputs_of<nn::Tanh>(m, b); }

std::vector<nn::BatchNorm1d*> batchnorm_layers(const MLP& m) {
  std::vector<nn::BatchNorm1d*> ls;
  for (const auto& l : m.layers)
    if (auto* p = dynamic_cast<nn::BatchNorm1d*>(l.get())) ls.push_back(p);
  return ls;
}

double split_loss(const Dataset& d, const LogitsFn& logits_of, std::size_t chunk) {
  if (d.rows() == 0) throw std::invalid_argument("split loss: the split is empty");
  if (chunk == 0) throw std::invalid_argument("split loss: chunk must be positive");
  NoGradGuard ng;
  const auto T = static_cast<std::size_t>(d.block_size);
  double total = 0;
  for (std::size_t start = 0; start < d.rows(); start += chunk) {
    const std::size_t B = std::min(chunk, d.rows() - start);
    std::vector<std::int32_t> X(d.X.begin() + static_cast<std::ptrdiff_t>(start * T),
                                d.X.begin() + static_cast<std::ptrdiff_t>((start + B) * T));
    std::vector<std::int32_t> Y(d.Y.begin() + static_cast<std::ptrdiff_t>(start), d.Y.begin() + static_cast<std::ptrdiff_t>(start + B));
    total += static_cast<double>(item(cross_entropy(logits_of(X, B), Y))) * static_cast<double>(B);
  }
  return total / static_cast<double>(d.rows());
}

double split_loss_by_context(const Dataset& d, std::size_t vocab, const LogitsFn& logits_of) {
  if (d.rows() == 0) throw std::invalid_argument("split loss: the split is empty");
  NoGradGuard ng;
  return loss_by_context(d, vocab, memory::kEvalChunkRows, logits_of);  // Trainer::evaluate's L2-sized chunks
}

}  // namespace mm::lesson
