"""The checks of `make test-terminals`, each from what a terminal showed (session.Observed) to a
Result: 1 still, 2 animation end, 3 nothing stray, 4 picker, 5 the still inside tmux, 6 kitty's
Unicode placeholders inside tmux."""
from harness.terminals.pictures import FRAMES, bounds, changed, half_cells, identify_frame, locate, psnr

# A picture in pixels must match the GIF's frame at 30 dB. Measured: kitty exact, xterm 50.7 dB
# (sixel's colours are whole percentages), mlterm and konsole 48.8 dB; the same frame one pixel
# off 18.8 dB, in half blocks 20.1 dB.
PIXELS_DB = 30.0
# A picture in half blocks, each half cell sampled and compared with the frame scaled to half
# cells by area in linear light, as gifsearch scales: in 24-bit colour the two agree within
# rounding (alacritty: exactly). Measured on the numbered GIF at 75 x 40 half cells: the means
# of sRGB values instead give 30.8 dB, the 256-colour cube 27.5 dB, the picture one column off
# 20.5 dB, frame 2 in place of frame 1 17.9 dB.
BLOCKS_DB = 35.0
ASPECT_TOLERANCE = 0.05
TITLES = {1: "still", 2: "animation end", 3: "nothing stray", 4: "picker", 5: "still in tmux", 6: "placeholders"}
# What gifsearch --verbose says when it draws kitty's Unicode placeholders inside tmux (else
# "inside tmux: passthrough (placeholders need kitty 0.28)").
PLACEHOLDERS = "gifsearch: inside tmux: kitty's Unicode placeholders"


class Result:
    """One check on one terminal: its number, whether it passed (None: skipped, the terminal
    cannot run here), and what was seen."""

    def __init__(self, number, passed, detail):
        self.number, self.passed, self.detail = number, passed, detail

    @property
    def verdict(self):
        return {True: "PASS", False: "FAIL", None: "SKIP"}[self.passed]


def run_checks(observed, reference, expected_url):
    """The Results of the checks observed's emulator takes part in."""
    checks = {
        1: lambda: still(observed, reference),
        2: lambda: animation_end(observed),
        3: lambda: nothing_stray(observed),
        4: lambda: picked(observed, expected_url),
        5: lambda: still(observed, reference),
        6: lambda: placeholders(observed),
    }
    return [Result(number, *checks[number]()) for number in observed.emulator.checks]


def step_failure(observed, step):
    """Why step gave nothing to look at (it did not end, or gifsearch failed), else None."""
    if step not in observed.status:
        return f"{step} did not run to its end: {observed.error}"
    if observed.status[step] != 0:
        lines = observed.stderr[step].strip().splitlines()
        return f"gifsearch exited {observed.status[step]}: {lines[-1] if lines else 'nothing on stderr'}"
    return None


def still(observed, reference):
    """Check 1 (5 in tmux): the frame shown by `preview --no-animate` matches the GIF's frame 0
    (PSNR, in pixels or at half-block resolution) at the GIF's aspect ratio."""
    failure = step_failure(observed, "still")
    if failure:
        return False, failure
    shot, blank = observed.shots["still"], observed.shots["blank"]
    box = locate(changed(shot, blank))
    if box is None:
        return False, "nothing drawn"
    if observed.emulator.draws == "pixels":
        drawn, threshold, where = shot.crop(box), PIXELS_DB, f"{box}"
    else:
        rows, columns = observed.cells  # a terminal drawing cells only: its window is all cells
        drawn = half_cells(shot, box, blank.width / columns, blank.height / rows)
        threshold, where = BLOCKS_DB, f"{drawn.width}x{drawn.height} half cells, {box}"
    wanted = reference if (drawn.width, drawn.height) == (reference.width, reference.height) \
        else reference.area_scaled(drawn.width, drawn.height)
    decibels = psnr(drawn, wanted)
    aspect, wanted_aspect = box.width / box.height, reference.width / reference.height
    error = aspect / wanted_aspect - 1
    detail = (f"{decibels:.1f} dB (needs {threshold:g}), {where}, "
              f"aspect {aspect:.3f} for {wanted_aspect:.3f} ({error:+.1%})")
    return decibels >= threshold and abs(error) <= ASPECT_TOLERANCE, detail


def animation_end(observed):
    """Check 2: once `preview --loops 1` has ended, the last frame is on screen, standing still."""
    failure = step_failure(observed, "loops1")
    if failure:
        return False, failure
    shot = observed.shots["loops1"]
    box = locate(changed(shot, observed.shots["blank"]))
    if box is None:
        return False, "nothing drawn"
    number, lit = identify_frame(shot, box)
    detail = f"frame {number}" if number == lit else f"the band of frame {number} with {lit} segments lit"
    if "loops1" in observed.moving:
        detail += ", still changing after the end"
    return number == lit == FRAMES and "loops1" not in observed.moving, f"{detail} (wants {FRAMES})"


def nothing_stray(observed):
    """Check 3: after each step nothing reached the shell's input, and nothing but the picture
    is on screen (a terminal's reply echoed would be)."""
    problems = []
    for step in (step for step in observed.emulator.steps if step in observed.status):
        left = observed.left[step]
        if left:
            problems.append(f"{step}: {len(left)} bytes left in the input: {repr(left[:60])[2:-1]}")
        marks = changed(observed.shots[step], observed.shots["blank"])
        picture = locate(marks) if step != "pick" else None
        marks = {pixel for pixel in marks if not (picture and picture.contains(*pixel))}
        if marks:
            problems.append(f"{step}: marks {'beside the picture' if picture else 'on screen'}, {bounds(marks)}")
    unseen = [step for step in observed.emulator.steps if step not in observed.status]
    if unseen:
        problems.append(f"{', '.join(unseen)} not seen: {observed.error}")
    return not problems, "; ".join(problems) or "nothing"


def picked(observed, expected_url):
    """Check 4: Down and Return in `pick cats` print the second result's URL."""
    failure = step_failure(observed, "pick")
    if failure:
        return False, failure
    chosen = observed.picked.strip()
    return chosen == expected_url, f"printed {chosen or 'nothing'}" + ("" if chosen == expected_url else
                                                                          f", wants {expected_url}")


def placeholders(observed):
    """Check 6: every step's gifsearch --verbose said it drew with kitty's Unicode placeholders
    inside tmux, not in passthrough."""
    passed, said = True, []
    for step in observed.emulator.steps:
        failure = step_failure(observed, step)
        lines = [] if failure else observed.stderr[step].splitlines()
        passed = passed and PLACEHOLDERS in lines
        said.append(f"{step}: {failure or how_drawn(lines)}")
    return passed, "; ".join(said)


def how_drawn(lines):
    """What gifsearch --verbose said of tmux, else of what it drew with."""
    said = [line.removeprefix("gifsearch: ") for line in lines]
    return (next((line for line in said if line.startswith("inside tmux")), None)
            or next((line for line in said if line.startswith("drawing")), "nothing of how it drew"))
