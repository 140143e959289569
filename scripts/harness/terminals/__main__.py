"""`make test-terminals`: gifsearch in real terminals, looked at as a person would. Under one
Xvfb, xterm (as a VT340, sixel), kitty, konsole, mlterm and alacritty from Debian 12, then
kitty-trixie (kitty 0.41 running tmux 3.5, from Debian 13 in a root terminals/newer-kitty.sh
makes once at --trixie-root; as root only, else SKIP), run one after another a session
(terminals/session.sh) that runs gifsearch against the fixture server; the harness screenshots
the window after each step and checks, per terminal:

  1 still          `preview numbered.gif --no-animate` matches the GIF's frame 0: PSNR >= 30 dB
                   in pixels, or at half-block resolution where the terminal draws cells
                   (alacritty), with the GIF's aspect ratio within 5%
  2 animation end  after `preview numbered.gif --loops 1` the last of its 20 numbered frames is
                   on screen
  3 nothing stray  after each step nothing is left in the shell's input and nothing but the
                   picture is on screen (no terminal reply echoed)
  4 picker         `pick cats`, Down, Return prints the second result's URL
  5 still in tmux  check 1 in kitty running tmux with allow-passthrough on (kitty only)
  6 placeholders   each step's gifsearch --verbose says it drew with kitty's Unicode
                   placeholders inside tmux, not in passthrough (kitty-trixie only)

Screenshots, the GIF and summary.txt (the table of terminal x check, then each check's detail)
go to --out. Exits 1 when a check fails, 2 when a tool is missing.

Usage: python3 -m harness.terminals [--gifsearch BIN] [--server BIN] [--only TERMINAL]... [--out DIR]
                                    [--timeout SECONDS] [--trixie-root DIR]
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

from harness import REPOSITORY
from harness.fixture_server import FixtureServer
from harness.summary import write_summary
from harness.terminals.checks import TITLES, Result, run_checks
from harness.terminals.display import Display
from harness.terminals.emulators import EMULATORS, Skipped
from harness.terminals.pictures import CONVERT, Image, write_numbered_gif
from harness.terminals.session import Session, Setup

TOOLS = ["Xvfb", "xdotool", "import", CONVERT, "tmux"]


def arguments():
    """The command line's options."""
    rows = sorted({emulator.row for emulator in EMULATORS})
    parser = argparse.ArgumentParser(prog="python3 -m harness.terminals",
                                     description="gifsearch in real terminals under Xvfb (make test-terminals)")
    parser.add_argument("--gifsearch", default=os.path.join(REPOSITORY, ".build/debug/gifsearch"),
                        help="the gifsearch binary to look at")
    parser.add_argument("--server", default=os.path.join(REPOSITORY, ".build/debug/ProviderFixtureServer"),
                        help="the ProviderFixtureServer binary")
    parser.add_argument("--only", action="append", choices=rows, help="run this terminal only (repeatable)")
    parser.add_argument("--out", default=os.path.join(REPOSITORY, ".build/terminals"),
                        help="where screenshots and summary.txt go")
    parser.add_argument("--timeout", type=float, default=20, help="seconds any one condition may take")
    parser.add_argument("--trixie-root", default=os.path.join(REPOSITORY, ".build/kitty-trixie"),
                        help="kitty's Debian 13 root, made there when missing")
    return parser.parse_args()


def missing_tools(emulators):
    """The programs the run needs that are not installed."""
    needed = TOOLS + sorted({emulator.program for emulator in emulators})
    return [tool for tool in needed if not shutil.which(tool)]


def second_url(gifsearch, server, folder):
    """The URL `pick cats` must print after Down: line 2 of `gifsearch cats --format url`."""
    environment = dict(os.environ, GIFSEARCH_API_URL=server.url, GIPHY_API_KEY="fixture-key", HOME=folder,
                       **{name: os.path.join(folder, name.lower()) for name in
                          ("XDG_CACHE_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME")})
    urls = subprocess.run([gifsearch, "cats", "--format", "url", "--no-cache"], env=environment, check=True,
                          capture_output=True, text=True).stdout.split()
    return urls[1]


def table(results):
    """The summary: a row per terminal, a column per check (- where it does not apply)."""
    header = ["terminal"] + [f"{number} {title}" for number, title in TITLES.items()]
    rows = [[row] + [next((r.verdict for r in found if r.number == number), "-")
                     for number in TITLES] for row, found in results.items()]
    widths = [max(len(line[column]) for line in [header] + rows) for column in range(len(header))]
    return "\n".join("  ".join(cell.ljust(width) for cell, width in zip(line, widths, strict=True)).rstrip()
                     for line in [header] + rows)


def results_of(emulator, setup, reference, expected_url):
    """emulator's Results: its checks on what a session in it showed, or each one SKIP or FAIL
    with why it could not run."""
    try:
        emulator.prepare(setup)
    except Skipped as reason:
        return [Result(number, None, str(reason)) for number in emulator.checks]
    except RuntimeError as failure:
        return [Result(number, False, str(failure)) for number in emulator.checks]
    return run_checks(Session(emulator, setup).observe(), reference, expected_url)


def run(options, emulators):
    """Runs every emulator's session and checks; returns {row: [Result]} and the detail lines."""
    results, details = {}, []
    gif = os.path.join(options.out, "numbered.gif")
    write_numbered_gif(gif)
    reference = Image.read(gif + "[0]")
    with tempfile.TemporaryDirectory(prefix="terminals-") as folder, Display() as display, \
            FixtureServer(os.path.abspath(options.server), timeout=options.timeout) as server:
        expected_url = second_url(options.gifsearch, server, folder)
        setup = Setup(os.path.abspath(options.gifsearch), os.path.abspath(gif), server, display, options.out,
                      options.timeout, os.path.abspath(options.trixie_root))
        for emulator in emulators:
            start = time.monotonic()
            for result in results_of(emulator, setup, reference, expected_url):
                results.setdefault(emulator.row, []).append(result)
                line = (f"{emulator.row:<12} {result.number} {TITLES[result.number]:<14} "
                        f"{result.verdict}  {result.detail}")
                details.append(line)
                print(line, flush=True)
            print(f"{emulator.name}: {time.monotonic() - start:.1f} s", flush=True)
    return results, details


def main():
    options = arguments()
    emulators = [emulator for emulator in EMULATORS if not options.only or emulator.row in options.only]
    missing = missing_tools(emulators)
    if missing:
        print(f"terminals: missing {' '.join(missing)} (make deps installs them)", file=sys.stderr)
        return 2
    os.makedirs(options.out, exist_ok=True)
    start = time.monotonic()
    results, details = run(options, emulators)
    summary = table(results)
    write_summary(options.out, f"gifsearch: {options.gifsearch}\n\n{summary}\n\n" + "\n".join(details) + "\n")
    print(f"\n{summary}\n\n{time.monotonic() - start:.0f} s; screenshots and summary.txt in {options.out}")
    return 0 if all(result.passed is not False for found in results.values() for result in found) else 1


if __name__ == "__main__":
    sys.exit(main())
