#!/usr/bin/env bash
# gifsearch's concurrent CurlSession against curl run sequentially and `xargs -P 8 curl`,
# downloading the same 50 GIFs from the fixture server with 20 ms of injected latency per
# request, in one run: median wall time of several runs, the ratios, and the connections each
# approach opened (counted by the server).
set -euo pipefail
cd "$(dirname "$0")"
# shellcheck source=Benchmarks/common.sh
. ./common.sh

RUNS=${RUNS:-5}
require bench-http curl curl
SERVER=$(fixture_server_binary release)
swift build -c release --product HTTPBench >&2
BENCH="$(swift build -c release --show-bin-path)/HTTPBench"

work=$(mktemp -d)
trap 'fixture_server_stop; rm -rf "$work"' EXIT
fixture_server_start "$SERVER"
base=$FIXTURE_URL

"$BENCH" urls "$base" fixture-key 50 > "$work/urls"
[ "$(wc -l < "$work/urls")" -ge 49 ] || { echo "bench-http: the server offered too few GIFs" >&2; exit 1; }
curl -s -X POST -d '{"faults": [{"path": "/media/", "kind": "hang", "ms": 20, "times": 1000000}]}' "$base/__control" >/dev/null

connections() { curl -s "$base/__stats" | sed 's/.*"connections":\([0-9]*\).*/\1/'; }

measure() {
    local name=$1
    shift
    local before after
    before=$(connections)
    echo "$name $(median_ms "$@")" > "$work/$name.ms"
    after=$(connections)
    # Minus the one connection /__stats itself opened.
    echo $(((after - before - 1) / RUNS)) > "$work/$name.connections"
}

sequential() { while read -r url; do curl -s -o /dev/null "$url"; done < "$work/urls"; }
parallel() { xargs -P 8 -n 1 curl -s -o /dev/null < "$work/urls"; }

measure gifsearch "$BENCH" fetch "$work/urls"
measure curl-sequential sequential
measure xargs-P8-curl parallel

printf '%-18s %10s %12s\n' approach "median ms" connections
for name in gifsearch curl-sequential xargs-P8-curl; do
    printf '%-18s %10s %12s\n' "$name" "$(awk '{print $2}' "$work/$name.ms")" "$(cat "$work/$name.connections")"
done
ours=$(awk '{print $2}' "$work/gifsearch.ms")
awk -v o="$ours" -v s="$(awk '{print $2}' "$work/curl-sequential.ms")" -v p="$(awk '{print $2}' "$work/xargs-P8-curl.ms")" \
    'BEGIN { printf "\ngifsearch / sequential curl: %.2fx   gifsearch / xargs -P 8 curl: %.2fx\n", o / s, o / p }'
summary "50 GIF downloads, 20 ms latency" ms "$ours" "xargs -P 8 curl" "$(awk '{print $2}' "$work/xargs-P8-curl.ms")" 1
