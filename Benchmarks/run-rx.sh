#!/usr/bin/env bash
# RxCore against OpenCombine and a plain Swift loop, in one run: median wall time of several
# runs, and instructions per unit of work counted by callgrind (repeatable where wall time on
# these machines varies up to 2x). Prints the ratios RxCore/OpenCombine and RxCore/loop.
set -euo pipefail
cd "$(dirname "$0")"
# shellcheck source=Benchmarks/common.sh
. ./common.sh

RUNS=${RUNS:-5}
swift build -c release --product RxBench >&2
BIN="$(swift build -c release --show-bin-path)/RxBench"

scenarios=(map-filter-reduce create-map-filter-reduce flatmap-fanout subject-subscribe-dispose just-map-filter-subscribe natural-subscribe-dispose)
implementations=(rxcore opencombine loop)

# The unit count for instruction counting; a tenth of the wall-time count keeps callgrind quick.
callgrind_count() {
    case "$1" in
        map-filter-reduce | create-map-filter-reduce) echo 100000 ;;
        flatmap-fanout) echo 10000 ;;
        *) echo 10000 ;;
    esac
}

instructions() {
    local out
    out=$(mktemp)
    valgrind --tool=callgrind --callgrind-out-file="$out" "$BIN" "$@" >/dev/null 2>&1
    awk '/^summary:/ {print $2}' "$out"
    rm -f "$out"
}

median_seconds() {
    for _ in $(seq "$RUNS"); do "$BIN" "$1" "$2" | awk '{print $4}'; done | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'
}

printf '%-26s %-12s %12s %14s\n' scenario implementation "median ms" "instr/unit"
declare -A ms per_unit
for scenario in "${scenarios[@]}"; do
    count=$(callgrind_count "$scenario")
    for implementation in "${implementations[@]}"; do
        seconds=$(median_seconds "$scenario" "$implementation")
        base=$(instructions "$scenario" "$implementation" 0)
        total=$(instructions "$scenario" "$implementation" "$count")
        ms[$scenario/$implementation]=$(awk -v s="$seconds" 'BEGIN {printf "%.3f", s * 1000}')
        per_unit[$scenario/$implementation]=$(awk -v t="$total" -v b="$base" -v n="$count" 'BEGIN {printf "%.1f", (t - b) / n}')
        printf '%-26s %-12s %12s %14s\n' "$scenario" "$implementation" "${ms[$scenario/$implementation]}" "${per_unit[$scenario/$implementation]}"
    done
done

echo
printf '%-26s %22s %22s %18s\n' scenario "time rx/opencombine" "instr rx/opencombine" "instr rx/loop"
for scenario in "${scenarios[@]}"; do
    awk -v s="$scenario" \
        -v rt="${ms[$scenario/rxcore]}" -v ot="${ms[$scenario/opencombine]}" \
        -v ri="${per_unit[$scenario/rxcore]}" -v oi="${per_unit[$scenario/opencombine]}" -v li="${per_unit[$scenario/loop]}" \
        'BEGIN { printf "%-26s %21.3fx %21.3fx %17.1fx\n", s, rt / ot, ri / oi, (li > 0 ? ri / li : 0) }'
    summary "RxCore $scenario" instr "${per_unit[$scenario/rxcore]}" "OpenCombine" "${per_unit[$scenario/opencombine]}" 0.5
done
