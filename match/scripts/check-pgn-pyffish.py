#!/usr/bin/env python3
"""Re-check xiangqi-match PGN games with an independent referee, pyffish.

    pip install pyffish
    python3 match/scripts/check-pgn-pyffish.py games.pgn [--verbose]

For every game: each move must be legal for pyffish (Fairy-Stockfish's rules, variant
xiangqi); the game must not have ended earlier by pyffish's rules (no legal move, a
repetition or move-count claim, insufficient material); and where the runner ended the
game by the rules (Termination "normal") pyffish must reach the same result on the
final position. Games that ended by forfeit or adjudication are only checked move by
move. Every disagreement is printed; the exit status is 1 if there is any.

Moves are coordinates with ranks 0-9 as the runner writes them by default; pyffish
numbers ranks 1-10, so each rank is shifted by one.
"""
import re
import sys

import pyffish

START = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1'
MOVE = re.compile(r'^([a-i])(\d)([a-i])(\d)$')
TAG = re.compile(r'^\[(\w+)\s+"(.*)"\]\s*$')


def to_pyffish(move):
    m = MOVE.match(move)
    if not m:
        raise ValueError('not a coordinate move: %r' % move)
    f1, r1, f2, r2 = m.groups()
    return '%s%d%s%d' % (f1, int(r1) + 1, f2, int(r2) + 1)


def read_games(text):
    """Yields (tags, moves) for each game of a PGN text in coordinate notation."""
    tags, body = {}, []
    for line in text.splitlines() + ['[Event "end"]']:
        m = TAG.match(line)
        if m and body:
            comments = re.findall(r'\{([^}]*)\}', ' '.join(body))
            tags['_reason'] = comments[-1] if comments else ''
            yield tags, movetext(' '.join(body))
            tags, body = {}, []
        if m:
            tags[m.group(1)] = m.group(2)
        elif line.strip():
            body.append(line)
    # The sentinel tag starts a game with no body, which is not yielded.


def movetext(text):
    text = re.sub(r'\{[^}]*\}', ' ', text)
    text = re.sub(r';[^\n]*', ' ', text)
    moves = []
    for tok in text.split():
        if re.match(r'^\d+\.+$', tok) or tok in ('1-0', '0-1', '1/2-1/2', '*'):
            continue
        tok = re.sub(r'^\d+\.+', '', tok)
        if tok:
            moves.append(tok)
    return moves


def token(value, red_to_move):
    """A pyffish game value (from the side to move) as a PGN result token."""
    if value == 0:
        return '1/2-1/2'
    mover_wins = value > 0
    return '1-0' if mover_wins == red_to_move else '0-1'


def verdict(fen, moves):
    """pyffish's end of the game after `moves`, as (token, why), or None."""
    red = (fen.split()[1] in ('w', 'r')) == (len(moves) % 2 == 0)
    if not pyffish.legal_moves('xiangqi', fen, moves):
        return token(pyffish.game_result('xiangqi', fen, moves), red), 'no legal move'
    ended, value = pyffish.is_optional_game_end('xiangqi', fen, moves)
    if ended:
        clock = int(pyffish.get_fen('xiangqi', fen, moves).split()[4])
        return token(value, red), 'repetition or move-count rule, %d plies without a capture' % clock
    material = pyffish.has_insufficient_material('xiangqi', fen, moves)
    if material[0] and material[1]:
        return '1/2-1/2', 'insufficient material'
    return None


def check(tags, moves):
    """The disagreements about one game, as sentences."""
    fen = tags.get('FEN', START)
    out = []
    played = []
    for i, mv in enumerate(moves):
        early = verdict(fen, played)
        if early:
            same = 'the same result' if early[0] == tags.get('Result') else 'another result'
            out.append('pyffish ends the game before ply %d: %s (%s), %s' % (
                i + 1, early[0], early[1], same))
            return out
        try:
            pm = to_pyffish(mv)
        except ValueError as e:
            out.append('ply %d: %s' % (i + 1, e))
            return out
        if pm not in pyffish.legal_moves('xiangqi', fen, played):
            out.append('ply %d: %s is illegal for pyffish' % (i + 1, mv))
            return out
        played.append(pm)
    final = verdict(fen, played)
    result = tags.get('Result', '*')
    if tags.get('Termination', 'normal') == 'normal':
        if final is None:
            out.append('pyffish sees no end after the last move; the record says %s' % result)
        elif final[0] != result:
            out.append('pyffish: %s (%s); the record: %s' % (final[0], final[1], result))
    return out


def main():
    args = [a for a in sys.argv[1:] if not a.startswith('--')]
    verbose = '--verbose' in sys.argv
    if len(args) != 1:
        sys.exit(__doc__)
    with open(args[0], encoding='utf-8') as f:
        text = f.read()
    games = disagreements = moves = 0
    for tags, mv in read_games(text):
        games += 1
        moves += len(mv)
        found = check(tags, mv)
        if found or verbose:
            last = mv[-1] if mv else '-'
            print('game %d (round %s, %s vs %s, %s, %d plies, last %s): %s' % (
                games, tags.get('Round', '?'), tags.get('Red', '?'), tags.get('Black', '?'),
                tags.get('Result', '?'), len(mv), last, '; '.join(found) or 'agreed'))
            if found:
                print('    the runner: %s (%s)' % (tags['_reason'], tags.get('Termination', '?')))
        disagreements += bool(found)
    print('%d games, %d moves checked by pyffish %s: %d with a disagreement' % (
        games, moves, pyffish.version(), disagreements))
    sys.exit(1 if disagreements else 0)


if __name__ == '__main__':
    main()
