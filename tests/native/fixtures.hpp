// fixtures.hpp — what the native tests share: the shipped public/names.txt split (block_size 3,
// the lecture's seed), its probe batch and the reader of the tests/reference fixtures.
// Header-only; each is read once (function-local statics).
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

// A fixture of tests/reference (written by the PyTorch script of the same name): "key values..."
// lines after '#' header lines, read once per file. Empty when the first line is not
// "# <name> v<version>:" (an outdated fixture): every lookup then fails.
inline const std::map<std::string, std::string>& ref_lines(const std::string& name, int version) {
  static std::map<std::string, std::map<std::string, std::string>> files;
  const auto found = files.find(name);
  if (found != files.end()) return found->second;
  auto& m = files[name];
  std::ifstream in(source_dir() + "/tests/reference/" + name + ".txt");
  std::string line;
  std::getline(in, line);
  if (line.rfind("# " + name + " v" + std::to_string(version) + ":", 0) != 0) return m;
  while (std::getline(in, line))
    if (!line.empty() && line[0] != '#') m[line.substr(0, line.find(' '))] = line.substr(line.find(' ') + 1);
  return m;
}

// The whitespace-separated numbers of one key of a fixture; REQUIREs that the key exists.
inline std::vector<double> ref_nums(const std::string& name, int version, const std::string& key) {
  INFO(name << ".txt key " << key);
  const auto& lines = ref_lines(name, version);
  REQUIRE(lines.count(key) == 1);
  std::istringstream is(lines.at(key));
  std::vector<double> v;
  std::string tok;
  while (is >> tok) v.push_back(std::stod(tok));
  return v;
}

// model_ref.txt, as above.
inline const std::map<std::string, std::string>& model_ref() { return ref_lines("model_ref", 1); }
inline std::vector<double> model_ref_nums(const std::string& key) { return ref_nums("model_ref", 1, key); }

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
