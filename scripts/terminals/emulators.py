"""The terminal emulators `make test-terminals` looks at, each as Debian packages it: how to start
it at 80 x 24 cells, black, with no scroll bar, running a command; and what it should show, pixels
(kitty graphics, sixel or iTerm2 images) or half blocks."""
import os
import subprocess

STEPS = ("still", "loops1", "pick")


class Emulator:
    """One terminal. name: the screenshots' prefix; draws: "pixels" or "blocks"; steps: the
    session's steps (session.sh); checks: the checks' numbers (checks.py); row: the summary's
    row, and program: the terminal's executable (both the name unless said)."""

    def __init__(self, name, draws, argv, steps=STEPS, checks=(1, 2, 3, 4), row=None):
        self.name, self.draws, self._argv, self.steps, self.checks = name, draws, argv, steps, checks
        self.row = self.program = row or name

    def command(self, session, folder):
        """The argv that starts the terminal running session (an argv) with its files in folder."""
        return self._argv(session, folder)

    def finish(self, folder):
        """Stops what the terminal left running after its window closed (tmux's server)."""


class KittyInTmux(Emulator):
    """kitty running tmux with passthrough allowed, running the session: the still only, as
    kitty's check 5."""

    def __init__(self):
        super().__init__("kitty-tmux", "pixels", self._tmux_argv, steps=("still",), checks=(5,), row="kitty")

    @staticmethod
    def _socket(folder):
        return os.path.join(folder, "tmux.socket")

    def _tmux_argv(self, session, folder):
        config = os.path.join(folder, "tmux.conf")
        with open(config, "w") as file:
            file.write("set -g allow-passthrough on\nset -g status off\nset -g escape-time 0\n")
        return _kitty(["tmux", "-S", self._socket(folder), "-f", config, "new-session", *session], folder)

    def finish(self, folder):
        subprocess.run(["tmux", "-S", self._socket(folder), "kill-server"], capture_output=True)


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
]
