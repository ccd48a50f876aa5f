// lesson/norm_matrix.cpp — validates a NormRequest, then runs it through the real layers:
// nn::BatchNorm1d / nn::LayerNorm forward, and backward(sum(y ⊙ grad_out)) so that x, gamma and
// beta receive exactly dL/dx, dL/dγ, dL/dβ for the given dL/dy. No second implementation here.
#include "norm_matrix.hpp"

#include <cmath>
#include <cstdio>

#include "../nn/batchnorm.hpp"
#include "../nn/layernorm.hpp"
#include "../ops.hpp"
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
  throw NormError("norm.out_of_range", p, english + " (the core computes in float32)");
}

// An optional per-feature vector: empty, or D values within [lo, hi].
void check_features(const char* name, const std::vector<double>& v, std::size_t D, double lo = -kNormMaxAbs,
                    double hi = kNormMaxAbs) {
  if (v.empty()) return;
  if (v.size() != D)
    throw NormError("norm.feature_count", {{"field", name}, {"count", std::to_string(v.size())}, {"cols", std::to_string(D)}},
                    std::string(name) + " has " + std::to_string(v.size()) + " values but x has " + std::to_string(D) +
                        " columns (one per feature)");
  for (std::size_t j = 0; j < v.size(); ++j) check_value(at(name, j), v[j], lo, hi);
}

// x: non-empty, rectangular, not too big, finite and bounded. Returns D.
std::size_t check_x(const Matrix& x) {
  if (x.empty()) throw NormError("norm.x_empty", {}, "x is empty: give at least one row (example) of features");
  const std::size_t D = x[0].size();
  for (std::size_t i = 0; i < x.size(); ++i) {
    const std::string row = std::to_string(i);
    if (x[i].empty())
      throw NormError("norm.row_empty", {{"index", row}}, "x[" + row + "] is empty: every row needs at least one feature");
    if (x[i].size() != D)
      throw NormError("norm.ragged", {{"index", row}, {"count", std::to_string(x[i].size())}, {"cols", std::to_string(D)}},
                      "x[" + row + "] has " + std::to_string(x[i].size()) + " values but x[0] has " + std::to_string(D) +
                          ": every row needs the same number of features");
  }
  if (x.size() > kNormMaxValues / D)
    throw NormError("norm.too_many_values",
                    {{"rows", std::to_string(x.size())}, {"cols", std::to_string(D)}, {"max", std::to_string(kNormMaxValues)}},
                    "x has " + std::to_string(x.size()) + " rows of " + std::to_string(D) + " values; at most " +
                        std::to_string(kNormMaxValues) + " values in all");
  for (std::size_t i = 0; i < x.size(); ++i)
    for (std::size_t j = 0; j < D; ++j) check_value(at("x", i, j), x[i][j], -kNormMaxAbs, kNormMaxAbs);
  return D;
}

void check_grad_out(const Matrix& g, std::size_t B, std::size_t D) {
  if (g.empty()) return;
  if (g.size() != B)
    throw NormError("norm.grad_rows", {{"count", std::to_string(g.size())}, {"rows", std::to_string(B)}},
                    "grad_out has " + std::to_string(g.size()) + " rows but x has " + std::to_string(B) +
                        " (grad_out is dL/dy: the shape of x)");
  for (std::size_t i = 0; i < B; ++i) {
    if (g[i].size() != D)
      throw NormError("norm.grad_cols", {{"index", std::to_string(i)}, {"count", std::to_string(g[i].size())}, {"cols", std::to_string(D)}},
                      "grad_out[" + std::to_string(i) + "] has " + std::to_string(g[i].size()) + " values but x has " +
                          std::to_string(D) + " columns (grad_out is dL/dy: the shape of x)");
    for (std::size_t j = 0; j < D; ++j) check_value(at("grad_out", i, j), g[i][j], -kNormMaxAbs, kNormMaxAbs);
  }
}

void validate(const NormRequest& r) {
  check_choice("kind", r.kind, "batch", "layer");
  check_choice("mode", r.mode, "train", "eval");
  check_choice("variance", r.variance, "biased", "unbiased");
  if (!std::isfinite(r.eps) || r.eps < kNormMinEps || r.eps > kNormMaxEps)
    throw NormError("norm.eps", {{"got", num(r.eps)}, {"lo", num(kNormMinEps)}, {"hi", num(kNormMaxEps)}},
                    "eps must be a finite number in [" + num(kNormMinEps) + ", " + num(kNormMaxEps) + "], got " + num(r.eps));
  const std::size_t D = check_x(r.x), B = r.x.size();
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
  check_grad_out(r.grad_out, B, D);
}

Tensor to_tensor(const Matrix& m) {  // [B,D]
  Tensor t = xt::empty<Scalar>({m.size(), m[0].size()});
  for (std::size_t i = 0; i < m.size(); ++i)
    for (std::size_t j = 0; j < m[i].size(); ++j) t(i, j) = static_cast<Scalar>(m[i][j]);
  return t;
}

void fill(Tensor& t, const std::vector<double>& v) {  // [D] <- v, when given
  for (std::size_t j = 0; j < v.size(); ++j) t(j) = static_cast<Scalar>(v[j]);
}

std::vector<double> to_vector(const Tensor& t) { return std::vector<double>(t.begin(), t.end()); }

Matrix to_matrix(const Tensor& t) {  // [B,D]
  Matrix m(t.shape()[0], std::vector<double>(t.shape()[1]));
  for (std::size_t i = 0; i < m.size(); ++i)
    for (std::size_t j = 0; j < m[i].size(); ++j) m[i][j] = t(i, j);
  return m;
}

// Population std of each row (axis 1) or column (axis 0) of m.
std::vector<double> std_along(const Matrix& m, int axis) {
  const std::size_t B = m.size(), D = m[0].size(), n = axis == 1 ? B : D, len = axis == 1 ? D : B;
  std::vector<double> out(n), line(len);
  for (std::size_t k = 0; k < n; ++k) {
    for (std::size_t l = 0; l < len; ++l) line[l] = axis == 1 ? m[k][l] : m[l][k];
    out[k] = stats::std_biased(line);
  }
  return out;
}

// Forward through `layer`, then backward of L = sum(y ⊙ grad_out); fills everything but the stats.
NormResult run(nn::Module& layer, const Var& weight, const Var& bias, const NormRequest& r) {
  const std::size_t B = r.x.size(), D = r.x[0].size();
  Var x = leaf(to_tensor(r.x), /*requires_grad=*/true);  // [B,D]
  Var y = layer.forward(x);                              // [B,D]
  Var g = leaf(r.grad_out.empty() ? Tensor(xt::ones<Scalar>({B, D})) : to_tensor(r.grad_out));  // [B,D]
  backward(sum_all(y * g));
  auto grad_of = [](const Var& v) { return v->has_grad() ? v->grad : Tensor(xt::zeros<Scalar>(v->data.shape())); };
  NormResult out;
  out.y = to_matrix(y->data);
  out.grad_x = to_matrix(grad_of(x));
  out.grad_gamma = to_vector(grad_of(weight));
  out.grad_beta = to_vector(grad_of(bias));
  return out;
}

bool all_finite(const NormResult& o) {
  auto ok = [](const std::vector<double>& v) {
    for (double d : v)
      if (!std::isfinite(d)) return false;
    return true;
  };
  for (const Matrix* m : {&o.y, &o.grad_x})
    for (const auto& row : *m)
      if (!ok(row)) return false;
  return ok(o.grad_gamma) && ok(o.grad_beta) && ok(o.mean) && ok(o.var);
}

}  // namespace

NormResult compute_norm(const NormRequest& r) {
  validate(r);
  const std::size_t D = r.x[0].size();
  NormResult out;
  if (r.kind == "batch") {
    nn::BatchNorm1d bn(D, r.eps, /*momentum=*/0.1, /*affine=*/true,
                       r.variance == "unbiased" ? nn::Variance::Unbiased : nn::Variance::Biased);
    bn.track_running_stats = false;
    fill(bn.weight->data, r.gamma);
    fill(bn.bias->data, r.beta);
    fill(bn.running_mean, r.running_mean);
    fill(bn.running_var, r.running_var);
    bn.train(r.mode == "train");
    out = run(bn, bn.weight, bn.bias, r);
    out.mean = to_vector(bn.last_mean);  // [D]
    out.var = to_vector(bn.last_var);    // [D]
  } else {
    nn::LayerNorm ln(D, r.eps, /*elementwise_affine=*/true);
    fill(ln.weight->data, r.gamma);
    fill(ln.bias->data, r.beta);
    ln.train(r.mode == "train");
    out = run(ln, ln.weight, ln.bias, r);
    out.mean = to_vector(ln.last_mean);  // [B]
    out.var = to_vector(ln.last_var);    // [B]
  }
  if (!all_finite(out))
    throw NormError("the result overflowed float32 (inf or NaN): scale x, grad_out or gamma down");
  out.row_std = std_along(out.y, 1);
  out.col_std = std_along(out.y, 0);
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
  out.norm = compute_norm(r);  // validates x: rectangular, finite, not empty
  out.in_row_std = std_along(k.x, 1);
  out.in_col_std = std_along(k.x, 0);
  out.same_row = same_row(k.kind);
  out.lecture = norm_matrix_lecture();
  return out;
}

}  // namespace mm::lesson
