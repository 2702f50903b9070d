#!/usr/bin/env bash
# The whole test suite, in the order that fails fastest: types, lint, the build, unit and integration
# (SQLite and PostgreSQL; some read the built files), then the built site in a real browser. Called by
# scripts/site.sh test.
set -euo pipefail
cd "$(dirname "$0")/.."

# CI installs Debian's Chromium when it is missing; a developer is told how.
if [ ! -x /usr/bin/chromium ]; then
  if [ "${CI:-}" = "true" ]; then
    echo "› installing Chromium (apt-get)"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is missing: apt-get install -y chromium" >&2
    exit 1
  fi
fi

# CI must not pass with the PostgreSQL half of the suite skipped.
if [ "${CI:-}" = "true" ]; then export REQUIRE_POSTGRES=1; fi

# Types and lint are independent: side by side on the two cores.
echo "› typecheck and lint"
npm run typecheck --silent &
typecheck=$!
npm run lint --silent
wait "$typecheck"
# Before the unit tests: tests that read build/ (build output, static files, form pages, content-page scripts).
echo "› build"; npm run build --silent >/dev/null
echo "› unit and integration tests"; npm test --silent
echo "› browser tests"; npm run test:e2e --silent
