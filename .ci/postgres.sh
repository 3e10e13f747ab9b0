#!/usr/bin/env bash
# Starts a throwaway PostgreSQL for the API suite (DESIGN §6: the same migrations on PostgreSQL).
# Installs Debian's postgresql when it is missing. Prints the DATABASE_URL to use; stop it with
# `.ci/postgres.sh stop <dir>`.
set -euo pipefail
if [ "${1:-}" = "stop" ]; then
  su postgres -c "$(ls -d /usr/lib/postgresql/*/bin | tail -1)/pg_ctl -D '$2' -m fast stop" >/dev/null
  rm -rf "$2"
  exit 0
fi
if ! ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1; then
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi
bin=$(ls -d /usr/lib/postgresql/*/bin | tail -1)
dir=$(mktemp -d /tmp/storefront-pg.XXXXXX)
chown postgres "$dir"
port=${PGPORT_CI:-54329}
su postgres -c "$bin/initdb -D '$dir' -A trust -U postgres" >/dev/null
su postgres -c "$bin/pg_ctl -D '$dir' -o '-p $port -k /tmp -c listen_addresses=127.0.0.1' -l '$dir/server.log' -w start" >/dev/null
echo "$dir postgres://postgres@127.0.0.1:$port/postgres"
