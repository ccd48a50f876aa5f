// nn/layernorm.hpp — LayerNorm (Ba et al. 2016) over the last dimension: every row (example) is
// normalised with its own mean and biased variance, so an example's output does not depend on
// the batch it sits in. No running statistics; train and eval behave the same.
#pragma once
#include "module.hpp"

namespace mm::nn {

class LayerNorm : public Module {
 public:
  explicit LayerNorm(std::size_t dim, double eps = 1e-5, bool elementwise_affine = true);
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
Var layernorm(const Var& x, const Var& gamma, const Var& beta, double eps, Tensor* mean_out = nullptr,
              Tensor* var_out = nullptr);

}  // namespace mm::nn
