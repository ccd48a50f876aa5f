// nn/batchnorm.cpp — BatchNorm's fused forward and its hand-derived backward.
//   train: x̂ = (x - μ) / sqrt(σ² + eps), σ² = Σ(x-μ)² / d, d = B-1 (unbiased) or B (biased)
//          dx = istd · (dx̂ - mean(dx̂) - x̂ · Σ(dx̂ ⊙ x̂) / d),   dx̂ = dy ⊙ γ
//   eval:  μ, σ² are constants, dx = dy ⊙ γ · istd
#include "batchnorm.hpp"

#include <cmath>
#include <stdexcept>
#include <string>

#include <xtensor/xbuilder.hpp>

namespace mm::nn {

BatchNorm1d::BatchNorm1d(std::size_t dim, double eps, double momentum, bool affine, Variance variance)
    : eps(eps), momentum(momentum), affine(affine), variance(variance) {
  if (dim == 0) throw std::invalid_argument("BatchNorm1d: dim must be positive");
  if (affine) {
    weight = param(xt::ones<Scalar>({dim}));
    bias = param(xt::zeros<Scalar>({dim}));
  }
  running_mean = xt::zeros<Scalar>({dim});
  running_var = xt::ones<Scalar>({dim});
}

std::vector<Var> BatchNorm1d::parameters() const {
  if (affine) return {weight, bias};
  return {};
}

Var BatchNorm1d::forward(const Var& x) {
  if (x->data.dimension() != 2 || x->data.shape()[1] != running_mean.size())
    throw std::invalid_argument("BatchNorm1d: expected input [B," + std::to_string(running_mean.size()) + "]");
  if (training) {
    out = batchnorm(x, weight, bias, last_mean, last_var, true, variance, eps);
    if (track_running_stats) {
      const std::size_t B = x->data.shape()[0];
      const Scalar m = static_cast<Scalar>(momentum);
      // running_var keeps the unbiased estimate in both conventions
      const Scalar to_unbiased = variance == Variance::Biased ? Scalar(B) / Scalar(B - 1) : Scalar(1);
      for (std::size_t j = 0; j < running_mean.size(); ++j) {
        running_mean(j) = (1 - m) * running_mean(j) + m * last_mean(j);
        running_var(j) = (1 - m) * running_var(j) + m * last_var(j) * to_unbiased;
      }
    }
    return out;
  }
  last_mean = running_mean;
  last_var = running_var;
  return out = batchnorm(x, weight, bias, last_mean, last_var, false, variance, eps);
}

namespace {

void batch_stats_of(const Tensor& X, Tensor& mean, Tensor& var, Variance variance) {
  const std::size_t B = X.shape()[0], D = X.shape()[1];
  if (B < 2) throw std::invalid_argument("BatchNorm1d: a batch of " + std::to_string(B) + " row has no batch variance in training mode (need at least 2 rows)");
  mean = xt::zeros<Scalar>({D});
  var = xt::zeros<Scalar>({D});
  const Scalar* x = X.data();
  for (std::size_t i = 0; i < B; ++i)
    for (std::size_t j = 0; j < D; ++j) mean(j) += x[i * D + j];
  for (std::size_t j = 0; j < D; ++j) mean(j) /= static_cast<Scalar>(B);
  for (std::size_t i = 0; i < B; ++i)
    for (std::size_t j = 0; j < D; ++j) {
      const Scalar c = x[i * D + j] - mean(j);
      var(j) += c * c;
    }
  const Scalar d = static_cast<Scalar>(variance == Variance::Unbiased ? B - 1 : B);
  for (std::size_t j = 0; j < D; ++j) var(j) /= d;
}

}  // namespace

Var batchnorm(const Var& x, const Var& gamma, const Var& beta, Tensor& mean, Tensor& var, bool batch_stats,
              Variance variance, double eps) {
  const std::size_t B = x->data.shape()[0], D = x->data.shape()[1];
  if (batch_stats) batch_stats_of(x->data, mean, var, variance);
  Tensor istd = xt::empty<Scalar>({D});   // [D] 1/sqrt(var+eps)
  for (std::size_t j = 0; j < D; ++j) istd(j) = 1 / std::sqrt(var(j) + static_cast<Scalar>(eps));
  Tensor xhat = xt::empty<Scalar>({B, D});  // [B,D]
  Tensor y = xt::empty<Scalar>({B, D});     // [B,D]
  const Scalar *xs = x->data.data(), *g = gamma ? gamma->data.data() : nullptr, *b = beta ? beta->data.data() : nullptr;
  for (std::size_t i = 0; i < B; ++i)
    for (std::size_t j = 0; j < D; ++j) {
      const Scalar h = (xs[i * D + j] - mean(j)) * istd(j);
      xhat.data()[i * D + j] = h;
      y.data()[i * D + j] = g ? g[j] * h + b[j] : h;
    }
  std::vector<Var> parents{x};
  if (gamma) parents.insert(parents.end(), {gamma, beta});
  const Scalar d = static_cast<Scalar>(variance == Variance::Unbiased ? B - 1 : B);
  return make_op(std::move(y), std::move(parents), batch_stats ? "batchnorm" : "batchnorm_eval",
                 [B, D, d, batch_stats, istd, xhat = std::move(xhat)](Node& self) {
    const Scalar* dy = self.grad.data();
    const Scalar* g = self.parents.size() > 1 ? self.parents[1]->data.data() : nullptr;
    if (g) {  // dγ = Σ dy ⊙ x̂ ; dβ = Σ dy
      Node &G = *self.parents[1], &Bt = *self.parents[2];
      Scalar *dg = G.requires_grad ? G.grad_ref().data() : nullptr, *db = Bt.requires_grad ? Bt.grad_ref().data() : nullptr;
      for (std::size_t i = 0; i < B; ++i)
        for (std::size_t j = 0; j < D; ++j) {
          if (dg) dg[j] += dy[i * D + j] * xhat.data()[i * D + j];
          if (db) db[j] += dy[i * D + j];
        }
    }
    Node& X = *self.parents[0];
    if (!X.requires_grad) return;
    Scalar* dx = X.grad_ref().data();
    std::vector<Scalar> sum_dxh(D, 0), sum_dxh_xh(D, 0);
    for (std::size_t i = 0; i < B; ++i)
      for (std::size_t j = 0; j < D; ++j) {
        const Scalar dxh = dy[i * D + j] * (g ? g[j] : Scalar(1));
        sum_dxh[j] += dxh;
        sum_dxh_xh[j] += dxh * xhat.data()[i * D + j];
      }
    for (std::size_t i = 0; i < B; ++i)
      for (std::size_t j = 0; j < D; ++j) {
        const Scalar dxh = dy[i * D + j] * (g ? g[j] : Scalar(1));
        dx[i * D + j] += batch_stats
            ? istd(j) * (dxh - sum_dxh[j] / Scalar(B) - xhat.data()[i * D + j] * sum_dxh_xh[j] / d)
            : istd(j) * dxh;
      }
  });
}

}  // namespace mm::nn
