"""The checks `make test-clipboard` makes on either desktop (X11 or Wayland): copying, pasting into
Chromium, and the hotkey popup with the picker. `desktop` is the side's X11Desktop or
WaylandDesktop: its session, the types and text/uri-list the clipboard offers, a key pressed in a
window, and the clipboard taken by another program."""
import json
import os
import subprocess
import time
import urllib.parse
import urllib.request

from harness.wait import wait_for


def served_bytes(trial, session, gif_id=None):
    """The bytes the fixture serves for the URL of the GIF `gif_id` (the trial's when not given);
    empty when it has none."""
    gif_id = gif_id or trial.gif_id
    shown = session.run([trial.gifsearch, "show", "--format", "url", gif_id])
    url = shown.stdout.decode().strip()
    if not url.startswith("http://"):
        print("  no URL for %s: %s" % (gif_id, shown.stderr.decode().strip()))
        return b""
    with urllib.request.urlopen(url) as response:
        return response.read()


def check_copy(trial, label, desktop):
    """`copy <id>` returns at once in $(...) and a pipe; the clipboard holds the file's URI.
    Returns the copied file's path and the served GIF's bytes, or None when copy hung."""
    session, gifsearch, gif_id = desktop.session, trial.gifsearch, trial.gif_id
    expected = served_bytes(trial, session)
    started = time.monotonic()
    try:
        captured = session.run(["bash", "-c", 'x=$("$0" copy "$1") && echo "$x"', gifsearch, gif_id], timeout=20)
        piped = session.run(["bash", "-c", '"$0" copy "$1" | cat', gifsearch, gif_id], timeout=20)
    except subprocess.TimeoutExpired:
        trial.check(label + ": copy returns inside $(...) and a pipe", False, "timed out")
        return None
    trial.check(label + ": copy returns inside $(...) and a pipe",
                captured.returncode == 0 and piped.returncode == 0,
                "%s %s" % (captured.stderr.decode(), piped.stderr.decode()))
    path = captured.stdout.decode().strip()
    trial.check(label + ": it prints the copied file", path.endswith("/copied/giphy-%s.gif" % gif_id), path)
    print("  %s: two copies took %.2f s" % (label, time.monotonic() - started))
    types = desktop.types()
    trial.check(label + ": the clipboard offers text/uri-list", "text/uri-list" in types, repr(types))
    uris = desktop.uri_list()
    expected_uri = "file://" + urllib.parse.quote(path) + "\r\n"
    trial.check(label + ": text/uri-list is the file's URI", uris == expected_uri, repr(uris))
    with open(path, "rb") as copied:
        trial.check(label + ": the file holds the served GIF", copied.read() == expected and len(expected) > 0)
    return path, expected


def start_chromium(trial, session, page, data, extra):
    """Chromium showing `page` as an app, its profile in `data`, its log chromium.log in trial.out."""
    return session.start_logged(os.path.join(trial.out, "chromium.log"),
                                ["chromium", "--no-sandbox", "--no-first-run", "--disable-gpu",
                                 "--password-store=basic", "--user-data-dir=" + data, "--app=" + page.url] + extra)


def paste(page, paste_key):
    """What the page received from Ctrl-V, sent up to three times: a key may come before the
    window has the keyboard, and a loaded machine may drop one."""
    for _ in range(3):
        paste_key()
        report = page.report(seconds=5)
        if report is not None:
            return report
    return None


def check_chromium_paste(trial, label, desktop, page, expected, window=None):
    """A Chromium page's paste handler gets one image/gif file with the GIF's bytes; after
    `copy --as url`, only text (the control that shows the page can tell). Ctrl-V goes to
    `window` (X11's; Wayland's keys go where the focus is)."""
    session, gifsearch, gif_id = desktop.session, trial.gifsearch, trial.gif_id
    page.clear()
    session.run([gifsearch, "copy", gif_id])
    report = paste(page, lambda: desktop.press(window, "ctrl+v"))
    name = "giphy-%s.gif" % gif_id
    ok = (report is not None and [f["type"] for f in report["files"]] == ["image/gif"]
          and report["files"][0]["name"] == name and page.file(name) == expected)
    trial.check(label + ": Chromium pastes the GIF as one image/gif file", ok, repr(report))
    trial.checks.note(label + ": Chromium received", json.dumps(report))
    page.clear()
    url = session.run([gifsearch, "copy", "--as", "url", gif_id]).stdout.decode().strip()
    report = paste(page, lambda: desktop.press(window, "ctrl+v"))
    trial.check(label + ": after copy --as url Chromium pastes the URL and no file",
                report is not None and report["files"] == [] and report["text"] == url, repr(report))


def popup(trial, label, expected, desktop, terminal):
    """The popup runs `gifsearch pick --copy file cats`: Enter (sent until the results are in)
    closes it, and the first result's file is on the clipboard; in a second terminal running
    `gifsearch pick cats`, Ctrl-Y copies the file, the default on a desktop, and Escape closes
    it. `terminal.open(arguments)` opens a terminal running gifsearch with `arguments` (something
    with poll() and kill()); `terminal.window()` is its window once it shows."""
    desktop.take()
    process = terminal.open(["pick", "--copy", "file", "cats"])
    shown = wait_for(terminal.window, 20, 0.5)
    if not trial.check(label + ": the popup terminal opens", bool(shown)):
        process.kill()
        return
    first = "giphy-%s.gif" % trial.gif_id
    end = time.monotonic() + 30
    while process.poll() is None and time.monotonic() < end:
        desktop.press(shown, "Return")
        time.sleep(1)
    trial.check(label + ": the popup closes on Enter", process.poll() is not None)
    time.sleep(0.5)
    uris = desktop.uri_list()
    trial.check(label + ": after the popup the clipboard holds the first result's file",
                uris.strip().endswith("/" + first), repr(uris))
    if uris.startswith("file://"):
        with open(urllib.parse.unquote(uris.strip()[len("file://"):]), "rb") as copied:
            trial.check(label + ": the popup's file is the served GIF", copied.read() == expected)
    desktop.take()
    process = terminal.open(["pick", "cats"])
    shown = wait_for(terminal.window, 20, 0.5)
    if not shown:
        process.kill()
        trial.check(label + ": a second picker opens", False)
        return
    copied = None
    end = time.monotonic() + 30
    while copied is None and time.monotonic() < end:
        desktop.press(shown, "ctrl+y")
        copied = wait_for(lambda: desktop.uri_list().strip().endswith("/" + first) or None, 2, 0.2)
    trial.check(label + ": Ctrl-Y in the picker copies the file (the default on a desktop)", copied is True,
                repr(desktop.uri_list()))
    end = time.monotonic() + 15
    while process.poll() is None and time.monotonic() < end:
        desktop.press(shown, "Escape")
        wait_for(lambda: process.poll() is not None, 2)
    trial.check(label + ": Escape closes the picker", process.poll() is not None)
    if process.poll() is None:
        process.kill()
