"""What one run of `make test-clipboard` shares (Trial) and what it found (Checks)."""
from dataclasses import dataclass, field


class Checks:
    """The checks' verdicts in order, each printed as it is made, and the summary of them all."""

    def __init__(self):
        self.results = []

    def check(self, name, ok, detail=""):
        """Records and prints one check (its detail only when it failed); returns ok."""
        self.results.append((name, ok, detail))
        print(("PASS " if ok else "FAIL ") + name + (": " + detail if detail and not ok else ""), flush=True)
        return ok

    def note(self, name, detail):
        """Records, for the summary only, what was seen (say, what Chromium received)."""
        self.results.append((name, True, detail))

    def failed(self):
        return [name for name, ok, _ in self.results if not ok]

    def summary(self):
        """Every check on a line: PASS or FAIL, its name, and its detail when it has one."""
        return "".join("%s %s%s\n" % ("PASS" if ok else "FAIL", name, (": " + detail) if detail else "")
                       for name, ok, detail in self.results)


@dataclass
class Trial:
    """What every scenario of a run takes: gifsearch (a copy any user may run), the run's
    temporary folder, the environment gifsearch runs in (the fixture server as Giphy, a home of
    its own), the id of the GIF copied, the folder the logs go to, and the checks."""

    gifsearch: str
    work: str
    environment: dict
    gif_id: str
    out: str
    checks: Checks = field(default_factory=Checks)

    def check(self, name, ok, detail=""):
        return self.checks.check(name, ok, detail)
