#!/usr/bin/env bash
# `make test-package` (as root): what `make dist` and `make deb` made, checked where a person
# without Swift would install them. On the host: the binary's NEEDED entries and run path name
# nothing of Swift, Depends asks for the glibc the binary needs, SHA256SUMS verifies, the tarball
# packs to the same bytes twice. In copies of clean roots (scripts/harness/debian-root.sh, kept in
# .build/package-roots): Debian 12 installs the .deb with apt, runs it against the fixture server
# on the host's loopback, shows the man page, completes in bash, zsh and fish, and purges it
# leaving nothing; Debian 13 installs the same .deb and searches; a Debian 12 root with only the
# runtime libraries runs the tarball.
# DEB and TARBALL name other packages to check in place of dist/'s (scripts/package/package-mutants.sh
# gives broken ones, each of which must fail).
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=scripts/harness/fixture-server.sh
. scripts/harness/fixture-server.sh
# shellcheck source=scripts/package/package-roots.sh
. scripts/package/package-roots.sh
repository=$(pwd)
version=$(scripts/build/version.sh)
name="gifsearch-$version-x86_64-linux-gnu"
deb=$(realpath "${DEB:-$repository/dist/gifsearch_${version}-1_amd64.deb}")
tarball=$(realpath "${TARBALL:-$repository/dist/$name.tar.gz}")
roots="$repository/.build/package-roots"
fail() {
    echo "test-package: FAIL: $*" >&2
    exit 1
}
if [ ! -f "$deb" ] || [ ! -f "$tarball" ]; then fail "make dist deb first"; fi

work=$(mktemp -d /tmp/gifsearch-package.XXXXXX)
cleanup() {
    fixture_server_stop
    rm -rf "$work"
}
trap cleanup EXIT

# On the host.
dpkg-deb -x "$deb" "$work/deb"
dynamic=$(readelf -d "$work/deb/usr/bin/gifsearch")
needed=$(sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' <<< "$dynamic" | tr '\n' ' ')
! grep -qiE 'swift|foundation|dispatch|BlocksRuntime|icu|stdc\+\+' <<< "$needed" || fail "the binary loads $needed"
! grep -qE '\((RUNPATH|RPATH)\)' <<< "$dynamic" || fail "the binary has a run path: $(grep -E 'R(UN)?PATH' <<< "$dynamic")"
echo "ok: the packaged binary needs only $needed and has no run path"
floor=$(scripts/package/libc-floor.sh "$work/deb/usr/bin/gifsearch")
depends=$(dpkg-deb -f "$deb" Depends)
promised=$(sed -n 's/.*libc6 (>= \([^)]*\)).*/\1/p' <<< "$depends")
dpkg --compare-versions "${promised:-0}" ge "$floor" || fail "Depends asks libc6 (>= ${promised:-any}); the binary needs glibc $floor"
echo "ok: Depends asks libc6 (>= $promised), and the binary needs glibc $floor"
scripts/package/dist.sh "$repository/.build/dist-root" "$name" > /dev/null
first=$(sha256sum < "dist/$name.tar.gz")
scripts/package/dist.sh "$repository/.build/dist-root" "$name" > /dev/null
[ "$(sha256sum < "dist/$name.tar.gz")" = "$first" ] || fail "packing the same build twice gave other bytes"
(cd dist && sha256sum --quiet -c SHA256SUMS) || fail "dist/SHA256SUMS does not verify"
echo "ok: make dist's build packs to the same bytes twice; SHA256SUMS verifies"
lintian --fail-on error,warning "$deb" || fail "lintian: $(lintian "$deb")"
echo "ok: lintian reports no error and no warning"

# The roots, made once.
package_roots "$roots"

bin=$(swift build --show-bin-path)
[ -x "$bin/ProviderFixtureServer" ] || swift build --product ProviderFixtureServer
fixture_server_start "$bin/ProviderFixtureServer" --api-key package-key || fail "the fixture server did not start"
url=$FIXTURE_URL

# inside SUITE LABEL ARGUMENT...: package-checks.sh ARGUMENT... in a fresh copy of SUITE's root.
inside() {
    local suite=$1 label=$2
    shift 2
    echo "test-package: $label"
    cp -a "$roots/$suite" "$work/$suite"
    scripts/harness/debian-root.sh run "$work/$suite" --ro "$(dirname "$deb")" --ro "$(dirname "$tarball")" \
        --ro "$repository/scripts/package" -- \
        /bin/bash "$repository/scripts/package/package-checks.sh" "$@" || fail "$label"
    rm -rf "${work:?}/$suite"
}
inside bookworm "the .deb in Debian 12" deb "$deb" "$version" "$url" full
inside trixie "the .deb in Debian 13" deb "$deb" "$version" "$url"
inside bookworm "the tarball in Debian 12 with the runtime libraries alone" tarball "$tarball" "$name" "$version" "$url"
echo "test-package: the .deb in Debian 12 and 13 and the tarball pass every check"
