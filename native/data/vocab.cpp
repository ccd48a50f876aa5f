// vocab.cpp — names-file validation (every message names the line) and the character vocabulary.
// A file is checked line by line in one pass; the first problem found is the one reported.
#include "data/vocab.hpp"

#include <array>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string_view>

namespace mm {
namespace {

std::string hex_byte(unsigned char b) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "0x%02X", b);
  return buf;
}

// Length (2–4) of the well-formed UTF-8 sequence starting at s[i], or 0 if there is none.
// Rejects overlong forms, surrogates and code points above U+10FFFF. *cp gets the code point.
std::size_t utf8_sequence(std::string_view s, std::size_t i, unsigned* cp) {
  const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[i + k]); };
  const unsigned lead = b(0);
  std::size_t n = lead >= 0xF0 && lead <= 0xF4 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 0;
  if (n == 0 || i + n > s.size()) return 0;
  unsigned value = lead & (0x7F >> n);
  for (std::size_t k = 1; k < n; ++k) {
    if ((b(k) & 0xC0) != 0x80) return 0;
    value = (value << 6) | (b(k) & 0x3F);
  }
  const unsigned min_value[] = {0, 0, 0x80, 0x800, 0x10000};
  if (value < min_value[n] || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF)) return 0;
  *cp = value;
  return n;
}

std::string control_name(unsigned char c) {
  switch (c) {
    case '\t': return hex_byte(c) + " (tab)";
    case '\r': return hex_byte(c) + " (carriage return; lines must end with \\n or \\r\\n)";
    default: return hex_byte(c);
  }
}

const char* control_kind(unsigned char c) { return c == '\t' ? "tab" : c == '\r' ? "carriage_return" : "other"; }

// Binary content and characters the vocabulary cannot hold: NUL, invalid UTF-8, control
// characters, and (valid) non-ASCII characters, which would need several bytes per entry.
void check_bytes(const std::string& name, int line) {
  for (std::size_t i = 0; i < name.size(); ++i) {
    const auto c = static_cast<unsigned char>(name[i]);
    if (c == 0)
      throw DataError(line, "nul_byte", {}, "contains a NUL byte (0x00): this looks like a binary file, "
                                            "not a text file with one name per line");
    if (c < 0x80) {
      if (c < 0x20 || c == 0x7F)
        throw DataError(line, "control_char", {{"char", hex_byte(c)}, {"what", control_kind(c)}},
                        "contains the control character " + control_name(c) +
                            "; a names file holds plain text, one name per line");
      continue;
    }
    unsigned cp = 0;
    const std::size_t n = utf8_sequence(name, i, &cp);
    if (n == 0)
      throw DataError(line, "invalid_utf8", {{"byte", hex_byte(c)}},
                      "contains the byte " + hex_byte(c) + ", which is not valid UTF-8: this "
                      "looks like a binary file, or text in another encoding (save it as UTF-8)");
    char code[16];
    std::snprintf(code, sizeof code, "U+%04X", cp);
    throw DataError(line, "non_ascii", {{"name", name}, {"char", name.substr(i, n)}, {"code_point", code}},
                    "name \"" + name + "\" contains '" + name.substr(i, n) + "' (" + code +
                        "), which is not an ASCII character; only ASCII characters are "
                        "supported (one byte per vocabulary entry)");
  }
}

void check_name(const std::string& name, int line) {
  if (name.size() > static_cast<std::size_t>(kMaxNameLength))
    throw DataError(line, "too_long", {{"length", std::to_string(name.size())}, {"max", std::to_string(kMaxNameLength)}},
                    "name is " + std::to_string(name.size()) + " characters long; at most " +
                        std::to_string(kMaxNameLength) + " are allowed");
  if (name.find('.') != std::string::npos)
    throw DataError(line, "reserved_dot", {{"name", name}},
                    "name \"" + name + "\" contains '.', which is reserved as the start/end-of-name token");
}

std::string_view trim(std::string_view s) {
  const auto first = s.find_first_not_of(" \t");
  if (first == std::string_view::npos) return {};
  return s.substr(first, s.find_last_not_of(" \t") - first + 1);
}

// Yields the lines of `text` one by one ('\n' or "\r\n"), counting them from 1.
class LineReader {
 public:
  explicit LineReader(const std::string& text) : text_(text) {
    if (text_.substr(0, 3) == "\xEF\xBB\xBF") pos_ = 3;   // UTF-8 byte-order mark
  }
  bool next(std::string_view* line) {
    if (pos_ >= text_.size()) return false;
    std::size_t end = text_.find('\n', pos_);
    if (end == std::string_view::npos) end = text_.size();
    *line = text_.substr(pos_, end - pos_);
    if (!line->empty() && line->back() == '\r') line->remove_suffix(1);
    pos_ = end + 1;
    ++number_;
    return true;
  }
  int number() const { return number_; }
  bool at_end() const { return pos_ >= text_.size(); }

 private:
  std::string_view text_;
  std::size_t pos_ = 0;
  int number_ = 0;
};

}  // namespace

int Vocab::stoi(char c) const {
  for (std::size_t i = 0; i < itos.size(); ++i)
    if (itos[i] == c) return static_cast<int>(i);
  const auto u = static_cast<unsigned char>(c);
  const std::string shown = u >= 0x20 && u < 0x7F ? "'" + std::string(1, c) + "'" : hex_byte(u);
  throw DataError("unknown_char", {{"char", shown}}, "character " + shown + " is not in the vocabulary");
}

std::vector<std::string> parse_names(const std::string& text) {
  LineReader reader(text);
  if (reader.at_end()) throw DataError(1, "empty", {}, "the file is empty; expected one name per line");
  std::vector<std::string> names;
  std::array<bool, 256> seen{};
  int distinct = 0;
  std::string_view raw;
  while (reader.next(&raw)) {
    const int line = reader.number();
    if (line > kMaxLines)
      throw DataError(line, "too_many_lines", {{"max", std::to_string(kMaxLines)}},
                      "the file has more than " + std::to_string(kMaxLines) + " lines; at most " +
                          std::to_string(kMaxLines) + " are allowed");
    const std::string name(trim(raw));
    if (name.empty()) continue;
    check_bytes(name, line);
    check_name(name, line);
    for (char c : name) {
      if (seen[static_cast<unsigned char>(c)]) continue;
      seen[static_cast<unsigned char>(c)] = true;
      if (++distinct > kMaxDistinctChars)
        throw DataError(line, "too_many_chars",
                        {{"char", std::string(1, c)}, {"count", std::to_string(distinct)}, {"max", std::to_string(kMaxDistinctChars)}},
                        std::string("'") + c + "' is the " + std::to_string(distinct) +
                            "th different character in the file; at most " + std::to_string(kMaxDistinctChars) +
                            " are allowed");
    }
    names.push_back(name);
  }
  if (names.empty()) {
    const int n = reader.number();
    throw DataError(n, "no_names", {{"lines", std::to_string(n)}},
                    n == 1 ? std::string("no names found: the only line is blank")
                           : "no names found: all " + std::to_string(n) + " lines are blank");
  }
  return names;
}

std::vector<std::string> load_names(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in.is_open()) throw DataError("unreadable", {{"path", path}}, "cannot open the file \"" + path + "\"");
  std::string text;
  try {   // libstdc++ throws from the stream buffer for e.g. a directory
    text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  } catch (const std::exception&) {
    in.setstate(std::ios::badbit);
  }
  if (in.bad()) throw DataError("unreadable", {{"path", path}}, "cannot read the file \"" + path + "\"");
  return parse_names(text);
}

Vocab build_vocab(const std::vector<std::string>& words) {
  std::array<bool, 256> seen{};
  for (const std::string& w : words)
    for (char c : w) {
      if (c == '.')
        throw DataError("reserved_dot", {{"name", w}}, "name \"" + w + "\" contains '.', which is reserved as the start/end-of-name token");
      seen[static_cast<unsigned char>(c)] = true;
    }
  Vocab v;
  v.itos.push_back('.');
  for (int u = 0; u < 256; ++u)
    if (seen[u]) v.itos.push_back(static_cast<char>(u));   // ascending byte order = sorted()
  if (v.size() - 1 > kMaxDistinctChars)
    throw DataError("too_many_chars", {{"char", ""}, {"count", std::to_string(v.size() - 1)}, {"max", std::to_string(kMaxDistinctChars)}},
                    "the names use " + std::to_string(v.size() - 1) + " different characters; at most " +
                        std::to_string(kMaxDistinctChars) + " are allowed");
  return v;
}

}  // namespace mm
