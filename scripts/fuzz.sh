#!/usr/bin/env bash
# scripts/fuzz.sh — builds the libFuzzer targets (ASan + UBSan) and runs each for a bounded time
# on its committed seed corpus (tests/fuzz/corpus/<target without fuzz_>). A crash, a sanitizer
# report or an undocumented exception fails the run; the failing input is kept under build/fuzz/.
# So does a target that fuzzed nothing: every tests/fuzz/fuzz_*.cpp must have been built and run,
# and libFuzzer's closing "Done N runs" must count more runs than replaying the seeds took (its
# "#K INITED" line). FUZZ_SECONDS per target (default 20: three targets, about a minute in all);
# FUZZ_ARGS adds libFuzzer flags (FUZZ_ARGS=-runs=0 shows the stage failing on an idle target).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
# Coverage instrumentation for the core too, not only the target's own file, so the fuzzer can
# steer through compute_norm, the layers and the trainer (the targets add -fsanitize=fuzzer).
cmake --preset fuzz -DCMAKE_CXX_FLAGS=-fsanitize=fuzzer-no-link >/dev/null
# The fuzz targets only (the preset's CLI is not run here).
targets=()
for src in tests/fuzz/fuzz_*.cpp; do targets+=("$(basename "$src" .cpp)"); done
cmake --build --preset fuzz --target "${targets[@]}"
secs="${FUZZ_SECONDS:-20}"
rc=0

# The runs a finished libFuzzer log reports beyond the seed corpus' replay ("" if it never finished).
fuzzed_runs() {
  local done inited
  done="$(grep -aoE '^Done [0-9]+ runs' "$1" | tail -1 | grep -oE '[0-9]+' || true)"
  inited="$(grep -aoE '^#[0-9]+[[:space:]]+INITED' "$1" | tail -1 | grep -oE '[0-9]+' || true)"
  [ -n "$done" ] && echo $((done - ${inited:-0}))
}

for src in tests/fuzz/fuzz_*.cpp; do
  name="$(basename "$src" .cpp)"
  bin="build/fuzz/$name"
  if [ ! -x "$bin" ]; then
    echo "$name FAILED: $bin was not built"; rc=1; continue
  fi
  corpus="tests/fuzz/corpus/${name#fuzz_}"
  work="$(mktemp -d)" log="$(mktemp)"
  cp -r "$corpus"/. "$work"/ 2>/dev/null || true
  echo "--- $name: ${secs}s on $(ls "$corpus" 2>/dev/null | wc -l) seeds"
  # shellcheck disable=SC2086
  if "$bin" -max_total_time="$secs" -max_len=4096 -rss_limit_mb=2048 -artifact_prefix="build/fuzz/$name-" ${FUZZ_ARGS:-} "$work" \
      >"$log" 2>&1; then
    grep -aE "^#[0-9]+[[:space:]]+DONE" "$log" | tail -1 || true
    runs="$(fuzzed_runs "$log")"
    if [ -z "$runs" ] || [ "$runs" -le 0 ]; then
      echo "$name FAILED: it fuzzed nothing (${runs:-no} runs beyond the seeds):"; tail -5 "$log"; rc=1
    else
      echo "$name: $runs runs beyond the seeds"
    fi
  else
    echo "$name FAILED (input saved as build/fuzz/$name-*):"; tail -40 "$log"; rc=1
  fi
  rm -rf "$work" "$log"
done
exit $rc
