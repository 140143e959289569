"""The program of `make test-clipboard` (see the package): gifsearch copied where any user may run
it, the fixture server as Giphy, the X11 and Wayland checks, and the summary.

Usage: python3 -m harness.clipboard --gifsearch BIN --server BIN [--only x11|wayland]
"""
import argparse
import os
import shutil
import signal
import subprocess
import sys
import tempfile

from harness import REPOSITORY
from harness.clipboard.checks import Trial
from harness.clipboard.wayland import wayland
from harness.clipboard.x11 import x11
from harness.clipboard.x11_paste import x11_paste
from harness.fixture_server import FixtureServer
from harness.summary import write_summary

SCENARIOS = {"x11": x11, "x11-paste": x11_paste, "wayland": wayland}
OUT = os.path.join(REPOSITORY, ".build", "clipboard")
KEY = "clip-key"


def arguments():
    parser = argparse.ArgumentParser(prog="python3 -m harness.clipboard")
    parser.add_argument("--gifsearch", required=True)
    parser.add_argument("--server", required=True)
    parser.add_argument("--only", choices=list(SCENARIOS), action="append")
    return parser.parse_args()


def environment(home, url):
    """gifsearch's environment: the fixture server as Giphy, and a home of its own."""
    return {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": home, "GIFSEARCH_API_URL": url, "GIPHY_API_KEY": KEY,
            "XDG_CACHE_HOME": home + "/cache", "XDG_CONFIG_HOME": home + "/config", "XDG_STATE_HOME": home + "/state",
            "XDG_DATA_HOME": home + "/data", "LANG": "C.UTF-8", "TERM": "xterm-256color"}


def run(options, work, url):
    """The chosen scenarios' Trial, or None when the fixture server gave no GIF to copy."""
    gifsearch = os.path.join(work, "gifsearch")
    shutil.copy(options.gifsearch, gifsearch)
    os.chmod(gifsearch, 0o755)
    home = os.path.join(work, "home")
    os.makedirs(home)
    env = environment(home, url)
    gif_id = subprocess.run([gifsearch, "cats", "--format", "ids", "--limit", "1"], env=env, capture_output=True,
                            timeout=30).stdout.decode().strip()
    if not gif_id:
        print("clipboard: no search result from the fixture server", file=sys.stderr)
        return None
    trial = Trial(gifsearch, work, env, gif_id, OUT)
    for name, scenario in SCENARIOS.items():
        if not options.only or name in options.only:
            scenario(trial)
    return trial


def main():
    options = arguments()
    os.makedirs(OUT, exist_ok=True)
    try:
        server = FixtureServer(options.server, "--api-key", KEY, "--videos", "cats")
    except RuntimeError as failure:
        print(f"clipboard: {failure}", file=sys.stderr)
        return 1
    work = tempfile.mkdtemp(prefix="gifsearch-clipboard-")
    os.chmod(work, 0o755)
    try:
        with server:
            trial = run(options, work, server.url)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if trial is None:
        return 1
    write_summary(OUT, trial.checks.summary())
    failed = trial.checks.failed()
    print("clipboard: %d checks, %d failed" % (len(trial.checks.results), len(failed)))
    return 1 if failed else 0


if __name__ == "__main__":
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    sys.exit(main())
