#!/usr/bin/env bash
# `make test-install`: `make install` into a temporary PREFIX, then checks what a person would:
# the binary runs (stripped, without libstdc++.so to load); `man` finds the page (when man is
# there; else the page's own header) with its ENVIRONMENT, FILES, EXIT STATUS and EXAMPLES, as
# they are today (COLUMNS, copied/, statuses 4 and 130), under a header that is not BSD's and
# without the clipboard-owner command people never run; bash
# loads the completion and completes subcommands, zsh and fish get theirs; the same install under
# DESTDIR lands there alone; `make uninstall` leaves nothing behind.
set -euo pipefail
cd "$(dirname "$0")/../.."
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
make --no-print-directory install PREFIX="$prefix" >&2
fail() { echo "test-install: $*" >&2; exit 1; }
"$prefix/bin/gifsearch" --version >/dev/null || fail "the installed binary does not run"
if readelf -d "$prefix/bin/gifsearch" | grep -q 'libstdc++'; then
    fail "the installed binary loads libstdc++.so at start-up instead of having the C++ runtime linked in"
fi
if readelf -S "$prefix/bin/gifsearch" | grep -q '\.debug_'; then
    fail "the installed binary keeps its debug info ($(du -h "$prefix/bin/gifsearch" | cut -f1)); install it stripped"
fi
page="$prefix/share/man/man1/gifsearch.1"
grep -q '^\.Dt GIFSEARCH 1' "$page" || fail "no man page header in $page"
grep -q 'feed' "$page" || fail "the man page leaves out commands"
! grep -q 'clipboard-owner' "$page" || fail "the man page lists clipboard-owner, which is not for people"
if command -v man >/dev/null; then
    shown=$(MANPATH="$prefix/share/man" man -P cat gifsearch 2>/dev/null)
    grep -q 'Search Giphy and KLIPY' <<<"$shown" || fail "man does not show the page"
    for section in ENVIRONMENT FILES 'EXIT STATUS' EXAMPLES; do
        grep -q "^$section\$" <<<"$shown" || fail "man gifsearch has no $section section"
    done
    for said in GIPHY_API_KEY 'Interrupted by Ctrl'; do
        grep -q "$said" <<<"$shown" || fail "man gifsearch's ENVIRONMENT or EXIT STATUS is not gifsearch's own"
    done
    ! grep -q 'BSD' <<<"$shown" || fail "man gifsearch's header or footer says BSD"
    for said in COLUMNS gifsearch/copied/ 'the clipboard failing' 'the picker left with Esc'; do
        grep -q "$said" <<<"$shown" ||
            fail "man gifsearch leaves out COLUMNS, the copied folder, or the clipboard and picker statuses"
    done
fi
completions=$(bash -c "source '$prefix/share/bash-completion/completions/gifsearch'
    COMP_WORDS=(gifsearch fe); COMP_CWORD=1; COMP_LINE='gifsearch fe'; COMP_POINT=12
    _gifsearch; printf '%s\n' \"\${COMPREPLY[@]}\"")
grep -qx 'feed' <<<"$completions" || fail "bash does not complete 'fe' to feed: $completions"
grep -q '_gifsearch' "$prefix/share/zsh/site-functions/_gifsearch" || fail "no zsh completion"
grep -q "complete -c 'gifsearch'" "$prefix/share/fish/vendor_completions.d/gifsearch.fish" || fail "no fish completion"
staged=$(mktemp -d)
make --no-print-directory install DESTDIR="$staged" PREFIX=/usr >&2
if [ ! -x "$staged/usr/bin/gifsearch" ] || [ ! -f "$staged/usr/share/man/man1/gifsearch.1" ]; then
    fail "make install DESTDIR=$staged PREFIX=/usr did not install under $staged/usr"
fi
make --no-print-directory uninstall DESTDIR="$staged" PREFIX=/usr >&2
left=$(find "$staged" -type f)
rm -rf "$staged"
[ -z "$left" ] || fail "uninstall with DESTDIR left $left"
make --no-print-directory uninstall PREFIX="$prefix" >&2
left=$(find "$prefix" -type f)
[ -z "$left" ] || fail "uninstall left $left"
echo "test-install: binary, man page and bash, zsh and fish completions installed and removed"
