#!/usr/bin/env bash
# apt-repo.sh OUT DEB...: makes OUT an APT repository servable over HTTP as it is: suite
# `stable`, component `main`, amd64; the .debs under pool/main/g/gifsearch/, `Packages` and
# `Packages.xz` by apt-ftparchive, `Release` by apt-ftparchive with its checksums, signed by gpg
# as `InRelease` (inline) and `Release.gpg` (detached), and the public key as
# OUT/gifsearch-archive-keyring.gpg, for `signed-by`.
#
# The key: GIFSEARCH_SIGNING_KEY names it, as a GnuPG home (a folder) or a key id in the
# default home. Without it, a test key is made once under .build/apt-test-key (expiring in a
# year) and the script says so: a repository signed with it is for tests, never for people.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:?usage: apt-repo.sh OUT DEB...}
shift
[ $# -gt 0 ] || { echo "apt-repo.sh: no .deb given" >&2; exit 1; }
for command in apt-ftparchive gpg xz; do
    command -v "$command" >/dev/null || { echo "apt-repo.sh: needs $command (make packaging-deps)" >&2; exit 1; }
done

gpg_args=(--batch --no-tty)
key=${GIFSEARCH_SIGNING_KEY:-}
# The key's id, when the key is named by one (not by a home of its own).
selector=()
if [ -z "$key" ]; then
    home=$(realpath -m .build/apt-test-key)
    if [ ! -s "$home/pubring.kbx" ] || ! gpg --homedir "$home" "${gpg_args[@]}" --list-secret-keys 2>/dev/null |
        grep -q sec; then
        rm -rf "$home"
        install -d -m 700 "$home"
        gpg --homedir "$home" "${gpg_args[@]}" --passphrase '' --quick-gen-key \
            "gifsearch test archive <test@gifsearch.invalid>" ed25519 sign 1y 2>/dev/null
    fi
    gpg_args+=(--homedir "$home")
    echo "apt-repo.sh: signed with the TEST key in $home (GIFSEARCH_SIGNING_KEY names a real one)" >&2
elif [ -d "$key" ]; then
    gpg_args+=(--homedir "$key")
else
    gpg_args+=(--local-user "$key")
    selector=("$key")
fi

rm -rf "$out"
pool="$out/pool/main/g/gifsearch"
binary="$out/dists/stable/main/binary-amd64"
mkdir -p "$pool" "$binary"
for deb in "$@"; do cp "$deb" "$pool/"; done
(cd "$out" && apt-ftparchive packages pool > dists/stable/main/binary-amd64/Packages)
xz -9 -k "$binary/Packages"
cat > "$binary/Release" <<EOF
Archive: stable
Component: main
Origin: gifsearch
Label: gifsearch
Architecture: amd64
EOF
listing=$(mktemp)
trap 'rm -f "$listing"' EXIT
(cd "$out/dists/stable" && apt-ftparchive \
    -o APT::FTPArchive::Release::Origin=gifsearch -o APT::FTPArchive::Release::Label=gifsearch \
    -o APT::FTPArchive::Release::Suite=stable -o APT::FTPArchive::Release::Codename=stable \
    -o APT::FTPArchive::Release::Architectures=amd64 -o APT::FTPArchive::Release::Components=main \
    -o "APT::FTPArchive::Release::Description=gifsearch, a GIF search client for the terminal" \
    release . > "$listing")
mv "$listing" "$out/dists/stable/Release"
chmod 644 "$out/dists/stable/Release"
gpg "${gpg_args[@]}" --yes --clearsign -o "$out/dists/stable/InRelease" "$out/dists/stable/Release"
gpg "${gpg_args[@]}" --yes --armor --detach-sign -o "$out/dists/stable/Release.gpg" "$out/dists/stable/Release"
signer=$(gpg "${gpg_args[@]}" --list-secret-keys --with-colons "${selector[@]}" 2>/dev/null |
    awk -F: '$1 == "fpr" { print $10; exit }')
[ -n "$signer" ] || { echo "apt-repo.sh: no secret key to sign with" >&2; exit 1; }
gpg "${gpg_args[@]}" --export "$signer" > "$out/gifsearch-archive-keyring.gpg"
[ -s "$out/gifsearch-archive-keyring.gpg" ] || { echo "apt-repo.sh: no public key exported" >&2; exit 1; }
gpgv --keyring "$(realpath "$out/gifsearch-archive-keyring.gpg")" "$out/dists/stable/InRelease" 2>/dev/null ||
    { echo "apt-repo.sh: InRelease does not verify with the exported key" >&2; exit 1; }
echo "apt-repo.sh: $out: $(grep -c '^Package:' "$binary/Packages") package(s), signed by $signer"
