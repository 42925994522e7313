#!/usr/bin/env bash
# Prepares a fresh machine: pnpm (through corepack), Debian's Chromium for the browser tests,
# and the workspace's dependencies from the lockfile. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=$(node -p "require('./package.json').packageManager.split('@')[1]")
# The registry these machines reach serves no npm signatures; corepack needs this to fetch pnpm.
export COREPACK_INTEGRITY_KEYS=0

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "setup: activating pnpm $PNPM_VERSION through corepack"
  corepack enable
  corepack prepare "pnpm@$PNPM_VERSION" --activate
fi

if [ ! -x /usr/bin/chromium ]; then
  echo "setup: installing Debian's Chromium (browser tests and benchmarks use it; none is downloaded)"
  SUDO=$([ "$(id -u)" = 0 ] && echo "" || echo sudo)
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

pnpm install --frozen-lockfile
