#!/usr/bin/env python3
"""Why --until clear uses an always-valid interval (docs/reference/bots.md, "Stopping when clear").

For a true win rate on the edge of a verdict (exactly 45%: neither clearly under 45% nor clearly
over 55%), the chance that a run of at most 200 games, looked at every 20 games, ever says
"clearly under 45%" or "clearly over 55%" — a wrong answer — when each look uses
  - Wilson's 95% interval, recomputed at every look (a fixed-sample interval), or
  - the beta-mixture confidence sequence the engine uses (engine/src/sim/sequential.cpp).
Exact, by dynamic programming over the wins so far; python3 and its standard library only.

  tests/tools/until_error_rates.py [--rate P] [--games N] [--batch B]
"""
import argparse
from math import comb, lgamma, log, sqrt


def beta_mixture(wins, n, alpha=0.05):
    level = log(1 / alpha)

    def log_ratio(p):
        return (lgamma(wins + 1) + lgamma(n - wins + 1) - lgamma(n + 2) - (wins * log(p) if wins else 0)
                - ((n - wins) * log(1 - p) if n - wins else 0))

    def crossing(inside, outside):
        for _ in range(60):
            mid = (inside + outside) / 2
            if log_ratio(mid) < level:
                inside = mid
            else:
                outside = mid
        return outside

    centre = wins / n
    return (0.0 if wins == 0 else crossing(centre, 0.0)), (1.0 if wins == n else crossing(centre, 1.0))


def wilson(wins, n, z=1.959963984540054):
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return centre - half, centre + half


def wrong_answers(rate, interval, games, batch, target=0.5, margin=0.05):
    """P(some look's interval lies wholly above target + margin or below target - margin)."""
    alive = {0: 1.0}
    played = 0
    wrong = 0.0
    step = [comb(batch, k) * rate ** k * (1 - rate) ** (batch - k) for k in range(batch + 1)]
    while played < games:
        after = {}
        for wins, chance in alive.items():
            for k, p in enumerate(step):
                after[wins + k] = after.get(wins + k, 0.0) + chance * p
        played += batch
        alive = {}
        for wins, chance in after.items():
            low, high = interval(wins, played)
            if low > target + margin or high < target - margin:
                wrong += chance
            else:
                alive[wins] = chance
    return wrong


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rate", type=float, default=0.45)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--batch", type=int, default=20)
    args = parser.parse_args()
    for name, interval in (("Wilson 95%, recomputed at each look", wilson), ("beta mixture, always-valid 95%", beta_mixture)):
        print(f"{name}: {100 * wrong_answers(args.rate, interval, args.games, args.batch):.2f}% of runs answer wrongly")


if __name__ == "__main__":
    main()
