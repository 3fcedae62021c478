#!/bin/sh
# As the official redis image: given redis-server's flags, run it reachable from the network.
set -eu
if [ "${1:-}" = "redis-server" ]; then
  shift
  exec redis-server --protected-mode no --dir /data "$@"
fi
exec "$@"
