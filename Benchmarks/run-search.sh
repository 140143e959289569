#!/usr/bin/env bash
# `gifsearch cats --format url --no-cache` against `curl -s …` alone and `curl … | jq -r
# '.data[].images.original.url'` on the same fixture-server request, and `gifsearch --version`
# against `curl --version`: the median of RUNS runs each, the commands taking turns. Each
# command is one process started by hyperfine without a shell (-N); the pipeline runs through sh,
# less sh's own start. The server's own response time is measured too and printed beside them:
# it is in both sides' times and pulls the ratio toward 1, so each ratio comes with the
# milliseconds gifsearch spends above its reference, which the server's time does not change.
# gifsearch is the release binary stripped, as the packages carry it.
set -euo pipefail
cd "$(dirname "$0")"
# shellcheck source=Benchmarks/common.sh
. ./common.sh

RUNS=${RUNS:-21}
require bench-search "jq curl hyperfine" jq curl hyperfine
BUILT=$(release_gifsearch)
SERVER=$(fixture_server_binary release)

work=$(mktemp -d)
trap 'fixture_server_stop; rm -rf "$work"' EXIT
GIFSEARCH="$work/gifsearch"
strip -o "$GIFSEARCH" "$BUILT"
fixture_server_start "$SERVER" --api-key bench-key
base=$FIXTURE_URL
url="$base/v1/gifs/search?q=cats&limit=25&offset=0&api_key=bench-key"
filter='.data[].images.original.url'
# hyperfine passes its own environment on, so gifsearch finds the server through it.
export GIFSEARCH_API_URL="$base" GIPHY_API_KEY=bench-key

[ "$("$GIFSEARCH" cats --format url --no-cache)" = "$(curl -s "$url" | jq -r "$filter")" ] ||
    { echo "bench-search: the two commands disagree" >&2; exit 1; }

# The server's own response, as curl sees it, in the same rounds: from the request sent to the
# first byte of the answer (time_starttransfer − time_pretransfer), and the whole request within
# curl (time_total).
server_us() {
    curl -s -o /dev/null -w '%{time_pretransfer} %{time_starttransfer} %{time_total}\n' "$url" |
        awk '{ printf "%d\t%d\n", ($2 - $1) * 1000000, $3 * 1000000 }'
}
for _ in $(seq "$RUNS"); do
    row=$(process_round_us "'$GIFSEARCH' cats --format url --no-cache" "curl -s '$url'" "'$GIFSEARCH' --version" \
        "curl --version" -- "curl -s '$url' | jq -r '$filter'") ||
        { echo "bench-search: a timed command failed" >&2; exit 1; }
    printf '%s\t%s\n' "$row" "$(server_us)" >>"$work/rounds"
done
read -r ours_ms curl_ms version_ours_ms version_curl_ms theirs_ms server_ms transfer_ms < <(
    column_medians_ms <"$work/rounds")

printf '%-50s %10s\n' command "median ms" "gifsearch cats --format url --no-cache" "$ours_ms" \
    "curl -s URL (the request alone)" "$curl_ms" "curl -s URL | jq -r '$filter'" "$theirs_ms" \
    "gifsearch --version" "$version_ours_ms" "curl --version" "$version_curl_ms" \
    "the server: request to first byte, within curl" "$server_ms" "the server: the whole request, within curl" \
    "$transfer_ms"
awk -v o="$ours_ms" -v c="$curl_ms" -v t="$theirs_ms" -v vo="$version_ours_ms" -v vc="$version_curl_ms" \
    -v s="$server_ms" -v runs="$RUNS" 'BEGIN {
        printf "\ngifsearch / curl alone: %.2fx, %+.2f ms", o / c, o - c
        if (c > s) printf "; without the server'\''s %.2f ms on either side: %.2fx", s, (o - s) / (c - s)
        printf "\n"
        printf "gifsearch / (curl | jq): %.2fx, %+.2f ms\n", o / t, o - t
        printf "gifsearch --version / curl --version: %.2fx, %+.2f ms\n", vo / vc, vo - vc
        printf "medians of %d runs each, the commands taking turns: hyperfine -N (no shell), the pipeline through sh less sh'\''s start\n", runs
    }'
above() { awk -v o="$1" -v t="$2" -v s="$server_ms" 'BEGIN { printf "%+.1f ms; server %.1f ms in both", o - t, s }'; }
summary "cats --format url --no-cache" ms "$ours_ms" "curl | jq" "$theirs_ms" 1 "$(above "$ours_ms" "$theirs_ms")"
summary "cats --format url --no-cache (startup)" ms "$ours_ms" "curl alone" "$curl_ms" 1.5 \
    "$(above "$ours_ms" "$curl_ms")"
summary "--version" ms "$version_ours_ms" "curl --version" "$version_curl_ms" 1.5 \
    "$(awk -v o="$version_ours_ms" -v t="$version_curl_ms" 'BEGIN { printf "%+.1f ms", o - t }')"
