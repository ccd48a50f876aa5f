// unicode.cpp — UTF-8 both ways and the lower-case table: each row maps a run of capitals, every
// `stride`-th code point from lo to hi, by adding `delta` (the blocks pair capitals and small
// letters either 32/80 apart or side by side: Ā ā Ă ă ...).
#include "data/unicode.hpp"

#include <stdexcept>

namespace mm::unicode {
namespace {

struct CaseRun {
  char32_t lo, hi;
  int stride, delta;
};

// Unicode 14 simple lower-case mappings of U+0000–U+017F and U+0370–U+052F (Python's str.lower()
// of each code point, tests/reference/lowercase_ref.txt).
constexpr CaseRun kLower[] = {
    {0x41, 0x5A, 1, 32},   {0xC0, 0xD6, 1, 32},     {0xD8, 0xDE, 1, 32},                          // Latin-1
    {0x100, 0x12E, 2, 1},  {0x130, 0x130, 1, -199}, {0x132, 0x136, 2, 1},  {0x139, 0x147, 2, 1},  // Extended-A
    {0x14A, 0x176, 2, 1},  {0x178, 0x178, 1, -121}, {0x179, 0x17D, 2, 1},  {0x370, 0x372, 2, 1},
    {0x376, 0x376, 1, 1},  {0x37F, 0x37F, 1, 116},  {0x386, 0x386, 1, 38},  // Greek
    {0x388, 0x38A, 1, 37}, {0x38C, 0x38C, 1, 64},   {0x38E, 0x38F, 1, 63}, {0x391, 0x3A1, 1, 32},
    {0x3A3, 0x3AB, 1, 32}, {0x3CF, 0x3CF, 1, 8},    {0x3D8, 0x3EE, 2, 1},  {0x3F4, 0x3F4, 1, -60},
    {0x3F7, 0x3F7, 1, 1},  {0x3F9, 0x3F9, 1, -7},   {0x3FA, 0x3FA, 1, 1},  {0x3FD, 0x3FF, 1, -130},
    {0x400, 0x40F, 1, 80}, {0x410, 0x42F, 1, 32},   {0x460, 0x480, 2, 1},  {0x48A, 0x4BE, 2, 1},  // Cyrillic
    {0x4C0, 0x4C0, 1, 15}, {0x4C1, 0x4CD, 2, 1},    {0x4D0, 0x52E, 2, 1},
};

}  // namespace

std::size_t decode_one(std::string_view s, std::size_t i, char32_t* cp) {
  if (i >= s.size()) return 0;
  const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[i + k]); };
  const unsigned lead = b(0);
  if (lead < 0x80) {
    *cp = lead;
    return 1;
  }
  const std::size_t n = lead >= 0xF0 && lead <= 0xF4 ? 4 : lead >= 0xE0 && lead < 0xF0 ? 3 : lead >= 0xC2 && lead < 0xE0 ? 2 : 0;
  if (n == 0 || i + n > s.size()) return 0;
  char32_t value = lead & (0x7Fu >> n);
  for (std::size_t k = 1; k < n; ++k) {
    if ((b(k) & 0xC0) != 0x80) return 0;
    value = (value << 6) | (b(k) & 0x3F);
  }
  constexpr char32_t kMin[] = {0, 0, 0x80, 0x800, 0x10000};  // shorter forms are overlong
  if (value < kMin[n] || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF)) return 0;
  *cp = value;
  return n;
}

std::u32string decode(std::string_view s) {
  std::u32string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    char32_t cp = 0;
    const std::size_t n = decode_one(s, i, &cp);
    if (n == 0) throw std::invalid_argument("decode: invalid UTF-8 at byte " + std::to_string(i));
    out += cp;
    i += n;
  }
  return out;
}

std::size_t length(std::string_view s) {
  std::size_t n = 0;
  for (char c : s) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;  // continuation bytes are 10xxxxxx
  return n;
}

void append_utf8(std::string& out, char32_t cp) {
  const auto byte = [&](char32_t v) { out += static_cast<char>(v); };
  if (cp < 0x80) {
    byte(cp);
  } else if (cp < 0x800) {
    byte(0xC0 | (cp >> 6));
    byte(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    byte(0xE0 | (cp >> 12));
    byte(0x80 | ((cp >> 6) & 0x3F));
    byte(0x80 | (cp & 0x3F));
  } else {
    byte(0xF0 | (cp >> 18));
    byte(0x80 | ((cp >> 12) & 0x3F));
    byte(0x80 | ((cp >> 6) & 0x3F));
    byte(0x80 | (cp & 0x3F));
  }
}

std::string to_utf8(char32_t cp) {
  std::string s;
  append_utf8(s, cp);
  return s;
}

std::string to_utf8(const std::u32string& s) {
  std::string out;
  for (char32_t cp : s) append_utf8(out, cp);
  return out;
}

char32_t to_lower(char32_t cp, bool turkish) {
  if (turkish && cp == U'I') return U'\u0131';  // Turkish: I -> ı (and İ -> i, in the table)
  if (cp < 0x41 || cp > 0x52E) return cp;
  for (const CaseRun& r : kLower) {
    if (cp < r.lo) return cp;  // the runs are sorted
    if (cp <= r.hi && (cp - r.lo) % static_cast<char32_t>(r.stride) == 0) return static_cast<char32_t>(static_cast<int>(cp) + r.delta);
  }
  return cp;
}

}  // namespace mm::unicode
