#!/usr/bin/env bash
# check-scripts.sh RUFF: `make lint`'s check of the scripts, which are code too: shellcheck on
# every shell script (scripts/, Benchmarks/ and .ci/run: named *.sh or starting with a bash or sh
# #! line), following what they source, and RUFF (the ruff `make lint-deps` pins) on every
# Python file by ruff.toml's rules. Prints each finding; exits 1 if any.
set -euo pipefail
cd "$(dirname "$0")/../.."
ruff=$1

# is_shell FILE: whether FILE is a shell script.
is_shell() {
    [[ $1 == *.sh ]] || head -n 1 "$1" | grep -qE '^#!.*[/ ](ba)?sh$'
}

scripts=()
while IFS= read -r file; do
    if is_shell "$file"; then scripts+=("$file"); fi
done < <(find scripts Benchmarks .ci -path Benchmarks/.build -prune -o -type f ! -name '*.py' -print | LC_ALL=C sort)
found=0
shellcheck --external-sources "${scripts[@]}" || found=1
"$ruff" check --quiet || found=1
if [ "$found" = 0 ]; then echo "check-scripts: shellcheck (${#scripts[@]} scripts) and ruff find nothing"; fi
exit "$found"
