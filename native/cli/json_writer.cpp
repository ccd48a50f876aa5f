// cli/json_writer.cpp — JsonWriter (json.hpp): compact JSON built left to right, commas placed
// automatically, numbers with a fixed count of significant digits; with a sink it streams, so the
// output of `norm` (a million values) never sits in memory. Leaves out: pretty-printing.
#include <cmath>
#include <cstdio>
#include <stdexcept>

#include "json.hpp"

namespace mm::cli {

void JsonWriter::separate() {
  if (after_key_) {
    after_key_ = false;
    return;
  }
  if (first_.empty()) return;
  if (!first_.back()) out_ += ',';
  first_.back() = false;
}

JsonWriter& JsonWriter::begin_object() { return separate(), out_ += '{', first_.push_back(true), *this; }
JsonWriter& JsonWriter::begin_array() { return separate(), out_ += '[', first_.push_back(true), *this; }

JsonWriter& JsonWriter::end_object() {
  if (first_.empty() || after_key_) throw std::logic_error("JsonWriter: end_object without an open object");
  first_.pop_back();
  return out_ += '}', *this;
}

JsonWriter& JsonWriter::end_array() {
  if (first_.empty() || after_key_) throw std::logic_error("JsonWriter: end_array without an open array");
  first_.pop_back();
  return out_ += ']', *this;
}

JsonWriter& JsonWriter::key(const std::string& k) {
  separate();
  out_ += json_quote(k);
  out_ += ':';
  after_key_ = true;
  return *this;
}

JsonWriter& JsonWriter::value(double v) {
  if (!std::isfinite(v)) throw std::domain_error("JsonWriter: JSON cannot hold NaN or infinity");
  separate();
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.*g", digits_, v);
  out_ += buf;
  if (sink_ && out_.size() >= (std::size_t(1) << 16)) flush();
  return *this;
}

JsonWriter& JsonWriter::value(const std::string& s) { return separate(), out_ += json_quote(s), *this; }
JsonWriter& JsonWriter::value(bool b) { return separate(), out_ += b ? "true" : "false", *this; }
JsonWriter& JsonWriter::null() { return separate(), out_ += "null", *this; }

JsonWriter& JsonWriter::array(const std::vector<double>& v) {
  begin_array();
  for (double x : v) value(x);
  return end_array();
}

JsonWriter& JsonWriter::matrix(const std::vector<std::vector<double>>& m) {
  begin_array();
  for (const auto& row : m) array(row);
  return end_array();
}

JsonWriter& JsonWriter::matrix(const std::vector<double>& m, std::size_t cols) {
  begin_array();
  for (std::size_t k = 0; k < m.size(); ++k) {
    if (k % cols == 0) {
      if (k > 0) end_array();
      begin_array();
    }
    value(m[k]);
  }
  if (!m.empty()) end_array();
  return end_array();
}

void JsonWriter::flush() {
  if (!sink_) return;
  std::fwrite(out_.data(), 1, out_.size(), sink_);
  out_.clear();
}

}  // namespace mm::cli
