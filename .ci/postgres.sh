# Sourced by .ci/run: makes sure a PostgreSQL server answers for the tests and exports
# TEST_DATABASE_URL. Under CI a test that needs PostgreSQL fails without it
# (tests/helpers/postgres-required.ts), so this fails CI here, saying why, when it cannot.
#
# With TEST_DATABASE_URL already set, it only checks that server answers. Otherwise, on
# 127.0.0.1:5432: when nothing answers there, installs Debian's postgresql when it is missing
# and starts its cluster (pg_ctlcluster, else `service postgresql start`, else initdb and
# pg_ctl as the postgres user); then, if needed, lets the postgres role in over TCP from
# 127.0.0.1 without a password (trust, the tests' URL has none) and creates the database
# `test`. Root is needed only for what it has to change.
#
# Alone, changing nothing (prints what it would run): CI_PG_DRY_RUN=1 bash -c '. .ci/postgres.sh && ensure_postgres'

CI_PG_HOST=127.0.0.1
CI_PG_PORT=5432
CI_PG_URL="postgres://postgres@${CI_PG_HOST}:${CI_PG_PORT}/test"

ci_pg_say() { echo "ci: postgres: $*"; }

# Runs a command that changes the machine, or only prints it under CI_PG_DRY_RUN=1.
ci_pg_do() {
  if [ -n "${CI_PG_DRY_RUN:-}" ]; then
    ci_pg_say "would run: $*"
  else
    "$@"
  fi
}

# Runs a command as the postgres user (root runs this script in CI).
ci_pg_as_postgres() {
  if [ "$(id -un)" = postgres ]; then
    ci_pg_do "$@"
  elif command -v runuser >/dev/null 2>&1; then
    ci_pg_do runuser -u postgres -- "$@"
  else
    ci_pg_do su postgres -s /bin/sh -c "$(printf '%q ' "$@")"
  fi
}

ci_pg_answers() {
  pg_isready -h "$CI_PG_HOST" -p "$CI_PG_PORT" -q 2>/dev/null
}

# Something listens on the port (a server this machine did not install, e.g. a CI service).
ci_pg_port_open() {
  (exec 3<>"/dev/tcp/$CI_PG_HOST/$CI_PG_PORT") 2>/dev/null
}

# psql as the tests connect: the postgres role over TCP, never asking for a password.
ci_pg_psql() {
  psql -h "$CI_PG_HOST" -p "$CI_PG_PORT" -U postgres -w -X -v ON_ERROR_STOP=1 -tA "$@"
}

ci_pg_fail() {
  echo "ci: FAILED: PostgreSQL is required and $*." >&2
  echo "ci: the server and browser tests run on it as well as on PGlite, and under CI a test that" >&2
  echo "ci: needs it fails rather than skips. Start one, or set TEST_DATABASE_URL to one that answers." >&2
  return 1
}

ci_pg_install() {
  ci_pg_say "installing Debian's $*"
  ci_pg_do apt-get update -q
  ci_pg_do apt-get install -y -q "$@"
}

# The newest server version installed (/usr/lib/postgresql/<version>/bin/postgres).
ci_pg_version() {
  local bin
  bin=$(ls -d /usr/lib/postgresql/*/bin/postgres 2>/dev/null | sort -V | tail -n 1)
  [ -n "$bin" ] || return 1
  basename "$(dirname "$(dirname "$bin")")"
}

ci_pg_start() {
  local version cluster started=""
  version=$(ci_pg_version) || return 1
  if command -v pg_lsclusters >/dev/null 2>&1 && command -v pg_ctlcluster >/dev/null 2>&1; then
    # Debian's clusters: start those that are down; make one when the package made none.
    if [ -z "$(pg_lsclusters -h 2>/dev/null)" ] && command -v pg_createcluster >/dev/null 2>&1; then
      ci_pg_say "creating cluster $version/main"
      ci_pg_do pg_createcluster "$version" main
    fi
    while read -r ver name port status _; do
      [ -n "$ver" ] || continue
      case "$status" in
        online*) ;;
        *)
          ci_pg_say "starting cluster $ver/$name (port $port)"
          ci_pg_do pg_ctlcluster "$ver" "$name" start && started=1
          ;;
      esac
    done < <(pg_lsclusters -h 2>/dev/null)
  fi
  if [ -z "$started" ] && command -v service >/dev/null 2>&1 && [ -e /etc/init.d/postgresql ]; then
    ci_pg_say "service postgresql start"
    ci_pg_do service postgresql start && started=1
  fi
  if [ -z "$started" ]; then
    # No cluster tools: a data folder of its own, owned by postgres, trust for local clients.
    local bin="/usr/lib/postgresql/$version/bin" data=/var/lib/postgresql/ci-data
    ci_pg_say "initdb and pg_ctl in $data"
    if [ ! -s "$data/PG_VERSION" ]; then
      ci_pg_do install -d -o postgres -g postgres -m 700 "$data"
      ci_pg_as_postgres "$bin/initdb" -D "$data" -U postgres --auth=trust
    fi
    ci_pg_as_postgres "$bin/pg_ctl" -D "$data" -l "$data/server.log" -w \
      -o "-c listen_addresses=$CI_PG_HOST -c port=$CI_PG_PORT" start
  fi
}

# Lets the postgres role in from 127.0.0.1 (and ::1) without a password, then reloads.
ci_pg_trust_loopback() {
  local hba
  hba=$(ci_pg_as_postgres psql -X -tA -c "show hba_file" 2>/dev/null) || true
  if [ -n "${CI_PG_DRY_RUN:-}" ]; then
    ci_pg_say "would add 'host all postgres 127.0.0.1/32 trust' (and ::1/128) at the top of pg_hba.conf, then reload"
    return 0
  fi
  if [ -z "$hba" ] || [ ! -f "$hba" ]; then
    ci_pg_say "cannot find pg_hba.conf to let the postgres role in over TCP"
    return 1
  fi
  ci_pg_say "trust for the postgres role from 127.0.0.1 and ::1 in $hba"
  # The first matching line wins: these go first.
  { printf 'host all postgres 127.0.0.1/32 trust\nhost all postgres ::1/128 trust\n'; cat "$hba"; } >"$hba.ci"
  cat "$hba.ci" >"$hba" && rm -f "$hba.ci"
  ci_pg_as_postgres psql -X -q -c "select pg_reload_conf()" >/dev/null
}

ensure_postgres() {
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    command -v psql >/dev/null 2>&1 || ci_pg_install postgresql-client
    if [ -z "${CI_PG_DRY_RUN:-}" ] && ! psql "$TEST_DATABASE_URL" -w -X -tA -c "select 1" >/dev/null; then
      ci_pg_fail "TEST_DATABASE_URL ($TEST_DATABASE_URL) does not answer"
      return 1
    fi
    ci_pg_say "TEST_DATABASE_URL answers"
    return 0
  fi

  if ! command -v pg_isready >/dev/null 2>&1 || ! ci_pg_answers; then
    if ! ci_pg_version >/dev/null && ! ci_pg_port_open; then
      ci_pg_install postgresql
    elif ! command -v pg_isready >/dev/null 2>&1 || ! command -v psql >/dev/null 2>&1; then
      ci_pg_install postgresql-client
    fi
  fi
  if ! ci_pg_answers; then
    ci_pg_say "nothing answers at $CI_PG_HOST:$CI_PG_PORT: starting the server"
    ci_pg_start || { ci_pg_fail "it could not be started"; return 1; }
    if [ -z "${CI_PG_DRY_RUN:-}" ]; then
      local i
      for i in $(seq 1 30); do
        ci_pg_answers && break
        sleep 1
      done
      ci_pg_answers || {
        ci_pg_fail "nothing answers at $CI_PG_HOST:$CI_PG_PORT after starting it (30 s)"
        return 1
      }
    fi
  fi

  if ! ci_pg_psql -c "select 1" >/dev/null 2>&1; then
    ci_pg_trust_loopback || { ci_pg_fail "the postgres role cannot connect over TCP from $CI_PG_HOST"; return 1; }
  fi
  if [ -z "${CI_PG_DRY_RUN:-}" ] && ! ci_pg_psql -c "select 1" >/dev/null; then
    ci_pg_fail "the postgres role cannot connect to $CI_PG_HOST:$CI_PG_PORT without a password"
    return 1
  fi
  if [ "$(ci_pg_psql -c "select 1 from pg_database where datname = 'test'" 2>/dev/null)" != 1 ]; then
    ci_pg_say "creating the database test"
    ci_pg_do psql -h "$CI_PG_HOST" -p "$CI_PG_PORT" -U postgres -w -X -q -c "create database test" || {
      ci_pg_fail "the database test could not be created"
      return 1
    }
  fi

  export TEST_DATABASE_URL="$CI_PG_URL"
  if [ -z "${CI_PG_DRY_RUN:-}" ] && ! psql "$TEST_DATABASE_URL" -w -X -tA -c "select 1" >/dev/null; then
    ci_pg_fail "$TEST_DATABASE_URL does not answer"
    return 1
  fi
  ci_pg_say "TEST_DATABASE_URL=$TEST_DATABASE_URL"
}
