"""`make test-clipboard` on X11: Xvfb, xclip and xdotool; copying, Chromium and pcmanfm pasting,
and the popup in the README's xterm, gnome-terminal and konsole recipes."""
import os
import pathlib
import socket
import subprocess
import tempfile
import time
import urllib.parse

from harness.clipboard.copying import check_chromium_paste, check_copy, popup, start_chromium
from harness.clipboard.paste_page import PastePage
from harness.clipboard.session import Session
from harness.wait import wait_for

# The README's i3 recipe (xterm with the class i3 floats), its GNOME one (gnome-terminal, here
# with a D-Bus session of its own) and its KDE one (konsole): label, command, window class.
POPUP_TERMINALS = (
    ("x11, xterm", ["xterm", "-class", "gifsearch-popup", "-geometry", "100x30", "-e"], "gifsearch-popup"),
    ("x11, gnome-terminal", ["dbus-run-session", "--", "gnome-terminal", "--wait", "--"], "gnome-terminal"),
    ("x11, konsole", ["konsole", "-e"], "konsole"),
)


class X11Desktop:
    """One X11 display's windows (xdotool) and clipboard (xclip), as copying.py asks them."""

    def __init__(self, session):
        self.session = session

    def windows(self, name):
        """The visible windows of class `name`."""
        return self.session.run(["xdotool", "search", "--onlyvisible", "--class", name]).stdout.split()

    def press(self, window, key):
        """`key` typed into the last of `window`'s ids, focused first."""
        self.session.run(["xdotool", "windowfocus", "--sync", window[-1]])
        self.session.run(["xdotool", "key", "--window", window[-1], key])

    def write(self, window, text):
        """`text` typed into the last of `window`'s ids, focused first."""
        self.session.run(["xdotool", "windowfocus", "--sync", window[-1]])
        self.session.run(["xdotool", "type", "--window", window[-1], text])

    def clipboard(self, target):
        return self.session.run(["xclip", "-selection", "clipboard", "-o", "-t", target]).stdout.decode()

    def types(self):
        return self.clipboard("TARGETS").split()

    def uri_list(self):
        return self.clipboard("text/uri-list")

    def take(self):
        self.session.run(["bash", "-c", "echo taken | xclip -selection clipboard >/dev/null 2>&1"])


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


class X11Terminal:
    """A terminal emulator running gifsearch, known by its window's class."""

    def __init__(self, desktop, gifsearch, command, window_class):
        self.desktop, self.gifsearch, self.command, self.window_class = desktop, gifsearch, command, window_class

    def window(self):
        return self.desktop.windows(self.window_class)

    def open(self, arguments):
        return WindowProcess(self.desktop.session.start(self.command + [self.gifsearch] + arguments), self.window)


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


def x11(trial):
    """Every check on X11, in a display of its own, which it leaves with every process it started."""
    xvfb, display = start_xvfb()
    processes = [xvfb]
    try:
        if not trial.check("x11: Xvfb starts", display is not None):
            return
        desktop = X11Desktop(Session(dict(trial.environment, DISPLAY=display)))
        copied = check_copy(trial, "x11", desktop)
        if copied is None:
            return
        path, expected = copied
        check_owner(trial, desktop, display, path)
        if not check_pasting(trial, desktop, processes, expected):
            return
        for label, command, window_class in POPUP_TERMINALS:
            popup(trial, label, expected, desktop, X11Terminal(desktop, trial.gifsearch, command, window_class))
    finally:
        leave(processes, display)


def leave(processes, display):
    """Ends `processes`, last first, then what gifsearch left on `display` (None: none): the
    clipboard's owners and a paste still waiting."""
    for process in reversed(processes):
        process.terminate()
    if display:
        for pattern in ("xclip -selection clipboard", "gifsearch clipboard-owner", "gifsearch paste-into"):
            for pid in on_display(pattern, display):
                subprocess.run(["kill", pid], capture_output=True)


def check_owner(trial, desktop, display, path):
    """The clipboard offers x-special/gnome-copied-files too, and gifsearch's own process owns
    it until another program takes it; the copied file outlives that process."""
    gnome = desktop.clipboard("x-special/gnome-copied-files")
    trial.check("x11: the clipboard offers x-special/gnome-copied-files too",
                gnome == "copy\nfile://" + urllib.parse.quote(path), repr(gnome))

    def owners():
        return on_display("gifsearch clipboard-owner", display)

    before = owners()
    trial.check("x11: gifsearch's own process owns the clipboard", len(before) == 1, repr(before))
    desktop.take()
    trial.check("x11: the owner exits when another program takes the clipboard",
                wait_for(lambda: not set(before) & set(owners()), 10) is True, repr(before))
    trial.check("x11: the copied file outlives the owner", os.path.exists(path))


def check_pasting(trial, desktop, processes, expected):
    """Chromium pastes the GIF as a file, and pcmanfm pastes the file into a folder; the
    processes they run in join `processes`. False when Chromium did not show its page."""
    page = PastePage(tempfile.mkdtemp(dir=trial.work))
    chromium = start_chromium(trial, desktop.session, page, os.path.join(trial.work, "chromium-x11"), [])
    processes.append(chromium)
    window = wait_for(lambda: desktop.windows("chromium"), 30, 0.5)
    if not trial.check("x11: Chromium shows the page", bool(window)):
        return False
    time.sleep(2)
    check_chromium_paste(trial, "x11", desktop, page, expected, window)
    chromium.terminate()

    target = os.path.join(trial.work, "pasted-by-pcmanfm")
    os.makedirs(target)
    desktop.session.run([trial.gifsearch, "copy", trial.gif_id])
    fm = desktop.session.start(["pcmanfm", target])
    processes.append(fm)
    fm_window = wait_for(lambda: desktop.windows("pcmanfm"), 20, 0.5)
    if trial.check("x11: pcmanfm opens the folder", bool(fm_window)):
        time.sleep(1)
        desktop.press(fm_window, "ctrl+v")
        pasted = os.path.join(target, "giphy-%s.gif" % trial.gif_id)
        trial.check("x11: pcmanfm pastes the file into the folder",
                    wait_for(lambda: os.path.exists(pasted) and pathlib.Path(pasted).read_bytes() == expected,
                             15) is True,
                    repr(os.listdir(target)))
    fm.terminate()
    return True
