#!/usr/bin/env bash
# gifsearch preview against chafa and timg, in one run: a generated 100-frame 480×270 animation
# written with every frame to a pipe at 80 and 160 columns (half blocks, truecolor), a generated
# 800×600 still at 160 columns, time to the first byte, and bytes written per animation frame.
set -euo pipefail
cd "$(dirname "$0")"
# shellcheck source=Benchmarks/common.sh
. ./common.sh

RUNS=${RUNS:-5}
require bench-preview "chafa timg" chafa timg
G=$(release_gifsearch)
swift build -c release --product MakeBenchGIFs >&2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$(swift build -c release --show-bin-path)/MakeBenchGIFs" "$work" preview >&2
anim="$work/anim-480x270x100.gif"
still="$work/still-800x600.gif"

median_ms() {
    for _ in $(seq "$RUNS"); do
        start=$(date +%s%N)
        "$@" >/dev/null 2>&1 || true
        end=$(date +%s%N)
        echo $(((end - start) / 1000))
    done | sort -n | awk '{a[NR]=$1} END {printf "%.1f", a[int((NR+1)/2)] / 1000}'
}
first_byte() { "$@" 2>/dev/null | head -c 1 >/dev/null; }
bytes_per_frame() { "$@" 2>/dev/null | wc -c | awk '{printf "%d", $1 / 100}'; }

ours_anim() { "$G" preview "$anim" --all-frames --mode blocks --color truecolor --width "$1"; }
chafa_anim() { chafa --format symbols --symbols vhalf -c full --size "$1"x "$anim"; }
timg_anim() { timg -ph -g"$1"x1000 --loops=1 --debug-no-frame-delay "$anim"; }

printf '%-44s %10s\n' measurement "median ms"
for columns in 80 160; do
    for tool in ours chafa timg; do
        printf '%-44s %10s\n' "animation $columns columns: $tool" "$(median_ms "${tool}_anim" "$columns")"
    done
done
printf '%-44s %10s\n' "still 160 columns blocks: ours" "$(median_ms "$G" preview "$still" --mode blocks --color truecolor --width 160)"
printf '%-44s %10s\n' "still 160 columns ascii: ours" "$(median_ms "$G" preview "$still" --mode ascii --color truecolor --width 160)"
printf '%-44s %10s\n' "still 160 columns: chafa" "$(median_ms chafa --format symbols --symbols vhalf -c full --size 160x "$still")"
printf '%-44s %10s\n' "first byte, animation 160: ours" "$(median_ms first_byte ours_anim 160)"
printf '%-44s %10s\n' "first byte, animation 160: chafa" "$(median_ms first_byte chafa_anim 160)"
printf '%-44s %10s\n' "first byte, animation 160: timg" "$(median_ms first_byte timg_anim 160)"
echo
printf 'bytes per frame at 160 columns: ours %s, chafa %s, timg %s\n' \
    "$(bytes_per_frame ours_anim 160)" "$(bytes_per_frame chafa_anim 160)" "$(bytes_per_frame timg_anim 160)"
