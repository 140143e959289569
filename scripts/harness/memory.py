"""`make test-memory`: peak resident memory of gifsearch where a hostile server or file would
push it (DESIGN §7), against the goals of issue 19, through the real binary:

  info -   1 GB of zeros on stdin: under 64 MB and 1 s, exit 5 (not a GIF)
  info     /dev/zero under `ulimit -v 1500000`: exit 5 and one line, never a crash
  sheet    --frames 59 of a GIF bomb (59 frames of 4096x4096): under 256 MB
  pick     browsing the 20 results of the fixture's bomb topic (4 bombs) in tmux: under 256 MB
  folder add  a folder of those 20 GIFs (the 4 bombs made 4 different files) and 8 captioned
           ones, read on every core with OCR: under the picker's 256 MB, every bomb skipped or read

Usage: python3 -m harness.memory GIFSEARCH FIXTURE_SERVER [--bench]. Peak memory is the kernel's own count
(ru_maxrss of the process, or VmHWM for the picker). With --bench it does not fail, and adds
its rows to $BENCH_SUMMARY (the table `make bench` prints) against the goals as budgets."""
import os
import pathlib
import resource
import subprocess
import sys
import tempfile
import time

from harness.fixture_server import FixtureServer
from harness.summary import add_bench_row

MB = 1024  # ru_maxrss and VmHWM are in KiB


def run(argv, stdin=None, limit_kib=None):
    """Runs argv; returns (exit code, stderr, peak KiB, seconds)."""
    def preexec():
        if limit_kib:
            resource.setrlimit(resource.RLIMIT_AS, (limit_kib * 1024, limit_kib * 1024))
    start = time.monotonic()
    child = subprocess.Popen(argv, stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                             preexec_fn=preexec)
    err = child.stderr.read().decode(errors="replace")
    _, status, usage = os.wait4(child.pid, 0)
    seconds = time.monotonic() - start
    code = os.waitstatus_to_exitcode(status)
    return code, err, usage.ru_maxrss, seconds


def tmux(*args):
    return subprocess.run(["tmux", "-L", "gifsearch-memory"] + list(args), capture_output=True, text=True)


def pick_peak(gifsearch, env, graphics):
    """The picker's peak memory over 20 presses of Down through the bomb topic."""
    command = " ".join([f"{k}='{v}'" for k, v in env.items()]
                       + [f"GIFSEARCH_GRAPHICS={graphics}", "exec", gifsearch, "pick", "bomb"])
    tmux("kill-server")
    tmux("new-session", "-d", "-x", "160", "-y", "48", command)
    pid = tmux("list-panes", "-F", "#{pane_pid}").stdout.strip()
    time.sleep(8)  # the first result is a bomb: let its preview be decoded whole
    for press in range(20):
        tmux("send-keys", "Down")
        time.sleep(6 if press in (4, 9, 14) else 1.5)  # wait on the other bombs too
    status = pathlib.Path(f"/proc/{pid}/status").read_text()
    peak = next(int(line.split()[1]) for line in status.splitlines() if line.startswith("VmHWM"))
    tmux("send-keys", "Escape")
    time.sleep(0.5)
    tmux("kill-server")
    return peak


def folder_add_peak(gifsearch, folder):
    """`folder add` of the bomb topic's 20 GIFs (each bomb made a file of its own by bytes after
    its trailer, so that none is known by its content) and 8 captioned GIFs."""
    gifs = folder + "/own"
    ids = subprocess.run([gifsearch, "bomb", "--format", "ids", "--limit", "20"], capture_output=True,
                         text=True).stdout
    subprocess.run([gifsearch, "download", "-", "-o", gifs], input=ids, capture_output=True, text=True, check=True)
    for extra, path in enumerate(sorted(pathlib.Path(gifs).glob("*.gif"))):
        with open(path, "ab") as file:
            file.write(b"x" * (extra + 1))
    corpus = pathlib.Path(__file__).resolve().parent.parent / "corpus" / "captioned-gifs.sh"
    subprocess.run([str(corpus), gifs + "/captioned", "8"], capture_output=True, check=True)
    return run([gifsearch, "folder", "add", gifs])


def main():
    gifsearch, fixture = sys.argv[1], sys.argv[2]
    bench = "--bench" in sys.argv
    key = "memory-key"
    try:
        server = FixtureServer(fixture, "--api-key", key)
    except RuntimeError as failure:
        raise SystemExit(f"memory: {failure}") from None
    failures, rows = [], []
    with server, tempfile.TemporaryDirectory(prefix="gifsearch-memory-") as folder:
        env = {"GIFSEARCH_API_URL": server.url, "GIPHY_API_KEY": key, "XDG_CACHE_HOME": folder + "/cache",
               "XDG_CONFIG_HOME": folder + "/config", "HOME": folder}
        os.environ.update(env)
        zeros = subprocess.Popen(["head", "-c", "1000000000", "/dev/zero"], stdout=subprocess.PIPE)
        code, err, peak, seconds = run([gifsearch, "info", "-"], stdin=zeros.stdout)
        zeros.stdout.close()
        zeros.wait()
        rows.append(("info - of 1 GB of zeros", peak, 64 * MB, seconds))
        if code != 5 or "not a GIF" not in err:
            failures.append(f"info -: exit {code}: {err.strip()}")
        if seconds >= 1:
            failures.append(f"info -: took {seconds:.2f} s, the goal is under 1 s")

        code, err, peak, seconds = run([gifsearch, "info", "/dev/zero"], limit_kib=1_500_000)
        rows.append(("info /dev/zero under ulimit -v 1500000", peak, None, seconds))
        if code != 5 or len(err.strip().splitlines()) != 1:
            failures.append(f"info /dev/zero: exit {code}: {err.strip()}")

        bomb = subprocess.run([gifsearch, "bomb", "--format", "url", "--limit", "1"], capture_output=True,
                              text=True).stdout.strip()
        code, err, peak, seconds = run([gifsearch, "sheet", bomb, "--frames", "59", "-o", folder + "/sheet.png"])
        rows.append(("sheet --frames 59 of the bomb", peak, 256 * MB, seconds))
        if code != 0:
            failures.append(f"sheet: exit {code}: {err.strip()}")

        for graphics in ("blocks", "kitty"):
            peak = pick_peak(gifsearch, env, graphics)
            rows.append((f"pick through 20 results with 4 bombs ({graphics})", peak, 256 * MB, None))

        code, err, peak, seconds = folder_add_peak(gifsearch, folder)
        rows.append(("folder add of 20 GIFs with 4 bombs, and 8 captioned", peak, 256 * MB, seconds))
        if code != 0:
            failures.append(f"folder add: exit {code}: {err.strip()}")
    for name, peak, goal, seconds in rows:
        verdict = "" if goal is None else ("  goal met" if peak < goal else "  OVER the goal")
        goal_text = f" (goal < {goal // MB} MB)" if goal else ""
        time_text = f", {seconds:.2f} s" if seconds is not None else ""
        print(f"memory: {name}: peak {peak / MB:.1f} MB{goal_text}{time_text}{verdict}")
        if goal and peak >= goal:
            failures.append(f"{name}: peak {peak / MB:.1f} MB, goal under {goal // MB} MB")
        if bench and goal:
            add_bench_row(f"peak memory: {name}", "MB", f"{peak / MB:.1f}", "budget (issue 19)", goal // MB, 1)
    for failure in failures:
        print(f"memory: {failure}", file=sys.stderr)
    if failures and not bench:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
