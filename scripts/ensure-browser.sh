#!/usr/bin/env bash
# Make sure a Chromium-family browser is available, in the same order Wayfinder looks at run time:
# WAYFINDER_BROWSER_PATH, a system Chromium/Chrome on PATH, Playwright's managed browser.
# On Debian/Ubuntu as root with none found, install Debian's chromium (this is how CI gets one).
set -euo pipefail
PY="${1:-python3}"
if found=$("$PY" -m wayfinder.browser.locate 2>/dev/null); then
  echo "browser: $found"
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "No browser found; installing Debian's chromium with apt-get..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  found=$("$PY" -m wayfinder.browser.locate)
  echo "browser: $found"
  exit 0
fi
cat >&2 <<'MSG'
No Chromium or Chrome was found. Install one, then run make again:
  Debian/Ubuntu:  sudo apt-get install -y chromium
  or Playwright:  .venv/bin/playwright install chromium
  or point Wayfinder at one:  export WAYFINDER_BROWSER_PATH=/path/to/chrome
MSG
exit 1
