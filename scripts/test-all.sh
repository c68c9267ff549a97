#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== typecheck"
npx tsc --noEmit -p tsconfig.json
echo "== lint"
npx eslint .
echo "== unit"
npx vitest run --project unit
echo "== integration (PGlite)"
npx vitest run --project integration
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== integration (PostgreSQL)"
  TEST_DB=postgres npx vitest run --project integration
else
  echo "== integration (PostgreSQL) skipped: TEST_DATABASE_URL is not set"
fi
echo "== end-to-end (Chromium)"
npx playwright test
