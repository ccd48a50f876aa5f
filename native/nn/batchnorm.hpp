// nn/batchnorm.hpp — BatchNorm1d (Ioffe & Szegedy 2015) over [B,D]: each column (feature) is
// normalised with its batch statistics in training, with the running estimates in eval.
// Two variance conventions, named because students trip on them:
//   Variance::Unbiased — the lecture's module: normalise with x.var(0) (divide by B-1)
//   Variance::Biased   — torch.nn.BatchNorm1d: normalise with the biased var (divide by B)
// Both keep the unbiased batch variance in running_var, updated outside the graph.
#pragma once
#include "module.hpp"

namespace mm::nn {

enum class Variance { Unbiased, Biased };

class BatchNorm1d : public Module {
 public:
  explicit BatchNorm1d(std::size_t dim, double eps = recipe::kEps, double momentum = recipe::kBnMomentumModule, bool affine = true,
                       Variance variance = Variance::Unbiased);
  Var forward(const Var& x) override;  // [B,D] -> [B,D]
  std::vector<Var> parameters() const override;
  std::string name() const override { return "BatchNorm1d"; }

  double eps, momentum;
  bool affine;
  Variance variance;
  Var weight;                       // gamma [D] (ones), null without affine
  Var bias;                         // beta  [D] (zeros), null without affine
  Tensor running_mean;              // [D], zeros
  Tensor running_var;               // [D], ones
  Tensor last_mean;                 // [D] statistics the last forward normalised with
  Tensor last_var;                  // [D]
  bool track_running_stats = true;  // false: a train-mode forward leaves the running stats alone
};

// The fused op behind the layer, exposed for tests.
// mean/var: [D]; when `batch_stats` they are computed from x (and written back), otherwise given.
Var batchnorm(const Var& x, const Var& gamma, const Var& beta, Tensor& mean, Tensor& var, bool batch_stats, Variance variance, double eps);

// The op's arithmetic on raw row-major arrays, for any element type T: `batchnorm` runs it in
// Scalar, lesson/norm_matrix (the `norm` checker) in double. Instantiated for float and double.
// x, xhat, y, dy, dx: [B,D]; mean, var, istd, gamma, beta, dgamma, dbeta: [D].
// Column statistics of x, divided by B-1 (Unbiased) or B (Biased).
template <class T>
void batchnorm_stats(const T* x, std::size_t B, std::size_t D, Variance variance, T* mean, T* var);
// istd = 1/sqrt(var + eps); y = gamma ⊙ x̂ + beta (y = x̂ when gamma and beta are null);
// x̂ is kept in `xhat` for backward, or skipped when xhat is null.
template <class T>
void batchnorm_forward(const T* x, std::size_t B, std::size_t D, const T* mean, const T* var, double eps, const T* gamma, const T* beta,
                       T* istd, T* xhat, T* y);
// Adds dγ, dβ and dx for the upstream dy (each skipped when null). batch_stats: mean and var came
// from x (train), so dx carries their gradient too; otherwise (eval) they were constants.
template <class T>
void batchnorm_backward(const T* dy, const T* xhat, const T* istd, const T* gamma, std::size_t B, std::size_t D, bool batch_stats,
                        Variance variance, T* dx, T* dgamma, T* dbeta);

}  // namespace mm::nn
