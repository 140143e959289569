#!/usr/bin/env bash
# `make test-package-mutants` (as root): make test-package must be able to fail. Each mutant is
# dist/'s .deb or tarball with one part broken; package-test.sh run on it must fail, and with the
# message of the check that guards that part. Prints a line per mutant; fails if any survives.
set -euo pipefail
cd "$(dirname "$0")/../.."
version=$(scripts/build/version.sh)
name="gifsearch-$version-x86_64-linux-gnu"
good_deb="$PWD/dist/gifsearch_${version}-1_amd64.deb"
good_tarball="$PWD/dist/$name.tar.gz"
debug_binary="$(swift build --show-bin-path)/gifsearch"
work=$(mktemp -d /tmp/gifsearch-mutants.XXXXXX)
trap 'rm -rf "$work"' EXIT
survived=0

# deb_mutant NAME EXPECTED COMMAND: the good .deb unpacked in $tree, COMMAND run there, packed
# again as NAME's .deb; package-test.sh on it must fail saying EXPECTED.
deb_mutant() {
    local mutant=$1 expected=$2 command=$3
    tree="$work/$mutant"
    dpkg-deb -R "$good_deb" "$tree"
    (cd "$tree" && eval "$command")
    # md5sums as they would be made for the mutant, so that only the part broken is wrong.
    (cd "$tree" && find usr -type f | LC_ALL=C sort | xargs md5sum > DEBIAN/md5sums)
    dpkg-deb --root-owner-group -b "$tree" "$work/$mutant.deb" > /dev/null
    judge "$mutant" "$expected" env DEB="$work/$mutant.deb"
}

# tarball_mutant NAME EXPECTED COMMAND: the same for the tarball, COMMAND run in its top folder.
tarball_mutant() {
    local mutant=$1 expected=$2 command=$3
    mkdir -p "$work/$mutant"
    tar -xzf "$good_tarball" -C "$work/$mutant"
    (cd "$work/$mutant/$name" && eval "$command")
    tar -czf "$work/$mutant.tar.gz" -C "$work/$mutant" "$name"
    judge "$mutant" "$expected" env TARBALL="$work/$mutant.tar.gz"
}

# judge NAME EXPECTED COMMAND...: COMMAND scripts/package/package-test.sh must fail, saying EXPECTED.
judge() {
    local mutant=$1 expected=$2 said
    shift 2
    if said=$("$@" scripts/package/package-test.sh 2>&1); then
        echo "SURVIVED $mutant: make test-package passed it"
        survived=$((survived + 1))
    elif grep -q -- "$expected" <<< "$said"; then
        echo "killed   $mutant: $(grep -m 1 'FAIL' <<< "$said")"
    else
        echo "SURVIVED $mutant: it failed, but not with '$expected': $(grep -m 1 'FAIL' <<< "$said")"
        survived=$((survived + 1))
    fi
}

deb_mutant swift-libraries "the binary loads" "cp '$debug_binary' usr/bin/gifsearch"
deb_mutant uncompressed-man "lintian: .*manual-page" \
    "gunzip usr/share/man/man1/gifsearch.1.gz"
deb_mutant wrong-depends "gifsearch --version failed" "sed -i 's/libgif7 ([^)]*), //' DEBIAN/control"
deb_mutant old-libc "the binary needs glibc" "sed -i 's/libc6 (>= [^)]*)/libc6 (>= 2.35)/' DEBIAN/control"
deb_mutant another-man-page "man gifsearch shows no page with EXIT STATUS" \
    "printf '.Dd November 1, 2026\n.Dt GIFSEARCH 1\n.Os\n.Sh NAME\n.Nm gifsearch\n.Nd another page\n' |
        gzip -9n > usr/share/man/man1/gifsearch.1.gz"
deb_mutant no-bash-completion "bash --norc --noprofile -i does not complete" \
    "rm usr/share/bash-completion/completions/gifsearch"
deb_mutant zsh-site-path "zsh -f -i does not complete" \
    "mkdir -p usr/share/zsh/site-functions && mv usr/share/zsh/vendor-completions/_gifsearch usr/share/zsh/site-functions/"
deb_mutant no-fish-completion "fish -i does not complete" "rm usr/share/fish/vendor_completions.d/gifsearch.fish"
deb_mutant leaves-a-file "purge --autoremove left" \
    "printf '#!/bin/sh\nset -e\n[ \"\$1\" != configure ] || touch /etc/gifsearch-was-here\n' > DEBIAN/postinst &&
        chmod 755 DEBIAN/postinst"
tarball_mutant tarball-needs-swift "gifsearch --version failed" "cp '$debug_binary' bin/gifsearch"
[ $survived = 0 ] || { echo "package-mutants: $survived mutants survived" >&2; exit 1; }
echo "package-mutants: every mutant was killed by the check that guards its part"
