#!/usr/bin/env python3
"""Writes the battle library's table into scenarios/README.md: each shipped battle,
its system, its units per side, its special rules and objectives, and its win rates with 95%
intervals from `tricorne simulate` for every bot pairing asked (greedy against greedy by
default). A battle where one side wins more than 80% is flagged: look again at its
reconstruction.

    python3 tests/tools/library_table.py TRICORNE [--games N] [--seed S] [--bots A,B ...] [--jobs J]
                                         [--search-games N] [--playouts P]

A pairing with the search bot plays --search-games games (default: --games) at --playouts
playouts a decision (default: the bot's own), since its games cost a thousand times greedy's.

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


def searches(bots):
    return "search" in bots.split(",")


def simulate(tricorne, path, games, seed, bots, jobs, playouts):
    command = [tricorne, "simulate", path, "--games", str(games), "--seed", str(seed), "--bots", bots,
               "--jobs", str(jobs), "--json"]
    if playouts and searches(bots):
        command += ["--playouts", str(playouts)]
    run = subprocess.run(command, capture_output=True, text=True, check=False)
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
    parser.add_argument("--search-games", type=int, help="games of a pairing with the search bot (default: --games)")
    parser.add_argument("--playouts", type=int, help="the search bot's playouts a decision (default: its own)")
    args = parser.parse_args(argv[1:])

    def games_of(bots):
        return args.search_games if args.search_games and searches(bots) else args.games

    def pairing(bots):
        words = [bots]
        if searches(bots):
            words.append(f"{games_of(bots)} games")
            if args.playouts:
                words.append(f"{args.playouts} playouts")
        return ", ".join(words)

    names = system_names()
    rows, flagged = [], []
    for path in sorted(glob.glob(os.path.join(ROOT, "scenarios", "*.tricorne.json"))):
        scenario = load(path)
        title = scenario["metadata"]["title"]
        units = units_per_side(scenario)
        cells = []
        for bots in args.bots:
            result = simulate(args.tricorne, path, games_of(bots), args.seed, bots, args.jobs, args.playouts)
            bottom = side_figure(result, "bottom")
            top = side_figure(result, "top")
            cells.append(f"{bottom[0]} {100 * bottom[1]:.1f}% [{100 * bottom[2]:.1f}, {100 * bottom[3]:.1f}]")
            for name, rate, _, _ in (bottom, top):
                if rate > FLAG:
                    flagged.append(f"{title} ({pairing(bots)}): {name} wins {100 * rate:.1f}%")
        bottomArmy = scenario["sides"]["bottom"]["faction"]
        topArmy = scenario["sides"]["top"]["faction"]
        rows.append(f"| {title} | {names.get(scenario['system'], scenario['system'])} | "
                    f"{bottomArmy} {units['bottom']}, {topArmy} {units['top']} | {rules_in_words(scenario)} | " + " | ".join(cells) + " |")

    header = "| Battle | Game | Units (bottom, top) | Special rules and objectives | " + \
             " | ".join(f"{pairing(b)} (bottom side's wins, 95% interval)" for b in args.bots) + " |"
    rule = "|" + "---|" * (4 + len(args.bots))
    command = f"python3 tests/tools/library_table.py TRICORNE --games {args.games} --seed {args.seed} --bots {' '.join(args.bots)}"
    if args.search_games:
        command += f" --search-games {args.search_games}"
    if args.playouts:
        command += f" --playouts {args.playouts}"
    lines = [BEGIN, "",
             f"Seed {args.seed}; {args.games} games per battle and pairing unless its heading says otherwise "
             f"(`{command}`).",
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
