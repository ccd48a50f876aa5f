// test_unicode.cpp — data/unicode: strict UTF-8 both ways, and the lower-case table checked code
// point by code point against Python's str.lower() (tests/reference/unicode_ref.txt, written by
// tests/reference/unicode_ref.py) over every block it covers, plus the Turkish I.
#include <catch2/catch.hpp>

#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "data/unicode.hpp"

namespace u = mm::unicode;
using namespace std::string_literals;

namespace {

// "lower 0041 0061" lines of the fixture: capital -> small letter.
std::map<char32_t, char32_t> python_lower() {
  std::ifstream in(std::string(MM_SOURCE_DIR) + "/tests/reference/unicode_ref.txt");
  std::string line;
  std::getline(in, line);
  REQUIRE(line.rfind("# unicode_ref v1:", 0) == 0);
  std::map<char32_t, char32_t> m;
  while (std::getline(in, line)) {
    if (line.rfind("lower ", 0) != 0) continue;
    std::istringstream is(line.substr(6));
    unsigned from = 0, to = 0;
    is >> std::hex >> from >> to;
    m[from] = to;
  }
  return m;
}

}  // namespace

TEST_CASE("unicode: UTF-8 decodes strictly and round-trips", "[data][unicode]") {
  const std::string text = "a\xC3\xA7\xC4\x9F\xE2\x82\xAC\xF0\x9F\x98\x80";  // a ç ğ € 😀
  const std::u32string cps = u::decode(text);
  CHECK(cps == U"a\u00E7\u011F\u20AC\U0001F600");
  CHECK(u::to_utf8(cps) == text);
  CHECK(u::length(text) == 5);
  CHECK(u::length("") == 0);
  char32_t cp = 0;
  CHECK(u::decode_one("\xC4\xB1", 0, &cp) == 2);
  CHECK(cp == U'\u0131');
  for (const std::string& bad :
       {"\xC0\x80"s, "\xE0\x80\x80"s, "\xED\xA0\x80"s, "\xF4\x90\x80\x80"s, "\xC3"s, "\x80"s, "\xF5\x80\x80\x80"s, "\xC3\x28"s}) {
    INFO("bytes of length " << bad.size());
    CHECK(u::decode_one(bad, 0, &cp) == 0);  // overlong, surrogate, > U+10FFFF, truncated, stray, bad lead
    CHECK_THROWS_AS(u::decode(bad), std::invalid_argument);
  }
  for (char32_t c : {U'\u0000', U'\u007F', U'\u0080', U'\u07FF', U'\u0800', U'\uFFFF', U'\U00010000', U'\U0010FFFF'}) {
    const std::string s = u::to_utf8(c);
    CHECK(u::decode_one(s, 0, &cp) == s.size());
    CHECK(cp == c);
  }
}

TEST_CASE("unicode: to_lower is Python's str.lower() over every block the table covers", "[data][unicode]") {
  const auto want = python_lower();
  REQUIRE(want.size() > 300);  // 325 capitals in Unicode 14
  int checked = 0;
  for (char32_t cp = 0; cp < 0x530; ++cp) {
    if (cp >= 0x180 && cp < 0x370) continue;  // Latin Extended-B and IPA: left out
    const auto it = want.find(cp);
    const char32_t expected = it == want.end() ? cp : it->second;
    INFO("U+" << std::hex << static_cast<unsigned>(cp));
    CHECK(u::to_lower(cp, /*turkish=*/false) == expected);
    if (cp != U'I') CHECK(u::to_lower(cp, /*turkish=*/true) == expected);
    ++checked;
  }
  CHECK(checked == 0x180 + (0x530 - 0x370));
}

TEST_CASE("unicode: the Turkish I, and what the table leaves alone", "[data][unicode]") {
  CHECK(u::to_lower(U'I', false) == U'i');
  CHECK(u::to_lower(U'I', true) == U'\u0131');  // I -> ı
  CHECK(u::to_lower(U'\u0130', true) == U'i');  // İ -> i
  CHECK(u::to_lower(U'\u0130', false) == U'i');
  CHECK(u::to_lower(U'\u0131', true) == U'\u0131');   // ı stays
  CHECK(u::to_lower(U'\u00DF', false) == U'\u00DF');  // ß has no capital here
  CHECK(u::to_lower(U'\u03A3', false) == U'\u03C3');  // Σ -> σ, never final ς
  CHECK(u::to_lower(U'\u0218', false) == U'\u0218');  // Ș (Latin Extended-B): left out
  CHECK(u::to_lower(U'\u1EA0', false) == U'\u1EA0');  // Ạ (Latin Extended Additional): left out
  CHECK(u::to_lower(U'\U0001F600', false) == U'\U0001F600');
}
