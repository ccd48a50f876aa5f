// autograd.hpp — a small reverse-mode autograd over whole tensors (micrograd, but on xtensor).
// A Node holds data, grad, its parents, an op label and the backward closure that pushes its
// grad into the parents' grads (accumulating, `+=`). Topological sort and teardown are iterative
// so a 20k-node chain neither overflows the small wasm stack nor crashes when freed. Building a
// graph needs no malloc: nodes, tensors and large closures come from storage.hpp's recycled
// blocks, parents (up to three) and small closures live inside the node.
// Leaves out: higher-order gradients, in-place ops, views, graph reuse across steps.
#pragma once
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <new>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "tensor.hpp"

namespace mm {

struct Node;
using Var = std::shared_ptr<Node>;

// A node's parents: up to three inline (every op but concat), more in a recycled block.
class Parents {
 public:
  Parents() = default;
  Parents(std::initializer_list<Var> ps) { assign(ps.begin(), ps.size()); }
  Parents(const std::vector<Var>& ps) { assign(ps.data(), ps.size()); }  // NOLINT: implicit, like the vector it replaces
  Parents(Parents&& o) noexcept { take(o); }
  Parents& operator=(Parents&& o) noexcept;
  Parents(const Parents&) = delete;
  Parents& operator=(const Parents&) = delete;
  ~Parents() { clear(); }

  std::size_t size() const { return n_; }
  bool empty() const { return n_ == 0; }
  Var* begin() { return data(); }
  Var* end() { return data() + n_; }
  const Var* begin() const { return data(); }
  const Var* end() const { return data() + n_; }
  std::reverse_iterator<const Var*> rbegin() const { return std::reverse_iterator<const Var*>(end()); }
  std::reverse_iterator<const Var*> rend() const { return std::reverse_iterator<const Var*>(begin()); }
  Var& operator[](std::size_t i) { return data()[i]; }
  const Var& operator[](std::size_t i) const { return data()[i]; }
  void clear();

 private:
  static constexpr std::size_t kInline = 3;
  Var* data() { return n_ <= kInline ? inline_ : heap_; }
  const Var* data() const { return n_ <= kInline ? inline_ : heap_; }
  void assign(const Var* src, std::size_t n);
  void take(Parents& o) noexcept;

  Var inline_[kInline];
  Var* heap_ = nullptr;  // n_ > kInline: n_ Vars in a storage.hpp block
  std::size_t n_ = 0;
};

// The backward closure of a node, type-erased like std::function but never malloc'd: a closure of
// up to kInline bytes lives in the node, a bigger one (BatchNorm's saved x̂) in a recycled block.
class BackwardFn {
 public:
  BackwardFn() = default;
  BackwardFn(const BackwardFn&) = delete;
  BackwardFn& operator=(const BackwardFn&) = delete;
  ~BackwardFn() { reset(); }

  template <class F>
  void emplace(F&& f) {
    using Fn = std::decay_t<F>;
    reset();
    const bool fits = sizeof(Fn) <= kInline && alignof(Fn) <= alignof(std::max_align_t);
    heap_bytes_ = fits ? 0 : sizeof(Fn);
    obj_ = fits ? static_cast<void*>(buf_) : storage::acquire(sizeof(Fn));
    ::new (obj_) Fn(std::forward<F>(f));
    call_ = [](void* p, Node& n) { (*static_cast<Fn*>(p))(n); };
    destroy_ = [](void* p) { static_cast<Fn*>(p)->~Fn(); };
  }
  void reset() noexcept;
  explicit operator bool() const { return call_ != nullptr; }
  void operator()(Node& n) { call_(obj_, n); }

 private:
  static constexpr std::size_t kInline = 48;
  alignas(std::max_align_t) unsigned char buf_[kInline];
  void* obj_ = nullptr;
  std::size_t heap_bytes_ = 0;  // 0: the closure is in buf_
  void (*call_)(void*, Node&) = nullptr;
  void (*destroy_)(void*) = nullptr;
};

struct Node {
  Tensor data;
  Tensor grad;      // same shape as data once allocated; empty before
  Parents parents;  // closures never capture a Var: they read parents through `self`
  const char* op = "leaf";
  BackwardFn backward_fn;
  bool requires_grad = false;
  std::uint64_t topo_mark = 0;  // topo_order's "visited" stamp (one fresh stamp per sort, no set)

  Node() = default;
  Node(const Node&) = delete;
  Node& operator=(const Node&) = delete;
  ~Node();  // iterative: releases long parent chains without recursion

  std::size_t numel() const { return data.size(); }
  bool has_grad() const { return grad.size() == data.size() && grad.dimension() == data.dimension(); }
  // Adds g (same shape as data) into grad, allocating it on first use (an rvalue g is moved in).
  void accumulate(const Tensor& g);
  void accumulate(Tensor&& g);
  // Adds g into grad, summing over broadcast dimensions first (numpy broadcasting rules).
  void accumulate_broadcast(const Tensor& g);
  Tensor& grad_ref();  // grad, allocated as zeros if missing
  // For a backward that computes its whole contribution at once: grad's buffer and whether it is
  // new (then uninitialised: the caller writes `=`, not `+=`, and saves zero-filling it).
  Scalar* grad_out(bool& fresh);
};

// A leaf: a constant, or a parameter when requires_grad is true.
Var leaf(Tensor data, bool requires_grad = false);
inline Var param(Tensor data) { return leaf(std::move(data), true); }

// The result of an op, and whether its graph is kept: true when grad mode is on and a parent
// requires grad (then `parents` is stored in the node); otherwise the node is a constant.
Var new_op_node(Tensor data, Parents& parents, const char* op);

// The result of an op. Records parents and the backward closure fn(Node& self) only when grad
// mode is on and a parent requires grad; otherwise the node is a constant and the graph is not
// kept. fn may be nullptr (no backward).
template <class F>
Var make_op(Tensor data, Parents parents, const char* op, F&& fn) {
  Var n = new_op_node(std::move(data), parents, op);
  if constexpr (!std::is_same_v<std::decay_t<F>, std::nullptr_t>)
    if (n->requires_grad) n->backward_fn.emplace(std::forward<F>(fn));
  return n;
}

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
