#!/usr/bin/env bash
# `make demo`: the bundled Giphy- and KLIPY-compatible server on a free port, and gifsearch
# against it — a search as a table, the same search as URLs for scripts, `info` on the first
# result, the search with thumbnails, a still preview of the first result, the same search on
# KLIPY, the feed merged from the trending searches, autocomplete, and a favourite starred and
# listed. Its folders (cache, config, state, library) are temporary.
# The server is stopped whatever happens.
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=scripts/harness/fixture-server.sh
. scripts/harness/fixture-server.sh

swift build -c release --product gifsearch >&2
swift build -c release --product ProviderFixtureServer >&2
bin="$(swift build -c release --show-bin-path)"
work=$(mktemp -d)
trap 'fixture_server_stop; rm -rf "$work"' EXIT
fixture_server_start "$bin/ProviderFixtureServer" --api-key demo-key --klipy-key demo-klipy-key

url=$FIXTURE_URL
export GIFSEARCH_API_URL="$url" GIFSEARCH_KLIPY_URL="$url" GIPHY_API_KEY=demo-key KLIPY_API_KEY=demo-klipy-key
export XDG_CACHE_HOME="$work/cache" XDG_CONFIG_HOME="$work/config" XDG_STATE_HOME="$work/state" XDG_DATA_HOME="$work/data"
run() {
    echo
    echo "\$ gifsearch ${*:2}"
    "$@"
}
run "$bin/gifsearch" cats --format table
echo
echo "\$ gifsearch cats --format url | head -3"
"$bin/gifsearch" cats --format url | head -3
first=$("$bin/gifsearch" cats --format ids --limit 1)
run "$bin/gifsearch" info "$first"
run "$bin/gifsearch" cats --limit 3 --preview --format table
run "$bin/gifsearch" preview "$first" --no-animate --width 40
run "$bin/gifsearch" dogs --provider klipy --format table
run "$bin/gifsearch" feed --terms 3 --per-term 2 --format table
run "$bin/gifsearch" tags cat
run "$bin/gifsearch" fav add "$first"
run "$bin/gifsearch" fav --format table
