#!/usr/bin/env bash
# scripts/mutants_tabs.sh — a maintainer's mutation test of tests/js/claims_tabs.test.js (not a CI
# stage): for each mutant of scripts/mutants_tabs.txt, applies its sed script to its file in this
# tree, runs the claims test of the tabs, puts the file back. Prints: mutant, killed / SURVIVED /
# not applied. Exits 1 when a mutant survives.
#   scripts/mutants_tabs.sh          every mutant of the list
#   scripts/mutants_tabs.sh NAME...  only those
set -euo pipefail
root=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
cd "$root"
list=${MUTANTS_LIST:-scripts/mutants_tabs.txt}
backup=$(mktemp)
file=''
restore() { [[ -n $file ]] && cp "$backup" "$file"; rm -f "$backup"; }
trap restore EXIT
survived=0
while IFS= read -r line; do
  [[ -z $line || $line == \#* ]] && continue
  name=${line%% ;; *}
  rest=${line#* ;; }
  f=${rest%% ;; *}
  script=${rest#* ;; }
  if (($#)) && [[ " $* " != *" $name "* ]]; then continue; fi
  file=$f
  cp "$file" "$backup"
  sed -i -e "$script" "$file"
  if cmp -s "$file" "$backup"; then
    printf '%-34s not applied\n' "$name"
  elif NO_COLOR=1 npx vitest run --root . tests/js/claims_tabs.test.js >/dev/null 2>&1; then
    printf '%-34s SURVIVED\n' "$name"
    survived=1
  else
    printf '%-34s killed\n' "$name"
  fi
  cp "$backup" "$file"
  file=''
done <"$list"
exit $survived
