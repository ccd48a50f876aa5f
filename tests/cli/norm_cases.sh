#!/usr/bin/env bash
# norm_cases.sh — end-to-end checks of `makemore-lab norm`: the 003 lesson's numbers in its JSON
# output, double precision where float32 would lose digits, and for every bad input (malformed or hostile JSON, wrong keys/types/shapes, NaN, deep
# nesting, binary bytes) exit status 2 with exactly one line on stderr and nothing on stdout.
# Usage: tests/cli/norm_cases.sh path/to/makemore-lab     Prints "N passed, M failed".
set -u
BIN=${1:?usage: norm_cases.sh path/to/makemore-lab}
[ -x "$BIN" ] || { echo "not an executable: $BIN" >&2; exit 2; }
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
passed=0
failed=0

ok() { passed=$((passed + 1)); }
ko() { failed=$((failed + 1)); echo "FAIL: $*" >&2; }

# run FILE [ARGS...]: the CLI on stdin FILE; sets rc, leaves $TMP/out and $TMP/err.
run() {
  local in=$1
  shift
  timeout 60 "$BIN" norm "$@" <"$in" >"$TMP/out" 2>"$TMP/err"
  rc=$?
}

# expect_values NAME KEY EXPECTED... : KEY's first array in $TMP/out matches EXPECTED to $TOL
# (default 1e-4: the text prints 4 decimals).
expect_values() {
  local name=$1 key=$2
  shift 2
  local got
  got=$(sed -E "s/.*\"$key\":\[\[?([^]]*)\].*/\1/" "$TMP/out")
  if echo "$got" | awk -F, -v want="$*" -v tol="${TOL:-1e-4}" 'BEGIN { n = split(want, w, " ") }
      { if (NF != n) exit 1; for (i = 1; i <= n; i++) { d = $i - w[i]; if (d < -tol || d > tol) exit 1 } }'; then
    ok
  else
    ko "$name: $key starts [$got], expected [$*]"
  fi
}

# good NAME JSON: exit 0, nothing on stderr, one JSON object on stdout.
good() {
  local name=$1
  printf '%s' "$2" >"$TMP/in"
  run "$TMP/in"
  if [ "$rc" -eq 0 ] && [ ! -s "$TMP/err" ] && grep -q '^{"y":\[\[.*\]}$' "$TMP/out"; then
    ok
  else
    ko "$name: exit $rc, stderr: $(head -c 300 "$TMP/err")"
  fi
}

# bad_file NAME FILE [PATTERN] [ARGS...]: exit 2, empty stdout, exactly one stderr line that starts
# with "makemore-lab norm: " and contains PATTERN (a fixed string).
bad_file() {
  local name=$1 file=$2 pattern=${3:-}
  shift 3 2>/dev/null || shift $#
  run "$file" "$@"
  local lines bytes first
  lines=$(wc -l <"$TMP/err")
  bytes=$(wc -c <"$TMP/err")
  first=$(head -n 1 "$TMP/err" | wc -c)
  if [ "$rc" -ne 2 ]; then
    ko "$name: exit $rc (expected 2), stderr: $(head -c 300 "$TMP/err")"
  elif [ -s "$TMP/out" ]; then
    ko "$name: wrote to stdout"
  elif [ "$lines" -ne 1 ] || [ "$first" -ne "$bytes" ]; then
    ko "$name: stderr is not exactly one line: $(head -c 300 "$TMP/err" | od -c | head -5)"
  elif ! grep -q '^makemore-lab norm: ' "$TMP/err"; then
    ko "$name: stderr does not start with 'makemore-lab norm: ': $(cat "$TMP/err")"
  elif [ -n "$pattern" ] && ! grep -qF -- "$pattern" "$TMP/err"; then
    ko "$name: stderr lacks '$pattern': $(cat "$TMP/err")"
  else
    ok
  fi
}

bad() {  # bad NAME JSON [PATTERN]
  printf '%s' "$2" >"$TMP/in"
  bad_file "$1" "$TMP/in" "${3:-}"
}

ROW='[1,5,-2,3]'

# ---- the 003 lesson's numbers --------------------------------------------------------------
good "layernorm among other rows" "{\"kind\":\"layer\",\"x\":[$ROW,[100,-50,20,0],[0,0,0,0.0001]]}"
expect_values "layernorm among other rows" y -0.2900 1.2568 -1.4501 0.4834
good "layernorm alone" "{\"kind\":\"layer\",\"x\":[$ROW]}"
expect_values "layernorm alone" y -0.2900 1.2568 -1.4501 0.4834
expect_values "layernorm alone" mean 1.75
good "batchnorm, batch A" "{\"kind\":\"batch\",\"x\":[$ROW,[2,4,-1,2],[0,6,-3,4]]}"
expect_values "batchnorm, batch A" y 0 0 0 0
good "batchnorm, batch B" "{\"kind\":\"batch\",\"x\":[$ROW,[50,-20,10,0],[-10,10,5,-5]]}"
expect_values "batchnorm, batch B" y -0.4857 0.5080 -1.2868 1.1112
expect_values "batchnorm, batch B" col_std 1 1 1 1
expect_values "batchnorm, batch B" grad_beta 3 3 3 3
good "layernorm of [2,8,-4,6]" '{"kind":"layer","x":[[2,8,-4,6]]}'
expect_values "layernorm of [2,8,-4,6]" y -0.2182 1.0911 -1.5275 0.6547
expect_values "layernorm of [2,8,-4,6]" var 21

# PyTorch's defaults written out give the same bytes as leaving them out.
printf '%s' "{\"kind\":\"batch\",\"x\":[$ROW,[50,-20,10,0],[-10,10,5,-5]]}" >"$TMP/in"
run "$TMP/in" && cp "$TMP/out" "$TMP/minimal"
printf '%s' " { \"x\" : [$ROW,[50,-20,10,0],[-10,10,5,-5]], \"kind\":\"b\\u0061tch\", \"mode\":\"train\",
  \"variance\":\"biased\", \"eps\":1e-5, \"gamma\":[1,1,1,1], \"beta\":[0,0,0,0.0],
  \"grad_out\":[[1,1,1,1],[1,1,1,1],[1,1,1,1]] }
" >"$TMP/in"
run "$TMP/in"
if [ "$rc" -eq 0 ] && cmp -s "$TMP/out" "$TMP/minimal"; then ok; else ko "explicit defaults differ from omitted ones (exit $rc)"; fi

good "eval mode, a batch of one" "{\"kind\":\"batch\",\"mode\":\"eval\",\"x\":[$ROW],\"running_mean\":[1,1,1,1],\"running_var\":[4,4,4,4]}"
expect_values "eval mode, a batch of one" y 0 2 -1.5 1
good "unbiased batchnorm" "{\"kind\":\"batch\",\"variance\":\"unbiased\",\"x\":[$ROW,[50,-20,10,0],[-10,10,5,-5]]}"
expect_values "unbiased batchnorm" col_std 0.8165 0.8165 0.8165 0.8165

# Double precision: x - mean is ~0.01 at magnitude 60, where float32 keeps 3 digits (error ~1e-3);
# the exact values (computed in 40-digit decimal) must come out to 1e-9.
good "layernorm near 60 in double precision" '{"kind":"layer","x":[[60,60.01,59.99,60.02]]}'
TOL=1e-9 expect_values "layernorm near 60 in double precision" y \
  -0.430331482911935 0.430331482911935 -1.290994448735806 1.290994448735806
TOL=1e-12 expect_values "layernorm near 60 in double precision" var 0.000125

"$BIN" norm --help >"$TMP/out" 2>"$TMP/err"
if [ $? -eq 0 ] && grep -q '"kind"' "$TMP/out" && grep -q 'example' "$TMP/out" && grep -q 'double' "$TMP/out"; then
  ok
else
  ko "--help"
fi

# ---- bad input: exit 2, one line ---------------------------------------------------------------
bad "empty input" '' "end of input"
bad "only whitespace" '  
 ' "end of input"
bad "malformed: missing brace" "{\"kind\":\"layer\",\"x\":[$ROW]" "missing '}'"
bad "malformed: bare key" '{kind:"layer"}' "expected a \"key\""
bad "malformed: trailing comma" '{"kind":"layer","x":[[1,2,]]}' "expected a value"
bad "malformed: single quotes" "{'kind':'layer'}" "invalid JSON"
bad "malformed: trailing garbage" "{\"kind\":\"layer\",\"x\":[$ROW]} x" "after the JSON value"
bad "malformed: leading zero" '{"kind":"layer","x":[[01,2]]}' "start with 0"
bad "malformed: bad escape" '{"kind":"la\qyer","x":[[1,2]]}' "invalid escape"
bad "malformed: lone surrogate" '{"kind":"\ud800","x":[[1,2]]}' "surrogate"
bad "malformed: raw newline in a string" '{"kind":"lay
er","x":[[1,2]]}' "control character"
bad "empty object" '{}' 'missing key "kind"'
bad "missing x" '{"kind":"layer"}' 'missing key "x"'
bad "not an object" "[$ROW]" "must be a JSON object"
bad "unknown key" "{\"kind\":\"layer\",\"x\":[$ROW],\"momentum\":0.1}" 'unknown key "momentum"'
bad "duplicate key" "{\"kind\":\"layer\",\"x\":[$ROW],\"kind\":\"batch\"}" 'duplicate key "kind"'
bad "kind not a string" "{\"kind\":1,\"x\":[$ROW]}" "kind must be a string"
bad "unknown kind" "{\"kind\":\"group\",\"x\":[$ROW]}" 'kind must be "batch" or "layer"'
bad "unknown mode" "{\"kind\":\"batch\",\"mode\":\"test\",\"x\":[$ROW,$ROW]}" "mode must be"
bad "unknown variance" "{\"kind\":\"batch\",\"variance\":\"sample\",\"x\":[$ROW,$ROW]}" "variance must be"
bad "x a string" '{"kind":"layer","x":"1,2,3"}' "x must be an array of rows"
bad "x a flat array" '{"kind":"layer","x":[1,2,3]}' "x[0] must be an array of numbers"
bad "x empty" '{"kind":"layer","x":[]}' "x is empty"
bad "ragged rows" '{"kind":"layer","x":[[1,2,3],[4,5]]}' "x[1] has 2 values but x[0] has 3"
bad "empty row" '{"kind":"batch","x":[[1,2],[]]}' "x[1] is empty"
bad "NaN as a string" '{"kind":"layer","x":[[1,"NaN",3]]}' 'x[0][1] must be a number, got a string "NaN"'
bad "NaN literal" '{"kind":"layer","x":[[1,NaN,3]]}' "JSON has no NaN"
bad "Infinity literal" '{"kind":"layer","x":[[1,-Infinity,3]]}' "expected a digit"
bad "null (JSON.stringify of NaN)" '{"kind":"layer","x":[[1,null,3]]}' "x[0][1] must be a number, got null"
bad "1e999" '{"kind":"layer","x":[[1,1e999,3]]}' "1e999 is too large"
bad "-1e999 in gamma" '{"kind":"layer","x":[[1,2,3]],"gamma":[1,-1e999,1]}' "too large"
bad "value beyond the 1e15 limit" '{"kind":"layer","x":[[1,1e20,3]]}' "x[0][1] = 1e+20 is outside"
bad "batch of one in train mode" "{\"kind\":\"batch\",\"x\":[$ROW]}" "at least 2 rows"
bad "gamma length" "{\"kind\":\"layer\",\"x\":[$ROW],\"gamma\":[1,1,1]}" "gamma has 3 values but x has 4 columns"
bad "beta length" "{\"kind\":\"layer\",\"x\":[$ROW],\"beta\":[0,0,0,0,0]}" "beta has 5 values"
bad "grad_out rows" "{\"kind\":\"layer\",\"x\":[$ROW,$ROW],\"grad_out\":[$ROW]}" "grad_out has 1 rows but x has 2"
bad "grad_out columns" "{\"kind\":\"layer\",\"x\":[$ROW],\"grad_out\":[[1,2]]}" "grad_out[0] has 2 values"
bad "running_var length" "{\"kind\":\"batch\",\"mode\":\"eval\",\"x\":[$ROW],\"running_var\":[1,1]}" "running_var has 2 values"
bad "negative running_var" "{\"kind\":\"batch\",\"mode\":\"eval\",\"x\":[$ROW],\"running_var\":[1,-1,1,1]}" "cannot be negative"
bad "running stats in train mode" "{\"kind\":\"batch\",\"x\":[$ROW,$ROW],\"running_mean\":[0,0,0,0]}" "only in eval mode"
bad "eps zero" "{\"kind\":\"layer\",\"x\":[$ROW],\"eps\":0}" "eps must be"
bad "eps negative" "{\"kind\":\"layer\",\"x\":[$ROW],\"eps\":-1e-5}" "eps must be"
bad "eps a string" "{\"kind\":\"layer\",\"x\":[$ROW],\"eps\":\"1e-5\"}" "eps must be a number"
bad "unknown key with a newline in it" "{\"kind\":\"layer\",\"x\":[$ROW],\"a\\nb\":1}" 'unknown key "a\nb"'

head -c 10000 /dev/zero | tr '\0' '[' >"$TMP/deep"
bad_file "10000 nested arrays" "$TMP/deep" "nested more than 64 levels"
{ for _ in $(seq 10000); do printf '{"a":'; done; } >"$TMP/deep_objects"
bad_file "10000 nested objects" "$TMP/deep_objects" "nested more than 64 levels"
{ printf '{"kind":"layer","x":'; head -c 64 /dev/zero | tr '\0' '['; } >"$TMP/deep64"
bad_file "nesting at the limit, then the end" "$TMP/deep64" "invalid JSON"
printf '{"kind":"layer","x":[[1,2]],"\xff\xfe":1}' >"$TMP/bin"
bad_file "invalid UTF-8 in a key" "$TMP/bin" "invalid UTF-8 byte 0xFF"
printf '{"kind":"layer",\0"x":[[1,2]]}' >"$TMP/nul"
bad_file "a NUL byte" "$TMP/nul" "byte 0x00"
head -c $((17 << 20)) /dev/zero | tr '\0' ' ' >"$TMP/huge"
bad_file "input over 16 MiB" "$TMP/huge" "larger than 16 MiB"
printf '%s' "{\"kind\":\"layer\",\"x\":[$ROW]}" >"$TMP/in"
bad_file "unknown flag" "$TMP/in" "unknown flag --fast" --fast

# Random binary bytes from a fixed LCG, so every run checks the same 30 byte strings.
seed=20240229
for n in $(seq 30); do
  esc=""
  for _ in $(seq $((n * 17))); do
    seed=$(((seed * 1103515245 + 12345) % 2147483648))
    esc+=$(printf '\\0%03o' $(((seed >> 16) % 256)))
  done
  printf '%b' "$esc" >"$TMP/random"
  bad_file "random bytes #$n" "$TMP/random" ""
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
