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

# The PostgreSQL pass runs wherever one answers: CI's TEST_DATABASE_URL as given, else a throw-away
# database on 127.0.0.1:5432 for this run, dropped when the run ends, passed or not.
run_database=
logs="$(mktemp -d)"
cleanup() {
  rm -rf "$logs"
  if [ -n "$run_database" ]; then node --import tsx scripts/test-database.ts drop "$run_database" || true; fi
}
trap cleanup EXIT
# A run stopped by a signal still cleans up (the EXIT trap): its throw-away database.
trap 'exit 143' TERM
trap 'exit 130' INT
if [ -z "${TEST_DATABASE_URL:-}" ] && (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; then
  run_database="$(node --import tsx scripts/test-database.ts create postgres://postgres@127.0.0.1:5432/postgres)" || run_database=
  if [ -n "$run_database" ]; then export TEST_DATABASE_URL="$run_database"; fi
fi

echo "== typecheck, lint and unit"
# Side by side: the type checker, eslint and prettier (`npm run typecheck` and `npm run lint`) and
# the unit tests share the cores; the checkers' output is shown once they are done.
# The unit tests build the client here for the bundle budget; the end-to-end server then serves it.
export TEST_CLIENT_BUILD_DIR="$logs/client"
npx tsc --noEmit -p tsconfig.json > "$logs/typecheck" 2>&1 &
typecheck=$!
npx eslint . > "$logs/lint" 2>&1 &
lint=$!
npx prettier --check --log-level warn . > "$logs/format" 2>&1 &
format=$!
failed=
npx vitest run --project unit || failed="$failed unit"
wait "$typecheck" || failed="$failed typecheck"
wait "$lint" || failed="$failed lint"
wait "$format" || failed="$failed format"
cat "$logs/typecheck" "$logs/lint" "$logs/format"
if [ -n "$failed" ]; then
  echo "failed:$failed"
  exit 1
fi
echo "== integration (PGlite)"
npx vitest run --project integration || failed="$failed integration-pglite"
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== integration (PostgreSQL)"
  TEST_DB=postgres npx vitest run --project integration || failed="$failed integration-postgres"
else
  echo "== integration (PostgreSQL) skipped: no PostgreSQL answers on 127.0.0.1:5432 and TEST_DATABASE_URL is not set"
fi
# One phase after the other: the browser tests beside the integration passes took longer in all
# (docs/testing.md, "Where the time goes"). A failed pass does not stop the next: one run names
# every failing phase.
echo "== end-to-end (Chromium at $CHROME_PATH)"
npx playwright test || failed="$failed end-to-end"
if [ -n "$failed" ]; then
  echo "failed:$failed"
  exit 1
fi
