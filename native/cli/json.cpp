// cli/json.cpp — a strict recursive-descent JSON parser (depth-capped) and a compact writer.
// Every path through the parser either consumes input or throws, so any byte string ends in a
// value or a JsonError; no input can recurse deeper than Json::kMaxDepth containers.
#include "json.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <stdexcept>

namespace mm::cli {

namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }

std::string hex_byte(unsigned char c) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "0x%02X", static_cast<unsigned>(c));
  return buf;
}

// Length (2-4) of the well-formed UTF-8 sequence starting at s[i] (a byte >= 0x80), 0 if it is
// not one: no overlong forms, no surrogates, nothing above U+10FFFF (Unicode table 3-7).
std::size_t utf8_length(const std::string& s, std::size_t i) {
  auto at = [&](std::size_t k) { return k < s.size() ? static_cast<unsigned char>(s[k]) : 0u; };
  const unsigned c = at(i);
  std::size_t n = 0;
  unsigned lo = 0x80, hi = 0xBF;  // allowed range of the second byte
  if (c >= 0xC2 && c <= 0xDF) n = 2;
  else if (c == 0xE0) n = 3, lo = 0xA0;
  else if ((c >= 0xE1 && c <= 0xEC) || c == 0xEE || c == 0xEF) n = 3;
  else if (c == 0xED) n = 3, hi = 0x9F;
  else if (c == 0xF0) n = 4, lo = 0x90;
  else if (c >= 0xF1 && c <= 0xF3) n = 4;
  else if (c == 0xF4) n = 4, hi = 0x8F;
  else return 0;
  if (at(i + 1) < lo || at(i + 1) > hi) return 0;
  for (std::size_t k = 2; k < n; ++k)
    if (at(i + k) < 0x80 || at(i + k) > 0xBF) return 0;
  return n;
}

void append_utf8(std::string& out, unsigned cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

class Parser {
 public:
  explicit Parser(const std::string& s) : s_(s) {}

  Json run() {
    if (s_.compare(0, 3, "\xEF\xBB\xBF") == 0) i_ = 3;
    skip_ws();
    Json v = value(0);
    skip_ws();
    if (i_ < s_.size()) fail("unexpected " + describe() + " after the JSON value");
    return v;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    std::size_t line = 1, col = 1;
    for (std::size_t k = 0; k < i_ && k < s_.size(); ++k) {
      if (s_[k] == '\n') ++line, col = 1;
      else ++col;
    }
    throw JsonError("invalid JSON at line " + std::to_string(line) + ", column " + std::to_string(col) + ": " + what);
  }

  std::string describe() const {  // the byte at i_, printable
    if (i_ >= s_.size()) return "end of input";
    const unsigned char c = static_cast<unsigned char>(s_[i_]);
    if (c > 0x20 && c < 0x7F) return std::string("character '") + static_cast<char>(c) + "'";
    return "byte " + hex_byte(c);
  }

  bool at_end() const { return i_ >= s_.size(); }
  char peek() const { return s_[i_]; }
  void skip_ws() {
    while (!at_end() && (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r')) ++i_;
  }

  Json value(int depth) {
    if (at_end()) fail("unexpected end of input, expected a value");
    const char c = peek();
    if (c == '{' || c == '[') {
      if (depth >= Json::kMaxDepth)
        fail("arrays/objects nested more than " + std::to_string(Json::kMaxDepth) + " levels deep");
      return c == '{' ? object(depth + 1) : array(depth + 1);
    }
    Json j;
    if (c == '"') {
      j.type = Json::Type::String;
      j.string = string_literal();
    } else if (c == '-' || is_digit(c)) {
      j.type = Json::Type::Number;
      j.number = number();
    } else if (literal("true") || literal("false")) {
      j.type = Json::Type::Bool;
      j.boolean = c == 't';
    } else if (!literal("null")) {
      const bool nan_like = c == 'N' || c == 'I' || c == 'n' || c == 'i';
      fail("unexpected " + describe() + ", expected a value" + (nan_like ? " (JSON has no NaN or Infinity)" : ""));
    }
    return j;
  }

  bool literal(const char* word) {
    const std::string w(word);
    if (s_.compare(i_, w.size(), w) != 0) return false;
    i_ += w.size();
    return true;
  }

  Json array(int depth) {
    Json j;
    j.type = Json::Type::Array;
    ++i_;  // '['
    skip_ws();
    if (!at_end() && peek() == ']') return ++i_, j;
    for (;;) {
      skip_ws();
      j.items.push_back(value(depth));
      skip_ws();
      if (at_end()) fail("unexpected end of input inside an array (missing ']')");
      if (peek() == ']') return ++i_, j;
      if (peek() != ',') fail("expected ',' or ']' in an array, got " + describe());
      ++i_;
    }
  }

  Json object(int depth) {
    Json j;
    j.type = Json::Type::Object;
    std::set<std::string> seen;
    ++i_;  // '{'
    skip_ws();
    if (!at_end() && peek() == '}') return ++i_, j;
    for (;;) {
      skip_ws();
      if (at_end() || peek() != '"') fail("expected a \"key\" in an object, got " + describe());
      const std::size_t key_at = i_;
      std::string key = string_literal();
      if (!seen.insert(key).second) {
        i_ = key_at;
        fail("duplicate key " + json_quote(key.substr(0, 64)));
      }
      skip_ws();
      if (at_end() || peek() != ':') fail("expected ':' after an object key, got " + describe());
      ++i_;
      skip_ws();
      j.items.push_back(value(depth));
      j.keys.push_back(std::move(key));
      skip_ws();
      if (at_end()) fail("unexpected end of input inside an object (missing '}')");
      if (peek() == '}') return ++i_, j;
      if (peek() != ',') fail("expected ',' or '}' in an object, got " + describe());
      ++i_;
    }
  }

  double number() {
    const std::size_t start = i_;
    auto digits = [&](const char* after) {
      if (at_end() || !is_digit(peek())) fail(std::string("expected a digit ") + after + ", got " + describe());
      while (!at_end() && is_digit(peek())) ++i_;
    };
    if (peek() == '-') ++i_;
    if (!at_end() && peek() == '0') {
      ++i_;
      if (!at_end() && is_digit(peek())) fail("a number may not start with 0 followed by more digits");
    } else {
      digits("at the start of a number");
    }
    if (!at_end() && peek() == '.') ++i_, digits("after the decimal point");
    if (!at_end() && (peek() == 'e' || peek() == 'E')) {
      ++i_;
      if (!at_end() && (peek() == '+' || peek() == '-')) ++i_;
      digits("in the exponent");
    }
    const std::string token = s_.substr(start, i_ - start);
    char* end = nullptr;
    const double v = std::strtod(token.c_str(), &end);  // the CLI keeps the "C" locale
    const bool read_all = end == token.c_str() + token.size();
    if (!read_all || !std::isfinite(v)) {
      i_ = start;
      fail("number " + (token.size() > 32 ? token.substr(0, 32) + "..." : token) +
           (read_all ? " is too large for a double" : " could not be read"));
    }
    return v;
  }

  unsigned hex4() {
    unsigned v = 0;
    for (int k = 0; k < 4; ++k, ++i_) {
      if (at_end()) fail("\\u needs 4 hex digits, got end of input");
      const char c = peek();
      const int d = is_digit(c) ? c - '0' : (c >= 'a' && c <= 'f') ? c - 'a' + 10 : (c >= 'A' && c <= 'F') ? c - 'A' + 10 : -1;
      if (d < 0) fail("\\u needs 4 hex digits, got " + describe());
      v = v * 16 + static_cast<unsigned>(d);
    }
    return v;
  }

  void escape(std::string& out) {
    ++i_;  // '\\'
    if (at_end()) fail("unterminated string");
    const char c = peek();
    const char* simple = "\"\\/bfnrt";
    const char* decoded = "\"\\/\b\f\n\r\t";
    for (int k = 0; simple[k]; ++k)
      if (c == simple[k]) return out += decoded[k], void(++i_);
    if (c != 'u') fail("invalid escape \\" + (c > 0x20 && c < 0x7F ? std::string(1, c) : hex_byte(static_cast<unsigned char>(c))));
    ++i_;
    unsigned cp = hex4();
    if (cp >= 0xDC00 && cp <= 0xDFFF) fail("unpaired UTF-16 low surrogate in a \\u escape");
    if (cp >= 0xD800 && cp <= 0xDBFF) {
      if (s_.compare(i_, 2, "\\u") != 0) fail("UTF-16 high surrogate not followed by a \\u low surrogate");
      i_ += 2;
      const unsigned lo = hex4();
      if (lo < 0xDC00 || lo > 0xDFFF) fail("UTF-16 high surrogate not followed by a low surrogate");
      cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
    }
    append_utf8(out, cp);
  }

  std::string string_literal() {
    std::string out;
    ++i_;  // opening quote
    for (;;) {
      if (at_end()) fail("unterminated string (missing '\"')");
      const unsigned char c = static_cast<unsigned char>(peek());
      if (c == '"') return ++i_, out;
      if (c == '\\') {
        escape(out);
      } else if (c < 0x20) {
        fail("control character " + hex_byte(c) + " inside a string (write it as an escape)");
      } else if (c < 0x80) {
        out += static_cast<char>(c), ++i_;
      } else {
        const std::size_t n = utf8_length(s_, i_);
        if (n == 0) fail("invalid UTF-8 byte " + hex_byte(c) + " inside a string");
        out.append(s_, i_, n);
        i_ += n;
      }
    }
  }

  const std::string& s_;
  std::size_t i_ = 0;
};

}  // namespace

const Json* Json::find(const std::string& key) const {
  for (std::size_t k = 0; k < keys.size(); ++k)
    if (keys[k] == key) return &items[k];
  return nullptr;
}

const char* Json::type_name(Type t) {
  switch (t) {
    case Type::Null: return "null";
    case Type::Bool: return "true/false";
    case Type::Number: return "a number";
    case Type::String: return "a string";
    case Type::Array: return "an array";
    case Type::Object: return "an object";
  }
  return "?";
}

Json parse_json(const std::string& text) { return Parser(text).run(); }

std::string json_quote(const std::string& s) {
  std::string out = "\"";
  for (std::size_t i = 0; i < s.size();) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    if (c == '"' || c == '\\') {
      out += '\\', out += static_cast<char>(c), ++i;
    } else if (c == '\n') {
      out += "\\n", ++i;
    } else if (c == '\t') {
      out += "\\t", ++i;
    } else if (c < 0x20 || c == 0x7F) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04X", static_cast<unsigned>(c));
      out += buf, ++i;
    } else if (c < 0x80) {
      out += static_cast<char>(c), ++i;
    } else if (const std::size_t n = utf8_length(s, i)) {
      out.append(s, i, n), i += n;
    } else {
      out += "\\uFFFD", ++i;  // not UTF-8: shown as the replacement character
    }
  }
  return out + "\"";
}

void JsonWriter::separate() {
  if (after_key_) {
    after_key_ = false;
    return;
  }
  if (first_.empty()) return;
  if (!first_.back()) out_ += ',';
  first_.back() = false;
}

JsonWriter& JsonWriter::begin_object() { return separate(), out_ += '{', first_.push_back(true), *this; }
JsonWriter& JsonWriter::begin_array() { return separate(), out_ += '[', first_.push_back(true), *this; }

JsonWriter& JsonWriter::end_object() {
  if (first_.empty() || after_key_) throw std::logic_error("JsonWriter: end_object without an open object");
  first_.pop_back();
  return out_ += '}', *this;
}

JsonWriter& JsonWriter::end_array() {
  if (first_.empty() || after_key_) throw std::logic_error("JsonWriter: end_array without an open array");
  first_.pop_back();
  return out_ += ']', *this;
}

JsonWriter& JsonWriter::key(const std::string& k) {
  separate();
  out_ += json_quote(k);
  out_ += ':';
  after_key_ = true;
  return *this;
}

JsonWriter& JsonWriter::value(double v) {
  if (!std::isfinite(v)) throw std::domain_error("JsonWriter: JSON cannot hold NaN or infinity");
  separate();
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.*g", digits_, v);
  out_ += buf;
  return *this;
}

JsonWriter& JsonWriter::value(const std::string& s) { return separate(), out_ += json_quote(s), *this; }
JsonWriter& JsonWriter::value(bool b) { return separate(), out_ += b ? "true" : "false", *this; }
JsonWriter& JsonWriter::null() { return separate(), out_ += "null", *this; }

JsonWriter& JsonWriter::array(const std::vector<double>& v) {
  begin_array();
  for (double x : v) value(x);
  return end_array();
}

JsonWriter& JsonWriter::matrix(const std::vector<std::vector<double>>& m) {
  begin_array();
  for (const auto& row : m) array(row);
  return end_array();
}

}  // namespace mm::cli
