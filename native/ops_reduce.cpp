// ops_reduce.cpp — reductions, shape ops, row gather and the fused cross-entropy (ops.hpp).
#include <cmath>
#include <numeric>
#include <stdexcept>
#include <string>

#include <xtensor/xbuilder.hpp>

#include "broadcast.hpp"
#include "kernels.hpp"
#include "ops.hpp"

namespace mm {

namespace {

std::size_t norm_axis(int axis, std::size_t dims, const char* op) {
  const int d = static_cast<int>(dims);
  if (axis < -d || axis >= d) throw std::invalid_argument(std::string(op) + ": axis " + std::to_string(axis) + " out of range");
  return static_cast<std::size_t>(axis < 0 ? axis + d : axis);
}

// g (reduced over ax, kept or not) broadcast back to the input's full shape.
Tensor expand_grad(const Tensor& g, const Tensor& input, std::size_t ax) {
  Tensor gk = g;
  Tensor::shape_type kept = input.shape();
  kept[ax] = 1;
  gk.reshape(kept);
  return broadcast_to(gk, input.shape());
}

}  // namespace

Var sum(const Var& a, int axis, bool keepdim) {
  const std::size_t ax = norm_axis(axis, a->data.dimension(), "sum");
  return make_op(sum_axis(a->data, ax, keepdim), {a}, "sum", [ax](Node& self) {
    Node& p = *self.parents[0];
    p.accumulate(expand_grad(self.grad, p.data, ax));  // d Σx / dx = 1
  });
}

Var mean(const Var& a, int axis, bool keepdim) {
  const std::size_t ax = norm_axis(axis, a->data.dimension(), "mean");
  const Scalar n = static_cast<Scalar>(a->data.shape()[ax]);
  return mul_scalar(sum(a, axis, keepdim), Scalar(1) / n);
}

Var var(const Var& a, int axis, bool unbiased, bool keepdim) {
  const std::size_t ax = norm_axis(axis, a->data.dimension(), "var");
  const std::size_t n = a->data.shape()[ax];
  const Scalar denom = static_cast<Scalar>(unbiased ? n - 1 : n);  // n-1 = 0 gives inf/nan, like torch
  Tensor m = sum_axis(a->data, ax, /*keepdim=*/true);              // the mean, keeping the axis
  for (std::size_t i = 0; i < m.size(); ++i) m.data()[i] /= static_cast<Scalar>(n);
  Tensor centered = broadcast_binary(a->data, m, BinaryOp::Sub);
  Tensor out = sum_axis(broadcast_binary(centered, centered, BinaryOp::Mul), ax, keepdim);
  for (std::size_t i = 0; i < out.size(); ++i) out.data()[i] /= denom;
  return make_op(std::move(out), {a}, "var", [ax, denom, centered = std::move(centered)](Node& self) {
    Node& p = *self.parents[0];
    // d var / dx_i = 2 (x_i - mean) / denom   (the mean's own gradient sums to zero)
    Tensor g = broadcast_binary(expand_grad(self.grad, p.data, ax), centered, BinaryOp::Mul);
    const Scalar k = Scalar(2) / denom;
    for (std::size_t i = 0; i < g.size(); ++i) g.data()[i] *= k;
    p.accumulate(std::move(g));
  });
}

Var sum_all(const Var& a) {
  Tensor out = xt::zeros<Scalar>(Shape{});
  double s = 0;
  for (std::size_t i = 0; i < a->data.size(); ++i) s += a->data.data()[i];
  out() = static_cast<Scalar>(s);
  return make_op(std::move(out), {a}, "sum_all", [](Node& self) {
    Node& p = *self.parents[0];
    Tensor g = empty_tensor(p.data.shape());
    std::fill(g.begin(), g.end(), self.grad());  // d Σx / dx = 1
    p.accumulate(g);
  });
}

Var mean_all(const Var& a) { return mul_scalar(sum_all(a), Scalar(1) / static_cast<Scalar>(a->data.size())); }

// ---------------------------------------------------------------- shape
namespace {

template <class S>
Var reshape_to(const Var& a, const S& shape) {
  const std::size_t n = std::accumulate(shape.begin(), shape.end(), std::size_t(1), std::multiplies<>());
  if (n != a->data.size()) throw std::invalid_argument("reshape: element count changes");
  Tensor out = empty_tensor(shape);
  std::copy(a->data.data(), a->data.data() + n, out.data());
  return make_op(std::move(out), {a}, "reshape", [](Node& self) {
    // reshape is a permutation-free copy: the gradient just reshapes back
    Node& p = *self.parents[0];
    bool fresh = false;
    Scalar* g = p.grad_out(fresh);
    const Scalar* gy = self.grad.data();
    const std::size_t n = self.grad.size();
    if (fresh)
      std::copy(gy, gy + n, g);
    else
      for (std::size_t i = 0; i < n; ++i) g[i] += gy[i];
  });
}

using IndexVec = std::vector<std::int32_t, storage::RecyclingAllocator<std::int32_t>>;

}  // namespace

Var reshape(const Var& a, const Shape& shape) { return reshape_to(a, shape); }
Var reshape(const Var& a, std::initializer_list<std::size_t> shape) { return reshape_to(a, shape); }

Var concat(const std::vector<Var>& xs, int axis) {
  if (xs.empty()) throw std::invalid_argument("concat: no inputs");
  const std::size_t ax = norm_axis(axis, xs[0]->data.dimension(), "concat");
  Tensor::shape_type shape = xs[0]->data.shape();
  std::size_t total = 0;
  for (const auto& x : xs) {
    const auto& s = x->data.shape();
    if (s.size() != shape.size()) throw std::invalid_argument("concat: inputs differ in rank");
    for (std::size_t d = 0; d < s.size(); ++d)
      if (d != ax && s[d] != shape[d]) throw std::invalid_argument("concat: inputs differ off the concat axis");
    total += s[ax];
  }
  shape[ax] = total;
  std::size_t outer = 1, inner = 1;
  for (std::size_t d = 0; d < ax; ++d) outer *= shape[d];
  for (std::size_t d = ax + 1; d < shape.size(); ++d) inner *= shape[d];
  Tensor out = empty_tensor(shape);
  std::size_t offset = 0;  // along the axis
  std::vector<std::size_t, storage::RecyclingAllocator<std::size_t>> offsets;
  for (const auto& x : xs) {
    const std::size_t w = x->data.shape()[ax] * inner;
    for (std::size_t o = 0; o < outer; ++o)
      std::copy(x->data.data() + o * w, x->data.data() + (o + 1) * w, out.data() + o * total * inner + offset * inner);
    offsets.push_back(offset);
    offset += x->data.shape()[ax];
  }
  return make_op(std::move(out), xs, "concat", [ax, outer, inner, total, offsets](Node& self) {
    // each input gets back its own slab of the gradient
    for (std::size_t k = 0; k < self.parents.size(); ++k) {
      Node& p = *self.parents[k];
      if (!p.requires_grad) continue;
      const std::size_t w = p.data.shape()[ax] * inner;
      Scalar* g = p.grad_ref().data();
      for (std::size_t o = 0; o < outer; ++o) {
        const Scalar* src = self.grad.data() + o * total * inner + offsets[k] * inner;
        for (std::size_t i = 0; i < w; ++i) g[o * w + i] += src[i];
      }
    }
  });
}

Var gather_rows(const Var& table, const std::vector<std::int32_t>& idx) {
  if (table->data.dimension() != 2) throw std::invalid_argument("gather_rows: table must be 2-d");
  const std::size_t R = table->data.shape()[0], E = table->data.shape()[1];
  Tensor out = empty_tensor({idx.size(), E});  // [n,E]
  for (std::size_t i = 0; i < idx.size(); ++i) {
    if (idx[i] < 0 || static_cast<std::size_t>(idx[i]) >= R)
      throw std::out_of_range("gather_rows: index " + std::to_string(idx[i]) + " outside [0, " + std::to_string(R) + ")");
    std::copy(table->data.data() + idx[i] * E, table->data.data() + (idx[i] + 1) * E, out.data() + i * E);
  }
  return make_op(std::move(out), {table}, "gather_rows", [idx = IndexVec(idx.begin(), idx.end()), E](Node& self) {
    // scatter-add: each looked-up row receives the gradient of every place it was used
    Scalar* g = self.parents[0]->grad_ref().data();
    for (std::size_t i = 0; i < idx.size(); ++i)
      for (std::size_t e = 0; e < E; ++e) g[idx[i] * E + e] += self.grad.data()[i * E + e];
  });
}

// ---------------------------------------------------------------- loss
namespace {

// p[n,V] = exp(l - row max) and lse[n] = log Σ_j exp(l_ij) = max + log(Σ_j p_ij); with normalize,
// p becomes the softmax. The one place the loss arithmetic lives (cross_entropy, row_logsumexp,
// softmax: the sampler's).
void softmax_rows(const Scalar* l, Scalar* p, Scalar* lse, std::size_t n, std::size_t V, bool normalize) {
  for (std::size_t i = 0; i < n; ++i) {  // p = logits - row max (<= 0)
    Scalar mx = l[i * V];
    for (std::size_t j = 1; j < V; ++j) mx = std::max(mx, l[i * V + j]);
    for (std::size_t j = 0; j < V; ++j) p[i * V + j] = l[i * V + j] - mx;
    lse[i] = mx;
  }
  kernels::exp_nonpos(p, p, n * V);  // vectorised over the whole block
  for (std::size_t i = 0; i < n; ++i) {
    Scalar s = 0;
    for (std::size_t j = 0; j < V; ++j) s += p[i * V + j];
    if (normalize) {
      const Scalar inv = 1 / s;
      for (std::size_t j = 0; j < V; ++j) p[i * V + j] *= inv;
    }
    lse[i] = lse[i] + std::log(s);
  }
}

}  // namespace

void row_logsumexp(const Scalar* logits, std::size_t n, std::size_t V, Scalar* lse, Scalar* scratch) {
  softmax_rows(logits, scratch, lse, n, V, /*normalize=*/false);
}

void softmax(const Scalar* logits, std::size_t n, std::size_t V, Scalar* probs, Scalar* lse) {
  softmax_rows(logits, probs, lse, n, V, /*normalize=*/true);
}

Var cross_entropy(const Var& logits, const std::vector<std::int32_t>& targets) {
  if (logits->data.dimension() != 2) throw std::invalid_argument("cross_entropy: logits must be [B,V]");
  const std::size_t B = logits->data.shape()[0], V = logits->data.shape()[1];
  if (targets.size() != B) throw std::invalid_argument("cross_entropy: one target per row is needed");
  if (B == 0) throw std::invalid_argument("cross_entropy: empty batch (the mean over 0 rows is undefined)");
  for (std::size_t i = 0; i < B; ++i)
    if (targets[i] < 0 || static_cast<std::size_t>(targets[i]) >= V)
      throw std::out_of_range("cross_entropy: target " + std::to_string(targets[i]) + " at row " + std::to_string(i) + " outside [0, " +
                              std::to_string(V) + ")");
  Tensor probs = empty_tensor({B, V});  // [B,V] softmax, kept for backward
  Tensor lse = empty_tensor({B});       // [B]
  const Scalar* l = logits->data.data();
  softmax_rows(l, probs.data(), lse.data(), B, V, /*normalize=*/true);
  double loss = 0;
  for (std::size_t i = 0; i < B; ++i) loss += static_cast<double>(lse(i) - l[i * V + targets[i]]);  // logsumexp - l[target]
  Tensor out = xt::zeros<Scalar>(Shape{});
  out() = static_cast<Scalar>(loss / static_cast<double>(B));
  return make_op(std::move(out), {logits}, "cross_entropy",
                 [targets = IndexVec(targets.begin(), targets.end()), B, V, probs = std::move(probs)](Node& self) {
                   // d loss / d logits = (softmax - onehot(target)) / B
                   bool fresh = false;
                   Scalar* g = self.parents[0]->grad_out(fresh);
                   const Scalar scale = self.grad() / static_cast<Scalar>(B);
                   const Scalar* pr = probs.data();
                   for (std::size_t i = 0; i < B; ++i) {
                     if (fresh)
                       for (std::size_t j = 0; j < V; ++j) g[i * V + j] = pr[i * V + j] * scale;
                     else
                       for (std::size_t j = 0; j < V; ++j) g[i * V + j] += pr[i * V + j] * scale;
                     g[i * V + targets[i]] -= scale;
                   }
                 });
}

}  // namespace mm
