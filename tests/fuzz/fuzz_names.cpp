// fuzz_names.cpp — libFuzzer target: any byte string given to the names loader either parses
// into a vocabulary and dataset or throws DataError; nothing else (no crash, no other exception).
// A parsed list is lower-case for good: parsing its names again gives the same names.
#include <cstddef>
#include <cstdint>
#include <string>

#include "data/dataset.hpp"
#include "data/unicode.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    const auto words = mm::parse_names(text);
    const mm::Vocab v = mm::build_vocab(words);
    const mm::Dataset d = mm::build_dataset(words, v, 3);
    if (d.rows() == 0) __builtin_trap();  // a parsed file has at least one name, so rows > 0
    std::string again;
    for (const auto& w : words) {
      if (mm::unicode::length(w) > static_cast<std::size_t>(mm::kMaxNameLength)) __builtin_trap();
      again += w + "\n";
    }
    if (mm::parse_names(again) != words) __builtin_trap();  // lower-casing is idempotent
  } catch (const mm::DataError&) {
  }
  return 0;
}
