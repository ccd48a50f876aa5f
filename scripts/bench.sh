#!/usr/bin/env bash
# scripts/bench.sh — `npm run bench`: the training-loop benchmark in WebAssembly (node), after
# building the web module if needed (the `wasm` CMake preset, target nncore). Flags go through
# to tools/bench_wasm.mjs: --json --steps N --runs R --warmup W --rows LIST --cpu-time.
#   npm run bench                      the wasm table
#   npm run bench -- --all [flags]     PyTorch (tests/reference/bench_torch.py), native
#                                      (`makemore-lab bench`, preset native) and wasm, one after
#                                      the other in one run, then the three side by side
# Leaves out: browsers (node's V8 only), saving results anywhere.
source "$(dirname "$0")/deps.sh"
need_deps build
cd "$ROOT"

all=0
args=()
for a in "$@"; do
  if [ "$a" = "--all" ]; then all=1; else args+=("$a"); fi
done

build_wasm >/dev/null

if [ "$all" = 0 ]; then
  exec node tools/bench_wasm.mjs "${args[@]}"
fi

# --all: every engine prints JSON into a temp dir, then one side-by-side table.
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
pass=()
for a in "${args[@]}"; do [ "$a" = "--json" ] || pass+=("$a"); done
{ [ -f build/native/build.ninja ] || cmake --preset native >/dev/null; } && cmake --build --preset native --target makemore-lab >/dev/null
if /usr/bin/python3 -c "import torch" 2>/dev/null; then
  echo "bench: PyTorch ..." >&2
  /usr/bin/python3 tests/reference/bench_torch.py --json "${pass[@]}" >"$tmp/pytorch.json"
else
  echo "bench: no PyTorch (apt-get install python3-torch); skipping its column" >&2
fi
echo "bench: native ..." >&2
build/native/makemore-lab bench --json "${pass[@]}" >"$tmp/native.json"
echo "bench: wasm ..." >&2
node tools/bench_wasm.mjs --json "${pass[@]}" >"$tmp/wasm.json"
node tools/bench_wasm.mjs --side-by-side "$tmp"/*.json
