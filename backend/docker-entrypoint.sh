#!/bin/sh
# Starts the built backend. The server (or a single shared process) applies migrations and,
# with SEED_DEMO=true, the idempotent demo seed; a worker waits for the server to do so.
set -e
MEDUSA=/app/node_modules/.bin/medusa
cd /app/backend/.medusa/server

if [ "${MEDUSA_WORKER_MODE:-shared}" != "worker" ]; then
  "$MEDUSA" db:migrate
  if [ "${SEED_DEMO:-false}" = "true" ]; then
    "$MEDUSA" exec ./src/scripts/seed.js
  fi
fi

exec "$MEDUSA" start
