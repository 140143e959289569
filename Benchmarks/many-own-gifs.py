#!/usr/bin/env python3
"""Writes COUNT small GIFs into FOLDER, as a person's folder of reaction GIFs looks to the index
without OCR: camera-style names (IMG_<date>_<n>.gif, giphy (n).gif) and three words each in a
comment, from a vocabulary of 3,000 made-up words and a few real ones, so that a word matches
about one GIF in a thousand and "cat" about one in fifty. Each GIF's bytes are its own.

Usage: many-own-gifs.py FOLDER COUNT"""
import os
import random
import struct
import sys


def gif(red, comment):
    """A 1x1 GIF89a with one colour and `comment` in a comment extension."""
    data = b"GIF89a" + struct.pack("<HHBBB", 1, 1, 0x80, 0, 0) + bytes([red, 0, 0, 0, 0, 0])
    text = comment.encode()
    data += b"\x21\xfe" + b"".join(bytes([len(text[i:i + 255])]) + text[i:i + 255]
                                    for i in range(0, len(text), 255)) + b"\x00"
    data += b"\x2c" + struct.pack("<HHHHB", 0, 0, 1, 1, 0) + b"\x02\x02\x44\x01\x00"
    return data + b"\x3b"


def main():
    folder, count = sys.argv[1], int(sys.argv[2])
    rng = random.Random(46)
    syllables = ["ka", "lo", "mi", "ru", "te", "sa", "no", "fi", "ga", "be",
                 "zu", "pa", "do", "ri", "ve", "ku", "ma", "to", "ne", "li"]
    made_up = sorted({"".join(rng.choice(syllables) for _ in range(rng.randint(2, 4))) for _ in range(3400)})
    vocabulary = made_up[:3000]
    common = ["cat", "dog", "party", "monday", "fine", "wait", "yes", "no", "wow", "sad", "happy", "dance", "coffee"]
    os.makedirs(folder, exist_ok=True)
    for n in range(count):
        words = rng.sample(vocabulary, 2) + [rng.choice(common) if rng.random() < 0.3 else rng.choice(vocabulary)]
        name = f"IMG_2024{1 + n % 12:02d}{1 + n % 28:02d}_{n:05d}.gif" if n % 3 else f"giphy ({n}).gif"
        with open(os.path.join(folder, name), "wb") as file:
            file.write(gif(n % 256, " ".join(words)))


main()
