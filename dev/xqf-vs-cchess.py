#!/usr/bin/env python3
"""Cross-checks the crate's XQF reader against the `cchess` Python package.

For every XQF file given (or found under a folder given), reads it with `cchess`
(`pip install cchess`) and with the crate (the `convert` example, writing PGN in
coordinates), and compares: the start position and side to move, the result, the Red,
Black and Event fields, every line of play (the main line and each variation, as full
lines from the start, as cchess lists them), and the comments of the start and of each
move of the main line. Prints one line per disagreement and a summary; the exit status
is 1 if any file disagrees.

    cargo build --release --features encoding --example convert
    python3 dev/xqf-vs-cchess.py [--convert target/release/examples/convert] FILE_OR_DIR...

cchess is LGPL: it is used here as an independent reader to compare with, not as part
of the crate, and nothing of it is copied.
"""
import os
import re
import subprocess
import sys

import cchess


def files(args):
    for a in args:
        if os.path.isdir(a):
            for root, _, names in os.walk(a):
                for n in sorted(names):
                    if n.lower().endswith(".xqf"):
                        yield os.path.join(root, n)
        else:
            yield a


TOKEN = re.compile(r"\{[^}]*\}|;[^\n]*|\(|\)|\[[^\]]*\]|[^\s(){};]+")


def parse_pgn(text):
    """Tags, every line of play as a full list of moves, and the main line's comments
    (the first the comment before the first move)."""
    tags = {
        k: re.sub(r"\\(.)", r"\1", v)
        for k, v in re.findall(r'^\[(\w+) "((?:[^"\\]|\\.)*)"\]', text, re.M)
    }
    body = "\n".join(l for l in text.splitlines() if not l.startswith("["))
    lines = []
    stack = []
    current = []
    comments = [""]
    for tok in TOKEN.findall(body):
        if tok.startswith("{") or tok.startswith(";"):
            c = tok.strip("{};").strip()
            if not stack:
                comments[-1] = (comments[-1] + "\n" + c).strip()
            continue
        if tok == "(":
            stack.append(current)
            current = current[:-1]
        elif tok == ")":
            lines.append(current)
            current = stack.pop()
        elif re.fullmatch(r"\d+\.(\.\.)?", tok) or tok in ("1-0", "0-1", "1/2-1/2", "*"):
            continue
        else:
            current = current + [tok]
            if not stack:
                comments.append("")
    lines.insert(0, current)
    return tags, lines, comments


def cchess_view(path):
    game = cchess.read_from_xqf(path)
    info = game.info
    lines = game.dump_iccs_moves() or [[]]
    comments = [(game.annote or "").strip()]
    for move in game.iter_moves():
        comments.append((move.annote or "").strip())
    comments = [c.replace("\r\n", "\n") for c in comments]
    fen = game.init_board.to_fen()
    return info, lines, comments, fen


def main():
    args = sys.argv[1:]
    convert = "target/release/examples/convert"
    if args[:1] == ["--convert"]:
        convert, args = args[1], args[2:]
    checked = bad = 0
    for path in files(args):
        checked += 1
        out = subprocess.run([convert, path], capture_output=True)
        out.stdout = out.stdout.decode("utf-8").replace("\r\n", "\n")
        out.stderr = out.stderr.decode("utf-8")
        if out.returncode != 0:
            print(f"{path}: the crate refused it: {out.stderr.strip()}")
            bad += 1
            continue
        tags, lines, comments = parse_pgn(out.stdout)
        info, c_lines, c_comments, c_fen = cchess_view(path)
        faults = []
        fen = tags.get("FEN", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w")
        board, side = fen.split()[:2]
        if (board, side) != tuple(c_fen.split()[:2]):
            faults.append(f"start {board} {side} vs {c_fen}")
        for tag, key in (("Red", "red"), ("Black", "black"), ("Event", "event"), ("Result", "result")):
            ours = tags.get(tag, "?")
            theirs = info.get(key, "?") or "?"
            if ours != theirs:
                faults.append(f"{tag} {ours!r} vs {theirs!r}")
        if sorted(lines) != sorted(c_lines):
            faults.append(f"lines {lines} vs {c_lines}")
        for i, (ours, theirs) in enumerate(zip(comments, c_comments)):
            if ours != theirs and not ("\ufffd" in ours and theirs == ""):
                faults.append(f"comment {i}: {ours!r} vs {theirs!r}")
            elif ours != theirs:
                # cchess drops a comment with bytes that are not GB18030; the crate
                # keeps it with U+FFFD in their place.
                print(f"{path}: comment {i} has bytes that are not GB18030 (cchess drops it)")
        if len(comments) != len(c_comments):
            faults.append(f"{len(comments)} comments vs {len(c_comments)}")
        if faults:
            bad += 1
            print(f"{path}: " + "; ".join(faults))
    print(f"{checked} files checked, {checked - bad} agree, {bad} disagree")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
