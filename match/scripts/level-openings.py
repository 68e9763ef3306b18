#!/usr/bin/env python3
"""Random level openings for strength matches.

Plays 6-8 random legal plies from the start position (pyffish keeps the rules), asks
an engine for a depth-limited search of the result and keeps the line when the score
is within a margin of level. Prints one opening per line in ranks 0-9 coordinates, the
format ../shared/tools/match.py reads with --openings.

    python3 match/scripts/level-openings.py --engine target/release/xiangqi-engine \
        --count 1000 --seed 1 > openings.txt

Needs pyffish (pip install pyffish) and ../shared/tools/xqengine.py on the path
(--tools). Not used by the crate's tests. level-openings-1000.txt beside it is the set
the README's strength figures use: this command run with the engine of commit 31b0278
(1000 kept of 4221 tried).
"""

import argparse
import os
import random
import sys


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--engine", required=True, help="UCI engine command")
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--depth", type=int, default=8)
    ap.add_argument("--margin", type=int, default=60, help="largest |score| kept, cp")
    ap.add_argument(
        "--tools",
        default=os.path.join(os.path.dirname(__file__), "..", "..", "shared", "tools"),
    )
    a = ap.parse_args()
    sys.path.insert(0, a.tools)
    import pyffish as sf
    from xqengine import Engine, to_rank9

    rng = random.Random(a.seed)
    start = sf.start_fen("xiangqi")
    seen = set()
    kept = 0
    tried = 0
    with Engine(a.engine, protocol="uci") as eng:
        while kept < a.count:
            tried += 1
            line = []
            for _ in range(rng.randint(6, 8)):
                legal = sf.legal_moves("xiangqi", start, line)
                if not legal:
                    break
                line.append(rng.choice(sorted(legal)))
            moves = [to_rank9(m) for m in line]
            key = " ".join(moves)
            if len(line) < 6 or key in seen:
                continue
            seen.add(key)
            _, info = eng.go(None, moves, depth=a.depth)
            score = info.get("score_cp")
            if score is None or abs(score) > a.margin:
                continue
            print(key, flush=True)
            kept += 1
    print(f"# kept {kept} of {tried} tried", file=sys.stderr)


if __name__ == "__main__":
    main()
