// fixtures.hpp — what the test files share: the PyTorch reference files' readers
// (tests/reference/*_ref.txt: model_ref and lesson_ref as "key values..." lines, ops_ref as named
// tensors), the shipped public/names.txt split (block_size 3, the lecture's seed) and smaller
// cuts of it, the fixed probe batch, a small Lab, and the refusal a call raises. Header-only;
// each file is read once (function-local statics). Leaves out: the generator and data fixtures
// (each read by one test file) and the parsing of a key's own layout ('|' separators).
#pragma once

#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "autograd.hpp"
#include "data/dataset.hpp"
#include "data/vocab.hpp"
#include "facade/lab.hpp"
#include "generator.hpp"
#include "model/mlp.hpp"
#include "recipe.hpp"
#include "refusal.hpp"

namespace mm::test {

constexpr bool kDoubleBuild = sizeof(Scalar) == sizeof(double);
constexpr std::uint64_t kSeed = recipe::kLectureSeed;

inline const std::string& source_dir() {
  static const std::string root = MM_SOURCE_DIR;
  return root;
}

// ---------------------------------------------------------------- "key values..." files

// The lines of `file` after a first line starting with `header`, as key -> the rest of the
// line; '#' lines are skipped. Empty if the header differs (every lookup then fails).
inline std::map<std::string, std::string> keyed_lines(const std::string& file, const std::string& header) {
  std::ifstream in(source_dir() + "/tests/reference/" + file);
  std::map<std::string, std::string> m;
  std::string line;
  std::getline(in, line);
  if (line.rfind(header, 0) != 0) return m;
  while (std::getline(in, line))
    if (!line.empty() && line[0] != '#') m[line.substr(0, line.find(' '))] = line.substr(line.find(' ') + 1);
  return m;
}

inline std::vector<double> numbers_of(const std::string& s) {
  std::istringstream is(s);
  std::vector<double> v;
  std::string tok;
  while (is >> tok)
    if (tok != "|") v.push_back(std::stod(tok));
  return v;
}

// Any "key values..." fixture tests/reference/<name>.txt whose first line starts with
// "# <name> v<version>:" (written by the PyTorch script of the same name), read once.
inline const std::map<std::string, std::string>& ref_lines(const std::string& name, int version) {
  static std::map<std::string, std::map<std::string, std::string>> files;
  const auto found = files.find(name);
  if (found != files.end()) return found->second;
  return files[name] = keyed_lines(name + ".txt", "# " + name + " v" + std::to_string(version) + ":");
}

// The numbers of one key of such a fixture; REQUIREs that the key exists.
inline std::vector<double> ref_nums(const std::string& name, int version, const std::string& key) {
  INFO(name << ".txt key " << key);
  REQUIRE(ref_lines(name, version).count(key) == 1);
  return numbers_of(ref_lines(name, version).at(key));
}

inline const std::map<std::string, std::string>& model_ref() { return ref_lines("model_ref", 1); }
inline std::vector<double> model_ref_nums(const std::string& key) { return ref_nums("model_ref", 1, key); }

// The ModelConfig of a model_ref.txt config key ("bn6", "none6", ...): "norm n_layer n_hidden bad_init fix".
inline ModelConfig model_ref_config(const std::string& key) {
  INFO("fixture key " << key);
  REQUIRE(model_ref().count(key + "/config") == 1);
  std::istringstream is(model_ref().at(key + "/config"));
  std::string norm;
  int fix = 0;
  ModelConfig c;
  is >> norm >> c.n_layer >> c.n_hidden >> c.bad_init >> fix;
  c.norm = parse_norm(norm);
  c.fix_output = fix != 0;
  return c;
}

// lesson_ref.txt (tests/reference/lesson_ref.py): the numbers of one key.
inline std::vector<double> lesson_ref(const std::string& key) { return ref_nums("lesson_ref", 1, key); }

// ---------------------------------------------------------------- named tensors (ops_ref.txt)

// A fixture file: '#' header line, then "name shape v0 v1 ..." with shape "d0,d1" or "-" (0-d).
class Fixture {
 public:
  Fixture(const std::string& path, const std::string& header_prefix) {
    std::ifstream in(path);
    INFO("fixture " << path);
    REQUIRE(in.is_open());
    std::string line;
    std::getline(in, line);
    REQUIRE(line.rfind(header_prefix, 0) == 0);
    while (std::getline(in, line)) {
      if (line.empty() || line[0] == '#') continue;
      std::istringstream ss(line);
      std::string name, shape_s;
      ss >> name >> shape_s;
      Shape shape;
      if (shape_s != "-") {
        std::istringstream dims(shape_s);
        for (std::string d; std::getline(dims, d, ',');) shape.push_back(std::stoul(d));
      }
      std::vector<double> vals;
      for (double v; ss >> v;) vals.push_back(v);
      entries_[name] = {shape, vals};
    }
  }
  bool has(const std::string& name) const { return entries_.count(name) > 0; }
  Tensor tensor(const std::string& name) const {
    INFO("fixture entry " << name);
    REQUIRE(has(name));
    const auto& e = entries_.at(name);
    Tensor t = xt::empty<Scalar>(e.shape);
    REQUIRE(t.size() == e.values.size());
    for (std::size_t i = 0; i < t.size(); ++i) t.data()[i] = static_cast<Scalar>(e.values[i]);
    return t;
  }
  std::vector<std::int32_t> indices(const std::string& name) const {
    Tensor t = tensor(name);
    return std::vector<std::int32_t>(t.begin(), t.end());
  }

 private:
  struct Entry {
    Shape shape;
    std::vector<double> values;
  };
  std::map<std::string, Entry> entries_;
};

inline const Fixture& ops_fixture() {
  static const Fixture fx(source_dir() + "/tests/reference/ops_ref.txt", "# ops_ref v1 ");
  return fx;
}

// Tolerance against the float64 PyTorch reference: double builds agree to rounding (1e-10
// leaves room for different summation orders); float32 builds to a few float ulps times the
// depth of the computation (1e-4 relative, 1e-5 absolute for values near 0).
constexpr double kRefRtol = kDoubleBuild ? 1e-10 : 1e-4;
constexpr double kRefAtol = kDoubleBuild ? 1e-12 : 1e-5;

// ---------------------------------------------------------------- names and splits

// The first `n` lines of the shipped list.
inline std::string first_names(int n) {
  std::ifstream in(source_dir() + "/public/names.txt");
  std::string line, out;
  for (int i = 0; i < n && std::getline(in, line); ++i) out += line + "\n";
  return out;
}

// tests/reference/names_tr.txt: 42 Turkish given names, mixed case (Çağla, Ilgın, İsmail, IŞIL, ...).
inline const std::string& turkish_names() {
  static const std::string text = [] {
    std::ifstream in(source_dir() + "/tests/reference/names_tr.txt", std::ios::binary);
    std::ostringstream os;
    os << in.rdbuf();
    return os.str();
  }();
  return text;
}

// The lecture's 80/10/10 split of the shipped names, block_size 3, seed kSeed.
inline const Split& shipped_split() {
  static const Split s = split_data(load_names(source_dir() + "/public/names.txt"), recipe::kBlockSize, kSeed);
  return s;
}

// The first 600 names: enough for the behaviour tests, fast to evaluate.
inline const Split& small_split() {
  static const Split s = split_data(parse_names(first_names(600)), recipe::kBlockSize, kSeed);
  return s;
}

// A Lab of the first 2000 names: every code path of the facade, quickly.
inline const facade::Lab& small_lab() {
  static const facade::Lab lab(first_names(2000));
  return lab;
}

// A probe batch: the first randint(0, Ntr, (rows,)) of a fresh generator seeded kSeed,
// appended to X [rows*3] (block_size 3, row-major) and Y [rows].
inline void probe(std::size_t rows, std::vector<std::int32_t>& X, std::vector<std::int32_t>& Y) {
  const auto& tr = shipped_split().train;
  Generator g(kSeed);
  for (auto i : g.randint(static_cast<std::int64_t>(tr.rows()), rows)) {
    for (int t = 0; t < 3; ++t) X.push_back(tr.X[static_cast<std::size_t>(i) * 3 + t]);
    Y.push_back(tr.Y[static_cast<std::size_t>(i)]);
  }
}

// ---------------------------------------------------------------- comparisons with a reference

// Initialisation figures: one forward of float32 values whose only difference from PyTorch is the
// summation order of the matmuls and reductions (and the last bit of tanhf). Measured up to 8e-6
// relative (the residual stack at depth 50 compounds 50 layers of it); 1e-4 leaves 10x margin.
constexpr double kInitRel = 1e-4;

inline void check_rel(const std::string& what, double ours, double theirs, double rel) {
  INFO(what << ": ours " << ours << ", PyTorch " << theirs << ", relative tolerance " << rel);
  CHECK(std::abs(ours - theirs) <= rel * std::abs(theirs));
}

inline void check_rel(const std::string& what, const std::vector<double>& ours, const std::vector<double>& theirs, double rel) {
  REQUIRE(ours.size() == theirs.size());
  for (std::size_t i = 0; i < ours.size(); ++i) check_rel(what + "[" + std::to_string(i) + "]", ours[i], theirs[i], rel);
}

inline void check_abs(const std::string& what, double ours, double theirs, double tol) {
  INFO(what << ": ours " << ours << ", PyTorch " << theirs << ", absolute tolerance " << tol);
  CHECK(std::abs(ours - theirs) <= tol);
}

// ---------------------------------------------------------------- refusals

// what() of the std::invalid_argument f throws, "(no exception)" if none.
inline std::string message_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "(no exception)";
}

// The Refusal f throws: code "(none)" if it throws none.
inline Refusal refusal_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const Refusal& r) {
    return r;
  }
  return Refusal("(none)", {}, "(no refusal)");
}

}  // namespace mm::test
