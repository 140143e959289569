#!/usr/bin/env bash
# apt-repo-check.sh REPO: `make apt-repo`'s repository as apt itself reads it, served over
# loopback HTTP: with its keyring as `signed-by` (never trusted=yes) in a deb822 .sources file,
# `apt-get update` accepts it and offers gifsearch from it; with its Packages changed after
# signing, or its InRelease signed by another key, `apt-get update` refuses it; signed by its
# key and another (a rotation under way, docs/RELEASING.md), apt accepts it. apt runs with
# folders of its own (no root, nothing of the machine's apt is read or changed).
set -euo pipefail
repo=$(realpath "${1:?usage: apt-repo-check.sh REPO}")
# shellcheck source=scripts/harness/static-server.sh
. "$(dirname "$0")/../harness/static-server.sh"
work=$(mktemp -d)
cleanup() {
    static_server_stop
    rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "apt-repo-check: $*" >&2; exit 1; }
ok() { echo "ok: $*"; }

# The repository, copied so that tampering leaves REPO as it is, served on a free port.
cp -a "$repo" "$work/repo"
static_server_start "$work/repo" || exit 1

mkdir -p "$work/apt/lists/partial" "$work/apt/cache/archives/partial" "$work/apt/sources" "$work/apt/trusted"
cat > "$work/apt/sources/gifsearch.sources" <<EOF
Types: deb
URIs: $STATIC_URL
Suites: stable
Components: main
Architectures: amd64
Signed-By: $work/repo/gifsearch-archive-keyring.gpg
EOF
apt_options=(
    -o "Dir::State=$work/apt" -o "Dir::State::Lists=$work/apt/lists" -o "Dir::State::status=/dev/null"
    -o "Dir::Cache=$work/apt/cache" -o "Dir::Etc::SourceList=/dev/null"
    -o "Dir::Etc::SourceParts=$work/apt/sources" -o "Dir::Etc::Trusted=/dev/null"
    -o "Dir::Etc::TrustedParts=$work/apt/trusted" -o "APT::Architecture=amd64" -o "Debug::NoLocking=1"
    -o "Acquire::Languages=none" -o "APT::Sandbox::User=root"
)
update() { apt-get "${apt_options[@]}" -q update 2>&1; }

said=$(update) || fail "apt-get update refused the signed repository: $said"
grep -qiE "^(W|E):" <<< "$said" && fail "apt-get update warned about the signed repository: $said"
version=$(sed -n 's/^Version: //p' "$repo/dists/stable/main/binary-amd64/Packages" | sort -V | tail -n1)
policy=$(apt-cache "${apt_options[@]}" policy gifsearch)
grep -q "Candidate: $version" <<< "$policy" || fail "apt offers no gifsearch $version: $policy"
ok "apt-get update accepts the repository signed-by its keyring, and offers gifsearch $version"

# Packages changed after signing: its checksum no longer matches InRelease's.
rm -rf "$work/apt/lists" && mkdir -p "$work/apt/lists/partial"
cp "$work/repo/dists/stable/main/binary-amd64/Packages" "$work/Packages.signed"
cp "$work/repo/dists/stable/main/binary-amd64/Packages.xz" "$work/Packages.xz.signed"
sed -i 's/^Version: .*/Version: 9.9.9-1/' "$work/repo/dists/stable/main/binary-amd64/Packages"
xz -9 -c "$work/repo/dists/stable/main/binary-amd64/Packages" > "$work/repo/dists/stable/main/binary-amd64/Packages.xz"
said=$(update) && fail "apt-get update accepted a Packages changed after signing: $said"
grep -qi "hash sum mismatch\|File has unexpected size" <<< "$said" || fail "not refused for its checksum: $said"
policy=$(apt-cache "${apt_options[@]}" policy gifsearch)
grep -q "9.9.9" <<< "$policy" && fail "apt took the changed Packages: $policy"
ok "apt-get update refuses a Packages changed after signing"

# InRelease signed by a key the keyring does not hold.
cp "$work/Packages.signed" "$work/repo/dists/stable/main/binary-amd64/Packages"
cp "$work/Packages.xz.signed" "$work/repo/dists/stable/main/binary-amd64/Packages.xz"
rm -rf "$work/apt/lists" && mkdir -p "$work/apt/lists/partial"
install -d -m 700 "$work/stranger"
gpg --homedir "$work/stranger" --batch --passphrase '' --quick-gen-key "stranger <s@invalid.invalid>" ed25519 sign 1d \
    2>/dev/null
gpg --homedir "$work/stranger" --batch --yes --clearsign -o "$work/repo/dists/stable/InRelease" \
    "$work/repo/dists/stable/Release" 2>/dev/null
rm -f "$work/repo/dists/stable/Release.gpg"
said=$(update) && fail "apt-get update accepted an InRelease signed by another key: $said"
grep -qi "NO_PUBKEY\|not signed\|signature" <<< "$said" || fail "not refused for its signature: $said"
ok "apt-get update refuses a repository signed by a key its keyring does not hold"

# A rotation under way: InRelease signed by the repository's key and a new one; the keyring
# people have holds only the first.
signed=$(gpg --homedir "$work/stranger" --batch --with-colons --list-secret-keys 2>/dev/null |
    awk -F: '$1 == "fpr" { print $10; exit }')
rm -rf "$work/apt/lists" && mkdir -p "$work/apt/lists/partial"
gpg --homedir "$work/stranger" --batch --import "$repo/gifsearch-archive-keyring.gpg" 2>/dev/null
old=$(gpg --homedir "$work/stranger" --batch --with-colons --show-keys "$repo/gifsearch-archive-keyring.gpg" |
    awk -F: '$1 == "fpr" { print $10; exit }')
if [ -n "${GIFSEARCH_SIGNING_KEY:-}" ] && [ -d "$GIFSEARCH_SIGNING_KEY" ]; then
    secret_home=$GIFSEARCH_SIGNING_KEY
else
    secret_home=$(cd "$(dirname "$0")/../.." && realpath -m .build/apt-test-key)
fi
if gpg --homedir "$secret_home" --batch --export-secret-keys "$old" 2>/dev/null |
    gpg --homedir "$work/stranger" --batch --import 2>/dev/null; then
    gpg --homedir "$work/stranger" --batch --yes -u "$old" -u "$signed" --clearsign \
        -o "$work/repo/dists/stable/InRelease" "$work/repo/dists/stable/Release" 2>/dev/null
    said=$(update) || fail "apt-get update refused a repository signed by its key and a new one: $said"
    ok "apt-get update accepts a repository signed by its key and a new one (a rotation under way)"
else
    echo "apt-repo-check: the signing key's secret is not here; the rotation check is skipped" >&2
fi
