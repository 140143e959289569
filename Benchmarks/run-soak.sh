#!/usr/bin/env bash
# `make soak`: SEARCHES searches and DOWNLOADS downloads (default 2,000 and 500) through one
# service against the fixture server with random faults on; fails on any wrong result, on
# descriptors other than TCP connections not back to their count after warm-up, on more
# connections than the pools keep, or on resident memory growing 10 % or more.
# CONFIG=debug builds faster (CI's short run).
set -euo pipefail
cd "$(dirname "$0")"
SEARCHES=${SEARCHES:-2000}
DOWNLOADS=${DOWNLOADS:-500}
CONFIG=${CONFIG:-release}
(cd .. && swift build -c "$CONFIG" --product ProviderFixtureServer >&2)
swift build -c "$CONFIG" --product Soak >&2
server_bin="$(cd .. && swift build -c "$CONFIG" --show-bin-path)/ProviderFixtureServer"
soak_bin="$(swift build -c "$CONFIG" --show-bin-path)/Soak"
work=$(mktemp -d)
"$server_bin" --port 0 --port-file "$work/port" >/dev/null &
server=$!
trap 'kill $server 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 200); do [ -s "$work/port" ] && break; sleep 0.05; done
[ -s "$work/port" ] || { echo "soak: the fixture server did not start" >&2; exit 1; }
"$soak_bin" "http://127.0.0.1:$(cat "$work/port")" "$SEARCHES" "$DOWNLOADS"
