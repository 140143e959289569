#!/usr/bin/env bash
# The words in GIFs: scripts/corpus/captioned-gifs.sh's 30 captioned GIFs read by FrameText (one
# Tesseract engine per worker, made once, WORKERS workers: the cores) against the `tesseract`
# command on three frames of each GIF at twice their size, in page modes 11 and 6 (one process
# per frame and mode, each timed from start to exit without a shell, one at a time). Prints how
# many GIFs each found (every word of the query read) and the seconds each took.
set -euo pipefail
cd "$(dirname "$0")"
# shellcheck source=Benchmarks/common.sh
. ./common.sh

WORKERS=${WORKERS:-$(nproc)}
require bench-captions "tesseract-ocr tesseract-ocr-eng imagemagick" tesseract convert

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
../scripts/corpus/captioned-gifs.sh "$work/corpus"
tesseract_frames "$work/corpus" "$work/frames"

swift build -c release --product CaptionBench >&2
bench="$(swift build -c release --show-bin-path)/CaptionBench"
read -r gifs ours_found ours_s theirs_found theirs_s processes < <("$bench" "$work/corpus" "$WORKERS" "$work/frames")

awk -v g="$gifs" -v of="$ours_found" -v os="$ours_s" -v tf="$theirs_found" -v ts="$theirs_s" -v p="$processes" \
    -v w="$WORKERS" 'BEGIN {
    printf "%-62s %8s %10s %12s\n", "reader", "found", "seconds", "ms per GIF"
    printf "%-62s %5d/%-2d %10.1f %12.0f\n", "FrameText (" w " workers, an engine each, made once)", of, g, os, os * 1000 / g
    printf "%-62s %5d/%-2d %10.1f %12.0f\n", "tesseract command (" p " processes: 3 frames x --psm 11, 6)", tf, g, ts, ts * 1000 / g
    printf "\nFrameText / tesseract command: %.2fx the time (goal: at most 0.5x); found %.2f of the GIFs (goal: 0.93)\n",
        os / ts, of / g
}'
summary "captions of 30 GIFs" s "$ours_s" "tesseract command" "$theirs_s" 0.5 "found $ours_found/$gifs, theirs $theirs_found/$gifs"
