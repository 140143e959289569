#!/usr/bin/env bash
# Debian roots made with debootstrap, for tests that need a Debian other than the machine's own
# (kitty from Debian 13 for make test-terminals; clean Debian 12 and 13 for make test-package).
#
#   debian-root.sh create SUITE ROOT [PACKAGE]...   makes ROOT, a minbase SUITE root with PACKAGE...,
#                                                   unless it is complete with the same PACKAGE...
#   debian-root.sh run ROOT [--bind DIR | --ro DIR]... -- COMMAND...
#                                                   runs COMMAND in ROOT with the host's /proc, /sys,
#                                                   /dev, X sockets and each DIR at its own path
#                                                   (--ro: read-only)
#
# The mirror is the machine's own (its first Debian URI in /etc/apt), or MIRROR. Only root can do
# either: create exits 77 with the reason on stderr when the root cannot be made here (not root,
# no debootstrap, no mounts allowed), which callers report as SKIP. create works in ROOT.new and
# renames it ROOT once complete (ROOT/.complete marks it), so an interrupted create leaves no half
# root as ROOT and the next one starts again; .complete lists the packages asked for, and a root
# made with others is made again. The mounts are made in a mount namespace of the
# command's own (unshare --mount): no other process sees them, and they go with the last process
# in it however it ends, killed too, so nothing is ever left mounted (and rm -rf .build is safe).
set -euo pipefail

self=$(readlink -f "$0")
SKIP=77

# skip REASON: the root cannot be made on this machine.
skip() {
    echo "$1" >&2
    exit $SKIP
}

fail() {
    echo "debian-root.sh: $1" >&2
    exit 1
}

# The Debian mirror this machine's apt uses.
mirror() {
    local found=${MIRROR:-}
    [ -n "$found" ] || found=$(sed -n 's/^URIs: *\([^ ]*\).*/\1/p' /etc/apt/sources.list.d/*.sources 2> /dev/null |
        grep -v security | head -n 1 || true)
    [ -n "$found" ] || found=$(awk '$1 == "deb" && $2 !~ /security/ { print $2; exit }' /etc/apt/sources.list 2> /dev/null || true)
    echo "${found:-http://deb.debian.org/debian}"
}

# mounted_under DIR: whether anything is mounted at or below DIR, which then must not be removed.
mounted_under() {
    awk -v dir="$1" '$5 == dir || index($5, dir "/") == 1 { found = 1 } END { exit !found }' /proc/self/mountinfo
}

# bind ROOT DIR: DIR at its own path inside ROOT.
bind() {
    mkdir -p "$1$2"
    mount --bind "$2" "$1$2"
}

# mount_system ROOT: the host's /proc, /sys and /dev (with /dev/pts, for a terminal's pty) in ROOT.
mount_system() {
    mount --bind /proc "$1/proc"
    mount --rbind /sys "$1/sys"
    mount --rbind /dev "$1/dev"
}

create() {
    local suite=$1 root=$2 new=$2.new
    shift 2
    [ ! -e "$root/.complete" ] || [ "$(cat "$root/.complete")" != "$*" ] || return 0
    [ "$(id -u)" = 0 ] || skip "needs root (debootstrap, chroot and mounts)"
    command -v debootstrap > /dev/null || skip "debootstrap is not installed (make test-deps installs it)"
    unshare --mount true 2> /dev/null || skip "root may not mount here (unshare --mount fails: a container?)"
    if [ -e "$root/.complete" ]; then
        ! mounted_under "$root" || fail "$root is to be made again with other packages, but something is mounted under it"
        echo "debian-root.sh: $root was made with other packages; making it again" >&2
        rm -rf "$root"
    fi
    [ ! -e "$root" ] || fail "$root is there but not complete (no $root/.complete): remove it"
    ! mounted_under "$new" || fail "something is mounted under $new: unmount it"
    rm -rf "$new"
    unshare --mount --propagation private bash "$self" populate "$suite" "$new" "$@"
    echo "$*" > "$new/.complete"
    mv "$new" "$root"
}

# populate SUITE ROOT [PACKAGE]..., in a mount namespace of its own: the suite, then the packages.
populate() {
    local suite=$1 root=$2
    shift 2
    debootstrap --variant=minbase "$suite" "$root" "$(mirror)"
    if [ $# -gt 0 ]; then
        mount_system "$root"
        chroot "$root" apt-get update -qq
        DEBIAN_FRONTEND=noninteractive chroot "$root" apt-get install -y -qq --no-install-recommends "$@"
    fi
    chroot "$root" apt-get clean
}

run() {
    [ -e "$1/.complete" ] || fail "$1 is not made: debian-root.sh create SUITE $1"
    exec unshare --mount --propagation private bash "$self" enter "$@"
}

# enter ROOT [--bind DIR | --ro DIR]... -- COMMAND..., in a mount namespace of its own: the
# mounts, then COMMAND in this process's place (a terminal's window names this pid).
enter() {
    local root=$1
    shift
    mount_system "$root"
    [ ! -d /tmp/.X11-unix ] || bind "$root" /tmp/.X11-unix
    while [ "$1" != -- ]; do
        case $1 in
            --bind) bind "$root" "$2" ;;
            --ro) bind "$root" "$2" && mount -o remount,bind,ro "$root$2" ;;
            *) fail "run: $1 is neither --bind nor --ro" ;;
        esac
        shift 2
    done
    shift
    exec chroot "$root" "$@"
}

case ${1:-} in
    create) create "${2:?create needs SUITE}" "$(realpath -m "${3:?create needs ROOT}")" "${@:4}" ;;
    run) run "$(realpath -m "${2:?run needs ROOT}")" "${@:3}" ;;
    populate | enter) "$@" ;;
    *)
        sed -n '4,10p' "$self" >&2
        exit 2
        ;;
esac
