#!/usr/bin/env bash
# scripts/start.sh — `npm start`: install what is missing, build the wasm module if needed, serve
# the page with Vite and print its URL. PORT=5173 HOST=127.0.0.1 by default.
source "$(dirname "$0")/deps.sh"
need_deps build
build_wasm
cd "$ROOT"
exec npx vite --host "${HOST:-127.0.0.1}" --port "${PORT:-5173}"
