#!/usr/bin/env bash
# `make fuzz`: builds the libFuzzer targets in Fuzz/ with `swiftc -sanitize=fuzzer,address` over
# the project's own modules, seeds each corpus (GIFs and JSON from the fixture server, which
# makes its GIFs with our encoder; the conformance suites' GIFs when ../shared is there; key,
# title and config samples), and runs every target for FUZZ_SECONDS seconds (default 60) or, with
# FUZZ_RUNS, for that many executions, as many targets at once as there are processors. Prints a
# table of executions per target; exits 1 when a target found a crash, which is kept in
# .build-fuzz/crashes/<target>/. Leak detection is off: the Swift runtime's caches and Dispatch's
# threads look like leaks to it and make each run ten times slower; `make soak` watches memory
# instead.
set -euo pipefail
cd "$(dirname "$0")/../.."
build=.build-fuzz
FUZZ_SECONDS=${FUZZ_SECONDS:-60}
FUZZ_RUNS=${FUZZ_RUNS:-}
TARGETS=${TARGETS:-gif giphy-json klipy-json terminal-text keys sixel kitty config}
mkdir -p "$build/modules" "$build/bin"

common=("-sanitize=fuzzer,address" -parse-as-library -enable-testing -swift-version 6 -I "$build/modules")
for c in CGIF CCurl CPNG CZlib CSpawn CCrypto; do common+=(-I "Sources/$c"); done

# GRDB (which GifSearchKit's library uses) from the package's checkout, with the settings its
# Package.swift gives it on Linux, over Debian's SQLite.
swift package resolve >&2
grdb=.build/checkouts/GRDB.swift
common+=(-I "$grdb/Sources/GRDBSQLite" -lsqlite3)
flags=(-O -g "${common[@]}")

# compile MODULE FOLDER FLAGS…: the module as one object file, when one of its sources, or a
# module it depends on (the objects in `built`), is newer than its object.
built=()
compile() {
    local module=$1 folder=$2 object="$build/modules/$1.o" stale=false
    shift 2
    [ -f "$object" ] || stale=true
    [ -n "$(find "$folder" -name '*.swift' -newer "$object" 2>/dev/null)" ] && stale=true
    for earlier in "${built[@]}"; do [ "$earlier" -nt "$object" ] && stale=true; done
    [ "$stale" = true ] || return 0
    echo "fuzz: compiling $module" >&2
    mapfile -t sources < <(find "$folder" -name '*.swift' | sort)
    swiftc "$@" -module-name "$module" -wmo -c "${sources[@]}" -o "$object" \
        -emit-module -emit-module-path "$build/modules/$module.swiftmodule" 2>&1 | grep -v '^$' >&2 || true
    [ -f "$object" ] || { echo "fuzz: $module did not compile" >&2; return 1; }
    # swiftc leaves an unchanged object as it was; the time says it is up to date.
    touch "$object"
}

# GRDB is linked in, never fuzzed (no target opens a database): it is compiled unoptimised, in
# three times less time (without -g, which makes the driver wrap the module into the object it
# writes), beside the project's own modules, which follow each other in the order they depend
# on each other, up to GifSearchKit, which waits for it. (Compiling those side by side too is
# slower: GRDB, the longest, then shares its processor.)
compile GRDB "$grdb/GRDB" -Onone "${common[@]}" -D SQLITE_ENABLE_FTS5 -D SQLITE_ENABLE_SNAPSHOT \
    -D SQLITE_DISABLE_SNAPSHOT &
grdb_job=$!
for module in RxCore Files GIF HTTP Giphy Klipy Terminal Preview GifSearchKit; do
    if [ "$module" = GifSearchKit ]; then
        wait "$grdb_job" || exit 1
        built+=("$build/modules/GRDB.o")
    fi
    compile "$module" "Sources/$module" "${flags[@]}"
    built+=("$build/modules/$module.o")
done

# side_by_side FUNCTION ITEM…: FUNCTION ITEM for every item, as many at once as there are
# processors; fails when one of them did.
side_by_side() {
    local function=$1 running=0 failed=0 item processors
    processors=$(nproc)
    shift
    for item in "$@"; do
        if [ "$running" -ge "$processors" ]; then
            wait -n || failed=1
            running=$((running - 1))
        fi
        "$function" "$item" &
        running=$((running + 1))
    done
    for ((; running > 0; running--)); do wait -n || failed=1; done
    return $failed
}

# Each target: its file in Fuzz/ and the sources of the gifsearch command it exercises.
# shellcheck disable=SC2317 # called by link, which side_by_side calls by name
sources_of() {
    local out=Sources/gifsearch/Output
    case $1 in
        gif) echo Fuzz/gif.swift Fuzz/FuzzedGIF.swift "$out/InfoReport.swift" ;;
        giphy-json | klipy-json) echo "Fuzz/$1.swift" Fuzz/FileNameCheck.swift ;;
        terminal-text) echo Fuzz/terminal-text.swift ;;
        keys) echo Fuzz/keys.swift ;;
        sixel | kitty) echo "Fuzz/$1.swift" Fuzz/FuzzedGIF.swift ;;
        config) echo Fuzz/config.swift ;;
        *) echo "fuzz: no target $1" >&2; exit 2 ;;
    esac
}
# shellcheck disable=SC2317 # side_by_side calls it by name
link() {
    local target=$1 files
    read -ra files <<<"$(sources_of "$target")"
    echo "fuzz: linking $target" >&2
    # ld.gold warns about every ASan symbol it cannot export; those lines are noise.
    swiftc "${flags[@]}" -module-name "Fuzz_${target//-/_}" "${files[@]}" "$build"/modules/*.o \
        Fuzz/Expect.swift -o "$build/bin/$target" 2>&1 | grep -v 'Cannot export local symbol' >&2 || true
    [ -x "$build/bin/$target" ] || { echo "fuzz: $target did not link" >&2; return 1; }
}
# shellcheck disable=SC2086 # TARGETS is a list of words
side_by_side link $TARGETS || exit 1

swift build --product ProviderFixtureServer >&2
rm -rf "$build/seeds"
PYTHONPATH=scripts python3 -m harness.fuzz_seeds "$(swift build --show-bin-path)/ProviderFixtureServer" "$build/seeds" ../shared/gif-suite

# The Swift runtime's backtracer would hold the crashing process; libFuzzer reports the crash.
export SWIFT_BACKTRACE=enable=no
# fuzz TARGET: runs it and writes its row of the table to .build-fuzz/TARGET.row; fails, with the
# crash's first lines on stderr, when it found one, and when it did not end well.
# shellcheck disable=SC2317 # side_by_side calls it by name
fuzz() {
    local target=$1 corpus="$build/corpus/$1" crashes="$build/crashes/$1" status=0 start runs found
    mkdir -p "$corpus" "$crashes"
    local limit=(-max_total_time="$FUZZ_SECONDS")
    [ -n "$FUZZ_RUNS" ] && limit=(-runs="$FUZZ_RUNS")
    start=$(date +%s)
    touch "$build/$target.started"
    "$build/bin/$target" "${limit[@]}" -print_final_stats=1 -detect_leaks=0 -timeout=10 -rss_limit_mb=3072 -max_len=65536 \
        -artifact_prefix="$crashes/" "$corpus" "$build/seeds/$target" >"$build/$target.log" 2>&1 || status=1
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$build/$target.log")
    found=$(find "$crashes" -type f -newer "$build/$target.started" | wc -l)
    printf '%-14s %14s %9s %8s  %s\n' "$target" "${runs:-?}" "$(($(date +%s) - start))" \
        "$(find "$corpus" -type f | wc -l)" "$found" >"$build/$target.row"
    if [ "$found" -gt 0 ]; then
        status=1
        grep -m 3 -E 'ERROR|Fatal|precondition' "$build/$target.log" >&2 || true
    fi
    return "$status"
}
status=0
# shellcheck disable=SC2086 # TARGETS is a list of words
side_by_side fuzz $TARGETS || status=1
printf '%-14s %14s %9s %8s  %s\n' target executions seconds corpus crashes
for target in $TARGETS; do cat "$build/$target.row"; done
exit $status
