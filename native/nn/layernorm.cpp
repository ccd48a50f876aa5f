// nn/layernorm.cpp — LayerNorm's fused forward and backward, per row of D features:
//   x̂ = (x - μ) / sqrt(σ² + eps), σ² biased;   dx = istd · (dx̂ - mean(dx̂) - x̂ · mean(dx̂ ⊙ x̂))
#include "layernorm.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

#include <xtensor/xbuilder.hpp>

namespace mm::nn {

LayerNorm::LayerNorm(std::size_t dim, double eps, bool elementwise_affine) : eps(eps), elementwise_affine(elementwise_affine) {
  if (dim == 0) throw std::invalid_argument("LayerNorm: dim must be positive");
  if (elementwise_affine) {
    weight = param(xt::ones<Scalar>({dim}));
    bias = param(xt::zeros<Scalar>({dim}));
  }
}

std::vector<Var> LayerNorm::parameters() const {
  if (elementwise_affine) return {weight, bias};
  return {};
}

Var LayerNorm::forward(const Var& x) {
  if (x->data.dimension() != 2)
    throw std::invalid_argument("LayerNorm: expected a 2-d input [B,D], got " + std::to_string(x->data.dimension()) + "-d");
  const std::size_t D = elementwise_affine ? weight->data.size() : x->data.shape()[1];
  if (x->data.shape()[1] != D)
    throw std::invalid_argument("LayerNorm: expected input [B," + std::to_string(D) + "]");
  return out = layernorm(x, weight, bias, eps, &last_mean, &last_var);
}

Var layernorm(const Var& x, const Var& gamma, const Var& beta, double eps, Tensor* mean_out, Tensor* var_out) {
  if (x->data.dimension() != 2) throw std::invalid_argument("layernorm: expected a 2-d input");
  const std::size_t B = x->data.shape()[0], D = x->data.shape()[1];
  Tensor xhat = empty_tensor({B, D});  // [B,D]
  Tensor y = empty_tensor({B, D});     // [B,D]
  Tensor istd = empty_tensor({B});     // [B]
  Tensor mean = empty_tensor({B}), var = empty_tensor({B});
  const Scalar *xs = x->data.data(), *g = gamma ? gamma->data.data() : nullptr, *b = beta ? beta->data.data() : nullptr;
  for (std::size_t i = 0; i < B; ++i) {
    const Scalar* row = xs + i * D;
    Scalar m = 0, v = 0;
    for (std::size_t j = 0; j < D; ++j) m += row[j];
    m /= static_cast<Scalar>(D);
    for (std::size_t j = 0; j < D; ++j) v += (row[j] - m) * (row[j] - m);
    v /= static_cast<Scalar>(D);
    const Scalar is = 1 / std::sqrt(v + static_cast<Scalar>(eps));
    mean.data()[i] = m;
    var.data()[i] = v;
    istd.data()[i] = is;
    Scalar *xh = xhat.data() + i * D, *yr = y.data() + i * D;
    for (std::size_t j = 0; j < D; ++j) xh[j] = (row[j] - m) * is;
    if (g) {
      for (std::size_t j = 0; j < D; ++j) yr[j] = g[j] * xh[j] + b[j];
    } else {
      std::copy(xh, xh + D, yr);
    }
  }
  if (mean_out) *mean_out = mean;
  if (var_out) *var_out = var;
  std::vector<Var> parents{x};
  if (gamma) parents.insert(parents.end(), {gamma, beta});
  return make_op(std::move(y), std::move(parents), "layernorm", [B, D, istd = std::move(istd), xhat = std::move(xhat)](Node& self) {
    const Scalar* dy = self.grad.data();
    const Scalar* g = self.parents.size() > 1 ? self.parents[1]->data.data() : nullptr;
    if (g) {  // dγ = Σ_rows dy ⊙ x̂ ; dβ = Σ_rows dy
      Node &G = *self.parents[1], &Bt = *self.parents[2];
      Scalar *dg = G.requires_grad ? G.grad_ref().data() : nullptr, *db = Bt.requires_grad ? Bt.grad_ref().data() : nullptr;
      const Scalar* xh = xhat.data();
      if (dg)
        for (std::size_t i = 0; i < B; ++i)
          for (std::size_t j = 0; j < D; ++j) dg[j] += dy[i * D + j] * xh[i * D + j];
      if (db)
        for (std::size_t i = 0; i < B; ++i)
          for (std::size_t j = 0; j < D; ++j) db[j] += dy[i * D + j];
    }
    Node& X = *self.parents[0];
    if (!X.requires_grad) return;
    Scalar* dx = X.grad_ref().data();
    const Scalar* xh_all = xhat.data();
    for (std::size_t i = 0; i < B; ++i) {
      const Scalar *dyr = dy + i * D, *xh = xh_all + i * D;
      Scalar s1 = 0, s2 = 0;
      for (std::size_t j = 0; j < D; ++j) {
        const Scalar dxh = dyr[j] * (g ? g[j] : Scalar(1));
        s1 += dxh;
        s2 += dxh * xh[j];
      }
      s1 /= static_cast<Scalar>(D);
      s2 /= static_cast<Scalar>(D);
      const Scalar is = istd.data()[i];
      Scalar* dxr = dx + i * D;
      if (g) {
        for (std::size_t j = 0; j < D; ++j) dxr[j] += is * (dyr[j] * g[j] - s1 - xh[j] * s2);
      } else {
        for (std::size_t j = 0; j < D; ++j) dxr[j] += is * (dyr[j] - s1 - xh[j] * s2);
      }
    }
  });
}

}  // namespace mm::nn
