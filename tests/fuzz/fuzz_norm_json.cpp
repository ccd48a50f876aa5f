// fuzz_norm_json.cpp — libFuzzer target for `makemore-lab norm`'s input path: any byte string goes
// through the CLI's own JSON reader, request builder and compute_norm, then the JSON writer.
// Only the documented errors may escape (UsageError/JsonError for the input, NormError for the
// request); anything else, a crash or a sanitizer report is a finding. Also checks that the
// writer's text parses back to the same value. Leaves out: stdin handling and exit codes.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>

// The CLI's sources are not in mm_core: compile them into this target (request_of and
// result_json live in cmd_norm.cpp's anonymous namespace, which this translation unit shares).
#include "../../native/cli/cmd_norm.cpp"
#include "../../native/cli/command.cpp"
#include "../../native/cli/json.cpp"

namespace {

void require(bool ok) {
  if (!ok) __builtin_trap();
}

// A parsed string or number must survive the writer and a second parse unchanged.
void check_round_trip(const mm::cli::Json& v) {
  using mm::cli::Json;
  if (v.is(Json::Type::String)) {
    const Json back = mm::cli::parse_json(mm::cli::json_quote(v.string));
    require(back.is(Json::Type::String) && back.string == v.string);
  } else if (v.is(Json::Type::Number)) {
    mm::cli::JsonWriter w(17);  // 17 significant digits round-trip every double
    const Json back = mm::cli::parse_json(w.value(v.number).str());
    require(back.is(Json::Type::Number) && (back.number == v.number));
  }
}

void check_result(const mm::NormRequest& r, const mm::NormResult& o) {
  const std::size_t B = r.x.size(), D = r.x[0].size();
  require(o.y.size() == B && o.grad_x.size() == B && o.row_std.size() == B && o.col_std.size() == D);
  for (std::size_t i = 0; i < B; ++i) require(o.y[i].size() == D && o.grad_x[i].size() == D);
  require(o.grad_gamma.size() == D && o.grad_beta.size() == D);
  for (double s : o.row_std) require(std::isfinite(s));
  for (double s : o.col_std) require(std::isfinite(s));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    const mm::cli::Json root = mm::cli::parse_json(text);
    check_round_trip(root);
    for (const auto& item : root.items) check_round_trip(item);
    const mm::NormRequest request = mm::cli::request_of(root);
    const mm::NormResult result = mm::compute_norm(request);
    check_result(request, result);
    const std::string out = mm::cli::result_json(result);  // std::domain_error on NaN/inf: a finding
    require(mm::cli::parse_json(out).is(mm::cli::Json::Type::Object));
  } catch (const mm::cli::UsageError&) {  // JsonError is one too
  } catch (const mm::NormError&) {
  }
  return 0;
}
