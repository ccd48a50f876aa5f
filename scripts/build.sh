#!/usr/bin/env bash
# scripts/build.sh — `npm run build`: the static site in dist/ (any web server can host it), with
# the whole lab as SCORM 1.2 and 2004 packages beside it (scripts/scorm_packages.mjs). It first
# reports each language's missing and extra messages (scripts/locales_report.mjs).
source "$(dirname "$0")/deps.sh"
need_deps build
build_wasm
cd "$ROOT"
# what each language's folder lacks or adds against English (a lacking message shows in English)
node scripts/locales_report.mjs
npx vite build
# the site as SCORM 1.2 and 2004 packages for learning platforms, and the list of its files
node scripts/scorm_packages.mjs
