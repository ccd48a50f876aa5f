// lesson/norm_matrix.cpp — validates a NormRequest, then runs it through the layers' own
// arithmetic (nn/batchnorm.cpp, nn/layernorm.cpp: forward, then backward for dL/dy = grad_out),
// instantiated in double: the training core may be float32, the checker is not. No second
// implementation here. Also the matrix tabs' section: the student's matrix and the 003 rows.
#include "norm_matrix.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>

#include "../nn/batchnorm.hpp"
#include "../nn/layernorm.hpp"
#include "../stats.hpp"

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
    throw NormError("norm.choice", {{"field", field}, {"got", v}, {"choices", std::string(a) + "|" + b}},
                    std::string(field) + " must be \"" + a + "\" or \"" + b + "\", got " + shown(v));
}

// Where a value sits: field "x", index "1,2" -> "x[1][2]".
struct Where {
  std::string field, index, text;
};
Where at(const std::string& field, std::size_t i) { return {field, std::to_string(i), field + "[" + std::to_string(i) + "]"}; }
Where at(const std::string& field, std::size_t i, std::size_t j) {
  return {field, std::to_string(i) + "," + std::to_string(j), field + "[" + std::to_string(i) + "][" + std::to_string(j) + "]"};
}

// One value: finite and within [lo, hi].
void check_value(const Where& w, double v, double lo, double hi) {
  const Refusal::Params where{{"field", w.field}, {"index", w.index}, {"where", w.text}};
  if (!std::isfinite(v)) throw NormError("norm.not_finite", where, w.text + " is not a finite number (NaN or infinity)");
  if (v >= lo && v <= hi) return;
  const std::string english = w.text + " = " + num(v) + " is outside [" + num(lo) + ", " + num(hi) + "]";
  Refusal::Params p = where;
  p.push_back({"value", num(v)});
  if (lo == 0 && v < 0) throw NormError("norm.negative_var", p, english + ": a variance cannot be negative");
  p.insert(p.end(), {{"lo", num(lo)}, {"hi", num(hi)}});
  throw NormError("norm.out_of_range", p, english);
}

// An optional per-feature vector: empty, or D values within [lo, hi].
void check_features(const char* name, const std::vector<double>& v, std::size_t D, double lo = -kNormMaxAbs, double hi = kNormMaxAbs) {
  if (v.empty()) return;
  if (v.size() != D)
    throw NormError(
        "norm.feature_count", {{"field", name}, {"count", std::to_string(v.size())}, {"cols", std::to_string(D)}},
        std::string(name) + " has " + std::to_string(v.size()) + " values but x has " + std::to_string(D) + " columns (one per feature)");
  for (std::size_t j = 0; j < v.size(); ++j) check_value(at(name, j), v[j], lo, hi);
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
      check_value(at(name, k / D, k % D), v[k], -kNormMaxAbs, kNormMaxAbs);
}

// x: non-empty, rectangular, not too big, finite and bounded. Returns D.
std::size_t check_x(const NormRows& x) {
  if (x.ends.empty()) throw NormError("norm.x_empty", {}, "x is empty: give at least one row (example) of features");
  const std::size_t B = x.ends.size(), D = row_size(x, 0);
  for (std::size_t i = 0; i < B; ++i) {
    const std::string row = std::to_string(i);
    if (row_size(x, i) == 0)
      throw NormError("norm.row_empty", {{"index", row}}, "x[" + row + "] is empty: every row needs at least one feature");
    if (row_size(x, i) != D)
      throw NormError("norm.ragged", {{"index", row}, {"count", std::to_string(row_size(x, i))}, {"cols", std::to_string(D)}},
                      "x[" + row + "] has " + std::to_string(row_size(x, i)) + " values but x[0] has " + std::to_string(D) +
                          ": every row needs the same number of features");
  }
  if (B > kNormMaxValues / D)
    throw NormError("norm.too_many_values",
                    {{"rows", std::to_string(B)}, {"cols", std::to_string(D)}, {"max", std::to_string(kNormMaxValues)}},
                    "x has " + std::to_string(B) + " rows of " + std::to_string(D) + " values; at most " + std::to_string(kNormMaxValues) +
                        " values in all");
  check_entries("x", x.values, D);
  return D;
}

void check_grad_out(const NormRows& g, std::size_t B, std::size_t D) {
  if (g.ends.empty()) return;
  if (g.ends.size() != B)
    throw NormError(
        "norm.grad_rows", {{"count", std::to_string(g.ends.size())}, {"rows", std::to_string(B)}},
        "grad_out has " + std::to_string(g.ends.size()) + " rows but x has " + std::to_string(B) + " (grad_out is dL/dy: the shape of x)");
  for (std::size_t i = 0; i < B; ++i)
    if (row_size(g, i) != D)
      throw NormError("norm.grad_cols",
                      {{"index", std::to_string(i)}, {"count", std::to_string(row_size(g, i))}, {"cols", std::to_string(D)}},
                      "grad_out[" + std::to_string(i) + "] has " + std::to_string(row_size(g, i)) + " values but x has " +
                          std::to_string(D) + " columns (grad_out is dL/dy: the shape of x)");
  check_entries("grad_out", g.values, D);
}

void validate(const NormRequest& r, const NormRows& x, const NormRows& grad_out) {
  check_layout(x);
  check_layout(grad_out);
  check_choice("kind", r.kind, "batch", "layer");
  check_choice("mode", r.mode, "train", "eval");
  check_choice("variance", r.variance, "biased", "unbiased");
  const limits::RealRange& eps = limits::kNormEps;
  if (!std::isfinite(r.eps) || r.eps < eps.lo || r.eps > eps.hi)
    throw NormError("norm.eps", {{"name", eps.name}, {"got", num(r.eps)}, {"lo", num(eps.lo)}, {"hi", num(eps.hi)}},
                    "eps must be a finite number in [" + num(eps.lo) + ", " + num(eps.hi) + "], got " + num(r.eps));
  const std::size_t D = check_x(x), B = x.ends.size();
  const bool running = !r.running_mean.empty() || !r.running_var.empty();
  if (r.kind == "layer") {
    if (r.variance == "unbiased")
      throw NormError("norm.layer_unbiased", {},
                      "variance \"unbiased\" applies to BatchNorm only: LayerNorm always uses the biased (population) variance");
    if (running)
      throw NormError("norm.layer_running", {}, "running_mean/running_var belong to BatchNorm: LayerNorm keeps no running statistics");
  } else if (r.mode == "train") {
    if (B < 2)
      throw NormError("norm.bn_batch", {{"rows", std::to_string(B)}},
                      "BatchNorm in train mode needs at least 2 rows: a batch of 1 has no batch variance "
                      "(use mode \"eval\", or LayerNorm)");
    if (running)
      throw NormError("norm.train_running", {},
                      "running_mean/running_var are used only in eval mode: train mode normalises with the batch's own statistics");
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
  std::vector<double> out(n), line(len);
  for (std::size_t k = 0; k < n; ++k) {
    for (std::size_t l = 0; l < len; ++l) line[l] = axis == 1 ? y[k * D + l] : y[l * D + k];
    out[k] = stats::std_biased(line);
  }
  return out;
}

bool all_finite(const std::vector<double>& v) {
  return std::all_of(v.begin(), v.end(), [](double d) { return std::isfinite(d); });
}

// The kernels' inputs and outputs for one request, all row-major. gamma/beta: [D], or both null
// (ones/zeros); dy: [B,D], or null (ones, L = sum of y).
struct Run {
  const double *x, *dy, *gamma, *beta;
  std::size_t B, D;
  double *y, *dx, *mean, *var, *dgamma, *dbeta;  // [B,D] [B,D] [D or B] [D or B] [D] [D]
};

// BatchNorm's columns (LayerNorm's rows) are independent, so the kernels run on blocks of about
// kBlock values: scratch (x̂, 1/std, the default dy, the kernels' own) stays small for any matrix,
// and every value goes through exactly the arithmetic of one whole-matrix call.
constexpr std::size_t kBlock = std::size_t(1) << 16;

// Columns [j0, j0+n) of a [B,D] matrix copied into `block` as [B,n].
void gather(const double* m, std::size_t B, std::size_t D, std::size_t j0, std::size_t n, std::vector<double>& block) {
  block.resize(B * n);
  for (std::size_t i = 0; i < B; ++i) std::copy(m + i * D + j0, m + i * D + j0 + n, block.data() + i * n);
}

void scatter(const std::vector<double>& block, std::size_t B, std::size_t D, std::size_t j0, std::size_t n, double* m) {
  for (std::size_t i = 0; i < B; ++i) std::copy(block.data() + i * n, block.data() + (i + 1) * n, m + i * D + j0);
}

// BatchNorm: statistics per column (train) or the running ones (eval, already in mean/var).
void run_batch(const Run& a, bool train, nn::Variance variance, double eps) {
  const std::size_t B = a.B, D = a.D, w = std::min(D, std::max<std::size_t>(1, kBlock / B));  // columns a block
  std::vector<double> x, dy, y, dx, istd(w), xhat(B * w);                                     // [B,n] blocks, istd [n]
  for (std::size_t j0 = 0; j0 < D; j0 += w) {
    const std::size_t n = std::min(w, D - j0);
    gather(a.x, B, D, j0, n, x);
    if (a.dy)
      gather(a.dy, B, D, j0, n, dy);
    else
      dy.assign(B * n, 1.0);
    y.resize(B * n);
    dx.assign(B * n, 0.0);
    const double *g = a.gamma ? a.gamma + j0 : nullptr, *b = a.beta ? a.beta + j0 : nullptr;
    if (train) nn::batchnorm_stats(x.data(), B, n, variance, a.mean + j0, a.var + j0);
    nn::batchnorm_forward(x.data(), B, n, a.mean + j0, a.var + j0, eps, g, b, istd.data(), xhat.data(), y.data());
    nn::batchnorm_backward(dy.data(), xhat.data(), istd.data(), g, B, n, train, variance, dx.data(), a.dgamma + j0, a.dbeta + j0);
    scatter(y, B, D, j0, n, a.y);
    scatter(dx, B, D, j0, n, a.dx);
  }
}

// LayerNorm: statistics per row; dγ and dβ add up over the row blocks in row order, as in one call.
void run_layer(const Run& a, double eps) {
  const std::size_t B = a.B, D = a.D, h = std::min(B, std::max<std::size_t>(1, kBlock / D));  // rows a block
  std::vector<double> ones, istd(h), xhat(h * D);                                             // default dy [n,D], istd [n], x̂ [n,D]
  for (std::size_t i0 = 0; i0 < B; i0 += h) {
    const std::size_t n = std::min(h, B - i0);
    nn::layernorm_forward(a.x + i0 * D, n, D, eps, a.gamma, a.beta, a.mean + i0, a.var + i0, istd.data(), xhat.data(), a.y + i0 * D);
    if (!a.dy) ones.assign(n * D, 1.0);
    nn::layernorm_backward(a.dy ? a.dy + i0 * D : ones.data(), xhat.data(), istd.data(), a.gamma, n, D, a.dx + i0 * D, a.dgamma, a.dbeta);
  }
}

// Sizes the outputs, fills eval-mode BatchNorm's statistics, and runs the request.
void run(const NormRequest& r, const double* x, const double* dy, std::size_t B, std::size_t D, const double* gamma, const double* beta,
         NormResult& out, std::vector<double>& y, std::vector<double>& dx) {
  const bool batch = r.kind == "batch", train = r.mode == "train";
  out.mean.assign(batch ? D : B, 0.0);  // [D] per column, or [B] per row
  out.var.assign(batch ? D : B, 1.0);
  if (batch && !train && !r.running_mean.empty()) out.mean = r.running_mean;
  if (batch && !train && !r.running_var.empty()) out.var = r.running_var;
  y.assign(B * D, 0.0);
  dx.assign(B * D, 0.0);
  out.grad_gamma.assign(D, 0.0);
  out.grad_beta.assign(D, 0.0);
  const Run a{x, dy, gamma, beta, B, D, y.data(), dx.data(), out.mean.data(), out.var.data(), out.grad_gamma.data(), out.grad_beta.data()};
  if (batch) {
    run_batch(a, train, r.variance == "unbiased" ? nn::Variance::Unbiased : nn::Variance::Biased, r.eps);
  } else {
    run_layer(a, r.eps);
  }
}

}  // namespace

NormResult compute_norm_rows(const NormRequest& r, const NormRows& x, const NormRows& grad_out, std::vector<double>& y,
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
  out.eps = r.eps;
  run(r, x.values.data(), grad_out.ends.empty() ? nullptr : grad_out.values.data(), B, D, affine ? gamma.data() : nullptr,
      affine ? beta.data() : nullptr, out, y, grad_x);
  if (!affine)
    for (double& v : y) v += 0.0;
  // Cannot fire within the limits above; it keeps a change of limits from putting inf on screen.
  if (!all_finite(y) || !all_finite(grad_x) || !all_finite(out.grad_gamma) || !all_finite(out.grad_beta) || !all_finite(out.mean) ||
      !all_finite(out.var))
    throw NormError("the result overflowed (inf or NaN): scale x, grad_out or gamma down");
  out.row_std = std_along(y, B, D, 1);
  out.col_std = std_along(y, B, D, 0);
  return out;
}

NormResult compute_norm(const NormRequest& r) {
  std::vector<double> y, grad_x;  // [B*D]
  NormResult out = compute_norm_rows(r, rows_of(r.x), rows_of(r.grad_out), y, grad_x);
  const std::size_t B = out.row_std.size(), D = out.col_std.size();
  out.y = to_matrix(y, B, D);
  out.grad_x = to_matrix(grad_x, B, D);
  return out;
}

}  // namespace mm

namespace mm::lesson {

namespace {

// The 003 text's row and the batches it sits in.
const std::vector<double> kRow = {1, 5, -2, 3};
const Matrix kBatchA = {kRow, {2, 4, -1, 2}, {0, 6, -3, 4}};
const Matrix kBatchB = {kRow, {50, -20, 10, 0}, {-10, 10, 5, -5}};
const Matrix kBatchL = {kRow, {100, -50, 20, 0}, {0, 0, 0, 0.0001}};
const std::vector<double> kManual = {2, 8, -4, 6};

// Row 0 of `kind`(x), biased variance, gamma 1, beta 0.
std::vector<double> first_row(const std::string& kind, const Matrix& x) {
  NormRequest r;
  r.kind = kind;
  r.x = x;
  return compute_norm(r).y[0];
}

SameRow same_row(const std::string& kind) {
  SameRow s;
  if (kind == "batch") {
    s.batch_a = first_row("batch", kBatchA);
    s.batch_b = first_row("batch", kBatchB);
    return s;
  }
  s.alone = first_row("layer", {kRow});
  s.among = first_row("layer", kBatchL);
  const double mean = stats::mean(kManual), sd = stats::std_biased(kManual);
  for (double v : kManual) s.manual.push_back((v - mean) / sd);
  s.layer_on_manual = first_row("layer", {kManual});
  return s;
}

}  // namespace

NormMatrixResult compute_norm_matrix(const NormMatrixKnobs& k) {
  NormRequest r;
  r.kind = k.kind;
  r.variance = k.variance;
  r.x = k.x;
  NormMatrixResult out;
  out.norm = compute_norm(r);       // validates x: rectangular, finite, not empty
  const NormRows x = rows_of(k.x);  // checked by compute_norm: rectangular
  const std::size_t B = x.ends.size(), D = B ? x.ends[0] : 0;
  out.in_row_std = std_along(x.values, B, D, 1);
  out.in_col_std = std_along(x.values, B, D, 0);
  out.same_row = same_row(k.kind);
  out.lecture = norm_matrix_lecture();
  return out;
}

}  // namespace mm::lesson
