// cli/json.cpp — a strict recursive-descent JSON parser (depth-capped) and json_quote; the writer
// is in json_writer.cpp.
// Every path through the parser either consumes input or throws, so any byte string ends in a
// value or a JsonError; no input can recurse deeper than Json::kMaxDepth containers. A value
// costs one 16-byte node (at most one per two bytes of input) and its string bytes, no more.
#include "json.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <limits>
#include <stdexcept>
#include <unordered_set>

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
  if (c >= 0xC2 && c <= 0xDF)
    n = 2;
  else if (c == 0xE0)
    n = 3, lo = 0xA0;
  else if ((c >= 0xE1 && c <= 0xEC) || c == 0xEE || c == 0xEF)
    n = 3;
  else if (c == 0xED)
    n = 3, hi = 0x9F;
  else if (c == 0xF0)
    n = 4, lo = 0x90;
  else if (c >= 0xF1 && c <= 0xF3)
    n = 4;
  else if (c == 0xF4)
    n = 4, hi = 0x8F;
  else
    return 0;
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

using Node = JsonDocument::Node;
static_assert(sizeof(Node) == 16, "one JSON value, one 16-byte node");

class Parser {
 public:
  Parser(const std::string& s, JsonDocument& doc) : s_(s), doc_(doc) {}

  void run() {
    if (s_.size() >= std::numeric_limits<std::uint32_t>::max()) fail("the text is larger than 4 GiB");
    if (s_.compare(0, 3, "\xEF\xBB\xBF") == 0) i_ = 3;
    skip_ws();
    value(0);
    skip_ws();
    if (i_ < s_.size()) fail("unexpected " + describe() + " after the JSON value");
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    std::size_t line = 1, col = 1;
    for (std::size_t k = 0; k < i_ && k < s_.size(); ++k) {
      if (s_[k] == '\n')
        ++line, col = 1;
      else
        ++col;
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

  Node& push(Json::Type type) {
    doc_.nodes.emplace_back();
    doc_.nodes.back().type = type;
    return doc_.nodes.back();
  }

  void value(int depth) {
    if (at_end()) fail("unexpected end of input, expected a value");
    const char c = peek();
    if (c == '{' || c == '[') {
      if (depth >= Json::kMaxDepth) fail("arrays/objects nested more than " + std::to_string(Json::kMaxDepth) + " levels deep");
      return c == '{' ? object(depth + 1) : array(depth + 1);
    }
    if (c == '"') {
      string_node();
    } else if (c == '-' || is_digit(c)) {
      const double v = number();
      push(Json::Type::Number).number = v;
    } else if (literal("true") || literal("false")) {
      push(Json::Type::Bool).boolean = c == 't';
    } else if (literal("null")) {
      push(Json::Type::Null);
    } else {
      const bool nan_like = c == 'N' || c == 'I' || c == 'n' || c == 'i';
      fail("unexpected " + describe() + ", expected a value" + (nan_like ? " (JSON has no NaN or Infinity)" : ""));
    }
  }

  bool literal(const char* word) {
    const std::string w(word);
    if (s_.compare(i_, w.size(), w) != 0) return false;
    i_ += w.size();
    return true;
  }

  // The container's node is pushed first; count and the end index are set once it closes.
  void close(std::size_t at, std::uint32_t count) {
    doc_.nodes[at].count = count;
    doc_.nodes[at].index = doc_.nodes.size();
  }

  void array(int depth) {
    const std::size_t at = doc_.nodes.size();
    push(Json::Type::Array);
    std::uint32_t count = 0;
    ++i_;  // '['
    skip_ws();
    if (!at_end() && peek() == ']') return ++i_, close(at, count);
    for (;;) {
      skip_ws();
      value(depth);
      ++count;
      skip_ws();
      if (at_end()) fail("unexpected end of input inside an array (missing ']')");
      if (peek() == ']') return ++i_, close(at, count);
      if (peek() != ',') fail("expected ',' or ']' in an array, got " + describe());
      ++i_;
    }
  }

  std::string_view text_of(std::size_t node) const {
    const Node& n = doc_.nodes[node];
    return std::string_view(doc_.strings).substr(n.index, n.count);
  }

  void object(int depth) {
    const std::size_t at = doc_.nodes.size();
    push(Json::Type::Object);
    // Key nodes seen so far, compared by their text (indices stay valid while strings grows).
    auto hash = [this](std::size_t k) { return std::hash<std::string_view>()(text_of(k)); };
    auto same = [this](std::size_t a, std::size_t b) { return text_of(a) == text_of(b); };
    std::unordered_set<std::size_t, decltype(hash), decltype(same)> seen(0, hash, same);
    std::uint32_t count = 0;
    ++i_;  // '{'
    skip_ws();
    if (!at_end() && peek() == '}') return ++i_, close(at, count);
    for (;;) {
      skip_ws();
      if (at_end() || peek() != '"') fail("expected a \"key\" in an object, got " + describe());
      const std::size_t key_at = i_;
      const std::size_t key = string_node();
      if (!seen.insert(key).second) {
        i_ = key_at;
        fail("duplicate key " + json_quote(std::string(text_of(key).substr(0, 64))));
      }
      skip_ws();
      if (at_end() || peek() != ':') fail("expected ':' after an object key, got " + describe());
      ++i_;
      skip_ws();
      value(depth);
      ++count;
      skip_ws();
      if (at_end()) fail("unexpected end of input inside an object (missing '}')");
      if (peek() == '}') return ++i_, close(at, count);
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

  // A string literal decoded straight into the document's buffer; returns its node's index.
  std::size_t string_node() {
    std::string& out = doc_.strings;
    const std::size_t start = out.size(), at = doc_.nodes.size();
    ++i_;  // opening quote
    for (;;) {
      if (at_end()) fail("unterminated string (missing '\"')");
      const unsigned char c = static_cast<unsigned char>(peek());
      if (c == '"') break;
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
    ++i_;
    Node& node = push(Json::Type::String);
    node.count = static_cast<std::uint32_t>(out.size() - start);
    node.index = start;
    return at;
  }

  const std::string& s_;
  JsonDocument& doc_;
  std::size_t i_ = 0;
};

const Node& node_of(const JsonDocument* doc, std::size_t at) { return doc->nodes[at]; }

// The node after the value at `at`: the next one, or for a container the one after its contents.
std::size_t after(const JsonDocument* doc, std::size_t at) {
  const Node& n = node_of(doc, at);
  return n.type == Json::Type::Array || n.type == Json::Type::Object ? n.index : at + 1;
}

}  // namespace

Json Json::Iterator::operator*() const { return Json(doc_, object_ ? at_ + 1 : at_); }

std::string_view Json::Iterator::key() const {
  if (!object_) throw std::logic_error("Json: key() of an array element");
  return Json(doc_, at_).string();
}

Json::Iterator& Json::Iterator::operator++() {
  at_ = after(doc_, object_ ? at_ + 1 : at_);
  return *this;
}

Json::Type Json::type() const { return node_of(doc_, at_).type; }
bool Json::boolean() const { return node_of(doc_, at_).boolean; }
double Json::number() const { return is(Type::Number) ? node_of(doc_, at_).number : 0; }

std::string_view Json::string() const {
  if (!is(Type::String)) return {};
  const Node& n = node_of(doc_, at_);
  return std::string_view(doc_->strings).substr(n.index, n.count);
}

std::size_t Json::size() const { return is(Type::Array) || is(Type::Object) ? node_of(doc_, at_).count : 0; }

Json::Iterator Json::begin() const {
  return Iterator(doc_, at_ + 1, is(Type::Object));  // a scalar's begin() is its end()
}

Json::Iterator Json::end() const { return Iterator(doc_, after(doc_, at_), is(Type::Object)); }

std::optional<Json> Json::find(std::string_view key) const {
  if (!is(Type::Object)) return std::nullopt;
  for (auto it = begin(); it != end(); ++it)
    if (it.key() == key) return *it;
  return std::nullopt;
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

JsonDocument parse_json(const std::string& text) {
  JsonDocument doc;
  Parser(text, doc).run();
  return doc;
}

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

}  // namespace mm::cli
