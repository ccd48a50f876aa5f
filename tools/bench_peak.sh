#!/usr/bin/env bash
# tools/bench_peak.sh — one core's arithmetic ceiling on this machine (tools/peak/peak.cpp), the
# denominator of the roofline in docs/performance.md: native AVX2+FMA and SSE2 (g++ -O3, the
# AVX2 copy picked at run time as the core's kernels do) and wasm SIMD128 under node (em++ -O3
# -msimd128; node --no-liftoff, so the loop runs as V8's optimising compiler makes it, as the
# training loop's kernels do once warm). CPU time, best of R runs. Prints one JSON line per ISA.
#   bash tools/bench_peak.sh [RUNS] [ROUNDS]      (defaults 7 and 100000000)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
runs="${1:-7}"
rounds="${2:-100000000}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
g++ -O3 -std=c++17 -o "$tmp/peak" "$ROOT/tools/peak/peak.cpp"
"$tmp/peak" "$runs" "$rounds"
if command -v em++ >/dev/null; then
  NODE_PATH="${NODE_PATH:-/usr/share/nodejs}" em++ -O3 -msimd128 -std=c++17 -sENVIRONMENT=node -sWASM_ASYNC_COMPILATION=0 \
    -o "$tmp/peak.js" "$ROOT/tools/peak/peak.cpp"
  node --no-liftoff "$tmp/peak.js" "$runs" "$rounds"
fi
