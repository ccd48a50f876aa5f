// fuzz_names.cpp — libFuzzer target: any byte string given to the names loader either parses
// into a vocabulary and dataset or throws DataError; nothing else (no crash, no other exception).
#include <cstddef>
#include <cstdint>
#include <string>

#include "data/dataset.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    const auto words = mm::parse_names(text);
    const mm::Vocab v = mm::build_vocab(words);
    const mm::Dataset d = mm::build_dataset(words, v, 3);
    if (d.rows() == 0) __builtin_trap();  // a parsed file has at least one name, so rows > 0
  } catch (const mm::DataError&) {
  }
  return 0;
}
