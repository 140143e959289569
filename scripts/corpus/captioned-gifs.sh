#!/bin/bash
# Makes reaction GIFs with captions drawn in the styles people make, with camera-style file
# names, and OUT/expected.tsv: each file, its caption and the words a person would type for it.
# Usage: scripts/corpus/captioned-gifs.sh OUT [COUNT]   (ImageMagick 6, fonts-dejavu-extra,
# fonts-liberation, fonts-urw-base35)
set -euo pipefail

out=${1:?usage: captioned-gifs.sh OUT [COUNT]}
count=${2:-1000}
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

impact=/usr/share/fonts/opentype/urw-base35/NimbusSansNarrow-Bold.otf
condensed=/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf
sans=/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf
plain=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
for font in "$impact" "$condensed" "$sans" "$plain"; do
    [ -r "$font" ] || { echo "captioned-gifs: missing font $font" >&2; exit 1; }
done

# The background of frame $2 of GIF $1 in style $3: a busy "photo" (plasma), a gradient, noise,
# or ImageMagick's built-in photo of a rose.
background() {
    local seed=$1 frame=$2 kind=$3 file=$4
    case $kind in
        plasma) convert -size 360x240 -seed "$seed" plasma:fractal -roll +$((frame * 24))+$((frame * 6)) "$file" ;;
        gradient) convert -size 360x240 "gradient:#$(printf '%06x' $((seed * 7919 % 16777215)))-#203040" \
            -roll +0+$((frame * 20)) "$file" ;;
        noise) convert -size 360x240 -seed "$((seed + frame))" xc:gray50 +noise Random -blur 0x3 "$file" ;;
        photo) convert rose: -resize 360x240! -roll +$((frame * 30))+0 "$file" ;;
    esac
}

# Draws caption $3 in style $2 on frame file $1 with font $4.
caption() {
    local file=$1 style=$2 text=$3 font=$4
    case $style in
        meme-top) mogrify -font "$font" -pointsize 30 -fill white -stroke black -strokewidth 2 \
            -gravity north -annotate +0+8 "$text" "$file" ;;
        meme-bottom) mogrify -font "$font" -pointsize 30 -fill white -stroke black -strokewidth 2 \
            -gravity south -annotate +0+8 "$text" "$file" ;;
        subtitle-white) mogrify -font "$font" -pointsize 20 -gravity south -fill black -annotate +2+22 "$text" \
            -fill white -annotate +0+24 "$text" "$file" ;;
        subtitle-yellow) mogrify -font "$font" -pointsize 20 -gravity south -fill black -annotate +2+22 "$text" \
            -fill yellow -annotate +0+24 "$text" "$file" ;;
        band) mogrify -gravity north -background white -splice 0x44 -font "$font" -pointsize 24 -fill black \
            -annotate +0+8 "$text" "$file" ;;
    esac
}

# style, background, font, late (the caption from frame 3 on), file name, caption, query; the first
# five show every style, for the tests.
cat > "$work/list.tsv" <<'LIST'
meme-top	plasma	impact	no	IMG_20240620_1289.gif	WHEN THE CODE COMPILES	code compiles
subtitle-white	plasma	plain	no	giphy (7).gif	I have no idea what is happening	no idea
band	plasma	sans	no	download (1).gif	me after one meeting	meeting
subtitle-yellow	photo	plain	no	IMG_20220815_2231.gif	Are you serious right now	serious
meme-bottom	gradient	impact	yes	giphy (12).gif	WAIT FOR IT	wait for it
meme-bottom	plasma	impact	no	giphy (3).gif	NOBODY EXPECTS IT	nobody expects
meme-bottom	photo	condensed	no	IMG_20231101_0042.gif	THIS IS FINE	this is fine
meme-top	noise	sans	no	VID-20240102-WA0007.gif	MONDAY AGAIN	monday
band	gradient	plain	no	IMG_5512.gif	when the build is green	build green
meme-top	photo	impact	no	IMG_20250303_1111.gif	SHIP IT	ship it
meme-bottom	noise	condensed	no	tenor (2).gif	CONFUSED SCREAMING	confused screaming
subtitle-white	gradient	sans	no	IMG_20240405_0919.gif	Thank you so much	thank you
subtitle-yellow	plasma	sans	yes	giphy (21).gif	Not today	not today
band	noise	sans	no	Screen Recording 2024-02-11.gif	deploying on friday	deploying friday
meme-top	gradient	condensed	no	IMG_4471.gif	MIND BLOWN	mind blown
meme-bottom	plasma	sans	no	giphy (30).gif	HAPPY BIRTHDAY	birthday
subtitle-white	photo	plain	no	VID-20230909-WA0003.gif	See you tomorrow	tomorrow
band	photo	plain	no	IMG_20211224_1800.gif	merry christmas everyone	christmas
meme-top	plasma	condensed	yes	tenor (9).gif	TOO MUCH COFFEE	coffee
subtitle-yellow	noise	plain	no	IMG_20240731_0655.gif	Good morning sunshine	good morning
meme-bottom	photo	impact	no	giphy (41).gif	DEAL WITH IT	deal with it
band	gradient	sans	yes	IMG_7788.gif	waiting for the pipeline	pipeline
meme-top	noise	impact	no	IMG_20230412_1330.gif	HOLD MY BEER	hold my beer
subtitle-white	plasma	sans	no	giphy (55).gif	Absolutely not	absolutely not
meme-bottom	gradient	condensed	no	tenor (14).gif	EPIC FAIL	epic fail
subtitle-yellow	gradient	sans	no	IMG_20240918_2202.gif	Welcome back	welcome back
band	plasma	plain	no	IMG_9001.gif	it works on my machine	my machine
meme-top	photo	sans	no	giphy (60).gif	MISSION ACCOMPLISHED	mission accomplished
meme-bottom	noise	impact	yes	IMG_20250101_0001.gif	NEW YEAR NEW ME	new year
subtitle-white	noise	plain	no	tenor (22).gif	Slow clap	slow clap
LIST

printf 'file\tcaption\tquery\n' > "$out/expected.tsv"
seed=0
while IFS=$'\t' read -r style kind fontname late name text query && [ "$seed" -lt "$count" ]; do
    seed=$((seed + 1))
    font=${!fontname}
    frames=()
    for frame in 0 1 2 3; do
        file="$work/frame-$frame.png"
        background "$seed" "$frame" "$kind" "$file"
        if [ "$late" = no ] || [ "$frame" -ge 2 ]; then caption "$file" "$style" "$text" "$font"; fi
        frames+=("$file")
    done
    convert -delay 20 -loop 0 "${frames[@]}" -layers Optimize "$out/$name"
    printf '%s\t%s\t%s\n' "$name" "$text" "$query" >> "$out/expected.tsv"
done < "$work/list.tsv"
