#!/usr/bin/env bash
# scripts/fuzz.sh — builds the libFuzzer targets (ASan + UBSan) and runs each for a bounded time
# on its committed seed corpus (tests/fuzz/corpus/<target>). A crash fails the run.
# FUZZ_SECONDS per target (default 20).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
[ -f build/fuzz/build.ninja ] || cmake --preset fuzz >/dev/null
cmake --build --preset fuzz
secs="${FUZZ_SECONDS:-20}"
rc=0
for bin in build/fuzz/fuzz_*; do
  [ -x "$bin" ] || continue
  name="$(basename "$bin")"
  corpus="tests/fuzz/corpus/${name#fuzz_}"
  work="$(mktemp -d)"
  cp -r "$corpus"/. "$work"/ 2>/dev/null || true
  echo "--- $name: ${secs}s on $(ls "$corpus" 2>/dev/null | wc -l) seeds"
  if "$bin" -max_total_time="$secs" -max_len=4096 -rss_limit_mb=2048 -artifact_prefix="$work/" "$work" >"$work/log" 2>&1; then
    grep -E "^#[0-9]+ *DONE|Done [0-9]+ runs" "$work/log" | tail -1 || true
  else
    echo "$name FAILED:"; tail -40 "$work/log"; rc=1
  fi
  rm -rf "$work"
done
exit $rc
