#!/usr/bin/env bash
# kitty 0.41 and tmux 3.5 from Debian 13 (trixie), for the row of `make test-terminals` that sees
# gifsearch draw with kitty's Unicode placeholders inside tmux (Debian 12's kitty, 0.26.5, has none).
#
#   newer-kitty.sh create [ROOT]   makes ROOT, a trixie root with kitty and tmux, unless it is complete
#   newer-kitty.sh run ROOT [--bind DIR | --ro DIR]... -- COMMAND...
#                                  runs COMMAND in ROOT with the host's /proc, /sys, /dev, X sockets
#                                  and each DIR at its own path (--ro: read-only)
#
# ROOT defaults to .build/kitty-trixie in the repository; MIRROR to deb.debian.org. Only root can
# do either: create exits 77 with the reason on stderr when the root cannot be made here (not
# root, no debootstrap, no mounts allowed), which the harness reports as SKIP. create works in
# ROOT.new and renames it ROOT once complete (ROOT/.complete marks it), so an interrupted create
# leaves no half root as ROOT and the next one starts again (about 30 s, 0.5 GB). The mounts are
# made in a mount namespace of the command's own (unshare --mount): no other process sees them,
# and they go with the last process in it however it ends, killed too, so nothing is ever left
# mounted (and rm -rf .build is safe).
set -euo pipefail

self=$(readlink -f "$0")
repository=$(dirname "$(dirname "$(dirname "$self")")")
MIRROR=${MIRROR:-http://deb.debian.org/debian}
# kitty loads libGL through GLX at run time ("GLX: Failed to load GLX" without libgl1, libglx0
# and libglx-mesa0), and EGL; the gifsearch built on the host needs libcurl, libgif and libpng.
PACKAGES=(kitty tmux fonts-dejavu-core libgl1-mesa-dri libgl1 libglx0 libglx-mesa0 libegl1 libegl-mesa0
    libcurl4t64 libgif7 libpng16-16t64)
SKIP=77

# skip REASON: the root cannot be made on this machine.
skip() {
    echo "$1" >&2
    exit $SKIP
}

fail() {
    echo "newer-kitty.sh: $1" >&2
    exit 1
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

# mount_system ROOT: the host's /proc, /sys and /dev (with /dev/pts, for the terminal's pty) in ROOT.
mount_system() {
    mount --bind /proc "$1/proc"
    mount --rbind /sys "$1/sys"
    mount --rbind /dev "$1/dev"
}

create() {
    local root=$1 new=$1.new
    [ ! -e "$root/.complete" ] || return 0
    [ "$(id -u)" = 0 ] || skip "needs root (debootstrap, chroot and mounts)"
    command -v debootstrap > /dev/null || skip "debootstrap is not installed (make deps installs it)"
    unshare --mount true 2> /dev/null || skip "root may not mount here (unshare --mount fails: a container?)"
    [ ! -e "$root" ] || fail "$root is there but not complete (no $root/.complete): remove it"
    ! mounted_under "$new" || fail "something is mounted under $new: unmount it"
    rm -rf "$new"
    unshare --mount --propagation private bash "$self" populate "$new"
    touch "$new/.complete"
    mv "$new" "$root"
}

# populate ROOT, in a mount namespace of its own: trixie, then kitty, tmux and what they and
# gifsearch load.
populate() {
    debootstrap --variant=minbase trixie "$1" "$MIRROR"
    mount_system "$1"
    chroot "$1" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive chroot "$1" apt-get install -y -qq --no-install-recommends "${PACKAGES[@]}"
    chroot "$1" apt-get clean
}

run() {
    [ -e "$1/.complete" ] || fail "$1 is not made: newer-kitty.sh create $1"
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
    create) create "$(realpath -m "${2:-$repository/.build/kitty-trixie}")" ;;
    run) run "$(realpath -m "${2:?run needs ROOT}")" "${@:3}" ;;
    populate | enter) "$@" ;;
    *)
        sed -n '5,8p' "$self" >&2
        exit 2
        ;;
esac
