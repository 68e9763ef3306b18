#!/usr/bin/env python3
"""Print the openings a shuffled xiangqi-match run did not reach.

`xiangqi-match -openings file=F order=random -srand S` shuffles the non-empty,
non-comment lines of F with SplitMix64 (a Fisher-Yates shuffle from the back,
`below(n)` by rejection) and plays them in that order. Given F, S and how many
openings the run used (its game pairs, rounded up to be safe), this prints the
rest, in the shuffled order, so that a continuation plays none of them again and
its games can be pooled with the first run's. Only for files of FEN/EPD or move
lines (the runner reads PGN otherwise), and runs without `start=N` (which the
runner applies before the shuffle).

    python3 match/scripts/unplayed-openings.py data/openings/level-openings-3809.txt 415 880

The runner's own `skip=N` (after the shuffle) now does this for a continuation
with the same seed: `-openings file=F order=random skip=880 -srand 415`. This
script stays to rebuild the files the continuations logged before that option
(dev/sprt-log.md), which drew a new seed on the printed rest.
"""
import sys

MASK = (1 << 64) - 1


class SplitMix:
    def __init__(self, seed):
        self.state = seed & MASK

    def next_u64(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, n):
        zone = MASK - (MASK % n)
        while True:
            x = self.next_u64()
            if x < zone:
                return x % n


def shuffled(lines, seed):
    items = list(lines)
    rng = SplitMix(seed)
    for i in range(len(items) - 1, 0, -1):
        j = rng.below(i + 1)
        items[i], items[j] = items[j], items[i]
    return items


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: unplayed-openings.py FILE SRAND USED")
    path, seed, used = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    with open(path, encoding="utf-8") as f:
        lines = [l.strip() for l in f]
    lines = [l for l in lines if l and not l.startswith("#")]
    for line in shuffled(lines, seed)[used:]:
        print(line)


if __name__ == "__main__":
    main()
