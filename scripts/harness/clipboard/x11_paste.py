"""`make test-clipboard`'s paste for you on X11: Xvfb with i3 and the README's i3 recipe (Super+G
opens the popup), Chromium showing the paste page, and each popup recipe (xterm, gnome-terminal,
konsole) pasting into it when Enter closes the popup."""
import os
import tempfile

from harness.clipboard.copying import start_chromium
from harness.clipboard.paste_page import PastePage
from harness.clipboard.pasting import check_copy_paste, check_popup_paste
from harness.clipboard.session import Session
from harness.clipboard.x11 import POPUP_TERMINALS, WindowProcess, X11Desktop, X11Terminal, leave, start_xvfb
from harness.wait import wait_for


class I3Popup:
    """The popup as a person opens it on i3: Super+G, the README's binding."""

    def __init__(self, desktop):
        self.desktop = desktop

    def window(self):
        return self.desktop.windows("gifsearch-popup")

    def open(self, _arguments):
        self.desktop.session.run(["xdotool", "key", "super+g"])
        return WindowProcess(self, self.window)

    def kill(self):
        self.desktop.session.run(["i3-msg", '[class="gifsearch-popup"] kill'])


def i3_config(trial):
    """i3's configuration: the README's i3 recipe, with pasting."""
    config = os.path.join(trial.work, "i3.config")
    with open(config, "w") as out:
        out.write("# The README's recipe.\n"
                  "for_window [class=\"gifsearch-popup\"] floating enable, resize set 900 600\n"
                  "bindsym Mod4+g exec xterm -class gifsearch-popup -e %s pick --paste\n" % trial.gifsearch)
    return config


def x11_paste(trial):
    """The popup recipes pasting into Chromium under i3, in a display of their own, which it
    leaves with every process it started."""
    xvfb, display = start_xvfb()
    processes = [xvfb]
    try:
        if not trial.check("x11 paste: Xvfb starts", display is not None):
            return
        session = Session(dict(trial.environment, DISPLAY=display))
        desktop = X11Desktop(session)
        processes.append(session.start_logged(os.path.join(trial.out, "i3.log"), ["i3", "-c", i3_config(trial)]))
        if not trial.check("x11 paste: i3 starts",
                           wait_for(lambda: session.run(["i3", "--get-socketpath"]).stdout.strip(), 15) != b""):
            return
        page = PastePage(tempfile.mkdtemp(dir=trial.work))
        processes.append(start_chromium(trial, session, page, os.path.join(trial.work, "chromium-x11-paste"), []))
        if not trial.check("x11 paste: Chromium shows the page", bool(wait_for(lambda: desktop.windows("chromium"),
                                                                                 30, 0.5))):
            return
        check_popup_paste(trial, "x11, i3, xterm (Super+G)", desktop, page, I3Popup(desktop))
        for label, command, window_class in POPUP_TERMINALS[1:]:
            check_popup_paste(trial, "x11, i3, " + label.removeprefix("x11, "), desktop, page,
                              X11Terminal(desktop, trial.gifsearch, command, window_class))
        check_copy_paste(trial, "x11, i3", desktop, page)
        _, command, window_class = POPUP_TERMINALS[0]
        check_popup_paste(trial, "x11, i3, xterm, pick --paste --type mp4", desktop, page,
                          X11Terminal(desktop, trial.gifsearch, command, window_class),
                          ("pick", "--paste", "--type", "mp4"), "mp4")
    finally:
        leave(processes, display)
