// nn/module.cpp — Sequential, Residual and PostNorm plumbing.
#include "module.hpp"

#include "layernorm.hpp"

namespace mm::nn {

Var Sequential::forward(const Var& x) {
  Var h = x;
  for (auto& l : layers) h = l->forward(h);
  return out = h;
}

std::vector<Var> Sequential::parameters() const {
  std::vector<Var> ps;
  for (const auto& l : layers)
    for (auto& p : l->parameters()) ps.push_back(p);
  return ps;
}

void Sequential::train(bool on) {
  training = on;
  for (auto& l : layers) l->train(on);
}

Var Residual::forward(const Var& x) { return out = x + f->forward(x); }  // the skip connection

PostNorm::PostNorm(ModulePtr f, std::size_t dim, double eps) : f(std::move(f)), norm(std::make_shared<LayerNorm>(dim, eps)) {}

Var PostNorm::forward(const Var& x) { return out = norm->forward(x + f->forward(x)); }

std::vector<Var> PostNorm::parameters() const {
  auto ps = f->parameters();
  for (auto& p : norm->parameters()) ps.push_back(p);
  return ps;
}

void PostNorm::train(bool on) {
  training = on;
  f->train(on);
  norm->train(on);
}

}  // namespace mm::nn
