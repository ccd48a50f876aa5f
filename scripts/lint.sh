#!/usr/bin/env bash
# scripts/lint.sh — `npm run lint`, the lint stage of `npm test`: writes nothing, fails on
#   ESLint     any error or warning (eslint.config.js; --max-warnings 0)
#   format     a JavaScript file Prettier would change, a C++ file clang-format would change
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
rc=0
echo "--- eslint"
npx eslint --max-warnings 0 . || rc=1
echo "--- prettier --check, clang-format --dry-run -Werror"
bash scripts/format.sh --check || rc=1
exit $rc
