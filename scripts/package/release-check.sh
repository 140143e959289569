#!/usr/bin/env bash
# release-check.sh: the APT repository's signing key (GIFSEARCH_SIGNING_KEY: a GnuPG home or a
# key id; else the test key under .build/apt-test-key, said to be one) before a release: each
# of its keys that can sign, with when it expires. Warns (and exits 0) when one expires within
# 90 days or never does; fails (exit 1) when one has expired or there is none to sign with, as
# apt would then refuse the repository (docs/RELEASING.md, "The signing key's life").
set -euo pipefail
cd "$(dirname "$0")/../.."
warn_days=90
gpg_args=(--batch --no-tty --with-colons)
key=${GIFSEARCH_SIGNING_KEY:-}
selector=()
if [ -z "$key" ]; then
    gpg_args+=(--homedir "$(realpath -m .build/apt-test-key)")
    echo "release-check: no GIFSEARCH_SIGNING_KEY: checking the TEST key in .build/apt-test-key" >&2
elif [ -d "$key" ]; then
    gpg_args+=(--homedir "$key")
else
    selector=("$key")
fi
listing=$(gpg "${gpg_args[@]}" --list-secret-keys "${selector[@]}" 2>/dev/null) ||
    { echo "release-check: no secret key to sign with" >&2; exit 1; }
now=$(date +%s)
status=0
signers=0
# sec and ssb lines: field 2 validity, 5 key id, 7 expiry (seconds since 1970, empty: never),
# 12 capabilities (s: signs).
while IFS=: read -r kind validity _ _ id _ expires _ _ _ _ capabilities _; do
    [ "$kind" = sec ] || [ "$kind" = ssb ] || continue
    [[ $capabilities == *s* ]] || continue
    [ "$validity" = r ] && continue
    signers=$((signers + 1))
    if [ -z "$expires" ]; then
        echo "release-check: warning: key $id never expires: give it an expiry (gpg --quick-set-expire)" >&2
    elif [ "$expires" -le "$now" ]; then
        echo "release-check: key $id expired on $(date -u -d "@$expires" +%F): apt refuses what it signs" >&2
        status=1
    else
        days=$(((expires - now) / 86400))
        if [ "$days" -lt "$warn_days" ]; then
            echo "release-check: warning: key $id expires in $days days ($(date -u -d "@$expires" +%F)):" \
                "extend it (gpg --quick-set-expire) and publish the keyring again" >&2
        else
            echo "release-check: key $id expires in $days days ($(date -u -d "@$expires" +%F))"
        fi
    fi
done <<<"$listing"
[ "$signers" -gt 0 ] || { echo "release-check: no key that can sign" >&2; exit 1; }
exit "$status"
