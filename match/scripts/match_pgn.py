"""Reading xiangqi-match PGN files, for the scripts beside this one.

    from match_pgn import POINTS, games, engine_option, take_options
"""
import re
import sys

# Red's points for each finished result.
POINTS = {"1-0": 1.0, "0-1": 0.0, "1/2-1/2": 0.5}


def games(text):
    """Yields (tags, body) for each game of a PGN text: its tags as a dict, and the
    movetext after them."""
    for chunk in text.split("[Event ")[1:]:
        tags = dict(re.findall(r'\[(\w+) "([^"]*)"\]', chunk))
        body = chunk.split("\n\n", 1)[1] if "\n\n" in chunk else ""
        yield tags, body


def take_options(args, flag):
    """Takes every `flag VALUE` out of `args` (a list) and returns the values, in order."""
    values = []
    while flag in args:
        i = args.index(flag)
        if i + 1 >= len(args):
            sys.exit(f"{flag} needs a value")
        values.append(args[i + 1])
        del args[i : i + 2]
    return values


def engine_option(args, default="xiangqi"):
    """Takes `--engine NAME` out of `args` (a list) and returns NAME, or `default`."""
    names = take_options(args, "--engine")
    if len(names) > 1:
        sys.exit("--engine given more than once")
    return names[0] if names else default
