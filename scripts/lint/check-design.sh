#!/usr/bin/env bash
# `make lint`'s check of DESIGN §2's rules that neither SwiftPM nor the compiler makes:
# - The arrows. Any target can import any module built before it (SwiftPM's
#   `--explicit-target-dependency-import-check` lets through what a dependency depends on), so
#   each module may import only what its line below names; the C modules and, in GifSearchKit,
#   the providers, HTTP, Files and GRDB only with `internal import`, so that no type of theirs
#   can appear in a public API.
# - No escape sequence written by hand outside Terminal and Preview (the fixture server's
#   hostile titles are meant to hold them).
# - The terminal's variables (TMUX, TMUX_PANE, NO_COLOR, COLORTERM) read in TerminalEnvironment
#   alone.
# - No provider named (`.giphy`, `case klipy`, `"local"`, `import Klipy`) in GifSearchKit or the
#   executable outside GifSearchKit/Providers: everything that sets a provider apart is its
#   profile.
# - Files owns every file (bounded reads, links refused where a stranger could plant one): no
#   FileManager outside it, and no file opened (`open(2)` with its `O_` flags, `fopen`) or
#   removed (`unlink`) by hand but a device or /proc. The fixture server is a test's; comments
#   may name them.
# And, for the executable, what is decided in one place elsewhere:
# - Exit statuses: no `ExitCode(` and no failing `ExitStatus` outside Output/ErrorReport.swift.
# - The `gifsearch:` prefix of every line on stderr: written only in
#   Context/CommandContext+Diagnostics.swift.
# - No GIF decoded in the executable: GifSearchKit (GIFDescription) and Preview (FrameExport,
#   ContactSheet.png, GIFPlayback) decide what is read of a GIF's bytes.
# - No queue or thread name used twice (DESIGN §2: each thread is named after its one job).
# - No value list typed into a help string (scripts/lint/check-help-values.py, on the help texts
#   HelpSnapshotTests checks in).
# Prints every place that breaks one; exits 1 if any.
set -euo pipefail
cd "$(dirname "$0")/../.."

# What each module may import; `internal:` marks what it must import with `internal import`.
declare -A allowed=(
    [gifsearch]="ArgumentParser Dispatch FoundationEssentials FrameText GIF GifSearchKit Preview RxCore Terminal"
    [GifSearchKit]="Dispatch FoundationEssentials Synchronization GIF RxCore internal:Files internal:GRDB
        internal:Giphy internal:HTTP internal:Klipy internal:CCrypto"
    [Giphy]="FoundationEssentials HTTP RxCore"
    [Klipy]="FoundationEssentials HTTP RxCore"
    [HTTP]="internal:CCurl Dispatch Files FoundationEssentials RxCore"
    [Files]="FoundationEssentials Synchronization"
    [FrameText]="internal:CTesseract GIF"
    [GIF]="internal:CGIF Dispatch"
    [Preview]="internal:CPNG internal:CZlib Dispatch FoundationEssentials GIF RxCore Synchronization Terminal"
    [Terminal]="internal:CSpawn Dispatch internal:Files FoundationEssentials RxCore Synchronization"
    [RxCore]="Dispatch Synchronization"
    [RxTest]="Dispatch Foundation RxCore"
    [ProviderFixtureServer]="Foundation GIF NIOConcurrencyHelpers NIOCore NIOHTTP1 NIOPosix"
)

found=0
import='^((internal|public|@_implementationOnly|@testable) )?import ([A-Za-z_0-9]+)'
for module in "${!allowed[@]}"; do
    [ -d "Sources/$module" ] || { echo "check-design: no Sources/$module" >&2; found=1; continue; }
    names=" $(tr -s ' \n' ' ' <<<"${allowed[$module]}") "
    while IFS=: read -r file line text; do
        [[ $text =~ $import ]] || continue
        access=${BASH_REMATCH[2]} imported=${BASH_REMATCH[3]}
        if [[ $names == *" internal:$imported "* ]]; then
            [ "$access" = internal ] && continue
            echo "$file:$line: $module imports $imported without 'internal', so its types could leak" >&2
        elif [[ $names != *" $imported "* ]]; then
            echo "$file:$line: $module imports $imported, which DESIGN §2 does not let it import" >&2
        else
            continue
        fi
        found=1
    done < <(grep -rnE "$import" "Sources/$module" --include='*.swift')
done
for folder in Sources/*/; do
    module=$(basename "$folder")
    [ -n "${allowed[$module]:-}" ] || [[ "$module" == C* ]] || {
        echo "check-design: Sources/$module has no line in scripts/lint/check-design.sh" >&2
        found=1
    }
done
# forbid PATTERN ALLOWED MESSAGE FOLDER...: every Swift line under the FOLDERs matching PATTERN
# (grep -E) breaks the rule MESSAGE says, unless its "file:line:text" matches ALLOWED (grep -E).
forbid() {
    local pattern=$1 allowed=$2 message=$3 place
    shift 3
    while IFS= read -r place; do
        echo "$place: $message" >&2
        found=1
    done < <(grep -rnE "$pattern" "$@" --include='*.swift' | grep -vE "$allowed" || true)
}
forbid '\\u\{(00)?1[bB]\}|\\u\{(00)?9[bBdD]\}|\\x1[bB]|\\033' '^Sources/(Terminal|Preview|ProviderFixtureServer)/' \
    "an escape sequence written by hand outside Terminal and Preview" Sources
forbid '(^|[^A-Za-z0-9_.]|ProviderName)\.(giphy|klipy|local)([^/A-Za-z0-9_]|$)|"(giphy|klipy|local)"|case (giphy|klipy|local)\b|import (Giphy|Klipy)$' \
    '^Sources/GifSearchKit/Providers/' \
    "a provider named outside GifSearchKit/Providers (ask its ProviderProfile)" Sources/GifSearchKit Sources/gifsearch
forbid '\bFileManager\b|(^|[^.[:alnum:]_])(Glibc\.)?((open|openat)\(.*\bO_(RDONLY|WRONLY|RDWR)|fopen\(|unlink(at)?\()' \
    '^Sources/(Files|ProviderFixtureServer)/|^[^:]+:[0-9]+:\s*//|\bopen(at)?\("/(dev|proc)/' \
    "a file used by hand outside Files (Files owns every file: bounded, no links followed)" Sources
forbid '"(TMUX|TMUX_PANE|NO_COLOR|COLORTERM)"' '^Sources/(Terminal/TerminalEnvironment\.swift|ProviderFixtureServer/)' \
    "the terminal's environment read outside Terminal/TerminalEnvironment.swift" Sources
forbid 'ExitCode\(|ExitStatus\.(nothingFound|usage|missingKey|outsideFailure|badData|interrupted|terminated)' \
    '^Sources/gifsearch/Output/ErrorReport\.swift:' \
    "an exit status chosen outside ErrorReport (throw a failure, or context.fail)" Sources/gifsearch
forbid '"gifsearch:' '^Sources/gifsearch/Context/CommandContext\+Diagnostics\.swift:' \
    "a 'gifsearch:' line written by hand (context.error, context.warning or context.fail)" Sources/gifsearch
forbid 'GIFFile\.|GIFDecoder|ContactSheet\.sample' '^$' \
    "a GIF decoded in the executable (GIFDescription, FrameExport or ContactSheet.png decide what is read)" \
    Sources/gifsearch
while IFS= read -r name; do
    echo "check-design: the queue name $name is used more than once:" \
        "$(grep -rlF "$name" Sources --include='*.swift' | tr '\n' ' ')" >&2
    found=1
done < <(grep -rhoE '(internalSerialQueueName|label): "[^"]+"' Sources --include='*.swift' |
    sed 's/^[a-zA-Z]*: //' | sort | uniq -d)
python3 scripts/lint/check-help-values.py Tests/gifsearchTests/Help || found=1
# Packaging on a fresh machine: the targets that run dpkg-shlibdeps or lintian install them first.
for target in dist deb; do
    if ! grep -q 'apt-need.sh packaging-deps' <<< "$(make -n --no-print-directory "$target" 2> /dev/null)"; then
        echo "check-design: make $target does not install what packaging uses first (packaging-deps)" >&2
        found=1
    fi
done
exit $found
