# shellcheck shell=bash
# The clean Debian roots that make test-package and make test-upgrade copy for each check
# (scripts/harness/debian-root.sh), made once: Debian 12 with what a person's shell has (man,
# bash, zsh and fish completion, tmux), Debian 13 bare; both with ca-certificates and curl, which
# the README's APT setup uses to fetch the keyring.
#
#   package_roots ROOTS   makes ROOTS/bookworm and ROOTS/trixie, unless they are made
package_roots() {
    scripts/harness/debian-root.sh create bookworm "$1/bookworm" man-db bash-completion zsh fish tmux ca-certificates curl
    scripts/harness/debian-root.sh create trixie "$1/trixie" ca-certificates curl
}
