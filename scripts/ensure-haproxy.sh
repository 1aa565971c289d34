#!/usr/bin/env bash
# The cluster suite (tests/cluster/) puts Debian's HAProxy in front of two servers. Install it
# when we can (root with apt); otherwise stop and say exactly what to run. Never skip silently.
set -euo pipefail
haproxy_path="${HAPROXY_PATH:-$(command -v haproxy || echo /usr/sbin/haproxy)}"
if [ -x "$haproxy_path" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "HAProxy is missing: installing Debian's haproxy with apt-get"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null
  command -v haproxy >/dev/null 2>&1 && exit 0
fi
echo "HAProxy is missing. Install it with: sudo apt-get install -y haproxy" >&2
exit 1
