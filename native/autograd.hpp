// autograd.hpp — a small reverse-mode autograd over whole tensors (micrograd, but on xtensor).
// A Node holds data, grad, its parents, an op label and the backward closure that pushes its
// grad into the parents' grads (accumulating, `+=`). Topological sort and teardown are iterative
// so a 20k-node chain neither overflows the small wasm stack nor crashes when freed.
// Leaves out: higher-order gradients, in-place ops, views, graph reuse across steps.
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "tensor.hpp"

namespace mm {

struct Node;
using Var = std::shared_ptr<Node>;
using BackwardFn = std::function<void(Node& self)>;

struct Node {
  Tensor data;
  Tensor grad;                 // same shape as data once allocated; empty before
  std::vector<Var> parents;    // closures never capture a Var: they read parents through `self`
  const char* op = "leaf";
  BackwardFn backward_fn;
  bool requires_grad = false;
  std::uint64_t topo_mark = 0;  // topo_order's "visited" stamp (one fresh stamp per sort, no set)

  Node() = default;
  Node(const Node&) = delete;
  Node& operator=(const Node&) = delete;
  ~Node();                     // iterative: releases long parent chains without recursion

  std::size_t numel() const { return data.size(); }
  bool has_grad() const { return grad.size() == data.size() && grad.dimension() == data.dimension(); }
  // Adds g (same shape as data) into grad, allocating it on first use.
  void accumulate(const Tensor& g);
  // Adds g into grad, summing over broadcast dimensions first (numpy broadcasting rules).
  void accumulate_broadcast(const Tensor& g);
  Tensor& grad_ref();          // grad, allocated as zeros if missing
};

// A leaf: a constant, or a parameter when requires_grad is true.
Var leaf(Tensor data, bool requires_grad = false);
inline Var param(Tensor data) { return leaf(std::move(data), true); }

// The result of an op. Records parents and the backward closure only when grad mode is on and a
// parent requires grad; otherwise the node is a constant and the graph is not kept.
Var make_op(Tensor data, std::vector<Var> parents, const char* op, BackwardFn fn);

// Reverse-mode sweep from `root` (grad seeded with ones). Gradients accumulate into every node
// that requires grad, intermediate ones included (like retain_grad on everything).
void backward(const Var& root);
// Nodes reachable from root, parents before children (iterative DFS).
std::vector<Node*> topo_order(const Var& root);

void zero_grad(const std::vector<Var>& params);

bool grad_enabled();
// RAII scope with grad recording off (torch.no_grad()).
class NoGradGuard {
 public:
  NoGradGuard();
  ~NoGradGuard();
  NoGradGuard(const NoGradGuard&) = delete;
  NoGradGuard& operator=(const NoGradGuard&) = delete;

 private:
  bool prev_;
};

inline Shape shape_of(const Tensor& t) { return Shape(t.shape().begin(), t.shape().end()); }

// Sum of g over the axes along which `shape` was broadcast to g's shape.
Tensor reduce_to_shape(const Tensor& g, const Shape& shape);

}  // namespace mm
