// ops.hpp — differentiable ops over Var. Each op computes its forward here and defines its
// local derivative in the backward closure right beside it (ops.cpp). Broadcasting follows
// numpy/PyTorch; backward sums the gradient back to each input's shape.
// Leaves out: integer tensors (indices are std::vector<int32_t>), in-place ops, strides.
#pragma once
#include <cstdint>
#include <initializer_list>
#include <vector>

#include "autograd.hpp"

namespace mm {

// ---- linear algebra ----
Var matmul(const Var& a, const Var& b);                // [M,K] · [K,N] -> [M,N]
Var linear(const Var& x, const Var& w, const Var& b);  // x[B,I] · w[I,O] + b[O] (b may be null)

// ---- elementwise, broadcasting ----
Var add(const Var& a, const Var& b);
Var sub(const Var& a, const Var& b);
Var mul(const Var& a, const Var& b);
Var div(const Var& a, const Var& b);
Var add_scalar(const Var& a, Scalar s);
Var mul_scalar(const Var& a, Scalar s);
Var neg(const Var& a);
Var pow(const Var& a, Scalar p);
Var tanh(const Var& a);
Var relu(const Var& a);
Var exp(const Var& a);
Var log(const Var& a);
Var sqrt(const Var& a);

// ---- reductions (axis may be negative) ----
Var sum(const Var& a, int axis, bool keepdim = false);
Var mean(const Var& a, int axis, bool keepdim = false);
Var var(const Var& a, int axis, bool unbiased, bool keepdim = false);  // unbiased: divide by n-1
Var sum_all(const Var& a);                                             // -> 0-d
Var mean_all(const Var& a);                                            // -> 0-d

// ---- shape ----
Var reshape(const Var& a, const Shape& shape);
Var reshape(const Var& a, std::initializer_list<std::size_t> shape);  // reshape(x, {B, T * E}): no Shape vector
Var concat(const std::vector<Var>& xs, int axis);
Var gather_rows(const Var& table, const std::vector<std::int32_t>& idx);  // table[R,E], idx[n] -> [n,E]

// ---- loss ----
// Mean over rows of -log softmax(logits)[target], via a numerically stable log-softmax.
Var cross_entropy(const Var& logits, const std::vector<std::int32_t>& targets);  // [B,V], [B] -> 0-d
// lse[i] = log Σ_j exp(logits[i,j]) for logits [n,V], no graph: row i's loss for target y is
// lse[i] - logits[i,y], the same float arithmetic as cross_entropy's. scratch: n*V values.
void row_logsumexp(const Scalar* logits, std::size_t n, std::size_t V, Scalar* lse, Scalar* scratch);
// probs[i,j] = softmax(logits[i])[j] for logits [n,V], no graph: cross_entropy's own arithmetic
// (exp(l - row max) * (1 / row sum)). lse: n values, as row_logsumexp's.
void softmax(const Scalar* logits, std::size_t n, std::size_t V, Scalar* probs, Scalar* lse);

inline Var operator+(const Var& a, const Var& b) { return add(a, b); }
inline Var operator-(const Var& a, const Var& b) { return sub(a, b); }
inline Var operator*(const Var& a, const Var& b) { return mul(a, b); }
inline Var operator/(const Var& a, const Var& b) { return div(a, b); }
inline Var operator+(const Var& a, Scalar s) { return add_scalar(a, s); }
inline Var operator+(Scalar s, const Var& a) { return add_scalar(a, s); }
inline Var operator-(const Var& a, Scalar s) { return add_scalar(a, -s); }
inline Var operator-(Scalar s, const Var& a) { return add_scalar(neg(a), s); }
inline Var operator*(const Var& a, Scalar s) { return mul_scalar(a, s); }
inline Var operator*(Scalar s, const Var& a) { return mul_scalar(a, s); }
inline Var operator/(const Var& a, Scalar s) { return mul_scalar(a, Scalar(1) / s); }
inline Var operator-(const Var& a) { return neg(a); }

// Scalar value of a 1-element tensor.
inline Scalar item(const Var& v) { return v->data.data()[0]; }

}  // namespace mm
