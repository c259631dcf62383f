#!/usr/bin/env python3
"""Writes the battle library's table into scenarios/README.md (issue #18): each shipped battle,
its system, its units per side, its special rules and objectives, and its win rates with 95%
intervals from `tricorne simulate` for every bot pairing asked (greedy against greedy by
default). A battle where one side wins more than 80% is flagged: look again at its
reconstruction.

    python3 tests/tools/library_table.py TRICORNE [--games N] [--seed S] [--bots A,B ...] [--jobs J]

`make library-table` runs it with the build's tricorne. The table sits between the two marker
lines of scenarios/README.md; the rest of the file is left as it is.
"""
import argparse
import glob
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BEGIN = "<!-- library table: written by tests/tools/library_table.py; do not edit by hand -->"
END = "<!-- end of library table -->"
FLAG = 0.80


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def system_names():
    names = {}
    for path in glob.glob(os.path.join(ROOT, "templates", "systems", "*.json")):
        system = load(path)
        names[system["id"]] = system.get("shortName", system["name"])
    return names


def units_per_side(scenario):
    out = {}
    for position in ("bottom", "top"):
        armies = set(scenario["sides"][position]["armies"])
        out[position] = sum(1 for u in scenario["units"] if u["army"] in armies)
    return out


def rules_in_words(scenario):
    kinds = [r["kind"] for r in scenario["specialRules"]]
    kinds += ["objective " + o["kind"] for o in scenario["objectives"]]
    return ", ".join(kinds) if kinds else "none"


def simulate(tricorne, path, games, seed, bots, jobs):
    run = subprocess.run([tricorne, "simulate", path, "--games", str(games), "--seed", str(seed), "--bots", bots,
                          "--jobs", str(jobs), "--json"], capture_output=True, text=True, check=False)
    if run.returncode != 0:
        sys.exit(f"{path}: tricorne simulate failed ({run.returncode}):\n{run.stderr}")
    return json.loads(run.stdout)


def side_figure(result, position):
    for side in result["sides"]:
        if side["position"] == position:
            low, high = side["interval95"]
            return side["name"], side["winRate"], low, high
    raise KeyError(position)


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("tricorne")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bots", nargs="+", default=["greedy,greedy"])
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args(argv[1:])

    names = system_names()
    rows, flagged = [], []
    for path in sorted(glob.glob(os.path.join(ROOT, "scenarios", "*.tricorne.json"))):
        scenario = load(path)
        title = scenario["metadata"]["title"]
        units = units_per_side(scenario)
        cells = []
        for bots in args.bots:
            result = simulate(args.tricorne, path, args.games, args.seed, bots, args.jobs)
            bottom = side_figure(result, "bottom")
            top = side_figure(result, "top")
            cells.append(f"{bottom[0]} {100 * bottom[1]:.1f}% [{100 * bottom[2]:.1f}, {100 * bottom[3]:.1f}]")
            for name, rate, _, _ in (bottom, top):
                if rate > FLAG:
                    flagged.append(f"{title} ({bots}): {name} wins {100 * rate:.1f}%")
        bottomArmy = scenario["sides"]["bottom"]["faction"]
        topArmy = scenario["sides"]["top"]["faction"]
        rows.append(f"| {title} | {names.get(scenario['system'], scenario['system'])} | "
                    f"{bottomArmy} {units['bottom']}, {topArmy} {units['top']} | {rules_in_words(scenario)} | " + " | ".join(cells) + " |")

    header = "| Battle | Game | Units (bottom, top) | Special rules and objectives | " + \
             " | ".join(f"{b} (bottom side's wins, 95% interval)" for b in args.bots) + " |"
    rule = "|" + "---|" * (4 + len(args.bots))
    lines = [BEGIN, "",
             f"{args.games} games per battle and pairing, seed {args.seed} "
             f"(`python3 tests/tools/library_table.py TRICORNE --games {args.games} --seed {args.seed} --bots {' '.join(args.bots)}`).",
             "", header, rule] + rows + [""]
    if flagged:
        lines.append("Over 80% for one side (look again at the reconstruction):")
        lines += [f"- {f}" for f in flagged]
    else:
        lines.append("No battle gives one side more than 80% of the games.")
    lines += ["", END]

    readme = os.path.join(ROOT, "scenarios", "README.md")
    text = open(readme, encoding="utf-8").read() if os.path.exists(readme) else ""
    if BEGIN in text and END in text:
        text = text[:text.index(BEGIN)] + "\n".join(lines) + text[text.index(END) + len(END):]
    else:
        text = text.rstrip("\n") + ("\n\n" if text else "") + "\n".join(lines) + "\n"
    with open(readme + ".tmp", "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(readme + ".tmp", readme)
    print(f"wrote {len(rows)} battles to {readme}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
