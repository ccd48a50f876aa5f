#!/usr/bin/env bash
# scripts/test.sh — `npm test`: every test, from a fresh Debian 12 machine.
# Installs what is missing, then runs each stage and reports them all:
#   lint     ESLint, Prettier and clang-format checks over the sources (scripts/lint.sh), writing nothing
#   native   Catch2 suite (float32 core) through ctest
#   double   the same suite with the core in double precision (finite-difference gradient checks)
#   cli      the CLI's input-handling cases and norm's peak memory (tests/cli/*.sh)
#   sanitize the native suite under AddressSanitizer + UndefinedBehaviorSanitizer (clang); the same build
#            makes the fuzz targets
#   fuzz     libFuzzer targets (names loader, norm JSON reader, hyperparameters), each until a round
#            finds no new coverage (at most 20 s)
#   wasm     the web module and the Catch2 suite compiled to wasm, under node
#   js       vitest against the real wasm module
#   e2e      the built page in headless Chromium
#   pytorch  "copy as PyTorch": the page's script for three playground settings, run with Debian's
#            python3-torch (installed when missing), against the page's own export of the same runs;
#            and the lecture code beside each figure, two settings each, against the core's figure (one
#            python3 per script: each run in a child forked after torch's import, a timeout each); and
#            each figure tab's notebook, two settings each, validated (nbformat), executed headless
#            (jupyter-nbconvert, two kernels at a time) and its printout compared with the page's table
# STAGES="native cli" runs a subset. The summary gives each stage's wall seconds and CPU seconds (user +
# system of its processes, from bash's `times`: on a shared machine the CPU time is the one to compare).
source "$(dirname "$0")/deps.sh"
need_deps test
cd "$ROOT"

ALL_STAGES="lint native double cli sanitize fuzz wasm js e2e pytorch"
STAGES="${STAGES:-$ALL_STAGES}"
passed=0
failed=0
failed_names=()

stage_lint() { bash scripts/lint.sh; }
stage_native() { cmake --workflow --preset native; }
# The double stage proves the suite in double precision: it builds the suite (mm_tests), not the CLI.
stage_double() { cmake --preset double && cmake --build --preset double --target mm_tests && ctest --preset double; }
stage_cli() {
  local bin="$ROOT/build/native/makemore-lab" rc=0
  # The native stage's build (nothing to do after it); alone, the CLI only, not the whole native suite.
  { [ -f build/native/build.ninja ] || cmake --preset native >/dev/null; } && cmake --build --preset native --target makemore-lab || return 1
  for t in tests/cli/*.sh; do
    [ -e "$t" ] || continue
    echo "--- $t"
    bash "$t" "$bin" || rc=1
  done
  return $rc
}
stage_sanitize() {
  export ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1
  cmake --workflow --preset sanitize && bash tests/cli/norm_cases.sh "$ROOT/build/sanitize/makemore-lab"
}
stage_fuzz() { bash scripts/fuzz.sh; }
stage_wasm() { cmake --workflow --preset wasm; }
stage_js() { NO_COLOR=1 npx vitest run --root "$ROOT" tests/js; }
stage_e2e() { npx vite build --logLevel warn && node scripts/scorm_packages.mjs && node tests/e2e/run.mjs; }
stage_pytorch() {
  need_torch && need_notebook && build_wasm || return 1
  local rc=0
  node tests/pytorch/run.mjs || rc=1
  node tests/pytorch/snippets.mjs || rc=1
  node tests/pytorch/notebooks.mjs || rc=1
  return $rc
}

# CPU seconds (user + system) of this shell's finished child processes so far, from bash's `times`
# (its second line: the children's user and system time as 1m2.345s), into $cpu_now. `times` runs in
# this shell (a $(...) subshell would count only its own children).
times_file="$(mktemp)"
trap 'rm -f "$times_file"' EXIT
children_cpu() {
  times >"$times_file"
  cpu_now="$(tail -1 "$times_file" | awk '{ t = 0
    for (i = 1; i <= NF; i++) { split($i, p, "m"); sub("s", "", p[2]); t += p[1] * 60 + p[2] } printf "%.1f", t }')"
}

summary=()
for s in $STAGES; do
  if ! declare -F "stage_$s" >/dev/null; then
    echo "unknown stage: $s (stages: $ALL_STAGES)" >&2
    failed=$((failed + 1)); failed_names+=("$s"); continue
  fi
  echo
  echo "=============== stage: $s"
  start=$(date +%s.%N)
  children_cpu; cpu0="$cpu_now"
  if "stage_$s"; then result=passed; passed=$((passed + 1)); else result=FAILED; failed=$((failed + 1)); failed_names+=("$s"); fi
  wall="$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')"
  children_cpu
  cpu="$(awk -v a="$cpu0" -v b="$cpu_now" 'BEGIN { printf "%.1f", b - a }')"
  echo "=============== stage $s $result (wall ${wall} s, CPU ${cpu} s)"
  summary+=("$(printf '%-9s %-7s %8s %8s' "$s" "$result" "$wall" "$cpu")")
done

echo
printf '%-9s %-7s %8s %8s\n' stage result "wall s" "CPU s"
printf '%s\n' "${summary[@]}"
[ "$failed" -eq 0 ] || echo "failed stages: ${failed_names[*]}"
echo "stages: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
