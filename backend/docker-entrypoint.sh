#!/bin/sh
# Starts the built backend in the Docker image (backend/Dockerfile), from .medusa/server next to
# this script (/app/backend/.medusa/server): the built server must run from there.
#
#   MEDUSA_WORKER_MODE=server|shared  apply the database migrations, then start
#   MEDUSA_WORKER_MODE=worker         start only (compose starts it once the server is healthy,
#                                     so the migrations are done; two migrators would race)
#   server/shared also set up the shop (region, sales channel, publishable key, warehouse), or
#   with SEED_DEMO=true seed the whole demo shop; both are idempotent
#
# Given arguments, runs them there instead, e.g. `medusa user -e admin@example.com -p secret`.
set -eu
cd "$(dirname "$0")/.medusa/server"
# The built server's own production packages (backend/Dockerfile, prod-deps), `medusa` among them.
PATH="$PATH:$(pwd)/node_modules/.bin"

if [ "$#" -gt 0 ]; then
  exec "$@"
fi

case "${MEDUSA_WORKER_MODE:-shared}" in
  server | shared)
    echo "docker-entrypoint: medusa db:migrate"
    medusa db:migrate
    if [ "${SEED_DEMO:-false}" = "true" ]; then
      echo "docker-entrypoint: seeding the demo shop (SEED_DEMO=true)"
      medusa exec ./src/scripts/seed.js
    else
      # Region, sales channel, publishable key and warehouse: the storefront needs them.
      echo "docker-entrypoint: setting up the shop"
      medusa exec ./src/scripts/setup-shop.js
    fi
    ;;
esac

# The built app's own server: Medusa behind the shop's edge (backend/src/server.ts).
exec node src/server.js
