"""The paste for you on either desktop: the README's popup (`pick --paste`) opens over Chromium
showing the paste page; the test types a query and presses Enter, and the page receives a paste
event carrying the GIF's file, though the test never pressed Ctrl-V."""
import json
import time
import urllib.request

from harness.clipboard.copying import served_bytes
from harness.wait import wait_for

# What Chromium says a pasted file of each type is.
CONTENT_TYPES = {"gif": "image/gif", "mp4": "video/mp4", "webp": "image/webp"}


def served(trial, session, gif_id, file_type):
    """The bytes the fixture serves for the GIF `gif_id` as a file of `file_type`: its GIF's
    URL's, or its original as an MP4 or WebP (the server's `--videos`)."""
    if file_type == "gif":
        return served_bytes(trial, session, gif_id)
    url = "%s/media/%s/original.%s" % (trial.environment["GIFSEARCH_API_URL"], gif_id, file_type)
    with urllib.request.urlopen(url) as response:
        return response.read()


def check_popup_paste(trial, label, desktop, page, terminal, arguments=("pick", "--paste"), file_type="gif"):
    """`terminal.open(arguments)` opens the popup over Chromium (something with poll() and
    kill()), `terminal.window()` is its window once it shows; `desktop.write(window, text)` types
    into it. Enter is pressed until the popup closes; then the page must receive the chosen GIF's
    file of `file_type`, the served bytes, and the time from that Enter to the paste event is
    noted."""
    page.clear()
    desktop.take()
    process = terminal.open(list(arguments))
    shown = wait_for(terminal.window, 20, 0.5)
    if not trial.check(label + ": the popup opens over Chromium", bool(shown)):
        process.kill()
        return
    desktop.write(shown, "cats")
    pressed = None
    end = time.monotonic() + 30
    while process.poll() is None and time.monotonic() < end:
        pressed = time.time()
        desktop.press(shown, "Return")
        wait_for(lambda: process.poll() is not None, 1)
    if not trial.check(label + ": the popup closes on Enter", process.poll() is not None):
        process.kill()
        return
    report = page.report(seconds=20)
    files = report["files"] if report else []
    name = files[0]["name"] if len(files) == 1 else ""
    gif_id, _, ending = name.removeprefix("giphy-").rpartition(".")
    ok = (len(files) == 1 and files[0]["type"] == CONTENT_TYPES[file_type] and name.startswith("giphy-")
          and ending == file_type and page.file(name) == served(trial, desktop.session, gif_id, file_type))
    trial.check(label + ": Chromium gets a paste of the chosen GIF's %s file, and no Ctrl-V was pressed"
                % file_type.upper(), ok, repr(report))
    if report and pressed:
        trial.checks.note(label + ": Enter to the paste event", "%.0f ms" % (report["at"] - pressed * 1000))
        trial.checks.note(label + ": Chromium received", json.dumps(report))


def check_copy_paste(trial, label, desktop, page):
    """`copy --paste <id>` as a launcher's binding runs it (no terminal): the page, which has the
    keyboard, receives the GIF's file."""
    page.clear()
    desktop.take()
    ran = desktop.session.run(["setsid", "--wait", trial.gifsearch, "copy", "--paste", trial.gif_id])
    report = page.report(seconds=20)
    files = report["files"] if report else []
    name = "giphy-%s.gif" % trial.gif_id
    trial.check(label + ": copy --paste with no terminal pastes the GIF's file into the window that has the keyboard",
                ran.returncode == 0 and [f["name"] for f in files] == [name]
                and page.file(name) == served_bytes(trial, desktop.session),
                "exit %d, %s, %r" % (ran.returncode, ran.stderr.decode().strip(), report))


def check_refusal(trial, label, desktop, desktop_name, reason):
    """Where the desktop (XDG_CURRENT_DESKTOP=`desktop_name`, as its session sets it) lets no
    program type into another window: one line says so, exit 4, and the GIF is on the
    clipboard."""
    desktop.take()
    ran = desktop.session.run(["setsid", "--wait", "env", "XDG_CURRENT_DESKTOP=" + desktop_name, trial.gifsearch,
                               "copy", "--paste", trial.gif_id])
    said = ran.stderr.decode()
    trial.check(label + ": copy --paste says in one line why it cannot paste, and exits 4",
                ran.returncode == 4 and said == "gifsearch: not pasted: %s; the copy is on the clipboard\n" % reason,
                "exit %d, %r" % (ran.returncode, said))
    uris = desktop.uri_list()
    trial.check(label + ": the GIF stays on the clipboard", uris.strip().endswith("/giphy-%s.gif" % trial.gif_id),
                repr(uris))
