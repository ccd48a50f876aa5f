#!/usr/bin/env bash
# scripts/build.sh — `npm run build`: the static site in dist/ (any web server can host it), with
# the whole lab as SCORM 1.2 and 2004 packages beside it (scripts/scorm_packages.mjs).
source "$(dirname "$0")/deps.sh"
need_deps build
build_wasm
cd "$ROOT"
npx vite build
# the site as SCORM 1.2 and 2004 packages for learning platforms, and the list of its files
node scripts/scorm_packages.mjs
