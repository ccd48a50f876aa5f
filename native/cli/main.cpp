// cli/main.cpp — `makemore-lab <command> [flags]`: dispatches to the registered subcommands.
// Each subcommand lives in its own cli/cmd_*.cpp and registers itself with RegisterCommand.
#include <cstdio>
#include <exception>
#include <string>
#include <vector>

#include "command.hpp"

namespace {

void print_help() {
  std::printf(
      "makemore-lab — why deep networks train or fail, computed by a small C++ autograd.\n\n"
      "usage: makemore-lab <command> [flags]    (makemore-lab <command> --help for its flags)\n\ncommands:\n");
  for (const auto& c : mm::cli::commands()) std::printf("  %-8s %s\n", c.name.c_str(), c.summary.c_str());
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    print_help();
    return args.empty() ? 2 : 0;
  }
  for (const auto& c : mm::cli::commands()) {
    if (c.name != args[0]) continue;
    try {
      return c.run(std::vector<std::string>(args.begin() + 1, args.end()));
    } catch (const mm::cli::UsageError& e) {
      std::fprintf(stderr, "makemore-lab %s: %s\n", c.name.c_str(), e.what());
      return 2;
    } catch (const std::exception& e) {
      std::fprintf(stderr, "makemore-lab %s: error: %s\n", c.name.c_str(), e.what());
      return 1;
    }
  }
  std::fprintf(stderr, "makemore-lab: unknown command '%s' (try makemore-lab --help)\n", args[0].c_str());
  return 2;
}
