// nn/batchnorm.cpp — BatchNorm's fused forward and its hand-derived backward.
//   train: x̂ = (x - μ) / sqrt(σ² + eps), σ² = Σ(x-μ)² / d, d = B-1 (unbiased) or B (biased)
//          dx = istd · (dx̂ - mean(dx̂) - x̂ · Σ(dx̂ ⊙ x̂) / d),   dx̂ = dy ⊙ γ
//   eval:  μ, σ² are constants, dx = dy ⊙ γ · istd
// The arithmetic is written once over the element type: the layer runs it in Scalar, the `norm`
// checker in double.
#include "batchnorm.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

#include <xtensor/xbuilder.hpp>

#include "../refusal.hpp"

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
      Scalar *rm = running_mean.data(), *rv = running_var.data();
      const Scalar *lm = last_mean.data(), *lv = last_var.data();
      for (std::size_t j = 0; j < running_mean.size(); ++j) {
        rm[j] = (1 - m) * rm[j] + m * lm[j];
        rv[j] = (1 - m) * rv[j] + m * lv[j] * to_unbiased;
      }
    }
    return out;
  }
  last_mean = running_mean;
  last_var = running_var;
  return out = batchnorm(x, weight, bias, last_mean, last_var, false, variance, eps);
}

namespace {

// Column statistics of X[B,D] into mean/var, which keep their storage between steps when the
// width is unchanged.
void batch_stats_of(const Tensor& X, Tensor& mean, Tensor& var, Variance variance) {
  const std::size_t B = X.shape()[0], D = X.shape()[1];
  if (B < 2)
    throw Refusal("bn_batch", {{"batch", std::to_string(B)}},
                  "BatchNorm1d: a batch of " + std::to_string(B) + " row has no batch variance in training mode (need at least 2 rows)");
  if (mean.dimension() != 1 || mean.size() != D) mean = empty_tensor({D});
  if (var.dimension() != 1 || var.size() != D) var = empty_tensor({D});
  batchnorm_stats(X.data(), B, D, variance, mean.data(), var.data());
}

// Per-column scratch for backward, reused across steps (backward never nests).
template <class T>
T* scratch(std::size_t n) {
  thread_local std::vector<T> buf;
  if (buf.size() < n) buf.resize(n);
  return buf.data();
}

}  // namespace

// Every loop runs over contiguous columns (j innermost) so it vectorises.
template <class T>
void batchnorm_stats(const T* x, std::size_t B, std::size_t D, Variance variance, T* m, T* v) {
  std::fill(m, m + D, T(0));
  std::fill(v, v + D, T(0));
  for (std::size_t i = 0; i < B; ++i)
    for (std::size_t j = 0; j < D; ++j) m[j] += x[i * D + j];
  for (std::size_t j = 0; j < D; ++j) m[j] /= static_cast<T>(B);
  for (std::size_t i = 0; i < B; ++i)
    for (std::size_t j = 0; j < D; ++j) {
      const T c = x[i * D + j] - m[j];
      v[j] += c * c;
    }
  const T d = static_cast<T>(variance == Variance::Unbiased ? B - 1 : B);
  for (std::size_t j = 0; j < D; ++j) v[j] /= d;
}

template <class T>
void batchnorm_forward(const T* xs, std::size_t B, std::size_t D, const T* m, const T* v, double eps, const T* g, const T* b, T* is, T* xh,
                       T* ys) {
  for (std::size_t j = 0; j < D; ++j) is[j] = 1 / std::sqrt(v[j] + static_cast<T>(eps));
  if (!xh) {  // no backward will run: skip x̂, same arithmetic for y
    if (g) {
      for (std::size_t i = 0; i < B; ++i)
        for (std::size_t j = 0; j < D; ++j) ys[i * D + j] = g[j] * ((xs[i * D + j] - m[j]) * is[j]) + b[j];
    } else {
      for (std::size_t i = 0; i < B; ++i)
        for (std::size_t j = 0; j < D; ++j) ys[i * D + j] = (xs[i * D + j] - m[j]) * is[j];
    }
    return;
  }
  for (std::size_t i = 0; i < B; ++i)
    for (std::size_t j = 0; j < D; ++j) xh[i * D + j] = (xs[i * D + j] - m[j]) * is[j];
  if (g) {
    for (std::size_t i = 0; i < B; ++i)
      for (std::size_t j = 0; j < D; ++j) ys[i * D + j] = g[j] * xh[i * D + j] + b[j];
  } else {
    std::copy(xh, xh + B * D, ys);
  }
}

// With s1 = Σ_rows dy and s2 = Σ_rows dy ⊙ x̂ (per column): dβ = s1, dγ = s2, and since
// Σ dx̂ = γ s1 and Σ dx̂ ⊙ x̂ = γ s2,
//   train: dx = istd γ (dy - s1 / B - x̂ s2 / d);   eval: dx = istd γ dy
template <class T>
void batchnorm_backward(const T* dy, const T* xh, const T* is, const T* g, std::size_t B, std::size_t D, bool batch_stats,
                        Variance variance, T* dx, T* dg, T* db) {
  const T d = static_cast<T>(variance == Variance::Unbiased ? B - 1 : B);
  T *s1 = scratch<T>(4 * D), *s2 = s1 + D, *a = s2 + D, *c2 = a + D;
  std::fill(s1, s1 + 2 * D, T(0));
  for (std::size_t i = 0; i < B; ++i)
    for (std::size_t j = 0; j < D; ++j) {
      s1[j] += dy[i * D + j];
      s2[j] += dy[i * D + j] * xh[i * D + j];
    }
  if (dg)
    for (std::size_t j = 0; j < D; ++j) dg[j] += s2[j];
  if (db)
    for (std::size_t j = 0; j < D; ++j) db[j] += s1[j];
  if (!dx) return;
  for (std::size_t j = 0; j < D; ++j) {
    a[j] = is[j] * (g ? g[j] : T(1));
    s1[j] = batch_stats ? s1[j] / static_cast<T>(B) : T(0);
    c2[j] = batch_stats ? s2[j] / d : T(0);
  }
  for (std::size_t i = 0; i < B; ++i)
    for (std::size_t j = 0; j < D; ++j) dx[i * D + j] += a[j] * (dy[i * D + j] - s1[j] - xh[i * D + j] * c2[j]);
}

Var batchnorm(const Var& x, const Var& gamma, const Var& beta, Tensor& mean, Tensor& var, bool batch_stats, Variance variance, double eps) {
  const std::size_t B = x->data.shape()[0], D = x->data.shape()[1];
  if (batch_stats) batch_stats_of(x->data, mean, var, variance);
  Tensor istd = empty_tensor({D});  // [D] 1/sqrt(var+eps)
  Tensor y = empty_tensor({B, D});  // [B,D]
  const Scalar *g = gamma ? gamma->data.data() : nullptr, *b = beta ? beta->data.data() : nullptr;
  std::vector<Var> parents{x};
  if (gamma) parents.insert(parents.end(), {gamma, beta});
  const bool keep_graph = grad_enabled() && std::any_of(parents.begin(), parents.end(), [](const Var& p) { return p->requires_grad; });
  if (!keep_graph) {  // no backward will run (eval under no_grad)
    batchnorm_forward<Scalar>(x->data.data(), B, D, mean.data(), var.data(), eps, g, b, istd.data(), nullptr, y.data());
    return make_op(std::move(y), std::move(parents), batch_stats ? "batchnorm" : "batchnorm_eval", nullptr);
  }
  Tensor xhat = empty_tensor({B, D});  // [B,D]
  batchnorm_forward<Scalar>(x->data.data(), B, D, mean.data(), var.data(), eps, g, b, istd.data(), xhat.data(), y.data());
  return make_op(std::move(y), std::move(parents), batch_stats ? "batchnorm" : "batchnorm_eval",
                 [B, D, batch_stats, variance, istd = std::move(istd), xhat = std::move(xhat)](Node& self) {
                   const Scalar* g = self.parents.size() > 1 ? self.parents[1]->data.data() : nullptr;
                   Scalar *dg = nullptr, *db = nullptr, *dx = nullptr;
                   if (g && self.parents[1]->requires_grad) dg = self.parents[1]->grad_ref().data();
                   if (g && self.parents[2]->requires_grad) db = self.parents[2]->grad_ref().data();
                   if (self.parents[0]->requires_grad) dx = self.parents[0]->grad_ref().data();
                   batchnorm_backward<Scalar>(self.grad.data(), xhat.data(), istd.data(), g, B, D, batch_stats, variance, dx, dg, db);
                 });
}

template void batchnorm_stats<float>(const float*, std::size_t, std::size_t, Variance, float*, float*);
template void batchnorm_stats<double>(const double*, std::size_t, std::size_t, Variance, double*, double*);
template void batchnorm_forward<float>(const float*, std::size_t, std::size_t, const float*, const float*, double, const float*,
                                       const float*, float*, float*, float*);
template void batchnorm_forward<double>(const double*, std::size_t, std::size_t, const double*, const double*, double, const double*,
                                        const double*, double*, double*, double*);
template void batchnorm_backward<float>(const float*, const float*, const float*, const float*, std::size_t, std::size_t, bool, Variance,
                                        float*, float*, float*);
template void batchnorm_backward<double>(const double*, const double*, const double*, const double*, std::size_t, std::size_t, bool,
                                         Variance, double*, double*, double*);

}  // namespace mm::nn
