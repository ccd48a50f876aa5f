#!/usr/bin/env bash
# scripts/mutants.sh — a maintainer's mutation test of the native suite (not a CI stage).
# Copies the committed tree (git archive HEAD) to a temporary folder, builds the native suite there
# once, checks that it passes, then for each mutant of scripts/mutants.txt: applies its sed script
# to its file, rebuilds (only what the file touches), runs build/native/mm_tests "~[full]", puts
# the file back. Prints a table: mutant, killed / SURVIVED / not applied / no build, and the first
# test case that failed (with MUTANTS_ALL=1 every failing test case, slower: no --abort).
#   scripts/mutants.sh                 every mutant of the list
#   scripts/mutants.sh NAME...         only those
#   MUTANTS_LIST=file  MUTANTS_KEEP=1 (keep the copy)  MUTANTS_JOBS=2
#   MUTANTS_DIR=dir    reuse (or make) a copy there: only files HEAD changed are rebuilt
#   MUTANTS_HERE=1     no copy: mutate this tree's files and rebuild its build/native (each file is
#                      put back; native/ must be committed). For a tree whose build is already there.
# Commit first: uncommitted changes are not in the copy. Results: docs/mutants.md.
set -euo pipefail
root=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
list=${MUTANTS_LIST:-$root/scripts/mutants.txt}
jobs=${MUTANTS_JOBS:-2}
if [[ ${MUTANTS_HERE:-0} == 1 ]]; then  # this tree and its build/native: quicker, but it edits files here
  work=$(mktemp -d "${TMPDIR:-/tmp}/mutants.XXXXXX")
  trap 'rm -rf "$work"' EXIT
  cd "$root"
  git diff --quiet HEAD -- native || { echo "MUTANTS_HERE: native/ has uncommitted changes" >&2; exit 1; }
  echo "in place at $(git rev-parse --short HEAD)" >&2
elif [[ -n ${MUTANTS_DIR:-} ]]; then  # a kept copy: refresh it, rebuilding only what HEAD changed
  work=$MUTANTS_DIR
  mkdir -p "$work/src"
else
  work=$(mktemp -d "${TMPDIR:-/tmp}/mutants.XXXXXX")
  mkdir "$work/src"
  [[ ${MUTANTS_KEEP:-0} == 1 ]] || trap 'rm -rf "$work"' EXIT
fi
if [[ ${MUTANTS_HERE:-0} != 1 ]]; then
  rm -rf "$work/stage" && mkdir "$work/stage"
  git -C "$root" archive HEAD | tar -x -C "$work/stage"
  (cd "$work/stage" && find . -type f) | while IFS= read -r f; do
    cmp -s "$work/stage/$f" "$work/src/$f" || { mkdir -p "$(dirname "$work/src/$f")"; cp "$work/stage/$f" "$work/src/$f"; }
  done
  cd "$work/src"
  echo "copy of $(git -C "$root" rev-parse --short HEAD) in $work/src" >&2
fi

build() { cmake --build --preset native -j"$jobs" --target mm_tests >"$work/build.log" 2>&1; }
# -> "" when every test passes, else the failing test cases (or the first one, with --abort)
failing() {
  local abort=(--abort)
  [[ ${MUTANTS_ALL:-0} == 1 ]] && abort=()
  if build/native/mm_tests "~[full]" "${abort[@]}" >"$work/test.log" 2>&1; then return 0; fi
  # the console reporter: a test case's name follows a line of dashes; FAILED marks an assertion
  awk '/^-+$/ { getline n; if (n !~ /^-+$/ && n !~ /^\// && n != "") name = n; next }
       /FAILED:/ && !(name in seen) { seen[name] = 1; printf "%s%s", (k++ ? "; " : ""), name } END { if (k) print "" }' "$work/test.log"
  grep -q 'FAILED' "$work/test.log" || echo "(no failed assertion: crashed?)"
}

cmake --preset native >/dev/null
build || { echo "the unmutated tree does not build: $work/build.log" >&2; exit 1; }
start=$SECONDS
base=$(failing)
[[ -z $base ]] || { echo "the unmutated suite fails ($base): $work/test.log" >&2; exit 1; }
echo "unmutated suite passes ($((SECONDS - start)) s)" >&2

printf '%-26s %-12s %s\n' mutant result "failing test cases (the first only, without MUTANTS_ALL=1)"
killed=0 total=0
while IFS= read -r line; do
  [[ -z $line || $line == \#* ]] && continue
  name=${line%% ;; *}; rest=${line#* ;; }; file=${rest%% ;; *}; script=${rest#* ;; }
  if (($#)); then printf '%s\n' "$@" | grep -qxF "$name" || continue; fi
  total=$((total + 1))
  cp "$file" "$work/original"
  sed -i -e "$script" "$file"
  if cmp -s "$file" "$work/original"; then
    printf '%-26s %-12s %s\n' "$name" "not applied" "$file unchanged"
  elif ! build; then
    printf '%-26s %-12s %s\n' "$name" "no build" "$file"
  else
    f=$(failing)
    if [[ -n $f ]]; then killed=$((killed + 1)); printf '%-26s %-12s %s\n' "$name" killed "$f"
    else printf '%-26s %-12s %s\n' "$name" SURVIVED "-"; fi
  fi
  cp "$work/original" "$file"
  touch "$file"
done <"$list"
build || true
echo "killed $killed of $total"
