#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest. What a fresh machine may lack is found
# (or installed) first, in seconds, rather than after minutes of other tests.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== browser"
# The Chromium that Playwright will start (scripts/browser-finder.ts), installed if there is none;
# without one, the finder has said in one sentence what to run, and nothing else runs.
CHROME_PATH="$(node --import tsx scripts/find-browser.ts)" || exit 1
export CHROME_PATH

if [ -z "${TEST_DATABASE_URL:-}" ] && (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; then
  echo "PostgreSQL answers on 127.0.0.1:5432: run \`TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm test\` to add the PostgreSQL pass."
fi

echo "== typecheck and lint"
# Side by side: each uses one core, and the two together took 26 s one after the other.
npx tsc --noEmit -p tsconfig.json &
typecheck=$!
lint_status=0
npx eslint . || lint_status=$?
typecheck_status=0
wait "$typecheck" || typecheck_status=$?
[ "$typecheck_status" -eq 0 ] || echo "typecheck failed"
[ "$lint_status" -eq 0 ] || echo "lint failed"
[ "$typecheck_status" -eq 0 ] && [ "$lint_status" -eq 0 ] || exit 1
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
echo "== end-to-end (Chromium at $CHROME_PATH)"
npx playwright test
