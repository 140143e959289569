"""make test's check that a step of the suite ends what it starts.

    python3 -m harness.outlived [--limit SECONDS] COMMAND [ARGUMENT...]

Runs COMMAND with a mark in its environment (GIFSEARCH_SUITE_RUN), which every process it
starts inherits unless it is given an environment of its own. When COMMAND has ended, a process
that still carries the mark outlived it: a tmux server, a fixture server, a shell that ignored
SIGTERM. Each is named on stderr and killed (SIGKILL; a group's leader with its group), and the check
fails. A process that is on its way out is given 10 s to go. Exits with COMMAND's status, else 1
when something outlived it.

With --limit, a COMMAND still running after SECONDS is a hang: the threads' stacks of each test
process it started (an .xctest, read with gdb where there is one) go to .build/hang/, the test
functions on them are named on stderr, and every marked process is killed; exits 124.
"""

import os
import re
import shutil
import signal
import subprocess
import sys
import time
import uuid

from harness import REPOSITORY

VARIABLE = "GIFSEARCH_SUITE_RUN"
GRACE_SECONDS = 10
HANG_FOLDER = os.path.join(REPOSITORY, ".build", "hang")


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


def kill(pid: int) -> None:
    """Kills `pid`: a leader with its whole group (a server and its shells), else only it, never
    make's group."""
    try:
        if os.getpgid(pid) == pid:
            os.killpg(pid, signal.SIGKILL)
        else:
            os.kill(pid, signal.SIGKILL)
    except OSError:
        pass


def test_functions(stacks: str) -> list[str]:
    """The distinct frames of `stacks` in the suite's test modules, demangled where
    swift-demangle is at hand."""
    demangle = shutil.which("swift-demangle")
    if demangle:
        stacks = subprocess.run([demangle], input=stacks, capture_output=True, text=True).stdout
    frames = []
    for line in stacks.splitlines():
        found = re.search(r" in (.*?) \(", line)
        if found and re.search(r"\w+Tests\.", found.group(1)) and found.group(1) not in frames:
            frames.append(found.group(1))
    return frames


def report_hang(command: str, limit: float, processes: dict[int, str]) -> None:
    """Names on stderr the test functions each hanging test process is in, its stacks kept in
    HANG_FOLDER."""
    print(f"outlived: '{command}' still running after {limit:.0f} s: a hang", file=sys.stderr)
    gdb = shutil.which("gdb")
    for pid, line in sorted(processes.items()):
        if not line.split(" ")[0].endswith(".xctest"):
            continue
        if not gdb:
            print(f"outlived: no gdb to read the stacks of {pid} {line}", file=sys.stderr)
            continue
        os.makedirs(HANG_FOLDER, exist_ok=True)
        path = os.path.join(HANG_FOLDER, f"stacks-{pid}.txt")
        try:
            stacks = subprocess.run([gdb, "-p", str(pid), "-batch", "-ex", "thread apply all bt"],
                                    capture_output=True, text=True, timeout=300).stdout
        except subprocess.TimeoutExpired:
            stacks = ""
        with open(path, "w") as file:
            file.write(stacks)
        print(f"outlived: the stacks of {pid} are in {path}; the test functions on them:", file=sys.stderr)
        for frame in test_functions(stacks)[:40]:
            print(f"outlived:   {frame}", file=sys.stderr)


def main() -> int:
    arguments = sys.argv[1:]
    limit = None
    if arguments[:1] == ["--limit"] and len(arguments) >= 2:
        limit = float(arguments[1])
        arguments = arguments[2:]
    if not arguments:
        print("usage: python3 -m harness.outlived [--limit SECONDS] COMMAND [ARGUMENT...]", file=sys.stderr)
        return 2
    command = " ".join(arguments)
    value = uuid.uuid4().hex
    mark = f"{VARIABLE}={value}".encode()
    process = subprocess.Popen(arguments, env={**os.environ, VARIABLE: value})
    try:
        status = process.wait(timeout=limit)
    except subprocess.TimeoutExpired:
        report_hang(command, limit, marked(mark))
        for pid in marked(mark):
            kill(pid)
        process.wait()
        return 124
    deadline = time.monotonic() + GRACE_SECONDS
    left = marked(mark)
    while left and time.monotonic() < deadline:
        time.sleep(0.1)
        left = marked(mark)
    for pid, line in sorted(left.items()):
        print(f"outlived: still running after '{command}': {pid} {line}", file=sys.stderr)
        kill(pid)
    if status != 0:
        return status
    return 1 if left else 0


if __name__ == "__main__":
    sys.exit(main())
