#!/usr/bin/env bash
# gifsearch preview against chafa and timg, in one run: a generated 100-frame 480×270 animation
# written with every frame to a pipe at 80 and 160 columns (half blocks, truecolor), a generated
# 800×600 still at 160 columns, time to the first byte, bytes written per animation frame (to a
# pipe, and on a pseudo-terminal where each tool redraws as it would for a user), and the fidelity
# of one frame (PSNR against the source averaged to the same fine grid).
set -euo pipefail
cd "$(dirname "$0")"
# shellcheck source=Benchmarks/common.sh
. ./common.sh

RUNS=${RUNS:-5}
require bench-preview "chafa timg libsixel-bin" chafa timg img2sixel sixel2png
G=$(release_gifsearch)
swift build -c release --product MakeBenchGIFs >&2
swift build -c release --product Fidelity >&2
bin=$(swift build -c release --show-bin-path)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$bin/MakeBenchGIFs" "$work" preview >&2
anim="$work/anim-480x270x100.gif"
still="$work/still-800x600.gif"
sprite="$work/sprite-480x270x100.gif"

# The first byte only: the pipe closes after it, so the writer's SIGPIPE is expected.
first_byte() { "$@" 2>/dev/null | head -c 1 >/dev/null || true; }
bytes_per_frame() { "$@" 2>/dev/null | wc -c | awk '{printf "%d", $1 / 100}'; }

ours_anim() { "$G" preview "$anim" --all-frames --mode blocks --color truecolor --width "$1"; }
# chafa plays an animation on its clock even into a pipe; --speed max writes it without waiting.
chafa_anim() { chafa --format symbols --symbols vhalf -c full --speed max --size "$1"x "$anim"; }
timg_anim() { timg -ph -g"$1"x1000 --loops=1 --debug-no-frame-delay "$anim"; }
ours_still() { "$G" preview "$still" --mode "$1" --color truecolor --width 160; }
chafa_still() { chafa --format symbols --symbols vhalf -c full --size 160x "$still"; }
# Pixels at the animation's own size, 480 × 270 (60 columns of the 8 × 16 cells assumed when
# piped; chafa, told its cells are square, draws 480 × 264, sixel bands of 6 rows).
sixel_ours() { "$G" preview "$anim" --all-frames --mode sixel --width 60; }
sixel_chafa() { chafa -f sixels --speed max --font-ratio 1/1 -s 60x34 "$anim"; }
sixel_img2sixel() { img2sixel -g -l disable "$anim"; }
kitty_ours() { "$G" preview "$anim" --all-frames --mode kitty --width 60; }
kitty_chafa() { chafa -f kitty --speed max --font-ratio 1/1 -s 60x34 "$anim"; }
first_byte_ours() { first_byte ours_anim 160; }
first_byte_chafa() { first_byte chafa_anim 160; }
first_byte_timg() { first_byte timg_anim 160; }

# compare LABEL OURS-COMMAND [TOOL-LABEL TOOL-COMMAND]...: medians, and ours as a ratio of each.
# shellcheck disable=SC2086 # each COMMAND is a function and its arguments in one word, split on purpose
compare() {
    local label=$1 ours
    ours=$(median_ms $2)
    printf '%-40s %12s\n' "$label: ours" "$ours"
    shift 2
    while [ $# -gt 0 ]; do
        local theirs
        theirs=$(median_ms $2)
        printf '%-40s %12s %14s\n' "$label: $1" "$theirs" "$(awk -v a="$ours" -v b="$theirs" 'BEGIN {printf "%.3f×", a / b}')"
        summary "preview: $label" ms "$ours" "$1" "$theirs" "${GOAL:-1}"
        shift 2
    done
}

printf '%-40s %12s %14s\n' measurement "median ms" "ours ÷ tool"
for columns in 80 160; do
    compare "animation $columns columns" "ours_anim $columns" chafa "chafa_anim $columns" timg "timg_anim $columns"
done
compare "still 160 columns, blocks" "ours_still blocks" chafa chafa_still
compare "still 160 columns, ascii" "ours_still ascii" chafa chafa_still
compare "first byte, animation 160 columns" first_byte_ours chafa first_byte_chafa timg first_byte_timg
# Pixels: the goal is half chafa's time.
GOAL=0.5 compare "sixel, 100 frames at 480×270" sixel_ours chafa sixel_chafa img2sixel sixel_img2sixel
GOAL=0.5 compare "kitty, 100 frames at 480×270" kitty_ours chafa kitty_chafa
echo
printf 'bytes per frame at 160 columns: ours %s, chafa %s, timg %s\n' \
    "$(bytes_per_frame ours_anim 160)" "$(bytes_per_frame chafa_anim 160)" "$(bytes_per_frame timg_anim 160)"
printf 'bytes per frame in sixel: ours %s, chafa %s, img2sixel %s; in kitty: ours %s, chafa %s\n' \
    "$(bytes_per_frame sixel_ours)" "$(bytes_per_frame sixel_chafa)" "$(bytes_per_frame sixel_img2sixel)" \
    "$(bytes_per_frame kitty_ours)" "$(bytes_per_frame kitty_chafa)"

# Fidelity of the pixels: the first frame drawn by each tool, decoded, against the frame.
"$G" preview "$anim" --frame 0 --mode sixel --width 60 >"$work/ours.six"
chafa -f sixels --animate off --font-ratio 1/1 -s 60x34 "$anim" >"$work/chafa.six"
/usr/bin/convert "${anim}[0]" "$work/frame0.png"
img2sixel "$work/frame0.png" >"$work/img2sixel.six"
"$G" preview "$anim" --frame 0 --mode kitty --width 60 >"$work/ours.kitty"
chafa -f kitty --animate off --font-ratio 1/1 -s 60x34 "$anim" >"$work/chafa.kitty"
printf 'first frame in sixel: ours %s; chafa %s; img2sixel %s\n' \
    "$(python3 picture-psnr.py sixel "$work/ours.six" "$anim")" "$(python3 picture-psnr.py sixel "$work/chafa.six" "$anim")" \
    "$(python3 picture-psnr.py sixel "$work/img2sixel.six" "$anim")"
printf 'first frame in kitty: ours %s; chafa %s\n' \
    "$(python3 picture-psnr.py kitty "$work/ours.kitty" "$anim")" "$(python3 picture-psnr.py kitty "$work/chafa.kitty" "$anim")"

# On a 160 × 60 pseudo-terminal: the sprite animation played once (chafa, which cannot be told to
# stop, for 5 seconds). Frames are counted from each tool's own markers: ours opens each with
# synchronized output, chafa and timg move the cursor up once per frame after the first.
on_terminal() {
    local seconds=$1
    shift
    timeout -s INT "$seconds" script -qfc "stty cols 160 rows 60; $*" /dev/null >"$work/tty.out" 2>/dev/null || true
}
count() { grep -aoE "$1" "$work/tty.out" | wc -l; }
per_frame() { awk -v bytes="$(wc -c <"$work/tty.out")" -v frames="$1" 'BEGIN {printf "%d", bytes / frames}'; }
cursor_up=$'\e\\[[0-9]+A'
on_terminal 30 "$G" preview "$sprite" --width 160 --mode blocks --color truecolor --loops 1
ours_tty=$(per_frame "$(count $'\e\\[\\?2026h')")
on_terminal 5 chafa --symbols vhalf -c full --size 160x "$sprite"
chafa_tty=$(per_frame $(($(count "$cursor_up") + 1)))
on_terminal 30 timg -ph -g160x1000 --loops=1 "$sprite"
timg_tty=$(per_frame $(($(count "$cursor_up") + 1)))
printf 'bytes per frame on a terminal, sprite over a still background: ours %s, chafa %s, timg %s\n' \
    "$ours_tty" "$chafa_tty" "$timg_tty"

# Fidelity of the first frame at 160 columns: ours in blocks, sharp (sextants) and sharp
# quadrants, chafa in its default symbols and in the half blocks timed above. The photograph comes
# from the GIF suite beside the repository when it is there.
photo=../../shared/gif-suite/image-gif/samples/gifplayer-muybridge.gif
echo
echo "fidelity: PSNR against the frame averaged (in linear light) to 8 × 24 points per cell, errors"
echo "measured in linear light and in sRGB; ideal half blocks paint each half cell in its mean colour,"
echo "the mean taken in the space of the column"
for image in "$still" "$anim" "$photo"; do
    [ -f "$image" ] || continue
    echo
    echo "fidelity, first frame of $(basename "$image") at 160 columns"
    "$G" preview "$image" --mode blocks --color truecolor --width 160 >"$work/blocks.txt"
    "$G" preview "$image" --mode sharp --color truecolor --width 160 >"$work/sharp.txt"
    "$G" preview "$image" --mode sharp --symbols quadrants --color truecolor --width 160 >"$work/quadrants.txt"
    chafa --format symbols -c full --size 160x --animate off "$image" >"$work/chafa.txt"
    chafa --format symbols --symbols vhalf -c full --size 160x --animate off "$image" >"$work/chafa-vhalf.txt"
    "$bin/Fidelity" "$image" "ours blocks=$work/blocks.txt" "ours sharp=$work/sharp.txt" \
        "ours sharp, quadrants=$work/quadrants.txt" "chafa default symbols=$work/chafa.txt" \
        "chafa vhalf=$work/chafa-vhalf.txt"
done
