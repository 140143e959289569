#!/usr/bin/env bash
# Prints gifsearch's version, from its one place: GifsearchVersion.current.
set -euo pipefail
file="$(dirname "$0")/../../Sources/gifsearch/GifsearchVersion.swift"
version=$(sed -n 's/^ *static let current = "\([^"]*\)"$/\1/p' "$file")
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || { echo "version.sh: no X.Y.Z version in $file" >&2; exit 1; }
echo "$version"
