#!/usr/bin/env python3
"""Fails when a translation of the studio misses a string of the sources.

Runs lupdate over editor/src and editor/qml into a copy of the .ts file (the committed one is
left alone) and refuses any message left unfinished: a string added to the studio without
its translation, or a translation whose source text changed.
With --plurals (the English file, which holds plural forms only) only the messages with a %n
count must be translated.
Usage: check_translation.py LUPDATE SOURCE_DIR TS_FILE [--plurals]
"""
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

lupdate, source, ts = sys.argv[1], pathlib.Path(sys.argv[2]), pathlib.Path(sys.argv[3])
plurals_only = "--plurals" in sys.argv[4:]
with tempfile.TemporaryDirectory() as tmp:
    copy = pathlib.Path(tmp) / ts.name
    shutil.copy(ts, copy)
    subprocess.run([lupdate, "-silent", "-no-obsolete", "-locations", "none",
                    str(source / "editor/src"), str(source / "editor/qml"), "-ts", str(copy)], check=True)
    text = copy.read_text(encoding="utf-8")
# A source never spans a </source>, so an unfinished message names its own text only.
message = r"<message numerus=\"yes\">\s*" if plurals_only else ""
missing = re.findall(message + r"<source>((?:(?!</source>).)*)</source>\s*(?:<comment>(?:(?!</comment>).)*</comment>\s*)?<translation type=\"unfinished\"",
                     text, re.S)
for m in missing:
    print(f"{ts}: no translation for: {m!r} " +
          ("(add its singular and plural forms here)" if plurals_only else "(run the update_translations target and translate it)"))
print(f"{ts}: {len(missing)} {'plural strings' if plurals_only else 'strings'} untranslated")
sys.exit(1 if missing else 0)
