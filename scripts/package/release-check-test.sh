#!/usr/bin/env bash
# release-check-test.sh: make release-check on signing keys of each kind, each in a GnuPG home
# of its own: expiring in 364 days it says when, silently passing; in 30 days, or never, it
# warns and passes; expired yesterday (made with gpg's clock set two days back) it fails,
# naming the date.
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() {
    echo "release-check-test: FAIL: $*" >&2
    exit 1
}

# home NAME EXPIRY [GPG-OPTION]...: a GnuPG home with one signing key expiring at EXPIRY.
home() {
    install -d -m 700 "$work/$1"
    gpg --homedir "$work/$1" --batch --passphrase '' "${@:3}" --quick-gen-key "$1 <$1@gifsearch.invalid>" \
        ed25519 sign "$2" 2> /dev/null
    echo "$work/$1"
}

# check HOME: release-check's exit status and what it said, as "STATUS: TEXT".
check() {
    local said status=0
    said=$(GIFSEARCH_SIGNING_KEY=$1 scripts/package/release-check.sh 2>&1) || status=$?
    echo "$status: $said"
}

said=$(check "$(home year 364d)")
[[ $said == "0: release-check: key "*" expires in 36"[34]" days"* ]] || fail "a key for a year: $said"
echo "ok: a key that expires in 364 days passes: ${said#0: }"
said=$(check "$(home month 30d)")
[[ $said == "0: release-check: warning: key "*" expires in "[23][0-9]" days"* ]] || fail "a key for a month: $said"
echo "ok: a key that expires in 30 days passes with a warning"
said=$(check "$(home never never)")
[[ $said == "0: release-check: warning: key "*" never expires"* ]] || fail "a key that never expires: $said"
echo "ok: a key that never expires passes with a warning"
made=$(($(date +%s) - 2 * 86400))
said=$(check "$(home expired 1d --faked-system-time "$made")")
[[ $said == "1: release-check: key "*" expired on $(date -u -d "@$((made + 86400))" +%F)"* ]] || fail "an expired key: $said"
echo "ok: a key that expired fails, naming the date"
