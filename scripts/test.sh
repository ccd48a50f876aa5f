#!/usr/bin/env bash
# scripts/test.sh — `npm test`: every test, from a fresh Debian 12 machine.
# Installs what is missing, then runs each stage and reports them all:
#   lint     ESLint, Prettier and clang-format checks over the sources (scripts/lint.sh), writing nothing
#   native   Catch2 suite (float32 core) through ctest
#   double   the same suite with the core in double precision (finite-difference gradient checks)
#   cli      the CLI's input-handling cases and norm's peak memory (tests/cli/*.sh)
#   sanitize the native suite under AddressSanitizer + UndefinedBehaviorSanitizer (clang)
#   fuzz     libFuzzer targets (names loader, norm JSON reader), a bounded time each
#   wasm     the web module and the Catch2 suite compiled to wasm, under node
#   js       vitest against the real wasm module
#   e2e      the built page in headless Chromium
#   pytorch  "copy as PyTorch": the page's script for three playground settings, run with Debian's
#            python3-torch (installed when missing), against the page's own export of the same runs
# STAGES="native cli" runs a subset.
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
stage_double() { cmake --workflow --preset double; }
stage_cli() {
  local bin="$ROOT/build/native/makemore-lab" rc=0
  [ -x "$bin" ] || cmake --workflow --preset native >/dev/null
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
stage_e2e() { npx vite build --logLevel warn && node tests/e2e/run.mjs; }
stage_pytorch() { need_torch && build_wasm && node tests/pytorch/run.mjs; }

for s in $STAGES; do
  echo
  echo "=============== stage: $s"
  start=$(date +%s)
  if "stage_$s"; then
    passed=$((passed + 1))
    echo "=============== stage $s passed ($(( $(date +%s) - start )) s)"
  else
    failed=$((failed + 1))
    failed_names+=("$s")
    echo "=============== stage $s FAILED ($(( $(date +%s) - start )) s)"
  fi
done

echo
[ "$failed" -eq 0 ] || echo "failed stages: ${failed_names[*]}"
echo "stages: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
