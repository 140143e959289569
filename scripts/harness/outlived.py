"""make test's check that a step of the suite ends what it starts.

    python3 -m harness.outlived COMMAND [ARGUMENT...]

Runs COMMAND with a mark in its environment (GIFSEARCH_SUITE_RUN), which every process it
starts inherits unless it is given an environment of its own. When COMMAND has ended, a process
that still carries the mark outlived it: a tmux server, a fixture server, a shell that ignored
SIGTERM. Each is named on stderr and killed (SIGKILL; a group's leader with its group), and the check
fails. A process that is on its way out is given 10 s to go. Exits with COMMAND's status, else 1
when something outlived it.
"""

import os
import signal
import subprocess
import sys
import time
import uuid

VARIABLE = "GIFSEARCH_SUITE_RUN"
GRACE_SECONDS = 10


def marked(mark: bytes) -> dict[int, str]:
    """The processes whose environment carries `mark`, with their command lines."""
    found = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) == os.getpid():
            continue
        try:
            with open(f"/proc/{entry}/environ", "rb") as environ:
                if mark not in environ.read().split(b"\0"):
                    continue
            with open(f"/proc/{entry}/cmdline", "rb") as cmdline:
                found[int(entry)] = cmdline.read().replace(b"\0", b" ").decode(errors="replace").strip()
        except OSError:
            continue
    return found


def main() -> int:
    if len(sys.argv) < 2:
        print("usage: python3 -m harness.outlived COMMAND [ARGUMENT...]", file=sys.stderr)
        return 2
    value = uuid.uuid4().hex
    mark = f"{VARIABLE}={value}".encode()
    status = subprocess.call(sys.argv[1:], env={**os.environ, VARIABLE: value})
    deadline = time.monotonic() + GRACE_SECONDS
    left = marked(mark)
    while left and time.monotonic() < deadline:
        time.sleep(0.1)
        left = marked(mark)
    for pid, command in sorted(left.items()):
        print(f"outlived: still running after '{' '.join(sys.argv[1:])}': {pid} {command}", file=sys.stderr)
        try:
            # A leader's whole group (a server and its shells); else only it, never make's group.
            if os.getpgid(pid) == pid:
                os.killpg(pid, signal.SIGKILL)
            else:
                os.kill(pid, signal.SIGKILL)
        except OSError:
            pass
    if status != 0:
        return status
    return 1 if left else 0


if __name__ == "__main__":
    sys.exit(main())
