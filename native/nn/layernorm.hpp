// nn/layernorm.hpp — LayerNorm (Ba et al. 2016) over the last dimension: every row (example) is
// normalised with its own mean and biased variance, so an example's output does not depend on
// the batch it sits in. No running statistics; train and eval behave the same.
#pragma once
#include "module.hpp"

namespace mm::nn {

class LayerNorm : public Module {
 public:
  explicit LayerNorm(std::size_t dim, double eps = recipe::kEps, bool elementwise_affine = true);
  Var forward(const Var& x) override;  // [B,D] -> [B,D]
  std::vector<Var> parameters() const override;
  std::string name() const override { return "LayerNorm"; }

  double eps;
  bool elementwise_affine;
  Var weight;        // gamma [D] (ones)
  Var bias;          // beta  [D] (zeros)
  Tensor last_mean;  // [B] statistics of the last forward, per row
  Tensor last_var;   // [B]
};

// The fused op: y = γ ⊙ (x - μ_row) / sqrt(σ²_row + eps) + β. gamma/beta may be null.
Var layernorm(const Var& x, const Var& gamma, const Var& beta, double eps, Tensor* mean_out = nullptr, Tensor* var_out = nullptr);

// The op's arithmetic on raw row-major arrays, for any element type T: `layernorm` runs it in
// Scalar, lesson/norm_matrix (the `norm` checker) in double. Instantiated for float and double.
// x, xhat, y, dy, dx: [B,D]; mean, var, istd: [B]; gamma, beta, dgamma, dbeta: [D].
// Row statistics (biased variance), istd = 1/sqrt(var + eps), x̂ and y = gamma ⊙ x̂ + beta
// (y = x̂ when gamma and beta are null).
template <class T>
void layernorm_forward(const T* x, std::size_t B, std::size_t D, double eps, const T* gamma, const T* beta, T* mean, T* var, T* istd,
                       T* xhat, T* y);
// Adds dγ, dβ and dx for the upstream dy (each skipped when null).
template <class T>
void layernorm_backward(const T* dy, const T* xhat, const T* istd, const T* gamma, std::size_t B, std::size_t D, T* dx, T* dgamma,
                        T* dbeta);

}  // namespace mm::nn
