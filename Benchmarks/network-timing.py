#!/usr/bin/env python3
"""Times what a person waits for on a slow link, for `make bench-network`.

network-timing.py preview GIFSEARCH ID     the ms until `preview ID`, piped, has written its first
                                           frame whole (its output ends after frame 0)
network-timing.py pick GIFSEARCH QUERY     the ms from starting `pick QUERY` in a pseudo-terminal
                                           (120 x 40, half blocks) to its first result row, and to
                                           the first frame of the preview under the cursor
network-timing.py first-frame-bytes FILE   where the first image of a GIF ends: the bytes a
                                           decoder needs for frame 0

Both timings print "first_row_ms first_frame_ms" (preview: the same number twice); the server
and the environment come from the caller (GIFSEARCH_API_URL, GIPHY_API_KEY, XDG_*).
"""
import contextlib
import fcntl
import os
import pty
import select
import struct
import subprocess
import sys
import termios
import time

HALF_BLOCKS = ("▀".encode(), "▄".encode())


def preview(gifsearch, gif_id):
    start = time.monotonic()
    process = subprocess.Popen(
        [gifsearch, "preview", gif_id, "--mode", "blocks", "--color", "256", "--width", "60"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    output = process.stdout.read()
    elapsed = (time.monotonic() - start) * 1000
    process.wait()
    if process.returncode != 0 or output.count(HALF_BLOCKS[0]) < 100:
        sys.exit(f"network-timing: preview {gif_id} failed ({process.returncode})")
    print(f"{elapsed:.1f} {elapsed:.1f}")


def pick(gifsearch, query, timeout=30):
    start = time.monotonic()
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["GIFSEARCH_GRAPHICS"] = "blocks"
        os.environ["TERM"] = "xterm-256color"
        os.execv(gifsearch, [gifsearch, "pick", query])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    seen = b""
    row = frame = None
    while time.monotonic() - start < timeout and (row is None or frame is None):
        ready, _, _ = select.select([fd], [], [], 0.05)
        if not ready:
            continue
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        now = (time.monotonic() - start) * 1000
        seen += chunk
        # A result row: a title (the fixture's all end in "GIF") followed by its size.
        if row is None and b" GIF " in seen:
            row = now
        if frame is None and row is not None and sum(seen.count(b) for b in HALF_BLOCKS) > 200:
            frame = now
    os.write(fd, b"\x1b")
    time.sleep(0.2)
    with contextlib.suppress(ProcessLookupError):
        os.kill(pid, 9)
    os.waitpid(pid, 0)
    if row is None or frame is None:
        sys.exit(f"network-timing: pick {query}: no row or no frame within {timeout} s")
    print(f"{row:.1f} {frame:.1f}")


def first_frame_bytes(path):
    with open(path, "rb") as file:
        data = file.read()
    offset = 13
    if data[10] & 0x80:
        offset += 3 << ((data[10] & 7) + 1)
    while offset < len(data):
        kind = data[offset]
        if kind == 0x21:
            offset += 2
            while data[offset]:
                offset += data[offset] + 1
            offset += 1
        elif kind == 0x2C:
            flags = data[offset + 9]
            offset += 10
            if flags & 0x80:
                offset += 3 << ((flags & 7) + 1)
            offset += 1
            while data[offset]:
                offset += data[offset] + 1
            print(offset + 1)
            return
        else:
            break
    sys.exit(f"network-timing: {path}: no image")


if __name__ == "__main__":
    mode, *rest = sys.argv[1:]
    if mode == "preview":
        preview(*rest)
    elif mode == "pick":
        pick(*rest)
    elif mode == "first-frame-bytes":
        first_frame_bytes(*rest)
    else:
        sys.exit(__doc__)
