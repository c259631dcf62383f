#!/usr/bin/env python3
"""Re-makes tests/data/systems/: a designer's fork of the Jacobite Rising system and a
Killiecrankie copy bound to it (the example of issue #36), from the shipped template and scenario;
and two systems whose board is smaller than Tricorne's, each with a Killiecrankie copy that fits it
(docs/design/board.md, "The board is the system's"):

- nine rows of Tricorne's thirteen hexes, Commands & Colors: Napoleonics' board (13 wide by 9 deep,
  https://docslib.org/doc/3269872/ccn-rules-2016-pdf): the battle loses its empty rows 6 and 7, and
  rows 8 to 10 move up two (a shift of two rows keeps every hex's neighbours);
- eleven hexes in the even rows (ten in the odd), Tricorne's eleven rows, dotted lines through
  columns 3 and 7: the battle moves one column left, and what falls off either edge is left out.

The fork: Highland infantry melee with 3 dice (the template's 2), Lowland infantry retreat 1 hex a
flag (the template's 2), an id and names of its own, `basedOn` the built-in system. The bound copy:
scenarios/killiecrankie.tricorne.json under the fork's id, keeping the fork as a sidecar and its
content hash (io/system_json.h's systemHash). Run it again after the template's shape changes,
then tests/tools/make_hostile_corpus.py (which starts from these files).

    python3 tests/tools/make_system_fixtures.py           rewrite the two files
    python3 tests/tools/make_system_fixtures.py --check   exit 1 if they differ from what it makes
"""

import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
TEMPLATE = ROOT / "templates" / "systems" / "jacobite-rising.json"
SCENARIO = ROOT / "scenarios" / "killiecrankie.tricorne.json"
OUT = ROOT / "tests" / "data" / "systems"
FORK_NAME = "highland-fork.tricorne-system.json"
BOUND_NAME = "killiecrankie-highland.tricorne.json"
NINE_NAME = "nine-rows.tricorne-system.json"
NINE_BOUND_NAME = "killiecrankie-nine-rows.tricorne.json"
NARROW_NAME = "eleven-columns.tricorne-system.json"
NARROW_BOUND_NAME = "killiecrankie-eleven-columns.tricorne.json"


def system_hash(doc):
    """The engine's systemHash: FNV-1a 64 over compact JSON with sorted keys (no floats here)."""
    text = json.dumps(doc, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    value = 0xCBF29CE484222325
    for byte in text.encode("utf-8"):
        value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return "%016x" % value


def unit_type(doc, type_id):
    return next(t for t in doc["armies"][0]["unitTypes"] if t["id"] == type_id)


def fork():
    doc = json.loads(TEMPLATE.read_text(encoding="utf-8"))
    out = {}
    for key, value in doc.items():  # the template's key order, basedOn after the id
        out[key] = value
        if key == "id":
            out["basedOn"] = doc["id"]
    out["id"] = "jacobite-rising-highland"
    out["name"] = "The Jacobite Rising, Highland house rules"
    out["shortName"] = "Highland house rules"
    out["notes"] = ("A designer's fork of the Jacobite Rising system for the tests: the Jacobite Highland infantry melee "
                    "with 3 dice, and the Jacobite Lowland infantry retreat 1 hex a flag.")
    unit_type(out, "highland")["dice"][0] = 3
    unit_type(out, "lowland")["retreatPerFlag"] = 1
    return out


def bound(system, sidecar=FORK_NAME, title="Killiecrankie (Highland house rules)", doc=None):
    doc = doc if doc is not None else json.loads(SCENARIO.read_text(encoding="utf-8"))
    out = {}
    for key, value in doc.items():
        out[key] = value
        if key == "system":
            out["systemBinding"] = {"hash": system_hash(system), "sidecar": sidecar}
    out["version"] = 4
    out["system"] = system["id"]
    out["metadata"]["title"] = title
    return out


def board_fork(system_id, name, short, notes, board):
    """The Jacobite Rising template under another id with the board `board`."""
    doc = json.loads(TEMPLATE.read_text(encoding="utf-8"))
    out = {}
    for key, value in doc.items():
        out[key] = value
        if key == "id":
            out["basedOn"] = doc["id"]
    out["id"] = system_id
    out["name"] = name
    out["shortName"] = short
    out["notes"] = notes
    out["board"] = board
    return out


def moved(doc, where):
    """Killiecrankie with every hex [col,row] taken to where(col, row), or left out where that is None."""
    doc = json.loads(json.dumps(doc))
    for key in ("terrain", "hexsides", "units", "leaders", "labels"):
        kept = []
        for entry in doc.get(key, []):
            to = where(*entry["hex"])
            if to is not None:
                entry["hex"] = list(to)
                kept.append(entry)
        if key in doc:
            doc[key] = kept
    for objective in doc.get("objectives", []):
        if "hexes" in objective:
            objective["hexes"] = [list(h) for h in (where(*x) for x in objective["hexes"]) if h is not None]
    return doc


def nine_rows():
    return board_fork("jacobite-rising-nine-rows", "The Jacobite Rising on nine rows", "Nine rows",
                      "The Jacobite Rising system on a board of 9 rows of 13 hexes (Commands & Colors: Napoleonics' size), "
                      "for the tests of a board smaller than Tricorne's.",
                      {"rows": 9, "columns": 13, "dottedLines": [4, 8], "source": "https://docslib.org/doc/3269872/ccn-rules-2016-pdf"})


def eleven_columns():
    return board_fork("jacobite-rising-eleven-columns", "The Jacobite Rising on eleven columns", "Eleven columns",
                      "The Jacobite Rising system on a board of 11 rows of 11 hexes (10 in the odd rows), "
                      "for the tests of a board narrower than Tricorne's.",
                      {"rows": 11, "columns": 11, "dottedLines": [3, 7]})


def nine_rows_battle(system):
    def where(col, row):
        if row in (6, 7):
            return None
        return (col, row - 2) if row >= 8 else (col, row)
    doc = moved(json.loads(SCENARIO.read_text(encoding="utf-8")), where)
    return bound(system, NINE_NAME, "Killiecrankie on nine rows", doc)


def eleven_columns_battle(system):
    def where(col, row):
        col -= 1
        length = 11 if row % 2 == 0 else 10
        return (col, row) if 0 <= col < length else None
    doc = moved(json.loads(SCENARIO.read_text(encoding="utf-8")), where)
    return bound(system, NARROW_NAME, "Killiecrankie on eleven columns", doc)


def dump(doc):
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"


def main(argv):
    system = fork()
    nine = nine_rows()
    narrow = eleven_columns()
    files = {FORK_NAME: dump(system), BOUND_NAME: dump(bound(system)),
             NINE_NAME: dump(nine), NINE_BOUND_NAME: dump(nine_rows_battle(nine)),
             NARROW_NAME: dump(narrow), NARROW_BOUND_NAME: dump(eleven_columns_battle(narrow))}
    if argv[1:] == ["--check"]:
        stale = [name for name, text in files.items() if not (OUT / name).exists() or (OUT / name).read_text(encoding="utf-8") != text]
        for name in stale:
            print(f"{OUT / name} differs from what tests/tools/make_system_fixtures.py makes; run it", file=sys.stderr)
        return 1 if stale else 0
    for name, text in files.items():
        (OUT / name).write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
