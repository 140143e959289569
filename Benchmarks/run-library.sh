#!/usr/bin/env bash
# The library at scale: 20,000 favourites imported, then `gifsearch fav party --format ids
# --limit 10` against `gifsearch --version` (the query must cost under half a process start),
# and how soon `pick --library` redraws after each keystroke on a pseudo-terminal against one
# frame at 60 Hz.
set -euo pipefail
cd "$(dirname "$0")"
# shellcheck source=Benchmarks/common.sh
. ./common.sh

RUNS=${RUNS:-21}
COUNT=${COUNT:-20000}
require bench-library python3 python3
GIFSEARCH=$(release_gifsearch)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The API is a closed port: the picker's fetches of fresh URLs for previews fail at once, and
# filtering, which asks for nothing, is what is timed.
export XDG_DATA_HOME="$work/data" XDG_STATE_HOME="$work/state" XDG_CONFIG_HOME="$work/config" \
    XDG_CACHE_HOME="$work/cache" HOME="$work" GIPHY_API_KEY=bench-key GIFSEARCH_API_URL=http://127.0.0.1:9 \
    DO_NOT_TRACK=1
# Titles of three words from twenty, so that a word matches about one favourite in seven.
python3 - "$COUNT" >"$work/favourites.jsonl" <<'PY'
import json, random, sys
words = ("party cat dog happy birthday dance wow yes no love sad angry cake fail win hello bye thanks "
         "coffee monday").split()
rng = random.Random(7)
for n in range(int(sys.argv[1])):
    title = " ".join(rng.sample(words, 3)).title() + " GIF"
    day = 1 + n % 28
    print(json.dumps({"id": f"bench{n}", "provider": "giphy", "title": title, "tags": rng.sample(words, 2),
                      "width": 480, "height": 270, "frames": 24, "size": 900000,
                      "starred": f"2026-0{1 + n % 9}-{day:02d}T12:00:00Z", "queries": [rng.choice(words)]}))
PY
start=$(date +%s%N)
"$GIFSEARCH" fav import "$work/favourites.jsonl"
import_ms=$((($(date +%s%N) - start) / 1000000))
[ "$("$GIFSEARCH" fav party --format ids --limit 10 | wc -l)" = 10 ] || {
    echo "bench-library: fav party did not list 10 favourites" >&2
    exit 1
}

query() { "$GIFSEARCH" fav party --format ids --limit 10; }
version() { "$GIFSEARCH" --version; }
query_ms=$(median_ms query)
version_ms=$(median_ms version)
read -r redraw_ms redraw_p95 keys < <(python3 picker-keystrokes.py "$GIFSEARCH" party birthday coffee cat)
printf '%-52s %10s\n' measure ms "fav import of $COUNT favourites (once)" "$import_ms" \
    "gifsearch fav party --format ids --limit 10 (median)" "$query_ms" "gifsearch --version (median)" "$version_ms" \
    "pick --library: key to redrawn frame (median of $keys)" "$redraw_ms" \
    "pick --library: key to redrawn frame (95th percentile)" "$redraw_p95"
awk -v q="$query_ms" -v v="$version_ms" \
    'BEGIN { printf "\nfav query / --version: %.2fx over %d runs each\n", q / v, '"$RUNS"' }'
summary "fav party --format ids, $COUNT favourites" ms "$query_ms" "gifsearch --version" "$version_ms" 1.5
summary "pick --library filter redraw (median)" ms "$redraw_ms" "one frame at 60 Hz" 16.67 1
summary "pick --library filter redraw (95th pct)" ms "$redraw_p95" "one frame at 60 Hz" 16.67 1
