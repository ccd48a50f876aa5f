// autograd.cpp — node bookkeeping, the iterative topological sort and the backward sweep. The
// sweep's own lists (the order, the DFS stack) use recycled blocks, not malloc.
#include "autograd.hpp"

#include <algorithm>
#include <atomic>
#include <stdexcept>

#include <xtensor/xbuilder.hpp>

#include "broadcast.hpp"

namespace mm {

namespace {
thread_local bool g_grad_enabled = true;

template <class T>
using RecycledVector = std::vector<T, storage::RecyclingAllocator<T>>;
}  // namespace

// ---------------------------------------------------------------- Parents, BackwardFn
void Parents::assign(const Var* src, std::size_t n) {
  clear();
  if (n > kInline) {
    heap_ = static_cast<Var*>(storage::acquire(n * sizeof(Var)));
    std::uninitialized_copy(src, src + n, heap_);
  } else {
    std::copy(src, src + n, inline_);
  }
  n_ = n;
}

void Parents::take(Parents& o) noexcept {
  if (o.n_ > kInline) {
    heap_ = o.heap_;
    o.heap_ = nullptr;
  } else {
    std::move(o.inline_, o.inline_ + o.n_, inline_);
  }
  n_ = o.n_;
  o.n_ = 0;
}

Parents& Parents::operator=(Parents&& o) noexcept {
  if (this != &o) {
    clear();
    take(o);
  }
  return *this;
}

void Parents::clear() {
  if (n_ > kInline) {
    std::destroy(heap_, heap_ + n_);
    storage::release(heap_, n_ * sizeof(Var));
    heap_ = nullptr;
  } else {
    for (std::size_t i = 0; i < n_; ++i) inline_[i].reset();
  }
  n_ = 0;
}

void BackwardFn::reset() noexcept {
  if (!call_) return;
  destroy_(obj_);
  if (heap_bytes_) storage::release(obj_, heap_bytes_);
  call_ = nullptr;
  destroy_ = nullptr;
  obj_ = nullptr;
  heap_bytes_ = 0;
}

// ---------------------------------------------------------------- Node
Node::~Node() {
  if (parents.empty()) return;
  // Steal the parents of every node we are the last owner of, so each destructor runs on a node
  // whose parent list is already empty: no recursion however deep the chain. A chain keeps the
  // stack short; the first kShort entries need no allocation.
  constexpr std::size_t kShort = 32;
  Var short_stack[kShort];
  std::size_t depth = 0;
  RecycledVector<Var> deep;
  auto push = [&](Var&& v) {
    if (depth < kShort)
      short_stack[depth++] = std::move(v);
    else
      deep.push_back(std::move(v));
  };
  for (Var& p : parents) push(std::move(p));
  parents.clear();
  while (depth > 0 || !deep.empty()) {
    Var p;
    if (!deep.empty()) {
      p = std::move(deep.back());
      deep.pop_back();
    } else {
      p = std::move(short_stack[--depth]);
    }
    if (p && p.use_count() == 1) {
      for (Var& q : p->parents) push(std::move(q));
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

Scalar* Node::grad_out(bool& fresh) {
  fresh = !has_grad() || grad.shape() != data.shape();
  if (fresh) grad.resize(data.shape());
  return grad.data();
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

void Node::accumulate(Tensor&& g) {
  if (g.shape() == data.shape() && (!has_grad() || grad.shape() != data.shape())) {
    grad = std::move(g);
    return;
  }
  accumulate(static_cast<const Tensor&>(g));
}

void Node::accumulate_broadcast(const Tensor& g) { accumulate(reduce_to_shape(g, shape_of(data))); }

Tensor reduce_to_shape(const Tensor& g, const Shape& shape) {
  Shape gs = shape_of(g);
  if (gs == shape) return g;
  if (gs.size() < shape.size()) throw std::logic_error("reduce_to_shape: gradient has fewer dims than target");
  Tensor r = g;
  // Sum away leading dimensions the target does not have.
  while (r.dimension() > shape.size()) r = sum_axis(r, 0, /*keepdim=*/false);
  // Sum (keeping the axis) where the target has extent 1 but the gradient does not.
  for (std::size_t ax = 0; ax < shape.size(); ++ax)
    if (shape[ax] == 1 && r.shape()[ax] != 1) r = sum_axis(r, ax, /*keepdim=*/true);
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

Var new_op_node(Tensor data, Parents& parents, const char* op) {
  auto n = new_node();
  n->data = std::move(data);
  n->op = op;
  if (g_grad_enabled) {
    for (const auto& p : parents)
      if (p && p->requires_grad) n->requires_grad = true;
  }
  if (n->requires_grad) n->parents = std::move(parents);
  return n;
}

// ---------------------------------------------------------------- sort and sweep
namespace {

void topo_into(const Var& root, RecycledVector<Node*>& order) {
  static std::atomic<std::uint64_t> stamps{0};
  const std::uint64_t stamp = ++stamps;  // a node is visited when its topo_mark equals this sort's stamp
  // (node, expanded?) pairs: a node is emitted after all its parents, like the recursive build_topo.
  RecycledVector<std::pair<Node*, bool>> stack{{root.get(), false}};
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
}

}  // namespace

std::vector<Node*> topo_order(const Var& root) {
  RecycledVector<Node*> order;
  topo_into(root, order);
  return std::vector<Node*>(order.begin(), order.end());
}

void backward(const Var& root) {
  if (!root->requires_grad) throw std::runtime_error("backward: the root does not require grad");
  RecycledVector<Node*> order;
  topo_into(root, order);
  // Interior nodes must push down only this sweep's gradient: park what an earlier backward left
  // in them and add it back at the end (so a graph backpropagated twice gives twice, as in torch).
  RecycledVector<std::pair<Node*, Tensor>> parked;
  for (Node* n : order) {
    if (n->backward_fn && n->has_grad()) {
      parked.emplace_back(n, std::move(n->grad));
      n->grad = Tensor();
      if (n->data.dimension() == 0) n->grad = xt::zeros<Scalar>(n->data.shape());
    }
  }
  bool fresh = false;
  Scalar* seed = root->grad_out(fresh);
  for (std::size_t i = 0, n = root->numel(); i < n; ++i) seed[i] = fresh ? Scalar(1) : seed[i] + Scalar(1);
  for (auto it = order.rbegin(); it != order.rend(); ++it) {
    Node* n = *it;
    if (n->backward_fn && n->has_grad()) n->backward_fn(*n);
  }
  for (auto& [n, g] : parked) n->accumulate(g);
}

void zero_grad(const std::vector<Var>& params) {
  for (const auto& p : params)
    if (p->has_grad()) std::fill(p->grad.begin(), p->grad.end(), Scalar(0));
}

bool grad_enabled() { return g_grad_enabled; }
NoGradGuard::NoGradGuard() : prev_(g_grad_enabled) { g_grad_enabled = false; }
NoGradGuard::~NoGradGuard() { g_grad_enabled = prev_; }

}  // namespace mm
