#!/usr/bin/env python3
"""One real terminal, looked at as a person would: xterm emulating a VT340 with 256 colour
registers, under Xvfb, runs `gifsearch preview --no-animate` with the mode left to `auto`, so
gifsearch must ask xterm and hear "sixel" itself. A screenshot of the screen (`import -window
root`) is cropped where the picture must be and compared with the GIF's frame: PSNR >= 30 dB.
With a terminal that draws nothing, or half blocks, the PSNR falls far below that.

Usage: xterm-sixel.py GIFSEARCH_BINARY [SCREENSHOT.png]
Exits 1 when the picture is not on the screen.
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

CONVERT = "/usr/bin/convert"
THRESHOLD_DB = 30.0


def read_ppm(path):
    """Width, height and RGB bytes of a binary PPM as ImageMagick writes it."""
    data = open(path, "rb").read()
    fields = []
    position = 0
    while len(fields) < 4:
        while data[position:position + 1].isspace():
            position += 1
        start = position
        while not data[position:position + 1].isspace():
            position += 1
        fields.append(data[start:position])
    assert fields[0] == b"P6" and fields[3] == b"255", "an 8-bit binary PPM"
    return int(fields[1]), int(fields[2]), data[position + 1:]


def psnr(screen, reference, left, top):
    screen_width, _, screen_pixels = screen
    width, height, pixels = reference
    total = 0
    for y in range(height):
        row = screen_pixels[((top + y) * screen_width + left) * 3:((top + y) * screen_width + left + width) * 3]
        wanted = pixels[y * width * 3:(y + 1) * width * 3]
        total += sum((a - b) * (a - b) for a, b in zip(row, wanted))
    mean = total / (width * height * 3)
    return float("inf") if mean == 0 else 10 * __import__("math").log10(255 * 255 / mean)


def free_display():
    for number in range(90, 200):
        if not os.path.exists(f"/tmp/.X11-unix/X{number}") and not os.path.exists(f"/tmp/.X{number}-lock"):
            return f":{number}"
    raise SystemExit("xterm-sixel: no free X display")


def main():
    gifsearch = os.path.abspath(sys.argv[1])
    keep = sys.argv[2] if len(sys.argv) > 2 else None
    for tool in ["Xvfb", "xterm", "import", CONVERT]:
        if not shutil.which(tool):
            raise SystemExit(f"xterm-sixel: {tool} is missing (make deps installs it)")
    work = tempfile.mkdtemp(prefix="xterm-sixel-")
    gif = os.path.join(work, "rose.gif")
    # ImageMagick's built-in photograph, enlarged: 140 × 92 pixels in 256 colours.
    subprocess.run([CONVERT, "rose:", "-resize", "200%", gif], check=True)
    subprocess.run([CONVERT, gif + "[0]", os.path.join(work, "reference.ppm")], check=True)
    display = free_display()
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", "800x600x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        environment = dict(os.environ, DISPLAY=display)
        for variable in ["TMUX", "GIFSEARCH_GRAPHICS", "TERM_PROGRAM"]:
            environment.pop(variable, None)
        for _ in range(100):
            if os.path.exists(f"/tmp/.X11-unix/X{display[1:]}"):
                break
            time.sleep(0.05)
        done = os.path.join(work, "done")
        command = (f"printf '\\033[?25l'; clear; '{gifsearch}' preview '{gif}' --no-animate 2>'{work}/stderr'; "
                   f"echo $? > '{done}'; sleep 30")
        terminal = subprocess.Popen(
            ["xterm", "-geometry", "80x24+0+0", "-bw", "0", "-b", "0", "-bg", "black", "-fg", "white",
             "-ti", "vt340", "-xrm", "XTerm*numColorRegisters: 256", "-e", "sh", "-c", command],
            env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            for _ in range(300):
                if os.path.exists(done):
                    break
                time.sleep(0.1)
            else:
                raise SystemExit("xterm-sixel: gifsearch did not finish in xterm within 30 s")
            status = open(done).read().strip()
            if status != "0":
                raise SystemExit(f"xterm-sixel: gifsearch exited {status}: {open(work + '/stderr').read()}")
            time.sleep(1)
            shot = os.path.join(work, "screen.png")
            subprocess.run(["import", "-display", display, "-window", "root", shot], check=True, env=environment)
        finally:
            terminal.kill()
        subprocess.run([CONVERT, shot, os.path.join(work, "screen.ppm")], check=True)
        screen = read_ppm(os.path.join(work, "screen.ppm"))
        reference = read_ppm(os.path.join(work, "reference.ppm"))
        # The picture starts at the top-left cell; a few pixels of slack for xterm's borders.
        best = max((psnr(screen, reference, left, top), left, top) for left in range(0, 5) for top in range(0, 5))
        if keep:
            width, height = reference[0], reference[1]
            subprocess.run([CONVERT, shot, "-crop", f"{width * 3}x{height + 40}+0+0", "+repage", keep], check=True)
        print(f"xterm-sixel: the picture at {best[1]},{best[2]} matches the frame at {best[0]:.1f} dB PSNR "
              f"(needs {THRESHOLD_DB:.0f})")
        return 0 if best[0] >= THRESHOLD_DB else 1
    finally:
        server.kill()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
