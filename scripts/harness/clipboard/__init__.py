"""`make test-clipboard`: copying into the conversation, proven with real clipboards and real
applications.

On X11 (Xvfb, xclip; x11.py) and on Wayland (sway with its headless backend, wl-clipboard, run as
an unprivileged user; wayland.py): `gifsearch copy <id>` returns at once, even inside $(...) and
a pipe; the clipboard offers text/uri-list with the file:// URI of a file holding the served
GIF's bytes; a Chromium page's paste handler (paste_page.py) receives one image/gif file with
those bytes (and, as a control, only text after `copy --as url`); a file manager (pcmanfm) pastes
the file into a folder; the hotkey popup of the README (a terminal running `gifsearch pick --copy
file`, started on Wayland by sway's key binding) closes on Enter and leaves the GIF on the
clipboard; the picker's Ctrl-Y copies the file (copying.py: what both sides check). The program
(__main__) writes a summary to .build/clipboard/summary.txt beside Chromium's and sway's logs.
"""
