#!/usr/bin/env bash
# upgrade-test.sh REPO, `make test-upgrade` (as root): a person's data through an update from the
# last release (scripts/package/releases.sh) to this one, as apt makes it. REPO is `make
# apt-repo`'s signed repository, whose pool holds both releases' .debs; it is served over loopback
# beside a copy whose Packages was changed after signing. In a copy of each clean Debian root (12
# and 13, scripts/package/package-roots.sh), scripts/package/upgrade-checks.sh steps through: the
# last release installed from its .deb and used by an ordinary user against the fixture server;
# the README's APT setup and apt-get upgrade; the changed copy refused; a downgrade and an
# upgrade again; a purge. Between steps, the library's integrity and schema are read here, on
# the host.
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=scripts/harness/fixture-server.sh
. scripts/harness/fixture-server.sh
# shellcheck source=scripts/harness/static-server.sh
. scripts/harness/static-server.sh
# shellcheck source=scripts/package/package-roots.sh
. scripts/package/package-roots.sh
repository=$(pwd)
repo=$(realpath "${1:?usage: upgrade-test.sh REPO}")
roots="$repository/.build/package-roots"
new=$(scripts/build/version.sh)
fail() {
    echo "test-upgrade: FAIL: $*" >&2
    exit 1
}
old=$(scripts/package/releases.sh | tail -n 1 | cut -d ' ' -f 1)
[ -n "$old" ] || fail "docs/RELEASING.md lists no release before $new"

work=$(mktemp -d /tmp/gifsearch-upgrade.XXXXXX)
cleanup() {
    fixture_server_stop
    static_server_stop
    rm -rf "$work"
}
trap cleanup EXIT

# The repository, and a copy whose Packages offers a 9.9.9 its InRelease does not sign. The
# pool's .debs are the ones apt installs: the last release's is installed from its file.
mkdir -p "$work/served"
cp -a "$repo" "$work/served/signed"
pool="$work/served/signed/pool/main/g/gifsearch"
old_deb="$pool/gifsearch_${old}-1_amd64.deb"
new_deb="$pool/gifsearch_${new}-1_amd64.deb"
for deb in "$old_deb" "$new_deb"; do [ -f "$deb" ] || fail "$repo has no ${deb##*/} (make apt-repo)"; done
cp -a "$work/served/signed" "$work/served/tampered"
packages="$work/served/tampered/dists/stable/main/binary-amd64/Packages"
sed -i "s/^Version: $new-1\$/Version: 9.9.9-1/" "$packages"
xz -9 -c "$packages" > "$packages.xz"
static_server_start "$work/served" || fail "the repository is not served"

# The README's APT setup as a person copies it, with the repository's address put in; as root,
# so without sudo; the apt line is left to the checks, which upgrade.
mkdir -p "$work/setup"
awk '/^\*\*The APT repository\*\*/ { found = 1 } found && /^```/ { if (inside) exit; inside = 1; next } inside' README.md |
    sed -e "s|^repo=.*|repo=$STATIC_URL/signed|" -e 's/sudo //g' | grep -v '^apt ' > "$work/setup/readme-apt-setup.sh"
grep -q 'Signed-By' "$work/setup/readme-apt-setup.sh" || fail "no APT setup with Signed-By under **The APT repository** in README.md"

package_roots "$roots"
bin=$(swift build --show-bin-path)
[ -x "$bin/ProviderFixtureServer" ] || swift build --product ProviderFixtureServer
fixture_server_start "$bin/ProviderFixtureServer" --api-key package-key || fail "the fixture server did not start"

# The schema this version makes for a new library, to compare the upgraded one with.
dpkg-deb -x "$new_deb" "$work/new"
mkdir -p "$work/fresh"
env -i XDG_DATA_HOME="$work/fresh" HOME="$work/fresh" "$work/new/usr/bin/gifsearch" history clear > /dev/null
fresh="$work/fresh/gifsearch/library.sqlite"

# library_health LIBRARY: its integrity check says ok and its schema and migrations are those of
# a new library. Read as an immutable file: nothing is written beside it.
library_health() {
    python3 - "$1" "$fresh" << 'EOF' || fail "the library after the upgrade: see above"
import sqlite3, sys
def read(path):
    db = sqlite3.connect(f"file:{path}?mode=ro&immutable=1", uri=True)
    try:
        whole = db.execute("PRAGMA integrity_check").fetchone()[0]
    except sqlite3.OperationalError as error:
        # SQLite 3.44 and later check FTS5 tables too, with the library's own tokenizer.
        sys.exit(f"integrity_check: {error} (this host's SQLite {sqlite3.sqlite_version}; Debian 12's reads it)")
    return (whole,
            db.execute("SELECT type, name, sql FROM sqlite_master ORDER BY type, name").fetchall(),
            [row[0] for row in db.execute("SELECT identifier FROM grdb_migrations ORDER BY rowid")],
            db.execute("SELECT count(*) FROM gif").fetchone()[0])
person, fresh = read(sys.argv[1]), read(sys.argv[2])
if person[0] != "ok": sys.exit(f"integrity_check: {person[0]}")
if person[1] != fresh[1]: sys.exit("its schema is not the one a new library has")
if person[2] != fresh[2]: sys.exit(f"its migrations are {person[2]}, a new library's {fresh[2]}")
print(f"ok: the library: integrity_check ok, {person[3]} GIFs, the schema of a new one (migrations {', '.join(person[2])})")
EOF
}

for suite in bookworm trixie; do
    echo "test-upgrade: Debian $([ $suite = bookworm ] && echo 12 || echo 13) ($suite), $old to $new"
    cp -a "$roots/$suite" "$work/$suite"
    step() {
        scripts/harness/debian-root.sh run "$work/$suite" --ro "$pool" --ro "$repository/scripts/package" \
            --ro "$work/setup" -- \
            /bin/bash "$repository/scripts/package/upgrade-checks.sh" "$@" || fail "$suite: $1"
    }
    step fill "$old_deb" "$old" "$FIXTURE_URL"
    step upgrade "$new" "$FIXTURE_URL" "$work/setup/readme-apt-setup.sh"
    library_health "$work/$suite/home/person/.local/share/gifsearch/library.sqlite"
    step tampered "$STATIC_URL/tampered"
    step downgrade "$old" "$new" "$FIXTURE_URL"
    library_health "$work/$suite/home/person/.local/share/gifsearch/library.sqlite"
    step purge
    rm -rf "${work:?}/$suite"
done
echo "test-upgrade: $old to $new and back, in Debian 12 and 13: every check passed"
