// nn/layernorm.cpp — LayerNorm's fused forward and backward, per row of D features:
//   x̂ = (x - μ) / sqrt(σ² + eps), σ² biased;   dx = istd · (dx̂ - mean(dx̂) - x̂ · mean(dx̂ ⊙ x̂))
// The arithmetic is written once over the element type: the layer runs it in Scalar, the `norm`
// checker in double.
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
  if (x->data.shape()[1] != D) throw std::invalid_argument("LayerNorm: expected input [B," + std::to_string(D) + "]");
  return out = layernorm(x, weight, bias, eps, &last_mean, &last_var);
}

template <class T>
void layernorm_forward(const T* xs, std::size_t B, std::size_t D, double eps, const T* g, const T* b, T* mean, T* var, T* istd, T* xhat,
                       T* y) {
  for (std::size_t i = 0; i < B; ++i) {
    const T* row = xs + i * D;
    T m = 0, v = 0;
    for (std::size_t j = 0; j < D; ++j) m += row[j];
    m /= static_cast<T>(D);
    for (std::size_t j = 0; j < D; ++j) v += (row[j] - m) * (row[j] - m);
    v /= static_cast<T>(D);
    const T is = 1 / std::sqrt(v + static_cast<T>(eps));
    mean[i] = m;
    var[i] = v;
    istd[i] = is;
    T *xh = xhat + i * D, *yr = y + i * D;
    for (std::size_t j = 0; j < D; ++j) xh[j] = (row[j] - m) * is;
    if (g) {
      for (std::size_t j = 0; j < D; ++j) yr[j] = g[j] * xh[j] + b[j];
    } else {
      std::copy(xh, xh + D, yr);
    }
  }
}

template <class T>
void layernorm_backward(const T* dy, const T* xh_all, const T* istd, const T* g, std::size_t B, std::size_t D, T* dx, T* dg, T* db) {
  if (dg)  // dγ = Σ_rows dy ⊙ x̂
    for (std::size_t i = 0; i < B; ++i)
      for (std::size_t j = 0; j < D; ++j) dg[j] += dy[i * D + j] * xh_all[i * D + j];
  if (db)  // dβ = Σ_rows dy
    for (std::size_t i = 0; i < B; ++i)
      for (std::size_t j = 0; j < D; ++j) db[j] += dy[i * D + j];
  if (!dx) return;
  for (std::size_t i = 0; i < B; ++i) {
    const T *dyr = dy + i * D, *xh = xh_all + i * D;
    T s1 = 0, s2 = 0;
    for (std::size_t j = 0; j < D; ++j) {
      const T dxh = dyr[j] * (g ? g[j] : T(1));
      s1 += dxh;
      s2 += dxh * xh[j];
    }
    s1 /= static_cast<T>(D);
    s2 /= static_cast<T>(D);
    const T is = istd[i];
    T* dxr = dx + i * D;
    if (g) {
      for (std::size_t j = 0; j < D; ++j) dxr[j] += is * (dyr[j] * g[j] - s1 - xh[j] * s2);
    } else {
      for (std::size_t j = 0; j < D; ++j) dxr[j] += is * (dyr[j] - s1 - xh[j] * s2);
    }
  }
}

Var layernorm(const Var& x, const Var& gamma, const Var& beta, double eps, Tensor* mean_out, Tensor* var_out) {
  if (x->data.dimension() != 2) throw std::invalid_argument("layernorm: expected a 2-d input");
  const std::size_t B = x->data.shape()[0], D = x->data.shape()[1];
  Tensor xhat = empty_tensor({B, D});                        // [B,D]
  Tensor y = empty_tensor({B, D});                           // [B,D]
  Tensor istd = empty_tensor({B});                           // [B]
  Tensor mean = empty_tensor({B}), var = empty_tensor({B});  // [B]
  layernorm_forward<Scalar>(x->data.data(), B, D, eps, gamma ? gamma->data.data() : nullptr, beta ? beta->data.data() : nullptr,
                            mean.data(), var.data(), istd.data(), xhat.data(), y.data());
  if (mean_out) *mean_out = mean;
  if (var_out) *var_out = var;
  std::vector<Var> parents{x};
  if (gamma) parents.insert(parents.end(), {gamma, beta});
  return make_op(std::move(y), std::move(parents), "layernorm", [B, D, istd = std::move(istd), xhat = std::move(xhat)](Node& self) {
    const Scalar* g = self.parents.size() > 1 ? self.parents[1]->data.data() : nullptr;
    Scalar *dg = nullptr, *db = nullptr, *dx = nullptr;
    if (g && self.parents[1]->requires_grad) dg = self.parents[1]->grad_ref().data();
    if (g && self.parents[2]->requires_grad) db = self.parents[2]->grad_ref().data();
    if (self.parents[0]->requires_grad) dx = self.parents[0]->grad_ref().data();
    layernorm_backward<Scalar>(self.grad.data(), xhat.data(), istd.data(), g, B, D, dx, dg, db);
  });
}

template void layernorm_forward<float>(const float*, std::size_t, std::size_t, double, const float*, const float*, float*, float*, float*,
                                       float*, float*);
template void layernorm_forward<double>(const double*, std::size_t, std::size_t, double, const double*, const double*, double*, double*,
                                        double*, double*, double*);
template void layernorm_backward<float>(const float*, const float*, const float*, const float*, std::size_t, std::size_t, float*, float*,
                                        float*);
template void layernorm_backward<double>(const double*, const double*, const double*, const double*, std::size_t, std::size_t, double*,
                                         double*, double*);

}  // namespace mm::nn
