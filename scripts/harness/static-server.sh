# shellcheck shell=bash
# shellcheck disable=SC2034 # STATIC_URL is set for the scripts that source this file
# A folder served as it is over HTTP on loopback (python3's http.server), for the scripts that
# give apt a repository: started on a free port, waited on until it listens, stopped cleanly.
#
#   static_server_start FOLDER   serves FOLDER on a free port of 127.0.0.1; once it listens,
#                                within 10 s, STATIC_URL is its URL; else it says why and fails
#   static_server_stop           stops it, if it runs
#
# A script calls static_server_stop in its EXIT trap.

STATIC_PID=""
STATIC_URL=""
STATIC_LOG=""

static_server_start() {
    local port="" deadline=$((SECONDS + 10))
    STATIC_LOG=$(mktemp)
    python3 -u -m http.server 0 --bind 127.0.0.1 --directory "$1" > "$STATIC_LOG" 2>&1 &
    STATIC_PID=$!
    while [ "$SECONDS" -le "$deadline" ]; do
        port=$(sed -n 's/.*port \([0-9]*\).*/\1/p' "$STATIC_LOG" | head -n 1)
        [ -z "$port" ] || break
        kill -0 "$STATIC_PID" 2> /dev/null || break
        sleep 0.05
    done
    if [ -z "$port" ]; then
        echo "${0##*/}: the HTTP server for $1 did not start: $(cat "$STATIC_LOG")" >&2
        static_server_stop
        return 1
    fi
    STATIC_URL="http://127.0.0.1:$port"
}

static_server_stop() {
    [ -z "$STATIC_PID" ] || { kill "$STATIC_PID" 2> /dev/null; wait "$STATIC_PID" 2> /dev/null || true; }
    [ -z "$STATIC_LOG" ] || rm -f "$STATIC_LOG"
    STATIC_PID=""
}
