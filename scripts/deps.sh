#!/usr/bin/env bash
# scripts/deps.sh — sourced by the other scripts: makes sure the toolchain is there.
# On Debian/Ubuntu as root it installs what is missing through apt; otherwise it prints the exact
# install line and stops. `need_deps build` = what building and serving need; `need_deps test`
# adds the browser, clang's sanitizer/fuzzer runtime and clang-format (the lint stage).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

_missing_packages() {
  local want=("$@") miss=()
  for p in "${want[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || miss+=("$p")
  done
  echo "${miss[@]:-}"
}

need_deps() {
  local kind="${1:-build}"
  local pkgs=(build-essential cmake ninja-build xtensor-dev catch2 emscripten)
  # libxml2-utils: xmllint, which checks the SCORM manifests against the ADL schemas (tests/js/scorm_schema.test.js);
  # poppler-utils: pdftoppm, the e2e look at the printed worksheet (tests/e2e/teacher.mjs)
  if [ "$kind" = test ]; then pkgs+=(clang libclang-rt-14-dev clang-format chromium libxml2-utils poppler-utils); fi
  if ! command -v dpkg-query >/dev/null; then
    echo "deps: not a Debian system; install: ${pkgs[*]} (Debian names), Node.js >= 20 and npm" >&2
    exit 1
  fi
  local miss
  miss="$(_missing_packages "${pkgs[@]}")"
  if [ -n "$miss" ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
      echo "deps: installing $miss"
      apt-get update -qq
      # shellcheck disable=SC2086
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $miss >/dev/null
      miss="$(_missing_packages "${pkgs[@]}")"
      if [ -n "$miss" ]; then echo "deps: could not install: $miss" >&2; exit 1; fi
    else
      echo "deps: missing packages. Install them with:" >&2
      echo "  sudo apt-get install -y $miss" >&2
      exit 1
    fi
  fi
  if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
    echo "deps: Node.js >= 20 with npm is required (Debian 12's nodejs 18 is too old for Vite 8)" >&2
    exit 1
  fi
  local major
  major="$(node -p 'process.versions.node.split(".")[0]')"
  if [ "$major" -lt 20 ]; then
    echo "deps: Node.js $(node --version) found; Vite 8 needs Node.js >= 20" >&2
    exit 1
  fi
  # npm packages: reinstall when the lock file is newer than the installed tree.
  if [ ! -d "$ROOT/node_modules" ] || [ "$ROOT/package-lock.json" -nt "$ROOT/node_modules/.package-lock.json" ]; then
    (cd "$ROOT" && npm ci --no-audit --no-fund --loglevel=error)
  fi
}

# Debian packages a Python import of the `pytorch` stage needs (for /usr/bin/python3): installed
# through apt when missing and run as root, otherwise the exact install line is printed.
# $1: the import to check, $2: what is missing in words, then the packages.
_need_python() {
  local check="$1" what="$2" miss
  shift 2
  if /usr/bin/python3 -c "$check" 2>/dev/null; then return 0; fi
  miss="$(_missing_packages "$@")"
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "deps: installing ${miss:-$*}"
    apt-get update -qq
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${miss:-$*} >/dev/null
    /usr/bin/python3 -c "$check" && return 0
    echo "deps: could not install $*" >&2
  else
    echo "deps: $what missing. Install with:" >&2
    echo "  sudo apt-get install -y ${miss:-$*}" >&2
  fi
  return 1
}

# The PyTorch scripts run with Debian's python3-torch.
need_torch() { _need_python 'import torch' 'PyTorch is' python3-torch; }

# The notebooks: validated by nbformat and executed headless by Debian's jupyter-nbconvert with an
# IPython kernel and matplotlib (beside python3-torch, need_torch).
need_notebook() {
  _need_python 'import nbformat, nbconvert, ipykernel, matplotlib' 'the notebook tools are' \
    jupyter-nbconvert python3-nbformat python3-ipykernel python3-matplotlib
}

# Emscripten's link step needs acorn from Debian's node modules.
export NODE_PATH="${NODE_PATH:-/usr/share/nodejs}"

build_wasm() {
  (cd "$ROOT" && { [ -f build/wasm/build.ninja ] || cmake --preset wasm >/dev/null; } && cmake --build --preset wasm --target nncore)
}
