// nn/linear.cpp — Linear's init (the lecture's draw order) and forward through the fused linear op.
#include "linear.hpp"

#include <cmath>
#include <stdexcept>

#include <xtensor/xbuilder.hpp>

namespace mm::nn {

Linear::Linear(std::size_t fan_in, std::size_t fan_out, Generator& gen, bool with_bias, double gain) {
  if (fan_in == 0 || fan_out == 0) throw std::invalid_argument("Linear: fan_in and fan_out must be positive");
  Tensor w = gen.randn({fan_in, fan_out});
  // Same rounding as torch: w / fan_in**0.5 (scalar cast to float), then * gain.
  w /= static_cast<Scalar>(std::sqrt(static_cast<double>(fan_in)));
  if (gain != 1.0) w *= static_cast<Scalar>(gain);
  weight = param(std::move(w));
  if (with_bias) bias = param(xt::zeros<Scalar>({fan_out}));
}

Var Linear::forward(const Var& x) { return out = linear(x, weight, bias); }

std::vector<Var> Linear::parameters() const {
  if (bias) return {weight, bias};
  return {weight};
}

}  // namespace mm::nn
