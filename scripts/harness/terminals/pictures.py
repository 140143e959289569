"""Pictures for `make test-terminals`: the numbered test GIF, screenshots as RGB pixels, where a
picture is on a screenshot, which frame it shows, and how close it is to a reference."""
import colorsys
import math
import os
import subprocess
import tempfile
from collections import deque

CONVERT = "/usr/bin/convert"

# The numbered GIF: FRAMES frames of WIDTH x HEIGHT (aspect 1.6), each DELAY_CS hundredths of a
# second. Top to bottom: a band in the frame's own colour, a bar of FRAMES segments of which the
# first n are lit on frame n, and a pattern of 192 colours (red across, green down, blue in a
# 4-pixel checker). No colour is near black or grey-dark, so every pixel differs from a
# terminal's background.
FRAMES = 20
WIDTH, HEIGHT = 240, 150
DELAY_CS = 8
BAND_ROWS = range(0, 48)
BAR_ROWS = range(48, 72)
SEGMENT = WIDTH // FRAMES
LIT, UNLIT, GAP = (240, 240, 240), (80, 80, 80), (144, 144, 144)


class Image:
    """An RGB picture: width, height and 3 bytes a pixel, row by row."""

    def __init__(self, width, height, pixels):
        self.width, self.height, self.pixels = width, height, bytes(pixels)

    @staticmethod
    def read(path):
        """Any picture ImageMagick reads (frame 0 of a GIF with `file.gif[0]`)."""
        return Image.from_ppm(subprocess.run([CONVERT, path, "-alpha", "off", "ppm:-"], check=True,
                                             capture_output=True).stdout)

    @staticmethod
    def from_ppm(data):
        """Parses a binary 8-bit PPM as ImageMagick writes it."""
        fields, position = [], 0
        while len(fields) < 4:
            while data[position:position + 1].isspace():
                position += 1
            start = position
            while not data[position:position + 1].isspace():
                position += 1
            fields.append(data[start:position])
        if fields[0] != b"P6" or fields[3] != b"255":
            raise ValueError("not an 8-bit binary PPM")
        width, height = int(fields[1]), int(fields[2])
        return Image(width, height, data[position + 1:position + 1 + width * height * 3])

    def ppm(self):
        """The picture as a binary PPM."""
        return b"P6\n%d %d\n255\n" % (self.width, self.height) + self.pixels

    def save(self, path):
        """Writes the picture in the format path's extension names."""
        subprocess.run([CONVERT, "ppm:-", path], input=self.ppm(), check=True)

    def pixel(self, x, y):
        """The (r, g, b) at x, y."""
        offset = (y * self.width + x) * 3
        return tuple(self.pixels[offset:offset + 3])

    def crop(self, box):
        """The part of the picture inside box."""
        rows = (self.pixels[((box.top + y) * self.width + box.left) * 3:
                            ((box.top + y) * self.width + box.right) * 3] for y in range(box.height))
        return Image(box.width, box.height, b"".join(rows))

    def mean(self, left, top, right, bottom):
        """The mean colour of the pixels in [left, right) x [top, bottom)."""
        sums, count = [0, 0, 0], 0
        for y in range(top, bottom):
            row = self.pixels[(y * self.width + left) * 3:(y * self.width + right) * 3]
            for channel in range(3):
                sums[channel] += sum(row[channel::3])
            count += right - left
        return tuple(total / count for total in sums)

    def area_scaled(self, width, height):
        """The picture scaled to width x height by area averaging in linear light, as gifsearch
        scales (ImageMagick's -scale, which weighs pixels by the area they cover, between
        -colorspace RGB and sRGB)."""
        scaled = subprocess.run([CONVERT, "ppm:-", "-colorspace", "RGB", "-scale", f"{width}x{height}!",
                                 "-colorspace", "sRGB", "ppm:-"],
                                input=self.ppm(), check=True, capture_output=True).stdout
        return Image.from_ppm(scaled)


class Box:
    """A rectangle of pixels: left and top included, right and bottom not."""

    def __init__(self, left, top, right, bottom):
        self.left, self.top, self.right, self.bottom = left, top, right, bottom

    @property
    def width(self):
        return self.right - self.left

    @property
    def height(self):
        return self.bottom - self.top

    def contains(self, x, y):
        return self.left <= x < self.right and self.top <= y < self.bottom

    def __str__(self):
        return f"{self.width}x{self.height} at {self.left},{self.top}"


def frame_colour(number):
    """Frame number's band colour (1-based): hues 18 degrees apart, every other one darker, so
    that neighbouring frames differ most."""
    hue = (number - 1) / FRAMES
    value = 1.0 if number % 2 else 0.7
    return tuple(round(channel * 255) for channel in colorsys.hsv_to_rgb(hue, 1.0, value))


def numbered_frame(number):
    """Frame number (1-based) of the numbered GIF."""
    rows = []
    for y in range(HEIGHT):
        row = bytearray()
        for x in range(WIDTH):
            if y in BAND_ROWS:
                colour = frame_colour(number)
            elif y in BAR_ROWS:
                inside = x % SEGMENT not in (0, SEGMENT - 1) and y not in (BAR_ROWS[0], BAR_ROWS[-1])
                colour = (LIT if x // SEGMENT < number else UNLIT) if inside else GAP
            else:
                red = 70 + 185 * (x // 20) // 11
                green = 70 + 185 * ((y - BAR_ROWS[-1] - 1) // 10) // 7
                colour = (red, green, 90 if (x // 4 + y // 4) % 2 else 210)
            row += bytes(colour)
        rows.append(bytes(row))
    return Image(WIDTH, HEIGHT, b"".join(rows))


def write_numbered_gif(path):
    """Writes the numbered GIF, looping forever, with ImageMagick: every frame has fewer than 256
    colours, so none is quantised or dithered."""
    with tempfile.TemporaryDirectory(prefix="numbered-") as folder:
        names = []
        for number in range(1, FRAMES + 1):
            names.append(os.path.join(folder, f"{number:02}.ppm"))
            with open(names[-1], "wb") as file:
                file.write(numbered_frame(number).ppm())
        subprocess.run([CONVERT, "-delay", str(DELAY_CS), "-loop", "0", *names, path], check=True)


def psnr(image, reference):
    """Peak signal-to-noise ratio in dB between two pictures of one size."""
    squares = sum((a - b) * (a - b) for a, b in zip(image.pixels, reference.pixels, strict=True))
    mean = squares / len(reference.pixels)
    return math.inf if mean == 0 else 10 * math.log10(255 * 255 / mean)


def changed(shot, baseline, threshold=24):
    """The pixels (x, y) where shot differs from baseline by more than threshold in a channel."""
    pixels = set()
    stride = shot.width * 3
    for y in range(shot.height):
        row, before = shot.pixels[y * stride:(y + 1) * stride], baseline.pixels[y * stride:(y + 1) * stride]
        if row == before:
            continue
        for x in range(shot.width):
            if max(abs(row[x * 3 + c] - before[x * 3 + c]) for c in range(3)) > threshold:
                pixels.add((x, y))
    return pixels


def components(pixels):
    """The 4-connected parts of a set of pixels, largest first."""
    left, parts = set(pixels), []
    while left:
        seed = left.pop()
        part, queue = {seed}, deque([seed])
        while queue:
            x, y = queue.popleft()
            for neighbour in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if neighbour in left:
                    left.remove(neighbour)
                    part.add(neighbour)
                    queue.append(neighbour)
        parts.append(part)
    return sorted(parts, key=len, reverse=True)


def bounds(pixels):
    """The smallest Box holding every pixel of a non-empty set."""
    xs, ys = [x for x, _ in pixels], [y for _, y in pixels]
    return Box(min(xs), min(ys), max(xs) + 1, max(ys) + 1)


def locate(changes):
    """Where the picture is among the changed pixels: the largest connected part, less any rows
    and columns it fills less than half as much as its fullest (text that touches the picture
    is sparse, a picture is solid). None when nothing changed."""
    if not changes:
        return None
    part = components(changes)[0]
    columns, rows = {}, {}
    for x, y in part:
        columns[x] = columns.get(x, 0) + 1
        rows[y] = rows.get(y, 0) + 1
    solid_columns = [x for x, count in columns.items() if count * 2 >= max(columns.values())]
    solid_rows = [y for y, count in rows.items() if count * 2 >= max(rows.values())]
    return Box(min(solid_columns), min(solid_rows), max(solid_columns) + 1, max(solid_rows) + 1)


def half_cells(shot, box, cell_width, cell_height):
    """The colours of the half cells a picture drawn in half blocks covers: one colour per half
    cell, the mean of its middle (a cell's edges may blend with its neighbours)."""
    columns = max(1, round(box.width / cell_width))
    halves = max(1, round(box.height * 2 / cell_height))
    width, height = box.width / columns, box.height / halves
    pixels = bytearray()
    for row in range(halves):
        top = box.top + int(row * height + height / 4)
        bottom = max(top + 1, box.top + int((row + 1) * height - height / 4))
        for column in range(columns):
            left = box.left + int(column * width + width / 4)
            right = max(left + 1, box.left + int((column + 1) * width - width / 4))
            pixels += bytes(round(channel) for channel in shot.mean(left, top, right, bottom))
    return Image(columns, halves, pixels)


def identify_frame(shot, box):
    """Which frame of the numbered GIF the picture in box shows: (number by the band's colour,
    lit segments of the bar). The two agree on a whole frame."""
    def at(x, y):
        return box.left + int(x * box.width / WIDTH), box.top + int(y * box.height / HEIGHT)

    left, top = at(WIDTH / 4, BAND_ROWS[-1] / 4)
    right, bottom = at(WIDTH * 3 / 4, BAND_ROWS[-1] * 3 / 4)
    band = shot.mean(left, top, right, bottom)
    number = min(range(1, FRAMES + 1),
                 key=lambda n: sum((a - b) ** 2 for a, b in zip(band, frame_colour(n), strict=True)))
    threshold = (sum(LIT) + sum(UNLIT)) / 2
    lit = sum(1 for segment in range(FRAMES)
              if sum(shot.pixel(*at(segment * SEGMENT + SEGMENT / 2, (BAR_ROWS[0] + BAR_ROWS[-1]) / 2))) > threshold)
    return number, lit
