#!/usr/bin/env bash
# norm_memory.sh — the peak memory of `makemore-lab norm` stays under 20x its input size plus 50 MB,
# whatever the input: 16 MiB of one-digit numbers, one-value rows, nested or empty arrays, empty
# objects and strings, distinct keys, whitespace, one long string; and the largest valid requests
# (a million values in one row, in a million rows, BatchNorm over half a million columns).
# Peak RSS comes from wait4 (tests/cli/peak_rss.cpp). Usage: tests/cli/norm_memory.sh path/to/makemore-lab
set -u
BIN=${1:?usage: norm_memory.sh path/to/makemore-lab}
[ -x "$BIN" ] || { echo "not an executable: $BIN" >&2; exit 2; }
HERE=$(cd "$(dirname "$0")" && pwd)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
c++ -std=c++17 -O1 -o "$TMP/peak_rss" "$HERE/peak_rss.cpp" || { echo "could not build peak_rss" >&2; exit 2; }
passed=0
failed=0
SIZE=$(( (16 << 20) - 64 ))  # just under the 16 MiB input limit, so every byte is parsed

# body SIZE ITEM...: ITEM repeated, comma-separated, about SIZE bytes in all (whole items only).
body() {
  local size=$1
  shift
  local item="$*"
  yes -- "$item" | head -n $(( size / (${#item} + 1) )) | paste -sd,
}

# check NAME EXPECTED_STATUS FILE: runs the CLI on FILE, compares peak RSS with the bound.
check() {
  local name=$1 want=$2 file=$3 size rc kb limit_kb
  size=$(stat -c %s "$file")
  timeout 120 "$TMP/peak_rss" "$TMP/rss" "$BIN" norm <"$file" >/dev/null 2>"$TMP/err"
  rc=$?
  kb=$(cat "$TMP/rss" 2>/dev/null || echo 0)
  limit_kb=$(( (20 * size + 50000000) / 1024 ))
  printf '%-34s %9d bytes  peak %7d KiB  bound %7d KiB  exit %d\n' "$name" "$size" "$kb" "$limit_kb" "$rc"
  if [ "$rc" -ne "$want" ]; then
    failed=$((failed + 1)); echo "FAIL: $name: exit $rc (expected $want): $(head -c 200 "$TMP/err")" >&2
  elif [ "$kb" -le 0 ] || [ "$kb" -gt "$limit_kb" ]; then
    failed=$((failed + 1)); echo "FAIL: $name: peak $kb KiB is above 20x the input + 50 MB ($limit_kb KiB)" >&2
  else
    passed=$((passed + 1))
  fi
}

# gen NAME PREFIX ITEM SUFFIX: PREFIX, ITEM repeated to about 16 MiB, SUFFIX.
gen() {
  local name=$1 prefix=$2 item=$3 suffix=$4
  { printf '%s' "$prefix"; body $(( SIZE - ${#prefix} - ${#suffix} )) "$item" | tr -d '\n'; printf '%s' "$suffix"; } >"$TMP/$name"
}

deep=$(printf '[%.0s' $(seq 60))$(printf ']%.0s' $(seq 60))
gen numbers '{"kind":"layer","x":[[' 1 ']]}'
gen rows '{"kind":"layer","x":[' '[1]' ']}'
gen nested '{"kind":"layer","x":[' "$deep" ']}'
gen empty_arrays '{"kind":"layer","x":[' '[]' ']}'
gen empty_objects '{"kind":"layer","x":[' '{}' ']}'
gen empty_strings '{"kind":"layer","x":[' '""' ']}'
{ printf '{'; seq 0 $(( SIZE / 10 )) | sed 's/.*/"&":0/' | paste -sd, | head -c $(( SIZE - 40 )) | sed 's/,[^,]*$//'; printf '}'; } >"$TMP/keys"
{ head -c $(( SIZE - 40 )) /dev/zero | tr '\0' ' '; printf '{"kind":"layer","x":[[1,5,-2,3]]}'; } >"$TMP/whitespace"
{ printf '{"kind":"'; head -c $(( SIZE - 40 )) /dev/zero | tr '\0' 'a'; printf '","x":[[1]]}'; } >"$TMP/long_string"
check "16 MiB of one-digit numbers" 2 "$TMP/numbers"
check "16 MiB of one-value rows" 2 "$TMP/rows"
check "16 MiB of arrays nested 60 deep" 2 "$TMP/nested"
check "16 MiB of empty arrays" 2 "$TMP/empty_arrays"
check "16 MiB of empty objects" 2 "$TMP/empty_objects"
check "16 MiB of empty strings" 2 "$TMP/empty_strings"
check "16 MiB of distinct keys" 2 "$TMP/keys"
check "16 MiB of whitespace" 0 "$TMP/whitespace"
check "one 16 MiB string" 2 "$TMP/long_string"

# The largest valid requests: 1e6 values each, in their shortest form.
ones=$(body 2000000 1 | tr -d '\n')
printf '{"kind":"layer","x":[[%s]]}' "$ones" >"$TMP/ln_row"
check "LayerNorm, one row of 1e6" 0 "$TMP/ln_row"
printf '{"kind":"batch","mode":"eval","x":[[%s]]}' "$ones" >"$TMP/bn_eval_row"
check "BatchNorm eval, one row of 1e6" 0 "$TMP/bn_eval_row"
rows=$(body 4000000 '[1]' | tr -d '\n')
printf '{"kind":"layer","x":[%s],"grad_out":[%s]}' "$rows" "$rows" >"$TMP/ln_rows"
check "LayerNorm, 1e6 rows of 1, grad_out" 0 "$TMP/ln_rows"
half=$(body 1000000 1 | tr -d '\n')
printf '{"kind":"batch","x":[[%s],[%s]]}' "$half" "$half" >"$TMP/bn_wide"
check "BatchNorm train, 2 rows of 5e5" 0 "$TMP/bn_wide"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
