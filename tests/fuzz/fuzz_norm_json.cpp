// fuzz_norm_json.cpp — libFuzzer target for `makemore-lab norm`'s input path: any byte string goes
// through the CLI's own JSON reader, request builder and compute_norm, then the JSON writer.
// Only the documented errors may escape (UsageError/JsonError for the input, NormError for the
// request); anything else, a crash or a sanitizer report is a finding. Also checks that the
// writer's text parses back to the same value. Leaves out: stdin handling and exit codes.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>

// The CLI's sources are not in mm_core: compile them into this target (request_of, compute and
// result_json live in cmd_norm.cpp's anonymous namespace, which this translation unit shares).
#include "../../native/cli/cmd_norm.cpp"
#include "../../native/cli/command.cpp"
#include "../../native/cli/json.cpp"
#include "../../native/cli/json_writer.cpp"

namespace {

void require(bool ok) {
  if (!ok) __builtin_trap();
}

// A parsed string or number must survive the writer and a second parse unchanged.
void check_round_trip(const mm::cli::Json& v) {
  using mm::cli::Json;
  if (v.is(Json::Type::String)) {
    const auto doc = mm::cli::parse_json(mm::cli::json_quote(std::string(v.string())));
    require(doc.root().is(Json::Type::String) && doc.root().string() == v.string());
  } else if (v.is(Json::Type::Number)) {
    mm::cli::JsonWriter w(17);  // 17 significant digits round-trip every double
    const auto doc = mm::cli::parse_json(w.value(v.number()).str());
    require(doc.root().is(Json::Type::Number) && (doc.root().number() == v.number()));
  }
}

void check_result(const mm::NormRows& x, const mm::NormResult& o, const std::vector<double>& y, const std::vector<double>& grad_x) {
  const std::size_t B = x.ends.size(), D = x.ends[0];
  require(y.size() == B * D && grad_x.size() == B * D && o.row_std.size() == B && o.col_std.size() == D);
  require(o.grad_gamma.size() == D && o.grad_beta.size() == D);
  for (double s : o.row_std) require(std::isfinite(s));
  for (double s : o.col_std) require(std::isfinite(s));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    const mm::cli::JsonDocument doc = mm::cli::parse_json(text);
    const mm::cli::Json root = doc.root();
    check_round_trip(root);
    for (const mm::cli::Json item : root) check_round_trip(item);
    const auto input = mm::cli::request_of(root);
    std::vector<double> y, grad_x;
    const mm::NormResult result = mm::cli::compute(input, y, grad_x);
    check_result(input.x, result, y, grad_x);
    const std::string out = mm::cli::result_json(result, y, grad_x);  // std::domain_error on NaN/inf: a finding
    const mm::cli::JsonDocument back = mm::cli::parse_json(out);
    require(back.root().is(mm::cli::Json::Type::Object));
  } catch (const mm::cli::UsageError&) {  // JsonError and compute's NormError are ones too
  }
  return 0;
}
