#!/usr/bin/env bash
# A throwaway PostgreSQL server for the tests, never the system's cluster: installs Debian's postgresql when no
# server binaries are present, starts a server of its own on 127.0.0.1:$LUDUS_PG_PORT (54329) with its data under
# /tmp and trust auth, creates the database ludus_test and prints its URL (the only thing on stdout). When the
# server is already up it only checks it answers. Tests make a database of their own on it (src/server/testdb.ts).
set -euo pipefail
PORT="${LUDUS_PG_PORT:-54329}"
# /tmp rather than the repo: the server runs as the postgres user, who may not be able to enter the checkout.
DIR="${LUDUS_PG_DIR:-/tmp/ludus-postgres-$PORT}"
URL="postgres://postgres@127.0.0.1:$PORT/ludus_test"

# The newest installed server (Debian 12: /usr/lib/postgresql/15/bin).
find_bin() {
  local d
  for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$d/pg_ctl" ]; then echo "$d"; return 0; fi
  done
  return 1
}

# psql as the server's superuser over TCP; -X: no ~/.psqlrc.
query() { "$BIN/psql" -X -q -tA -h 127.0.0.1 -p "$PORT" -U postgres "$@"; }

# Creates ludus_test if missing; fails when whatever answers on the port is not a server we may use.
ensure_db() {
  local found
  if ! found=$(query -d postgres -c "select 1 from pg_database where datname = 'ludus_test'" 2>&1); then
    echo "ensure-postgres: a server answers on 127.0.0.1:$PORT but not as ours (trust auth for postgres):" >&2
    echo "$found" >&2
    echo "Stop it, or pick another port with LUDUS_PG_PORT." >&2
    exit 1
  fi
  [ "$found" = 1 ] && return 0
  # Another run may create it between the look and the create: then it is there all the same.
  query -d postgres -c 'create database ludus_test' >/dev/null 2>&1 ||
    [ "$(query -d postgres -c "select 1 from pg_database where datname = 'ludus_test'")" = 1 ]
}

if ! BIN=$(find_bin); then
  if [ "$(id -u)" -eq 0 ]; then SUDO=; elif command -v sudo >/dev/null 2>&1; then SUDO=sudo; else
    echo "PostgreSQL is missing and installing it needs root: apt-get install postgresql" >&2
    exit 1
  fi
  echo "Installing Debian's postgresql for the PostgreSQL tests..." >&2
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
  BIN=$(find_bin) || { echo "apt-get installed postgresql but no /usr/lib/postgresql/*/bin/pg_ctl" >&2; exit 1; }
fi

if "$BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT"; then
  ensure_db
  echo "$URL"
  exit 0
fi

# Two test runs starting at once: one starts the server, the other waits here and then finds it up.
exec 9>"/tmp/ludus-postgres-$PORT.lock"
flock -w 120 9 || { echo "ensure-postgres: /tmp/ludus-postgres-$PORT.lock is held by another process" >&2; exit 1; }
if ! "$BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT"; then
  # postgres refuses to run as root; root runs it as the postgres user the Debian package creates. 9>&-: the
  # server must not inherit the lock, or it would hold it for as long as it runs.
  if [ "$(id -u)" -eq 0 ]; then OWNER=postgres; as_owner() { runuser -u postgres -- "$@" 9>&-; }; else
    OWNER=$(id -un); as_owner() { "$@" 9>&-; }
  fi
  mkdir -p "$DIR"
  chown "$OWNER" "$DIR"
  chmod 700 "$DIR"
  # Data from another major version (PostgreSQL upgraded since) cannot be started; it is test data, so it goes.
  MAJOR=$(basename "$(dirname "$BIN")")
  if [ -f "$DIR/data/PG_VERSION" ] && [ "$(cat "$DIR/data/PG_VERSION")" != "$MAJOR" ]; then rm -rf "$DIR/data"; fi
  # initdb writes data.new and it is renamed when complete, so an interrupted initdb is redone, never started.
  if [ ! -f "$DIR/data/PG_VERSION" ]; then
    rm -rf "$DIR/data.new"
    echo "ensure-postgres: initdb in $DIR/data" >&2
    as_owner "$BIN/initdb" -D "$DIR/data.new" -U postgres --auth=trust -E UTF8 --locale=C --no-sync >/dev/null
    # Test data is thrown away: durability settings off make every commit quick.
    cat >>"$DIR/data.new/postgresql.conf" <<EOF
listen_addresses = '127.0.0.1'
port = $PORT
unix_socket_directories = '$DIR'
max_connections = 200
fsync = off
synchronous_commit = off
full_page_writes = off
EOF
    mv "$DIR/data.new" "$DIR/data"
  fi
  if ! as_owner "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 60 start >/dev/null; then
    echo "ensure-postgres: the server in $DIR/data did not start; the end of $DIR/server.log:" >&2
    tail -n 20 "$DIR/server.log" >&2 || true
    exit 1
  fi
fi
ensure_db
echo "$URL"
