# shellcheck shell=bash
# Shared by the run-*.sh benchmarks; sourced from the Benchmarks directory.

# The fixture server's fixture_server_start, fixture_server_stop and FIXTURE_URL.
# shellcheck source=scripts/harness/fixture-server.sh
. ../scripts/harness/fixture-server.sh

# require BENCH "PACKAGE…" COMMAND…: installs the Debian packages when a command is missing and
# we are root; otherwise says what to install and exits.
require() {
    local bench=$1 packages=$2 command
    shift 2
    for command in "$@"; do
        command -v "$command" >/dev/null && continue
        if [ "$(id -u)" = 0 ]; then
            # shellcheck disable=SC2086 # the package list is meant to split
            apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $packages >/dev/null
            return
        fi
        echo "$bench: needs $packages: sudo apt-get install -y $packages" >&2
        exit 1
    done
}

# median_of_us: the median of the microsecond counts on stdin, one per line, in milliseconds.
median_of_us() {
    sort -n | awk '{a[NR]=$1} END {printf "%.2f", a[int((NR+1)/2)] / 1000}'
}

# median_ms COMMAND…: the median wall time of $RUNS runs, in milliseconds, output discarded.
# The clock is bash's own ($EPOCHREALTIME, in microseconds), so no process of the timer's is
# counted in the command's time.
median_ms() {
    for _ in $(seq "$RUNS"); do
        start=${EPOCHREALTIME/[.,]/}
        "$@" >/dev/null 2>&1
        end=${EPOCHREALTIME/[.,]/}
        echo $((end - start))
    done | median_of_us
}

# interleaved_medians_ms COMMAND…: median_ms of each COMMAND (one word each, a function's name)
# on one line, the commands taking turns within each of the $RUNS rounds, so that the machine's
# drift over the run weighs on every command alike.
interleaved_medians_ms() {
    local -a samples=()
    local command index
    for _ in $(seq "$RUNS"); do
        index=0
        for command in "$@"; do
            start=${EPOCHREALTIME/[.,]/}
            "$command" >/dev/null 2>&1
            end=${EPOCHREALTIME/[.,]/}
            samples[index]+="$((end - start))"$'\n'
            index=$((index + 1))
        done
    done
    for index in $(seq 0 $(($# - 1))); do
        printf '%s ' "$(printf '%s' "${samples[index]}" | median_of_us)"
    done
    echo
}

# process_round_us COMMAND… [-- PIPELINE…]: one round in which each COMMAND and then each
# PIPELINE runs once, in turn: their wall times in microseconds, tab-separated, on one line.
# hyperfine starts each COMMAND as one process without a shell (-N), so its time is that
# process's alone, from fork to exit; each PIPELINE runs through sh, less the start of an empty
# sh that hyperfine measures beside it. Rounds repeated make the machine's drift weigh on every
# command alike, as interleaved_medians_ms does.
process_round_us() {
    local -a commands=() pipelines=()
    local round status=0
    while [ $# -gt 0 ] && [ "$1" != -- ]; do
        commands+=("$1")
        shift
    done
    [ $# -gt 0 ] && shift
    pipelines=("$@")
    round=$(mktemp -d)
    echo '{"results": []}' | tee "$round/commands.json" >"$round/pipelines.json"
    if [ ${#commands[@]} -gt 0 ]; then
        hyperfine -N --runs 1 --style none --export-json "$round/commands.json" "${commands[@]}" \
            >/dev/null 2>"$round/log" || status=$?
    fi
    if [ "$status" = 0 ] && [ ${#pipelines[@]} -gt 0 ]; then
        hyperfine --shell sh --runs 1 --style none --export-json "$round/pipelines.json" "${pipelines[@]}" \
            >/dev/null 2>"$round/log" || status=$?
    fi
    if [ "$status" = 0 ]; then
        jq -rs '[.[].results[].times[0] * 1000000 | floor] | @tsv' "$round/commands.json" "$round/pipelines.json"
    else
        cat "$round/log" >&2
    fi
    rm -rf "$round"
    return "$status"
}

# column_medians_ms: the median of each tab-separated column of microsecond counts on stdin, in
# milliseconds, on one line.
column_medians_ms() {
    local rows column
    rows=$(cat)
    for column in $(seq "$(head -n1 <<<"$rows" | awk -F'\t' '{ print NF }')"); do
        printf '%s ' "$(cut -f "$column" <<<"$rows" | median_of_us)"
    done
    echo
}

# release_gifsearch: builds gifsearch as `make install` does (scripts/build/release-flags.sh) and
# prints its path. A tree from before scripts/ had folders (run-network.sh's baseline) has the
# flags in scripts/release-flags.sh.
release_gifsearch() {
    local flags script=../scripts/build/release-flags.sh
    [ -x "$script" ] || script=../scripts/release-flags.sh
    read -ra flags < <("$script")
    (cd .. && swift build "${flags[@]}" --product gifsearch >&2)
    echo "$(cd .. && swift build "${flags[@]}" --show-bin-path)/gifsearch"
}

# fixture_server_binary CONFIG: builds the fixture server (CONFIG: release or debug) and prints its
# path.
fixture_server_binary() {
    local config=$1
    (cd .. && swift build -c "$config" --product ProviderFixtureServer >&2)
    echo "$(cd .. && swift build -c "$config" --show-bin-path)/ProviderFixtureServer"
}

# summary WORKLOAD UNIT OURS REFERENCE THEIRS GOAL [NOTE]: one row of the table `make bench` prints
# (ratio = OURS / THEIRS, met when at most GOAL; NOTE, such as the difference in time, after the
# verdict), kept in $BENCH_SUMMARY when it is set.
summary() {
    [ -n "${BENCH_SUMMARY:-}" ] || return 0
    local IFS=$'\t'
    printf '%s\n' "$*" >>"$BENCH_SUMMARY"
}

# tesseract_frames CORPUS FRAMES: for each GIF of CORPUS (scripts/corpus/captioned-gifs.sh's), the
# three frames the `tesseract` command reads as the reference: the first, the middle and the last,
# composited and at twice their size, as FRAMES/<file>-<0|1|2>.png.
tesseract_frames() {
    local corpus=$1 frames=$2 file count pick slot frame
    mkdir -p "$frames"
    tail -n +2 "$corpus/expected.tsv" | cut -f1 | while IFS= read -r file; do
        convert "$corpus/$file" -coalesce -resize 200% "$frames/all-%d.png"
        count=$(find "$frames" -name 'all-*.png' | wc -l)
        for pick in "0 0" "1 $((count / 2))" "2 $((count - 1))"; do
            read -r slot frame <<<"$pick"
            mv "$frames/all-$frame.png" "$frames/$file-$slot.png"
        done
        rm -f "$frames"/all-*.png
    done
}
