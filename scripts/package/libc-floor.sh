#!/usr/bin/env bash
# libc-floor.sh BINARY: the glibc version BINARY needs, by the versions of glibc's libraries it
# names (readelf -V: GLIBC_*), each dated by libc6's symbols file. dpkg-shlibdeps dates only the symbols a
# binary calls, so a version needed without a symbol escapes it: lld's packed relative
# relocations need GLIBC_ABI_DT_RELR, which glibc 2.36 brought and which names no function.
set -euo pipefail
binary=$1
symbols=$(dpkg-query --control-path "libc6:$(dpkg --print-architecture)" symbols)
[ -f "$symbols" ] || { echo "libc-floor.sh: libc6 has no symbols file here" >&2; exit 1; }
needed=$(readelf -V --wide "$binary" | awk '$2 == "Name:" && $3 ~ /^GLIBC_/ { print $3 }' | sort -u)
[ -n "$needed" ] || { echo "libc-floor.sh: $binary names no version of glibc" >&2; exit 1; }
floor=0
for name in $needed; do
    dated=$(awk -v tag="$name@$name" '$1 == tag { print $2; exit }' "$symbols")
    [ -n "$dated" ] || { echo "libc-floor.sh: $symbols does not date $name" >&2; exit 1; }
    if dpkg --compare-versions "$dated" gt "$floor"; then floor=$dated; fi
done
echo "$floor"
