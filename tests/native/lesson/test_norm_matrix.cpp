// lesson/test_norm_matrix.cpp — the "LayerNorm vs BatchNorm" lesson (003) through compute_norm: the
// text's closed-form numbers, std 1.00 per column (BatchNorm) / per row (LayerNorm), LayerNorm's
// independence of the batch, PyTorch's float64 values and gradients (tests/reference/norm_ref.txt)
// to 1e-9 — compute_norm runs in double in every build — and a clear NormError for every bad
// request; then the tabs' section, compute_norm_matrix, with the input's own stds and the text's
// rows. Tolerances are stated and explained per case.
#include <catch2/catch.hpp>

#include <cmath>
#include <fstream>
#include <functional>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "lesson/norm_matrix.hpp"
#include "nn/batchnorm.hpp"
#include "nn/layernorm.hpp"
#include "tensor.hpp"

namespace {

using Matrix = std::vector<std::vector<double>>;
const std::vector<double> kRow = {1, 5, -2, 3};  // the text's example row

mm::NormRequest request(const std::string& kind, Matrix x) {
  mm::NormRequest r;
  r.kind = kind;
  r.x = std::move(x);
  return r;
}

double max_abs_diff(const std::vector<double>& a, const std::vector<double>& b) {
  REQUIRE(a.size() == b.size());
  double m = 0;
  for (std::size_t i = 0; i < a.size(); ++i) m = std::max(m, std::abs(a[i] - b[i]));
  return m;
}

std::vector<double> flat(const Matrix& m) {
  std::vector<double> v;
  for (const auto& row : m) v.insert(v.end(), row.begin(), row.end());
  return v;
}

// The text prints 4 decimals: 1e-4 covers its rounding (5e-5); double arithmetic adds ~1e-16.
constexpr double kPrinted = 1e-4;

}  // namespace

TEST_CASE("LayerNorm of [1,5,-2,3] is the same alone and among other rows (003)", "[norm][lesson]") {
  const std::vector<double> text = {-0.2900, 1.2568, -1.4501, 0.4834};
  const auto alone = mm::compute_norm(request("layer", {kRow}));
  const auto among = mm::compute_norm(request("layer", {kRow, {100, -50, 20, 0}, {0, 0, 0, 0.0001}}));
  CHECK(max_abs_diff(alone.y[0], text) < kPrinted);
  CHECK(max_abs_diff(among.y[0], text) < kPrinted);
  // The same double ops on the same row, whatever its neighbours: identical.
  CHECK(max_abs_diff(alone.y[0], among.y[0]) == 0);
}

TEST_CASE("BatchNorm (train, biased) of the same row depends on its batch (003)", "[norm][lesson]") {
  const auto a = mm::compute_norm(request("batch", {kRow, {2, 4, -1, 2}, {0, 6, -3, 4}}));
  const auto b = mm::compute_norm(request("batch", {kRow, {50, -20, 10, 0}, {-10, 10, 5, -5}}));
  CHECK(max_abs_diff(a.y[0], {0, 0, 0, 0}) < kPrinted);  // the row is every column's mean
  CHECK(max_abs_diff(b.y[0], {-0.4857, 0.5080, -1.2868, 1.1112}) < kPrinted);
  CHECK(max_abs_diff(a.y[0], b.y[0]) > 0.4);  // same row, another batch: another output
}

TEST_CASE("[2,8,-4,6] over its population std equals LayerNorm without affine (003)", "[norm][lesson]") {
  const std::vector<double> x = {2, 8, -4, 6};
  double mean = 0, var = 0;  // by hand: mean 3, population variance 21
  for (double v : x) mean += v / 4;
  for (double v : x) var += (v - mean) * (v - mean) / 4;
  std::vector<double> manual;
  for (double v : x) manual.push_back((v - mean) / std::sqrt(var));
  CHECK(max_abs_diff(manual, {-0.2182, 1.0911, -1.5275, 0.6547}) < kPrinted);
  // gamma ones, beta zeros (the defaults) is LayerNorm without affine. eps 1e-5 against var 21
  // moves the result by a relative 2.4e-7, so 1e-5 is a safe bound.
  const auto ln = mm::compute_norm(request("layer", {x}));
  CHECK(max_abs_diff(ln.y[0], manual) < 1e-5);
  CHECK(ln.mean[0] == Approx(3).margin(1e-6));
  CHECK(ln.var[0] == Approx(21).epsilon(1e-6));  // biased (population) variance, not 28
}

TEST_CASE("BatchNorm columns and LayerNorm rows end with std 1.00", "[norm][lesson]") {
  // std(y) = sqrt(σ²/(σ²+eps)) ≈ 1 - eps/(2σ²): eps keeps it just below 1. The page prints two
  // decimals; a tolerance of 1e-3 holds for any column/row with σ² >= 0.005 (here σ² >= 6,
  // where the shortfall is ~1e-6).
  const Matrix x = {kRow, {50, -20, 10, 0}, {-10, 10, 5, -5}};
  const auto bn = mm::compute_norm(request("batch", x));
  const auto ln = mm::compute_norm(request("layer", x));
  REQUIRE(bn.col_std.size() == 4);
  REQUIRE(ln.row_std.size() == 3);
  for (double s : bn.col_std) CHECK(s == Approx(1).margin(1e-3));
  for (double s : ln.row_std) CHECK(s == Approx(1).margin(1e-3));
  // ...and only along their own axis: BatchNorm's rows and LayerNorm's columns are not std 1.
  CHECK(std::abs(bn.row_std[0] - 1) > 0.05);
  CHECK(std::abs(ln.col_std[3] - 1) > 0.05);
}

TEST_CASE("eps pulls the std of a near-constant row far below 1", "[norm][lesson]") {
  // [0,0,0,0.0001]: σ² = 1.875e-9 << eps, so std(y) = sqrt(σ²/(σ²+eps)) ≈ 0.0137, not 1.
  // The formula is checked to 1e-9 relative: double rounding of x - μ at this scale is ~1e-12.
  const auto ln = mm::compute_norm(request("layer", {{0, 0, 0, 0.0001}}));
  const double var = 1.875e-9;
  CHECK(ln.var[0] == Approx(var).epsilon(1e-9));
  CHECK(ln.row_std[0] == Approx(std::sqrt(var / (var + 1e-5))).epsilon(1e-9));
  CHECK(ln.row_std[0] < 0.02);
}

TEST_CASE("unbiased BatchNorm: every column has population std sqrt((B-1)/B)", "[norm][lesson]") {
  // The lecture's module divides by sqrt(unbiased var + eps), so y's population std is
  // sqrt((B-1)/B) (0.816 for B = 3), i.e. its unbiased std is 1. Same eps argument: 1e-3.
  auto r = request("batch", {kRow, {50, -20, 10, 0}, {-10, 10, 5, -5}});
  r.variance = "unbiased";
  const auto bn = mm::compute_norm(r);
  for (double s : bn.col_std) CHECK(s == Approx(std::sqrt(2.0 / 3.0)).margin(1e-3));
  CHECK(bn.var[0] == Approx(680.2222222 * 3 / 2).epsilon(1e-5));  // biased var of column 0 is 680.22
}

TEST_CASE("LayerNorm does not depend on batch size: 32 random rows vs the row alone (000)", "[norm][lesson]") {
  std::mt19937 engine(2147483647);  // any values will do: uniform in [-10, 10)
  Matrix batch(32, std::vector<double>(4));
  for (auto& row : batch)
    for (double& v : row) v = engine() / 4294967296.0 * 20 - 10;
  batch[17] = kRow;
  const auto big = mm::compute_norm(request("layer", batch));
  const auto one = mm::compute_norm(request("layer", {kRow}));
  // The row's arithmetic is the same double sequence in both: identical.
  CHECK(max_abs_diff(big.y[17], one.y[0]) == 0);
  // BatchNorm of the same row does move with the batch.
  const auto bn32 = mm::compute_norm(request("batch", batch));
  const auto bn3 = mm::compute_norm(request("batch", {kRow, {50, -20, 10, 0}, {-10, 10, 5, -5}}));
  CHECK(max_abs_diff(bn32.y[17], bn3.y[0]) > 0.1);
}

TEST_CASE("eval-mode BatchNorm normalises with the running statistics, even a batch of one", "[norm][lesson]") {
  auto r = request("batch", {kRow});
  r.mode = "eval";
  r.running_mean = {1, 1, 1, 1};
  r.running_var = {4, 4, 4, 4};
  const auto bn = mm::compute_norm(r);
  CHECK(bn.mean == r.running_mean);
  CHECK(bn.var == r.running_var);
  // (x - 1) / sqrt(4 + 1e-5): double rounding only, 1e-12.
  for (std::size_t j = 0; j < 4; ++j) CHECK(bn.y[0][j] == Approx((kRow[j] - 1) / std::sqrt(4 + 1e-5)).margin(1e-12));
}

namespace {

// One case of tests/reference/norm_ref.txt: its header words and its fields, flattened row-major.
struct RefCase {
  std::map<std::string, std::string> head;  // name, kind, mode, variance, eps, rows, cols
  std::map<std::string, std::vector<double>> field;
};

std::vector<RefCase> load_reference() {
  std::ifstream in(std::string(MM_SOURCE_DIR) + "/tests/reference/norm_ref.txt");
  REQUIRE(in.good());
  std::vector<RefCase> cases;
  std::string line;
  REQUIRE(std::getline(in, line));
  REQUIRE(line.rfind("# norm_ref v2:", 0) == 0);
  while (std::getline(in, line)) {
    std::istringstream words(line);
    std::string key;
    if (!(words >> key) || key[0] == '#' || key == "end") continue;
    if (key == "case") {
      cases.emplace_back();
      std::string k, v;
      words >> v;
      cases.back().head["name"] = v;
      while (words >> k >> v) cases.back().head[k] = v;
      continue;
    }
    REQUIRE(!cases.empty());
    double v;
    auto& values = cases.back().field[key];
    while (words >> v) values.push_back(v);
  }
  return cases;
}

Matrix unflatten(const std::vector<double>& v, std::size_t rows) {
  const std::size_t cols = v.size() / rows;
  Matrix m(rows);
  for (std::size_t i = 0; i < rows; ++i) m[i].assign(v.begin() + i * cols, v.begin() + (i + 1) * cols);
  return m;
}

mm::NormRequest request_of(const RefCase& c) {
  const std::size_t B = std::stoul(c.head.at("rows"));
  mm::NormRequest r = request(c.head.at("kind"), unflatten(c.field.at("x"), B));
  r.mode = c.head.at("mode");
  r.variance = c.head.at("variance");
  r.eps = std::stod(c.head.at("eps"));
  auto opt = [&](const char* k) { return c.field.count(k) ? c.field.at(k) : std::vector<double>{}; };
  if (c.field.count("grad_out")) r.grad_out = unflatten(c.field.at("grad_out"), B);
  r.gamma = opt("gamma");
  r.beta = opt("beta");
  r.running_mean = opt("running_mean");
  r.running_var = opt("running_var");
  return r;
}

// compute_norm's fields, flattened row-major like the fixture's.
std::map<std::string, std::vector<double>> fields_of(const mm::NormResult& got) {
  return {{"y", flat(got.y)},           {"grad_x", flat(got.grad_x)}, {"grad_gamma", got.grad_gamma},
          {"grad_beta", got.grad_beta}, {"mean", got.mean},           {"var", got.var}};
}

// Relative error of a field as a whole: max |ours - want| / max |want| (an element that is the
// result of cancellation, such as a y near 0, is only as exact as the field's scale).
double normwise_error(const std::vector<double>& ours, const std::vector<double>& want) {
  REQUIRE(ours.size() == want.size());
  double err = 0, scale = 0;
  for (std::size_t k = 0; k < want.size(); ++k) {
    err = std::max(err, std::abs(ours[k] - want[k]));
    scale = std::max(scale, std::abs(want[k]));
  }
  return scale > 0 ? err / scale : err;
}

}  // namespace

TEST_CASE("compute_norm matches PyTorch: y, grads and statistics", "[norm][reference]") {
  // The reference is float64 and compute_norm runs in double in every build: each value within
  // 1e-9 * max(1, |value|). The worst measured is 2e-11 (grad_x of a ±60 row, through 1/std ~ 100).
  const double tol = 1e-9;
  const auto cases = load_reference();
  REQUIRE(cases.size() >= 16);
  for (const auto& c : cases) {
    const auto ours = fields_of(mm::compute_norm(request_of(c)));
    for (const auto& [name, values] : ours) {
      INFO("case " << c.head.at("name") << ", " << name);
      const auto& want = c.field.at(name);
      REQUIRE(values.size() == want.size());
      double worst = 0;
      for (std::size_t k = 0; k < want.size(); ++k)
        worst = std::max(worst, std::abs(values[k] - want[k]) / std::max(1.0, std::abs(want[k])));
      CHECK(worst <= tol);
    }
  }
}

TEST_CASE("compute_norm computes in double: values near ±60 with spread 0.01 agree with PyTorch to 1e-9", "[norm][reference][precision]") {
  // x - μ keeps 4 of float32's 7 significant digits here, so a float32 computation (PyTorch's or
  // the training core's) is off by ~1e-4 in y and ~1e-3 in the gradients; double keeps 12.
  // Every field within 1e-9 relative (normwise; the worst measured is 1.2e-12).
  std::size_t n = 0;
  for (const auto& c : load_reference()) {
    if (c.head.at("name").find("pm60") == std::string::npos) continue;
    ++n;
    const auto ours = fields_of(mm::compute_norm(request_of(c)));
    for (const auto& [name, values] : ours) {
      INFO("case " << c.head.at("name") << ", " << name);
      CHECK(normwise_error(values, c.field.at(name)) <= 1e-9);
    }
    // The case is a real test: the same kernels in float32 miss y by far more than 1e-9.
    if (c.head.at("mode") != "train") continue;
    const auto& x64 = c.field.at("x");
    const std::size_t B = std::stoul(c.head.at("rows")), D = std::stoul(c.head.at("cols"));
    const std::vector<float> x(x64.begin(), x64.end());  // [B,D]
    std::vector<float> y(B * D), xhat(B * D), mean(std::max(B, D)), var(std::max(B, D)), istd(std::max(B, D));
    if (c.head.at("kind") == "batch") {
      const auto v = c.head.at("variance") == "unbiased" ? mm::nn::Variance::Unbiased : mm::nn::Variance::Biased;
      mm::nn::batchnorm_stats(x.data(), B, D, v, mean.data(), var.data());
      mm::nn::batchnorm_forward<float>(x.data(), B, D, mean.data(), var.data(), 1e-5, nullptr, nullptr, istd.data(), xhat.data(), y.data());
    } else {
      mm::nn::layernorm_forward<float>(x.data(), B, D, 1e-5, nullptr, nullptr, mean.data(), var.data(), istd.data(), xhat.data(), y.data());
    }
    // x̂ in float32 against the reference's x̂ = (y - β) / γ, or y itself without affine.
    std::vector<double> want(B * D), got(xhat.begin(), xhat.end());
    const auto& y64 = c.field.at("y");
    for (std::size_t k = 0; k < B * D; ++k)
      want[k] = c.field.count("gamma") ? (y64[k] - c.field.at("beta")[k % D]) / c.field.at("gamma")[k % D] : y64[k];
    INFO("float32 x̂ of case " << c.head.at("name") << ": normwise error " << normwise_error(got, want));
    CHECK(normwise_error(got, want) > 1e-5);
  }
  CHECK(n == 5);
}

TEST_CASE("compute_norm in blocks equals one whole-matrix kernel call, bit for bit", "[norm]") {
  // compute_norm runs BatchNorm on blocks of columns and LayerNorm on blocks of rows (about 65536
  // values each); these shapes take 3 blocks. Each value must see exactly the arithmetic of one
  // call on the whole matrix, so the results are equal, not merely close.
  std::mt19937 engine(7);
  auto uniform = [&] { return engine() / 4294967296.0 * 4 - 2; };
  for (const std::string kind : {"batch", "layer"}) {
    const std::size_t B = kind == "batch" ? 3 : 40000, D = kind == "batch" ? 60000 : 4;  // [B,D]
    std::vector<double> x(B * D), dy(B * D), gamma(D), beta(D);
    for (double& v : x) v = uniform();
    for (double& v : dy) v = uniform();
    for (double& v : gamma) v = uniform();
    for (double& v : beta) v = uniform();
    mm::NormRequest r = request(kind, unflatten(x, B));
    r.grad_out = unflatten(dy, B);
    r.gamma = gamma;
    r.beta = beta;
    const auto got = mm::compute_norm(r);
    const std::size_t n_stats = kind == "batch" ? D : B;
    std::vector<double> mean(n_stats), var(n_stats), istd(n_stats), xhat(B * D), y(B * D), dx(B * D), dg(D), db(D);
    if (kind == "batch") {
      mm::nn::batchnorm_stats(x.data(), B, D, mm::nn::Variance::Biased, mean.data(), var.data());
      mm::nn::batchnorm_forward(x.data(), B, D, mean.data(), var.data(), 1e-5, gamma.data(), beta.data(), istd.data(), xhat.data(),
                                y.data());
      mm::nn::batchnorm_backward(dy.data(), xhat.data(), istd.data(), gamma.data(), B, D, true, mm::nn::Variance::Biased, dx.data(),
                                 dg.data(), db.data());
    } else {
      mm::nn::layernorm_forward(x.data(), B, D, 1e-5, gamma.data(), beta.data(), mean.data(), var.data(), istd.data(), xhat.data(),
                                y.data());
      mm::nn::layernorm_backward(dy.data(), xhat.data(), istd.data(), gamma.data(), B, D, dx.data(), dg.data(), db.data());
    }
    INFO(kind);
    CHECK(flat(got.y) == y);
    CHECK(flat(got.grad_x) == dx);
    CHECK(got.grad_gamma == dg);
    CHECK(got.grad_beta == db);
    CHECK(got.mean == mean);
    CHECK(got.var == var);
  }
}

TEST_CASE("compute_norm: every bad request throws a NormError that names the problem", "[norm][errors]") {
  const double nan = std::nan(""), inf = HUGE_VAL;
  const std::vector<std::pair<std::function<void(mm::NormRequest&)>, std::string>> bad = {
      {[](auto& r) { r.x.clear(); }, "x is empty"},
      {[](auto& r) { r.x[1].clear(); }, "x[1] is empty"},
      {[](auto& r) { r.x[2].push_back(1); }, "x[2] has 5 values but x[0] has 4"},
      {[&](auto& r) { r.x[1][2] = nan; }, "x[1][2] is not a finite number"},
      {[&](auto& r) { r.x[0][0] = -inf; }, "x[0][0] is not a finite number"},
      {[](auto& r) { r.x[0][3] = 1e20; }, "x[0][3] = 1e+20 is outside"},
      {[](auto& r) {
         r.x = {{1, 2, 3}};
       },
       "at least 2 rows"},
      {[](auto& r) { r.x.assign(1001, std::vector<double>(1000, 1.0)); }, "at most 1000000 values"},
      {[](auto& r) { r.kind = "group"; }, "kind must be \"batch\" or \"layer\", got \"group\""},
      {[](auto& r) { r.mode = "test"; }, "mode must be \"train\" or \"eval\""},
      {[](auto& r) { r.variance = "sample\n"; }, "variance must be \"biased\" or \"unbiased\", got \"sample\\x0A\""},
      {[](auto& r) { r.eps = 0; }, "eps must be a finite number"},
      {[](auto& r) { r.eps = -1e-5; }, "eps must be a finite number"},
      {[&](auto& r) { r.eps = nan; }, "eps must be a finite number"},
      {[](auto& r) {
         r.gamma = {1, 1, 1};
       },
       "gamma has 3 values but x has 4 columns"},
      {[](auto& r) {
         r.beta = {0, 0, 0, 0, 0};
       },
       "beta has 5 values but x has 4 columns"},
      {[&](auto& r) {
         r.gamma = {1, inf, 1, 1};
       },
       "gamma[1] is not a finite number"},
      {[](auto& r) {
         r.grad_out = {{1, 1, 1, 1}};
       },
       "grad_out has 1 rows but x has 3"},
      {[](auto& r) {
         r.grad_out.assign(3, {1, 1, 1});
       },
       "grad_out[0] has 3 values but x has 4 columns"},
      {[](auto& r) {
         r.running_mean = {0, 0, 0, 0};
       },
       "used only in eval mode"},
      {[](auto& r) {
         r.mode = "eval", r.running_var = {1, 1};
       },
       "running_var has 2 values but x has 4 columns"},
      {[](auto& r) {
         r.mode = "eval", r.running_var = {1, -1, 1, 1};
       },
       "running_var[1] = -1 is outside [0, 1e+15]: a variance cannot be negative"},
      {[](auto& r) {
         r.mode = "eval", r.running_mean = {0, 0, 0, 0, 0};
       },
       "running_mean has 5 values"},
      {[](auto& r) { r.kind = "layer", r.variance = "unbiased"; }, "applies to BatchNorm only"},
      {[](auto& r) {
         r.kind = "layer", r.running_var = {1, 1, 1, 1};
       },
       "LayerNorm keeps no running statistics"},
  };
  for (const auto& [spoil, message] : bad) {
    auto r = request("batch", {kRow, {50, -20, 10, 0}, {-10, 10, 5, -5}});
    spoil(r);
    INFO("expected: " << message);
    CHECK_THROWS_AS(mm::compute_norm(r), mm::NormError);
    CHECK_THROWS_WITH(mm::compute_norm(r), Catch::Contains(message));
  }
}

TEST_CASE("compute_norm: values beyond float32's range inside the layer come out exact, not inf", "[norm][errors]") {
  // Each input is within its bounds, and y = γ·(x-μ)/sqrt(0 + 1e-30) = 1e15·1e15·1e15 = 1e45
  // exceeds float32's 3.4e38; compute_norm runs in double, which holds it (float32 gave an error).
  auto r = request("batch", {{1e15}});
  r.mode = "eval";
  r.eps = 1e-30;
  r.gamma = {1e15};
  r.running_var = {0};
  const auto bn = mm::compute_norm(r);
  CHECK(bn.y[0][0] == Approx(1e45).epsilon(1e-12));
  CHECK(bn.grad_x[0][0] == Approx(1e30).epsilon(1e-12));  // γ / sqrt(eps)
}

TEST_CASE("compute_norm_matrix: the input's population stds, the result of x, the text's rows", "[norm][lesson]") {
  mm::lesson::NormMatrixKnobs k;
  k.kind = "batch";
  k.x = {{1, 2}, {3, 6}};
  const auto r = mm::lesson::compute_norm_matrix(k);
  CHECK(r.in_col_std == std::vector<double>{1, 2});  // columns 1,3 and 2,6 about their means
  CHECK(r.in_row_std == std::vector<double>{0.5, 1.5});
  CHECK(r.norm.y.size() == 2);
  // the same row among two batches: the text's printed numbers (kPrinted covers its rounding)
  CHECK(max_abs_diff(r.same_row.batch_a, r.lecture.row_batch_a) < kPrinted);
  CHECK(max_abs_diff(r.same_row.batch_b, r.lecture.row_batch_b) < kPrinted);
  CHECK(r.same_row.alone.empty());
  k.kind = "layer";
  const auto l = mm::lesson::compute_norm_matrix(k);
  CHECK(max_abs_diff(l.same_row.alone, l.lecture.row_layernorm) < kPrinted);
  CHECK(max_abs_diff(l.same_row.among, l.lecture.row_layernorm) < kPrinted);
  CHECK(max_abs_diff(l.same_row.manual, l.lecture.row_manual) < kPrinted);
  // LayerNorm == (x - mean) / population std, up to eps and float32 (see the [2,8,-4,6] case)
  CHECK(max_abs_diff(l.same_row.layer_on_manual, l.same_row.manual) < 1e-5);
  k.x = {{1, 2}, {3}};
  CHECK_THROWS_AS(mm::lesson::compute_norm_matrix(k), mm::NormError);
}

TEST_CASE("the result carries the statistics and the eps it normalised with: they give y back", "[norm][lesson]") {
  // The page writes a cell's arithmetic out from these: (x - mean) / sqrt(var + eps), gamma 1, beta 0.
  const Matrix x = {kRow, {2, 4, -1, 2}, {0, 6, -3, 4}};
  for (const std::string variance : {"biased", "unbiased"}) {
    auto req = request("batch", x);
    req.variance = variance;
    const auto bn = mm::compute_norm(req);
    CHECK(bn.eps == 1e-5);
    for (std::size_t i = 0; i < x.size(); ++i)
      for (std::size_t j = 0; j < x[0].size(); ++j)
        CHECK(bn.y[i][j] == Approx((x[i][j] - bn.mean[j]) / std::sqrt(bn.var[j] + bn.eps)).margin(1e-12));
    // the divisor named on the page: B for biased, B - 1 for unbiased (column 0: 1, 2, 0 around 1)
    CHECK(bn.var[0] == Approx(variance == "biased" ? 2.0 / 3 : 1.0).epsilon(1e-12));
  }
  const auto ln = mm::compute_norm(request("layer", x));
  CHECK(ln.eps == 1e-5);
  for (std::size_t i = 0; i < x.size(); ++i)
    for (std::size_t j = 0; j < x[0].size(); ++j)
      CHECK(ln.y[i][j] == Approx((x[i][j] - ln.mean[i]) / std::sqrt(ln.var[i] + ln.eps)).margin(1e-12));
}
