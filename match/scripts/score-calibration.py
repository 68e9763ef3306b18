#!/usr/bin/env python3
"""What an engine's reported scores were worth: its points by the score it gave.

    python3 match/scripts/score-calibration.py games.pgn [--engine NAME]

Reads xiangqi-match PGN games, whose move comments carry each engine's score as
`{+0.35/12 0.100s}` (pawns for the side that moved, then the depth). For every move of
the engine named NAME (default `xiangqi`; with two engines of that name, as in a
self-play test whose base is renamed, both sides count), the score is rounded to the
nearest half pawn, capped at five pawns either way, and the game's result for that
engine is added to the score's bin. Prints, per bin, the number of moves and the mean
points. Mates count as the cap.

An engine whose scores mean the same against every opponent gives the same table in
self-play and against another engine; a weaker engine scores less at every score.
"""
import re
import sys
from collections import defaultdict

from match_pgn import POINTS, engine_option, games

SCORE = re.compile(r"([a-i][0-9][a-i][0-9])\s*\{([+-]?)(M?)([0-9.]+)/\d+")


def main():
    args = sys.argv[1:]
    name = engine_option(args)
    if len(args) != 1:
        sys.exit(__doc__)
    bins = defaultdict(lambda: [0, 0.0])
    with open(args[0], encoding="utf-8") as f:
        text = f.read()
    for tags, body in games(text):
        red_points = POINTS.get(tags.get("Result"))
        if red_points is None:
            continue
        red, black = tags.get("Red"), tags.get("Black")
        black_first = " b " in tags.get("FEN", " w ")
        # Every move with a comment, counted from the first, book or not.
        moves = re.findall(r"[a-i][0-9][a-i][0-9]\s*\{[^}]*\}", body)
        for ply, text_move in enumerate(moves):
            m = SCORE.match(text_move)
            if not m:
                continue
            red_moved = (ply % 2 == 0) != black_first
            mover = red if red_moved else black
            if mover != name:
                continue
            sign, mate, value = m.group(2), m.group(3), float(m.group(4))
            score = 5.0 if mate else min(value, 5.0)
            if sign == "-":
                score = -score
            b = max(-5.0, min(5.0, round(score * 2) / 2))
            points = red_points if red_moved else 1.0 - red_points
            bins[b][0] += 1
            bins[b][1] += points
    print("score   moves  points")
    for b in sorted(bins):
        n, p = bins[b]
        print(f"{b:+5.1f} {n:7d}  {p / n:.3f}")


if __name__ == "__main__":
    main()
