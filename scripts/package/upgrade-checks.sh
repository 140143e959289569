#!/usr/bin/env bash
# upgrade-checks.sh, run inside a copy of a clean Debian root by upgrade-test.sh, one step per
# call on the same root: a person fills a library with the last release, then the root upgrades
# and downgrades gifsearch through the signed APT repository as an administrator would. Each
# check prints "ok: …" or fails with "FAIL: …". What a step must compare later is kept in
# /root/facts.
#
#   upgrade-checks.sh fill OLD_DEB OLD URL        installs OLD_DEB with apt; as the ordinary user
#                                                 person: a config file with a key and settings,
#                                                 searches, downloads, favourites (two kept)
#                                                 against the fixture server at URL
#   upgrade-checks.sh upgrade NEW URL SETUP       SETUP (the README's APT setup), apt-get update
#                                                 and upgrade: NEW installed, and all of it kept
#   upgrade-checks.sh tampered TAMPERED           apt-get update refuses the repository at
#                                                 TAMPERED (its Packages changed after signing)
#   upgrade-checks.sh downgrade OLD NEW URL       apt-get install gifsearch=OLD-1: OLD uses the
#                                                 library, which is byte for byte as it was;
#                                                 upgrading again brings everything back
#   upgrade-checks.sh purge                       apt-get purge: the person's home is untouched
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin HOME=/root LANG=C.UTF-8
home=/home/person
data=$home/.local/share/gifsearch
facts=/root/facts
# A server that is not there: what the person's gifsearch asks when the check is "offline".
nowhere=http://127.0.0.1:9

fail() {
    echo "FAIL: $*" >&2
    exit 1
}
ok() { echo "ok: $*"; }

# as_person API COMMAND...: COMMAND as the ordinary user person, in their home, asking the
# provider API at API; the key is the one in their config file.
as_person() {
    local api=$1
    shift
    runuser -u person -- env -i HOME=$home USER=person PATH=/usr/bin:/bin LANG=C.UTF-8 \
        GIFSEARCH_API_URL="$api" GIFSEARCH_NO_INPUT=1 "$@"
}

# apt_quietly ARGUMENT...: apt-get ARGUMENT..., its output shown only when it fails.
apt_quietly() {
    apt-get -y -qq "$@" > /tmp/apt.log 2>&1 || { cat /tmp/apt.log >&2; fail "apt-get $* failed"; }
}

installed_version() {
    dpkg-query -W -f='${Version}' gifsearch 2> /dev/null || true
}

# same NAME ACTUAL: ACTUAL is what facts/NAME holds.
same() {
    [ "$2" = "$(cat "$facts/$1")" ] || fail "$1 is now '$2', not '$(cat "$facts/$1")'"
}

# The person's library, config and kept files, by name and SHA-256.
data_sums() {
    (cd $home && find .local/share/gifsearch .config/gifsearch -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum)
}

# record NAME URL: what the person has, read offline with the installed gifsearch into
# facts/NAME.*: favourites and history by id (in their order), and the search for cats the
# cache keeps for the fixture server at URL.
record() {
    as_person $nowhere gifsearch fav --offline --format ids --limit 100 > "$facts/$1.favourites"
    as_person $nowhere gifsearch history --offline --format ids --limit 100 > "$facts/$1.history"
    as_person "$2" gifsearch cats --offline --quiet --format ids --limit 4 > "$facts/$1.cached"
}

fill() {
    local deb=$1 old=$2 url=$3 cats dogs
    apt_quietly install "$deb"
    [ "$(installed_version)" = "$old-1" ] || fail "apt-get install $deb installed '$(installed_version)'"
    ok "apt-get install of the $old .deb"
    useradd --create-home --shell /bin/bash person
    as_person $nowhere mkdir -p $home/.config/gifsearch
    as_person $nowhere tee $home/.config/gifsearch/config > /dev/null << 'EOF'
# gifsearch: Giphy's key, and what I chose
api_key = package-key
provider = giphy
rating = pg
giphy_media_cache = approved
cache_max_mb = 16
history = on
analytics = off
EOF
    cats=$(as_person "$url" gifsearch cats --format ids --limit 4) || fail "a search for cats failed"
    dogs=$(as_person "$url" gifsearch dogs --format ids --limit 2) || fail "a search for dogs failed"
    if [ "$(wc -l <<< "$cats")" != 4 ] || [ "$(wc -l <<< "$dogs")" != 2 ]; then
        fail "the searches found '$cats' and '$dogs'"
    fi
    mapfile -t cat < <(echo "$cats")
    mapfile -t dog < <(echo "$dogs")
    as_person "$url" gifsearch download "${cat[0]}" "${dog[1]}" -o $home/gifs > /dev/null 2>&1 || fail "download failed"
    as_person "$url" gifsearch fav add "${cat[1]}" "${dog[0]}" --keep > /dev/null || fail "fav add --keep failed"
    as_person "$url" gifsearch fav add "${cat[2]}" > /dev/null || fail "fav add failed"
    mkdir -p $facts
    echo "$cats" > $facts/searched
    record before "$url"
    same searched "$(cat $facts/before.cached)"
    [ "$(wc -l < $facts/before.favourites)" = 3 ] || fail "$old lists $(cat $facts/before.favourites) as favourites"
    [ "$(wc -l < $facts/before.history)" -ge 2 ] || fail "$old lists $(cat $facts/before.history) as history"
    ls $data/kept > $facts/kept
    [ "$(wc -l < $facts/kept)" = 2 ] || fail "$old kept $(cat $facts/kept)"
    sha256sum $home/.config/gifsearch/config $data/kept/* $home/gifs/* > $facts/files
    ok "$old, as person: a config file, 2 searches, 2 downloads, 3 favourites (2 kept): $(wc -l < $facts/before.history) in the history"
}

# kept_and_settings WHO URL: what the person had is all there for the installed gifsearch
# (WHO), the fixture server at URL being the one whose search the cache keeps.
kept_and_settings() {
    local id said played=0
    record after "$2"
    same before.favourites "$(cat $facts/after.favourites)"
    ok "$1: the same 3 favourites, in the same order"
    same before.history "$(cat $facts/after.history)"
    ok "$1: the same $(wc -l < $facts/before.history) history entries, in the same order"
    same searched "$(cat $facts/after.cached)"
    ok "$1: the cached search answers offline with the same 4 GIFs"
    sha256sum --quiet -c $facts/files || fail "a kept file, a download or the config file changed"
    same kept "$(ls $data/kept)"
    while read -r id; do
        grep -q "$id" $facts/kept || continue
        said=$(as_person $nowhere gifsearch info "$id" --offline --json < /dev/null) || fail "$1: info $id --offline failed"
        grep -q '"frameCount"' <<< "$said" || fail "$1: the kept $id does not play offline: $said"
        played=$((played + 1))
    done < $facts/before.favourites
    [ "$played" = 2 ] || fail "$1: $played of the 2 kept GIFs were found by their favourites' ids"
    ok "$1: the config file, the downloads and both kept files are byte for byte as they were; each kept GIF plays offline"
}

upgrade() {
    local new=$1 url=$2 setup=$3 said
    bash -e "$setup" || fail "the README's APT setup failed"
    apt_quietly update
    if grep -iE '^(W|E):.*(127\.0\.0\.1|gifsearch)' /tmp/apt.log; then fail "apt-get update warned about the repository"; fi
    grep -q 'Signed-By: /etc/apt/keyrings/gifsearch-archive-keyring.gpg' /etc/apt/sources.list.d/gifsearch.sources ||
        fail "the README's setup names no keyring with Signed-By"
    ! grep -rqi 'trusted' /etc/apt/sources.list.d/ || fail "a source is trusted without a signature"
    apt_quietly upgrade
    [ "$(installed_version)" = "$new-1" ] || fail "apt-get upgrade left gifsearch '$(installed_version)', not $new-1"
    ok "the README's APT setup (signed-by), apt-get update and apt-get upgrade installed $new-1"
    [ "$(as_person $nowhere gifsearch --version)" = "$new" ] || fail "gifsearch --version is not $new"
    kept_and_settings "$new" "$url"
    # The settings act: the key and rating from the config file, and the key never shown.
    said=$(as_person "$url" gifsearch cats --no-cache --limit 1 --format ids --verbose 2>&1) ||
        fail "$new does not search with the config file's key: $said"
    grep -q 'rating=pg' <<< "$said" || fail "$new does not ask for the config file's rating: $said"
    ! grep -q 'package-key' <<< "$said" || fail "$new shows the API key: $said"
    ok "$new searches with the config file's key (never shown) and its rating = pg"
    # A folder of one's own (new since 0.1.0), for the downgrade to leave alone.
    said=$(as_person $nowhere gifsearch folder add $home/gifs 2>&1) || fail "$new: folder add failed: $said"
    as_person $nowhere gifsearch trending --provider local --format ids | sort > $facts/own
    [ "$(wc -l < $facts/own)" = 2 ] || fail "$new: the folder's search found $(cat $facts/own)"
    ok "$new: folder add indexed the 2 downloads, which trending --provider local lists"
}

tampered() {
    local tampered=$1 sources=/etc/apt/sources.list.d/gifsearch.sources
    cp $sources /root/gifsearch.sources
    sed -i "s|^URIs: .*|URIs: $tampered|" $sources
    apt-get -q update > /tmp/apt.log 2>&1 && fail "apt-get update accepted a Packages changed after signing"
    grep -qiE 'hash sum mismatch|unexpected size' /tmp/apt.log || fail "not refused for its checksum: $(cat /tmp/apt.log)"
    apt-cache policy gifsearch > /tmp/policy
    if grep -q 9.9.9 /tmp/policy; then fail "apt offers the tampered 9.9.9: $(cat /tmp/policy)"; fi
    cp /root/gifsearch.sources $sources
    apt_quietly update
    ok "apt-get update refuses the repository with its Packages changed after signing (hash sum mismatch)"
}

downgrade() {
    local old=$1 new=$2 url=$3
    data_sums > $facts/data
    apt_quietly install --allow-downgrades "gifsearch=$old-1"
    [ "$(installed_version)" = "$old-1" ] || fail "the downgrade installed '$(installed_version)'"
    ok "apt-get install --allow-downgrades gifsearch=$old-1"
    # What the person would do with it: list, search, look at a kept GIF.
    record downgraded "$url"
    same before.favourites "$(cat $facts/downgraded.favourites)"
    same before.history "$(cat $facts/downgraded.history)"
    as_person "$url" gifsearch cats --format ids --limit 2 > /dev/null || fail "$old: a search failed"
    as_person $nowhere gifsearch info "$data/kept/$(head -n 1 $facts/kept)" --json > /dev/null ||
        fail "$old: info of a kept file failed"
    data_sums | cmp -s - $facts/data || fail "$old changed the library: $(data_sums | diff $facts/data - || true)"
    ok "$old lists the same favourites and history, searches, reads a kept file; the library, the index of own GIFs and the config are byte for byte as before ($(wc -l < $facts/data) files)"
    ok "the library before and after $old: $(stat -c %s $data/library.sqlite) bytes, SHA-256 $(grep ' .local/share/gifsearch/library.sqlite$' $facts/data | cut -c1-16)… and $(sha256sum $data/library.sqlite | cut -c1-16)…"
    # Something done with the old version stays after upgrading again.
    as_person "$url" gifsearch download "$(sed -n 2p $facts/searched)" -o $home/gifs > /dev/null 2>&1 || fail "$old: download failed"
    as_person $nowhere gifsearch history --offline --format ids --limit 100 > $facts/before.history
    apt_quietly upgrade
    [ "$(installed_version)" = "$new-1" ] || fail "upgrading again left gifsearch '$(installed_version)'"
    kept_and_settings "$new, upgraded again" "$url"
    as_person $nowhere gifsearch trending --provider local --format ids | sort > /tmp/own
    [ -z "$(comm -23 $facts/own /tmp/own)" ] || fail "$new: the folder's GIFs are not found after the downgrade"
    ok "$new, upgraded again: a download made with $old is in the history; the folder's GIFs are found"
}

purge() {
    local before after
    before=$(cd $home && find . -print0 | LC_ALL=C sort -z | xargs -0 stat -c '%n %s %Y %a %U')
    data_sums > $facts/data
    apt_quietly purge gifsearch
    if dpkg -s gifsearch > /dev/null 2>&1 || [ -e /usr/bin/gifsearch ]; then fail "gifsearch is still installed"; fi
    after=$(cd $home && find . -print0 | LC_ALL=C sort -z | xargs -0 stat -c '%n %s %Y %a %U')
    [ "$before" = "$after" ] || fail "apt-get purge changed the home: $(diff <(echo "$before") <(echo "$after") || true)"
    data_sums | cmp -s - $facts/data || fail "apt-get purge changed the person's files"
    ok "apt-get purge gifsearch leaves the person's home as it was ($(wc -l <<< "$before") entries, sizes, times, modes)"
}

case ${1:-} in
    fill | upgrade | tampered | downgrade | purge) "$@" ;;
    *)
        sed -n '8,20p' "$0" >&2
        exit 2
        ;;
esac
