// ops.cpp — forward and backward of every op. One line per backward states its derivative.
#include "ops.hpp"

#include <cmath>
#include <stdexcept>
#include <string>

#include "broadcast.hpp"
#include "kernels.hpp"

namespace mm {

namespace {

bool rg(const Var& v) { return v && v->requires_grad; }

void require_2d(const Tensor& t, const char* op) {
  if (t.dimension() != 2) throw std::invalid_argument(std::string(op) + ": expected a 2-d tensor, got " + shape_str(t));
}

// Elementwise unary op: out = f(x); backward g * df(x, out), written straight into x's grad.
template <class F, class DF>
Var unary(const Var& a, const char* op, F f, DF df) {
  Tensor out = empty_tensor(a->data.shape());
  const Scalar* x = a->data.data();
  Scalar* y = out.data();
  for (std::size_t i = 0, n = out.size(); i < n; ++i) y[i] = f(x[i]);
  return make_op(std::move(out), {a}, op, [df](Node& self) {
    Node& p = *self.parents[0];
    bool fresh = false;
    Scalar* gx = p.grad_out(fresh);
    const Scalar *gy = self.grad.data(), *x = p.data.data(), *y = self.data.data();
    const std::size_t n = self.data.size();
    if (fresh)
      for (std::size_t i = 0; i < n; ++i) gx[i] = gy[i] * df(x[i], y[i]);
    else
      for (std::size_t i = 0; i < n; ++i) gx[i] += gy[i] * df(x[i], y[i]);
  });
}

// Σ_rows g[B,O] into db[O]: overwriting when db is fresh.
void bias_grad(Node& bias, const Scalar* g, std::size_t B, std::size_t O) {
  bool fresh = false;
  Scalar* db = bias.grad_out(fresh);
  if (fresh) std::fill(db, db + O, Scalar(0));
  for (std::size_t i = 0; i < B; ++i)
    for (std::size_t j = 0; j < O; ++j) db[j] += g[i * O + j];
}

}  // namespace

// ---------------------------------------------------------------- linear algebra
Var matmul(const Var& a, const Var& b) {
  require_2d(a->data, "matmul");
  require_2d(b->data, "matmul");
  const std::size_t M = a->data.shape()[0], K = a->data.shape()[1], N = b->data.shape()[1];
  if (b->data.shape()[0] != K)
    throw std::invalid_argument("matmul: shapes " + shape_str(a->data) + " and " + shape_str(b->data) + " do not chain");
  Tensor out = empty_tensor({M, N});
  kernels::gemm_nn(a->data.data(), b->data.data(), out.data(), M, K, N, false);
  return make_op(std::move(out), {a, b}, "matmul", [M, K, N](Node& self) {
    Node &A = *self.parents[0], &B = *self.parents[1];
    bool fresh = false;
    // dA = dC · Bᵀ ; dB = Aᵀ · dC   (a gradient seen for the first time is written, not added)
    if (A.requires_grad) {
      Scalar* dA = A.grad_out(fresh);
      kernels::gemm_nt(self.grad.data(), B.data.data(), dA, M, N, K, !fresh);
    }
    if (B.requires_grad) {
      Scalar* dB = B.grad_out(fresh);
      kernels::gemm_tn(A.data.data(), self.grad.data(), dB, M, K, N, !fresh);
    }
  });
}

Var linear(const Var& x, const Var& w, const Var& b) {
  require_2d(x->data, "linear");
  require_2d(w->data, "linear");
  const std::size_t B = x->data.shape()[0], I = x->data.shape()[1], O = w->data.shape()[1];
  if (w->data.shape()[0] != I)
    throw std::invalid_argument("linear: input " + shape_str(x->data) + " does not match weight " + shape_str(w->data));
  if (b && b->data.size() != O) throw std::invalid_argument("linear: bias has the wrong length");
  Tensor out = empty_tensor({B, O});  // [B,O]
  if (b)
    kernels::gemm_nn_bias(x->data.data(), w->data.data(), b->data.data(), out.data(), B, I, O);
  else
    kernels::gemm_nn(x->data.data(), w->data.data(), out.data(), B, I, O, false);
  return make_op(std::move(out), b ? Parents{x, w, b} : Parents{x, w}, "linear", [B, I, O](Node& self) {
    Node &X = *self.parents[0], &W = *self.parents[1];
    const Scalar* g = self.grad.data();
    bool fresh = false;
    // dX = dY · Wᵀ ; dW = Xᵀ · dY ; db = Σ_rows dY   (a first gradient is written, not added)
    if (X.requires_grad) {
      Scalar* dX = X.grad_out(fresh);
      kernels::gemm_nt(g, W.data.data(), dX, B, O, I, !fresh);
    }
    if (W.requires_grad) {
      Scalar* dW = W.grad_out(fresh);
      kernels::gemm_tn(X.data.data(), g, dW, B, I, O, !fresh);
    }
    if (self.parents.size() > 2 && self.parents[2]->requires_grad) bias_grad(*self.parents[2], g, B, O);
  });
}

// ---------------------------------------------------------------- elementwise, broadcasting
namespace {
Tensor bin(const Tensor& a, const Tensor& b, BinaryOp op) { return broadcast_binary(a, b, op); }
}  // namespace

Var add(const Var& a, const Var& b) {
  return make_op(bin(a->data, b->data, BinaryOp::Add), {a, b}, "add", [](Node& self) {
    // d(a+b) = 1 for both, summed over broadcast axes
    for (auto& p : self.parents)
      if (p->requires_grad) p->accumulate_broadcast(self.grad);
  });
}

Var sub(const Var& a, const Var& b) {
  return make_op(bin(a->data, b->data, BinaryOp::Sub), {a, b}, "sub", [](Node& self) {
    // d(a-b)/da = 1, /db = -1
    if (rg(self.parents[0])) self.parents[0]->accumulate_broadcast(self.grad);
    if (rg(self.parents[1])) {
      Tensor g = self.grad;
      for (std::size_t i = 0; i < g.size(); ++i) g.data()[i] = -g.data()[i];
      self.parents[1]->accumulate_broadcast(g);
    }
  });
}

Var mul(const Var& a, const Var& b) {
  return make_op(bin(a->data, b->data, BinaryOp::Mul), {a, b}, "mul", [](Node& self) {
    Node &A = *self.parents[0], &B = *self.parents[1];
    // d(ab)/da = b, /db = a
    if (A.requires_grad) A.accumulate_broadcast(bin(self.grad, B.data, BinaryOp::Mul));
    if (B.requires_grad) B.accumulate_broadcast(bin(self.grad, A.data, BinaryOp::Mul));
  });
}

Var div(const Var& a, const Var& b) {
  return make_op(bin(a->data, b->data, BinaryOp::Div), {a, b}, "div", [](Node& self) {
    Node &A = *self.parents[0], &B = *self.parents[1];
    // d(a/b)/da = 1/b, /db = -a/b²
    if (A.requires_grad) A.accumulate_broadcast(bin(self.grad, B.data, BinaryOp::Div));
    if (B.requires_grad) {
      Tensor ng = self.grad;  // -g
      for (std::size_t i = 0; i < ng.size(); ++i) ng.data()[i] = -ng.data()[i];
      B.accumulate_broadcast(bin(bin(ng, A.data, BinaryOp::Mul), bin(B.data, B.data, BinaryOp::Mul), BinaryOp::Div));
    }
  });
}

Var add_scalar(const Var& a, Scalar s) {
  return unary(
      a, "add_scalar", [s](Scalar x) { return x + s; }, [](Scalar, Scalar) { return Scalar(1); });
}
Var mul_scalar(const Var& a, Scalar s) {
  return unary(
      a, "mul_scalar", [s](Scalar x) { return x * s; }, [s](Scalar, Scalar) { return s; });
}
Var neg(const Var& a) {
  return unary(
      a, "neg", [](Scalar x) { return -x; }, [](Scalar, Scalar) { return Scalar(-1); });
}
Var pow(const Var& a, Scalar p) {
  // d(x^p) = p x^(p-1)
  return unary(
      a, "pow", [p](Scalar x) { return std::pow(x, p); }, [p](Scalar x, Scalar) { return p * std::pow(x, p - 1); });
}
Var tanh(const Var& a) {
  Tensor out = empty_tensor(a->data.shape());
  kernels::tanh_forward(a->data.data(), out.data(), out.size());  // vectorised, within 1 ulp
  return make_op(std::move(out), {a}, "tanh", [](Node& self) {
    // d tanh = 1 - tanh²
    Node& p = *self.parents[0];
    bool fresh = false;
    Scalar* gx = p.grad_out(fresh);
    kernels::tanh_backward(self.data.data(), self.grad.data(), gx, p.numel(), !fresh);
  });
}
Var relu(const Var& a) {
  // d relu = [x > 0]
  return unary(
      a, "relu", [](Scalar x) { return x > 0 ? x : Scalar(0); }, [](Scalar x, Scalar) { return x > 0 ? Scalar(1) : Scalar(0); });
}
Var exp(const Var& a) {
  // d eˣ = eˣ
  return unary(
      a, "exp", [](Scalar x) { return std::exp(x); }, [](Scalar, Scalar y) { return y; });
}
Var log(const Var& a) {
  // d ln x = 1/x
  return unary(
      a, "log", [](Scalar x) { return std::log(x); }, [](Scalar x, Scalar) { return 1 / x; });
}
Var sqrt(const Var& a) {
  // d √x = 1 / (2√x)
  return unary(
      a, "sqrt", [](Scalar x) { return std::sqrt(x); }, [](Scalar, Scalar y) { return Scalar(0.5) / y; });
}

}  // namespace mm
