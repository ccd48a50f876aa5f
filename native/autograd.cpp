// autograd.cpp — node bookkeeping, the iterative topological sort and the backward sweep.
#include "autograd.hpp"

#include <algorithm>
#include <atomic>
#include <stdexcept>

#include <xtensor/xbuilder.hpp>
#include <xtensor/xreducer.hpp>
#include <xtensor/xmath.hpp>

namespace mm {

namespace {
thread_local bool g_grad_enabled = true;
}

Node::~Node() {
  if (parents.empty()) return;
  // Steal the parents of every node we are the last owner of, so each destructor runs on a node
  // whose parent list is already empty: no recursion however deep the chain.
  std::vector<Var> stack = std::move(parents);
  while (!stack.empty()) {
    Var p = std::move(stack.back());
    stack.pop_back();
    if (p && p.use_count() == 1) {
      for (auto& q : p->parents) stack.push_back(std::move(q));
      p->parents.clear();
    }
  }
}

Tensor& Node::grad_ref() {
  if (!has_grad() || grad.shape() != data.shape()) {
    grad.resize(data.shape());  // keeps the storage when the size already matches
    std::fill(grad.data(), grad.data() + grad.size(), Scalar(0));
  }
  return grad;
}

void Node::accumulate(const Tensor& g) {
  if (g.shape() != data.shape()) {
    accumulate_broadcast(g);
    return;
  }
  if (!has_grad() || grad.shape() != data.shape()) {
    grad = g;
    return;
  }
  Scalar* dst = grad.data();
  const Scalar* src = g.data();
  const std::size_t n = grad.size();
  for (std::size_t i = 0; i < n; ++i) dst[i] += src[i];
}

void Node::accumulate_broadcast(const Tensor& g) {
  accumulate(reduce_to_shape(g, shape_of(data)));
}

Tensor reduce_to_shape(const Tensor& g, const Shape& shape) {
  Shape gs = shape_of(g);
  if (gs == shape) return g;
  if (gs.size() < shape.size()) throw std::logic_error("reduce_to_shape: gradient has fewer dims than target");
  Tensor r = g;
  // Sum away leading dimensions the target does not have.
  while (r.dimension() > shape.size()) r = xt::sum(r, {std::size_t(0)}, xt::evaluation_strategy::immediate);
  // Sum (keeping the axis) where the target has extent 1 but the gradient does not.
  for (std::size_t ax = 0; ax < shape.size(); ++ax) {
    if (shape[ax] == 1 && r.shape()[ax] != 1) {
      Tensor s = xt::sum(r, {ax}, xt::keep_dims | xt::evaluation_strategy::immediate);
      r = std::move(s);
    }
  }
  r.reshape(shape);
  return r;
}

namespace {
// Nodes (with their shared_ptr control block) come from the same recycling allocator as tensor
// data: a step's graph reuses the previous step's node memory.
Var new_node() { return std::allocate_shared<Node>(storage::RecyclingAllocator<Node>()); }
}  // namespace

Var leaf(Tensor data, bool requires_grad) {
  auto n = new_node();
  n->data = std::move(data);
  n->requires_grad = requires_grad;
  return n;
}

Var make_op(Tensor data, std::vector<Var> parents, const char* op, BackwardFn fn) {
  auto n = new_node();
  n->data = std::move(data);
  n->op = op;
  if (g_grad_enabled) {
    for (const auto& p : parents)
      if (p && p->requires_grad) n->requires_grad = true;
  }
  if (n->requires_grad) {
    n->parents = std::move(parents);
    n->backward_fn = std::move(fn);
  }
  return n;
}

std::vector<Node*> topo_order(const Var& root) {
  static std::atomic<std::uint64_t> stamps{0};
  const std::uint64_t stamp = ++stamps;  // a node is visited when its topo_mark equals this sort's stamp
  std::vector<Node*> order;
  // (node, expanded?) pairs: a node is emitted after all its parents, like the recursive build_topo.
  std::vector<std::pair<Node*, bool>> stack{{root.get(), false}};
  while (!stack.empty()) {
    auto [n, expanded] = stack.back();
    stack.pop_back();
    if (expanded) {
      order.push_back(n);
      continue;
    }
    if (n->topo_mark == stamp) continue;
    n->topo_mark = stamp;
    stack.push_back({n, true});
    for (auto it = n->parents.rbegin(); it != n->parents.rend(); ++it)
      if ((*it)->topo_mark != stamp) stack.push_back({it->get(), false});
  }
  return order;
}

void backward(const Var& root) {
  if (!root->requires_grad) throw std::runtime_error("backward: the root does not require grad");
  std::vector<Node*> order = topo_order(root);
  // Interior nodes must push down only this sweep's gradient: park what an earlier backward left
  // in them and add it back at the end (so a graph backpropagated twice gives twice, as in torch).
  std::vector<Tensor> parked(order.size());
  std::vector<char> was_parked(order.size(), 0);
  for (std::size_t i = 0; i < order.size(); ++i) {
    Node* n = order[i];
    if (n->backward_fn && n->has_grad()) {
      parked[i] = std::move(n->grad);
      n->grad = Tensor();
      if (n->data.dimension() == 0) n->grad = xt::zeros<Scalar>(n->data.shape());
      was_parked[i] = 1;
    }
  }
  Tensor seed = xt::ones<Scalar>(root->data.shape());
  root->accumulate(seed);
  for (auto it = order.rbegin(); it != order.rend(); ++it) {
    Node* n = *it;
    if (n->backward_fn && n->has_grad()) n->backward_fn(*n);
  }
  for (std::size_t i = 0; i < order.size(); ++i)
    if (was_parked[i]) order[i]->accumulate(parked[i]);
}

void zero_grad(const std::vector<Var>& params) {
  for (const auto& p : params)
    if (p->has_grad()) std::fill(p->grad.begin(), p->grad.end(), Scalar(0));
}

bool grad_enabled() { return g_grad_enabled; }
NoGradGuard::NoGradGuard() : prev_(g_grad_enabled) { g_grad_enabled = false; }
NoGradGuard::~NoGradGuard() { g_grad_enabled = prev_; }

}  // namespace mm
