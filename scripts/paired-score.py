#!/usr/bin/env python3
"""Compares two match logs of ../shared/tools/match.py opening by opening.

Both logs must come from runs with the same --openings file and --seed, so that games
2k-1 and 2k of each log are opening k played with both colours. For every opening
finished in both logs, the difference of engine A's mean score (candidate log minus
baseline log) is one sample; prints their mean with a 95% interval:

    python3 scripts/paired-score.py candidate.log baseline.log

Pairing removes most of the variance the openings bring, so it separates two builds
with fewer games than comparing their overall scores. Not used by the tests.
"""

import math
import re
import sys

GAME = re.compile(r"^game (\d+)/\d+ .*\b(A wins|A loses|A draws)\b")
POINTS = {"A wins": 1.0, "A draws": 0.5, "A loses": 0.0}


def results(path):
    """Game number -> engine A's points."""
    out = {}
    with open(path) as f:
        for line in f:
            m = GAME.match(line)
            if m:
                out[int(m.group(1))] = POINTS[m.group(2)]
    return out


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: paired-score.py CANDIDATE.log BASELINE.log")
    cand, base = results(sys.argv[1]), results(sys.argv[2])
    openings = sorted({(g + 1) // 2 for g in cand})
    pairs = []
    for k in openings:
        games = (2 * k - 1, 2 * k)
        if all(g in cand and g in base for g in games):
            c = sum(cand[g] for g in games) / 2
            b = sum(base[g] for g in games) / 2
            pairs.append((c, b))
    n = len(pairs)
    if n < 2:
        sys.exit("fewer than two openings finished in both logs")
    diffs = [c - b for c, b in pairs]
    mean = sum(diffs) / n
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1))
    print(
        "openings %d  candidate %.3f  baseline %.3f  difference %+.3f (95%% +-%.3f)"
        % (
            n,
            sum(c for c, _ in pairs) / n,
            sum(b for _, b in pairs) / n,
            mean,
            1.96 * sd / math.sqrt(n),
        )
    )


if __name__ == "__main__":
    main()
