#!/usr/bin/env python3
"""Tunes the search's parameters by SPSA, the way fishtest does, with xiangqi-match.

Each iteration k perturbs every tuned parameter by +-c_k at random, plays the engine
with the parameters moved one way against the engine with them moved the other way
(game pairs at a fixed node count, each opening with both colours), and moves the
parameters towards the side that won by a_k / c_k times the score difference:

    c_k = c / k^0.101,  a_k = a / (A + k)^0.602,  A = iterations / 10,

with c and a set, as fishtest sets them, from each parameter's perturbation and
learning rate at the last iteration (c_end, r_end: a_end = r_end * c_end^2).

The state (the parameters as real numbers, the iteration, each iteration's result) is
written to the state file after every iteration, so a run stopped at any point goes
on where it stopped: `--state` given again resumes it. The engine must be built with
the `spsa` feature, which offers the parameters as options:

    cargo build --release --features spsa
    python3 match/scripts/spsa.py --engine target/release/xiangqi-engine \\
        --match target/release/xiangqi-match --state spsa-state.json \\
        --tune RFP_MARGIN:10:0.002 --tune LMR_DIVISOR:15:0.002 \\
        --iterations 2000 --pairs 4 --nodes 10000

`--tune NAME:C_END:R_END` adds a parameter (its start value is the engine's default
unless the state file has it). `--report` prints the state's parameters and stops.
"""

import argparse
import json
import os
import random
import re
import subprocess
import sys

ALPHA, GAMMA = 0.602, 0.101


def engine_parameters(engine):
    """The engine's tunable parameters: {name: (default, min, max)}."""
    out = subprocess.run(
        [engine], input="uci\nquit\n", capture_output=True, text=True, timeout=30
    ).stdout
    params = {}
    for line in out.splitlines():
        m = re.match(r"option name (\w+) type spin default (-?\d+) min (-?\d+) max (-?\d+)", line)
        if m and m.group(1).isupper():
            params[m.group(1)] = tuple(int(x) for x in m.group(2, 3, 4))
    if not params:
        sys.exit(f"{engine} offers no tunable parameters: build it with --features spsa")
    return params


def load_state(path, tune, known, iterations):
    state = {"k": 0, "iterations": iterations, "theta": {}, "spec": {}, "results": []}
    if path and os.path.exists(path):
        with open(path) as f:
            state = json.load(f)
    for name, c_end, r_end in tune:
        if name not in known:
            sys.exit(f"the engine has no parameter {name}")
        state["spec"][name] = {"c_end": c_end, "r_end": r_end}
        state["theta"].setdefault(name, float(known[name][0]))
    state["iterations"] = iterations or state["iterations"]
    return state


def save_state(path, state):
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(state, f, indent=1)
    os.replace(tmp, path)


def play(args, plus, minus, seed):
    """Plays `args.pairs` game pairs, plus against minus; returns (wins, losses, draws)."""
    def engine(name, values):
        opts = [f"option.{n}={v}" for n, v in values.items()]
        return ["-engine", f"cmd={args.engine}", f"name={name}"] + opts
    cmd = (
        [args.match]
        + engine("plus", plus)
        + engine("minus", minus)
        + ["-each", f"nodes={args.nodes}", "-games", "2", "-rounds", str(args.pairs),
           "-concurrency", str(args.concurrency), "-ratinginterval", "1000000",
           "-openings", f"file={args.openings}", "order=random", "-srand", str(seed)]
    )
    if args.pgnout:
        cmd += ["-pgnout", f"file={args.pgnout}"]
    out = subprocess.run(cmd, capture_output=True, text=True).stdout
    found = re.findall(r"Games: (\d+), Wins: (\d+), Losses: (\d+), Draws: (\d+)", out)
    if not found:
        sys.exit("xiangqi-match gave no result:\n" + out[-2000:])
    _, w, l, d = (int(x) for x in found[-1])
    return w, l, d


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--engine", required=True, help="an engine built with --features spsa")
    ap.add_argument("--match", default="target/release/xiangqi-match")
    ap.add_argument("--state", required=True, help="the state file, written every iteration")
    ap.add_argument("--tune", action="append", default=[], metavar="NAME:C_END:R_END")
    ap.add_argument("--iterations", type=int, default=0, help="the run's planned length")
    ap.add_argument("--stop-after", type=int, default=0, help="iterations to play now")
    ap.add_argument("--pairs", type=int, default=4, help="game pairs per iteration")
    ap.add_argument("--nodes", type=int, default=10000)
    ap.add_argument("--concurrency", type=int, default=2)
    ap.add_argument("--openings", default="data/openings/level-openings-3809.txt")
    ap.add_argument("--pgnout", default="")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--report", action="store_true")
    args = ap.parse_args()

    known = engine_parameters(args.engine)
    tune = []
    for t in args.tune:
        name, c_end, r_end = t.split(":")
        tune.append((name, float(c_end), float(r_end)))
    state = load_state(args.state, tune, known, args.iterations)
    if not state["spec"]:
        sys.exit("nothing to tune: give --tune NAME:C_END:R_END")
    if not state["iterations"]:
        sys.exit("give --iterations, the run's planned length")

    def report():
        games = sum(r["w"] + r["l"] + r["d"] for r in state["results"])
        print(f"iteration {state['k']} of {state['iterations']}, {games} games")
        for name, v in state["theta"].items():
            default = known[name][0] if name in known else "?"
            print(f"  {name:28} {v:9.2f}  (default {default})")

    if args.report:
        report()
        return

    n = state["iterations"]
    big_a = n / 10
    rng = random.Random(args.seed * 1_000_003 + state["k"])
    played = 0
    while state["k"] < n and (not args.stop_after or played < args.stop_after):
        k = state["k"] + 1
        plus, minus, delta, ck = {}, {}, {}, {}
        for name, spec in state["spec"].items():
            _, lo, hi = known[name]
            c = spec["c_end"] * n ** GAMMA
            ck[name] = c / k ** GAMMA
            delta[name] = rng.choice((-1, 1))
            theta = state["theta"][name]
            plus[name] = min(hi, max(lo, round(theta + ck[name] * delta[name])))
            minus[name] = min(hi, max(lo, round(theta - ck[name] * delta[name])))
        w, l, d = play(args, plus, minus, args.seed * 100_000 + k)
        result = w - l
        for name, spec in state["spec"].items():
            _, lo, hi = known[name]
            a_end = spec["r_end"] * spec["c_end"] ** 2
            a = a_end * (big_a + n) ** ALPHA
            ak = a / (big_a + k) ** ALPHA
            theta = state["theta"][name] + ak / ck[name] * result * delta[name]
            state["theta"][name] = min(hi, max(lo, theta))
        state["k"] = k
        state["results"].append({"k": k, "w": w, "l": l, "d": d})
        save_state(args.state, state)
        played += 1
        if k % 10 == 0:
            report()
            sys.stdout.flush()
    report()


if __name__ == "__main__":
    main()
