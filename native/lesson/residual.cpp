// lesson/residual.cpp — the 000 experiments: gradient through deep plain vs residual stacks,
// post-norm block norms, LayerNorm's batch independence.
#include "residual.hpp"

#include <algorithm>
#include <cmath>
#include <memory>
#include <stdexcept>

#include <xtensor/xmanipulation.hpp>
#include <xtensor/xview.hpp>

#include "../generator.hpp"
#include "../nn/layernorm.hpp"
#include "../nn/linear.hpp"
#include "../nn/module.hpp"
#include "../stats.hpp"
#include "common.hpp"

namespace mm::lesson {

namespace {

void check_stack(int depth, const char* depth_name, int width, double weight_std) {
  check_range(depth_name, depth, 1, 500);
  check_range("width", width, 1, 256);
  check_range("weight_std", weight_std, 1e-6, 10);
}

// The input of every 000 experiment: manual_seed(1); randn(1, width).
Var stack_input(int width, bool requires_grad) {
  Generator g(1);
  return leaf(g.randn({1, static_cast<std::size_t>(width)}), requires_grad);  // [1,D]
}

using Sublayers = std::vector<std::shared_ptr<nn::Linear>>;

// Sublayer i of every stack, seeded 100+i: the first `count`, drawn once for all the stacks that
// use them (a stack of depth d is the first d). Their parameters take no gradient: only the
// input's is asked for.
Sublayers sublayers(int count, int width, double weight_std) {
  Sublayers layers;
  for (int i = 0; i < count; ++i) {
    layers.push_back(random_sublayer(width, 100 + static_cast<std::uint64_t>(i), weight_std));
    for (const Var& p : layers.back()->parameters()) p->requires_grad = false;
  }
  return layers;
}

// f = tanh(Linear(h)) of sublayer i
nn::ModulePtr sublayer_block(const Sublayers& layers, int i) {
  return std::make_shared<nn::Sequential>(std::vector<nn::ModulePtr>{layers[static_cast<std::size_t>(i)], std::make_shared<nn::Tanh>()});
}

double input_grad_norm(const Sublayers& layers, int depth, int width, bool residual) {
  Var x = stack_input(width, /*requires_grad=*/true);  // [1,D]
  Var h = x;
  for (int i = 0; i < depth; ++i) {
    auto f = sublayer_block(layers, i);
    h = residual ? nn::Residual(f).forward(h) : f->forward(h);  // the residual stack's block: h + f(h); [1,D]
  }
  backward(sum_all(h));
  return stats::l2_norm(x->grad);
}

ResidualDepth grad_norms(const Sublayers& layers, int depth, int width) {
  ResidualDepth r;
  r.depth = depth;
  r.plain = input_grad_norm(layers, depth, width, false);
  r.residual = input_grad_norm(layers, depth, width, true);
  return r;
}

std::vector<double> post_norms(const Sublayers& layers, int blocks, int width) {
  NoGradGuard ng;
  Var x = stack_input(width, false);  // [1,D]
  std::vector<double> norms{stats::l2_norm(x->data)};
  for (int i = 0; i < blocks; ++i) {
    nn::PostNorm block(sublayer_block(layers, i), static_cast<std::size_t>(width));  // LayerNorm(x + tanh(W x + b))
    x = block.forward(x);                                                            // [1,D]
    norms.push_back(stats::l2_norm(x->data));
  }
  return norms;
}

}  // namespace

std::shared_ptr<nn::Linear> random_sublayer(int width, std::uint64_t seed, double weight_std) {
  check_stack(1, "depth", width, weight_std);
  const auto D = static_cast<std::size_t>(width);
  Generator g(seed);
  Generator unused(0);
  auto layer = std::make_shared<nn::Linear>(D, D, unused, /*bias=*/true);
  // torch.nn.Linear's default init: kaiming_uniform_(a=sqrt(5)) on weight [out,in] — discarded
  // below, but its D*D draws advance the generator — then bias ~ U(±1/sqrt(fan_in)).
  const double a2 = std::sqrt(5.0) * std::sqrt(5.0);
  const double bound_w = std::sqrt(3.0) * (std::sqrt(2.0 / (1.0 + a2)) / std::sqrt(static_cast<double>(D)));
  g.uniform({D, D}, -bound_w, bound_w);
  const double bound_b = 1.0 / std::sqrt(static_cast<double>(D));
  layer->bias->data = g.uniform({D}, -bound_b, bound_b);  // [D]
  // nn.init.normal_(weight, std) fills [out,in]; our Linear keeps [in,out].
  Tensor w = g.randn({D, D}) * static_cast<Scalar>(weight_std);  // [out,in]
  layer->weight->data = xt::transpose(w);                        // [in,out]
  return layer;
}

ResidualDepth residual_grad_norm(int depth, int width, double weight_std) {
  check_stack(depth, "depth", width, weight_std);
  return grad_norms(sublayers(depth, width, weight_std), depth, width);
}

std::vector<double> post_norm_norms(int blocks, int width, double weight_std) {
  check_stack(blocks, "blocks", width, weight_std);
  return post_norms(sublayers(blocks, width, weight_std), blocks, width);
}

LayerNormBatch layernorm_batch_independence(int batch, int features, std::uint64_t seed) {
  check_range("batch", batch, 1, 10000);
  check_range("features", features, 2, 1024);
  const auto B = static_cast<std::size_t>(batch), D = static_cast<std::size_t>(features);
  NoGradGuard ng;
  Generator g(seed);
  Tensor X = g.randn({B, D}) * Scalar(3) + Scalar(5);  // [B,D]
  nn::LayerNorm ln(D);
  Tensor all = ln.forward(leaf(X))->data;                  // [B,D]
  Tensor first = xt::view(X, xt::range(0, 1), xt::all());  // [1,D]
  Tensor alone = ln.forward(leaf(first))->data;            // [1,D]
  LayerNormBatch r;
  r.batch = batch;
  r.features = features;
  for (std::size_t j = 0; j < D; ++j) {
    r.row0_in_batch.push_back(all(0, j));
    r.row0_alone.push_back(alone(0, j));
    r.max_abs_diff = std::max(r.max_abs_diff, std::abs(r.row0_in_batch.back() - r.row0_alone.back()));
  }
  return r;
}

ResidualResult compute_residual(const ResidualKnobs& k) {
  constexpr int kWidth = 16, kBlocks = 50;
  int most = kBlocks;
  for (int depth : recipe::kResidualDepths) most = std::max(most, depth);
  check_stack(most, "depth", kWidth, k.weight_std);
  const Sublayers layers = sublayers(most, kWidth, k.weight_std);  // every stack's, drawn once
  ResidualResult r;
  for (int depth : recipe::kResidualDepths) r.depths.push_back(grad_norms(layers, depth, kWidth));
  r.post_norm = post_norms(layers, kBlocks, kWidth);
  r.batch = layernorm_batch_independence(/*batch=*/32, /*features=*/8, seed_of(k.seed));
  r.weight_std = k.weight_std;
  r.plain_trend = words::trend(r.depths.front().plain, r.depths.back().plain);
  r.residual_trend = words::trend(r.depths.front().residual, r.depths.back().residual);
  r.lecture = residual_lecture();
  return r;
}

}  // namespace mm::lesson
