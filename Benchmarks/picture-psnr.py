#!/usr/bin/env python3
"""PSNR of a terminal picture against a GIF's first frame: the picture (a sixel image, decoded by
libsixel's sixel2png, or a kitty image, decoded from its APC chunks here) is compared with the
frame as ImageMagick composites it, resized (box filter) to the picture's size when the tool
drew it at another size. Usage: picture-psnr.py sixel|kitty PICTURE GIF"""
import base64
import math
import pathlib
import re
import subprocess
import sys
import zlib

CONVERT = "/usr/bin/convert"


def rgb(source, *options):
    """Width, height and 8-bit RGB bytes of an image file, through ImageMagick."""
    size = subprocess.run([CONVERT, source, *options, "-format", "%w %h", "info:"], capture_output=True,
                          check=True).stdout.split()
    data = subprocess.run([CONVERT, source, *options, "-depth", "8", "rgb:-"], capture_output=True, check=True).stdout
    return int(size[0]), int(size[1]), data


def kitty_first_image(path):
    """The first kitty image in a file of APC commands, as a PPM written beside it."""
    text = pathlib.Path(path).read_bytes().decode("latin-1")
    keys, raw = None, b""
    for control, data in re.findall(r"\x1b_G([^;\x1b]*);?([^\x1b]*)\x1b\\", text):
        fields = dict(pair.split("=", 1) for pair in control.split(",") if "=" in pair)
        if keys is None and "f" in fields:
            keys = fields
        if keys is not None:
            raw += base64.b64decode(data)  # chunk by chunk: each may carry its own padding
            if fields.get("m", "0") == "0":
                break
    if keys.get("o") == "z":
        raw = zlib.decompress(raw)
    width, height, channels = int(keys["s"]), int(keys["v"]), int(keys["f"]) // 8
    pixels = bytearray()
    for index in range(width * height):
        pixels += raw[index * channels:index * channels + 3]
    out = path + ".ppm"
    with open(out, "wb") as file:
        file.write(b"P6 %d %d 255\n" % (width, height) + bytes(pixels))
    return out


def main():
    kind, picture, gif = sys.argv[1:4]
    if kind == "sixel":
        png = picture + ".png"
        subprocess.run(["sixel2png", "-i", picture, "-o", png], check=True)
        picture = png
    else:
        picture = kitty_first_image(picture)
    width, height, drawn = rgb(picture)
    _, _, wanted = rgb(gif + "[0]", "-filter", "box", "-resize", f"{width}x{height}!")
    error = sum((a - b) * (a - b) for a, b in zip(drawn, wanted, strict=True)) / len(wanted)
    print(f"{width}×{height} " + ("lossless" if error == 0 else f"{10 * math.log10(255 * 255 / error):.1f} dB"))


if __name__ == "__main__":
    main()
