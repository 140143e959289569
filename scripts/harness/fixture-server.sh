# shellcheck shell=bash
# shellcheck disable=SC2034 # FIXTURE_URL is set for the scripts that source this file
# The fixture server (ProviderFixtureServer) for shell scripts, which source this file: started on
# a free port, waited on until it answers, stopped cleanly.
#
#   fixture_server_start BINARY [OPTION]...   starts BINARY with OPTIONs (say --api-key KEY) on a
#                                             free port of 127.0.0.1; once it answers, within 30 s,
#                                             FIXTURE_URL is its URL; else it says why and fails
#   fixture_server_stop                       stops it (SIGTERM, SIGKILL after 5 s), if it runs
#
# A script calls fixture_server_stop in its EXIT trap. The harness's Python has the same in
# fixture_server.py; the shell keeps its own because the server must be a child of the script's
# own shell, which times its own functions against it (the benchmarks) and starts one after
# another (run-network.sh, a server per network profile), and because make demo and make
# test-package need no python3.

FIXTURE_PID=""
FIXTURE_URL=""
FIXTURE_FOLDER=""

fixture_server_start() {
    local binary=$1 port_file deadline=$((SECONDS + 30)) why="did not answer within 30 s"
    shift
    FIXTURE_FOLDER=$(mktemp -d)
    port_file="$FIXTURE_FOLDER/port"
    "$binary" --port 0 --port-file "$port_file" "$@" > /dev/null &
    FIXTURE_PID=$!
    # The server writes the port file (by a rename) once it listens.
    while [ "$SECONDS" -le "$deadline" ]; do
        if [ -s "$port_file" ] && fixture_server_answers "$(cat "$port_file")"; then
            FIXTURE_URL="http://127.0.0.1:$(cat "$port_file")"
            return 0
        fi
        kill -0 "$FIXTURE_PID" 2> /dev/null || { why="exited"; break; }
        sleep 0.05
    done
    echo "${0##*/}: the fixture server ($binary) $why" >&2
    fixture_server_stop
    return 1
}

# fixture_server_answers PORT: whether the server on PORT answers GET /__stats (a request it
# does not log), through bash's own /dev/tcp.
fixture_server_answers() {
    local connection reply=""
    { exec {connection}<> "/dev/tcp/127.0.0.1/$1"; } 2> /dev/null || return 1
    printf 'GET /__stats HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n' >&"$connection"
    read -r -t 2 reply <&"$connection" || true
    exec {connection}>&-
    [[ $reply == "HTTP/1."?" 200"* ]]
}

fixture_server_stop() {
    local tries
    if [ -n "$FIXTURE_PID" ]; then
        kill "$FIXTURE_PID" 2> /dev/null || true
        for ((tries = 0; tries < 100; tries++)); do
            kill -0 "$FIXTURE_PID" 2> /dev/null || break
            sleep 0.05
        done
        kill -KILL "$FIXTURE_PID" 2> /dev/null || true
        wait "$FIXTURE_PID" 2> /dev/null || true
    fi
    [ -z "$FIXTURE_FOLDER" ] || rm -rf "$FIXTURE_FOLDER"
    FIXTURE_PID="" FIXTURE_URL="" FIXTURE_FOLDER=""
}
