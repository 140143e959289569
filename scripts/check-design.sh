#!/usr/bin/env bash
# `make lint`'s check of two of DESIGN §2's rules, which neither SwiftPM nor the compiler makes:
# - The arrows. Any target can import any module built before it (SwiftPM's
#   `--explicit-target-dependency-import-check` lets through what a dependency depends on), so
#   each module may import only what its line below names; the C modules and, in GifSearchKit,
#   the providers, HTTP, Files and GRDB only with `internal import`, so that no type of theirs
#   can appear in a public API.
# - No escape sequence written by hand outside Terminal and Preview (the fixture server's
#   hostile titles are meant to hold them).
# Prints every place that breaks one; exits 1 if any.
set -euo pipefail
cd "$(dirname "$0")/.."

declare -A allowed=(
    [gifsearch]="ArgumentParser Dispatch FoundationEssentials GIF GifSearchKit Preview RxCore Terminal"
    [GifSearchKit]="Dispatch FoundationEssentials Synchronization Files GIF GRDB Giphy HTTP Klipy RxCore"
    [Giphy]="FoundationEssentials HTTP RxCore"
    [Klipy]="FoundationEssentials HTTP RxCore"
    [HTTP]="CCurl Dispatch Files FoundationEssentials RxCore"
    [Files]="Synchronization"
    [GIF]="CGIF Dispatch"
    [Preview]="CPNG CZlib Dispatch FoundationEssentials GIF RxCore Synchronization"
    [Terminal]="Dispatch FoundationEssentials RxCore Synchronization"
    [RxCore]="Dispatch Synchronization"
    [RxTest]="Dispatch Foundation RxCore"
    [GiphyFixtureServer]="Foundation GIF NIOConcurrencyHelpers NIOCore NIOHTTP1 NIOPosix"
)
declare -A internal_only=(
    [GifSearchKit]="Files GRDB Giphy HTTP Klipy"
    [HTTP]="CCurl"
    [GIF]="CGIF"
    [Preview]="CPNG CZlib"
)

found=0
for module in "${!allowed[@]}"; do
    [ -d "Sources/$module" ] || { echo "check-design: no Sources/$module" >&2; found=1; continue; }
    while IFS=: read -r file line text; do
        access=$(sed -E 's/^(internal |public |@_implementationOnly |@testable )?import .*/\1/' <<<"$text")
        imported=$(sed -E 's/^(internal |public |@_implementationOnly |@testable )?import ([A-Za-z_0-9]+).*/\2/' <<<"$text")
        if [[ " ${allowed[$module]} " != *" $imported "* ]]; then
            echo "$file:$line: $module imports $imported, which DESIGN §2 does not let it import" >&2
            found=1
        elif [[ " ${internal_only[$module]:-} " == *" $imported "* && "$access" != "internal " ]]; then
            echo "$file:$line: $module imports $imported without 'internal', so its types could leak" >&2
            found=1
        fi
    done < <(grep -rnE '^(internal |public |@_implementationOnly |@testable )?import ' "Sources/$module" --include='*.swift')
done
for folder in Sources/*/; do
    module=$(basename "$folder")
    [ -n "${allowed[$module]:-}" ] || [[ "$module" == C* ]] || {
        echo "check-design: Sources/$module has no line in scripts/check-design.sh" >&2
        found=1
    }
done
escapes='\\u\{(00)?1[bB]\}|\\u\{(00)?9[bBdD]\}|\\x1[bB]|\\033'
while IFS= read -r place; do
    echo "$place: an escape sequence written by hand outside Terminal and Preview" >&2
    found=1
done < <(grep -rnE "$escapes" Sources --include='*.swift' |
    grep -vE '^Sources/(Terminal|Preview|GiphyFixtureServer)/' || true)
exit $found
