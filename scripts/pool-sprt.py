#!/usr/bin/env python3
"""Pools SPRT runs: the pentanomial counts of game pairs, their normalized Elo and the
generalized SPRT's log-likelihood ratio.

    python3 scripts/pool-sprt.py NAME run1.pgn run2.pgn ... [--ptnml a,b,c,d,e ...]
        [--bounds 0,10]

Each PGN file comes from `xiangqi-match ... -games 2` with NAME as one of the engines:
its rounds R.1 and R.2 are one opening played with both colours, a pair. Only complete
pairs count (a run stopped mid-pair leaves one game out). `--ptnml` adds the counts of
a run whose PGN is gone, as the SPRT log records them (pairs scoring 0, 1/2, 1, 1 1/2
and 2 points). Pool only runs whose openings are disjoint (docs/sprt-log.md says why).

The pairs' mean score and variance give the normalized Elo (800 / ln 10 times the
mean's distance from 1/2 over the pair score's standard deviation times the square
root of two), as the runner reports it, and the LLR between the two bounds (normalized
Elo) by the normal approximation. The runner's own LLR is the exact one fishtest
computes (src/bin/xiangqi-match/sprt.rs); the two agree closely but not to the last
digit, so a verdict near a bound is the runner's to give, on one run of its own.
"""
import math
import sys

from match_pgn import POINTS, games, take_options

SCORES = [0.0, 0.25, 0.5, 0.75, 1.0]
NELO = 800 / math.log(10)


def pairs(path, name):
    """The pentanomial counts of the complete pairs NAME played in one PGN file."""
    rounds = {}
    with open(path, encoding="utf-8") as f:
        for tags, _ in games(f.read()):
            points = POINTS.get(tags.get("Result"))
            if points is None or name not in (tags.get("Red"), tags.get("Black")):
                continue
            if tags["Black"] == name:
                points = 1 - points
            rounds.setdefault(tags["Round"].split(".")[0], []).append(points)
    counts = [0] * 5
    for points in rounds.values():
        if len(points) == 2:
            counts[round(2 * sum(points))] += 1
    return counts


def summary(counts, elo0, elo1):
    """(pairs, mean pair score, nElo, its 95% half-width, LLR)."""
    n = sum(counts)
    mu = sum(c * s for c, s in zip(counts, SCORES)) / n
    var = sum(c * (s - mu) ** 2 for c, s in zip(counts, SCORES)) / n
    if var == 0:
        sys.exit("every pair scored the same: no variance to judge by")
    sigma = math.sqrt(2 * var)
    nelo = (mu - 0.5) / sigma * NELO
    err = 1.96 * math.sqrt(var / n) / sigma * NELO
    mu0 = 0.5 + elo0 / NELO * sigma
    mu1 = 0.5 + elo1 / NELO * sigma
    llr = n * (mu1 - mu0) * (2 * mu - mu0 - mu1) / (2 * var)
    return n, mu, nelo, err, llr


def main():
    args = sys.argv[1:]
    extra = take_options(args, "--ptnml")
    bounds = take_options(args, "--bounds")
    elo0, elo1 = (float(x) for x in (bounds[-1] if bounds else "0,10").split(","))
    if len(args) < 1:
        sys.exit(__doc__)
    name, files = args[0], args[1:]
    total = [0] * 5
    for path in files:
        counts = pairs(path, name)
        print(f"{path}: Ptnml {counts}")
        total = [t + c for t, c in zip(total, counts)]
    for text in extra:
        counts = [int(x) for x in text.split(",")]
        if len(counts) != 5:
            sys.exit(f"--ptnml needs five counts, got {text}")
        print(f"--ptnml: Ptnml {counts}")
        total = [t + c for t, c in zip(total, counts)]
    if sum(total) == 0:
        sys.exit("no complete pair")
    n, mu, nelo, err, llr = summary(total, elo0, elo1)
    print(
        f"pooled: Ptnml {total} ({n} pairs, {2 * n} games), score {mu:.4f}, "
        f"nElo {nelo:+.1f} ± {err:.1f}, LLR {llr:.2f} [{elo0:g}, {elo1:g}]"
    )


if __name__ == "__main__":
    main()
