// lesson/residual.hpp — the 000 text (the residual tab): why residual connections and LayerNorm
// let depth train.
// A stack of random Linear(16,16) + tanh sublayers, built exactly as the text's PyTorch code
// (per layer: manual_seed(100+i), torch.nn.Linear's default uniform init, then the weight redrawn
// as randn * 0.2), with and without the identity path; the post-norm block LayerNorm(x + f(x));
// and LayerNorm's independence of the batch it is computed in.
// Leaves out: attention, pre-norm blocks, training any of these stacks.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "../nn/linear.hpp"
#include "../recipe.hpp"
#include "lecture.hpp"
#include "words.hpp"

namespace mm::lesson {

// Input-gradient norm ||d sum(h_L) / d x|| through `depth` sublayers.
struct ResidualDepth {
  int depth = 0;
  double plain = 0;     // h = tanh(W h + b): collapses with depth
  double residual = 0;  // h = h + tanh(W h + b): stays large
};

// One sublayer's parameters as the text draws them: Generator(seed); width*width uniforms for
// the (discarded) default weight, width uniforms in ±1/sqrt(width) for the bias, then the weight
// redrawn as randn * weight_std. Returned as a Linear with weight [in,out] (torch's transposed).
std::shared_ptr<nn::Linear> random_sublayer(int width, std::uint64_t seed, double weight_std = 0.2);

// depth in [1, 500], width in [1, 256], weight_std in (0, 10]. The input is randn(1,width) after
// seeding 1; loss = sum of the output.
ResidualDepth residual_grad_norm(int depth, int width = 16, double weight_std = 0.2);

// ||x||, then ||x|| after each of `blocks` post-norm blocks LayerNorm(x + tanh(W x + b)) (fresh
// LayerNorm: gamma 1, beta 0), sublayer i seeded 100+i: blocks+1 numbers, ~sqrt(width) after the
// first. blocks in [1, 500].
std::vector<double> post_norm_norms(int blocks = 50, int width = 16, double weight_std = 0.2);

// LayerNorm(features) of X = randn(batch, features) * 3 + 5: row 0 normalised inside the batch
// and alone (batch 1). The two agree: no other row enters a row's statistics.
struct LayerNormBatch {
  int batch = 0, features = 0;
  std::vector<double> row0_in_batch, row0_alone;  // [features] each
  double max_abs_diff = 0;
};
LayerNormBatch layernorm_batch_independence(int batch = 32, int features = 8, std::uint64_t seed = recipe::kLectureSeed);

// ---- the section: width 16, depths recipe::kResidualDepths, 50 post-norm blocks, batch 32
struct ResidualKnobs {
  double weight_std = 0.2;             // std of the sublayers' weights
  double seed = recipe::kLectureSeed;  // the LayerNorm batch's
};
struct ResidualResult {
  std::vector<ResidualDepth> depths;  // one per recipe::kResidualDepths
  std::vector<double> post_norm;      // 51 norms: the input, then after each block
  LayerNormBatch batch;
  double weight_std = 0;  // the knob, echoed
  // words::trend of each stack's norm from the shallowest to the deepest depth:
  // "vanishing" | "stable" | "exploding" (| "undefined": a first norm that is 0 or not finite, a NaN)
  std::string plain_trend, residual_trend;
  words::Thresholds words;
  ResidualLecture lecture;
};
ResidualResult compute_residual(const ResidualKnobs& k);

}  // namespace mm::lesson
