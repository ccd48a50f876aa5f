// lesson/norm_matrix.hpp — the "LayerNorm vs BatchNorm" experiment (003; the BatchNorm and
// LayerNorm matrix tabs): one small matrix (rows = examples, columns = features) through
// BatchNorm1d's or LayerNorm's arithmetic, forward and backward for a given grad_out. BatchNorm
// makes every column std 1, LayerNorm every row. compute_norm serves the CLI (`makemore-lab
// norm`); compute_norm_matrix is the tabs' section, with the text's rows beside the student's matrix.
// Leaves out: running-stat updates (a train-mode call leaves none behind), momentum, 3-d inputs.
#pragma once
#include <string>
#include <vector>

#include "../limits.hpp"
#include "../recipe.hpp"
#include "../refusal.hpp"
#include "lecture.hpp"

namespace mm {

// A request compute_norm will not take: a Refusal with code "norm.<rule>" (refusal.hpp lists
// them). The one-argument form is the result check's: code "norm.overflow".
struct NormError : Refusal {
  using Refusal::Refusal;
  explicit NormError(const std::string& english) : Refusal("norm.overflow", {}, english) {}
};

struct NormRequest {
  std::string kind = "batch";                 // batch | layer
  std::string mode = "train";                 // train | eval (BatchNorm: batch statistics or running ones; LayerNorm: same)
  std::string variance = "biased";            // biased (torch.nn, divide by B) | unbiased (the lecture's x.var(0), B-1); BatchNorm only
  std::vector<std::vector<double>> x;         // [B,D]
  std::vector<std::vector<double>> grad_out;  // [B,D] dL/dy; empty = ones (L = sum of y)
  std::vector<double> gamma, beta;            // [D]; empty = ones / zeros
  double eps = recipe::kEps;
  std::vector<double> running_mean, running_var;  // [D], BatchNorm eval only; empty = zeros / ones
};

struct NormResult {
  std::vector<std::vector<double>> y, grad_x;  // [B,D]
  std::vector<double> grad_gamma, grad_beta;   // [D]
  std::vector<double> mean, var;               // the statistics it normalised with: [D] per column (batch), [B] per row (layer)
  std::vector<double> row_std, col_std;        // [B], [D]: population std of each row / column of y
  double eps = 0;                              // the eps it normalised with (the page writes (x - mean) / sqrt(var + eps) out)
};

// Limits of a request. Within them every intermediate stays far inside double's range.
constexpr std::size_t kNormMaxValues = 1000000;  // B*D
constexpr double kNormMaxAbs = 1e15;             // |x|, |grad_out|, |gamma|, |beta|, |running_mean|, running_var
// eps: the range table's norm_eps row (limits.hpp).

// Validates the request and runs it, in double precision whatever the core's Scalar: a checker
// must be more accurate than what it checks. Throws NormError naming the field, the index and the rule.
NormResult compute_norm(const NormRequest& r);

// A matrix stored row after row: row i is values[ends[i-1], ends[i]) (ends[-1] = 0). A value costs
// 8 bytes and a row 8 more, where a std::vector per row costs ~56 for a one-value row: the CLI
// reads requests of up to a million values into this. Rows may differ in length until checked.
struct NormRows {
  std::vector<double> values;
  std::vector<std::size_t> ends;  // [rows]
};

// compute_norm with x and grad_out given as NormRows (r.x and r.grad_out are not read; no rows =
// the default). y and grad_x come back row-major ([B*D]) in `y` and `grad_x`; the returned
// result's own y and grad_x stay empty. Same checks, messages and numbers as compute_norm(r).
NormResult compute_norm_rows(const NormRequest& r, const NormRows& x, const NormRows& grad_out, std::vector<double>& y,
                             std::vector<double>& grad_x);

}  // namespace mm

namespace mm::lesson {

// ---- the section: the student's matrix, and the 003 text's row [1, 5, -2, 3] in other company
struct NormMatrixKnobs {
  std::string kind = "batch";          // batch | layer
  std::string variance = "biased";     // biased | unbiased (BatchNorm only)
  std::vector<std::vector<double>> x;  // [B,D]
};
// The text's experiments, always with the biased variance (torch.nn's) and gamma 1, beta 0.
struct SameRow {
  std::vector<double> batch_a, batch_b;         // kind batch: the row among two batches (003)
  std::vector<double> alone, among;             // kind layer: the row alone, and among others
  std::vector<double> manual, layer_on_manual;  // kind layer: [2, 8, -4, 6] as (x - mean) / population
                                                // std by hand, and through LayerNorm
};
struct NormMatrixResult {
  NormResult norm;                             // of x
  std::vector<double> in_row_std, in_col_std;  // [B], [D]: population std of x's rows / columns
  SameRow same_row;
  NormMatrixLecture lecture;
};
// Throws NormError naming the field (compute_norm's checks).
NormMatrixResult compute_norm_matrix(const NormMatrixKnobs& k);

}  // namespace mm::lesson
