"""One terminal's run of session.sh under `make test-terminals`: starts the terminal, answers the
session's handshakes with screenshots, drives the picker, and keeps what it saw."""
import os
import shutil
import signal
import subprocess
import tempfile
import time

from harness.terminals.pictures import changed
from harness.wait import wait_for

SESSION = os.path.join(os.path.dirname(os.path.abspath(__file__)), "session.sh")
# How long a screen may keep changing after a step before it counts as moving: the numbered GIF
# plays once in 1.6 s.
SETTLE_SECONDS = 5


class Setup:
    """What every terminal's run shares: the binaries, the GIF, the server, the display, where
    screenshots go, how long a condition may take, and where kitty's Debian 13 root is."""

    def __init__(self, gifsearch, gif, server, display, out, timeout, trixie_root):
        self.gifsearch, self.gif, self.server, self.display = gifsearch, gif, server, display
        self.out, self.timeout, self.trixie_root = out, timeout, trixie_root

    def environment(self, folder):
        """The terminal's environment: nothing of the caller's terminal (TERM, COLORTERM, TMUX:
        the terminal under test sets its own), its own home and XDG folders (all of them:
        alacritty sets HOME to the user's own from the password database), and the fixture
        server. kitty and alacritty draw with OpenGL, in software under Xvfb."""
        paths = {name: os.path.join(folder, name.lower()) for name in
                 ("HOME", "XDG_CACHE_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_RUNTIME_DIR")}
        for path in paths.values():
            os.makedirs(path, mode=0o700)
        return dict(paths, PATH=os.environ["PATH"], DISPLAY=self.display.name, LANG="C.UTF-8",
                    LIBGL_ALWAYS_SOFTWARE="1", GIFSEARCH_API_URL=self.server.url, GIPHY_API_KEY="fixture-key")


class Observed:
    """What one terminal showed. shots: screenshots by name ("blank" before the first step, each
    step after it ends, "pick-open" while the picker is open); status, stderr and left (what
    reached the shell's input after it) by step; moving: the shots that never stood still;
    picked: the picker's output; cells: the terminal's (rows, columns); error: why the run
    stopped early, if it did."""

    def __init__(self, emulator):
        self.emulator = emulator
        self.shots, self.status, self.stderr, self.left = {}, {}, {}, {}
        self.moving = set()
        self.picked, self.cells, self.error = None, None, None


class Session:
    """Runs emulator's steps once and returns what it observed (observe); what the terminal
    itself printed goes to NAME-terminal.log beside the screenshots."""

    def __init__(self, emulator, setup):
        self.emulator, self.setup = emulator, setup
        self.folder = tempfile.mkdtemp(prefix=f"terminals-{emulator.name}-")
        self.observed = Observed(emulator)
        self.window = None

    def observe(self):
        argv = ["bash", SESSION, *(["--verbose"] if self.emulator.verbose else []), self.folder,
                self.setup.gifsearch, self.setup.gif, *self.emulator.steps]
        with open(os.path.join(self.setup.out, f"{self.emulator.name}-terminal.log"), "wb") as log:
            terminal = subprocess.Popen(self.emulator.command(argv, self.folder), stdout=log, stderr=log,
                                        env=self.setup.environment(self.folder), start_new_session=True)
        try:
            self._steps(terminal)
        except (TimeoutError, subprocess.CalledProcessError) as error:
            self.observed.error = str(error)
        finally:
            if terminal.poll() is None:
                os.killpg(terminal.pid, signal.SIGKILL)
                terminal.wait()
            self.emulator.finish(self.folder)
            shutil.rmtree(self.folder, ignore_errors=True)
        return self.observed

    def _steps(self, terminal):
        self._wait_file("ready.done", "the session did not start")
        self.window = self.setup.display.window_of(terminal.pid, self.setup.timeout)
        self.observed.cells = tuple(int(n) for n in self._read("size").split())
        self._shoot("blank")
        self._touch("ready.go")
        for step in self.emulator.steps:
            if step == "pick":
                self._drive_picker()
            self._wait_file(f"{step}.done", f"{step} did not end")
            if step != "pick":
                self._await_picture(step)
            self._shoot(step)
            self.observed.status[step] = int(self._read(f"{step}.status"))
            self.observed.stderr[step] = self._read(f"{step}.err")
            with open(os.path.join(self.folder, f"{step}.left"), "rb") as file:
                self.observed.left[step] = file.read()
            if step == "pick":
                self.observed.picked = self._read("pick.out")
            self._touch(f"{step}.go")
        wait_for(lambda: terminal.poll() is not None, self.setup.timeout, what="the terminal did not close")

    def _drive_picker(self):
        """Waits until the picker has asked for a preview and is on screen, then chooses the
        second result (Down, Return). The screenshot pick-open waits a little longer for the
        preview on the right, but a picker without one is the next checks' business."""
        before = len(self.setup.server.log())
        wait_for(lambda: any(path.startswith("/media/") for path in self.setup.server.log()[before:]),
                 self.setup.timeout, what="the picker asked for no preview")
        blank = self.observed.shots["blank"]
        wait_for(lambda: changed(self._shoot("pick-open", settle=False), blank), self.setup.timeout,
                 what="the picker did not show")
        wait_for(lambda: any(x > blank.width // 2 for x, _ in changed(self._shoot("pick-open", settle=False), blank)),
                 SETTLE_SECONDS)
        self.setup.display.type_keys(self.window, "Down", "Return")

    def _await_picture(self, name):
        """Waits until something is drawn on the cleared screen, for at most SETTLE_SECONDS: a
        terminal may show a picture after gifsearch has ended (kitty 0.41 inside tmux 3.5, drawing
        in software on a slow machine, took more than the 0.3 s the session waits). A picture that
        never comes is the checks' business."""
        blank = self.observed.shots["blank"]
        wait_for(lambda: changed(self._shoot(name, settle=False), blank), SETTLE_SECONDS)

    def _shoot(self, name, settle=True):
        """Screenshots the window as name; to settle, once two in a row agree (the terminal has
        drawn everything), else the last one after the time limit, and name is kept as moving
        (say, an animation that goes on)."""
        path = os.path.join(self.setup.out, f"{self.emulator.name}-{name}.png")
        shot = self.setup.display.screenshot(self.window, path)
        deadline = time.monotonic() + SETTLE_SECONDS
        while settle:
            previous, shot = shot, self.setup.display.screenshot(self.window, path)
            if shot.pixels == previous.pixels:
                break
            if time.monotonic() > deadline:
                self.observed.moving.add(name)
                break
        self.observed.shots[name] = shot
        return shot

    def _wait_file(self, name, what):
        wait_for(lambda: os.path.exists(os.path.join(self.folder, name)), self.setup.timeout, what=what)

    def _read(self, name):
        with open(os.path.join(self.folder, name), errors="replace") as file:
            return file.read()

    def _touch(self, name):
        open(os.path.join(self.folder, name), "w").close()
