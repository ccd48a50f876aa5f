// lesson/norm_compare.cpp — validates a NormRequest, then runs it through the layers' own
// arithmetic (nn/batchnorm.cpp, nn/layernorm.cpp: forward, then backward for dL/dy = grad_out),
// instantiated in double: the training core may be float32, the checker is not. No second
// implementation here. Leaves out the layers' autograd wrapping (one op, nothing to chain).
#include "norm_compare.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>

#include "../nn/batchnorm.hpp"
#include "../nn/layernorm.hpp"

namespace mm {

namespace {

using Matrix = std::vector<std::vector<double>>;

std::string num(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", v);
  return buf;
}

// A caller's string shown in a message: quoted, printable, one line, at most 40 bytes.
std::string shown(const std::string& s) {
  std::string out = "\"";
  for (std::size_t i = 0; i < s.size() && i < 40; ++i) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    if (c >= 0x20 && c < 0x7F && c != '"' && c != '\\') {
      out += static_cast<char>(c);
    } else {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02X", static_cast<unsigned>(c));
      out += buf;
    }
  }
  return out + (s.size() > 40 ? "...\"" : "\"");
}

void check_choice(const char* field, const std::string& v, const char* a, const char* b) {
  if (v != a && v != b)
    throw NormError(std::string(field) + " must be \"" + a + "\" or \"" + b + "\", got " + shown(v));
}

// One value: finite and within [lo, hi].
void check_value(const std::string& where, double v, double lo, double hi) {
  if (!std::isfinite(v)) throw NormError(where + " is not a finite number (NaN or infinity)");
  if (v < lo || v > hi)
    throw NormError(where + " = " + num(v) + " is outside [" + num(lo) + ", " + num(hi) + "]" +
                    (lo == 0 && v < 0 ? ": a variance cannot be negative" : ""));
}

// An optional per-feature vector: empty, or D values within [lo, hi].
void check_features(const char* name, const std::vector<double>& v, std::size_t D, double lo = -kNormMaxAbs,
                    double hi = kNormMaxAbs) {
  if (v.empty()) return;
  if (v.size() != D)
    throw NormError(std::string(name) + " has " + std::to_string(v.size()) + " values but x has " + std::to_string(D) +
                    " columns (one per feature)");
  for (std::size_t j = 0; j < v.size(); ++j) check_value(std::string(name) + "[" + std::to_string(j) + "]", v[j], lo, hi);
}

std::size_t row_begin(const NormRows& m, std::size_t i) { return i == 0 ? 0 : m.ends[i - 1]; }
std::size_t row_size(const NormRows& m, std::size_t i) { return m.ends[i] - row_begin(m, i); }

// A caller's NormRows must be well formed (a programming error otherwise, not an input problem).
void check_layout(const NormRows& m) {
  for (std::size_t i = 0; i < m.ends.size(); ++i)
    if (m.ends[i] < row_begin(m, i)) throw std::logic_error("NormRows: ends must not decrease");
  if ((m.ends.empty() ? 0 : m.ends.back()) != m.values.size())
    throw std::logic_error("NormRows: the last end must be the number of values");
}

// Every value of a checked [B,D] matrix finite and within ±kNormMaxAbs; the message names "name[i][j]".
void check_entries(const char* name, const std::vector<double>& v, std::size_t D) {
  for (std::size_t k = 0; k < v.size(); ++k)
    if (!std::isfinite(v[k]) || std::abs(v[k]) > kNormMaxAbs)  // the name is built only for an error
      check_value(std::string(name) + "[" + std::to_string(k / D) + "][" + std::to_string(k % D) + "]", v[k],
                  -kNormMaxAbs, kNormMaxAbs);
}

// x: non-empty, rectangular, not too big, finite and bounded. Returns D.
std::size_t check_x(const NormRows& x) {
  if (x.ends.empty()) throw NormError("x is empty: give at least one row (example) of features");
  const std::size_t B = x.ends.size(), D = row_size(x, 0);
  for (std::size_t i = 0; i < B; ++i) {
    if (row_size(x, i) == 0) throw NormError("x[" + std::to_string(i) + "] is empty: every row needs at least one feature");
    if (row_size(x, i) != D)
      throw NormError("x[" + std::to_string(i) + "] has " + std::to_string(row_size(x, i)) + " values but x[0] has " +
                      std::to_string(D) + ": every row needs the same number of features");
  }
  if (B > kNormMaxValues / D)
    throw NormError("x has " + std::to_string(B) + " rows of " + std::to_string(D) + " values; at most " +
                    std::to_string(kNormMaxValues) + " values in all");
  check_entries("x", x.values, D);
  return D;
}

void check_grad_out(const NormRows& g, std::size_t B, std::size_t D) {
  if (g.ends.empty()) return;
  if (g.ends.size() != B)
    throw NormError("grad_out has " + std::to_string(g.ends.size()) + " rows but x has " + std::to_string(B) +
                    " (grad_out is dL/dy: the shape of x)");
  for (std::size_t i = 0; i < B; ++i)
    if (row_size(g, i) != D)
      throw NormError("grad_out[" + std::to_string(i) + "] has " + std::to_string(row_size(g, i)) + " values but x has " +
                      std::to_string(D) + " columns (grad_out is dL/dy: the shape of x)");
  check_entries("grad_out", g.values, D);
}

void validate(const NormRequest& r, const NormRows& x, const NormRows& grad_out) {
  check_layout(x);
  check_layout(grad_out);
  check_choice("kind", r.kind, "batch", "layer");
  check_choice("mode", r.mode, "train", "eval");
  check_choice("variance", r.variance, "biased", "unbiased");
  if (!std::isfinite(r.eps) || r.eps < kNormMinEps || r.eps > kNormMaxEps)
    throw NormError("eps must be a finite number in [" + num(kNormMinEps) + ", " + num(kNormMaxEps) + "], got " + num(r.eps));
  const std::size_t D = check_x(x), B = x.ends.size();
  const bool running = !r.running_mean.empty() || !r.running_var.empty();
  if (r.kind == "layer") {
    if (r.variance == "unbiased")
      throw NormError("variance \"unbiased\" applies to BatchNorm only: LayerNorm always uses the biased (population) variance");
    if (running) throw NormError("running_mean/running_var belong to BatchNorm: LayerNorm keeps no running statistics");
  } else if (r.mode == "train") {
    if (B < 2)
      throw NormError("BatchNorm in train mode needs at least 2 rows: a batch of 1 has no batch variance "
                      "(use mode \"eval\", or LayerNorm)");
    if (running)
      throw NormError("running_mean/running_var are used only in eval mode: train mode normalises with the batch's own statistics");
  }
  check_features("gamma", r.gamma, D);
  check_features("beta", r.beta, D);
  check_features("running_mean", r.running_mean, D);
  check_features("running_var", r.running_var, D, 0, kNormMaxAbs);
  check_grad_out(grad_out, B, D);
}

NormRows rows_of(const Matrix& m) {
  NormRows out;
  for (const auto& row : m) {
    out.values.insert(out.values.end(), row.begin(), row.end());
    out.ends.push_back(out.values.size());
  }
  return out;
}

Matrix to_matrix(const std::vector<double>& v, std::size_t B, std::size_t D) {  // [B*D] -> [B,D]
  Matrix m(B);
  for (std::size_t i = 0; i < B; ++i) m[i].assign(v.begin() + i * D, v.begin() + (i + 1) * D);
  return m;
}

// Population std of each row (axis 1) or column (axis 0) of y [B,D], row-major.
std::vector<double> std_along(const std::vector<double>& y, std::size_t B, std::size_t D, int axis) {
  const std::size_t n = axis == 1 ? B : D, len = axis == 1 ? D : B;
  std::vector<double> out(n);
  for (std::size_t k = 0; k < n; ++k) {
    auto at = [&](std::size_t l) { return axis == 1 ? y[k * D + l] : y[l * D + k]; };
    double mean = 0, ss = 0;
    for (std::size_t l = 0; l < len; ++l) mean += at(l);
    mean /= static_cast<double>(len);
    for (std::size_t l = 0; l < len; ++l) ss += (at(l) - mean) * (at(l) - mean);
    out[k] = std::sqrt(ss / static_cast<double>(len));
  }
  return out;
}

bool all_finite(const std::vector<double>& v) {
  return std::all_of(v.begin(), v.end(), [](double d) { return std::isfinite(d); });
}

// The layer's arithmetic in double: statistics (BatchNorm per column in train mode, the running
// ones in eval; LayerNorm per row), y, then dx, dγ, dβ for dy. gamma/beta: [D] or both null
// (ones/zeros). Scratch (x̂, 1/std, the default dy) lives only inside this call.
void run(const NormRequest& r, const double* x, const double* dy_given, std::size_t B, std::size_t D,
         const double* gamma, const double* beta, NormResult& out, std::vector<double>& y, std::vector<double>& dx) {
  const bool batch = r.kind == "batch", train = r.mode == "train";
  const nn::Variance variance = r.variance == "unbiased" ? nn::Variance::Unbiased : nn::Variance::Biased;
  const std::size_t n_stats = batch ? D : B;
  std::vector<double> mean(n_stats), var(n_stats), istd(n_stats), xhat(B * D);  // [D] or [B]; x̂ [B,D]
  y.resize(B * D);
  if (batch) {
    if (train) {
      nn::batchnorm_stats(x, B, D, variance, mean.data(), var.data());
    } else {
      if (r.running_mean.empty()) std::fill(mean.begin(), mean.end(), 0.0); else mean = r.running_mean;
      if (r.running_var.empty()) std::fill(var.begin(), var.end(), 1.0); else var = r.running_var;
    }
    nn::batchnorm_forward(x, B, D, mean.data(), var.data(), r.eps, gamma, beta, istd.data(), xhat.data(), y.data());
  } else {
    nn::layernorm_forward(x, B, D, r.eps, gamma, beta, mean.data(), var.data(), istd.data(), xhat.data(), y.data());
  }
  std::vector<double> ones;  // [B,D] the default dL/dy (L = sum of y)
  const double* dy = dy_given ? dy_given : (ones.assign(B * D, 1.0), ones.data());
  dx.assign(B * D, 0.0);
  out.grad_gamma.assign(D, 0.0);
  out.grad_beta.assign(D, 0.0);
  if (batch) {
    nn::batchnorm_backward(dy, xhat.data(), istd.data(), gamma, B, D, train, variance, dx.data(),
                           out.grad_gamma.data(), out.grad_beta.data());
  } else {
    nn::layernorm_backward(dy, xhat.data(), istd.data(), gamma, B, D, dx.data(), out.grad_gamma.data(),
                           out.grad_beta.data());
  }
  out.mean = std::move(mean);
  out.var = std::move(var);
}

}  // namespace

NormResult compute_norm(const NormRequest& r, const NormRows& x, const NormRows& grad_out, std::vector<double>& y,
                        std::vector<double>& grad_x) {
  validate(r, x, grad_out);
  const std::size_t B = x.ends.size(), D = x.ends[0];
  // Neither gamma nor beta given: the kernels' no-affine path (y = x̂) computes the same numbers as
  // ones/zeros without two [D] buffers; y + 0 below turns x̂'s -0 into the +0 that 1·x̂ + 0 gives.
  const bool affine = !r.gamma.empty() || !r.beta.empty();
  std::vector<double> gamma = r.gamma, beta = r.beta;  // [D]
  if (affine && gamma.empty()) gamma.assign(D, 1.0);
  if (affine && beta.empty()) beta.assign(D, 0.0);
  NormResult out;
  run(r, x.values.data(), grad_out.ends.empty() ? nullptr : grad_out.values.data(), B, D,
      affine ? gamma.data() : nullptr, affine ? beta.data() : nullptr, out, y, grad_x);
  if (!affine)
    for (double& v : y) v += 0.0;
  // Cannot fire within the limits above; it keeps a change of limits from putting inf on screen.
  if (!all_finite(y) || !all_finite(grad_x) || !all_finite(out.grad_gamma) || !all_finite(out.grad_beta) ||
      !all_finite(out.mean) || !all_finite(out.var))
    throw NormError("the result overflowed (inf or NaN): scale x, grad_out or gamma down");
  out.row_std = std_along(y, B, D, 1);
  out.col_std = std_along(y, B, D, 0);
  return out;
}

NormResult compute_norm(const NormRequest& r) {
  std::vector<double> y, grad_x;  // [B*D]
  NormResult out = compute_norm(r, rows_of(r.x), rows_of(r.grad_out), y, grad_x);
  const std::size_t B = out.row_std.size(), D = out.col_std.size();
  out.y = to_matrix(y, B, D);
  out.grad_x = to_matrix(grad_x, B, D);
  return out;
}

}  // namespace mm
