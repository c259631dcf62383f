#!/usr/bin/env python3
"""Games each verdict of `--until clear` took, against a fixed run (docs/reference/bots.md,
"Stopping when clear"): for each battle, `tricorne simulate --until clear` with the given bots,
seed and cap, and the fixed run of the cap for comparison. Prints a Markdown table: the
verdict, the games it took, the win rate and always-valid interval at the stop, and the fixed
run's win rate with its 95% Wilson interval. Every figure is a `tricorne simulate --json` run,
so each row is reproducible on its own.

  tests/tools/until_verdicts.py path/to/tricorne [--bots A,B] [--playouts P] [--games N] [--seed S]
                                [--margin M] [--jobs J] [--no-fixed] [BATTLE.tricorne.json ...]

Without battles it plays the eight of that page: the six of the search bot's strength table,
the other Bemis Heights (British Redoubts) and Cowpens. The aim is an even game for the bottom
side: "over" means the bottom side clearly wins more than 50% + M, "under" less than 50% - M.
--no-fixed leaves out the fixed run (for the search bot, whose games are slow).
"""
import argparse
import json
import math
import os
import subprocess
import sys

BATTLES = ["killiecrankie", "bemis-heights", "alness", "sheriffmuir", "camden", "eutaw-springs",
           "bemis-heights-british-redoubts", "cowpens"]


def simulate(cli, battle, args, extra):
    command = [cli, "simulate", battle, "--games", str(args.games), "--seed", str(args.seed), "--bots", args.bots,
               "--playouts", str(args.playouts), "--jobs", str(args.jobs), "--json"] + extra
    return json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("cli")
    parser.add_argument("battles", nargs="*")
    parser.add_argument("--bots", default="greedy,greedy")
    parser.add_argument("--playouts", type=int, default=1000)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--margin", type=int, default=5)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--no-fixed", action="store_true")
    args = parser.parse_intermixed_args()
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
    battles = args.battles or [os.path.join(root, "scenarios", name + ".tricorne.json") for name in BATTLES]

    print(f"| battle | bottom side | verdict | games | win rate at the stop [always-valid 95%] |"
          + ("" if args.no_fixed else f" fixed {args.games}: win rate [95% Wilson] |"))
    print("|---|---|---|---|---|" + ("" if args.no_fixed else "---|"))
    total = 0
    for battle in battles:
        stopped = simulate(args.cli, battle, args, ["--until", "clear", "--margin", str(args.margin)])
        stop = stopped["stop"]
        bottom = stopped["sides"][0]
        low, high = stop["interval"]
        total += stopped["played"]
        row = (f"| {stopped['scenario']['title']} | {bottom['name']} | {stop['verdict']} | {stopped['played']} | "
               f"{100 * bottom['winRate']:.0f}% [{math.floor(100 * low + 1e-9)}, {math.ceil(100 * high - 1e-9)}] |")
        if not args.no_fixed:
            fixed = simulate(args.cli, battle, args, [])
            side = fixed["sides"][0]
            wl, wh = side["interval95"]   # the report's own Wilson interval
            row += f" {100 * side['winRate']:.1f}% [{100 * wl:.1f}, {100 * wh:.1f}] |"
        print(row, flush=True)
    print(f"\n{total} games of {args.games * len(battles)} ({args.bots}, seed {args.seed}, margin ±{args.margin})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
