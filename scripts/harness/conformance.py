"""Runs `gifsearch info --json` and `gifsearch frames --format rgba` over the GIF conformance
suite in ../shared/gif-suite and compares the results with the facts in its expected.json.

Usage: python3 -m harness.conformance GIFSEARCH_BINARY SUITE_DIR
Prints one line per file that does not agree, then the counts. Exits 1 if a file with defined
output differs for a reason other than giflib's own limits, or if a file crashed the binary (a
signal, or a multi-line error), 0 otherwise.
"""
import concurrent.futures
import json
import os
import subprocess
import sys
import zlib

# Files whose difference from browsers follows from giflib itself (LZW minimum code size above
# 8, which giflib rejects with D_GIF_ERR_READ_FAILED).
GIFLIB_LIMITED = "giflib rejects"


def run(binary, *args):
    return subprocess.run([binary, *args], capture_output=True, timeout=120)


def facts_of(report):
    frames = report["frames"]
    return {
        "canvas": [report["width"], report["height"]],
        "images": report["frameCount"],
        "loop_raw": report["loopCount"],
        "delays_cs": [f["delay"] for f in frames],
        "disposal": [f["disposal"] for f in frames],
        "rects": [[f["x"], f["y"], f["width"], f["height"]] for f in frames],
        "interlaced": [f["interlaced"] for f in frames],
        "transparent": [f["transparentIndex"] for f in frames],
    }


def frame_crcs(binary, path, width, height):
    result = run(binary, "frames", "--format", "rgba", path)
    if result.returncode != 0:
        return None, result
    size = width * height * 4
    data = result.stdout
    crcs = ["%08x" % (zlib.crc32(data[i:i + size]) & 0xFFFFFFFF) for i in range(0, len(data), size)]
    return crcs, result


def crashed(result):
    return result.returncode < 0 or len(result.stderr.decode(errors="replace").strip().splitlines()) > 2


def check(binary, suite, name, facts):
    """One file of the suite: ("agree"|"differ"|"giflib"|"undefined"|"crash", what to report)."""
    path = os.path.join(suite, name)
    info = run(binary, "info", "--json", path)
    if crashed(info):
        return "crash", name
    reports = json.loads(info.stdout or b"[]")
    if "composited_crc32" not in facts:
        # No defined output: a robust decoder either reports what it can or fails cleanly.
        return "undefined", (name, info.returncode)
    problems = []
    if not reports or info.returncode != 0:
        problems.append("info failed: " + info.stderr.decode(errors="replace").strip())
    else:
        ours = facts_of(reports[0])
        for key, value in ours.items():
            if facts.get(key) != value:
                problems.append("%s: expected %s, got %s" % (key, facts.get(key), value))
        crcs, frames = frame_crcs(binary, path, *facts["canvas"])
        if crashed(frames):
            return "crash", name
        if crcs != facts["composited_crc32"]:
            problems.append("frames differ" if crcs else "frames failed: " + frames.stderr.decode().strip())
    if not problems:
        return "agree", name
    if GIFLIB_LIMITED in facts.get("notes", ""):
        return "giflib", (name, problems[0])
    return "differ", (name, problems)


def main():
    binary, suite = sys.argv[1], sys.argv[2]
    with open(os.path.join(suite, "expected.json")) as file:
        expected = json.load(file)
    files = [(name, facts) for name, facts in sorted(expected.items()) if not name.startswith("_")]
    outcomes = {"agree": [], "differ": [], "giflib": [], "undefined": [], "crash": []}
    # The files are checked side by side (the work is in gifsearch's processes), reported in order.
    with concurrent.futures.ThreadPoolExecutor(os.cpu_count()) as pool:
        for kind, report in pool.map(lambda file: check(binary, suite, *file), files):
            outcomes[kind].append(report)
    agree, differ, giflib_limited = outcomes["agree"], outcomes["differ"], outcomes["giflib"]
    undefined_handled, crashes = outcomes["undefined"], outcomes["crash"]
    for name, problems in differ:
        print("DIFFERS  %s: %s" % (name, "; ".join(problems)))
    for name, problem in giflib_limited:
        print("GIFLIB   %s: %s (LZW code size above 8; giflib rejects it)" % (name, problem))
    for name in crashes:
        print("CRASH    %s" % name)
    defined_total = len(agree) + len(differ) + len(giflib_limited)
    print()
    print("files with defined output: %d agree, %d differ, %d differ because of giflib, of %d"
          % (len(agree), len(differ), len(giflib_limited), defined_total))
    exits = {}
    for _, code in undefined_handled:
        exits[code] = exits.get(code, 0) + 1
    print("files without defined output (malformed or over the limits): %d handled cleanly (exit codes %s), %d crashed"
          % (len(undefined_handled), exits, len(crashes)))
    return 1 if crashes or differ else 0


if __name__ == "__main__":
    sys.exit(main())
