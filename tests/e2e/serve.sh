#!/usr/bin/env bash
# Builds the client (or takes the one npm test has just built) and starts the production server on
# a new embedded database (a copy of the tests' migrated folder), so every end-to-end run tests
# the code as it is now.
set -euo pipefail
cd "$(dirname "$0")/../.."
rm -rf "${DATA_DIR:?}"
node --import tsx tests/e2e/migrated-data-dir.ts "$DATA_DIR"
if [ -n "${TEST_CLIENT_BUILD_DIR:-}" ] && [ -f "$TEST_CLIENT_BUILD_DIR/index.html" ]; then
  # npm test built the client from these same sources minutes ago, for the bundle budget.
  rm -rf "${CLIENT_BUILD_DIR:?}"
  mkdir -p "$(dirname "$CLIENT_BUILD_DIR")"
  cp -R "$TEST_CLIENT_BUILD_DIR" "$CLIENT_BUILD_DIR"
else
  npx vite build --logLevel warn
fi
exec npx tsx server/start.ts
