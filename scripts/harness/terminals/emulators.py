"""The terminal emulators `make test-terminals` looks at, each as Debian packages it (12, and kitty
from 13 in a root of its own): how to start it at 80 x 24 cells, black, with no scroll bar,
running a command; and what it should show, pixels (kitty graphics, sixel or iTerm2 images) or
half blocks."""
import os
import subprocess

STEPS = ("still", "loops1", "pick")
HERE = os.path.dirname(os.path.abspath(__file__))
NEWER_KITTY = os.path.join(HERE, "newer-kitty.sh")
# newer-kitty.sh create's status when the root cannot be made on this machine (the reason on stderr).
CANNOT_MAKE = 77


class Skipped(Exception):
    """An emulator that cannot run on this machine, and why: its checks are skipped."""


class Emulator:
    """One terminal. name: the screenshots' prefix; draws: "pixels" or "blocks"; steps: the
    session's steps (session.sh); checks: the checks' numbers (checks.py); row: the summary's
    row (the name unless said); program: the executable the host needs to start it (the row's);
    verbose: gifsearch runs with --verbose (how it draws, in each step's stderr)."""

    def __init__(self, name, draws, argv, steps=STEPS, checks=(1, 2, 3, 4), row=None, program=None,
                 verbose=False):
        self.name, self.draws, self._argv, self.steps, self.checks = name, draws, argv, steps, checks
        self.row = row or name
        self.program, self.verbose = program or self.row, verbose

    def prepare(self, setup):
        """Gets what the terminal needs beyond Debian 12's packages; raises Skipped when this
        machine cannot, RuntimeError when it failed."""

    def command(self, session, folder):
        """The argv that starts the terminal running session (an argv) with its files in folder."""
        return self._argv(session, folder)

    def finish(self, folder):
        """Stops what the terminal left running after its window closed (tmux's server)."""


class KittyInTmux(Emulator):
    """kitty running tmux with passthrough allowed, running the session: the still only, as
    kitty's check 5."""

    def __init__(self):
        super().__init__("kitty-tmux", "pixels", lambda session, folder: _kitty(_tmux(session, folder), folder),
                         steps=("still",), checks=(5,), row="kitty")

    def finish(self, folder):
        subprocess.run(["tmux", "-S", _tmux_socket(folder), "kill-server"], capture_output=True)


class KittyFromTrixie(Emulator):
    """kitty 0.41 running tmux 3.5 with passthrough allowed, both from Debian 13 in the root
    newer-kitty.sh makes (once) and runs them in, running every step with --verbose: gifsearch
    draws with kitty's Unicode placeholders there (check 6 reads that it said so). Needs root."""

    def __init__(self):
        super().__init__("kitty-trixie", "pixels", self._argv_in_root, checks=(1, 2, 3, 4, 6), program="unshare",
                         verbose=True)
        self.root, self.shared = None, []

    def prepare(self, setup):
        """Makes the root unless it is complete (its log: kitty-trixie-root.log beside the
        screenshots), and notes the folders the session reads inside it, each at its own path:
        gifsearch's, Swift's runtime it loads, the GIF's and session.sh's."""
        self.root = setup.trixie_root
        log = os.path.join(setup.out, f"{self.name}-root.log")
        if not os.path.exists(os.path.join(self.root, ".complete")):
            print(f"{self.name}: no root in {self.root} yet: newer-kitty.sh create (about 30 s; log in {log})",
                  flush=True)
        with open(log, "w+") as file:
            made = subprocess.run(["bash", NEWER_KITTY, "create", self.root], stdout=file, stderr=subprocess.STDOUT)
            file.seek(0)
            said = file.read().strip().splitlines()
        if made.returncode == CANNOT_MAKE:
            raise Skipped(said[-1])
        if made.returncode != 0:
            raise RuntimeError(f"newer-kitty.sh create exited {made.returncode}: {said[-1] if said else ''} "
                               f"(see {log})")
        self.shared = sorted({os.path.dirname(setup.gifsearch), os.path.dirname(setup.gif), HERE,
                              *_swift_runtime(setup.gifsearch)})

    def _in_root(self, argv, folder):
        """argv run in the root, with folder (the session's files) writable and the shared folders."""
        binds = ["--bind", folder, *[word for shared in self.shared for word in ("--ro", shared)]]
        return ["bash", NEWER_KITTY, "run", self.root, *binds, "--", *argv]

    def _argv_in_root(self, session, folder):
        return self._in_root(_kitty(_tmux(session, folder), folder), folder)

    def finish(self, folder):
        subprocess.run(self._in_root(["tmux", "-S", _tmux_socket(folder), "kill-server"], folder),
                       capture_output=True)


def _tmux_socket(folder):
    return os.path.join(folder, "tmux.socket")


def _tmux(session, folder):
    """tmux running session, passthrough allowed, no status line, its server's socket in folder."""
    config = os.path.join(folder, "tmux.conf")
    with open(config, "w") as file:
        file.write("set -g allow-passthrough on\nset -g status off\nset -g escape-time 0\n")
    return ["tmux", "-S", _tmux_socket(folder), "-f", config, "new-session", *session]


def _swift_runtime(binary):
    """The folder ldd finds Swift's runtime in for binary (none when it is linked in, or binary is
    a script)."""
    listing = subprocess.run(["ldd", binary], capture_output=True, text=True).stdout
    return {os.path.dirname(line.split("=>")[1].split()[0]) for line in listing.splitlines()
            if line.strip().startswith("libswiftCore.so =>")}


def _xterm(session, _folder):
    """xterm as a VT340 with 256 colour registers, so that it says it draws sixel."""
    return ["xterm", "-geometry", "80x24+0+0", "-bw", "0", "-b", "0", "-bg", "black", "-fg", "white",
            "-ti", "vt340", "-xrm", "XTerm*numColorRegisters: 256", "-e", *session]


def _kitty(session, _folder):
    return ["kitty", "--config", "NONE", "-o", "font_size=10", "-o", "window_padding_width=0",
            "-o", "initial_window_width=80c", "-o", "initial_window_height=24c", "-o", "remember_window_size=no",
            "-o", "background=#000000", "-o", "foreground=#ffffff", "-o", "cursor_blink_interval=0",
            "-o", "enable_audio_bell=no", *session]


def _konsole(session, _folder):
    profile = ["ShowTerminalSizeHint=false", "ScrollBarPosition=2", "TerminalColumns=80", "TerminalRows=24",
               "ColorScheme=WhiteOnBlack", "BlinkingCursorEnabled=false"]
    return ["konsole", "--nofork", "--hide-menubar", "--hide-tabbar",
            *[word for setting in profile for word in ("-p", setting)], "-e", *session]


def _mlterm(session, _folder):
    return ["mlterm", "-g", "80x24+0+0", "--sb=false", "-b", "black", "-f", "white", "--restart=false",
            "--logmsg=false", "-e", *session]


def _alacritty(session, _folder):
    options = ["window.dimensions.columns=80", "window.dimensions.lines=24", "window.padding.x=0",
               "window.padding.y=0", "colors.primary.background='#000000'", "colors.primary.foreground='#ffffff'"]
    return ["alacritty", *[word for option in options for word in ("-o", option)], "-e", *session]


EMULATORS = [
    Emulator("xterm", "pixels", _xterm),
    Emulator("kitty", "pixels", _kitty),
    KittyInTmux(),
    Emulator("konsole", "pixels", _konsole),
    Emulator("mlterm", "pixels", _mlterm),
    Emulator("alacritty", "blocks", _alacritty),
    KittyFromTrixie(),
]
