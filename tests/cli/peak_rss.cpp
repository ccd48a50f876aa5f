// peak_rss.cpp — runs a command and writes its peak resident memory (KiB, the kernel's ru_maxrss
// from wait4) to a file, like `/usr/bin/time -f %M -o FILE`, which stock Debian 12 lacks.
// Usage: peak_rss OUT_FILE COMMAND [ARGS...]   (stdin/stdout/stderr pass through; exits with the
// command's status, 128+N if signal N ended it). Leaves out: everything else time(1) measures.
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: peak_rss OUT_FILE COMMAND [ARGS...]\n");
    return 2;
  }
  const pid_t pid = fork();
  if (pid < 0) return std::perror("fork"), 2;
  if (pid == 0) {
    execvp(argv[2], argv + 2);
    std::perror(argv[2]);
    _exit(127);
  }
  int status = 0;
  struct rusage usage {};
  if (wait4(pid, &status, 0, &usage) != pid) return std::perror("wait4"), 2;
  std::FILE* out = std::fopen(argv[1], "w");
  if (!out) return std::perror(argv[1]), 2;
  std::fprintf(out, "%ld\n", usage.ru_maxrss);
  std::fclose(out);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
