"""`make test-clipboard` on Wayland: sway with its headless backend, run as an unprivileged user,
wl-clipboard and wtype; copying, Chromium and pcmanfm (on Xwayland) pasting, and the popup sway
opens on the README's key binding."""
import os
import pathlib
import pwd
import subprocess
import tempfile
import time

from harness.clipboard.copying import check_chromium_paste, check_copy, popup, start_chromium
from harness.clipboard.paste_page import PastePage
from harness.clipboard.pasting import check_copy_paste, check_popup_paste, check_refusal
from harness.clipboard.session import Session, as_user
from harness.wait import wait_for

# The account sway runs as when this process is root (sway refuses to run as root).
USER = "gifsearch-clipboard"
# The Wayland desktops that let no program type into another window: XDG_CURRENT_DESKTOP as their
# sessions set it, and what gifsearch says.
REFUSING_DESKTOPS = (("GNOME", "GNOME on Wayland lets no program type into another window"),
                     ("KDE", "KDE Plasma on Wayland lets no program type into another window"))


class WaylandDesktop:
    """One sway session's clipboard (wl-clipboard), keys (wtype) and windows (swaymsg), as
    copying.py asks them."""

    def __init__(self, session):
        self.session = session

    def paste(self, *arguments):
        return self.session.run(["wl-paste", "--no-newline"] + list(arguments)).stdout.decode()

    def types(self):
        return self.paste("--list-types").split()

    def uri_list(self):
        return self.paste("--type", "text/uri-list")

    def press(self, _window, key):
        """`key` (a key's name, or ctrl+LETTER) typed where the focus is; Ctrl is held 50 ms
        before and after the letter, as gifsearch's paste does: without, Chromium missed it in 3
        runs of 12."""
        if key.startswith("ctrl+"):
            return self.session.run(["wtype", "-M", "ctrl", "-s", "50", key.removeprefix("ctrl+"), "-s", "50",
                                     "-m", "ctrl"])
        return self.session.run(["wtype", "-k", key])

    def write(self, _window, text):
        """`text` typed where the focus is."""
        return self.session.run(["wtype", text])

    def take(self):
        self.session.run(["bash", "-c", "echo taken | wl-copy >/dev/null 2>&1"])

    def tree(self):
        """sway's tree of outputs and windows, as JSON text."""
        return self.session.run(["swaymsg", "-t", "get_tree"]).stdout.decode()


class SwayPopup:
    """The popup as a person opens it: `pick --paste` with the key sway binds (Super+G), other
    arguments through `swaymsg exec`; running while its window is there."""

    def __init__(self, desktop, gifsearch):
        self.desktop, self.gifsearch = desktop, gifsearch

    def window(self):
        return "gifsearch-popup" in self.desktop.tree() or None

    def open(self, arguments):
        if arguments == ["pick", "--paste"]:
            self.desktop.session.run(["wtype", "-M", "logo", "g", "-m", "logo"])
        else:
            self.desktop.session.run(["swaymsg", "exec", "foot --app-id gifsearch-popup %s %s" % (
                self.gifsearch, " ".join(arguments))])
        return self

    def poll(self):
        return None if self.window() else 0

    def kill(self):
        self.desktop.session.run(["pkill", "-f", "foot --app-id gifsearch-popup"])


def unprivileged_account():
    """The account sway runs as (USER, made when missing, when this process is root; else this
    process's) and the pwd entry to run commands as (None: as this process)."""
    if os.getuid() != 0:
        return pwd.getpwuid(os.getuid()), None
    if subprocess.run(["id", USER], capture_output=True).returncode != 0:
        subprocess.run(["useradd", "--system", "--no-create-home", "--shell", "/usr/sbin/nologin", USER], check=True)
    account = pwd.getpwnam(USER)
    return account, account


def sway_config(trial):
    """sway's configuration: one headless output, and the README's popup recipe."""
    config = os.path.join(trial.work, "sway.config")
    with open(config, "w") as out:
        out.write("output HEADLESS-1 resolution 1280x800\n"
                  "# The README's recipe.\n"
                  "for_window [app_id=\"gifsearch-popup\"] floating enable, resize set 900 600\n"
                  "bindsym Mod4+g exec foot --app-id gifsearch-popup %s pick --paste\n" % trial.gifsearch)
    os.chmod(config, 0o644)
    return config


def wayland(trial):
    """Every check on Wayland, in a sway of its own, which it leaves with every process it started."""
    account, user = unprivileged_account()
    home = os.path.join(trial.work, "wayland-home")
    runtime = os.path.join(trial.work, "wayland-runtime")
    for folder in (home, runtime):
        os.makedirs(folder, mode=0o700)
        os.chown(folder, account.pw_uid, account.pw_gid)
    base = dict(trial.environment, HOME=home, XDG_RUNTIME_DIR=runtime, XDG_CACHE_HOME=home + "/cache",
                XDG_CONFIG_HOME=home + "/config", XDG_STATE_HOME=home + "/state", XDG_DATA_HOME=home + "/data")
    base.pop("DISPLAY", None)
    with open(os.path.join(trial.out, "sway.log"), "w") as sway_log:
        sway = subprocess.Popen(as_user(user, ["sway", "-c", sway_config(trial)]), stdout=sway_log, stderr=sway_log,
                                env=dict(base, WLR_BACKENDS="headless", WLR_LIBINPUT_NO_DEVICES="1",
                                         WLR_RENDERER="pixman"))
    processes = [sway]
    try:
        desktop = connect(trial, base, runtime, user)
        if desktop is None:
            return
        copied = check_copy(trial, "wayland", desktop)
        if copied is None:
            return
        _, expected = copied
        if not check_chromium(trial, desktop, processes, home, expected):
            return
        check_pcmanfm(trial, desktop, account, expected)
        popup(trial, "wayland", expected, desktop, SwayPopup(desktop, trial.gifsearch))
    finally:
        for process in reversed(processes):
            process.terminate()
        if user:
            subprocess.run(["pkill", "-u", USER], capture_output=True)


def connect(trial, base, runtime, user):
    """The desktop once sway's Wayland and IPC sockets are in `runtime`, else None."""
    sockets = wait_for(lambda: [n for n in os.listdir(runtime) if n.startswith("wayland-")
                                and not n.endswith(".lock")], 15)
    if not trial.check("wayland: sway starts headless as an unprivileged user", bool(sockets)):
        return None
    session = Session(dict(base, WAYLAND_DISPLAY=sockets[0]), user)
    ipc = wait_for(lambda: [n for n in os.listdir(runtime) if n.startswith("sway-ipc")], 15)
    if not trial.check("wayland: sway's IPC socket is there", bool(ipc)):
        return None
    session.environment["SWAYSOCK"] = os.path.join(runtime, ipc[0])
    return WaylandDesktop(session)


def check_chromium(trial, desktop, processes, home, expected):
    """Chromium (Wayland's own) pastes the GIF as a file; it joins `processes` and is gone after.
    False when it did not show its page."""
    page = PastePage(tempfile.mkdtemp(dir=trial.work))
    os.chmod(page.folder, 0o777)
    chromium = start_chromium(trial, desktop.session, page, os.path.join(home, "chromium"),
                              ["--ozone-platform=wayland"])
    processes.append(chromium)

    def chromium_window():
        tree = desktop.tree()
        return "\"app_id\": \"chrome" in tree or "\"app_id\": \"chromium" in tree

    if not trial.check("wayland: Chromium shows the page", wait_for(chromium_window, 30, 0.5) is True,
                       desktop.tree()[-1500:]):
        return False
    time.sleep(2)
    check_chromium_paste(trial, "wayland", desktop, page, expected)
    check_popup_paste(trial, "wayland, sway, foot (Super+G)", desktop, page, SwayPopup(desktop, trial.gifsearch))
    check_copy_paste(trial, "wayland, sway", desktop, page)
    check_popup_paste(trial, "wayland, sway, foot, pick --paste --type mp4", desktop, page,
                      SwayPopup(desktop, trial.gifsearch), ("pick", "--paste", "--type", "mp4"), "mp4")
    for name, reason in REFUSING_DESKTOPS:
        check_refusal(trial, "wayland, " + name, desktop, name, reason)

    chromium.terminate()
    wait_for(lambda: chromium.poll() is not None, 10)
    return True


def check_pcmanfm(trial, desktop, account, expected):
    """pcmanfm pastes the copied file into a folder. pcmanfm is an X11 program: sway starts it on
    Xwayland, which bridges the clipboard. The GIF is copied once the window is there: Xwayland
    starts with the first X11 program, and a selection set while it started did not always reach
    it (one CI run in many)."""
    session = desktop.session
    target = os.path.join(trial.work, "pasted-on-wayland")
    os.makedirs(target)
    os.chown(target, account.pw_uid, account.pw_gid)
    session.run(["swaymsg", "exec", "pcmanfm " + target])
    if trial.check("wayland: pcmanfm opens the folder (on Xwayland)",
                   wait_for(lambda: '"class": "Pcmanfm"' in desktop.tree(), 30, 0.5) is True):
        session.run([trial.gifsearch, "copy", trial.gif_id])
        time.sleep(1)
        pasted = os.path.join(target, "giphy-%s.gif" % trial.gif_id)
        for _ in range(3):  # The first key may come before the window has the keyboard.
            session.run(["swaymsg", '[class="Pcmanfm"] focus'])
            desktop.press(None, "ctrl+v")
            if wait_for(lambda: os.path.exists(pasted), 5):
                break
        trial.check("wayland: pcmanfm pastes the file into the folder (from wl-copy's text/uri-list)",
                    wait_for(lambda: os.path.exists(pasted) and pathlib.Path(pasted).read_bytes() == expected,
                             10) is True,
                    repr(os.listdir(target)))
    session.run(["swaymsg", '[class="Pcmanfm"] kill'])
