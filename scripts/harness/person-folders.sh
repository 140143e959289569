#!/usr/bin/env bash
# make test's check that the tests leave the person's own gifsearch folders alone and share no
# library through the temporary folder.
#   person-folders.sh record FILE   writes a fingerprint of the folders to FILE
#   person-folders.sh check FILE    fails if the folders differ from FILE, or if a shared test
#                                   library is left in the temporary folder
set -euo pipefail

folders=(
    "${XDG_DATA_HOME:-$HOME/.local/share}/gifsearch"
    "${XDG_STATE_HOME:-$HOME/.local/state}/gifsearch"
    "${XDG_CACHE_HOME:-$HOME/.cache}/gifsearch"
    "${XDG_CONFIG_HOME:-$HOME/.config}/gifsearch"
)
shared=("${TMPDIR:-/tmp}/gifsearch-test-data" "${TMPDIR:-/tmp}/gifsearch-test-state")

fingerprint() {
    for folder in "${folders[@]}"; do
        if [ -e "$folder" ]; then
            echo "$folder:"
            find "$folder" -printf '%P %y %s %m %T@\n' | LC_ALL=C sort
        else
            echo "$folder: absent"
        fi
    done
}

case "${1:-} ${2:-}" in
record\ ?*)
    fingerprint >"$2"
    ;;
check\ ?*)
    if ! diff -u "$2" <(fingerprint) >&2; then
        echo "person-folders: the tests changed the person's own gifsearch folders (above)" >&2
        exit 1
    fi
    for place in "${shared[@]}"; do
        if [ -e "$place" ]; then
            echo "person-folders: $place exists: tests must each have their own library" >&2
            exit 1
        fi
    done
    echo "person-folders: ${folders[*]} untouched; no shared test library"
    ;;
*)
    echo "usage: person-folders.sh record|check FILE" >&2
    exit 2
    ;;
esac
