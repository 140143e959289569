"""The test harness: gifsearch run as a person runs it, against the fixture server, in real
terminals and on real clipboards. Its programs run as modules with scripts/ on the path
(`PYTHONPATH=scripts python3 -m harness.terminals`); the Makefile names each one."""
import os

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
