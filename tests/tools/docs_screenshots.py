#!/usr/bin/env python3
"""The user's guide's pictures (docs/guide/), each made by the studio's own command line.

The guide's images are not committed: `make docs-screenshots` runs this script, which renders each
one with `tricorne-studio --screenshot` or `--sheet` into docs/guide/images/ (ignored by git), so
a picture always shows the studio as it is built. IMAGES is the one list of them: the reference
check reads it to accept links to pictures not made yet, and --check fails when a guide page
shows a picture this script does not make.

    python3 tests/tools/docs_screenshots.py --studio BUILD/editor/tricorne-studio --tricorne BUILD/engine/cli/tricorne \
        --out DIR --work DIR
    python3 tests/tools/docs_screenshots.py --check SOURCE_DIR   # every image docs/guide/*.md shows is listed
    python3 tests/tools/docs_screenshots.py --bites               # --check reports a planted unlisted image
"""
import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile

BLANK = "templates/scenarios/blank-jacobite-rising.tricorne.json"
STARTER = "templates/scenarios/starter-hill-assault.tricorne.json"
BATTLE = "scenarios/killiecrankie.tricorne.json"
# A battle with objectives and special rules, for the pages about them.
RULES_BATTLE = "scenarios/bunker-hill.tricorne.json"
# The edited copy of BATTLE that compare.png compares with the shipped file (made by edited_battle).
EDITED = "killiecrankie-edited.tricorne.json"
# BATTLE's order of battle with one word the import does not know (made by table_with_a_question).
TABLE = "killiecrankie-oob.csv"
UNKNOWN_WORD = "Fencibles"
# BATTLE's order of battle imported onto the blank board by `tricorne oob import`: the pieces in
# the Unplaced tray, as the studio's Import leaves them.
IMPORTED = "killiecrankie-imported.tricorne.json"
# A designer's fork of the Jacobite Rising (made by house_rules_system): Highland infantry's melee
# dice 3, Lowland infantry retreating 1 hex a flag.
HOUSE_RULES = "highland-charge.tricorne-system.json"
# BATTLE bound to HOUSE_RULES (the system kept inside), as the system editor's Battle > Bind a copy
# of the battle writes it: compared in the Balance tab with the built-in system it was forked from.
BOUND = "killiecrankie-highland-charge.tricorne.json"

# Each picture: its file name under the output folder and the studio's arguments. "{src}/" starts
# a path in the source tree, "{work}/" one in the scratch folder, "{out}" is the picture itself.
IMAGES = {
    "blank-board.png": ["{src}/" + BLANK, "--screenshot", "{out}"],
    "starter-battle.png": ["{src}/" + STARTER, "--panel", "problems", "--screenshot", "{out}"],
    "oob-import.png": ["{src}/" + BLANK, "--oob", "{work}/" + TABLE, "--screenshot", "{out}"],
    "tray.png": ["{work}/" + IMPORTED, "--screenshot", "{out}"],
    "notes.png": ["{src}/" + BATTLE, "--panel", "notes", "--screenshot", "{out}"],
    "rules.png": ["{src}/" + RULES_BATTLE, "--panel", "rules", "--screenshot", "{out}"],
    "holds.png": ["{src}/" + RULES_BATTLE, "--panel", "holds", "--screenshot", "{out}"],
    "playtest.png": ["--playtest", "--seed", "1", "--bots", "greedy,greedy", "--turns", "4", "--screenshot", "{out}",
                     "{src}/" + BATTLE],
    "balance.png": ["{src}/" + BATTLE, "--balance", "run", "--screenshot", "{out}"],
    "balance-sweep.png": ["{src}/" + BATTLE, "--balance", "sweep", "--screenshot", "{out}"],
    "compare.png": ["{work}/" + EDITED, "--compare", "{src}/" + BATTLE, "--screenshot", "{out}"],
    "sheet.png": ["--sheet", "{out}", "--paper", "a4", "{src}/" + BATTLE],
    "keys.png": ["{src}/" + BATTLE, "--keys", "--screenshot", "{out}"],
    "system-editor.png": ["{work}/" + HOUSE_RULES, "--screenshot", "{out}"],
    "balance-systems.png": ["{work}/" + BOUND, "--balance", "versus", "--screenshot", "{out}"],
    "balance-systems-sweep.png": ["{work}/" + BOUND, "--balance", "versus-sweep", "--screenshot", "{out}"],
}

IMAGE_LINK = re.compile(r"!\[[^\]]*\]\(\s*<?([^)\s>]+)>?")


def edited_battle(source, work):
    """BATTLE as a designer might have changed it: one more victory banner, the Government moving
    first, a unit moved a hex forward, the last unit gone. The guide's Compare picture shows each
    kind of change."""
    scenario = json.loads((source / BATTLE).read_text(encoding="utf-8"))
    scenario["victoryBanners"] = scenario.get("victoryBanners", 6) + 1
    scenario["firstPlayer"] = "top" if scenario.get("firstPlayer") == "bottom" else "bottom"
    for unit in scenario["units"]:
        if unit["id"] == "gov-7":  # on open ground with open ground ahead, and no leader with it
            unit["hex"] = [unit["hex"][0], unit["hex"][1] + 1]
    scenario["units"] = scenario["units"][:-1]
    (work / EDITED).write_text(json.dumps(scenario, indent=2) + "\n", encoding="utf-8")


def table_with_a_question(source, work):
    """BATTLE's order of battle with its first regiment's type called UNKNOWN_WORD, a word the
    import asks about: the first row, so that the picture shows the question without scrolling."""
    rows = (source / "scenarios" / "oob" / "killiecrankie.csv").read_text(encoding="utf-8").split("\n")
    rows = [r.replace(",Foot,Hastings' Foot,", f",{UNKNOWN_WORD},Hastings' Foot,") for r in rows]
    if not any(f",{UNKNOWN_WORD}," in r for r in rows):
        raise SystemExit("scenarios/oob/killiecrankie.csv has no row for Hastings' Foot to rename")
    (work / TABLE).write_text("\n".join(rows), encoding="utf-8")


def house_rules_system(source, work):
    """The Jacobite Rising forked as File > New system from... forks it, then edited as the house
    rules page edits it: Highland infantry's melee dice 3 instead of 2, Lowland infantry retreating
    1 hex a flag instead of 2."""
    system = json.loads((source / "templates" / "systems" / "jacobite-rising.json").read_text(encoding="utf-8"))
    system.update(id="highland-charge", name="Highland charge", shortName="Highland charge", basedOn="jacobite-rising")
    for unit_type in system["armies"][0]["unitTypes"]:
        if unit_type["id"] == "highland":
            unit_type["dice"][0] = 3
        if unit_type["id"] == "lowland":
            unit_type["retreatPerFlag"] = 1
    (work / HOUSE_RULES).write_text(json.dumps(system, indent=2, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")


def bound_battle(source, work, tricorne):
    """BATTLE naming HOUSE_RULES' id, exported with the system: `tricorne export` keeps it inside,
    as Bind a copy of the battle does."""
    scenario = json.loads((source / BATTLE).read_text(encoding="utf-8"))
    scenario["system"] = "highland-charge"
    (work / "named.tricorne.json").write_text(json.dumps(scenario, indent=2) + "\n", encoding="utf-8")
    subprocess.run([tricorne, "export", str(work / "named.tricorne.json"), "--system", str(work / HOUSE_RULES), "-o", str(work / BOUND)],
                   check=True)


def render(studio, tricorne, source, out, work):
    out.mkdir(parents=True, exist_ok=True)
    work.mkdir(parents=True, exist_ok=True)
    edited_battle(source, work)
    house_rules_system(source, work)
    table_with_a_question(source, work)
    subprocess.run([tricorne, "oob", "import", "--system", "jacobite-rising", "-o", str(work / IMPORTED),
                    str(source / "scenarios" / "oob" / "killiecrankie.csv")], check=True)
    bound_battle(source, work, tricorne)
    # Offscreen, in English, with settings, recovery files and user dictionaries of its own: the
    # pictures are the same on every machine, whatever its user has open or saved.
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_") or k == "XDG_RUNTIME_DIR"}
    env.update(QT_QPA_PLATFORM="offscreen", LANG="C.UTF-8", LC_ALL="C.UTF-8", LANGUAGE="en", HOME=str(work / "home"))
    failed = 0
    for name, arguments in IMAGES.items():
        args = [a.replace("{src}", str(source)).replace("{work}", str(work)).replace("{out}", str(out / name))
                for a in arguments]
        run = subprocess.run([studio] + args, env=env, capture_output=True, text=True, check=False)
        if run.returncode != 0 or not (out / name).is_file():
            print(f"{name}: tricorne-studio {' '.join(args)} exited {run.returncode}\n{run.stderr}", file=sys.stderr)
            failed += 1
        else:
            print(f"{out / name}")
    return 1 if failed else 0


def unlisted(source):
    """FILE:LINE: image lines of docs/guide/*.md whose picture is not one this script makes."""
    problems = []
    guide = source / "docs" / "guide"
    images = (guide / "images").resolve()
    for page in sorted(guide.glob("*.md")):
        for number, line in enumerate(page.read_text(encoding="utf-8").split("\n"), 1):
            for m in IMAGE_LINK.finditer(line):
                target = m.group(1)
                if re.match(r"^[a-z]+:", target):
                    problems.append(f"{page.relative_to(source)}:{number}: {target} is not made by the build")
                    continue
                linked = (page.parent / target).resolve()
                if linked.parent != images or linked.name not in IMAGES:
                    problems.append(f"{page.relative_to(source)}:{number}: {target} is not one of the pictures "
                                    f"make docs-screenshots makes (tests/tools/docs_screenshots.py, IMAGES)")
    return problems


def check(source):
    problems = unlisted(source)
    for p in problems:
        print(p)
    print(f"{len(problems)} pictures the guide shows that the build does not make")
    return 1 if problems else 0


def bites():
    """A guide page in a scratch tree showing one picture the script makes and two it does not."""
    planted = pathlib.PurePosixPath("docs", "guide", "planted.md")  # spelt in parts: not a page the reference check should find
    with tempfile.TemporaryDirectory() as tmp:
        root = pathlib.Path(tmp)
        (root / "docs" / "guide").mkdir(parents=True)
        (root / planted).write_text(
            "![made](images/rules.png)\n\n![not made](images/nowhere.png)\n![elsewhere](../rules.png)\n", encoding="utf-8")
        found = "\n".join(unlisted(root))
    expected = [f"{planted}:3: images/nowhere.png", f"{planted}:4: ../rules.png"]
    missed = [e for e in expected if e not in found]
    false_alarms = [line for line in found.split("\n") if line and not any(line.startswith(e) for e in expected)]
    for e in missed:
        print(f"not reported: {e}")
    for line in false_alarms:
        print(f"reported for a picture the build makes: {line}")
    print(f"{len(expected) - len(missed)} of {len(expected)} planted pictures reported, {len(false_alarms)} false alarms")
    return 1 if missed or false_alarms else 0


def main(argv):
    if argv[1:] == ["--bites"]:
        return bites()
    if len(argv) == 3 and argv[1] == "--check":
        return check(pathlib.Path(argv[2]).resolve())
    options = dict(zip(argv[1::2], argv[2::2]))
    if len(argv) != 9 or set(options) != {"--studio", "--tricorne", "--out", "--work"}:
        sys.exit(__doc__.split("\n\n")[-1])
    source = pathlib.Path(__file__).resolve().parents[2]
    return render(options["--studio"], options["--tricorne"], source, pathlib.Path(options["--out"]).resolve(),
                  pathlib.Path(options["--work"]).resolve())


if __name__ == "__main__":
    sys.exit(main(sys.argv))
