#!/usr/bin/env bash
# scripts/bench.sh — `npm run bench`: the training-loop benchmark in WebAssembly (node), after
# building the web module if needed (the `wasm` CMake preset, target nncore). Flags go through
# to the runners: --json --steps N --runs R --warmup W --rows LIST --cpu-time.
#   npm run bench                      the wasm table (node, tools/bench_wasm.mjs)
#   npm run bench -- --browser         the same in headless Chromium, through the built page's own
#                                      worker and module (`vite build`, then tools/bench_browser.mjs)
#   npm run bench -- --all [flags]     PyTorch (tests/reference/bench_torch.py), native
#                                      (`makemore-lab bench`, preset native) and wasm in node, one
#                                      after the other in one run, then side by side; with --browser
#                                      also wasm in Chromium
# Leaves out: saving results anywhere.
source "$(dirname "$0")/deps.sh"
need_deps build
cd "$ROOT"

all=0
browser=0
args=()
for a in "$@"; do
  case "$a" in
    --all) all=1 ;;
    --browser) browser=1 ;;
    *) args+=("$a") ;;
  esac
done

build_wasm >/dev/null
if [ "$browser" = 1 ]; then npx vite build --logLevel warn; fi

if [ "$all" = 0 ]; then
  if [ "$browser" = 1 ]; then exec node tools/bench_browser.mjs "${args[@]}"; fi
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
if [ "$browser" = 1 ]; then
  echo "bench: chromium ..." >&2
  bpass=()
  for a in "${pass[@]}"; do [ "$a" = "--cpu-time" ] || bpass+=("$a"); done
  node tools/bench_browser.mjs --json "${bpass[@]}" >"$tmp/chromium.json"
fi
node tools/bench_wasm.mjs --side-by-side "$tmp"/*.json
