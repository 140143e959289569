"""Seed corpora for `make fuzz`, one directory per target under OUT.

usage: python3 -m harness.fuzz_seeds FIXTURE_SERVER OUT [GIF_SUITE]

Giphy and KLIPY JSON come from the fixture server's endpoints (answers and error bodies); GIFs
are the fixture's media, made by gifsearch's own encoder, plus the conformance suites' files of
at most 64 KiB when GIF_SUITE is given; titles come from that JSON, with hostile ones added;
keys are the sequences terminals send; configs are the file's forms.
"""
import json
import pathlib
import sys
import urllib.error
import urllib.request

from harness.fixture_server import FixtureServer

GIPHY = [
    "/v1/gifs/search?q=cats&limit=5", "/v1/gifs/search?q=dog&limit=3&offset=2", "/v1/stickers/search?q=cat",
    "/v1/gifs/trending?limit=4", "/v1/gifs/random?tag=cat", "/v1/gifs/translate?s=hello",
    "/v1/gifs/search/tags?q=ca", "/v1/trending/searches", "/v1/gifs/search?q=zzzznothing",
]
KLIPY = [
    "/v2/search?q=cats&limit=5", "/v2/featured?limit=3", "/v2/search?q=cat&searchfilter=sticker",
    "/v2/autocomplete?q=c", "/v2/trending_terms", "/v2/search", "/v2/nothing",
]
KEYS = [
    b"\x1b[A\x1b[B\x1b[C\x1b[D", b"\x1bOA\x1bOB", b"\x1b[H\x1b[F\x1b[1~\x1b[4~", b"\x1b[5~\x1b[6~\x1b[3~",
    b"\x1bOP\x1bOQ\x1b[15~\x1b[24~", b"\x1b[1;5A\x1b[1;2B", b"\t\r\x7f\x03\x04", b"\x1b", b"\x1bx",
    "cats é 猫 🐈".encode(), b"\x1b[200~pasted \x1b[A text\x1b[201~q", b"\x1b[<0;10;5M\x1b[<0;10;5m",
    b"\x1b[?62;4c", b"\x1b[12;", b"\xe7\x8c", b"\xff\xfe",
]
HOSTILE_TITLES = [
    b"cat\x1b]0;pwned\x07 title", b"\x1b[2J\x1b[H clear", b"a\xc2\x9b31mb", b"tab\tand\nnewline\r",
    b"\x1b]8;;http://x\x1b\\link\x1b]8;;\x1b\\", b"\x1bPq#0;2;0;0;0\x1b\\", b"\x00\x01\x7f\x1b", "é\u0301 猫".encode(),
]
CONFIGS = [
    b"api_key = abc\nprovider = klipy\n", b"# comment\n klipy_api_key='k' \ncache_max_mb = 16\n",
    b'api_key = "quoted"\r\napi_key = second\n', b"=\n = x\nname =\n\n#a=b\n", b"provider=giphy",
]


def fetch(base, path, key_name, key):
    joiner = "&" if "?" in path else "?"
    url = f"{base}{path}{joiner}{key_name}={key}" if key else f"{base}{path}"
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.read()
    except urllib.error.HTTPError as error:
        return error.read()


def write(directory, name, data):
    directory.mkdir(parents=True, exist_ok=True)
    (directory / name).write_bytes(data)


def main():
    server_bin, out = sys.argv[1], pathlib.Path(sys.argv[2])
    suite = pathlib.Path(sys.argv[3]) if len(sys.argv) > 3 else None
    with FixtureServer(server_bin) as server:
        seed(server.url, out, suite)


def seed(base, out, suite):
    gif_urls, titles = [], []
    for index, path in enumerate(GIPHY):
        for variant, key in (("", "fixture-key"), ("-badkey", "wrong"), ("-nokey", "")):
            body = fetch(base, path, "api_key", key)
            write(out / "giphy-json", f"{index}{variant}.json", body)
        answer = json.loads(fetch(base, path, "api_key", "fixture-key"))
        gifs = answer.get("data") if isinstance(answer.get("data"), list) else [answer.get("data")]
        for gif in filter(lambda g: isinstance(g, dict), gifs):
            titles.append(gif.get("title", "").encode())
            images = gif.get("images") or {}
            gif_urls += [images[name]["url"] for name in ("preview_gif", "fixed_width_small") if name in images]
    for index, path in enumerate(KLIPY):
        for variant, key in (("", "fixture-klipy-key"), ("-badkey", "wrong"), ("-nokey", "")):
            write(out / "klipy-json", f"{index}{variant}.json", fetch(base, path, "key", key))
    gifs = [fetch(base, url[len(base):], "", "") for url in sorted(set(gif_urls))[:24]]
    if suite and suite.is_dir():
        gifs += [p.read_bytes() for p in sorted(suite.rglob("*.gif")) if p.stat().st_size <= 65536]
    for index, gif in enumerate(gifs):
        write(out / "gif", f"{index}.gif", gif)
        write(out / "kitty", f"{index}", bytes([index % 64]) + gif)
        write(out / "sixel", f"{index}", bytes([(index * 37) % 256, index % 64]) + gif)
    for index, keys in enumerate(KEYS):
        write(out / "keys", f"{index}", bytes([index % 32]) + keys)
    for index, title in enumerate(titles + HOSTILE_TITLES):
        write(out / "terminal-text", f"{index}", title)
    for index, config in enumerate(CONFIGS):
        write(out / "config", f"{index}", config)
    counts = {d.name: len(list(d.iterdir())) for d in sorted(out.iterdir())}
    print("fuzz seeds:", ", ".join(f"{name} {count}" for name, count in counts.items()), file=sys.stderr)


if __name__ == "__main__":
    main()
