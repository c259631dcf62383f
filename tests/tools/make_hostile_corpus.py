#!/usr/bin/env python3
"""Re-makes the hostile-file corpus in tests/data/hostile/.

Every file there is something a user (or an attacker) could hand `tricorne validate`: bytes
that are not JSON, JSON past the reader's limits, and scenarios with the wrong shape. Each
must be refused with a diagnostic, never a crash (tests/engine/hostile_files_test.cpp,
tests/cli/). The "valid scenario" variants start from scenarios/killiecrankie.tricorne.json.

Deterministic and stdlib only: running it again gives the same bytes.

    python3 tests/tools/make_hostile_corpus.py [OUTPUT_DIR]          (default: tests/data/hostile)
    python3 tests/tools/make_hostile_corpus.py --check [CORPUS_DIR]  exit 1 if the files differ
"""

import copy
import hashlib
import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
BASE_SCENARIO = ROOT / "scenarios" / "killiecrankie.tricorne.json"
BASE_SYSTEM = ROOT / "templates" / "systems" / "jacobite-rising.json"
# A designer's fork of BASE_SYSTEM and a Killiecrankie copy bound to it (tests/data/systems).
BASE_FORK = ROOT / "tests" / "data" / "systems" / "highland-fork.tricorne-system.json"
BASE_BOUND = ROOT / "tests" / "data" / "systems" / "killiecrankie-highland.tricorne.json"

# The reader's limits (engine/include/tricorne/io/json_io.h), to place files either side of them.
MAX_BYTES = 4 << 20
MAX_STRING_BYTES = 16384

# Stands in for a raw JSON token that json.dumps cannot produce (1e400); replaced after dumping.
RAW = "@@RAW@@"


def base():
    """A fresh copy of the valid base scenario."""
    return json.loads(BASE_SCENARIO.read_text(encoding="utf-8"))


def dump(doc):
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"


def encoded(doc):
    return dump(doc).encode("utf-8")


def with_raw(doc, raw_token):
    """The document's bytes with the single RAW placeholder replaced by raw_token (bytes)."""
    text = encoded(doc)
    placeholder = json.dumps(RAW).encode("utf-8")
    assert text.count(placeholder) == 1, "exactly one placeholder expected"
    return text.replace(placeholder, raw_token)


def replace_once(data, old, new):
    assert data.count(old) == 1, f"{old!r} must occur exactly once"
    return data.replace(old, new)


def modified(change):
    """A valid scenario with change(doc) applied."""
    doc = base()
    change(doc)
    return doc


def setter(*path_and_value):
    """change(doc) that sets doc[path...] = value."""
    *path, value = path_and_value

    def change(doc):
        target = doc
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return change


def deterministic_bytes(count, seed):
    """count pseudo-random bytes from SHA-256 in counter mode (the same on every Python)."""
    out = bytearray()
    counter = 0
    while len(out) < count:
        out += hashlib.sha256(f"{seed}:{counter}".encode()).digest()
        counter += 1
    return bytes(out[:count])


def title_bytes(raw_title):
    """The valid scenario whose title is replaced by raw bytes (placed inside the quotes)."""
    return replace_once(encoded(base()), b'"title": "Killiecrankie"', b'"title": "' + raw_title + b'"')


def truncated():
    data = BASE_SCENARIO.read_bytes()
    cut = data[: len(data) // 2]
    cut.decode("utf-8")  # the cut must stay valid UTF-8 so that only the syntax is wrong
    return cut


def deep(opening, leaf, closing, levels=100_000):
    return (opening * levels + leaf + closing * levels).encode("ascii")


def del_key(key):
    def change(doc):
        del doc[key]

    return change


def add_unknown_hexside(doc):
    doc["hexsides"] = [{"hex": [6, 5], "side": "NNE", "type": "enclosure-wall"}]


def add_typo_key(doc):
    doc["unitz"] = copy.deepcopy(doc["units"])


def units_as_object(doc):
    doc["units"] = {unit["id"]: unit for unit in doc["units"]}


def sides_as_array(doc):
    doc["sides"] = [doc["sides"]["bottom"], doc["sides"]["top"]]


def system_with_armies_as_string():
    system = json.loads(BASE_SYSTEM.read_text(encoding="utf-8"))
    system["armies"] = "jacobite, government"
    return encoded(system)


def system_hash(doc):
    """The engine's systemHash (io/system_json.h): FNV-1a 64 over the canonical text, compact with
    sorted keys (the documents here hold no floating-point numbers, which it would make whole)."""
    text = json.dumps(doc, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    value = 0xCBF29CE484222325
    for byte in text.encode("utf-8"):
        value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return "%016x" % value


def fork():
    """A fresh copy of the valid forked system."""
    return json.loads(BASE_FORK.read_text(encoding="utf-8"))


def system_changed(change):
    """The fork with change(doc) applied, as bytes."""
    doc = fork()
    change(doc)
    return encoded(doc)


def jacobite_type(doc, type_id):
    return next(t for t in doc["armies"][0]["unitTypes"] if t["id"] == type_id)


def huge(key, count):
    """change(doc) that fills the list doc[key] (a path of keys) with count copies of its first entry."""

    def change(doc):
        target = doc
        for k in key[:-1]:
            target = target[k]
        target[key[-1]] = [copy.deepcopy(target[key[-1]][0]) for _ in range(count)]

    return change


def bound(change=None, hash_of_changed=True):
    """The Killiecrankie copy with the fork embedded (as export writes it), change(system) applied
    to the embedded system; its recorded hash is the changed system's unless hash_of_changed is
    False (then the system changed after it was bound)."""
    doc = json.loads(BASE_BOUND.read_text(encoding="utf-8"))
    system = fork()
    recorded = system_hash(system)
    if change:
        change(system)
    doc["systemBinding"] = {"hash": system_hash(system) if hash_of_changed else recorded, "embedded": system}
    return doc


def bound_with(binding_change):
    """The embedded Killiecrankie copy with binding_change(doc) applied to the whole scenario."""
    doc = bound()
    binding_change(doc)
    return encoded(doc)


def sidecar(path):
    """The Killiecrankie copy naming a sidecar path (its hash the fork's)."""
    doc = json.loads(BASE_BOUND.read_text(encoding="utf-8"))
    doc["systemBinding"] = {"hash": system_hash(fork()), "sidecar": path}
    return encoded(doc)


def self_sidecar():
    """A scenario saved under a system file's name whose sidecar is itself: read as a system it is
    not one, so the loop ends at the first read."""
    doc = json.loads(BASE_BOUND.read_text(encoding="utf-8"))
    doc["systemBinding"] = {"hash": system_hash(fork()), "sidecar": "cycle.tricorne-system.json"}
    return encoded(doc)


# name → bytes. Every entry is one case; the name says what it is.
# Terminal control sequences a file could smuggle into a diagnostic: set the window title,
# clear the screen, turn the text red (reproducers of hostile files).
ESCAPES = "\u001b]0;PWNED\u0007\u001b[2J\u001b[31mred"


def too_many_units(doc):
    doc["units"] = [copy.deepcopy(doc["units"][0]) for _ in range(139)]  # the schema's maxItems is 138


def game_log(first_action):
    """A game log (schema/log.schema.json) recorded on Killiecrankie, seed 1, whose first action
    is first_action; well formed otherwise."""
    return {
        "format": "tricorne-log", "version": 1, "scenario": "Killiecrankie",
        "scenarioHash": "54150175e7f4d37c", "seed": 1, "startHash": "b4240f8740793fc4",
        "actions": [first_action, {"kind": "retreat-to", "hex": [6, 6], "hash": "623ed613192ec80d"}],
    }


def cannonade_at(raw_hex):
    """The log whose first action fires the cannonade at the raw [col, row] tokens (bytes)."""
    return with_raw(game_log({"kind": "cannonade-fire", "unit": "gov-4", "hex": RAW, "hash": "8ae777227578e8fa"}), raw_hex)


def corpus():
    return {
        # Not JSON at all
        "empty.json": b"",
        "whitespace-only.json": b"  \n\t\r\n   \n",
        "truncated.json": truncated(),
        "binary-garbage.json": deterministic_bytes(4096, "tricorne-hostile"),
        "nul-bytes.json": title_bytes(b"Killie\x00crankie"),
        "trailing-garbage.json": encoded(base()) + b"}{ not json\n",
        "nul-then-garbage.json": encoded(base()) + b"\x00 this is not JSON {{{]]]",
        # Not UTF-8
        "not-utf8.json": title_bytes("Killiecrankie caf\u00e9".encode("latin-1")),
        "utf16-bom.json": b"\xff\xfe" + dump(base()).encode("utf-16-le"),
        "overlong-utf8.json": title_bytes(b"Killie\xc0\xafcrankie"),  # "/" as two bytes
        "lone-surrogate.json": title_bytes(b"Killie\\ud800crankie"),  # escape of half a pair
        # Past the reader's limits
        "deep-nesting.json": deep("[", "", "]"),
        "deep-objects.json": deep('{"a":', "null", "}"),
        "huge-number.json": with_raw(modified(setter("victoryBanners", RAW)), b"1e400"),
        "big-integer.json": encoded(modified(setter("version", 2**64 + 1))),
        "big-integer-field.json": encoded(modified(lambda d: d["units"][0].update(blocks=2**64 + 1))),
        "long-string.json": encoded(modified(setter("metadata", "title", "x" * (10 << 20)))),
        "long-string-under-limit.json": encoded(modified(setter("metadata", "title", "x" * 100_000))),
        "long-pattern-string.json": encoded(modified(lambda d: d["units"][0].update(id="a" * 16_000))),
        "escape-in-dup-key.json": ('{"%s": 1, "%s": 2}\n' % ((json.dumps(ESCAPES)[1:-1],) * 2)).encode("utf-8"),
        "duplicate-keys.json": replace_once(
            encoded(base()), b'"title": "Killiecrankie",', b'"title": "Killiecrankie",\n    "title": "Killiecrankie again",'
        ),
        # Valid JSON, not a scenario
        "not-an-object.json": encoded([base()]),
        "null.json": b"null\n",
        "unknown-format.json": encoded(modified(setter("format", "tricorne-campaign"))),
        "escape-in-format.json": encoded(modified(setter("format", ESCAPES))),
        "missing-format.json": encoded(modified(del_key("format"))),
        "negative-version.json": encoded(modified(setter("version", -1))),
        "newer-version.json": encoded(modified(setter("version", 5))),
        "system-armies-not-a-list.json": system_with_armies_as_string(),
        # Game-system files (what --system reads): wrong types, missing decks, dangling references, huge tables
        "systems/wrong-types/dice-string.json": system_changed(lambda d: jacobite_type(d, "highland").update(dice="3")),
        "systems/wrong-types/retreat-float.json": system_changed(lambda d: jacobite_type(d, "lowland").update(retreatPerFlag=1.5)),
        "systems/wrong-types/factions-object.json": system_changed(lambda d: d.update(factions={f["id"]: f for f in d["factions"]})),
        "systems/wrong-types/abilities-unknown.json": system_changed(lambda d: jacobite_type(d, "highland").update(abilities=["highland-flight"])),
        "systems/missing-decks.json": system_changed(lambda d: d.pop("decks")),
        "systems/empty-command-deck.json": system_changed(lambda d: d["decks"]["command"].update(cards=[])),
        "systems/dangling-army-faction.json": system_changed(lambda d: d["armies"][0].update(faction="french")),
        "systems/dangling-combat-deck.json": system_changed(lambda d: d["decks"]["combat"][1].update(faction="french")),
        "systems/dangling-chief-marker.json": system_changed(lambda d: d["rules"]["chiefMarkers"].update(french="Marshal")),
        "systems/duplicate-unit-type.json": system_changed(lambda d: d["armies"][0]["unitTypes"].append(
            dict(copy.deepcopy(d["armies"][0]["unitTypes"][0]), name="Highland again"))),
        "systems/duplicate-entry.json": system_changed(lambda d: d["armies"][0]["unitTypes"].append(copy.deepcopy(d["armies"][0]["unitTypes"][0]))),
        "systems/huge-unit-types.json": system_changed(huge(["armies", 0, "unitTypes"], 64)),
        "systems/huge-terrain.json": system_changed(huge(["terrain"], 64)),
        "systems/huge-command-deck.json": system_changed(huge(["decks", "command", "cards"], 5000)),
        "systems/huge-dice.json": system_changed(lambda d: jacobite_type(d, "highland").update(dice=[9] * 5000)),
        # Scenarios bound to a system they keep (version 4): embedded, or a sidecar beside them
        "bound/embedded-not-an-object.json": bound_with(lambda d: d["systemBinding"].update(embedded="jacobite-rising-highland")),
        "bound/embedded-wrong-types.json": encoded(bound(lambda s: s.update(armies="jacobite, government"))),
        "bound/embedded-missing-decks.json": encoded(bound(lambda s: s.pop("decks"))),
        "bound/embedded-dangling-faction.json": encoded(bound(lambda s: s["armies"][1].update(faction="french"))),
        "bound/embedded-huge-table.json": encoded(bound(huge(["armies", 0, "unitTypes"], 64))),
        "bound/embedded-changed-after-binding.json": encoded(bound(lambda s: jacobite_type(s, "highland")["dice"].__setitem__(0, 9), False)),
        "bound/embedded-builtin-id.json": bound_with(lambda d: (d.update(system="jacobite-rising"), d["systemBinding"].update(
            hash=system_hash(dict(d["systemBinding"]["embedded"], id="jacobite-rising")),
            embedded=dict(d["systemBinding"]["embedded"], id="jacobite-rising")))),
        "bound/embedded-id-differs.json": bound_with(lambda d: d.update(system="another-fork")),
        "bound/embedded-and-sidecar.json": bound_with(lambda d: d["systemBinding"].update(sidecar="highland-fork.tricorne-system.json")),
        "bound/hash-not-hex.json": bound_with(lambda d: d["systemBinding"].update(hash="ZZZZZZZZZZZZZZZZ")),
        "bound/version-3-with-binding.json": bound_with(setter("version", 3)),
        "bound/sidecar-missing.json": sidecar("nowhere.tricorne-system.json"),
        "bound/sidecar-absolute.json": sidecar("/etc/passwd.tricorne-system.json"),
        "bound/sidecar-not-a-system-name.json": sidecar("../../../../../../../../dev/zero"),
        "bound/sidecar-device.json": sidecar("../../../../../../../../dev/zero/x.tricorne-system.json"),
        "bound/sidecar-cycle.json": sidecar("cycle.tricorne-system.json"),
        "bound/cycle.tricorne-system.json": self_sidecar(),
        # A scenario with the wrong shape
        "extra-property.json": encoded(modified(add_typo_key)),
        "unknown-enum.json": encoded(modified(add_unknown_hexside)),
        "too-many-units.json": encoded(modified(too_many_units)),
        # Game logs (what a bug report attaches), read against scenarios/killiecrankie.tricorne.json
        "logs/kind-not-string.json": encoded(game_log({"kind": [], "hash": "8ae777227578e8fa"})),
        "logs/hex-intmax.json": cannonade_at(b"[2147483647, 0]"),
        "logs/hex-intmin-row2.json": cannonade_at(b"[-2147483648, 2]"),
        "logs/hex-u64.json": cannonade_at(b"[18446744073709551615, 0]"),
        "logs/hex-beyond-u64.json": cannonade_at(b"[18446744073709551616, 0]"),
        "wrong-types/version-string.json": encoded(modified(setter("version", "1"))),
        "wrong-types/units-object.json": encoded(modified(units_as_object)),
        "wrong-types/hex-string.json": encoded(modified(lambda d: d["units"][0].update(hex="1,3"))),
        "wrong-types/blocks-float.json": encoded(modified(lambda d: d["units"][2].update(blocks=2.5))),
        "wrong-types/chief-string.json": encoded(modified(lambda d: d["units"][0].update(chief="yes"))),
        "wrong-types/sides-array.json": encoded(modified(sides_as_array)),
        "wrong-types/terrain-item-number.json": encoded(modified(lambda d: d["terrain"].__setitem__(3, 7))),
        "wrong-types/title-null.json": encoded(modified(setter("metadata", "title", None))),
    }


def remove_old_corpus(out_dir):
    """Deletes the .json files (and emptied folders) a previous run left, so renamed cases go."""
    if not out_dir.exists():
        return
    for path in sorted(out_dir.rglob("*.json")):
        path.unlink()
    for folder in sorted((p for p in out_dir.rglob("*") if p.is_dir()), reverse=True):
        if not any(folder.iterdir()):
            folder.rmdir()


def check(out_dir, files):
    """Compares the corpus on disk with what this script makes; returns the differences."""
    on_disk = {p.relative_to(out_dir).as_posix() for p in out_dir.rglob("*.json")} if out_dir.exists() else set()
    differences = [f"missing: {name}" for name in sorted(files.keys() - on_disk)]
    differences += [f"not made by this script: {name}" for name in sorted(on_disk - files.keys())]
    differences += [
        f"different bytes: {name}" for name in sorted(files.keys() & on_disk) if (out_dir / name).read_bytes() != files[name]
    ]
    return differences


def main(argv):
    args = argv[1:]
    check_only = bool(args) and args[0] == "--check"
    if check_only:
        args = args[1:]
    out_dir = pathlib.Path(args[0]) if args else ROOT / "tests" / "data" / "hostile"
    files = corpus()
    assert len(files["long-string.json"]) > MAX_BYTES
    assert MAX_STRING_BYTES < len(files["long-string-under-limit.json"]) < MAX_BYTES
    assert 16_000 < MAX_STRING_BYTES

    if check_only:
        differences = check(out_dir, files)
        for line in differences:
            print(f"{out_dir}: {line}", file=sys.stderr)
        if differences:
            print("re-make the corpus: python3 tests/tools/make_hostile_corpus.py", file=sys.stderr)
            return 1
        print(f"{out_dir}: the {len(files)} files are what this script makes")
        return 0

    remove_old_corpus(out_dir)
    for name, data in sorted(files.items()):
        path = out_dir / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    print(f"wrote {len(files)} files to {out_dir}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
