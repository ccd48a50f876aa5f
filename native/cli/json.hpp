// cli/json.hpp — the CLI's small JSON reader and writer (RFC 8259), written to survive any byte
// string: strict grammar, UTF-8 checked, numbers must fit a double, duplicate keys rejected,
// nesting capped at kMaxDepth (so recursion stays shallow), and every error names line and column.
// Leaves out: comments, NaN/Infinity literals, streaming, pretty-printing, big-number precision.
#pragma once
#include <cstddef>
#include <string>
#include <vector>

#include "command.hpp"

namespace mm::cli {

// Malformed JSON is an input problem, so it is a UsageError (main: one line, exit status 2).
struct JsonError : UsageError {
  using UsageError::UsageError;
};

struct Json {
  enum class Type { Null, Bool, Number, String, Array, Object };
  static constexpr int kMaxDepth = 64;  // arrays/objects nested deeper than this are rejected

  Type type = Type::Null;
  bool boolean = false;
  double number = 0;
  std::string string;
  std::vector<Json> items;        // Array: the elements; Object: the values, in input order
  std::vector<std::string> keys;  // Object only: keys[i] names items[i] (no duplicates)

  bool is(Type t) const { return type == t; }
  const Json* find(const std::string& key) const;  // Object member or nullptr
  // "null", "true/false", "a number", "a string", "an array", "an object" — for error messages.
  static const char* type_name(Type t);
};

// Parses exactly one JSON value (surrounding whitespace allowed, a leading UTF-8 BOM skipped).
// Throws JsonError "invalid JSON at line L, column C: ..." for anything else.
Json parse_json(const std::string& text);

// `s` as a JSON string literal, quotes included; control characters and invalid UTF-8 bytes are
// escaped, so the result is always one printable line (used for echoing input in messages too).
std::string json_quote(const std::string& s);

// Compact JSON text built left to right; commas are placed automatically.
// Numbers print with `digits` (1..17) significant digits (%.*g); a NaN/inf is a std::domain_error,
// because JSON has no way to write one.
class JsonWriter {
 public:
  explicit JsonWriter(int digits = 17) : digits_(digits < 1 ? 1 : digits > 17 ? 17 : digits) {}
  JsonWriter& begin_object();
  JsonWriter& end_object();
  JsonWriter& begin_array();
  JsonWriter& end_array();
  JsonWriter& key(const std::string& k);  // inside an object, before each value
  JsonWriter& value(double v);
  JsonWriter& value(const std::string& s);
  JsonWriter& value(const char* s) { return value(std::string(s)); }  // not the bool overload
  JsonWriter& value(bool b);
  JsonWriter& null();
  JsonWriter& array(const std::vector<double>& v);                // [..]
  JsonWriter& matrix(const std::vector<std::vector<double>>& m);  // [[..],[..]]
  const std::string& str() const { return out_; }

 private:
  void separate();  // the comma before a value or key, when one is due

  int digits_;
  std::string out_;
  std::vector<bool> first_;  // per open container: nothing written in it yet
  bool after_key_ = false;
};

}  // namespace mm::cli
