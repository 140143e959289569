#!/usr/bin/env bash
# `gifsearch cats --format url --no-cache` against `curl … | jq -r '.data[].images.original.url'`
# on the same fixture-server request, in one run: the median of RUNS runs each, the commands
# taking turns, and the ratio. gifsearch is the release binary stripped, as the packages carry it.
set -euo pipefail
cd "$(dirname "$0")"
# shellcheck source=Benchmarks/common.sh
. ./common.sh

RUNS=${RUNS:-21}
require bench-search "jq curl" jq curl
BUILT=$(release_gifsearch)
(cd .. && swift build -c release --product ProviderFixtureServer >&2)
SERVER="$(cd .. && swift build -c release --show-bin-path)/ProviderFixtureServer"

work=$(mktemp -d)
"$SERVER" --port 0 --port-file "$work/port" --api-key bench-key >/dev/null &
server=$!
trap 'kill $server 2>/dev/null; rm -rf "$work"' EXIT
GIFSEARCH="$work/gifsearch"
strip -o "$GIFSEARCH" "$BUILT"
for _ in $(seq 200); do [ -s "$work/port" ] && break; sleep 0.05; done
base="http://127.0.0.1:$(cat "$work/port")"
url="$base/v1/gifs/search?q=cats&limit=25&offset=0&api_key=bench-key"

ours() { GIFSEARCH_API_URL="$base" GIPHY_API_KEY=bench-key "$GIFSEARCH" cats --format url --no-cache; }
theirs() { curl -s "$url" | jq -r '.data[].images.original.url'; }
[ "$(ours)" = "$(theirs)" ] || { echo "bench-search: the two commands disagree" >&2; exit 1; }

curl_alone() { curl -s "$url"; }
version_ours() { "$GIFSEARCH" --version; }
version_curl() { curl --version; }

read -r ours_ms theirs_ms curl_ms version_ours_ms version_curl_ms < <(
    interleaved_medians_ms ours theirs curl_alone version_ours version_curl) ||
    { echo "bench-search: a timed command failed" >&2; exit 1; }
printf '%-48s %10s\n' command "median ms" "gifsearch cats --format url --no-cache" "$ours_ms" \
    "curl -s … | jq -r '.data[].images.original.url'" "$theirs_ms" "curl -s … (the request alone)" "$curl_ms" \
    "gifsearch --version" "$version_ours_ms" "curl --version" "$version_curl_ms"
awk -v o="$ours_ms" -v t="$theirs_ms" -v c="$curl_ms" \
    'BEGIN { printf "\ngifsearch / (curl + jq): %.2fx; gifsearch / curl alone: %.2fx; over %d runs each\n", o / t, o / c, '"$RUNS"' }'
summary "cats --format url --no-cache" ms "$ours_ms" "curl | jq" "$theirs_ms" 1
summary "cats --format url --no-cache (startup)" ms "$ours_ms" "curl alone" "$curl_ms" 1.5
summary "--version" ms "$version_ours_ms" "curl --version" "$version_curl_ms" 1.5
