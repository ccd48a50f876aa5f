// test_data.cpp — the names loader, vocabulary, build_dataset and the lecture's split.
// Bad files must fail with DataError naming the right line; the split of public/names.txt must
// match Python's (tests/reference/data_ref.txt, written by tests/reference/data_ref.py), and so must
// a Turkish list's, lower-cased the Turkish way (tests/reference/unicode_ref.txt).
#include <catch2/catch.hpp>

#include <cstdint>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "data/dataset.hpp"
#include "data/unicode.hpp"
#include "data/vocab.hpp"
#include "fixtures.hpp"

using namespace std::string_literals;

namespace {

const std::string kNamesPath = std::string(MM_SOURCE_DIR) + "/public/names.txt";
const std::string kRefPath = std::string(MM_SOURCE_DIR) + "/tests/reference/data_ref.txt";

// parse_names(text) must throw DataError on `line` with a message containing `words`.
void require_error(const std::string& text, int line, const std::string& words) {
  try {
    mm::parse_names(text);
    FAIL("no DataError; expected one on line " << line << " about: " << words);
  } catch (const mm::DataError& e) {
    const std::string what = e.what();
    INFO("message: " << what);
    CHECK(e.line() == line);
    CHECK(what.rfind("line " + std::to_string(line) + ": ", 0) == 0);
    CHECK(what.find(words) != std::string::npos);
  }
}

// FNV-1a 64 over int32 values as little-endian bytes (same as data_ref.py).
std::uint64_t fnv1a64(const std::vector<std::int32_t>& values) {
  std::uint64_t h = 0xCBF29CE484222325ull;
  for (std::int32_t v : values) {
    const auto u = static_cast<std::uint32_t>(v);
    for (int k = 0; k < 4; ++k) h = (h ^ ((u >> (8 * k)) & 0xFF)) * 0x100000001B3ull;
  }
  return h;
}

// data_ref.txt: "key value..." lines; '#' lines are the header.
std::map<std::string, std::string> read_reference() {
  std::ifstream in(kRefPath);
  REQUIRE(in.is_open());
  std::map<std::string, std::string> ref;
  std::string line;
  std::getline(in, line);
  REQUIRE(line.rfind("# data_ref v1:", 0) == 0);
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const auto sp = line.find(' ');
    ref[line.substr(0, sp)] = line.substr(sp + 1);
  }
  return ref;
}

std::string decode(const std::vector<std::int32_t>& ix, const mm::Vocab& v) {
  std::string s;
  for (std::int32_t i : ix) s += v.utf8(static_cast<std::size_t>(i));
  return s;
}

}  // namespace

TEST_CASE("parse_names: line endings, blank lines, trimming", "[data]") {
  const auto names = mm::parse_names(
      "\xEF\xBB\xBF"
      "emma\r\n\r\n  olivia \t\n\nmary ann\nava");
  REQUIRE(names == std::vector<std::string>{"emma", "olivia", "mary ann", "ava"});
  CHECK(mm::parse_names("a\nb\n") == std::vector<std::string>{"a", "b"});
  // files pasted together: each keeps its byte-order mark, which is no part of a name
  CHECK(mm::parse_names("\xEF\xBB\xBF\xEF\xBB\xBFo\n\xEF\xBB\xBF ava\xEF\xBB\xBF\n") == std::vector<std::string>{"o", "ava"});
}

TEST_CASE("parse_names: every bad file names its problem and line", "[data]") {
  require_error("", 1, "empty");
  require_error("\n  \r\n\t\n", 3, "no names found");
  require_error("emma\nol\0via\n"s, 2, "NUL byte");
  require_error("emma\nava\n\x89PNG\r\n", 3, "not valid UTF-8");
  require_error("emma\n\xC3\n", 2, "not valid UTF-8");  // truncated sequence
  require_error(
      "emma\nmi\x07"
      "a\n",
      2, "control character 0x07");
  require_error(
      "emma\nb\xC2\x85"
      "c\n",
      2, "control character U+0085");  // a C1 control, in UTF-8
  require_error("emma\na.b\n", 2, "contains '.'");
  std::string long_line;
  for (int i = 1; i < 17; ++i) long_line += "name\n";
  require_error(long_line + std::string(80, 'x') + "\n", 17, "name is 80 characters long; at most 64 are allowed");
  CHECK_NOTHROW(mm::parse_names(std::string(64, 'x')));
}

TEST_CASE("parse_names: at most 64 distinct characters and 500000 lines", "[data]") {
  std::string chars;  // printable ASCII without '.', space and capitals (they fold): 67 characters
  for (char c = '!'; c <= '~'; ++c)
    if (c != '.' && !(c >= 'A' && c <= 'Z')) chars += c;
  const std::string sixty_four = chars.substr(0, 40) + "\n" + chars.substr(40, 24) + "\n";
  CHECK(mm::parse_names(sixty_four).size() == 2);
  require_error(sixty_four + chars.substr(0, 2) + chars[64] + "\n", 3, "at most 64 are allowed");

  std::string many;
  for (int i = 0; i < mm::kMaxLines; ++i) many += "a\n";
  CHECK(mm::parse_names(many).size() == 500000u);
  require_error(many + "a\n", 500001, "more than 500000 lines");
}

TEST_CASE("load_names: a missing file is a DataError", "[data]") {
  CHECK_THROWS_AS(mm::load_names(std::string(MM_SOURCE_DIR) + "/no/such/names.txt"), mm::DataError);
}

TEST_CASE("build_vocab of the shipped list: '.' then a-z", "[data]") {
  const auto words = mm::load_names(kNamesPath);
  const mm::Vocab v = mm::build_vocab(words);
  REQUIRE(v.size() == 27);
  CHECK(v.alphabet() == ".abcdefghijklmnopqrstuvwxyz");
  CHECK(v.stoi('.') == 0);
  CHECK(v.stoi('a') == 1);
  CHECK(v.stoi('z') == 26);
  CHECK_THROWS_AS(v.stoi('A'), mm::DataError);
  CHECK_THROWS_AS(mm::build_vocab({"a.b"}), mm::DataError);
}

TEST_CASE("build_dataset: the lecture's five rows for emma", "[data]") {
  const mm::Vocab v = mm::build_vocab({"emma"});  // . a e m
  const mm::Dataset d = mm::build_dataset({"emma"}, v, /*block_size=*/3);
  REQUIRE(d.rows() == 5);
  REQUIRE(d.X.size() == 5 * 3);
  CHECK(d.block_size == 3);
  const std::vector<std::string> contexts{"...", "..e", ".em", "emm", "mma"};
  const std::string targets = "emma.";
  for (std::size_t i = 0; i < 5; ++i) {
    const std::vector<std::int32_t> row(d.X.begin() + 3 * i, d.X.begin() + 3 * i + 3);
    CHECK(decode(row, v) == contexts[i]);
    CHECK(decode({d.Y[i]}, v) == std::string(1, targets[i]));
  }
  CHECK_THROWS_AS(mm::build_dataset({"emma"}, v, 0), std::invalid_argument);
  CHECK_THROWS_AS(mm::build_dataset({"bob"}, v, 3), mm::DataError);
}

TEST_CASE("split_data of the shipped list: sizes and Python's shuffle", "[data]") {
  const auto words = mm::load_names(kNamesPath);
  const mm::Split s = mm::split_data(words, /*block_size=*/3);
  const auto ref = read_reference();
  const std::size_t n = words.size();
  const auto n1 = static_cast<std::size_t>(0.8 * static_cast<double>(n));
  const auto n2 = static_cast<std::size_t>(0.9 * static_cast<double>(n));
  CHECK(std::to_string(n) == ref.at("words"));
  CHECK(std::to_string(n1) == ref.at("n1"));
  CHECK(std::to_string(n2) == ref.at("n2"));
  CHECK(s.vocab.alphabet() == ref.at("vocab"));
  REQUIRE(s.words.size() == n);

  // Rows per split: one per character plus the final '.', over each slice of shuffled words.
  std::size_t rows[3] = {0, 0, 0};
  for (std::size_t i = 0; i < n; ++i) rows[i < n1 ? 0 : i < n2 ? 1 : 2] += s.words[i].size() + 1;
  CHECK(s.train.rows() == rows[0]);
  CHECK(s.dev.rows() == rows[1]);
  CHECK(s.test.rows() == rows[2]);
  CHECK(std::to_string(s.train.rows()) == ref.at("rows_train"));
  CHECK(std::to_string(s.dev.rows()) == ref.at("rows_dev"));
  CHECK(std::to_string(s.test.rows()) == ref.at("rows_test"));
  CHECK(s.train.X.size() == 3 * s.train.rows());

  std::ostringstream first;
  for (std::size_t i = 0; i < 10; ++i) first << (i ? " " : "") << s.words[i];
  CHECK(first.str() == ref.at("first_words"));
  CHECK(std::to_string(fnv1a64(s.train.X)) == ref.at("checksum_Xtr"));
  CHECK(std::to_string(fnv1a64(s.train.Y)) == ref.at("checksum_Ytr"));
}

TEST_CASE("split_data: the words on each side of both cuts and every split's rows are Python's", "[data]") {
  // The cuts n1 = int(0.8 n), n2 = int(0.9 n) seen from the datasets themselves: the last word a
  // split's targets spell and the first the next one's spell, and FNV-1a checksums of dev and test.
  const mm::Split s = mm::split_data(mm::load_names(kNamesPath), /*block_size=*/3);
  const auto ref = read_reference();
  const auto words_of = [&](const mm::Dataset& d) {  // the names d's targets spell, in order
    std::vector<std::string> out{""};
    for (std::int32_t y : d.Y) {
      if (y == 0)
        out.emplace_back();
      else
        out.back() += s.vocab.utf8(static_cast<std::size_t>(y));
    }
    out.pop_back();  // after the final '.'
    return out;
  };
  const auto tr = words_of(s.train), dev = words_of(s.dev), te = words_of(s.test);
  REQUIRE(!tr.empty());
  REQUIRE(!dev.empty());
  REQUIRE(!te.empty());
  CHECK(tr.back() + " " + dev.front() == ref.at("cut_train_dev"));
  CHECK(dev.back() + " " + te.front() == ref.at("cut_dev_test"));
  CHECK(tr.size() + dev.size() + te.size() == std::stoul(ref.at("words")));
  CHECK(std::to_string(dev.size()) == std::to_string(std::stoul(ref.at("n2")) - std::stoul(ref.at("n1"))));
  CHECK(std::to_string(fnv1a64(s.dev.X)) == ref.at("checksum_Xdev"));
  CHECK(std::to_string(fnv1a64(s.dev.Y)) == ref.at("checksum_Ydev"));
  CHECK(std::to_string(fnv1a64(s.test.X)) == ref.at("checksum_Xte"));
  CHECK(std::to_string(fnv1a64(s.test.Y)) == ref.at("checksum_Yte"));
}

TEST_CASE("split_data: the same seed gives the same split, another seed another", "[data]") {
  const std::vector<std::string> words{"ann", "bob", "cid", "dee", "eve", "fay", "gus", "hal", "ivy", "jon"};
  const mm::Split a = mm::split_data(words, 3, 7), b = mm::split_data(words, 3, 7);
  const mm::Split c = mm::split_data(words, 3, 8);
  CHECK(a.words == b.words);
  CHECK(a.words != c.words);  // 10! orders: equal by chance once in 3.6 million
  CHECK(a.train.rows() == 8 * 4);
  CHECK(a.dev.rows() == 4);
  CHECK(a.test.rows() == 4);
  CHECK_THROWS_AS(mm::split_data({}, 3), mm::DataError);
}

// ---------------------------------------------------------------- Unicode names

TEST_CASE("parse_names: characters are code points, lower-cased — the old ASCII-only refusal is gone", "[data][unicode]") {
  CHECK(mm::parse_names("José\nZOË\nЖанна\nΣοφία\n") == std::vector<std::string>{"josé", "zoë", "жанна", "σοφία"});
  const std::string s64 = [] {  // 64 characters, 128 bytes
    std::string s;
    for (int i = 0; i < 64; ++i) s += "ş";
    return s;
  }();
  CHECK(mm::parse_names("a\n" + s64 + "\n").at(1) == s64);
  const mm::Refusal r = mm::test::refusal_of([&] { mm::parse_names("a\n" + s64 + "Ş\n"); });
  CHECK(r.code() == "names.too_long");
  CHECK(r.param("length") == "65");
  CHECK(r.param("line") == "2");

  // 64 distinct non-ASCII letters (Cyrillic а..џ, Greek α..π) pass; the 65th is refused on its line;
  // a capital counts as its small letter (Ж = ж)
  std::u32string letters;
  for (char32_t c = 0x430; c <= 0x45F; ++c) letters += c;  // 48
  for (char32_t c = 0x3B1; c <= 0x3C0; ++c) letters += c;  // 16
  const std::string sixty_four = mm::unicode::to_utf8(letters.substr(0, 32)) + "\n" + mm::unicode::to_utf8(letters.substr(32)) + "\nЖ\n";
  CHECK(mm::parse_names(sixty_four).size() == 3);
  const mm::Refusal many = mm::test::refusal_of([&] { mm::parse_names(sixty_four + "ρ\n"); });
  CHECK(many.code() == "names.too_many_chars");
  CHECK(many.param("line") == "4");
  CHECK(many.param("char") == "ρ");
  CHECK(many.param("count") == "65");
}

TEST_CASE("parse_names: the Turkish I only in a file with Turkish letters", "[data][unicode]") {
  CHECK(mm::parse_names("Ingrid\nJürgen\nFrançois\nÖzil\n") == std::vector<std::string>{"ingrid", "jürgen", "françois", "özil"});
  CHECK(mm::parse_names("Ingrid\nAyşe\n") == std::vector<std::string>{"ıngrid", "ayşe"});
  CHECK(mm::parse_names("IRMAK\nİPEK\nDoğan\n") == std::vector<std::string>{"ırmak", "ipek", "doğan"});
  CHECK(mm::parse_names("Ioana\nŞtefan\nMăriuca\n") == std::vector<std::string>{"ioana", "ştefan", "măriuca"});  // Romanian
  CHECK(mm::uses_turkish_casing("ılgın"));
  CHECK_FALSE(mm::uses_turkish_casing("Ingrid Jürgen Çelik Öztürk"));
}

TEST_CASE("a list of Turkish names: its vocabulary and Python's split of it", "[data][unicode]") {
  const auto words = mm::parse_names(mm::test::turkish_names());
  REQUIRE(words.size() == 42);
  CHECK(words[0] == "çağla");
  CHECK(words[1] == "ılgın");   // Ilgın
  CHECK(words[2] == "ismail");  // İsmail
  CHECK(words[33] == "ışıl");   // IŞIL
  CHECK(words[34] == "ipek");   // İPEK
  const mm::Vocab v = mm::build_vocab(words);
  CHECK(v.size() == 29);
  CHECK(v.alphabet() == ".abcdefghiklmnoprstuvyzçöüğış");  // code-point order: ç ö ü < ğ < ı < ş
  CHECK(v.stoi(U'ı') == 27);
  CHECK(v.utf8(27) == "ı");
  CHECK_THROWS_AS(v.stoi(U'I'), mm::DataError);

  // tests/reference/unicode_ref.txt: the same list lower-cased and split by Python
  const auto ref = mm::test::keyed_lines("unicode_ref.txt", "# unicode_ref v1:");
  const mm::Split s = mm::split_data(words, /*block_size=*/3);
  CHECK(std::to_string(words.size()) == ref.at("tr_words"));
  CHECK(s.vocab.alphabet() == ref.at("tr_vocab"));
  CHECK(std::to_string(s.train.rows()) == ref.at("tr_rows_train"));
  CHECK(std::to_string(s.dev.rows()) == ref.at("tr_rows_dev"));
  CHECK(std::to_string(s.test.rows()) == ref.at("tr_rows_test"));
  std::ostringstream first;
  for (std::size_t i = 0; i < 10; ++i) first << (i ? " " : "") << s.words[i];
  CHECK(first.str() == ref.at("tr_first_words"));
  CHECK(std::to_string(fnv1a64(s.train.X)) == ref.at("tr_checksum_Xtr"));
  CHECK(std::to_string(fnv1a64(s.train.Y)) == ref.at("tr_checksum_Ytr"));
}
