// vocab.hpp — reading a names file and turning characters into integers (makemore's stoi/itos).
// parse_names validates a student's own file and says what is wrong and on which line;
// build_vocab makes '.' (the start/end token) index 0, then the sorted distinct characters.
// Leaves out: multi-byte UTF-8 (each vocabulary entry is one ASCII byte; 'é' is rejected with a
// clear message), case folding (upper- and lowercase letters are distinct characters).
#pragma once
#include <string>
#include <vector>

#include "refusal.hpp"

namespace mm {

constexpr int kMaxNameLength = 64;       // characters per name, after trimming
constexpr int kMaxDistinctChars = 64;    // distinct characters across the file ('.' excluded)
constexpr int kMaxLines = 500000;        // lines per file, blank ones included

// A problem with the data a student supplied: a Refusal with code "names.<what>" (refusal.hpp
// lists them). what() reads "line 17: ..." when a line is known; the line is then also the
// first parameter.
class DataError : public Refusal {
 public:
  DataError(const std::string& what, Params params, const std::string& message)
      : Refusal("names." + what, std::move(params), message) {}
  DataError(int line, const std::string& what, Params params, const std::string& message)
      : Refusal("names." + what, with_line(line, std::move(params)), "line " + std::to_string(line) + ": " + message),
        line_(line) {}
  int line() const { return line_; }     // 1-based; 0 when the problem is not on one line

 private:
  static Params with_line(int line, Params p) {
    p.insert(p.begin(), {"line", std::to_string(line)});
    return p;
  }
  int line_ = 0;
};

// V entries: itos[0] = '.', then the distinct characters of the words in ascending order.
struct Vocab {
  std::vector<char> itos;
  int stoi(char c) const;                // index of c; throws DataError if c is not in the vocabulary
  int size() const { return static_cast<int>(itos.size()); }
};

// One name per line ('\n' or "\r\n"); a leading UTF-8 byte-order mark is ignored; spaces and tabs
// around a name are trimmed; blank lines are skipped. Throws DataError (see the limits above) for:
// an empty file or one without names, binary content (NUL byte, invalid UTF-8, control
// characters), non-ASCII characters, too long a name, too many distinct characters or lines,
// and a name containing '.', which is reserved as the boundary token.
std::vector<std::string> parse_names(const std::string& text);

// parse_names of a file's contents; throws DataError if the file cannot be read.
std::vector<std::string> load_names(const std::string& path);

// '.' = 0, then the sorted distinct characters (makemore: sorted(set(''.join(words)))).
// Throws DataError if a word contains '.' or there are more than kMaxDistinctChars characters.
Vocab build_vocab(const std::vector<std::string>& words);

}  // namespace mm
