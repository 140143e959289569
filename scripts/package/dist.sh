#!/usr/bin/env bash
# dist.sh STAGE NAME: packs STAGE/NAME, a `make install PREFIX=/NAME DESTDIR=STAGE`, into
# dist/NAME.tar.gz with LICENSE, THIRD-PARTY-NOTICES and README.md, the man page gzipped, and
# writes dist/SHA256SUMS. Reproducible: the same STAGE packed twice gives the same bytes (names
# sorted, owner and group 0, modes normalised, every mtime the last commit's, gzip -n).
set -euo pipefail
cd "$(dirname "$0")/../.."
stage=$(realpath "$1")
name=$2
[ -x "$stage/$name/bin/gifsearch" ] || { echo "dist.sh: no $stage/$name/bin/gifsearch: make install first" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -a "$stage/$name" "$work/$name"
top="$work/$name"
gzip -9n "$top/share/man/man1/gifsearch.1"
install -m 644 LICENSE THIRD-PARTY-NOTICES README.md "$top/"
mtime=$(git log -1 --format=%ct)
mkdir -p dist
tar --sort=name --format=gnu --owner=0 --group=0 --numeric-owner --mode='u+rwX,go+rX,go-w' --mtime="@$mtime" \
    -C "$work" -cf - "$name" | gzip -9n > "dist/$name.tar.gz"
(cd dist && sha256sum "$name.tar.gz" > SHA256SUMS)
echo "dist.sh: dist/$name.tar.gz ($(du -h "dist/$name.tar.gz" | cut -f1)), dist/SHA256SUMS"
