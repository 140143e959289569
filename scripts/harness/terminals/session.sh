# shellcheck shell=bash
# What `make test-terminals` runs inside each terminal: session.sh [--verbose] WORK GIFSEARCH GIF STEP...
# Each step clears the screen, hides the cursor, runs gifsearch, keeps its status and stderr,
# reads whatever is left in the shell's input for 0.3 s into WORK/STEP.left, then writes
# WORK/STEP.done and waits for WORK/STEP.go (the screenshot taken). Steps: still (one frame),
# loops1 (the animation played once) and pick (the picker, its choice in WORK/pick.out).
# --verbose: gifsearch says on stderr how it draws and why (in WORK/STEP.err).
verbose=()
if [ "$1" = --verbose ]; then
    verbose=(--verbose)
    shift
fi
work=$1 gifsearch=$2 gif=$3
shift 3
modes=$(stty -g)

hide_cursor() { printf '\033[?25l'; }

# handshake NAME: tells the harness NAME is done and waits until it has looked.
handshake() {
    touch "$work/$1.done"
    until [ -e "$work/$1.go" ]; do sleep 0.05; done
}

# leftover NAME: what reaches the shell's input within 0.3 s, read without waiting for a line.
leftover() {
    stty -icanon min 0 time 3
    dd bs=1 count=4096 2>/dev/null > "$work/$1.left"
    stty "$modes"
}

run_step() {
    case $1 in
        still) "$gifsearch" preview "$gif" --no-animate "${verbose[@]}" ;;
        loops1) "$gifsearch" preview "$gif" --loops 1 "${verbose[@]}" ;;
        pick) "$gifsearch" pick cats "${verbose[@]}" > "$work/pick.out" ;;
    esac
}

clear
hide_cursor
stty size > "$work/size"
handshake ready
for step in "$@"; do
    clear
    hide_cursor
    run_step "$step" 2> "$work/$step.err"
    echo $? > "$work/$step.status"
    hide_cursor
    leftover "$step"
    handshake "$step"
done
