#!/usr/bin/env bash
# Installs Debian's Chromium for the end-to-end tests when it is missing. Playwright never downloads a browser
# here (that needs hosts this machine cannot reach); playwright-core drives this one instead.
set -euo pipefail
if command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO=sudo; else
    echo "Chromium is missing and installing it needs root: apt-get install chromium" >&2
    exit 1
  fi
else SUDO=; fi
echo "Installing Debian's chromium for the browser tests..." >&2
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
command -v chromium >/dev/null
