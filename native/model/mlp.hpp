// model/mlp.hpp — the makemore MLP of the lecture (Bengio et al. 2003): an embedding table C,
// then n_layer-1 hidden blocks `Linear -> [BatchNorm1d | LayerNorm] -> Tanh` and an output
// `Linear -> [BatchNorm1d]` to V logits. `layers` is the lecture's flat list, so diagnostics can
// walk it like the notebook does. A Linear followed by a norm has no bias (beta replaces it); the
// output Linear has one unless BatchNorm follows it. Also section 5.3's raw MLP (C, W1, b1, W2, b2).
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "../generator.hpp"
#include "../recipe.hpp"
#include "../nn/batchnorm.hpp"
#include "../nn/embedding.hpp"
#include "../nn/layernorm.hpp"
#include "../nn/linear.hpp"

namespace mm {

enum class Norm { None, Batch, Layer };
const char* norm_name(Norm n);          // "none" | "batch" | "layer"
Norm parse_norm(const std::string& s);  // throws a Refusal (code "choice") naming the choices

struct ModelConfig {
  int vocab_size = 27;
  int block_size = recipe::kBlockSize;  // T
  int n_embd = recipe::kNEmbd;          // E
  int n_hidden = 100;                   // H
  int n_layer = 6;                      // Linear layers in all, output included
  Norm norm = Norm::Batch;
  double gain = recipe::kTanhGain;                    // Kaiming gain for tanh
  double bad_init = 1.0;                              // multiplies the gain (5 = the lecture's "bad init")
  bool fix_output = true;                             // BN: last BN's gamma * 0.1; no BN: output weight * 0.1
  nn::Variance bn_variance = nn::Variance::Unbiased;  // the lecture's module
  double bn_momentum = recipe::kBnMomentumModule;
  std::uint64_t seed = recipe::kLectureSeed;
  // Throws std::invalid_argument naming the field and its range. n_layer counts Linear layers,
  // so the smallest model (2) is the lecture's one hidden block plus the output layer.
  void validate() const;
};

class MLP {
 public:
  explicit MLP(const ModelConfig& cfg);  // draws C, then each Linear weight in order, from one generator
  // X: B*T indices (row-major [B,T]) -> logits [B,V]
  Var forward(const std::vector<std::int32_t>& X, std::size_t B);
  Var loss(const std::vector<std::int32_t>& X, const std::vector<std::int32_t>& Y);  // cross-entropy, B = Y.size()
  // C first, then the layers' in order: the list is built once, at construction (the layers and
  // their parameters are fixed from then on), so a training step does not rebuild it.
  const std::vector<Var>& parameters() const { return params_; }
  std::vector<std::string> parameter_names() const;  // "C", "layers.0.weight", "layers.1.weight" (BN gamma) ...
  void train(bool on = true);
  void eval() { train(false); }
  bool training() const { return training_; }
  const ModelConfig& config() const { return cfg_; }

  nn::Embedding C;
  std::vector<nn::ModulePtr> layers;  // flat: Linear, Norm?, Tanh, ..., Linear, BN?

 private:
  MLP(const ModelConfig& cfg, Generator&& gen);  // the constructor proper, after validate()
  ModelConfig cfg_;
  bool training_ = true;
  std::vector<Var> params_;
};

// The one "save the mode, put it back" guard: saves the model's train/eval mode and every
// BatchNorm's track_running_stats on entry and restores both, as they were, on exit (an exception
// included). The second form also switches the mode and, with freeze_running_stats, stops every
// BatchNorm's running-stat update for the guard's lifetime (a probe's train-mode forward).
class ModeGuard {
 public:
  explicit ModeGuard(MLP& m);
  ModeGuard(MLP& m, bool train_mode, bool freeze_running_stats);
  ~ModeGuard();
  ModeGuard(const ModeGuard&) = delete;
  ModeGuard& operator=(const ModeGuard&) = delete;

 private:
  MLP& m_;
  bool was_training_;
  std::vector<nn::BatchNorm1d*> bns_;
  std::vector<bool> tracked_;
};

// Section 5.3's raw MLP: C[V,E], W1[T*E,H], b1[H], W2[H,V], b2[V], all randn from one generator
// in that order; h = tanh(emb · W1 + b1), logits = h · W2 + b2. `fix` scales W2 by 0.01 and b2 by 0.
struct RawMLP {
  RawMLP(int vocab_size, int block_size, int n_embd, int n_hidden, std::uint64_t seed, bool fix);
  Var forward(const std::vector<std::int32_t>& X, std::size_t B);  // -> logits [B,V]
  std::vector<Var> parameters() const { return {C, W1, b1, W2, b2}; }
  int block_size;
  Var C, W1, b1, W2, b2;
  Var h;  // last hidden activations [B,H]
};

}  // namespace mm
