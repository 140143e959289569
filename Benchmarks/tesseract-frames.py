#!/usr/bin/env python3
"""The reference for indexing the words drawn in GIFs: the `tesseract` command on three frames of
each GIF (FRAMES/<file>-<n>.png, at twice their size, made beforehand), in page modes 11 and 6,
one process at a time, each started without a shell and timed from start to exit. A GIF is found
when every word of its query is among what was read.

Usage: tesseract-frames.py CORPUS FRAMES. Prints GIFs, found, seconds and processes, tab-separated."""
import re
import subprocess
import sys
import time


def words(text):
    return {word for word in (re.sub(r"^\W+|\W+$", "", token.lower()) for token in text.split()) if len(word) >= 2}


def main():
    corpus, frames = sys.argv[1], sys.argv[2]
    with open(f"{corpus}/expected.tsv", encoding="utf-8") as listed:
        rows = [line.split("\t") for line in listed.read().splitlines()[1:]]
    found, seconds, processes = 0, 0.0, 0
    for file, _caption, query in rows:
        read = set()
        for frame in range(3):
            for mode in ("11", "6"):
                start = time.monotonic()
                done = subprocess.run(["tesseract", f"{frames}/{file}-{frame}.png", "-", "--psm", mode],
                                      capture_output=True, text=True, check=False)
                seconds += time.monotonic() - start
                processes += 1
                read |= words(done.stdout)
        found += all(word in read for word in query.split())
    print(f"{len(rows)}\t{found}\t{seconds:.2f}\t{processes}")


main()
