#!/usr/bin/env python3
"""Confirms candidate positions as forced mates with two other engines.

Reads the candidates `cargo run --release --example mates -- positions` writes (one
FEN per line, then `; FILE game G ply P`). For each game, in order of ply, it asks the
first engine for a depth-limited search until a position reports a mate for the side
to move in at most --max moves; the second engine must then report the same distance.
Kept per game: that first position, and the one two plies later when it is still a
confirmed mate of at least two moves. Prints suite lines `N FEN # source, engines'
words`, the format of data/game-mates.txt.

    python3 match/scripts/confirm-mates.py --first /path/to/pikafish \\
        --second /usr/games/fairy-stockfish --second-variant xiangqi \\
        candidates.txt > game-mates.txt

Both engines speak UCI with Pikafish's coordinates (a0-i9) or Fairy-Stockfish's
FEN. Not used by the crate's tests; the engines are not part of the project.
"""

import argparse
import subprocess
import sys
from collections import OrderedDict


class Engine:
    def __init__(self, cmd, variant=None, hash_mb=64):
        self.cmd = cmd
        self.p = subprocess.Popen([cmd], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)
        self.send("uci")
        self.wait("uciok")
        if variant:
            self.send(f"setoption name UCI_Variant value {variant}")
        self.send(f"setoption name Hash value {hash_mb}")
        self.send("isready")
        self.wait("readyok")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def wait(self, word):
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError(f"{self.cmd} ended")
            if line.split()[:1] == [word]:
                return line

    def mate(self, fen, go):
        """The mate distance the last `info ... score` line reports (positive: the
        side to move mates), or None for a centipawn score."""
        self.send("ucinewgame")
        self.send(f"position fen {fen}")
        self.send(f"go {go}")
        score = None
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError(f"{self.cmd} ended")
            words = line.split()
            if words[:1] == ["bestmove"]:
                return score
            if "score" in words and "lowerbound" not in words and "upperbound" not in words:
                i = words.index("score")
                score = int(words[i + 2]) if words[i + 1] == "mate" else None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("candidates")
    ap.add_argument("--first", required=True, help="engine that finds the mates")
    ap.add_argument("--first-go", default="depth 18")
    ap.add_argument("--second", required=True, help="engine that confirms them")
    ap.add_argument("--second-variant", default=None)
    ap.add_argument("--second-go", default="depth 24 movetime 4000")
    ap.add_argument("--max", type=int, default=7, help="longest mate kept, in moves")
    ap.add_argument("--want", type=int, default=None, help="stop once this many are kept")
    ap.add_argument("--recheck", action="store_true",
                    help="the input is a suite: search each position again with both "
                         "engines' --*-go and keep it when they agree on the distance")
    args = ap.parse_args()

    if args.recheck:
        first = Engine(args.first)
        second = Engine(args.second, args.second_variant)
        kept = rejected = 0
        for line in open(args.candidates):
            if not line.strip() or line.startswith("#"):
                continue
            body, _, source = line.partition("#")
            n, fen = body.strip().split(" ", 1)
            a, b = first.mate(fen, args.first_go), second.mate(fen, args.second_go)
            if a is not None and a == b and 1 <= a <= args.max:
                kept += 1
                print(f"{a} {fen} # {source.strip()}", flush=True)
            else:
                rejected += 1
                print(f"# rejected: was {n}, now {a} and {b}: {fen}", file=sys.stderr)
        print(f"# kept {kept}, rejected {rejected}", file=sys.stderr)
        return

    games = OrderedDict()
    for line in open(args.candidates):
        fen, _, source = line.partition(";")
        source = source.strip()
        game = source.rsplit(" ply ", 1)[0]
        games.setdefault(game, []).append((fen.strip(), source))

    first = Engine(args.first)
    second = Engine(args.second, args.second_variant)
    seen = set()
    kept = rejected = 0
    for game, positions in games.items():
        if args.want is not None and kept >= args.want:
            break
        i = 0
        while i < len(positions):
            fen, source = positions[i]
            n = first.mate(fen, args.first_go)
            if n is None or not 1 <= n <= args.max:
                i += 1
                continue
            # The first mate of the game, then the position two plies on.
            for j in (i, i + 2):
                if j >= len(positions):
                    break
                fen, source = positions[j]
                n = first.mate(fen, args.first_go) if j != i else n
                if n is None or not (1 if j == i else 2) <= n <= args.max:
                    break
                board = " ".join(fen.split()[:2])
                if board in seen:
                    continue
                m = second.mate(fen, args.second_go)
                if m != n:
                    rejected += 1
                    print(f"# rejected: first says mate {n}, second {m}: {fen} # {source}",
                          file=sys.stderr)
                    continue
                seen.add(board)
                kept += 1
                print(f"{n} {fen} # {source}", flush=True)
            break
    print(f"# kept {kept}, rejected {rejected}, from {len(games)} games", file=sys.stderr)


if __name__ == "__main__":
    main()
