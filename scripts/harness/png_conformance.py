"""Checks `gifsearch frames --format png --frame K` over the GIF suites with defined output:
each PNG, decoded here (zlib and PNG's row filters, independent of libpng), must hold exactly
our composited RGBA frame (checked against the suites' CRCs by conformance.py), and is compared
with ImageMagick's own `-coalesce` of the GIF, fully transparent pixels counting as equal
whatever colour they carry.

Usage: python3 -m harness.png_conformance GIFSEARCH_BINARY SUITE_DIR [MAX_FRAMES_PER_FILE]
Exits 1 if a PNG does not read back as our frame, or if ImageMagick disagrees on a file that is
not listed as disagreeing for a known reason.
"""
import concurrent.futures
import json
import os
import pathlib
import struct
import subprocess
import sys
import tempfile
import zlib

CONVERT = "/usr/bin/convert"


def rgba_of(source, *options):
    if not os.path.exists(CONVERT):
        return None
    result = subprocess.run([CONVERT, source, *options, "-depth", "8", "rgba:-"], capture_output=True, timeout=120)
    return result.stdout if result.returncode == 0 else None


def decode_png(data):
    """The RGBA8 pixels of a non-interlaced 8-bit RGBA PNG, or None for anything else."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        return None
    offset, idat, header = 8, b"", None
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if zlib.crc32(kind + body) != struct.unpack(">I", data[offset + 8 + length:offset + 12 + length])[0]:
            return None
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        offset += 12 + length
    if not header or header[2:] != (8, 6, 0, 0, 0):
        return None
    width, height = header[:2]
    raw, stride, out, previous = zlib.decompress(idat), width * 4, bytearray(), bytearray(width * 4)
    for row in range(height):
        kind, line = raw[row * (stride + 1)], bytearray(raw[row * (stride + 1) + 1:(row + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - 4] if i >= 4 else 0
            up, corner = previous[i], previous[i - 4] if i >= 4 else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 0xFF
        out += line
        previous = line
    return bytes(out)


def normalised(pixels):
    """Fully transparent pixels as 0,0,0,0: their colour is not part of the picture."""
    out = bytearray(pixels)
    for i in range(0, len(out), 4):
        if out[i + 3] == 0:
            out[i:i + 4] = b"\0\0\0\0"
    return bytes(out)


def check(binary, suite, most, work, name, facts):
    """One file's first `most` frames as PNGs: (frames checked, read back exactly, the frames
    that did not, whether ImageMagick agrees), or None where gifsearch cannot read the file."""
    path = os.path.join(suite, name)
    width, height = facts["canvas"]
    frames = subprocess.run([binary, "frames", "--format", "rgba", path], capture_output=True, timeout=120)
    if frames.returncode != 0:
        return None  # giflib's own limits: conformance.py reports these
    size = width * height * 4
    coalesced = rgba_of(path, "-coalesce")
    checked, exact, broken, file_agrees = 0, 0, [], True
    for index in range(min(most, len(facts["composited_crc32"]))):
        png = os.path.join(work, "%s-%d.png" % (name.replace("/", "_"), index))
        with open(png, "wb") as out:
            written = subprocess.run(
                [binary, "frames", "--format", "png", "--frame", str(index), path], stdout=out, timeout=120)
        checked += 1
        ours = frames.stdout[index * size:(index + 1) * size]
        if written.returncode != 0 or decode_png(pathlib.Path(png).read_bytes()) != ours:
            broken.append("%s[%d]" % (name, index))
            continue
        exact += 1
        theirs = coalesced[index * size:(index + 1) * size] if coalesced else None
        if theirs is None or normalised(theirs) != normalised(ours):
            file_agrees = False
    return checked, exact, broken, file_agrees


def main():
    binary, suite = sys.argv[1], sys.argv[2]
    most = int(sys.argv[3]) if len(sys.argv) > 3 else 4
    with open(os.path.join(suite, "expected.json")) as file:
        expected = json.load(file)
    files = [(name, facts) for name, facts in sorted(expected.items())
             if not name.startswith("_") and "composited_crc32" in facts]
    checked, exact, agree, disagree, broken = 0, 0, [], [], []
    # The files are checked side by side, in processes of their own (the PNG decoding here is
    # Python's own work), and reported in order.
    with tempfile.TemporaryDirectory() as work, concurrent.futures.ProcessPoolExecutor(os.cpu_count()) as pool:
        jobs = [pool.submit(check, binary, suite, most, work, name, facts) for name, facts in files]
        for (name, _), job in zip(files, jobs, strict=True):
            outcome = job.result()
            if outcome is None:
                continue
            file_checked, file_exact, file_broken, file_agrees = outcome
            checked, exact = checked + file_checked, exact + file_exact
            broken += file_broken
            (agree if file_agrees else disagree).append(name)
    for name in broken:
        print("PNG WRONG     %s: does not read back as the composited frame" % name)
    for name in disagree:
        print("IMAGEMAGICK   %s: its -coalesce differs" % name)
    print()
    print("PNG frames: %d of %d read back exactly as our composited frames" % (exact, checked))
    print("files: %d agree with ImageMagick's -coalesce, %d differ" % (len(agree), len(disagree)))
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
