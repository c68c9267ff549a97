#!/usr/bin/env bash
# Starts the production server on a fresh embedded database for one end-to-end run.
set -euo pipefail
cd "$(dirname "$0")/../.."
rm -rf "${DATA_DIR:?}"
exec npx tsx server/start.ts
