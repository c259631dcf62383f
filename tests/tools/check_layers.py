#!/usr/bin/env python3
"""Fails when an include crosses the engine's layers or the studio's floors the wrong way
(ARCHITECTURE.md, "Layers" and "The studio").

The engine's folders are its layers and the studio's folders its floors. Each declares the
folders it may use below (ENGINE_LAYERS, STUDIO_FLOORS): a file may include headers of its own
folder and of those, never of another.

Engine: every file under engine/src/<layer>/ and engine/include/tricorne/<layer>/. Its engine
includes name their layer: public headers as "tricorne/<layer>/x.h", private ones as
"<layer>/x.h" (relative to engine/src). core/ and model/ hold plain data: they include neither
nlohmann (JSON) nor valijson (schemas).
Studio: every file under editor/src/<floor>/. Its own includes name their floor
("document/boardmodel.h"; only editor/src is on the include path); of the engine it includes
the public headers ("tricorne/<layer>/x.h") only.
An include that names no known layer or floor fails, and so does a file outside the folders, so
a new file cannot slip past the check.

Usage:
    check_layers.py REPO_ROOT          check the tree; exit 1 and one line per problem
    check_layers.py --bites REPO_ROOT  plant back-edges in a temporary copy and check that the
                                       check reports each one (exit 0 when it does)
"""
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

# Each engine layer and the layers it may use. rules/ and io/ are siblings over model/: the rule
# queries read no files, and reading files asks no rule.
ENGINE_LAYERS = {
    "core": [],
    "model": ["core"],
    "io": ["core", "model"],
    "validate": ["core", "model", "io"],
    "rules": ["core", "model"],
    "play": ["core", "model", "io", "rules"],
    "text": ["core", "model", "io", "rules", "play"],
    "sim": ["core", "model", "io", "validate", "rules", "play", "text"],
}
# Each studio floor and the floors it may use. Undo commands are built in editing/ only; the
# rooms (models, board, balance, playtest) never include one another; app/ is the shell.
STUDIO_FLOORS = {
    "common": [],
    "document": ["common"],
    "commands": ["common", "document"],
    "editing": ["common", "document", "commands"],
    "models": ["common", "document"],
    "board": ["common", "document", "editing"],
    "balance": ["common", "document", "editing"],
    "playtest": ["common", "document"],
    "app": ["common", "document", "editing", "models", "board", "balance", "playtest"],
}
# Libraries a plain-data layer must not see: reading and checking files is io/'s and validate/'s.
DATA_LAYERS = {"core", "model"}
FORBIDDEN_IN_DATA = ("nlohmann/", "valijson/", "valijson_")
SOURCE_SUFFIXES = {".h", ".hpp", ".cpp", ".cc", ".inc"}

INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^">]+)[">]')


def files_under(base):
    return [p for p in sorted(base.rglob("*")) if p.is_file() and p.suffix in SOURCE_SUFFIXES] if base.is_dir() else []


def folder_of(path, base, known):
    """The first folder of `path` under `base` when it is one of `known`, else None."""
    parts = path.relative_to(base).parts
    return parts[0] if len(parts) > 1 and parts[0] in known else None


def may_use(graph, folder):
    return [folder] + graph[folder]


def engine_problems(root):
    files, problems = [], []
    for base in (root / "engine" / "src", root / "engine" / "include" / "tricorne"):
        for path in files_under(base):
            files.append(path)
            rel = path.relative_to(root)
            layer = folder_of(path, base, ENGINE_LAYERS)
            if layer is None:
                problems.append(f"{rel}:1: sits outside the layer folders; move it into one of "
                                f"{', '.join(ENGINE_LAYERS)} (engine/src/<layer>/ or engine/include/tricorne/<layer>/)")
                continue
            for number, bracket, name in includes(path):
                where = f"{rel}:{number}"
                if layer in DATA_LAYERS and name.startswith(FORBIDDEN_IN_DATA):
                    problems.append(f"{where}: includes {name} from layer {layer}, which holds plain data; "
                                    f"read and write files in io/ (e.g. io/scenario_json.h) and check them in validate/")
                    continue
                parts = name.split("/")
                if parts[0] == "tricorne":
                    target = parts[1] if len(parts) > 2 else None
                elif len(parts) > 1 and parts[0] in ENGINE_LAYERS:
                    target = parts[0]
                elif bracket == "<":
                    continue  # the standard library or a third-party header
                else:
                    target = None
                if target not in ENGINE_LAYERS:
                    problems.append(f"{where}: includes {name}, which names no layer; write "
                                    f"\"tricorne/<layer>/x.h\" (public) or \"<layer>/x.h\" (private) with <layer> one of "
                                    f"{', '.join(ENGINE_LAYERS)}")
                elif target not in may_use(ENGINE_LAYERS, layer):
                    problems.append(f"{where}: includes {name} (layer {target}) from layer {layer}; "
                                    f"files in {layer}/ may use only {', '.join(may_use(ENGINE_LAYERS, layer))}: move what it "
                                    f"needs down to one of those, or move this code up to a layer that may use {target}/")
    return files, problems


def studio_problems(root):
    base = root / "editor" / "src"
    files, problems = [], []
    for path in files_under(base):
        files.append(path)
        rel = path.relative_to(root)
        floor = folder_of(path, base, STUDIO_FLOORS)
        if floor is None:
            problems.append(f"{rel}:1: sits outside the studio's floors; move it into one of "
                            f"{', '.join(STUDIO_FLOORS)} (editor/src/<floor>/)")
            continue
        for number, bracket, name in includes(path):
            where = f"{rel}:{number}"
            parts = name.split("/")
            if parts[0] == "tricorne" and len(parts) > 2 and parts[1] in ENGINE_LAYERS:
                continue  # the engine's public API
            if bracket == "<" and parts[0] != "tricorne":
                continue  # Qt, the standard library or a third-party header
            target = parts[0] if len(parts) > 1 else None
            if target not in STUDIO_FLOORS:
                problems.append(f"{where}: includes {name}, which names no floor; write \"<floor>/x.h\" with <floor> "
                                f"one of {', '.join(STUDIO_FLOORS)}, or \"tricorne/<layer>/x.h\" for the engine's public API")
            elif target not in may_use(STUDIO_FLOORS, floor):
                problems.append(f"{where}: includes {name} (floor {target}) from floor {floor}; "
                                f"files in {floor}/ may use only {', '.join(may_use(STUDIO_FLOORS, floor))}: move what it "
                                f"needs down to one of those, or move this code up to a floor that may use {target}/")
    return files, problems


def includes(path):
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        match = INCLUDE.match(line)
        if match:
            yield number, match.group(1), match.group(2)


def check(root):
    root = pathlib.Path(root).resolve()
    engine_files, engine = engine_problems(root)
    studio_files, studio = studio_problems(root)
    return len(engine_files), len(studio_files), engine + studio


# What --bites plants, each with the words its report must hold.
PLANTS = [
    ("engine/src/model/state.cpp", '#include "tricorne/sim/bots.h"', "includes tricorne/sim/bots.h (layer sim) from layer model"),
    ("engine/include/tricorne/rules/los.h", '#include "play/game_internal.h"', "includes play/game_internal.h (layer play) from layer rules"),
    ("engine/src/rules/movement.cpp", '#include "tricorne/io/json_io.h"', "(layer io) from layer rules"),
    ("engine/src/io/json_io.cpp", '#include "tricorne/validate/validate.h"', "(layer validate) from layer io"),
    ("engine/include/tricorne/model/scenario.h", "#include <nlohmann/json.hpp>", "includes nlohmann/json.hpp from layer model"),
    ("engine/src/core/hex.cpp", '#include "hex_helpers.h"', "includes hex_helpers.h, which names no layer"),
    ("engine/src/text/rule_text.cpp", '#include "tricorne/extras/x.h"', "includes tricorne/extras/x.h, which names no layer"),
    ("editor/src/document/scenariodocument.cpp", '#include "app/studioservices.h"',
     "includes app/studioservices.h (floor app) from floor document"),
    ("editor/src/balance/balancesweep.cpp", '#include "commands/replacescenario.h"', "(floor commands) from floor balance"),
    ("editor/src/playtest/playtestview.cpp", '#include "board/boardpainter.h"', "(floor board) from floor playtest"),
    ("editor/src/board/boardpainter.cpp", '#include "boardmodel.h"', "includes boardmodel.h, which names no floor"),
    ("editor/src/models/holdsmodel.cpp", '#include "play/game_internal.h"', "includes play/game_internal.h, which names no floor"),
]
STRAYS = [("engine/src/stray.cpp", "sits outside the layer folders"), ("editor/src/stray.cpp", "sits outside the studio's floors")]


def bites(root):
    """Plants back-edges in a copy of the engine and the studio; true when the check reports each."""
    root = pathlib.Path(root).resolve()
    with tempfile.TemporaryDirectory() as tmp:
        copy = pathlib.Path(tmp)
        for part in ("engine/src", "engine/include", "editor/src"):
            shutil.copytree(root / part, copy / part)
        clean = subprocess.run([sys.executable, __file__, str(copy)], capture_output=True, text=True)
        if clean.returncode != 0:
            print("the copy fails before anything is planted; fix the tree first:\n" + clean.stdout)
            return False
        for rel, line, _ in PLANTS:
            path = copy / rel
            path.write_text(path.read_text(encoding="utf-8") + line + "\n", encoding="utf-8")
        for rel, _ in STRAYS:
            (copy / rel).write_text("// a file outside the folders the check knows\n", encoding="utf-8")
        planted = subprocess.run([sys.executable, __file__, str(copy)], capture_output=True, text=True)
        print(planted.stdout, end="")
        ok = planted.returncode == 1
        if not ok:
            print(f"the check exited {planted.returncode} on the planted tree, not 1")
        for rel, words in [(rel, words) for rel, _, words in PLANTS] + STRAYS:
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
    engine_files, studio_files, problems = check(argv[1])
    if problems:
        print("\n".join(problems))
        print(f"{len(problems)} include(s) break the engine's layers or the studio's floors "
              f"(tests/tools/check_layers.py declares them; ARCHITECTURE.md, \"Layers\" and \"The studio\")")
        return 1
    print(f"{engine_files} engine files and {studio_files} studio files: every include stays within "
          f"the layers and floors its folder may use")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
