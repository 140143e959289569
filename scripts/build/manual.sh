#!/usr/bin/env bash
# manual.sh OUT: the man page gifsearch.1 into folder OUT: swift-argument-parser's page from
# the debug build (the same help text as the release binary's; make test has built it), dated
# by the last commit rather than today, a blank line of a help text made a paragraph break (groff
# warns of an empty input line), the header's volume "General Commands Manual" and the footer's
# "gifsearch X.Y.Z" (groff's mdoc says BSD in both for a page that names no system), the commands not for
# people (clipboard-owner) left out, and its generic EXIT STATUS replaced by
# packaging/manual-sections.mdoc (ENVIRONMENT, FILES, EXIT STATUS, EXAMPLES). The statuses are
# the help's (ExitStatus.helpSection: "EXIT STATUS:", then each status on a line indented by
# two, its meaning wrapped into lines indented further), moved from the description into a list
# where the sections file has its placeholder comment.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=$(realpath -m "$1")
rm -rf "$out"
mkdir -p "$out"
swift package --disable-sandbox --allow-writing-to-directory "$out" \
    generate-manual --configuration debug --output-directory "$out" >&2
page="$out/gifsearch.1"
date=$(git log -1 --format=%cd --date=format:'%B %-d, %Y' 2>/dev/null || date -u '+%B %-d, %Y')
grep -q '^\.Sh "EXIT STATUS"$' "$page" || { echo "manual.sh: no EXIT STATUS section to replace in $page" >&2; exit 1; }
awk -v date="$date" -v version="$(scripts/build/version.sh)" -v sections=packaging/manual-sections.mdoc '
    /^\.Dd / { print ".Dd " date; next }
    /^\.Dt / { print; print ".ds doc-volume General Commands Manual"; next }
    /^\.Os$/ { print ".Os gifsearch " version; next }
    /^\.It Em clipboard-owner$/ { hidden = 1; next }
    hidden && (/^\.It Em / || /^\.Sh /) { hidden = 0 }
    hidden { next }
    /^$/ { paragraph = 1; next }
    /^EXIT STATUS:$/ { paragraph = 0; listing = 1; next }
    listing && /^  [0-9]+ / { number[++statuses] = $1; sub(/^ +[0-9]+ +/, ""); meaning[statuses] = $0; next }
    listing && /^   / { sub(/^ +/, ""); meaning[statuses] = meaning[statuses] " " $0; next }
    { listing = 0 }
    paragraph { print ".Pp"; paragraph = 0 }
    /^\.Sh "EXIT STATUS"$/ {
        while ((getline line < sections) > 0) {
            if (line !~ /^\.\\" scripts\/build\/manual\.sh lists here /) { print line; continue }
            print ".Bl -tag -width 6n -compact"
            for (i = 1; i <= statuses; i++) print ".It " number[i] "\n" toupper(substr(meaning[i], 1, 1)) substr(meaning[i], 2) "."
            print ".El"
            listed = statuses
        }
        skipping = 1
        next
    }
    skipping && /^\.Ex / { next }
    { skipping = 0; print }
    END { if (!listed) { print "manual.sh: no exit statuses in the help to list" > "/dev/stderr"; exit 1 } }
' "$page" > "$page.new"
mv "$page.new" "$page"
