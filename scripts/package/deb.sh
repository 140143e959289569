#!/usr/bin/env bash
# deb.sh ROOT VERSION: makes dist/gifsearch_VERSION-1_amd64.deb of ROOT, a `make install
# PREFIX=/usr DESTDIR=ROOT` with Debian's zsh path: the man page and changelog gzipped with -9n,
# the DEP-5 copyright and lintian's overrides from packaging/debian, Depends computed by
# dpkg-shlibdeps, built with dpkg-deb --root-owner-group; then lintian, which must report no
# error and no warning.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(realpath "$1")
version=$2
package="gifsearch_${version}-1_amd64.deb"
[ -x "$root/usr/bin/gifsearch" ] || { echo "deb.sh: no $root/usr/bin/gifsearch: make install first" >&2; exit 1; }
changelog_version=$(sed -n '1s/^gifsearch (\([^)]*\)).*/\1/p' packaging/debian/changelog)
[ "$changelog_version" = "$version-1" ] ||
    { echo "deb.sh: packaging/debian/changelog starts at $changelog_version, not $version-1 (docs/RELEASING.md)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Where dpkg-shlibdeps expects the package's files: debian/PACKAGE beside debian/control.
tree="$work/debian/gifsearch"
mkdir -p "$work/debian"
cp -a "$root" "$tree"
gzip -9n "$tree/usr/share/man/man1/gifsearch.1"
install -d "$tree/usr/share/doc/gifsearch" "$tree/usr/share/lintian/overrides"
install -m 644 packaging/debian/copyright "$tree/usr/share/doc/gifsearch/copyright"
gzip -9n < packaging/debian/changelog > "$tree/usr/share/doc/gifsearch/changelog.Debian.gz"
chmod 644 "$tree/usr/share/doc/gifsearch/changelog.Debian.gz"
install -m 644 packaging/debian/lintian-overrides "$tree/usr/share/lintian/overrides/gifsearch"
printf 'Source: gifsearch\n\nPackage: gifsearch\nArchitecture: amd64\n' > "$work/debian/control"
# dpkg-shlibdeps knows the package's root by its DEBIAN folder.
install -d "$tree/DEBIAN"
depends=$(cd "$work" && dpkg-shlibdeps -O debian/gifsearch/usr/bin/gifsearch | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "deb.sh: dpkg-shlibdeps found no Depends" >&2; exit 1; }
# dpkg-shlibdeps misses the glibc versions needed without a symbol (scripts/package/libc-floor.sh).
floor=$(scripts/package/libc-floor.sh "$tree/usr/bin/gifsearch")
counted=$(sed -n 's/.*libc6 (>= \([^)]*\)).*/\1/p' <<< "$depends")
[ -n "$counted" ] || { echo "deb.sh: dpkg-shlibdeps gave no libc6 (>= …) in $depends" >&2; exit 1; }
if dpkg --compare-versions "$floor" gt "$counted"; then depends=${depends/"libc6 (>= $counted)"/"libc6 (>= $floor)"}; fi
sed -e "s/@VERSION@/$version/" -e "s/@DEPENDS@/$depends/" \
    -e "s/@INSTALLED_SIZE@/$(du -sk --exclude=DEBIAN "$tree" | cut -f1)/" packaging/debian/control > "$tree/DEBIAN/control"
(cd "$tree" && find usr -type f -printf '%P\n' | LC_ALL=C sort | sed 's|^|usr/|' | xargs md5sum) > "$tree/DEBIAN/md5sums"
find "$tree" -type d -exec chmod 755 {} +
mtime=$(git log -1 --format=%ct)
find "$tree" -exec touch -h -d "@$mtime" {} +
mkdir -p dist
SOURCE_DATE_EPOCH=$mtime dpkg-deb --root-owner-group -Zxz --build "$tree" "dist/$package" >&2
echo "deb.sh: dist/$package ($(du -h "dist/$package" | cut -f1)); Depends: $depends"
lintian --fail-on error,warning "dist/$package"
echo "deb.sh: lintian reports no error and no warning"
