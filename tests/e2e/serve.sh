#!/usr/bin/env bash
# Builds the client and starts the production server on a fresh embedded database, so every
# end-to-end run tests the code as it is now.
set -euo pipefail
cd "$(dirname "$0")/../.."
rm -rf "${DATA_DIR:?}"
npx vite build --logLevel warn
exec npx tsx server/start.ts
