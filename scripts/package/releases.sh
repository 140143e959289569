#!/usr/bin/env bash
# releases.sh: the versions in docs/RELEASING.md's table of releases that are older than this
# one (scripts/build/version.sh), oldest first, one a line.
set -euo pipefail
cd "$(dirname "$0")/../.."
current=$(scripts/build/version.sh)
awk -F'|' '{ gsub(/[ `]/, "", $2) } $2 ~ /^[0-9]+\.[0-9]+\.[0-9]+$/ { print $2 }' docs/RELEASING.md |
    while read -r version; do
        if dpkg --compare-versions "$version" lt "$current"; then echo "$version"; fi
    done | sort -V
