#!/usr/bin/env python3
"""The search bot's strength table (docs/reference/bots.md, Strength): for each battle, GAMES games of
the search bot against greedy, half with the search bot as bottom and half as top (the same
seeded games, sides swapped), and the same against the search bot at a quarter of the budget.
Prints a Markdown table of the search bot's wins with 95% Wilson intervals. Every figure is a
`tricorne simulate --json` run, so each row is reproducible on its own.

  tests/tools/search_strength.py path/to/tricorne [--playouts P] [--games N] [--seed S]
                                 [--jobs J] [--no-quarter | --no-greedy] [BATTLE.tricorne.json ...]

Without battles it plays that page's six: the two battles shipped first (Killiecrankie, Bemis
Heights) and two more of each game whose greedy-against-greedy rates are between 35% and 65%, so
the search bot plays both a favoured and an unfavoured side. The last column is the CPU time of a
game of the first pairing (both bots; the greedy bot's share is small).
"""
import argparse
import json
import math
import os
import resource
import subprocess
import sys


TABLE = ["killiecrankie", "bemis-heights", "alness", "sheriffmuir", "camden", "eutaw-springs"]


def cpu_seconds():
    """User and system CPU time of the finished child processes so far."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def simulate(cli, battle, bots, playouts, games, seed, jobs):
    out = subprocess.run([cli, "simulate", battle, "--games", str(games), "--seed", str(seed), "--bots", bots,
                          "--playouts", playouts, "--jobs", str(jobs), "--json"],
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def wilson(wins, n, z=1.959963984540054):
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, centre - half), min(1.0, centre + half)


def match(cli, battle, opponent, playouts, opponent_playouts, games, seed, jobs):
    """The search bot's wins and decisive games over `games` games, sides alternated."""
    half = games // 2
    before = cpu_seconds()
    first = simulate(cli, battle, "search," + opponent, f"{playouts},{opponent_playouts}", half, seed, jobs)
    second = simulate(cli, battle, opponent + ",search", f"{opponent_playouts},{playouts}", games - half, seed, jobs)
    cpu_per_game = (cpu_seconds() - before) / games
    wins = first["sides"][0]["wins"] + second["sides"][1]["wins"]
    return (first["scenario"]["title"], wins, first["played"] + second["played"], first["sides"][0]["wins"], second["sides"][1]["wins"],
            cpu_per_game)


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cli")
    parser.add_argument("battles", nargs="*")
    parser.add_argument("--playouts", type=int, default=1000)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--no-quarter", action="store_true", help="skip the games against the quarter budget")
    parser.add_argument("--no-greedy", action="store_true", help="skip the games against greedy")
    args = parser.parse_intermixed_args()
    if args.no_quarter and args.no_greedy:
        parser.error("--no-quarter and --no-greedy leave nothing to play")
    battles = args.battles or [os.path.join(root, "scenarios", name + ".tricorne.json") for name in TABLE]
    quarter = max(1, args.playouts // 4)
    print(f"search at {args.playouts} playouts a decision; {args.games} games a row, sides alternated, seed {args.seed}")
    print()
    header = "| battle |"
    if not args.no_greedy:
        header += " vs greedy: search wins (as bottom, as top) | 95% interval | CPU s a game |"
    if not args.no_quarter:
        header += f" vs search {quarter}: wins (as bottom, as top) | 95% interval |"
    print(header)
    print("|" + "---|" * (header.count("|") - 1))
    for battle in battles:
        row = ""
        if not args.no_greedy:
            title, wins, n, bottom, top, cpu = match(args.cli, battle, "greedy", args.playouts, args.playouts, args.games, args.seed, args.jobs)
            low, high = wilson(wins, n)
            row += f" {wins}/{n} = {100 * wins / n:.1f}% ({bottom}, {top}) | [{100 * low:.1f}%, {100 * high:.1f}%] | {cpu:.2f} |"
        if not args.no_quarter:
            title, qwins, qn, qbottom, qtop, _ = match(args.cli, battle, "search", args.playouts, quarter, args.games, args.seed, args.jobs)
            qlow, qhigh = wilson(qwins, qn)
            row += f" {qwins}/{qn} = {100 * qwins / qn:.1f}% ({qbottom}, {qtop}) | [{100 * qlow:.1f}%, {100 * qhigh:.1f}%] |"
        print(f"| {title} |" + row, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
