#!/usr/bin/env bash
# The person's own GIFs (issue "Your own GIFs"), through the release binary:
#   recall       scripts/corpus/captioned-gifs.sh's 30 GIFs (every caption style) added with
#                `folder add`, then each GIF's query searched with --provider local: is its file
#                among the first 3?
#   index time   that `folder add` (OCR on every core, an engine per worker) against the
#                `tesseract` command on three frames of each GIF at twice their size, page modes
#                11 and 6 (tesseract-frames.py: 180 processes, one at a time)
#   re-scan      `folder scan` of the unchanged folder against `gifsearch --version`
#   10,000 GIFs  many-own-gifs.py's folder added (names and comments: no OCR data), then each
#                keystroke's query of five words typed a letter at a time (LocalQueryBench,
#                in-process, 50 results), and `gifsearch search --provider local` and an
#                unchanged `folder scan` against `gifsearch --version`
set -euo pipefail
cd "$(dirname "$0")"
# shellcheck source=Benchmarks/common.sh
. ./common.sh

RUNS=${RUNS:-21}
COUNT=${COUNT:-10000}
require bench-local "tesseract-ocr tesseract-ocr-eng imagemagick hyperfine jq" tesseract convert hyperfine jq
GIFSEARCH=$(release_gifsearch)
(cd .. && swift build -c release --package-path Benchmarks --product LocalQueryBench >&2)
QUERY_BENCH="$(cd .. && swift build -c release --package-path Benchmarks --show-bin-path)/LocalQueryBench"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work" XDG_DATA_HOME="$work/data" XDG_CACHE_HOME="$work/cache" XDG_CONFIG_HOME="$work/config" \
    XDG_STATE_HOME="$work/state" GIPHY_API_KEY='' KLIPY_API_KEY='' DO_NOT_TRACK=1

../scripts/corpus/captioned-gifs.sh "$work/corpus" 30
tesseract_frames "$work/corpus" "$work/frames"

# Index time: one `folder add`, timed as one process from start to exit.
add_us=$(process_round_us "$GIFSEARCH folder add $work/corpus")
read -r gifs theirs_found theirs_s processes < <(python3 tesseract-frames.py "$work/corpus" "$work/frames")

# Recall: the GIF's file among the first three results of its query.
hits=0
while IFS=$'\t' read -r file _caption query; do
    if "$GIFSEARCH" search --provider local --quiet --limit 3 --format json "$query" |
        jq -e --arg path "$work/corpus/$file" 'map(.path) | index($path) != null' >/dev/null; then
        hits=$((hits + 1))
    else
        echo "bench-local: not in the first 3 for '$query': $file" >&2
    fi
done < <(tail -n +2 "$work/corpus/expected.tsv")

rounds() { for _ in $(seq "$RUNS"); do process_round_us "$@"; done | column_medians_ms; }
read -r rescan_ms version_ms < <(rounds "$GIFSEARCH folder scan" "$GIFSEARCH --version")

# 10,000 GIFs, indexed without OCR data (names and comments).
python3 many-own-gifs.py "$work/many" "$COUNT"
start=${EPOCHREALTIME/[.,]/}
TESSDATA_PREFIX="$work/no-ocr-data" "$GIFSEARCH" folder add "$work/many" 2>/dev/null
many_add_ms=$(((${EPOCHREALTIME/[.,]/} - start) / 1000))
read -r keystroke_ms keystroke_p95 queries < <("$QUERY_BENCH" "$XDG_DATA_HOME/gifsearch/local.sqlite" \
    cat monday kalomi coffee dance)
read -r many_search_ms many_rescan_ms many_version_ms < <(rounds \
    "$GIFSEARCH search --provider local --quiet --format ids cat" "$GIFSEARCH folder scan $work/many" \
    "$GIFSEARCH --version")

add_ms=$(awk -v us="$add_us" 'BEGIN { printf "%.0f", us / 1000 }')
awk -v g="$gifs" -v h="$hits" -v add="$add_ms" -v ts="$theirs_s" -v tf="$theirs_found" -v p="$processes" \
    -v rs="$rescan_ms" -v v="$version_ms" -v n="$COUNT" -v ma="$many_add_ms" -v k="$keystroke_ms" \
    -v k95="$keystroke_p95" -v q="$queries" -v ms="$many_search_ms" -v mr="$many_rescan_ms" \
    -v mv="$many_version_ms" 'BEGIN {
    printf "%-66s %12s\n", "measure", "value"
    printf "%-66s %9d/%-2d\n", "recall: the right GIF in the first 3 (gifsearch)", h, g
    printf "%-66s %9d/%-2d\n", "found by the tesseract command (every query word read)", tf, g
    printf "%-66s %9.0f ms\n", "folder add of " g " captioned GIFs (per GIF)", add / g
    printf "%-66s %9.0f ms\n", "tesseract command, " p " processes (per GIF)", ts * 1000 / g
    printf "%-66s %9.2f ms\n", "folder scan, unchanged (median)", rs
    printf "%-66s %9.2f ms\n", "gifsearch --version (median)", v
    printf "%-66s %9.1f s\n", "folder add of " n " GIFs without OCR data", ma / 1000
    printf "%-66s %9.2f ms\n", "a keystroke'"'"'s query over " n " GIFs (median of " q ")", k
    printf "%-66s %9.2f ms\n", "a keystroke'"'"'s query over " n " GIFs (95th percentile)", k95
    printf "%-66s %9.2f ms\n", "search --provider local cat over " n " GIFs (median)", ms
    printf "%-66s %9.2f ms\n", "folder scan of " n " unchanged GIFs (median)", mr
    printf "%-66s %9.2f ms\n", "gifsearch --version, same rounds (median)", mv
    printf "\nrecall %.2f (goal: at least 0.93); index time %.2fx the tesseract command (goal: at most 0.5x);\n",
        h / g, (add / 1000) / ts
    printf "unchanged re-scan %.2fx --version (goal: at most 3x); a keystroke'"'"'s query %.2f ms (goal: under\n",
        rs / v, k
    printf "one frame at 60 Hz, 16.67 ms)\n"
}'
summary "own GIFs: not in the first 3 (recall)" GIFs "$((gifs - hits))" "captioned GIFs" "$gifs" 0.07 \
    "recall $hits/$gifs"
summary "own GIFs: folder add (OCR)" s "$(awk -v a="$add_ms" 'BEGIN { print a / 1000 }')" \
    "tesseract command" "$theirs_s" 0.5
summary "own GIFs: unchanged folder scan" ms "$rescan_ms" "gifsearch --version" "$version_ms" 3
summary "own GIFs: keystroke query, $COUNT GIFs" ms "$keystroke_ms" "one frame at 60 Hz" 16.67 1
