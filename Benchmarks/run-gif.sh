#!/usr/bin/env bash
# gifsearch info --json against the giflib floor (DGifSlurp in plain C) and ImageMagick identify,
# over generated GIFs, in one run: median wall time of several runs per tool and file, the
# ratios, and the peak memory of `info` on the largest file.
set -euo pipefail
cd "$(dirname "$0")"
# shellcheck source=Benchmarks/common.sh
. ./common.sh

RUNS=${RUNS:-7}
require bench-gif "imagemagick time" identify /usr/bin/time

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
GIFSEARCH=$(release_gifsearch)
swift build -c release --product MakeBenchGIFs >&2
"$(swift build -c release --show-bin-path)/MakeBenchGIFs" "$work" >&2
cc -O2 -o "$work/slurp" slurp.c -lgif

printf '%-28s %14s %14s %14s %12s %12s\n' file "gifsearch ms" "giflib ms" "identify ms" "vs giflib" "vs identify"
for gif in "$work"/*.gif; do
    ours=$(median_ms "$GIFSEARCH" info --json "$gif")
    floor=$(median_ms "$work/slurp" "$gif")
    magick=$(median_ms identify -format '%W %H %T\n' "$gif")
    awk -v f="$(basename "$gif")" -v o="$ours" -v g="$floor" -v m="$magick" \
        'BEGIN { printf "%-28s %14s %14s %14s %11.2fx %11.2fx\n", f, o, g, m, o / g, o / m }'
    summary "info --json $(basename "$gif" .gif)" ms "$ours" "giflib DGifSlurp (C)" "$floor" 1
    summary "info --json $(basename "$gif" .gif)" ms "$ours" "ImageMagick identify" "$magick" 1
done

largest=$(stat -c '%s %n' "$work"/*.gif | sort -rn | head -n 1 | cut -d ' ' -f 2-)
peak=$(/usr/bin/time -v "$GIFSEARCH" info --json "$largest" 2>&1 >/dev/null | awk -F': ' '/Maximum resident/ {print $2}')
floor_peak=$(/usr/bin/time -v "$work/slurp" "$largest" 2>&1 >/dev/null | awk -F': ' '/Maximum resident/ {print $2}')
echo
echo "peak memory of info on $(basename "$largest") ($(stat -c %s "$largest") bytes): ${peak} KiB (DGifSlurp: ${floor_peak} KiB)"
