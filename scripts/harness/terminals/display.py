"""The X server of `make test-terminals`: one Xvfb for the whole run, its windows, screenshots
and typing, through xdotool and ImageMagick's import."""
import os
import subprocess

from harness.terminals.pictures import Image
from harness.wait import wait_for


class Display:
    """An Xvfb display of 1280 x 800 at 24 bits, for the length of a with block."""

    def __init__(self, first=91):
        self.name = f":{next(n for n in range(first, first + 100) if not self._taken(n))}"
        self.server = subprocess.Popen(["Xvfb", self.name, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for(lambda: os.path.exists(f"/tmp/.X11-unix/X{self.name[1:]}") or self.server.poll() is not None,
                 10, what="Xvfb did not start")
        if self.server.poll() is not None:
            raise RuntimeError(f"Xvfb {self.name} exited {self.server.returncode}")

    @staticmethod
    def _taken(number):
        return os.path.exists(f"/tmp/.X11-unix/X{number}") or os.path.exists(f"/tmp/.X{number}-lock")

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.server.terminate()
        self.server.wait()

    def _run(self, *argv):
        return subprocess.run(list(argv), env=dict(os.environ, DISPLAY=self.name), check=True,
                              capture_output=True, text=True).stdout

    def window_of(self, pid, timeout):
        """The largest visible window process pid shows, once it is there."""
        def windows():
            found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid)],
                                   env=dict(os.environ, DISPLAY=self.name), capture_output=True, text=True)
            return found.stdout.split()
        return max(wait_for(windows, timeout, what=f"no window of process {pid}"), key=self._area)

    def _area(self, window):
        shell = self._run("xdotool", "getwindowgeometry", "--shell", window)
        geometry = dict(line.split("=") for line in shell.split())
        return int(geometry["WIDTH"]) * int(geometry["HEIGHT"])

    def screenshot(self, window, path):
        """Saves the window as it is on screen to path and returns it."""
        self._run("import", "-window", window, path)
        return Image.read(path)

    def type_keys(self, window, *keys):
        """Focuses window and types keys (X keysym names) through XTEST, as a keyboard would:
        xterm ignores the synthetic events `xdotool key --window` sends."""
        self._run("xdotool", "windowfocus", "--sync", window)
        self._run("xdotool", "key", "--delay", "100", *keys)
