#!/usr/bin/env bash
# What a person waits for on a real link: the fixture server's network profile at 50 ms /
# 8 Mbit/s and at 150 ms / 2 Mbit/s, for `preview fxheavy` (the 1.5 MB GIF; time until its first
# frame is written, piped) and for `pick cats` in a pseudo-terminal (time to the first result row
# and to the first frame of the preview under the cursor), each with a cache of its own. Each is
# printed beside its floor, the round trips that cannot be avoided plus the bytes that must
# arrive before it over the bandwidth, and beside gifsearch as of BASELINE_REF (the last commit
# that waited for whole GIFs), built the same way in a worktree. Medians of RUNS runs.
set -euo pipefail
cd "$(dirname "$0")"
# shellcheck source=Benchmarks/common.sh
. ./common.sh

RUNS=${RUNS:-5}
BASELINE_REF=${BASELINE_REF:-36fa191}
require bench-network "curl python3" curl python3
G=$(release_gifsearch)
SERVER=$(fixture_server_binary release)
baseline_tree="$(cd .. && pwd)/.build/bench-baseline"
if [ "$(git -C "$baseline_tree" rev-parse HEAD 2>/dev/null)" != "$(git rev-parse "$BASELINE_REF")" ]; then
    git worktree remove --force "$baseline_tree" 2>/dev/null || rm -rf "$baseline_tree"
    git worktree add --detach "$baseline_tree" "$BASELINE_REF" >&2
fi
BASE=$(cd "$baseline_tree/Benchmarks" && release_gifsearch)

work=$(mktemp -d)
trap 'fixture_server_stop; rm -rf "$work"' EXIT
timing() { python3 ./network-timing.py "$@"; }

# run_with BINARY MODE ARGUMENT: "row frame" in ms, with a fresh cache, config and history.
run_with() {
    rm -rf "${work:?}/home" && mkdir -p "$work/home"
    GIFSEARCH_API_URL=$base GIPHY_API_KEY=bench-key XDG_CACHE_HOME="$work/home/cache" \
        XDG_CONFIG_HOME="$work/home/config" XDG_DATA_HOME="$work/home/data" XDG_STATE_HOME="$work/home/state" \
        timing "$2" "$1" "$3"
}

# medians MODE ARGUMENT: "ours_row ours_frame base_row base_frame", the binaries taking turns.
medians() {
    local samples=()
    for _ in $(seq "$RUNS"); do
        samples+=("$(run_with "$G" "$1" "$2") $(run_with "$BASE" "$1" "$2")")
    done
    for column in 1 2 3 4; do
        printf '%s\n' "${samples[@]}" | awk -v c="$column" '{ print $c }' | sort -n |
            awk '{ a[NR] = $1 } END { printf "%s ", a[int((NR + 1) / 2)] }'
    done
}

# The bytes of the body at PATH (with the key) on the server.
body_bytes() { curl -s -o /dev/null -w '%{size_download}' "$base$1"; }
# The bytes up to the end of the first image of the GIF at PATH.
first_frame_bytes() { curl -s -o "$work/gif" "$base$1" && timing first-frame-bytes "$work/gif"; }

printf '%-44s %9s %9s %9s %10s %10s\n' "workload" "floor ms" "ours ms" "today ms" "ours/floor" "today/floor"
for profile in "50 8000" "150 2000"; do
    read -r rtt kbps <<<"$profile"
    fixture_server_start "$SERVER" --api-key bench-key --rtt "$rtt" --bandwidth "$kbps"
    base=$FIXTURE_URL
    # One run of each to learn the requests a person's run makes (and to make the heavy GIF).
    run_with "$G" preview fxheavy >/dev/null
    run_with "$G" pick cats >/dev/null
    log=$(curl -s "$base/__log")
    request() { python3 -c 'import json, sys, urllib.parse
for r in json.loads(sys.argv[1]):
    if r["path"].startswith(sys.argv[2]):
        print(r["path"] + ("?" + urllib.parse.urlencode(r["query"]) if r["query"] else "")); break' "$log" "$1"; }
    lookup=$(body_bytes "$(request /v1/gifs/fxheavy)")
    heavy_frame=$(first_frame_bytes "$(request /media/fxheavy/)")
    search=$(body_bytes "$(request /v1/gifs/search)")
    pick_frame=$(python3 -c 'import json, sys
paths = [r["path"] for r in json.loads(sys.argv[1]) if r["path"].startswith("/media/") and "fxheavy" not in r["path"]]
print(paths[0])' "$log")
    pick_frame_bytes=$(first_frame_bytes "$pick_frame")
    # Round trips: a connection, then each request on it (one host, so one connection).
    floors=$(awk -v rtt="$rtt" -v kbps="$kbps" -v l="$lookup" -v h="$heavy_frame" -v s="$search" -v p="$pick_frame_bytes" \
        'BEGIN { ms = 8 / kbps
                 printf "%.1f %.1f %.1f", 3 * rtt + (l + h) * ms, 2 * rtt + s * ms, 3 * rtt + (s + p) * ms }')
    read -r floor_preview floor_row floor_frame <<<"$floors"
    read -r ours_preview _ base_preview _ <<<"$(medians preview fxheavy)"
    read -r ours_row ours_frame base_row base_frame <<<"$(medians pick cats)"
    label="${rtt} ms / $((kbps / 1000)) Mbit/s"
    row() {
        printf '%-44s %9s %9s %9s %9.2fx %9.2fx\n' "$1" "$2" "$3" "$4" \
            "$(awk -v a="$3" -v b="$2" 'BEGIN { print a / b }')" "$(awk -v a="$4" -v b="$2" 'BEGIN { print a / b }')"
        summary "network $label: $1" ms "$3" floor "$2" 1.25
    }
    row "preview fxheavy: first frame ($label)" "$floor_preview" "$ours_preview" "$base_preview"
    row "pick cats: first row ($label)" "$floor_row" "$ours_row" "$base_row"
    row "pick cats: first frame ($label)" "$floor_frame" "$ours_frame" "$base_frame"
    echo "  bytes: lookup $lookup, heavy frame 0 $heavy_frame, search $search ($(request /v1/gifs/search)), preview frame 0 $pick_frame_bytes ($pick_frame)"
    fixture_server_stop
done
echo "floor = round trips (a connection, then each request) + the bytes before it / bandwidth; today = $BASELINE_REF; $RUNS runs"
