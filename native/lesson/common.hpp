// lesson/common.hpp — what several lesson sections share: the lecture's model as
// model_config(split, ModelSpec{n_embd, n_hidden, n_layer, norm, gain, bad_init, fix_output, seed})
// for mm::MLP (the reference's build_model, tests/reference/lesson_ref.py), the reads the figures
// make of its layers, the fixed probe batch (the first randint of a fresh generator), a mean loss
// over a whole split taken in chunks (a 180k-row evaluation never holds more than a few MB of
// activations: the wasm heap is small), and the knobs' range check.
// Leaves out: statistics (stats.hpp), LayerNorm models (the 004 figures use none or BatchNorm).
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "../autograd.hpp"
#include "../data/dataset.hpp"
#include "../model/mlp.hpp"
#include "../recipe.hpp"

namespace mm::lesson {

// Throws a Refusal (code "range") "<name> must be from lo to hi, got v" when v is outside [lo, hi].
void check_range(const char* name, double v, double lo, double hi);
// A knob's seed, a JS number: an integer in [0, 2^32-1], else a Refusal naming "seed".
std::uint64_t seed_of(double seed);
// A building block's options with the lecture's defaults and a knob's seed (checked by seed_of).
template <class Options>
Options seeded(double seed) {
  Options o;
  o.seed = seed_of(seed);
  return o;
}

// A split that outlives every use of the pointer (a caller's local, a test's static), for the
// sections that keep theirs in a shared_ptr: no ownership is taken.
std::shared_ptr<const Split> borrowed(const Split& data);

struct ModelSpec {
  int n_embd = recipe::kNEmbd, n_hidden = 100, n_layer = 6;
  Norm norm = Norm::None;
  double gain = recipe::kTanhGain, bad_init = 1.0;
  bool fix_output = true;
  std::uint64_t seed = recipe::kLectureSeed;
};

// The MLP config of `spec` for this split (vocab_size, block_size from the data); the lecture's
// BatchNorm (unbiased variance, momentum 0.1). Throws a Refusal on a bad field.
ModelConfig model_config(const Split& data, const ModelSpec& spec);

// Rows of a split picked by index: X is [B*T] row-major, Y is [B].
struct Batch {
  std::vector<std::int32_t> X, Y;
  std::size_t B = 0;
};
Batch gather(const Dataset& d, const std::vector<std::int64_t>& rows);
// The first min(rows, d.rows()) rows of d, as a Dataset.
Dataset head_rows(const Dataset& d, std::size_t rows);
// The lecture's fixed probe: rows = Generator(seed).randint(d.rows(), count). count in [1, 100000].
Batch probe_batch(const Dataset& d, int count, std::uint64_t seed = recipe::kLectureSeed);

// One no_grad forward of the batch; the output of every Tanh layer in order, [B,H] each.
// One no_grad forward of the batch; the output of every layer of type `Layer` in order, [B,H] each.
template <class Layer>
std::vector<Tensor> outputs_of(MLP& m, const Batch& b) {
  NoGradGuard ng;
  m.forward(b.X, b.B);
  std::vector<Tensor> outs;
  for (const auto& l : m.layers)
    if (dynamic_cast<Layer*>(l.get())) outs.push_back(l->out->data);
  return outs;
}
std::vector<Tensor> tanh_outputs(MLP& m, const Batch& b);
std::vector<nn::BatchNorm1d*> batchnorm_layers(const MLP& m);

// Mean cross-entropy over every row of `d`, computed `chunk` rows at a time under no_grad.
// logits_of(X, B) must return logits [B,V] for B contexts. Throws if d is empty.
using LogitsFn = std::function<Var(const std::vector<std::int32_t>& X, std::size_t B)>;
double split_loss(const Dataset& d, const LogitsFn& logits_of, std::size_t chunk = 4096);
// The same mean for a model whose logits depend on a row's context alone (eval mode, or no
// BatchNorm): one forward per distinct context (train/context_groups.hpp), ~34x fewer rows on the
// shipped training split. logits_of(X, n) returns [n,V], V = vocab.
double split_loss_by_context(const Dataset& d, std::size_t vocab, const LogitsFn& logits_of);

}  // namespace mm::lesson
