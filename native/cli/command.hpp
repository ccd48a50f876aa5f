// cli/command.hpp — the CLI's subcommand registry and a small flag parser shared by every
// subcommand. A bad flag or value is a UsageError: main prints one line and exits with status 2.
#pragma once
#include <functional>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace mm::cli {

struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct Command {
  std::string name;
  std::string summary;
  std::function<int(const std::vector<std::string>& args)> run;  // args after the subcommand's name
};

std::vector<Command>& commands();
struct RegisterCommand {
  explicit RegisterCommand(Command c) { commands().push_back(std::move(c)); }
};

// `--name value`, `--name=value` and boolean `--name` flags. Unknown flags are a UsageError.
class Flags {
 public:
  // spec: flag name (without --) -> takes a value?
  Flags(const std::vector<std::string>& args, const std::map<std::string, bool>& spec);
  bool has(const std::string& name) const { return values_.count(name) > 0; }
  std::string str(const std::string& name, const std::string& fallback) const;
  // Typed getters check the whole value parses and lies in [lo, hi]; the message names the flag and range.
  long long integer(const std::string& name, long long fallback, long long lo, long long hi) const;
  double real(const std::string& name, double fallback, double lo, double hi, bool lo_open = false) const;
  std::string choice(const std::string& name, const std::string& fallback, const std::vector<std::string>& options) const;

 private:
  std::map<std::string, std::string> values_;
};

}  // namespace mm::cli
