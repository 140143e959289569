#!/usr/bin/env bash
# icu-data.sh SCRATCH: prints the linker flags that give the release binary ICU's data without
# what gifsearch never reads (scripts/build/icu-trim.py: 3 MB instead of the toolchain's 34 MB) in
# place of the whole package. The object is made once in SCRATCH/icu-data, again when the toolchain or the
# trimming changes. The data is the symbol icudtNN_dat of the member icu_packaged_data.cpp.o of
# the toolchain's lib_FoundationICU.a, and --defsym points ICU's reference at ours first, so
# that member is never linked. Where any of that is not as expected (another toolchain, no
# python3), it prints nothing and says so: the binary then carries all of ICU's data, as before.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
folder="$1/icu-data"
object="$folder/icu-data.o"
swiftc=$(command -v swiftc || true)
archive="$(dirname "$(readlink -f "${swiftc:-/nonexistent}")")/../lib/swift_static/linux/lib_FoundationICU.a"
keep_all() {
    echo "icu-data.sh: $1; the binary keeps all of ICU's data" >&2
    exit 0
}
[ -f "$archive" ] || keep_all "no lib_FoundationICU.a beside swiftc"
command -v python3 > /dev/null || keep_all "no python3 to trim ICU's data"
if [ ! -s "$folder/symbol" ] || [ ! "$object" -nt "$archive" ] || [ ! "$object" -nt "$root/scripts/build/icu-trim.py" ]; then
    rm -rf "$folder"
    mkdir -p "$folder"
    member=icu_packaged_data.cpp.o
    (cd "$folder" && ar x "$archive" "$member" 2> /dev/null) || keep_all "no $member in $archive"
    symbol=$(nm "$folder/$member" | awk '$2 == "R" && $3 ~ /^icudt[0-9]+_dat$/ { print $3 }')
    [ -n "$symbol" ] || keep_all "$member defines no icudtNN_dat"
    objcopy -O binary --only-section=.rodata "$folder/$member" "$folder/full.dat"
    python3 "$root/scripts/build/icu-trim.py" "$folder/full.dat" "$folder/trimmed.dat" || keep_all "icu-trim.py failed"
    printf '%s\n' '    .section .rodata.gifsearch_icu_data,"a"' '    .globl gifsearch_icu_data' '    .balign 16' \
        '    .type gifsearch_icu_data, @object' 'gifsearch_icu_data:' "    .incbin \"$folder/trimmed.dat\"" \
        '    .size gifsearch_icu_data, . - gifsearch_icu_data' '    .section .note.GNU-stack,"",@progbits' \
        > "$folder/icu-data.S"
    cc -c "$folder/icu-data.S" -o "$object"
    rm -f "$folder/$member" "$folder/full.dat"
    echo "$symbol" > "$folder/symbol"
fi
echo "-Xlinker $object -Xlinker --defsym=$(cat "$folder/symbol")=gifsearch_icu_data"
