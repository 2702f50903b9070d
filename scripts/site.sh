#!/usr/bin/env bash
# One entry point for a fresh machine: `scripts/site.sh start` serves the site, `scripts/site.sh test`
# runs every test. It pins Node (docs/decisions/001-node-26-bootstrap.md), installs and builds only
# what is missing or stale, then hands over to npm.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

# The system Node may be too old for the toolchain: use the pinned one from .tools/ (PATH only).
if [ "$(node_major)" -lt 24 ]; then
  if [ ! -x .tools/node_modules/.bin/node ] || [ .tools/package-lock.json -nt .tools/node_modules/.package-lock.json ]; then
    echo "› installing the pinned Node.js into .tools/"
    npm ci --prefix .tools --no-audit --no-fund --loglevel=error
  fi
  export PATH="$root/.tools/node_modules/.bin:$PATH"
fi

# Install dependencies when the lock file is newer than the last install.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "› installing dependencies"
  npm ci --no-audit --no-fund --loglevel=error
fi

# Rebuild when any source file is newer than the last build.
build_if_stale() {
  if [ ! -f build/server/index.js ] || [ -n "$(find app public data package-lock.json react-router.config.ts vite.config.ts scripts/build-*.ts -newer build/server/index.js -print -quit)" ]; then
    echo "› building"
    npm run build --silent
  fi
}

case "${1:-}" in
  start)
    build_if_stale
    exec npm start --silent
    ;;
  test)
    exec bash scripts/test-all.sh
    ;;
  *)
    # Anything else is an npm script run with the pinned toolchain: `scripts/site.sh run bench`.
    exec npm "$@"
    ;;
esac
