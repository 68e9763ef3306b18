#!/usr/bin/env python3
"""Runs a UCI or UCCI engine with a fixed node budget per move, for node-limited matches.

Passes every line of standard input to the engine unchanged, except that each `go ...`
command (other than `go perft`) becomes `go nodes N`; the engine's output goes straight
to standard output. A match referee then sees an ordinary engine:

    python3 ../shared/tools/match.py \
        --a "scripts/fixed-nodes.py 16000 target/release/xiangqi-engine" --a-protocol uci \
        --b "scripts/fixed-nodes.py 12000 /usr/games/fairy-stockfish" --b-protocol ucci \
        --movetime 1000 --games 200 --openings scripts/level-openings-1000.txt --seed 20

At a fixed number of nodes a single-threaded engine plays the same moves however
loaded the machine is, so several such matches can run side by side, and two builds
can be compared game by game on the same openings (scripts/paired-score.py). The
--movetime given to the referee only bounds how long it waits. Not used by the tests.
"""

import subprocess
import sys


def main():
    if len(sys.argv) < 3 or not sys.argv[1].isdigit():
        sys.exit("usage: fixed-nodes.py NODES ENGINE [ARGS...]")
    nodes = sys.argv[1]
    engine = subprocess.Popen(sys.argv[2:], stdin=subprocess.PIPE, text=True, bufsize=1)
    for line in sys.stdin:
        words = line.split()
        if words and words[0] == "go" and "perft" not in words:
            line = "go nodes %s\n" % nodes
        engine.stdin.write(line)
        engine.stdin.flush()
        if words == ["quit"]:
            break
    engine.stdin.close()
    sys.exit(engine.wait())


if __name__ == "__main__":
    main()
