#!/usr/bin/env bash
# The end-to-end suite drives Debian's Chromium. Install it when we can (root with apt);
# otherwise stop and say exactly what to run. Never skip the suite silently.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium with apt-get"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x "$chromium_path" ] && exit 0
fi
echo "Chromium is missing at $chromium_path. Install it with: sudo apt-get install -y chromium" >&2
exit 1
