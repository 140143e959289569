#!/usr/bin/env bash
# Peak resident memory where a hostile server or file would push it (scripts/harness/memory.py): `info -`
# of 1 GB of zeros, `sheet --frames 59` of a GIF bomb, the picker through 20 results with 4 bombs;
# each against its budget.
set -euo pipefail
cd "$(dirname "$0")"
# shellcheck source=Benchmarks/common.sh
. ./common.sh

require bench-memory "tmux" tmux
GIFSEARCH=$(release_gifsearch)
SERVER=$(fixture_server_binary release)
PYTHONPATH=../scripts python3 -m harness.memory "$GIFSEARCH" "$SERVER" --bench
