#!/usr/bin/env bash
# Provisions what the test suite needs from the machine and cannot install through npm:
# Chromium from Debian's packages (Playwright cannot download its own browser here), Java for the
# Nu HTML Checker (vnu-jar, e2e/html-validity.spec.ts), and the local PostgreSQL when it is
# installed but stopped (the API tests also run on it when it answers).
set -uo pipefail

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "provision: installing Chromium from Debian's packages"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
fi

if ! command -v java >/dev/null 2>&1; then
  echo "provision: installing Java (for the HTML checker) from Debian's packages"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq default-jre-headless >/dev/null
fi

if command -v pg_ctlcluster >/dev/null 2>&1 && command -v pg_isready >/dev/null 2>&1; then
  if ! pg_isready -q -h 127.0.0.1 -p 5432; then
    echo "provision: starting the local PostgreSQL"
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start || true
  fi
fi

if command -v redis-server >/dev/null 2>&1 && command -v redis-cli >/dev/null 2>&1; then
  if ! redis-cli -h 127.0.0.1 ping >/dev/null 2>&1; then
    echo "provision: starting the local Redis"
    redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no >/dev/null || true
  fi
fi
exit 0
