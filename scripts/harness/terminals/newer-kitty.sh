#!/usr/bin/env bash
# kitty 0.41 and tmux 3.5 from Debian 13 (trixie), for the row of `make test-terminals` that sees
# gifsearch draw with kitty's Unicode placeholders inside tmux (Debian 12's kitty, 0.26.5, has none).
#
#   newer-kitty.sh create [ROOT]   makes ROOT, a trixie root with kitty and tmux, unless it is complete
#   newer-kitty.sh run ROOT [--bind DIR | --ro DIR]... -- COMMAND...
#                                  runs COMMAND in ROOT with the host's /proc, /sys, /dev, X sockets
#                                  and each DIR at its own path (--ro: read-only)
#
# ROOT defaults to .build/kitty-trixie in the repository. The root is made and entered by
# scripts/harness/debian-root.sh (about 30 s and 0.5 GB once; exit 77 when it cannot be made here, which
# the harness reports as SKIP).
set -euo pipefail

self=$(readlink -f "$0")
repository=$(dirname "$(dirname "$(dirname "$(dirname "$self")")")")
roots="$repository/scripts/harness/debian-root.sh"
# kitty loads libGL through GLX at run time ("GLX: Failed to load GLX" without libgl1, libglx0
# and libglx-mesa0), and EGL; the gifsearch built on the host needs libcurl, libgif and libpng.
PACKAGES=(kitty tmux fonts-dejavu-core libgl1-mesa-dri libgl1 libglx0 libglx-mesa0 libegl1 libegl-mesa0
    libcurl4t64 libgif7 libpng16-16t64)

case ${1:-} in
    create) exec "$roots" create trixie "${2:-$repository/.build/kitty-trixie}" "${PACKAGES[@]}" ;;
    run) exec "$roots" run "${@:2}" ;;
    *)
        sed -n '5,8p' "$self" >&2
        exit 2
        ;;
esac
