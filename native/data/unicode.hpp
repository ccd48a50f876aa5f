// unicode.hpp — what the names loader needs of Unicode: UTF-8 decoding (strict: no overlong forms,
// no surrogates, nothing above U+10FFFF) and encoding, and lower-casing one code point with the
// simple (one-to-one) mappings of Unicode 14, plus the Turkish dotless/dotted I (I -> ı).
// The table covers Basic Latin, Latin-1, Latin Extended-A, Greek and Coptic, Cyrillic and its
// Supplement (U+0000–U+052F without Latin Extended-B and IPA, U+0180–U+036F): every capital there
// lower-cases as Python's str.lower() does (tests/reference/lowercase_ref.py checks all of them).
// Leaves out: the other scripts' capitals (Latin Extended-B and Additional — Vietnamese Ạ, Romanian
// comma-below Ș —, Armenian, Georgian, ...) which stay as they are, multi-character mappings (İ
// gives plain i, not i + U+0307), Greek final sigma (Σ always gives σ) and normalisation (a
// decomposed c + U+0327 stays two characters).
#pragma once
#include <cstddef>
#include <string>
#include <string_view>

namespace mm::unicode {

// Length (1–4) of the well-formed UTF-8 sequence starting at s[i], and its code point in *cp;
// 0 when the bytes there are not valid UTF-8 (or i is past the end).
std::size_t decode_one(std::string_view s, std::size_t i, char32_t* cp);
// The code points of valid UTF-8 text; throws std::invalid_argument on invalid bytes.
std::u32string decode(std::string_view s);
// Code points in valid UTF-8 text (bytes that are not a sequence's lead count as none).
std::size_t length(std::string_view s);

void append_utf8(std::string& out, char32_t cp);  // cp <= U+10FFFF, not a surrogate
std::string to_utf8(char32_t cp);
std::string to_utf8(const std::u32string& s);

// The lower-case letter of cp (cp itself when it has none in the table). turkish: 'I' gives 'ı'
// (U+0131) instead of 'i'; 'İ' (U+0130) gives 'i' either way.
char32_t to_lower(char32_t cp, bool turkish);

}  // namespace mm::unicode
