// cli/command.cpp — registry storage and the flag parser.
#include "command.hpp"

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace mm::cli {

std::vector<Command>& commands() {
  static std::vector<Command> list;
  return list;
}

Flags::Flags(const std::vector<std::string>& args, const std::map<std::string, bool>& spec) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a.rfind("--", 0) != 0 || a.size() == 2) throw UsageError("unexpected argument '" + a + "' (see --help)");
    std::string name = a.substr(2), value;
    const auto eq = name.find('=');
    const bool inline_value = eq != std::string::npos;
    if (inline_value) {
      value = name.substr(eq + 1);
      name = name.substr(0, eq);
    }
    auto it = spec.find(name);
    if (it == spec.end()) throw UsageError("unknown flag --" + name + " (see --help)");
    if (it->second && !inline_value) {
      if (i + 1 >= args.size()) throw UsageError("flag --" + name + " needs a value");
      value = args[++i];
    } else if (!it->second && inline_value) {
      throw UsageError("flag --" + name + " takes no value");
    }
    values_[name] = value;
  }
}

std::string Flags::str(const std::string& name, const std::string& fallback) const {
  auto it = values_.find(name);
  return it == values_.end() ? fallback : it->second;
}

long long Flags::integer(const std::string& name, long long fallback, long long lo, long long hi) const {
  auto it = values_.find(name);
  if (it == values_.end()) return fallback;
  const char* s = it->second.c_str();
  char* end = nullptr;
  errno = 0;
  const long long v = std::strtoll(s, &end, 10);
  if (it->second.empty() || *end != '\0' || errno == ERANGE || v < lo || v > hi)
    throw UsageError("--" + name + " must be a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) + ", got '" +
                     it->second + "'");
  return v;
}

double Flags::real(const std::string& name, double fallback, double lo, double hi, bool lo_open) const {
  auto it = values_.find(name);
  if (it == values_.end()) return fallback;
  const char* s = it->second.c_str();
  char* end = nullptr;
  const double v = std::strtod(s, &end);
  const bool ok = !it->second.empty() && *end == '\0' && std::isfinite(v) && (lo_open ? v > lo : v >= lo) && v <= hi;
  if (!ok) {
    char range[96];
    std::snprintf(range, sizeof range, "%s%g, %g]", lo_open ? "(" : "[", lo, hi);
    throw UsageError("--" + name + " must be a number in " + range + ", got '" + it->second + "'");
  }
  return v;
}

std::string Flags::choice(const std::string& name, const std::string& fallback, const std::vector<std::string>& options) const {
  auto it = values_.find(name);
  if (it == values_.end()) return fallback;
  for (const auto& o : options)
    if (o == it->second) return o;
  std::string list;
  for (const auto& o : options) list += (list.empty() ? "" : ", ") + o;
  throw UsageError("--" + name + " must be one of " + list + ", got '" + it->second + "'");
}

}  // namespace mm::cli
