// train/sampler.hpp — makemore's sampling loop: start from block_size '.' tokens, softmax the
// logits, draw the next character with torch.multinomial(probs, 1)'s exact algorithm, stop at '.'.
// Leaves out: temperature, top-k, beam search, batched sampling.
#pragma once
#include <cstddef>
#include <string>
#include <vector>

#include "../data/vocab.hpp"
#include "../generator.hpp"
#include "../model/mlp.hpp"

namespace mm {

constexpr int kMaxSampleLength = 64;  // characters per sampled name; the draw after the 64th is dropped

// torch.multinomial(probs, 1, generator=g) for one row of V probabilities (CPU, torch 1.13):
// an exponential race, argmax_j p_j / q_j with q_j = -log(1 - u_j) and u_j a 53-bit uniform from
// g's random64() — one 64-bit draw per entry. Ties and the first maximum follow torch.argmax.
// Throws std::invalid_argument if a probability is negative or non-finite, or they sum to 0.
std::size_t multinomial_one(const std::vector<float>& probs, Generator& g);

// n names (without the closing '.', UTF-8) from `model`, in eval mode unless train_mode. The model's
// mode is restored afterwards. With BatchNorm in training mode a context is a batch of one row,
// which has no batch variance: that throws std::runtime_error explaining what the lecture shows
// (torch.nn.BatchNorm1d refuses; the lecture's own module divides by n-1 = 0 and gets NaN).
// Throws std::invalid_argument if n is outside 0..10000 or the vocabulary does not fit the model.
std::vector<std::string> sample_names(MLP& model, const Vocab& vocab, int n, Generator& g, bool train_mode = false);

}  // namespace mm
