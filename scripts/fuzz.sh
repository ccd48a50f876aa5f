#!/usr/bin/env bash
# scripts/fuzz.sh — runs the libFuzzer targets (ASan + UBSan, built by the sanitize preset beside the
# sanitized suite: one build of the core for both) on their committed seed corpora
# (tests/fuzz/corpus/<target without fuzz_>). A crash, a sanitizer report or an undocumented
# exception fails the run; the failing input is kept under build/sanitize/. So does a target that
# fuzzed nothing: every tests/fuzz/fuzz_*.cpp must have been built and run, and libFuzzer's closing
# "Done N runs" must count more runs than replaying the seeds took (its "#K INITED" line).
# The budget follows coverage growth: each target runs in rounds of FUZZ_ROUND seconds (default 5)
# on a corpus that keeps what each round found, and stops after a round that added no input (no
# new coverage feature, libFuzzer's NEW) or after FUZZ_SECONDS in all (default 20).
# FUZZ_ARGS adds libFuzzer flags (FUZZ_ARGS=-runs=0 shows the stage failing on an idle target).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
# The preset gives coverage counters (-fsanitize=fuzzer-no-link) to the targets' way into the core too,
# not only to each target's own file: the names parser, the hyperparameter checks and the memory
# budget, compute_norm, the model's and the trainer's set-up (CMakeLists.txt's MM_COV_SOURCES). The
# kernels and layers under them run under ASan and UBSan without counters, as does the suite.
cmake --preset sanitize >/dev/null
targets=()
for src in tests/fuzz/fuzz_*.cpp; do targets+=("$(basename "$src" .cpp)"); done
# After the sanitize stage there is nothing left to build.
cmake --build --preset sanitize --target "${targets[@]}"
total="${FUZZ_SECONDS:-20}"
round="${FUZZ_ROUND:-5}"
rc=0

# The runs a finished libFuzzer log reports beyond the seed corpus' replay ("" if it never finished).
fuzzed_runs() {
  local done inited
  done="$(grep -aoE '^Done [0-9]+ runs' "$1" | tail -1 | grep -oE '[0-9]+' || true)"
  inited="$(grep -aoE '^#[0-9]+[[:space:]]+INITED' "$1" | tail -1 | grep -oE '[0-9]+' || true)"
  [ -n "$done" ] && echo $((done - ${inited:-0}))
}
# The inputs a round added to the corpus (libFuzzer's "#N NEW" lines).
new_inputs() { grep -acE '^#[0-9]+[[:space:]]+NEW' "$1" || true; }

for src in tests/fuzz/fuzz_*.cpp; do
  name="$(basename "$src" .cpp)"
  bin="build/sanitize/$name"
  if [ ! -x "$bin" ]; then
    echo "$name FAILED: $bin was not built"; rc=1; continue
  fi
  corpus="tests/fuzz/corpus/${name#fuzz_}"
  work="$(mktemp -d)" log="$(mktemp)"
  cp -r "$corpus"/. "$work"/ 2>/dev/null || true
  echo "--- $name: rounds of ${round}s, at most ${total}s, on $(ls "$corpus" 2>/dev/null | wc -l) seeds"
  spent=0 runs_all=0 ok=1 rounds=""
  while [ "$spent" -lt "$total" ]; do
    secs=$((total - spent < round ? total - spent : round))
    # shellcheck disable=SC2086
    if ! "$bin" -max_total_time="$secs" -max_len=4096 -rss_limit_mb=2048 -artifact_prefix="build/sanitize/$name-" ${FUZZ_ARGS:-} "$work" \
        >"$log" 2>&1; then
      echo "$name FAILED (input saved as build/sanitize/$name-*):"; tail -40 "$log"; ok=0; rc=1; break
    fi
    runs="$(fuzzed_runs "$log")"
    if [ -z "$runs" ] || [ "$runs" -le 0 ]; then
      echo "$name FAILED: a round fuzzed nothing (${runs:-no} runs beyond the seeds):"; tail -5 "$log"; ok=0; rc=1; break
    fi
    spent=$((spent + secs)) runs_all=$((runs_all + runs))
    added="$(new_inputs "$log")"
    rounds="$rounds ${added}"
    [ "$added" -eq 0 ] && break
  done
  if [ "$ok" -eq 1 ]; then
    grep -aE "^#[0-9]+[[:space:]]+DONE" "$log" | tail -1 || true
    echo "$name: $runs_all runs beyond the seeds in ${spent}s; new inputs per round:${rounds}"
  fi
  rm -rf "$work" "$log"
done
exit $rc
