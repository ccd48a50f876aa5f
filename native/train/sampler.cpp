// train/sampler.cpp — softmax over one row of logits, torch's single-sample multinomial draw,
// and the generation loop with the model's mode saved and restored.
#include "sampler.hpp"

#include <cmath>
#include <stdexcept>

namespace mm {

namespace {

// softmax of one row [V] (ops' softmax, cross_entropy's arithmetic), as the floats
// multinomial_one draws from like F.softmax's
std::vector<float> softmax_row(const Tensor& logits) {
  const std::size_t V = logits.size();
  std::vector<Scalar> p(V);
  Scalar lse = 0;
  softmax(logits.data(), 1, V, p.data(), &lse);
  return std::vector<float>(p.begin(), p.end());
}

}  // namespace

std::size_t multinomial_one(const std::vector<float>& probs, Generator& g) {
  if (probs.empty()) throw std::invalid_argument("multinomial: no probabilities");
  double total = 0;
  for (float p : probs) {
    if (!std::isfinite(p) || p < 0) throw std::invalid_argument("multinomial: probability tensor contains either inf, nan or element < 0");
    total += p;
  }
  if (total <= 0) throw std::invalid_argument("multinomial: invalid distribution (sum of probabilities <= 0)");
  constexpr std::uint64_t kMask53 = (1ULL << 53) - 1;
  std::size_t best = 0;
  float best_v = -1;
  for (std::size_t j = 0; j < probs.size(); ++j) {
    const double u = static_cast<double>(g.next_u64() & kMask53) * (1.0 / 9007199254740992.0);  // [0,1)
    const float q = static_cast<float>(-std::log(1.0 - u));                                     // Exp(1), rounded to float as torch
    const float v = probs[j] / q;                                                               // p / q; q = 0 gives +inf (torch alike)
    if (v > best_v || (std::isnan(v) && !std::isnan(best_v))) {
      best_v = v;
      best = j;
    }
  }
  return best;
}

std::vector<std::string> sample_names(MLP& model, const Vocab& vocab, int n, Generator& g, bool train_mode) {
  if (n < 0 || n > 10000) throw std::invalid_argument("sample_names: n must be from 0 to 10000, got " + std::to_string(n));
  if (vocab.size() != model.config().vocab_size)
    throw std::invalid_argument("sample_names: the vocabulary has " + std::to_string(vocab.size()) +
                                " entries but the model's vocab_size is " + std::to_string(model.config().vocab_size));
  ModeGuard mode(model, train_mode, /*freeze_running_stats=*/false);
  NoGradGuard no_grad;
  const auto T = static_cast<std::size_t>(model.config().block_size);
  std::vector<std::string> names;
  try {
    for (int i = 0; i < n; ++i) {
      std::vector<std::int32_t> context(T, 0);  // [1,T] '.' tokens
      std::string name;                         // UTF-8
      int length = 0;                           // characters
      for (;;) {
        const Var logits = model.forward(context, 1);  // [1,V]
        const std::size_t ix = multinomial_one(softmax_row(logits->data), g);
        context.erase(context.begin());
        context.push_back(static_cast<std::int32_t>(ix));
        if (ix == 0 || length >= kMaxSampleLength) break;
        name += vocab.utf8(ix);
        ++length;
      }
      names.push_back(std::move(name));
    }
  } catch (const std::invalid_argument& e) {
    if (train_mode && model.config().norm == Norm::Batch)
      throw std::runtime_error(std::string("sampling in training mode: each step feeds BatchNorm a batch of one row, which has no batch "
                                           "statistics (torch.nn.BatchNorm1d refuses it; the lecture's module divides by n-1 = 0 and every "
                                           "probability becomes NaN). Sample in eval mode, with the running statistics. (") +
                               e.what() + ")");
    throw;
  }
  return names;
}

}  // namespace mm
