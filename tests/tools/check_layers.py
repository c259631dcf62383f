#!/usr/bin/env python3
"""Fails when an include in the engine points up a layer (ARCHITECTURE.md, "Layers").

The engine's folders are its layers, in this order; a file may include headers of its own
layer and of the layers before it, never of a later one:

    core  model  io  validate  rules  play  text  sim

Every file under engine/src/<layer>/ and engine/include/tricorne/<layer>/ is checked. Its
engine includes name their layer: public headers as "tricorne/<layer>/x.h", private ones as
"<layer>/x.h" (relative to engine/src). An engine include that names no known layer fails too,
and so does a file outside the layer folders, so a new file cannot slip past the check.
core/ and model/ hold plain data: they include neither nlohmann (JSON) nor valijson (schemas).

Usage:
    check_layers.py REPO_ROOT          check the tree; exit 1 and one line per problem
    check_layers.py --bites REPO_ROOT  plant back-edges in a temporary copy of the engine and
                                       check that the check reports each one (exit 0 when it does)
"""
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

LAYERS = ["core", "model", "io", "validate", "rules", "play", "text", "sim"]
RANK = {name: i for i, name in enumerate(LAYERS)}
# Libraries a plain-data layer must not see: reading and checking files is io/'s and validate/'s.
DATA_LAYERS = {"core", "model"}
FORBIDDEN_IN_DATA = ("nlohmann/", "valijson/", "valijson_")
SOURCE_SUFFIXES = {".h", ".hpp", ".cpp", ".cc", ".inc"}

INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^">]+)[">]')


def layer_of_file(root, path):
    """The layer a file sits in, or None when it sits outside the layer folders."""
    rel = path.relative_to(root)
    parts = rel.parts
    if parts[:2] == ("engine", "src"):
        folder = parts[2] if len(parts) > 3 else None
    else:  # engine/include/tricorne/<layer>/...
        folder = parts[3] if len(parts) > 4 else None
    return folder if folder in RANK else None


def layer_of_include(name):
    """(layer, known): the layer an engine include names, or (None, False) for a library header."""
    parts = name.split("/")
    if parts[0] == "tricorne":
        return (parts[1], parts[1] in RANK) if len(parts) > 2 else (None, True)
    if len(parts) > 1 and parts[0] in RANK:
        return parts[0], True
    return None, False


def check(root):
    root = pathlib.Path(root).resolve()
    problems = []
    files = []
    for base in (root / "engine" / "src", root / "engine" / "include" / "tricorne"):
        files += [p for p in sorted(base.rglob("*")) if p.is_file() and p.suffix in SOURCE_SUFFIXES]
    for path in files:
        rel = path.relative_to(root)
        layer = layer_of_file(root, path)
        if layer is None:
            problems.append(f"{rel}:1: sits outside the layer folders; move it into one of "
                            f"{', '.join(LAYERS)} (engine/src/<layer>/ or engine/include/tricorne/<layer>/)")
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            match = INCLUDE.match(line)
            if not match:
                continue
            bracket, name = match.groups()
            where = f"{rel}:{number}"
            if layer in DATA_LAYERS and name.startswith(FORBIDDEN_IN_DATA):
                problems.append(f"{where}: includes {name} from layer {layer}, which holds plain data; "
                                f"read and write files in io/ (e.g. io/scenario_json.h) and check them in validate/")
                continue
            target, known = layer_of_include(name)
            if target is None and bracket == "<" and not name.startswith("tricorne/"):
                continue  # the standard library or a third-party header
            if not known or target is None:
                problems.append(f"{where}: includes {name}, which names no layer; write "
                                f"\"tricorne/<layer>/x.h\" (public) or \"<layer>/x.h\" (private) with <layer> one of "
                                f"{', '.join(LAYERS)}")
                continue
            if RANK[target] > RANK[layer]:
                below = ", ".join(LAYERS[: RANK[layer] + 1])
                problems.append(f"{where}: includes {name} (layer {target}) from layer {layer}; "
                                f"files in {layer}/ may use only {below}: move what it needs down to layer {layer} "
                                f"or below, or move this code up to {target}/")
    return files, problems


# What --bites plants, each with the words its report must hold.
PLANTS = [
    ("engine/src/model/state.cpp", '#include "tricorne/sim/bots.h"', "includes tricorne/sim/bots.h (layer sim) from layer model"),
    ("engine/include/tricorne/rules/los.h", '#include "play/game_internal.h"', "includes play/game_internal.h (layer play) from layer rules"),
    ("engine/src/io/json_io.cpp", '#include "tricorne/validate/validate.h"', "(layer validate) from layer io"),
    ("engine/include/tricorne/model/scenario.h", "#include <nlohmann/json.hpp>", "includes nlohmann/json.hpp from layer model"),
    ("engine/src/core/hex.cpp", '#include "hex_helpers.h"', "includes hex_helpers.h, which names no layer"),
    ("engine/src/text/rule_text.cpp", '#include "tricorne/extras/x.h"', "includes tricorne/extras/x.h, which names no layer"),
]


def bites(root):
    """Plants back-edges in a copy of the engine; true when the check reports every one."""
    root = pathlib.Path(root).resolve()
    with tempfile.TemporaryDirectory() as tmp:
        copy = pathlib.Path(tmp)
        shutil.copytree(root / "engine" / "src", copy / "engine" / "src")
        shutil.copytree(root / "engine" / "include", copy / "engine" / "include")
        clean = subprocess.run([sys.executable, __file__, str(copy)], capture_output=True, text=True)
        if clean.returncode != 0:
            print("the copy fails before anything is planted; fix the tree first:\n" + clean.stdout)
            return False
        for rel, line, _ in PLANTS:
            path = copy / rel
            path.write_text(path.read_text(encoding="utf-8") + line + "\n", encoding="utf-8")
        stray = copy / "engine" / "src" / "stray.cpp"
        stray.write_text("// a file outside the layer folders\n", encoding="utf-8")
        planted = subprocess.run([sys.executable, __file__, str(copy)], capture_output=True, text=True)
        print(planted.stdout, end="")
        ok = planted.returncode == 1
        if not ok:
            print(f"the check exited {planted.returncode} on the planted tree, not 1")
        for rel, _, words in PLANTS + [("engine/src/stray.cpp", "", "sits outside the layer folders")]:
            if not any(l.startswith(rel + ":") and words in l for l in planted.stdout.splitlines()):
                print(f"MISSED: {rel}: expected a line with {words!r}")
                ok = False
        print("the check reports every planted back-edge" if ok else "the check does not bite")
        return ok


def main(argv):
    if len(argv) == 3 and argv[1] == "--bites":
        return 0 if bites(argv[2]) else 1
    if len(argv) != 2:
        print(__doc__)
        return 2
    files, problems = check(argv[1])
    if problems:
        print("\n".join(problems))
        print(f"{len(problems)} include(s) break the layer order {' < '.join(LAYERS)} (ARCHITECTURE.md, \"Layers\")")
        return 1
    print(f"{len(files)} engine files: every include points down the layers {' < '.join(LAYERS)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
