#!/usr/bin/env bash
# apt-need.sh WHAT PACKAGE...: installs the Debian packages of PACKAGE... that are missing
# (idempotent; apt-get as root, else the command to run). WHAT names the set in messages.
set -euo pipefail
what=$1
shift
missing=()
for package in "$@"; do
    dpkg-query -W -f='${Status}\n' "$package" 2> /dev/null | grep -q '^install ok installed$' || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then
    echo "$what: all present ($*)"
elif [ "$(id -u)" = 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
else
    echo "$what: missing ${missing[*]}; run: sudo apt-get install -y ${missing[*]}" >&2
    exit 1
fi
