"""The test harness: gifsearch run as a person runs it, against the fixture server, in real
terminals and on real clipboards. Its programs (terminals, clipboard, memory, conformance,
png_conformance, fuzz_seeds, outlived) run as modules with scripts/ on the path: `PYTHONPATH=scripts
python3 -m harness.terminals`, the Makefile's $(HARNESS).terminals. What they share: the fixture
server (fixture_server), waiting with a deadline (wait), the summaries they leave (summary), and
REPOSITORY, the repository's folder."""
import os

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
