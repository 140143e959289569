#!/usr/bin/env python3
"""How soon `gifsearch pick --library` redraws after a keystroke, on a pseudo-terminal.

Usage: picker-keystrokes.py GIFSEARCH WORDS... (environment as the picker should have it)

Starts the picker in a 120 x 40 pty, waits for its first frame, then types each word a letter
at a time and erases it again. For each key, the time from writing it to the end of the first
whole frame (synchronized output, ESC[?2026h ... ESC[?2026l) that shows the query as it now
stands. Prints the median and the 95th percentile in milliseconds, tab-separated."""
import fcntl
import os
import pty
import select
import statistics
import struct
import sys
import termios
import time

FRAME_END = b"\x1b[?2026l"


def read_frame(fd, wanted, deadline):
    """Reads until a frame ending holds `wanted`; the time it ended."""
    buffer = b""
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            raise SystemExit(f"no frame showing {wanted!r}")
        ready, _, _ = select.select([fd], [], [], left)
        if not ready:
            continue
        buffer += os.read(fd, 1 << 16)
        end = buffer.rfind(FRAME_END)
        if end >= 0 and wanted in buffer[:end]:
            return time.monotonic()


def main():
    gifsearch, words = sys.argv[1], sys.argv[2:]
    pid, fd = pty.fork()
    if pid == 0:
        # The size is set before the picker starts, so its first frame is already 120 x 40.
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
        os.execv(gifsearch, [gifsearch, "pick", "--library", "--mode", "blocks"])
    read_frame(fd, b"in your library", time.monotonic() + 20)
    # What start-up still draws (the first preview's failure) is read and dropped.
    time.sleep(0.3)
    while select.select([fd], [], [], 0.05)[0]:
        os.read(fd, 1 << 16)
    delays = []
    for word in words:
        typed = ""
        for key in list(word) + ["\x7f"] * len(word):
            typed = typed[:-1] if key == "\x7f" else typed + key
            start = time.monotonic()
            os.write(fd, key.encode())
            # The query line is padded: a space after the query tells it from a longer one.
            ended = read_frame(fd, ("> " + typed + " ").encode(), start + 5)
            delays.append((ended - start) * 1000)
            time.sleep(0.02)
    os.write(fd, b"\x1b")
    os.waitpid(pid, 0)
    delays.sort()
    p95 = delays[min(len(delays) - 1, int(len(delays) * 0.95))]
    print(f"{statistics.median(delays):.2f}\t{p95:.2f}\t{len(delays)}")


main()
