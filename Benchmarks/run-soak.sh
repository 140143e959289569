#!/usr/bin/env bash
# `make soak`: SEARCHES searches and DOWNLOADS downloads (default 2,000 and 500) through one
# service against the fixture server with random faults on; fails on any wrong result, on
# descriptors other than TCP connections not back to their count after warm-up, on more
# connections than the pools keep, or on resident memory growing 10 % or more.
# CONFIG=debug builds faster (CI's short run).
set -euo pipefail
cd "$(dirname "$0")"
# shellcheck source=Benchmarks/common.sh
. ./common.sh

SEARCHES=${SEARCHES:-2000}
DOWNLOADS=${DOWNLOADS:-500}
CONFIG=${CONFIG:-release}
server_bin=$(fixture_server_binary "$CONFIG")
swift build -c "$CONFIG" --product Soak >&2
soak_bin="$(swift build -c "$CONFIG" --show-bin-path)/Soak"
trap fixture_server_stop EXIT
fixture_server_start "$server_bin"
"$soak_bin" "$FIXTURE_URL" "$SEARCHES" "$DOWNLOADS"
