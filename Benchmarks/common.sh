# Shared by the run-*.sh benchmarks; sourced from the Benchmarks directory.

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

# release_gifsearch: builds gifsearch as `make install` does (scripts/release-flags.sh) and
# prints its path.
release_gifsearch() {
    local flags
    read -ra flags < <(../scripts/release-flags.sh)
    (cd .. && swift build "${flags[@]}" --product gifsearch >&2)
    echo "$(cd .. && swift build "${flags[@]}" --show-bin-path)/gifsearch"
}

# summary WORKLOAD UNIT OURS REFERENCE THEIRS GOAL: one row of the table `make bench` prints
# (ratio = OURS / THEIRS, met when at most GOAL), kept in $BENCH_SUMMARY when it is set.
summary() {
    [ -n "${BENCH_SUMMARY:-}" ] || return 0
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$@" >>"$BENCH_SUMMARY"
}
