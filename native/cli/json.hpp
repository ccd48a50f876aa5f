// cli/json.hpp — the CLI's small JSON reader and writer (RFC 8259), written to survive any byte
// string: strict grammar, UTF-8 checked, numbers must fit a double, duplicate keys rejected,
// nesting capped at kMaxDepth (so recursion stays shallow), and every error names line and column.
// A parsed document is one 16-byte node per value plus its decoded strings, so it takes at most
// ~8 bytes per byte of input; the writer can stream to a file as it goes.
// Leaves out: comments, NaN/Infinity literals, pretty-printing, big-number precision.
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "command.hpp"

namespace mm::cli {

// Malformed JSON is an input problem, so it is a UsageError (main: one line, exit status 2).
struct JsonError : UsageError {
  using UsageError::UsageError;
};

class JsonDocument;

// One value of a parsed document: a small handle, valid while its document lives.
class Json {
 public:
  enum class Type : std::uint8_t { Null, Bool, Number, String, Array, Object };
  static constexpr int kMaxDepth = 64;  // arrays/objects nested deeper than this are rejected

  // Walks an Array's elements or an Object's values, in input order; key() names an Object's.
  class Iterator {
   public:
    Json operator*() const;
    std::string_view key() const;  // Object members only
    Iterator& operator++();
    bool operator!=(const Iterator& o) const { return at_ != o.at_; }

   private:
    friend class Json;
    Iterator(const JsonDocument* doc, std::size_t at, bool object) : doc_(doc), at_(at), object_(object) {}
    const JsonDocument* doc_;
    std::size_t at_;  // the element's node; for an Object, the member's key node
    bool object_;
  };

  Type type() const;
  bool is(Type t) const { return type() == t; }
  bool boolean() const;
  double number() const;
  std::string_view string() const;  // String only
  std::size_t size() const;         // Array: elements; Object: members; otherwise 0
  Iterator begin() const;
  Iterator end() const;
  std::optional<Json> find(std::string_view key) const;  // Object member
  // "null", "true/false", "a number", "a string", "an array", "an object" — for error messages.
  static const char* type_name(Type t);

 private:
  friend class JsonDocument;
  Json(const JsonDocument* doc, std::size_t at) : doc_(doc), at_(at) {}
  const JsonDocument* doc_;
  std::size_t at_;
};

// Every value in document order (a container's node, then its contents), strings in one buffer.
class JsonDocument {
 public:
  Json root() const& { return Json(this, 0); }
  Json root() const&& = delete;  // a handle into a temporary document would dangle

  struct Node {
    Json::Type type = Json::Type::Null;
    bool boolean = false;
    std::uint32_t count = 0;  // Array: elements; Object: members; String: bytes
    union {
      double number = 0;
      std::uint64_t index;  // String: offset in strings; Array/Object: the node after its contents
    };
  };
  std::deque<Node> nodes;  // a deque grows without copying: no 2x peak while parsing
  std::string strings;     // decoded string contents, back to back
};

// Parses exactly one JSON value (surrounding whitespace allowed, a leading UTF-8 BOM skipped).
// Throws JsonError "invalid JSON at line L, column C: ..." for anything else.
JsonDocument parse_json(const std::string& text);

// `s` as a JSON string literal, quotes included; control characters and invalid UTF-8 bytes are
// escaped, so the result is always one printable line (used for echoing input in messages too).
std::string json_quote(const std::string& s);

// Compact JSON text built left to right; commas are placed automatically.
// Numbers print with `digits` (1..17) significant digits (%.*g); a NaN/inf is a std::domain_error,
// because JSON has no way to write one.
// With a sink, the text goes to the file in blocks of ~64 KiB as it is built and str() holds only
// what is not written yet: call flush() at the end. Output of any size then takes no memory.
class JsonWriter {
 public:
  explicit JsonWriter(int digits = 17, std::FILE* sink = nullptr) : digits_(digits < 1 ? 1 : digits > 17 ? 17 : digits), sink_(sink) {}
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
  JsonWriter& array(const std::vector<double>& v);                     // [..]
  JsonWriter& matrix(const std::vector<std::vector<double>>& m);       // [[..],[..]]
  JsonWriter& matrix(const std::vector<double>& m, std::size_t cols);  // row-major [rows*cols] -> [[..],[..]]
  const std::string& str() const { return out_; }
  void flush();  // writes what is pending to the sink (none: does nothing)

 private:
  void separate();  // the comma before a value or key, when one is due

  int digits_;
  std::FILE* sink_;
  std::string out_;
  std::vector<bool> first_;  // per open container: nothing written in it yet
  bool after_key_ = false;
};

}  // namespace mm::cli
