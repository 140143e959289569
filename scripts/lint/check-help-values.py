#!/usr/bin/env python3
"""check-help-values.py FOLDER: no option's help types the values it takes by hand.

FOLDER holds `gifsearch help <command>` as HelpSnapshotTests checks it in. swift-argument-parser
prints an option's values itself, after `(values: …)` or one a line (`  url  - one URL a line`),
from the type's `CaseIterable` cases; an option whose own words name two or more of them again
has a list typed by hand, which goes stale when a case is added. Prints each; exits 1 if any.
"""
import pathlib
import re
import sys

OPTION = re.compile(r'^  (-\w, )?--[\w-]+')
VALUE_LINE = re.compile(r'^ {8}(\S+) +- ')


def entries(lines):
    """Each option's lines: its first and the ones indented under it."""
    entry = []
    for line in lines:
        if OPTION.match(line):
            if entry:
                yield entry
            entry = [line]
        elif entry and line.startswith('    '):
            entry.append(line)
        elif entry:
            yield entry
            entry = []
    if entry:
        yield entry


def typed_by_hand(entry):
    """The values an option's own words name, when they name two or more."""
    listed = [m.group(1) for m in map(VALUE_LINE.match, entry) if m]
    text = ' '.join(line.strip() for line in entry if not VALUE_LINE.match(line))
    inline = re.search(r'\(values: ([^;)]*)', text)
    if inline:
        listed += [value.strip() for value in inline.group(1).split(',')]
        text = text[:inline.start()]
    words = set(re.findall(r'[\w-]+', re.sub(r'\(default: [^)]*\)', '', text)))
    named = [value for value in listed if value in words]
    return named if len(named) >= 2 else []


def main(folder):
    found = 0
    for path in sorted(pathlib.Path(folder).glob('*.txt')):
        for entry in entries(path.read_text().splitlines()):
            named = typed_by_hand(entry)
            if named:
                option = OPTION.match(entry[0]).group(0).strip()
                print(f'{path}: {option} types its values by hand ({", ".join(named)}): '
                      'let swift-argument-parser list them', file=sys.stderr)
                found = 1
    return found


if __name__ == '__main__':
    sys.exit(main(sys.argv[1]))
