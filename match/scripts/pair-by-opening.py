#!/usr/bin/env python3
"""Compares two engines' matches against the same opponent, opening by opening.

    python3 match/scripts/pair-by-opening.py A.pgn B.pgn [--engine NAME]

Both PGN files come from `xiangqi-match ... -games 2 -openings ... order=random -srand N`
with the same openings and seed, so that round R.1 and R.2 of one file are the same
opening, both colours, as R.1 and R.2 of the other. NAME (default `xiangqi`) is the
engine whose points are counted. Only openings with both games in both files count;
the book moves are compared to check that the rounds really are the same openings.
Prints each side's points and the difference per game with its standard error,
computed over openings (a pair of games is one sample, which takes out most of the
openings' own bias).
"""

import re
import statistics
import sys

from match_pgn import POINTS, engine_option, games


def by_round(path, name):
    """The points NAME took in each game of the file, and the game's book moves, by
    the game's Round tag."""
    out = {}
    with open(path, encoding="utf-8") as f:
        text = f.read()
    for tags, body in games(text):
        points = POINTS.get(tags.get("Result"))
        if points is None:
            continue
        if tags.get("Red") != name:
            points = 1.0 - points
        book = " ".join(re.findall(r"(\S+) \{book\}", body))
        out[tags.get("Round")] = (points, book)
    return out


def main(argv):
    name = engine_option(argv)
    if len(argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    a, b = (by_round(p, name) for p in argv)
    diffs, points_a, points_b, same = [], 0.0, 0.0, 0
    for r in sorted({k.split(".")[0] for k in a}, key=int):
        keys = [r + ".1", r + ".2"]
        if not all(k in a and k in b for k in keys):
            continue
        same += all(a[k][1] == b[k][1] for k in keys)
        x, y = sum(a[k][0] for k in keys), sum(b[k][0] for k in keys)
        points_a, points_b = points_a + x, points_b + y
        diffs.append(x - y)
    n = len(diffs)
    if n < 2:
        print("fewer than two openings played by both", file=sys.stderr)
        return 1
    se = statistics.stdev(diffs) / 2 / n**0.5
    print(
        f"{n} openings ({2 * n} games each), {same} with the same book moves: "
        f"A {points_a}/{2 * n} ({points_a / 2 / n:.3f}), "
        f"B {points_b}/{2 * n} ({points_b / 2 / n:.3f}); "
        f"A - B {statistics.mean(diffs) / 2:+.3f} +- {se:.3f} a game"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
