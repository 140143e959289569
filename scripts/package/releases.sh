#!/usr/bin/env bash
# releases.sh: the releases in docs/RELEASING.md's table that are older than this version
# (scripts/build/version.sh), oldest first, one a line: the version and its commit.
set -euo pipefail
cd "$(dirname "$0")/../.."
current=$(scripts/build/version.sh)
awk -F'|' '{ gsub(/[ `]/, "", $2); gsub(/[ `]/, "", $3) } $2 ~ /^[0-9]+\.[0-9]+\.[0-9]+$/ { print $2, $3 }' \
    docs/RELEASING.md |
    while read -r version commit; do
        [[ $commit =~ ^[0-9a-f]{40}$ ]] || { echo "releases.sh: $version's commit '$commit' is not a full id" >&2; exit 1; }
        if dpkg --compare-versions "$version" lt "$current"; then echo "$version $commit"; fi
    done | sort -V
