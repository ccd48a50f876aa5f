#!/usr/bin/env bash
# scripts/fuzz.sh — builds the libFuzzer targets (ASan + UBSan) and runs each for a bounded time
# on its committed seed corpus (tests/fuzz/corpus/<target without fuzz_>). A crash, a sanitizer
# report or an undocumented exception fails the run; the failing input is kept under build/fuzz/.
# FUZZ_SECONDS per target (default 20: three targets, about a minute in all).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
# Coverage instrumentation for the core too, not only the target's own file, so the fuzzer can
# steer through compute_norm, the layers and the trainer (the targets add -fsanitize=fuzzer).
cmake --preset fuzz -DCMAKE_CXX_FLAGS=-fsanitize=fuzzer-no-link >/dev/null
cmake --build --preset fuzz
secs="${FUZZ_SECONDS:-20}"
rc=0
for bin in build/fuzz/fuzz_*; do
  [ -x "$bin" ] && [ -f "$bin" ] || continue
  name="$(basename "$bin")"
  corpus="tests/fuzz/corpus/${name#fuzz_}"
  work="$(mktemp -d)" log="$(mktemp)"
  cp -r "$corpus"/. "$work"/ 2>/dev/null || true
  echo "--- $name: ${secs}s on $(ls "$corpus" 2>/dev/null | wc -l) seeds"
  if "$bin" -max_total_time="$secs" -max_len=4096 -rss_limit_mb=2048 -artifact_prefix="build/fuzz/$name-" "$work" \
      >"$log" 2>&1; then
    grep -aE "^#[0-9]+[[:space:]]+DONE" "$log" | tail -1 || true
  else
    echo "$name FAILED (input saved as build/fuzz/$name-*):"; tail -40 "$log"; rc=1
  fi
  rm -rf "$work" "$log"
done
exit $rc
