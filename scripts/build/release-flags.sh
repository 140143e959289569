#!/usr/bin/env bash
# The `swift build` flags of the release binary, as `make install` and the benchmarks build it:
# release; the Swift runtime linked in (it starts in half the time); no $ORIGIN rpath (the
# loader tried a dozen paths beside the binary for every library); and the C++ runtime the
# Swift runtime needs linked in too, so that libstdc++.so is neither loaded nor relocated at
# start-up (0.4 to 1 ms of a 19 ms search). Swift's static link line asks for -lstdc++, which
# finds the shared library first in the compiler's folder, so a folder holding only
# libstdc++.a is searched before it. Without libstdc++.a, the shared library is used as before.
# ICU's data comes without what gifsearch never reads (scripts/build/icu-data.sh). The
# frontend's incremental LLVM code generation is off: it stamps each object with a hash of its
# LLVM module (.swift_modhash) that changes from one clean build to the next, so two clean
# builds differed in 2,693 bytes; without it they differ only in the build ID.
# Where the toolchain has lld, it links: its packed relative relocations (DT_RELR, glibc 2.36
# and later) take the 90,683 relocations of a position-independent binary from 2.2 MB to a few
# kilobytes, and the loader applies them faster. Nothing looks gifsearch's own symbols up at run
# time, so they are not exported (-export-dynamic put 0.8 MB of symbol tables in the binary).
# Concrete generic types (KeyedDecodingContainer<CodingKeys>, Option<String>) are made by calling
# their metadata accessors rather than from mangled names: the runtime checks a mangled name's
# generic requirements by scanning the binary's 6,691 conformance records, Foundation's among
# them, which made a search's start-up 57.0 million instructions instead of 48.3.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
scratch="$root/.build-static"
flags=(-c release --static-swift-stdlib --disable-local-rpath --scratch-path "$scratch"
    -Xswiftc -Xfrontend -Xswiftc -disable-incremental-llvm-codegen
    -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
swiftc=$(command -v swiftc || true)
archive=""
if [ -n "$swiftc" ]; then
    archive=$("$(dirname "$(readlink -f "$swiftc")")/clang" -print-file-name=libstdc++.a 2>/dev/null || true)
fi
if [ -n "$swiftc" ] && [ -x "$(dirname "$(readlink -f "$swiftc")")/ld.lld" ]; then
    flags+=(-Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs)
fi
flags+=(-Xlinker --no-export-dynamic)
if [ -f "$archive" ]; then
    mkdir -p "$scratch/static-cxx"
    ln -sf "$archive" "$scratch/static-cxx/libstdc++.a"
    flags+=(-Xlinker "-L$scratch/static-cxx")
fi
read -ra icu <<< "$("$root/scripts/build/icu-data.sh" "$scratch")"
echo "${flags[@]}" "${icu[@]}"
