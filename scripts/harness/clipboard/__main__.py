"""Copying into the conversation, proven with real clipboards and real applications.

On X11 (Xvfb, xclip) and on Wayland (sway with its headless backend, wl-clipboard, run as an
unprivileged user): `gifsearch copy <id>` returns at once, even inside $(...) and a pipe; the
clipboard offers text/uri-list with the file:// URI of a file holding the served GIF's bytes; a
Chromium page's paste handler receives one image/gif file with those bytes (and, as a control,
only text after `copy --as url`); on X11 a file manager (pcmanfm) pastes the file into a folder;
the hotkey popup of the README (a terminal running `gifsearch pick --copy file`, started on
Wayland by sway's key binding) closes on Enter and leaves the GIF on the clipboard; the picker's
Ctrl-Y copies the file. Writes a summary to .build/clipboard/summary.txt.

Usage: python3 -m harness.clipboard --gifsearch BIN --server BIN [--only x11|wayland]
"""
import argparse
import http.server
import json
import os
import pathlib
import pwd
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import urllib.request

from harness.fixture_server import FixtureServer
from harness.summary import write_summary
from harness.wait import wait_for

PASTE_PAGE = b"""<!doctype html><html><body><h1 id=s>paste here</h1><script>
document.addEventListener('paste', async (e) => {
  const files = Array.from(e.clipboardData.files);
  const report = {types: Array.from(e.clipboardData.types),
    files: files.map(f => ({name: f.name, type: f.type, size: f.size})),
    text: e.clipboardData.getData('text/plain')};
  for (const f of files) {
    await fetch('/file?name=' + encodeURIComponent(f.name), {method: 'POST', body: await f.arrayBuffer()});
  }
  await fetch('/report', {method: 'POST', body: JSON.stringify(report)});
  document.getElementById('s').textContent = 'pasted';
});
</script></body></html>"""

USER = "gifsearch-clipboard"
results = []


def check(name, ok, detail=""):
    results.append((name, ok, detail))
    print(("PASS " if ok else "FAIL ") + name + (": " + detail if detail and not ok else ""), flush=True)
    return ok


class PastePage:
    """The page Chromium shows, and what its paste handler posts back."""

    def __init__(self, folder):
        self.folder = folder
        page = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                self.send_response(200)
                self.send_header("Content-Type", "text/html")
                self.send_header("Content-Length", str(len(PASTE_PAGE)))
                self.end_headers()
                self.wfile.write(PASTE_PAGE)

            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                url = urllib.parse.urlparse(self.path)
                if url.path == "/report":
                    name = "report.json"
                else:
                    name = "file-" + os.path.basename(urllib.parse.parse_qs(url.query)["name"][0])
                with open(os.path.join(page.folder, name), "wb") as out:
                    out.write(body)
                self.send_response(204)
                self.end_headers()

            def log_message(self, *arguments):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = "http://127.0.0.1:%d/" % self.server.server_address[1]

    def clear(self):
        for name in os.listdir(self.folder):
            os.remove(os.path.join(self.folder, name))

    def report(self, seconds=15):
        path = os.path.join(self.folder, "report.json")
        if not wait_for(lambda: os.path.exists(path), seconds):
            return None
        with open(path) as report:
            return json.load(report)

    def file(self, name):
        with open(os.path.join(self.folder, "file-" + name), "rb") as pasted:
            return pasted.read()


def as_user(account, command):
    """`command` run as `account` (a pwd entry; `None`: as this process), with no way back to
    root: sway refuses to start otherwise."""
    if account is None:
        return command
    return ["setpriv", "--reuid=%d" % account.pw_uid, "--regid=%d" % account.pw_gid, "--clear-groups"] + command


class Session:
    """gifsearch and the clipboard tools in one desktop session, as one user."""

    def __init__(self, environment, account=None):
        self.environment = environment
        self.account = account

    def run(self, command, timeout=30, **options):
        return subprocess.run(as_user(self.account, command), env=self.environment, timeout=timeout,
                              capture_output=True, **options)

    def start_logged(self, log, command):
        with open(log, "a") as out:
            return subprocess.Popen(as_user(self.account, command), env=self.environment, stdout=out, stderr=out,
                                    start_new_session=True)

    def start(self, command, **options):
        return subprocess.Popen(as_user(self.account, command), env=self.environment, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL, start_new_session=True, **options)


def served_bytes(session, gifsearch, gif_id):
    """The bytes the fixture serves for `gif_id`'s URL (empty when it has none)."""
    shown = session.run([gifsearch, "show", "--format", "url", gif_id])
    url = shown.stdout.decode().strip()
    if not url.startswith("http://"):
        print("  no URL for %s: %s" % (gif_id, shown.stderr.decode().strip()))
        return b""
    with urllib.request.urlopen(url) as response:
        return response.read()


def check_copy(label, session, gifsearch, gif_id, paste_types, paste_uri_list):
    """`copy <id>` returns at once in $(...) and a pipe; the clipboard holds the file's URI."""
    expected = served_bytes(session, gifsearch, gif_id)
    started = time.monotonic()
    try:
        captured = session.run(["bash", "-c", 'x=$("$0" copy "$1") && echo "$x"', gifsearch, gif_id], timeout=20)
        piped = session.run(["bash", "-c", '"$0" copy "$1" | cat', gifsearch, gif_id], timeout=20)
    except subprocess.TimeoutExpired:
        return check(label + ": copy returns inside $(...) and a pipe", False, "timed out")
    check(label + ": copy returns inside $(...) and a pipe",
          captured.returncode == 0 and piped.returncode == 0,
          "%s %s" % (captured.stderr.decode(), piped.stderr.decode()))
    path = captured.stdout.decode().strip()
    check(label + ": it prints the copied file", path.endswith("/copied/giphy-%s.gif" % gif_id), path)
    print("  %s: two copies took %.2f s" % (label, time.monotonic() - started))
    types = paste_types()
    check(label + ": the clipboard offers text/uri-list", "text/uri-list" in types, repr(types))
    uris = paste_uri_list()
    expected_uri = "file://" + urllib.parse.quote(path) + "\r\n"
    check(label + ": text/uri-list is the file's URI", uris == expected_uri, repr(uris))
    with open(path, "rb") as copied:
        check(label + ": the file holds the served GIF", copied.read() == expected and len(expected) > 0)
    return path, expected


def paste(page, paste_key):
    """What the page received from Ctrl-V, sent up to three times: a key may come before the
    window has the keyboard, and a loaded machine may drop one."""
    for _ in range(3):
        paste_key()
        report = page.report(seconds=5)
        if report is not None:
            return report
    return None


def check_chromium_paste(label, session, gifsearch, gif_id, page, expected, paste_key):
    """A Chromium page's paste handler gets one image/gif file with the GIF's bytes; after
    `copy --as url`, only text (the control that shows the page can tell)."""
    page.clear()
    session.run([gifsearch, "copy", gif_id])
    report = paste(page, paste_key)
    name = "giphy-%s.gif" % gif_id
    ok = (report is not None and [f["type"] for f in report["files"]] == ["image/gif"]
          and report["files"][0]["name"] == name and page.file(name) == expected)
    check(label + ": Chromium pastes the GIF as one image/gif file", ok, repr(report))
    results.append((label + ": Chromium received", True, json.dumps(report)))
    page.clear()
    url = session.run([gifsearch, "copy", "--as", "url", gif_id]).stdout.decode().strip()
    report = paste(page, paste_key)
    check(label + ": after copy --as url Chromium pastes the URL and no file",
          report is not None and report["files"] == [] and report["text"] == url, repr(report))


def start_chromium(session, page, data, extra):
    return session.start_logged(os.path.join(summary_folder(), "chromium.log"),
                                ["chromium", "--no-sandbox", "--no-first-run", "--disable-gpu",
                                 "--password-store=basic", "--user-data-dir=" + data, "--app=" + page.url] + extra)


def start_xvfb():
    """Xvfb on a display number no other X server holds, and that display (None when it did not
    start). Not -displayfd: with it, Xvfb exited at its first reset (the last client leaving)."""
    number = next(n for n in range(90, 1000)
                  if not os.path.exists("/tmp/.X%d-lock" % n) and not os.path.exists("/tmp/.X11-unix/X%d" % n))
    xvfb = subprocess.Popen(["Xvfb", ":%d" % number, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if wait_for(lambda: xvfb.poll() is None and holds_lock(number, xvfb.pid)
                and accepts("/tmp/.X11-unix/X%d" % number), 10) is not True:
        return xvfb, None
    return xvfb, ":%d" % number


def holds_lock(number, pid):
    """Whether the X server with process id `pid` holds display `number`'s lock file."""
    try:
        with open("/tmp/.X%d-lock" % number) as lock:
            return lock.read().strip() == str(pid)
    except OSError:
        return False


def accepts(path):
    """Whether the Unix socket at `path` takes a connection."""
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
        try:
            probe.connect(path)
            return True
        except OSError:
            return False


def on_display(pattern, display):
    """The processes whose command line has `pattern` and whose DISPLAY is `display`."""
    found = []
    for pid in subprocess.run(["pgrep", "-f", pattern], capture_output=True).stdout.decode().split():
        try:
            with open("/proc/%s/environ" % pid, "rb") as environ:
                if ("DISPLAY=" + display).encode() in environ.read().split(b"\0"):
                    found.append(pid)
        except OSError:
            pass
    return found


def x11(args, work, environment, gif_id):
    xvfb, display = start_xvfb()
    processes = [xvfb]
    try:
        if not check("x11: Xvfb starts", display is not None):
            return
        session = Session(dict(environment, DISPLAY=display))

        def windows(name):
            return session.run(["xdotool", "search", "--onlyvisible", "--class", name]).stdout.split()

        def press(window, key):
            session.run(["xdotool", "windowfocus", "--sync", window[-1]])
            session.run(["xdotool", "key", "--window", window[-1], key])

        def xclip_out(target):
            return session.run(["xclip", "-selection", "clipboard", "-o", "-t", target]).stdout.decode()

        path, expected = check_copy("x11", session, args.gifsearch, gif_id, lambda: xclip_out("TARGETS").split(),
                                    lambda: xclip_out("text/uri-list"))
        gnome = xclip_out("x-special/gnome-copied-files")
        check("x11: the clipboard offers x-special/gnome-copied-files too",
              gnome == "copy\nfile://" + urllib.parse.quote(path), repr(gnome))

        def owners():
            return on_display("gifsearch clipboard-owner", display)

        before = owners()
        check("x11: gifsearch's own process owns the clipboard", len(before) == 1, repr(before))
        session.run(["bash", "-c", "echo taken | xclip -selection clipboard >/dev/null 2>&1"])
        check("x11: the owner exits when another program takes the clipboard",
              wait_for(lambda: not set(before) & set(owners()), 10) is True, repr(before))
        check("x11: the copied file outlives the owner", os.path.exists(path))

        page = PastePage(tempfile.mkdtemp(dir=work))
        chromium = start_chromium(session, page, os.path.join(work, "chromium-x11"), [])
        processes.append(chromium)
        window = wait_for(lambda: windows("chromium"), 30, 0.5)
        if not check("x11: Chromium shows the page", bool(window)):
            return
        time.sleep(2)

        check_chromium_paste("x11", session, args.gifsearch, gif_id, page, expected, lambda: press(window, "ctrl+v"))
        chromium.terminate()

        target = os.path.join(work, "pasted-by-pcmanfm")
        os.makedirs(target)
        session.run([args.gifsearch, "copy", gif_id])
        fm = session.start(["pcmanfm", target])
        processes.append(fm)
        fm_window = wait_for(lambda: windows("pcmanfm"), 20, 0.5)
        if check("x11: pcmanfm opens the folder", bool(fm_window)):
            time.sleep(1)
            press(fm_window, "ctrl+v")
            pasted = os.path.join(target, "giphy-%s.gif" % gif_id)
            check("x11: pcmanfm pastes the file into the folder",
                  wait_for(lambda: os.path.exists(pasted) and pathlib.Path(pasted).read_bytes() == expected,
                           15) is True,
                  repr(os.listdir(target)))
        fm.terminate()

        # The README's i3 recipe (xterm with the class i3 floats), its GNOME one (gnome-terminal,
        # here with a D-Bus session of its own) and its KDE one (konsole).
        for label, terminal, name in (
                ("x11, xterm", ["xterm", "-class", "gifsearch-popup", "-geometry", "100x30", "-e"], "gifsearch-popup"),
                ("x11, gnome-terminal", ["dbus-run-session", "--", "gnome-terminal", "--wait", "--"], "gnome-terminal"),
                ("x11, konsole", ["konsole", "-e"], "konsole")):
            def window(name=name):
                return windows(name)

            popup(session, args.gifsearch, gif_id, expected, label,
                  start=lambda arguments, terminal=terminal, window=window: WindowProcess(
                      session.start(terminal + [args.gifsearch] + arguments), window),
                  window=window,
                  keys=press,
                  uri_list=lambda: xclip_out("text/uri-list"), take=lambda: session.run(
                      ["bash", "-c", "echo taken | xclip -selection clipboard >/dev/null 2>&1"]))
    finally:
        for process in reversed(processes):
            process.terminate()
        if display:
            for pid in on_display("xclip -selection clipboard", display):
                subprocess.run(["kill", pid], capture_output=True)


class WindowProcess:
    """A terminal known by its window: gone when the window is (konsole may fork)."""

    def __init__(self, process, window):
        self.process = process
        self.window = window
        self.seen = False

    def poll(self):
        if self.window():
            self.seen = True
            return None
        return 0 if self.seen else None

    def kill(self):
        self.process.kill()


def popup(session, gifsearch, gif_id, expected, label, start, window, keys, uri_list, take):
    """The popup runs `gifsearch pick --copy file cats`: Enter (sent until the results are in)
    closes it, and the first result's file is on the clipboard; in a second terminal running
    `gifsearch pick cats`, Ctrl-Y copies the file, the default on a desktop, and Escape closes
    it. `start(arguments)` opens a terminal running gifsearch with `arguments`."""
    take()
    terminal = start(["pick", "--copy", "file", "cats"])
    shown = wait_for(window, 20, 0.5)
    if not check(label + ": the popup terminal opens", bool(shown)):
        terminal.kill()
        return
    first = "giphy-%s.gif" % gif_id
    end = time.monotonic() + 30
    while terminal.poll() is None and time.monotonic() < end:
        keys(shown, "Return")
        time.sleep(1)
    check(label + ": the popup closes on Enter", terminal.poll() is not None)
    time.sleep(0.5)
    uris = uri_list()
    check(label + ": after the popup the clipboard holds the first result's file", uris.strip().endswith("/" + first),
          repr(uris))
    if uris.startswith("file://"):
        with open(urllib.parse.unquote(uris.strip()[len("file://"):]), "rb") as copied:
            check(label + ": the popup's file is the served GIF", copied.read() == expected)
    take()
    terminal = start(["pick", "cats"])
    shown = wait_for(window, 20, 0.5)
    if not shown:
        terminal.kill()
        return check(label + ": a second picker opens", False)
    copied = None
    end = time.monotonic() + 30
    while copied is None and time.monotonic() < end:
        keys(shown, "ctrl+y")
        copied = wait_for(lambda: uri_list().strip().endswith("/" + first) or None, 2, 0.2)
    check(label + ": Ctrl-Y in the picker copies the file (the default on a desktop)", copied is True,
          repr(uri_list()))
    end = time.monotonic() + 15
    while terminal.poll() is None and time.monotonic() < end:
        keys(shown, "Escape")
        wait_for(lambda: terminal.poll() is not None, 2)
    check(label + ": Escape closes the picker", terminal.poll() is not None)
    if terminal.poll() is None:
        terminal.kill()


def wayland(args, work, environment, gif_id):
    if os.getuid() == 0:
        if subprocess.run(["id", USER], capture_output=True).returncode != 0:
            subprocess.run(["useradd", "--system", "--no-create-home", "--shell", "/usr/sbin/nologin", USER],
                           check=True)
        account = pwd.getpwnam(USER)
        user = account
    else:
        account = pwd.getpwuid(os.getuid())
        user = None
    home = os.path.join(work, "wayland-home")
    runtime = os.path.join(work, "wayland-runtime")
    for folder in (home, runtime):
        os.makedirs(folder, mode=0o700)
        os.chown(folder, account.pw_uid, account.pw_gid)
    config = os.path.join(work, "sway.config")
    with open(config, "w") as out:
        out.write("output HEADLESS-1 resolution 1280x800\n"
                  "# The README's recipe.\n"
                  "for_window [app_id=\"gifsearch-popup\"] floating enable, resize set 900 600\n"
                  "bindsym Mod4+g exec foot --app-id gifsearch-popup %s pick --copy file cats\n" % args.gifsearch)
    os.chmod(config, 0o644)
    base = dict(environment, HOME=home, XDG_RUNTIME_DIR=runtime, XDG_CACHE_HOME=home + "/cache",
                XDG_CONFIG_HOME=home + "/config", XDG_STATE_HOME=home + "/state", XDG_DATA_HOME=home + "/data")
    base.pop("DISPLAY", None)
    with open(os.path.join(summary_folder(), "sway.log"), "w") as sway_log:
        sway = subprocess.Popen(as_user(user, ["sway", "-c", config]), stdout=sway_log, stderr=sway_log,
                                env=dict(base, WLR_BACKENDS="headless", WLR_LIBINPUT_NO_DEVICES="1",
                                         WLR_RENDERER="pixman"))
    processes = [sway]
    try:
        sockets = wait_for(lambda: [n for n in os.listdir(runtime) if n.startswith("wayland-")
                                    and not n.endswith(".lock")], 15)
        if not check("wayland: sway starts headless as an unprivileged user", bool(sockets)):
            return
        session = Session(dict(base, WAYLAND_DISPLAY=sockets[0]), user)
        ipc = wait_for(lambda: [n for n in os.listdir(runtime) if n.startswith("sway-ipc")], 15)
        if not check("wayland: sway's IPC socket is there", bool(ipc)):
            return
        session.environment["SWAYSOCK"] = os.path.join(runtime, ipc[0])

        def wl_paste(*arguments):
            return session.run(["wl-paste", "--no-newline"] + list(arguments)).stdout.decode()

        path, expected = check_copy("wayland", session, args.gifsearch, gif_id,
                                    lambda: wl_paste("--list-types").split(), lambda: wl_paste("--type",
                                                                                               "text/uri-list"))
        page = PastePage(tempfile.mkdtemp(dir=work))
        os.chmod(page.folder, 0o777)
        chromium = start_chromium(session, page, os.path.join(home, "chromium"), ["--ozone-platform=wayland"])
        processes.append(chromium)

        def chromium_window():
            tree = session.run(["swaymsg", "-t", "get_tree"]).stdout.decode()
            return "\"app_id\": \"chrome" in tree or "\"app_id\": \"chromium" in tree

        if not check("wayland: Chromium shows the page", wait_for(chromium_window, 30, 0.5) is True,
                     session.run(["swaymsg", "-t", "get_tree"]).stdout.decode()[-1500:]):
            return
        time.sleep(2)
        check_chromium_paste("wayland", session, args.gifsearch, gif_id, page, expected,
                             lambda: session.run(["wtype", "-M", "ctrl", "v", "-m", "ctrl"]))
        chromium.terminate()
        wait_for(lambda: chromium.poll() is not None, 10)

        target = os.path.join(work, "pasted-on-wayland")
        os.makedirs(target)
        os.chown(target, account.pw_uid, account.pw_gid)
        # pcmanfm is an X11 program: sway starts it on Xwayland, which bridges the clipboard. The
        # GIF is copied once the window is there: Xwayland starts with the first X11 program, and
        # a selection set while it started did not always reach it (one CI run in many).
        session.run(["swaymsg", "exec", "pcmanfm " + target])
        if check("wayland: pcmanfm opens the folder (on Xwayland)", wait_for(
                lambda: '"class": "Pcmanfm"' in session.run(["swaymsg", "-t", "get_tree"]).stdout.decode(), 30,
                0.5) is True):
            session.run([args.gifsearch, "copy", gif_id])
            time.sleep(1)
            pasted = os.path.join(target, "giphy-%s.gif" % gif_id)
            for _ in range(3):  # The first key may come before the window has the keyboard.
                session.run(["swaymsg", '[class="Pcmanfm"] focus'])
                session.run(["wtype", "-M", "ctrl", "v", "-m", "ctrl"])
                if wait_for(lambda: os.path.exists(pasted), 5):
                    break
            check("wayland: pcmanfm pastes the file into the folder (from wl-copy's text/uri-list)",
                  wait_for(lambda: os.path.exists(pasted) and pathlib.Path(pasted).read_bytes() == expected,
                           10) is True,
                  repr(os.listdir(target)))
        session.run(["swaymsg", '[class="Pcmanfm"] kill'])

        def popup_window():
            return "gifsearch-popup" in session.run(["swaymsg", "-t", "get_tree"]).stdout.decode()

        def wtype_key(key):
            if key == "ctrl+y":
                return session.run(["wtype", "-M", "ctrl", "y", "-m", "ctrl"])
            return session.run(["wtype", "-k", key])

        class Binding:
            """The popup as a person opens it: the key sway binds, Super+G."""

            def poll(self):
                return None if popup_window() else 0

            def kill(self):
                session.run(["pkill", "-f", "foot --app-id gifsearch-popup"])

        def open_popup(arguments):
            if "--copy" in arguments:
                session.run(["wtype", "-M", "logo", "g", "-m", "logo"])
            else:
                session.run(["swaymsg", "exec", "foot --app-id gifsearch-popup %s %s" % (
                    args.gifsearch, " ".join(arguments))])
            return Binding()

        popup(session, args.gifsearch, gif_id, expected, "wayland", start=open_popup,
              window=lambda: popup_window() or None, keys=lambda _, key: wtype_key(key),
              uri_list=lambda: wl_paste("--type", "text/uri-list"),
              take=lambda: session.run(["bash", "-c", "echo taken | wl-copy >/dev/null 2>&1"]))
    finally:
        for process in reversed(processes):
            process.terminate()
        if user:
            subprocess.run(["pkill", "-u", USER], capture_output=True)


def summary_folder():
    folder = os.path.join(".build", "clipboard")
    os.makedirs(folder, exist_ok=True)
    return folder


def main():
    parser = argparse.ArgumentParser(prog="python3 -m harness.clipboard")
    parser.add_argument("--gifsearch", required=True)
    parser.add_argument("--server", required=True)
    parser.add_argument("--only", choices=["x11", "wayland"], action="append")
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="gifsearch-clipboard-")
    os.chmod(work, 0o755)
    binary = os.path.join(work, "gifsearch")
    shutil.copy(args.gifsearch, binary)
    os.chmod(binary, 0o755)
    args.gifsearch = binary
    try:
        server = FixtureServer(args.server, "--api-key", "clip-key")
    except RuntimeError as failure:
        print(f"clipboard: {failure}", file=sys.stderr)
        shutil.rmtree(work, ignore_errors=True)
        return 1
    try:
        url = server.url
        home = os.path.join(work, "home")
        os.makedirs(home)
        environment = {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": home, "GIFSEARCH_API_URL": url,
                       "GIPHY_API_KEY": "clip-key", "XDG_CACHE_HOME": home + "/cache",
                       "XDG_CONFIG_HOME": home + "/config", "XDG_STATE_HOME": home + "/state",
                       "XDG_DATA_HOME": home + "/data", "LANG": "C.UTF-8", "TERM": "xterm-256color"}
        first = subprocess.run([binary, "cats", "--format", "ids", "--limit", "1"], env=environment,
                               capture_output=True, timeout=30).stdout.decode().strip()
        if not first:
            print("clipboard: no search result from the fixture server", file=sys.stderr)
            return 1
        for name, scenario in (("x11", x11), ("wayland", wayland)):
            if not args.only or name in args.only:
                scenario(args, work, environment, first)
    finally:
        server.stop()
        shutil.rmtree(work, ignore_errors=True)
    lines = ["%s %s%s\n" % ("PASS" if ok else "FAIL", name, (": " + detail) if detail else "")
             for name, ok, detail in results]
    write_summary(summary_folder(), "".join(lines))
    failed = [name for name, ok, _ in results if not ok]
    print("clipboard: %d checks, %d failed" % (len(results), len(failed)))
    return 1 if failed else 0


if __name__ == "__main__":
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    sys.exit(main())
