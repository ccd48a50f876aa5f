// vocab.hpp — reading a names file and turning characters into integers (makemore's stoi/itos).
// parse_names validates a student's own file, says what is wrong and on which line, and lower-cases
// the names; build_vocab makes '.' (the start/end token) index 0, then the sorted distinct
// characters. A character is a Unicode code point (ç, ğ, ı, ж, λ, ...), read from UTF-8.
// Leaves out: normalisation (a decomposed c + U+0327 counts as two characters) and the capitals
// of scripts outside data/unicode.hpp's table, which stay capitals.
#pragma once
#include <string>
#include <vector>

#include "data/unicode.hpp"
#include "refusal.hpp"

// The loader's work on one line, name or word is a function of its own, called once per item, not
// a loop body inlined into one long call: a wasm engine runs a function's first calls on its
// baseline compiler and later calls on optimised code, so a page's first names list is read
// mostly at full speed instead of entirely at baseline speed.
#if defined(__GNUC__) || defined(__clang__)
#define MM_PER_ITEM __attribute__((noinline))
#else
#define MM_PER_ITEM
#endif

namespace mm {

constexpr int kMaxNameLength = 64;     // characters (code points) per name, after trimming
constexpr int kMaxDistinctChars = 64;  // distinct characters across the file ('.' excluded), after lower-casing
constexpr int kMaxLines = 500000;      // lines per file, blank ones included

// A problem with the data a student supplied: a Refusal with code "names.<what>" (refusal.hpp
// lists them). what() reads "line 17: ..." when a line is known; the line is then also the
// first parameter.
class DataError : public Refusal {
 public:
  DataError(const std::string& what, Params params, const std::string& message) : Refusal("names." + what, std::move(params), message) {}
  DataError(int line, const std::string& what, Params params, const std::string& message)
      : Refusal("names." + what, with_line(line, std::move(params)), "line " + std::to_string(line) + ": " + message), line_(line) {}
  int line() const { return line_; }  // 1-based; 0 when the problem is not on one line

 private:
  static Params with_line(int line, Params p) {
    p.insert(p.begin(), {"line", std::to_string(line)});
    return p;
  }
  int line_ = 0;
};

// V entries: itos[0] = '.', then the distinct characters of the words in ascending code-point
// order (Python's sorted(set(''.join(words)))).
struct Vocab {
  std::u32string itos;         // code points
  int stoi(char32_t c) const;  // index of c; throws DataError if c is not in the vocabulary
  int size() const { return static_cast<int>(itos.size()); }
  std::string utf8(std::size_t i) const;  // itos[i] as UTF-8
  std::string alphabet() const;           // itos joined, as UTF-8
};

// Turkish casing (I -> ı, İ -> i) is used when the file holds a letter that the Turkish alphabet
// has and the Western European ones do not: ğ Ğ ı İ, or ş Ş without Romanian's ă Ă ţ Ţ ș Ș ț Ț
// (older Romanian text writes ş). ç, ö, ü alone do not count: German and French lists have them,
// and their "Ingrid" must stay "ingrid". A Turkish list of a few dozen names nearly always has ğ,
// ı or ş; one without them (and with a capital I) gets the default i.
bool uses_turkish_casing(const std::string& utf8_text);

// One name per line ('\n' or "\r\n"); a leading UTF-8 byte-order mark is ignored; spaces, tabs and
// byte-order marks (U+FEFF) around a name are trimmed; blank lines are skipped; every name is lower-cased (unicode.hpp's
// table; the Turkish I when uses_turkish_casing). Throws DataError (see the limits above) for:
// an empty file or one without names, binary content (NUL byte, invalid UTF-8, control
// characters, C1 controls U+0080–U+009F included), too long a name, too many lines, a name
// containing '.', which is reserved as the boundary token (each with its line, the first such
// line in the file), and then too many distinct characters (with the line that brings the 65th).
std::vector<std::string> parse_names(const std::string& text);

// parse_names of a file's contents; throws DataError if the file cannot be read.
std::vector<std::string> load_names(const std::string& path);

// The characters (code points) of a word; throws DataError (names.invalid_utf8) if it is not UTF-8.
std::u32string characters_of(const std::string& word);

// f(cp) for each character of `word` in order, as characters_of gives them, without building the
// string (ASCII bytes need no decoding). Throws as characters_of does, at the first bad byte.
namespace detail {
[[noreturn]] void throw_invalid_utf8(unsigned char byte);  // names.invalid_utf8, as characters_of throws it
}
template <class F>
void for_each_character(const std::string& word, F&& f) {
  for (std::size_t i = 0; i < word.size();) {
    const auto c = static_cast<unsigned char>(word[i]);
    if (c < 0x80) {
      f(static_cast<char32_t>(c));
      ++i;
      continue;
    }
    char32_t cp = 0;
    const std::size_t n = unicode::decode_one(word, i, &cp);
    if (n == 0) detail::throw_invalid_utf8(c);
    f(cp);
    i += n;
  }
}

// '.' = 0, then the sorted distinct characters (makemore: sorted(set(''.join(words)))).
// Throws DataError if a word contains '.' or there are more than kMaxDistinctChars characters.
Vocab build_vocab(const std::vector<std::string>& words);

}  // namespace mm
