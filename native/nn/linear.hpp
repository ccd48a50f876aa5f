// nn/linear.hpp — y = x · weight + bias, weight stored [fan_in, fan_out] as in the lecture's own
// module (torch.nn.Linear stores the transpose). Init: randn(fan_in, fan_out) / sqrt(fan_in) * gain,
// bias zeros (draws nothing). Leaves out: torch.nn.Linear's default uniform init (see lesson/).
#pragma once
#include "../generator.hpp"
#include "module.hpp"

namespace mm::nn {

class Linear : public Module {
 public:
  Linear(std::size_t fan_in, std::size_t fan_out, Generator& gen, bool bias = true, double gain = 1.0);
  Var forward(const Var& x) override;  // [B,fan_in] -> [B,fan_out]
  std::vector<Var> parameters() const override;
  std::string name() const override { return "Linear"; }

  Var weight;  // [fan_in, fan_out]
  Var bias;    // [fan_out], or null
};

}  // namespace mm::nn
