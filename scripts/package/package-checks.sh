#!/usr/bin/env bash
# package-checks.sh, run inside a clean Debian root by package-test.sh, as a person would use
# what they installed. Each check prints "ok: …" or fails with "FAIL: …".
#
#   package-checks.sh deb DEB VERSION URL [full]   installs DEB with apt; --version; a search and
#                                                  info against the fixture server at URL; with full
#                                                  also man, bash/zsh/fish completion and purge
#   package-checks.sh tarball TARBALL NAME VERSION URL
#                                                  the runtime libraries alone, the tarball unpacked
#                                                  in /opt, run from another folder
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin HOME=/root LANG=C.UTF-8
KEY=package-key

fail() {
    echo "FAIL: $*" >&2
    exit 1
}
ok() { echo "ok: $*"; }

# search_and_info BINARY URL: three ids for "cats" from the fixture server, and info of the first.
search_and_info() {
    local ids first
    ids=$(GIFSEARCH_API_URL=$2 GIPHY_API_KEY=$KEY "$1" cats --format ids --limit 3) || fail "the search failed"
    [ "$(wc -l <<< "$ids")" = 3 ] || fail "the search printed '$ids', not three ids"
    ok "gifsearch cats --format ids --limit 3 printed three ids"
    first=$(head -n 1 <<< "$ids")
    GIFSEARCH_API_URL=$2 GIPHY_API_KEY=$KEY "$1" info "$first" --json | grep -q '"frameCount"' ||
        fail "info $first printed no frame count"
    ok "gifsearch info $first --json reports the GIF's frames"
    own_folder "$1" "$2" "$first"
}

# own_folder BINARY URL ID: the GIF ID downloaded into a folder of one's own, which `folder add`
# indexes without Tesseract (not installed here: the .deb only suggests it), saying so once.
own_folder() {
    local said
    rm -rf /tmp/own-gifs
    GIFSEARCH_API_URL=$2 GIPHY_API_KEY=$KEY "$1" download "$3" -o /tmp/own-gifs > /dev/null || fail "download $3 failed"
    said=$("$1" folder add /tmp/own-gifs 2>&1) || fail "folder add failed: $said"
    grep -q "no OCR: Tesseract is not installed" <<< "$said" || fail "folder add did not say OCR is missing: $said"
    grep -q "scanned: 1 read" <<< "$said" || fail "folder add did not index the GIF: $said"
    "$1" folder | grep -q "^/tmp/own-gifs: 1 GIF, 0 skipped" || fail "folder does not list the folder's GIF"
    ok "gifsearch folder add indexes a folder of one's own without Tesseract, saying so once"
    # With no key at all, a plain search answers from the folder: the GIF by its file's name.
    said=$(GIPHY_API_KEY='' KLIPY_API_KEY='' "$1" giphy --format url 2>&1) || fail "a keyless search failed: $said"
    [ "$said" = "file:///tmp/own-gifs/giphy-$3.gif" ] || fail "a keyless search did not find the GIF: $said"
    ok "with no key, gifsearch searches the folder of one's own"
}

# version BINARY VERSION
version() {
    local said
    said=$("$1" --version) || fail "$1 --version failed"
    [ "$said" = "$2" ] || fail "$1 --version says '$said', not $2"
    ok "gifsearch --version is $2"
}

# completes SHELL-COMMAND SETUP: typing "gifsearch fe" and Tab in SHELL-COMMAND, in tmux, after
# the line SETUP, shows "gifsearch feed".
completes() {
    local shell=$1 setup=$2 screen=""
    tmux -L completion kill-server 2> /dev/null || true
    tmux -L completion -f /dev/null new-session -d -x 100 -y 20 "env -i TERM=xterm-256color PATH=$PATH HOME=$HOME $shell"
    sleep 0.5
    [ -z "$setup" ] || { tmux -L completion send-keys -t 0 -l "$setup" && tmux -L completion send-keys -t 0 Enter; }
    sleep 0.5
    tmux -L completion send-keys -t 0 -l "gifsearch fe"
    tmux -L completion send-keys -t 0 Tab
    for _ in $(seq 100); do
        screen=$(tmux -L completion capture-pane -p -t 0)
        grep -q 'gifsearch feed' <<< "$screen" && break
        sleep 0.1
    done
    tmux -L completion kill-server
    grep -q 'gifsearch feed' <<< "$screen" || fail "$shell does not complete 'gifsearch fe' to feed: $screen"
    ok "${shell%% *} completes 'gifsearch fe' to 'gifsearch feed'"
}

# Every file and link of the root but apt's and dpkg's own records, logs, caches, /tmp and
# home folders, sorted.
every_file() {
    find / -xdev \( -path /proc -o -path /sys -o -path /dev -o -path /tmp -o -path /root -o -path /home \
        -o -path /var/lib/apt -o -path /var/lib/dpkg -o -path /var/cache -o -path /var/log -o -path /run \) -prune \
        -o \( -type f -o -type l \) -print | LC_ALL=C sort
}

deb() {
    local deb=$1 version=$2 url=$3 before after added files left
    before=$(dpkg-query -W -f='${Package}\n' | sort)
    every_file > /tmp/files-before
    apt-get install -y -qq "$deb" > /tmp/apt.log 2>&1 || { cat /tmp/apt.log >&2; fail "apt-get install $deb failed"; }
    after=$(dpkg-query -W -f='${Package}\n' | sort)
    added=$(comm -13 <(echo "$before") <(echo "$after") | tr '\n' ' ')
    ! grep -qE -- '-dev( |$)|swift|clang|gcc|icu' <<< "$added" || fail "installing pulled in more than runtime libraries: $added"
    ok "apt-get install added only: $added"
    version /usr/bin/gifsearch "$version"
    search_and_info /usr/bin/gifsearch "$url"
    [ "${4:-}" = full ] || return 0
    man -P cat gifsearch 2> /dev/null | grep -q 'EXIT STATUS' || fail "man gifsearch shows no page with EXIT STATUS"
    man -P cat gifsearch 2> /dev/null | grep -q 'Search Giphy and KLIPY' || fail "man gifsearch shows another page"
    ok "man gifsearch shows the page"
    completes "bash --norc --noprofile -i" "source /usr/share/bash-completion/bash_completion"
    completes "zsh -f -i" "autoload -Uz compinit && compinit -u"
    completes "fish -i" ""
    files=$(dpkg -L gifsearch | while read -r path; do [ -d "$path" ] || echo "$path"; done)
    apt-get purge --autoremove -y -qq gifsearch > /tmp/apt.log 2>&1 || { cat /tmp/apt.log >&2; fail "apt-get purge failed"; }
    left=$(every_file | comm -13 /tmp/files-before - | tr '\n' ' ')
    [ -z "$left" ] || fail "apt-get purge --autoremove left $left"
    ok "apt-get purge --autoremove gifsearch left none of its $(wc -w <<< "$files") files, nor any other"
}

tarball() {
    local tarball=$1 name=$2 version=$3 url=$4
    apt-get install -y -qq --no-install-recommends libcurl4 libgif7 libpng16-16 libsqlite3-0 zlib1g > /tmp/apt.log 2>&1 ||
        { cat /tmp/apt.log >&2; fail "the runtime libraries did not install"; }
    mkdir -p /opt/unpacked
    tar -xzf "$tarball" -C /opt/unpacked
    cd /tmp
    version "/opt/unpacked/$name/bin/gifsearch" "$version"
    search_and_info "/opt/unpacked/$name/bin/gifsearch" "$url"
}

case ${1:-} in
    deb) deb "${@:2}" ;;
    tarball) tarball "${@:2}" ;;
    *)
        sed -n '5,10p' "$0" >&2
        exit 2
        ;;
esac
