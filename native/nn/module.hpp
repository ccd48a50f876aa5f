// nn/module.hpp — the Module interface with torch.nn's vocabulary (parameters(), train(), eval(),
// training), and the layers that hold no parameters of their own: Tanh, ReLU, Sequential, Residual
// (x + f(x)) and PostNorm (LayerNorm(x + f(x))). Every layer keeps its last output in `out`,
// like the lecture's `layer.out`, so diagnostics can read activations and their gradients.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "../ops.hpp"
#include "../recipe.hpp"

namespace mm::nn {

class Module {
 public:
  virtual ~Module() = default;
  virtual Var forward(const Var& x) = 0;
  virtual std::vector<Var> parameters() const { return {}; }
  virtual void train(bool on = true) { training = on; }
  void eval() { train(false); }
  virtual std::string name() const = 0;

  bool training = true;
  Var out;  // the last forward's output
};
using ModulePtr = std::shared_ptr<Module>;

class Tanh : public Module {
 public:
  Var forward(const Var& x) override { return out = mm::tanh(x); }
  std::string name() const override { return "Tanh"; }
};

// max(0, x); its backward passes the gradient where x > 0 and none at or below 0 (torch's choice at
// the kink): ops.cpp's relu, forward and derivative side by side.
class ReLU : public Module {
 public:
  Var forward(const Var& x) override { return out = mm::relu(x); }
  std::string name() const override { return "ReLU"; }
};

class Sequential : public Module {
 public:
  Sequential() = default;
  explicit Sequential(std::vector<ModulePtr> layers) : layers(std::move(layers)) {}
  Var forward(const Var& x) override;
  std::vector<Var> parameters() const override;
  void train(bool on = true) override;
  std::string name() const override { return "Sequential"; }

  std::vector<ModulePtr> layers;
};

// x + f(x): the identity path carries the gradient past f undiminished.
class Residual : public Module {
 public:
  explicit Residual(ModulePtr f) : f(std::move(f)) {}
  Var forward(const Var& x) override;
  std::vector<Var> parameters() const override { return f->parameters(); }
  void train(bool on = true) override {
    training = on;
    f->train(on);
  }
  std::string name() const override { return "Residual"; }

  ModulePtr f;
};

class LayerNorm;
// LayerNorm(x + f(x)): the post-norm block of the original Transformer.
class PostNorm : public Module {
 public:
  PostNorm(ModulePtr f, std::size_t dim, double eps = recipe::kEps);
  Var forward(const Var& x) override;
  std::vector<Var> parameters() const override;
  void train(bool on = true) override;
  std::string name() const override { return "PostNorm"; }

  ModulePtr f;
  std::shared_ptr<LayerNorm> norm;
};

}  // namespace mm::nn
