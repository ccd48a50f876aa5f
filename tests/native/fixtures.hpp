// fixtures.hpp — what the model, trainer and diagnostics tests share: the shipped
// public/names.txt split (block_size 3, the lecture's seed), its probe batch and the lines of
// tests/reference/model_ref.txt. Header-only; each is read once (function-local statics).
// Leaves the parsing of individual fixture values (configs, '|' separators) to each test.
#pragma once

#include <catch2/catch.hpp>

#include <cstdint>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "data/dataset.hpp"
#include "generator.hpp"

namespace mm_test {

constexpr std::uint64_t kSeed = 2147483647;

inline const std::string& source_dir() {
  static const std::string root = MM_SOURCE_DIR;
  return root;
}

// model_ref.txt: "key values..." lines after '#' header lines; empty if the version line differs
// (the REQUIREs on its keys then fail).
inline const std::map<std::string, std::string>& model_ref() {
  static const std::map<std::string, std::string> r = [] {
    std::ifstream in(source_dir() + "/tests/reference/model_ref.txt");
    std::map<std::string, std::string> m;
    std::string line;
    std::getline(in, line);
    if (line.rfind("# model_ref v1:", 0) != 0) return m;
    while (std::getline(in, line))
      if (!line.empty() && line[0] != '#') m[line.substr(0, line.find(' '))] = line.substr(line.find(' ') + 1);
    return m;
  }();
  return r;
}

// The whitespace-separated numbers of one model_ref.txt key; REQUIREs that the key exists.
inline std::vector<double> model_ref_nums(const std::string& key) {
  INFO("fixture key " << key);
  REQUIRE(model_ref().count(key) == 1);
  std::istringstream is(model_ref().at(key));
  std::vector<double> v;
  std::string tok;
  while (is >> tok) v.push_back(std::stod(tok));
  return v;
}

// The lecture's 80/10/10 split of the shipped names, block_size 3, seed kSeed.
inline const mm::Split& shipped_split() {
  static const mm::Split s = mm::split_data(mm::load_names(source_dir() + "/public/names.txt"), 3, kSeed);
  return s;
}

// A probe batch: the first randint(0, Ntr, (rows,)) of a fresh generator seeded kSeed,
// appended to X [rows*3] (block_size 3, row-major) and Y [rows].
inline void probe(std::size_t rows, std::vector<std::int32_t>& X, std::vector<std::int32_t>& Y) {
  const auto& tr = shipped_split().train;
  mm::Generator g(kSeed);
  for (auto i : g.randint(static_cast<std::int64_t>(tr.rows()), rows)) {
    for (int t = 0; t < 3; ++t) X.push_back(tr.X[static_cast<std::size_t>(i) * 3 + t]);
    Y.push_back(tr.Y[static_cast<std::size_t>(i)]);
  }
}

}  // namespace mm_test
