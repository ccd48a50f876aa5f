#!/usr/bin/env bash
# scripts/mutants_bn.sh — a maintainer's mutation test of the BatchNorm and residual tabs' words
# (not a CI stage): for each mutant of scripts/mutants_bn.txt, applies its sed script to its file in
# this tree, runs that tab's claims test (tests/js/claims.test.js -t <tab>), and puts the file back.
# A mutant the test does not fail SURVIVED. Prints a table: mutant, killed / SURVIVED / not applied.
#   scripts/mutants_bn.sh            every mutant of the list
#   scripts/mutants_bn.sh NAME...    only those
# The files it mutates must be committed (each is restored from a copy, and checked unchanged after).
set -euo pipefail
root=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
list=${MUTANTS_LIST:-$root/scripts/mutants_bn.txt}
cd "$root"
work=$(mktemp -d "${TMPDIR:-/tmp}/mutants_bn.XXXXXX")
trap 'rm -rf "$work"' EXIT

claims() { NO_COLOR=1 npx vitest run --root . tests/js/claims.test.js -t "$1" >"$work/test.log" 2>&1; }

printf '%-30s %-12s %s\n' mutant result "first problem the test reported"
killed=0 total=0
while IFS= read -r line; do
  [[ -z $line || $line == \#* ]] && continue
  IFS=$'\x1f' read -r name file tab script <<<"${line// ;; /$'\x1f'}"
  if (($#)); then printf '%s\n' "$@" | grep -qxF "$name" || continue; fi
  git diff --quiet HEAD -- "$file" || { echo "$file has uncommitted changes" >&2; exit 1; }
  total=$((total + 1))
  cp "$file" "$work/original"
  sed -i -e "$script" "$file"
  if cmp -s "$file" "$work/original"; then
    printf '%-30s %-12s %s\n' "$name" "not applied" "$file unchanged"
  elif claims "$tab"; then
    printf '%-30s %-12s %s\n' "$name" SURVIVED "-"
  else
    killed=$((killed + 1))
    # the first problem of the failed test's list (its "+   …" lines), cut to 160 characters
    printf '%-30s %-12s %s\n' "$name" killed "$(grep -m1 -E '^\+ +"' "$work/test.log" | sed -E 's/^\+ +//; s/^"[^{]* at \{[^}]*\} \{[^}]*\}: //' | cut -c1-160 || true)"
  fi
  cp "$work/original" "$file"
done <"$list"
echo "killed $killed of $total"
