#!/usr/bin/env bash
# release-deb.sh VERSION COMMIT: the .deb of release VERSION (a line of scripts/package/releases.sh),
# built by that release's own `make deb` from COMMIT, in .build/releases/VERSION, a clone of this
# repository checked out at COMMIT. Prints the .deb's path. Once built it is kept: a second call
# builds nothing. Build output goes to stderr.
set -euo pipefail
cd "$(dirname "$0")/../.."
version=${1:?usage: release-deb.sh VERSION COMMIT}
commit=${2:?usage: release-deb.sh VERSION COMMIT}
fail() {
    echo "release-deb.sh: $*" >&2
    exit 1
}
folder=$(realpath -m ".build/releases/$version")
deb="$folder/dist/gifsearch_${version}-1_amd64.deb"
if [ ! -f "$deb" ]; then
    if ! git cat-file -e "$commit^{commit}" 2> /dev/null; then
        git fetch --quiet origin "$commit" >&2 ||
            fail "$version's commit $commit is not in this clone, nor fetched from origin (a shallow clone?)"
    fi
    echo "release-deb.sh: building $version's .deb from $commit in $folder" >&2
    rm -rf "$folder"
    git clone --quiet --shared --no-checkout . "$folder"
    git -C "$folder" checkout --quiet --detach "$commit"
    make -C "$folder" --no-print-directory deb >&2 || fail "$version's make deb failed"
fi
[ "$(dpkg-deb -f "$deb" Version)" = "$version-1" ] || fail "$deb is not gifsearch $version-1"
echo "$deb"
