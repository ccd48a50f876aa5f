#!/usr/bin/env bash
# scripts/words_mutants.sh — a maintainer's mutation test of the tabs' words as data (not a CI
# stage, not in npm test). For each mutant of scripts/words_mutants.txt: applies its sed script to
# its file in this tree, runs tests/js/claims.test.js filtered to the mutant's tests, puts the file
# back (also on an interrupt). Prints a table: mutant, killed / SURVIVED / not applied, and the
# tests that failed. Commit first: a mutated file is restored from a copy made before the edit.
#   scripts/words_mutants.sh           every mutant of the list
#   scripts/words_mutants.sh NAME...   only those
set -euo pipefail
root=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
cd "$root"
list=${WORDS_MUTANTS_LIST:-$root/scripts/words_mutants.txt}
work=$(mktemp -d "${TMPDIR:-/tmp}/words_mutants.XXXXXX")
restore() { [[ -f $work/orig && -n ${file:-} ]] && cp "$work/orig" "$file"; rm -rf "$work"; }
trap restore EXIT
want=("$@")
printf '%-36s %-12s %s\n' mutant result 'failed tests'
while IFS= read -r line; do
  [[ -z $line || $line == \#* ]] && continue
  name=$(awk -F' ;; ' '{ print $1 }' <<<"$line")
  file=$(awk -F' ;; ' '{ print $2 }' <<<"$line")
  script=$(awk -F' ;; ' '{ print $3 }' <<<"$line")
  filter=$(awk -F' ;; ' '{ print $4 }' <<<"$line")
  if ((${#want[@]})) && [[ ! " ${want[*]} " == *" $name "* ]]; then continue; fi
  cp "$file" "$work/orig"
  sed -i "$script" "$file"
  if cmp -s "$file" "$work/orig"; then
    printf '%-36s %-12s\n' "$name" 'not applied'
    rm -f "$work/orig"
    continue
  fi
  NO_COLOR=1 npx vitest run --root . tests/js/claims.test.js -t "$filter" >"$work/log" 2>&1 && rc=0 || rc=$?
  cp "$work/orig" "$file" && rm -f "$work/orig"
  failed=$(grep -E '^ FAIL ' "$work/log" | sed -E 's/^ FAIL +tests\/js\/claims.test.js > //' | sort -u | paste -sd ';' - || true)
  if ((rc != 0)); then printf '%-36s %-12s %s\n' "$name" killed "${failed:-(no FAIL line: see the run)}"
  else printf '%-36s %-12s\n' "$name" SURVIVED; fi
done <"$list"
