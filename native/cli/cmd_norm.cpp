// cli/cmd_norm.cpp — `makemore-lab norm`: LayerNorm vs BatchNorm on a matrix given as JSON on
// stdin; prints y, the gradients for a given grad_out and the statistics as one JSON line, in
// double precision. Every input problem (JSON, keys, types, shapes, values) is a UsageError: one
// line, exit 2. Memory stays within ~14 bytes per input byte: the text is freed once parsed, the
// document once read into row-major arrays, and the output is streamed.
// Leaves out: files as arguments, several requests per run, pretty output.
#include <cctype>
#include <cstdio>
#include <string>
#include <vector>

#include "../lesson/norm_matrix.hpp"
#include "command.hpp"
#include "json.hpp"

namespace mm::cli {

namespace {

constexpr std::size_t kMaxInputBytes = std::size_t(16) << 20;
const std::vector<std::string> kKeys = {"kind", "mode", "variance", "x", "grad_out", "gamma", "beta", "eps", "running_mean", "running_var"};

constexpr const char* kNormHelp = R"(usage: makemore-lab norm < request.json

LayerNorm vs BatchNorm on a small matrix (rows = examples, columns = features): reads one JSON
object on standard input, runs it forward through BatchNorm1d or LayerNorm and backward with
grad_out (L = sum(y * grad_out)), and prints one JSON object on one line. It computes in double
precision (the layers' own arithmetic, in double), so it can check a hand computation or a
float32 library; numbers print with 17 significant digits.

input keys (kind and x are required; the rest default as in PyTorch):
  kind           "batch" | "layer"
  x              [[numbers], ...]  B rows of D features (BatchNorm train mode needs B >= 2)
  mode           "train" (default) | "eval": BatchNorm normalises with the batch's statistics
                 or with running_mean/running_var; LayerNorm is the same in both
  variance       "biased" (default: torch.nn, divides by B) | "unbiased" (the lecture's
                 x.var(0), divides by B-1); BatchNorm only
  grad_out       [[numbers], ...]  dL/dy, the shape of x (default: all ones)
  gamma, beta    [D numbers] (default: ones, zeros)
  eps            a number in {eps_range} (default 1e-5)
  running_mean, running_var  [D numbers], BatchNorm eval mode only (default: zeros, ones)
Numbers must be finite with |value| <= 1e15 (JSON has no NaN or Infinity); unknown keys are
rejected. At most 16 MiB of input and 1000000 values in x.

output keys:
  y, grad_x               [B][D]
  grad_gamma, grad_beta   [D]
  mean, var               the statistics it normalised with: per column [D] for BatchNorm,
                          per row [B] for LayerNorm
  row_std, col_std        population std of each row [B] / column [D] of y

example:
  echo '{"kind":"layer","x":[[1,5,-2,3],[100,-50,20,0]]}' | makemore-lab norm

Bad input (malformed JSON, unknown keys, wrong types, ragged rows, NaN, a batch of one in
BatchNorm train mode, lengths that disagree) prints one line on stderr and exits with status 2.
)";

// The help with eps's range from the range table (limits.hpp, row norm_eps).
std::string norm_help() {
  std::string h = kNormHelp;
  const std::string mark = "{eps_range}";
  char range[64];
  std::snprintf(range, sizeof range, "[%g, %g]", limits::kNormEps.lo, limits::kNormEps.hi);
  return h.replace(h.find(mark), mark.size(), range);
}

std::string read_stdin() {
  std::string text;
  char buf[1 << 16];
  std::size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, stdin)) > 0) {
    text.append(buf, n);
    if (text.size() > kMaxInputBytes) throw UsageError("the input is larger than 16 MiB");
  }
  if (std::ferror(stdin)) throw UsageError("could not read standard input");
  return text;
}

std::string got(const Json& j) {
  std::string s = Json::type_name(j.type());
  if (j.is(Json::Type::String)) s += " " + json_quote(std::string(j.string().substr(0, 40)));
  return s;
}

[[noreturn]] void wrong_type(const std::string& where, const char* expected, const Json& j) {
  std::string hint;
  if (std::string(expected) == "a number" && j.is(Json::Type::String)) {
    std::string lower;
    for (char c : j.string().substr(0, 16)) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const bool nan_like = lower.find("nan") != std::string::npos || lower.find("inf") != std::string::npos;
    const bool numeric = !lower.empty() && std::string("0123456789+-.").find(lower[0]) != std::string::npos;
    hint = nan_like ? " (JSON has no NaN or Infinity)" : numeric ? " (write numbers without quotes)" : "";
  }
  if (std::string(expected) == "a number" && j.is(Json::Type::Null)) hint = " (JSON.stringify writes NaN and Infinity as null)";
  throw UsageError(where + " must be " + expected + ", got " + got(j) + hint);
}

double number_of(const Json& j, const std::string& where) {
  if (!j.is(Json::Type::Number)) wrong_type(where, "a number", j);
  return j.number();
}

std::string indexed(const std::string& where, std::size_t k) { return where + "[" + std::to_string(k) + "]"; }

// Appends the numbers of array `j` to `v`. The element names ("x[1][2]") are built only for an
// error: a big matrix reads fast.
void append_numbers(const Json& j, const std::string& where, std::vector<double>& v) {
  if (!j.is(Json::Type::Array)) wrong_type(where, "an array of numbers", j);
  std::size_t k = 0;
  for (const Json item : j) {
    if (!item.is(Json::Type::Number)) wrong_type(indexed(where, k), "a number", item);
    v.push_back(item.number());
    ++k;
  }
}

std::vector<double> vector_of(const Json& j, const std::string& where) {
  std::vector<double> v;
  v.reserve(j.size());
  append_numbers(j, where, v);
  return v;
}

// An array of rows, row after row (8 bytes a value, 8 a row); shapes are compute_norm's to check.
NormRows rows_of(const Json& j, const std::string& where) {
  if (!j.is(Json::Type::Array)) wrong_type(where, "an array of rows (arrays of numbers)", j);
  NormRows m;
  std::size_t n = 0;
  for (const Json row : j) n += row.size();
  m.values.reserve(n);
  m.ends.reserve(j.size());
  std::size_t k = 0;
  for (const Json row : j) {
    append_numbers(row, indexed(where, k++), m.values);
    m.ends.push_back(m.values.size());
  }
  return m;
}

std::string string_of(const Json& j, const std::string& where) {
  if (!j.is(Json::Type::String)) wrong_type(where, "a string", j);
  return std::string(j.string());
}

// What the CLI reads: the request's settings, and its matrices row after row.
struct Input {
  NormRequest request;  // x and grad_out stay empty
  NormRows x, grad_out;
};

Input request_of(const Json& root) {
  if (!root.is(Json::Type::Object))
    throw UsageError("the input must be a JSON object like {\"kind\":\"layer\",\"x\":[[1,5,-2,3]]}, got " + got(root));
  for (auto it = root.begin(); it != root.end(); ++it) {
    bool known = false;
    for (const auto& name : kKeys) known = known || it.key() == name;
    if (!known)
      throw UsageError("unknown key " + json_quote(std::string(it.key().substr(0, 40))) +
                       " (known: kind, x, mode, variance, grad_out, gamma, beta, eps, running_mean, running_var)");
  }
  Input in;
  NormRequest& r = in.request;
  const auto kind = root.find("kind");
  if (!kind) throw UsageError("missing key \"kind\" (\"batch\" or \"layer\")");
  r.kind = string_of(*kind, "kind");
  const auto x = root.find("x");
  if (!x) throw UsageError("missing key \"x\" (the input matrix: an array of rows of numbers)");
  in.x = rows_of(*x, "x");
  if (const auto j = root.find("mode")) r.mode = string_of(*j, "mode");
  if (const auto j = root.find("variance")) r.variance = string_of(*j, "variance");
  if (const auto j = root.find("grad_out")) in.grad_out = rows_of(*j, "grad_out");
  if (const auto j = root.find("gamma")) r.gamma = vector_of(*j, "gamma");
  if (const auto j = root.find("beta")) r.beta = vector_of(*j, "beta");
  if (const auto j = root.find("eps")) r.eps = number_of(*j, "eps");
  if (const auto j = root.find("running_mean")) r.running_mean = vector_of(*j, "running_mean");
  if (const auto j = root.find("running_var")) r.running_var = vector_of(*j, "running_var");
  return in;
}

// The result as one JSON object; y and grad_x are row-major [B*D], D = grad_gamma's length.
void write_result(JsonWriter& w, const NormResult& o, const std::vector<double>& y, const std::vector<double>& grad_x) {
  const std::size_t D = o.grad_gamma.size();
  w.begin_object();
  w.key("y").matrix(y, D).key("grad_x").matrix(grad_x, D);
  w.key("grad_gamma").array(o.grad_gamma).key("grad_beta").array(o.grad_beta);
  w.key("mean").array(o.mean).key("var").array(o.var);
  w.key("row_std").array(o.row_std).key("col_std").array(o.col_std);
  w.end_object();
}

std::string result_json(const NormResult& o, const std::vector<double>& y, const std::vector<double>& grad_x) {
  JsonWriter w(17);  // 17 significant digits round-trip every double
  write_result(w, o, y, grad_x);
  return w.str();
}

// compute_norm on what was read; a NormError is an input problem (exit 2).
NormResult compute(const Input& in, std::vector<double>& y, std::vector<double>& grad_x) {
  try {
    return compute_norm_rows(in.request, in.x, in.grad_out, y, grad_x);
  } catch (const NormError& e) {
    throw UsageError(e.what());
  }
}

int run_norm(const std::vector<std::string>& args) {
  const Flags flags(args, {{"help", false}});
  if (flags.has("help")) {
    std::fputs(norm_help().c_str(), stdout);
    return 0;
  }
  Input in;
  {
    const JsonDocument doc = parse_json(read_stdin());  // the text is freed here, the document below
    in = request_of(doc.root());
  }
  std::vector<double> y, grad_x;  // [B*D]
  const NormResult result = compute(in, y, grad_x);
  in = Input();              // x and grad_out are no longer needed
  JsonWriter w(17, stdout);  // streamed: the output may be ~20 bytes a value
  write_result(w, result, y, grad_x);
  w.flush();
  std::fputc('\n', stdout);
  return std::fflush(stdout) == 0 && !std::ferror(stdout) ? 0 : 1;
}

const RegisterCommand reg_norm{{"norm", "LayerNorm vs BatchNorm of a JSON matrix on stdin: outputs, grads, stats", run_norm}};

}  // namespace

}  // namespace mm::cli
