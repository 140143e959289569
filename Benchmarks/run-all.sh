#!/usr/bin/env bash
# `make bench`: every benchmark in one run, each printing its details, then one table of
# workload, gifsearch, reference tool, ratio and goal, from the rows they measured (and a note
# after the verdict where a row has one, such as how many milliseconds it is above its reference).
set -euo pipefail
cd "$(dirname "$0")"
BENCH_SUMMARY=$(mktemp)
export BENCH_SUMMARY
trap 'rm -f "$BENCH_SUMMARY"' EXIT
for bench in rx gif http search preview memory library network captions local; do
    echo "== bench-$bench"
    "./run-$bench.sh"
    echo
done
echo "== summary (ratio: gifsearch ÷ reference, lower is better; goal: the most the ratio may be)"
awk -F'\t' '
    BEGIN { printf "%-46s %17s  %-22s %17s %8s %6s\n", "workload", "gifsearch", "reference tool", "reference", "ratio", "goal" }
    {
        ratio = $5 > 0 ? $3 / $5 : 0
        verdict = ratio <= $6 ? "met" : "MISSED"
        if (NF > 6) verdict = sprintf("%-6s  %s", verdict, $7)
        printf "%-46s %11s %-5s  %-22s %11s %-5s %7.3fx %5.2fx  %s\n", $1, $3, $2, $4, $5, $2, ratio, $6, verdict
        if (ratio > $6) missed++
    }
    END { printf "\n%d of %d goals met\n", NR - missed, NR }
' "$BENCH_SUMMARY"
