// vocab.cpp — names-file validation (every message names the line), lower-casing and the
// character vocabulary. A file is read in two passes: the first checks each line (the first
// problem found is the one reported) and notes the file's letters, the second lower-cases every
// name (Turkish or not is a property of the whole file) and counts the distinct characters.
#include "data/vocab.hpp"

#include <algorithm>
#include <array>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string_view>
#include <utility>

#include "data/unicode.hpp"

namespace mm {
namespace {

std::string hex_byte(unsigned char b) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "0x%02X", b);
  return buf;
}

std::string control_name(unsigned char c) {
  switch (c) {
    case '\t': return hex_byte(c) + " (tab)";
    case '\r': return hex_byte(c) + " (carriage return; lines must end with \\n or \\r\\n)";
    default: return hex_byte(c);
  }
}

const char* control_kind(unsigned char c) { return c == '\t' ? "tab" : c == '\r' ? "carriage_return" : "other"; }

std::string code_point_name(char32_t cp) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "U+%04X", static_cast<unsigned>(cp));
  return buf;
}

[[noreturn]] void control_error(int line, char32_t cp) {
  const auto c = static_cast<unsigned char>(cp);  // C0, DEL or C1: below 0x100
  const std::string shown = cp < 0x80 ? control_name(c) : code_point_name(cp);
  throw DataError(line, "control_char", {{"char", hex_byte(c)}, {"what", control_kind(c)}},
                  "contains the control character " + shown + "; a names file holds plain text, one name per line");
}

// Binary content: NUL, invalid UTF-8, control characters (C0, DEL and the C1 range U+0080–U+009F).
// Returns the name's length in characters.
MM_PER_ITEM int check_characters(const std::string& name, int line) {
  int length = 0;
  for (std::size_t i = 0; i < name.size(); ++length) {
    const auto c = static_cast<unsigned char>(name[i]);
    if (c >= 0x20 && c < 0x7F) {  // printable ASCII: most of any file
      ++i;
      continue;
    }
    if (c == 0)
      throw DataError(line, "nul_byte", {},
                      "contains a NUL byte (0x00): this looks like a binary file, "
                      "not a text file with one name per line");
    char32_t cp = 0;
    const std::size_t n = unicode::decode_one(name, i, &cp);
    if (n == 0)
      throw DataError(line, "invalid_utf8", {{"byte", hex_byte(c)}},
                      "contains the byte " + hex_byte(c) +
                          ", which is not valid UTF-8: this "
                          "looks like a binary file, or text in another encoding (save it as UTF-8)");
    if (cp < 0x20 || (cp >= 0x7F && cp <= 0x9F)) control_error(line, cp);
    i += n;
  }
  return length;
}

void check_name(const std::string& name, int length, int line) {
  if (length > kMaxNameLength)
    throw DataError(line, "too_long", {{"length", std::to_string(length)}, {"max", std::to_string(kMaxNameLength)}},
                    "name is " + std::to_string(length) + " characters long; at most " + std::to_string(kMaxNameLength) + " are allowed");
  if (name.find('.') != std::string::npos)
    throw DataError(line, "reserved_dot", {{"name", name}},
                    "name \"" + name + "\" contains '.', which is reserved as the start/end-of-name token");
}

// The distinct characters seen so far (at most kMaxDistinctChars + 1 of them).
class CharSet {
 public:
  bool insert(char32_t cp) {  // true when cp is new
    if (cp < 128) return !std::exchange(ascii_[cp], true);
    if (std::find(other_.begin(), other_.end(), cp) != other_.end()) return false;
    other_.push_back(cp);
    return true;
  }

 private:
  std::array<bool, 128> ascii_{};
  std::u32string other_;
};

// Lower-cases names in place, one call per name, and counts the distinct characters: the first
// one beyond kMaxDistinctChars is refused on its line.
class Lowering {
 public:
  explicit Lowering(bool turkish) : turkish_(turkish) {}

  MM_PER_ITEM void operator()(std::string& name, int line) {
    const bool ascii = std::all_of(name.begin(), name.end(), [&](char c) {
      return static_cast<unsigned char>(c) < 0x80 && !(turkish_ && c == 'I');  // Turkish I -> ı is two bytes
    });
    if (ascii) {  // in place, byte by byte
      for (char& c : name) {
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c + ('a' - 'A'));
        count(static_cast<unsigned char>(c), line);
      }
      return;
    }
    std::string lower;
    lower.reserve(name.size() + 2);
    for_each_character(name, [&](char32_t cp) {
      cp = unicode::to_lower(cp, turkish_);
      unicode::append_utf8(lower, cp);
      count(cp, line);
    });
    name = std::move(lower);
  }

 private:
  void count(char32_t cp, int line) {
    if (!seen_.insert(cp) || ++distinct_ <= kMaxDistinctChars) return;
    const std::string ch = unicode::to_utf8(cp);
    throw DataError(line, "too_many_chars",
                    {{"char", ch}, {"count", std::to_string(distinct_)}, {"max", std::to_string(kMaxDistinctChars)}},
                    "'" + ch + "' is the " + std::to_string(distinct_) + "th different character in the file; at most " +
                        std::to_string(kMaxDistinctChars) + " are allowed");
  }

  CharSet seen_;
  int distinct_ = 0;
  bool turkish_;
};

// Spaces, tabs and byte-order marks (U+FEFF: files pasted together keep theirs) around a name.
std::string_view trim(std::string_view s) {
  constexpr std::string_view kBom = "\xEF\xBB\xBF";
  for (bool again = true; again;) {
    again = false;
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    if (s.substr(0, 3) == kBom) {
      s.remove_prefix(3);
      again = true;
    }
    if (s.size() >= 3 && s.substr(s.size() - 3) == kBom) {
      s.remove_suffix(3);
      again = true;
    }
  }
  return s;
}

// Yields the lines of `text` one by one ('\n' or "\r\n"), counting them from 1.
class LineReader {
 public:
  explicit LineReader(const std::string& text) : text_(text) {
    if (text_.substr(0, 3) == "\xEF\xBB\xBF") pos_ = 3;  // UTF-8 byte-order mark
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

int Vocab::stoi(char32_t c) const {
  const auto at = itos.find(c);
  if (at != std::u32string::npos) return static_cast<int>(at);
  const std::string shown = c >= 0x20 && c != 0x7F && !(c >= 0x80 && c <= 0x9F) && c <= 0x10FFFF && !(c >= 0xD800 && c <= 0xDFFF)
                                ? "'" + unicode::to_utf8(c) + "'"
                                : code_point_name(c);
  throw DataError("unknown_char", {{"char", shown}}, "character " + shown + " is not in the vocabulary");
}

std::string Vocab::utf8(std::size_t i) const { return unicode::to_utf8(itos.at(i)); }
std::string Vocab::alphabet() const { return unicode::to_utf8(itos); }

bool uses_turkish_casing(const std::string& text) {
  bool turkic = false, s_cedilla = false, romanian = false;
  for (std::size_t i = 0; i < text.size();) {
    if (static_cast<unsigned char>(text[i]) < 0x80) {  // ASCII holds none of these letters
      ++i;
      continue;
    }
    char32_t cp = 0;
    const std::size_t n = unicode::decode_one(text, i, &cp);
    i += n ? n : 1;
    if (cp < 0x100) continue;
    turkic = turkic || cp == U'\u011F' || cp == U'\u011E' || cp == U'\u0131' || cp == U'\u0130';        // ğ Ğ ı İ
    s_cedilla = s_cedilla || cp == U'\u015F' || cp == U'\u015E';                                        // ş Ş
    romanian = romanian || cp == U'\u0103' || cp == U'\u0102' || cp == U'\u0163' || cp == U'\u0162' ||  // ă Ă ţ Ţ
               (cp >= U'\u0218' && cp <= U'\u021B');                                                    // Ș ș Ț ț
  }
  return turkic || (s_cedilla && !romanian);
}

std::vector<std::string> parse_names(const std::string& text) {
  LineReader reader(text);
  if (reader.at_end()) throw DataError(1, "empty", {}, "the file is empty; expected one name per line");
  std::vector<std::string> names;
  std::vector<int> lines;  // the line of each name
  std::string_view raw;
  while (reader.next(&raw)) {
    const int line = reader.number();
    if (line > kMaxLines)
      throw DataError(
          line, "too_many_lines", {{"max", std::to_string(kMaxLines)}},
          "the file has more than " + std::to_string(kMaxLines) + " lines; at most " + std::to_string(kMaxLines) + " are allowed");
    std::string name(trim(raw));
    if (name.empty()) continue;
    check_name(name, check_characters(name, line), line);
    names.push_back(std::move(name));
    lines.push_back(line);
  }
  if (names.empty()) {
    const int n = reader.number();
    throw DataError(
        n, "no_names", {{"lines", std::to_string(n)}},
        n == 1 ? std::string("no names found: the only line is blank") : "no names found: all " + std::to_string(n) + " lines are blank");
  }
  Lowering lower(uses_turkish_casing(text));
  for (std::size_t k = 0; k < names.size(); ++k) lower(names[k], lines[k]);
  return names;
}

std::vector<std::string> load_names(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in.is_open()) throw DataError("unreadable", {{"path", path}}, "cannot open the file \"" + path + "\"");
  std::string text;
  try {  // libstdc++ throws from the stream buffer for e.g. a directory
    text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  } catch (const std::exception&) {
    in.setstate(std::ios::badbit);
  }
  if (in.bad()) throw DataError("unreadable", {{"path", path}}, "cannot read the file \"" + path + "\"");
  return parse_names(text);
}

[[noreturn]] void detail::throw_invalid_utf8(unsigned char b) {
  const std::string byte = hex_byte(b);
  throw DataError("invalid_utf8", {{"byte", byte}}, "a name contains the byte " + byte + ", which is not valid UTF-8");
}

std::u32string characters_of(const std::string& word) {
  std::u32string out;
  out.reserve(word.size());
  for_each_character(word, [&](char32_t cp) { out += cp; });
  return out;
}

Vocab build_vocab(const std::vector<std::string>& words) {
  std::u32string chars;  // distinct, unsorted
  CharSet seen;
  for (const std::string& w : words) {
    for_each_character(w, [&](char32_t cp) {
      if (cp == U'.')
        throw DataError("reserved_dot", {{"name", w}}, "name \"" + w + "\" contains '.', which is reserved as the start/end-of-name token");
      if (seen.insert(cp)) chars += cp;
      if (chars.size() > static_cast<std::size_t>(kMaxDistinctChars))
        throw DataError(
            "too_many_chars",
            {{"char", unicode::to_utf8(cp)}, {"count", std::to_string(chars.size())}, {"max", std::to_string(kMaxDistinctChars)}},
            "the names use more than " + std::to_string(kMaxDistinctChars) + " different characters; at most " +
                std::to_string(kMaxDistinctChars) + " are allowed");
    });
  }
  std::sort(chars.begin(), chars.end());  // code-point order = Python's sorted()
  Vocab v;
  v.itos = U"." + chars;
  return v;
}

}  // namespace mm
