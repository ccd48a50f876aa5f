#!/usr/bin/env bash
# scripts/build.sh — `npm run build`: the static site in dist/ (any web server can host it).
source "$(dirname "$0")/deps.sh"
need_deps build
build_wasm
cd "$ROOT"
npx vite build
