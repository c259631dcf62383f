#!/usr/bin/env python3
"""Re-makes tests/data/systems/: a designer's fork of the Jacobite Rising system and a
Killiecrankie copy bound to it (the example of issue #36), from the shipped template and scenario.

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


def bound(system):
    doc = json.loads(SCENARIO.read_text(encoding="utf-8"))
    out = {}
    for key, value in doc.items():
        out[key] = value
        if key == "system":
            out["systemBinding"] = {"hash": system_hash(system), "sidecar": FORK_NAME}
    out["version"] = 4
    out["system"] = system["id"]
    out["metadata"]["title"] = "Killiecrankie (Highland house rules)"
    return out


def dump(doc):
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"


def main(argv):
    system = fork()
    files = {FORK_NAME: dump(system), BOUND_NAME: dump(bound(system))}
    if argv[1:] == ["--check"]:
        stale = [name for name, text in files.items() if (OUT / name).read_text(encoding="utf-8") != text]
        for name in stale:
            print(f"{OUT / name} differs from what tests/tools/make_system_fixtures.py makes; run it", file=sys.stderr)
        return 1 if stale else 0
    for name, text in files.items():
        (OUT / name).write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
