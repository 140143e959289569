#!/usr/bin/env python3
"""icu-trim.py SOURCE.dat TRIMMED.dat: ICU's common data package without other languages.

The Swift toolchain links all of ICU's data into a static binary (34 MB of gifsearch's 66 MB):
Foundation's internationalisation needs ICU, and GRDB imports Foundation. gifsearch formats
nothing by locale, so the release binary carries this package instead: every item that is not
a locale's (normalisation, properties, time zones, the pools), the root and English locales and
the break rules they name, and nothing of converters for legacy encodings (.cnv), the word
dictionaries of CJK and South-East Asian scripts (.dict), transliterators (translit/), Unicode's
character names (unames.icu, which only the Name transliterators read) or collation (coll/):
nothing in gifsearch transliterates or compares strings by locale (SQLite orders and matches the
library by its own rules). A locale gifsearch does not carry falls back to the root, as ICU does
for any locale it lacks.

The package format (ICU's "CmnD"): a data header, then a table of contents (a count, then a
name offset and a data offset per item, from the table's start, sorted by name), the names, and
the items, each aligned to 16 bytes.
"""
import pathlib
import re
import struct
import sys

LOCALE = re.compile(r'^[a-z]{2,3}(_[A-Z][a-z]{3})?(_([A-Z]{2}|[0-9]{3}))?(_[A-Z]+)?$')
KEPT_LOCALES = {'en', 'en_US', 'en_US_POSIX'}


def kept(name):
    """Whether the item named `name` (icudtNNl/[tree/]base.ext) stays, break rules aside."""
    parts = name.split('/')[1:]
    base, extension = parts[-1].rsplit('.', 1)
    if extension in ('cnv', 'dict') or parts[0] in ('translit', 'coll') or parts == ['unames.icu']:
        return False
    if extension == 'res' and LOCALE.match(base):
        return base in KEPT_LOCALES
    return True


def named_break_rules(items):
    """The names (b'brkitr/x.brk') of the break rules that a kept locale's brkitr/*.res names."""
    tables = [item for name, item in items if b'/brkitr/' in name and name.endswith(b'.res')]
    rules = {name.split(b'/', 1)[1] for name, _ in items if name.endswith(b'.brk')}
    return {rule for rule in rules
            if any(rule.split(b'/')[-1].decode().encode('utf-16-le') in table for table in tables)}


def main(source, destination):
    data = pathlib.Path(source).read_bytes()
    header_size = struct.unpack_from('<H', data, 0)[0]
    count = struct.unpack_from('<I', data, header_size)[0]
    table = [struct.unpack_from('<II', data, header_size + 4 + 8 * index) for index in range(count)]
    names = [data[header_size + name:data.index(b'\0', header_size + name)] for name, _ in table]
    ends = [offset for _, offset in table[1:]] + [len(data) - header_size]
    items = [(names[index], data[header_size + table[index][1]:header_size + ends[index]])
             for index in range(count) if kept(names[index].decode())]
    rules = named_break_rules(items)
    items = [(name, item) for name, item in items
             if not name.endswith(b'.brk') or name.split(b'/', 1)[1] in rules]
    if not any(name.endswith(b'/root.res') for name, _ in items):
        sys.exit(f'icu-trim.py: no root locale in {source}: not ICU data as expected')
    table_size = 4 + 8 * len(items)
    name_block, name_offsets = b'', []
    for name, _ in items:
        name_offsets.append(table_size + len(name_block))
        name_block += name + b'\0'
    start = (table_size + len(name_block) + 15) & ~15
    body, data_offsets = bytearray(), []
    for _, item in items:
        data_offsets.append(start + len(body))
        body += item + b'\0' * (-len(item) % 16)
    package = bytearray(data[:header_size]) + struct.pack('<I', len(items))
    for name_offset, data_offset in zip(name_offsets, data_offsets, strict=True):
        package += struct.pack('<II', name_offset, data_offset)
    package += name_block + b'\0' * (start - table_size - len(name_block)) + body
    pathlib.Path(destination).write_bytes(package)
    print(f'icu-trim.py: {count} items in {len(data):,} bytes -> {len(items)} in {len(package):,}', file=sys.stderr)


if __name__ == '__main__':
    main(*sys.argv[1:])
