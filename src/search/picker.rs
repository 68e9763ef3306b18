//! Move ordering with every move scored at once, for the root (whose moves are known)
//! and for quiescence and ProbCut (captures, or evasions): the hash move first, then
//! captures by most valuable victim and least valuable attacker, then the killers and
//! the counter move, then the other quiet moves by history and continuation history,
//! and last the captures that lose material by static exchange. The other nodes of the
//! main search use the same order in stages (`staged.rs`).

use super::see::is_losing_capture;
use crate::eval::piece_value;
use crate::{Move, MoveList, Position};

/// The ordering score of the hash move.
pub(crate) const HASH: i32 = 1 << 30;
pub(crate) const CAPTURE: i32 = 1 << 24;
/// The two killers, then the counter move.
pub(crate) const REFUTATION: [i32; 3] = [1 << 22, (1 << 22) - 1, (1 << 22) - 2];
/// Captures that lose material by exchange go after every quiet move.
pub(crate) const BAD_CAPTURE: i32 = -(1 << 20);

/// Where a picker's moves come from.
#[derive(Clone, Copy)]
pub(crate) enum Source<'a> {
    /// These moves (legal in the position).
    List(&'a MoveList),
    /// Every legal move, generated straight into the picker.
    Legal,
    /// Every legal capture, generated straight into the picker.
    Captures,
}

/// A move and its ordering score; captures are also marked so search can treat them.
/// A capture with a negative score is one that loses material by exchange.
#[derive(Clone, Copy)]
pub(crate) struct Scored {
    pub mv: Move,
    pub score: i32,
    pub capture: bool,
}

/// Hands out moves best-first by selection, so a cutoff after the first few moves does
/// not pay for sorting the rest.
pub(crate) struct Picker {
    moves: smallvec::SmallVec<[Scored; 128]>,
    next: usize,
}

/// The MVV-LVA score of a capture: the victim counts far more than the attacker.
#[inline]
pub(crate) fn mvv_lva(pos: &Position, mv: Move) -> i32 {
    let victim = pos.piece_at(mv.to()).map_or(0, |p| piece_value(p.kind()));
    let attacker = pos.piece_at(mv.from()).map_or(0, |p| piece_value(p.kind()));
    victim * 16 - attacker
}

impl Picker {
    /// Orders the moves of `source` for a main-search node. `refutations`
    /// are the ply's two killers and the counter move to the move before; `quiet`
    /// values the other quiet moves (history and continuation histories).
    pub(crate) fn new(
        pos: &Position,
        source: Source,
        hash_move: Option<Move>,
        refutations: [Option<Move>; 3],
        quiet: impl Fn(Move) -> i32,
    ) -> Picker {
        Picker::scored(pos, source, |mv, capture| {
            if Some(mv) == hash_move {
                HASH
            } else if capture {
                let base = if is_losing_capture(pos, mv) {
                    BAD_CAPTURE
                } else {
                    CAPTURE
                };
                base + mvv_lva(pos, mv)
            } else if let Some(i) = refutations.iter().position(|&r| r == Some(mv)) {
                REFUTATION[i]
            } else {
                quiet(mv)
            }
        })
    }

    /// Orders captures (or evasions) for quiescence: the hash move, then by MVV-LVA.
    pub(crate) fn captures(pos: &Position, source: Source, hash_move: Option<Move>) -> Picker {
        Picker::scored(pos, source, |mv, capture| {
            if Some(mv) == hash_move {
                HASH
            } else if capture {
                CAPTURE + mvv_lva(pos, mv)
            } else {
                0
            }
        })
    }

    /// Scores each move of `source` with `score(move, is_capture)`.
    fn scored(pos: &Position, source: Source, score: impl Fn(Move, bool) -> i32) -> Picker {
        let mut moves = smallvec::SmallVec::new();
        let mut add = |mv: Move| {
            let capture = pos.is_capture(mv);
            moves.push(Scored {
                mv,
                score: score(mv, capture),
                capture,
            });
        };
        match source {
            Source::List(list) => list.iter().for_each(|&mv| add(mv)),
            Source::Legal => pos.for_each_legal_move(add),
            Source::Captures => pos.for_each_capture(add),
        }
        Picker { moves, next: 0 }
    }

    /// Whether there were no moves at all.
    #[inline]
    pub(crate) fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// The best move not yet handed out.
    #[inline]
    pub(crate) fn next(&mut self) -> Option<Scored> {
        let rest = self.moves.get(self.next..)?;
        let (i, _) = rest.iter().enumerate().max_by_key(|(_, s)| s.score)?;
        self.moves.swap(self.next, self.next + i);
        self.next += 1;
        Some(self.moves[self.next - 1])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_sources_hand_out_the_positions_moves() {
        let pos = Position::from_fen(
            "rnbakabr1/9/1c5c1/p1p3p1p/4n4/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 0 1",
        )
        .unwrap();
        let drain = |mut p: Picker| {
            let mut v: Vec<Move> = std::iter::from_fn(|| p.next().map(|s| s.mv)).collect();
            v.sort_by_key(|m| (m.from().index(), m.to().index()));
            v
        };
        let sorted = |l: MoveList| {
            let mut v = l.to_vec();
            v.sort_by_key(|m| (m.from().index(), m.to().index()));
            v
        };
        let captures = drain(Picker::captures(&pos, Source::Captures, None));
        assert_eq!(captures, sorted(pos.captures()));
        assert!(!captures.is_empty());
        let legal = drain(Picker::captures(&pos, Source::Legal, None));
        assert_eq!(legal, sorted(pos.legal_moves()));
        // A side with no legal move gets an empty picker.
        let mated = Position::from_fen("3k5/9/9/9/9/9/9/9/3RR4/5K3 b - - 0 1").unwrap();
        assert!(Picker::captures(&mated, Source::Legal, None).is_empty());
    }

    #[test]
    fn hash_move_then_good_captures_then_quiets_then_losing_captures() {
        // In the start position the only captures are the cannons taking the horses on
        // b9 and h9, each answered by a rook: losing exchanges, so they come last.
        let pos = Position::startpos();
        let hash: Move = "h0g2".parse().unwrap();
        let mut p = Picker::new(&pos, Source::Legal, Some(hash), [None; 3], |_| 0);
        assert_eq!(p.next().unwrap().mv, hash);
        let order: Vec<Scored> = std::iter::from_fn(|| p.next()).collect();
        assert_eq!(order.len(), 43);
        assert!(order[..41].iter().all(|s| !s.capture));
        assert!(order[41..].iter().all(|s| s.capture));

        // An undefended black horse on e5, behind the red cannon's screen on e3: taking
        // it wins material and comes first.
        let pos = Position::from_fen(
            "rnbakabr1/9/1c5c1/p1p3p1p/4n4/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 0 1",
        )
        .unwrap();
        let moves = pos.legal_moves();
        let mut p = Picker::new(&pos, Source::List(&moves), None, [None; 3], |_| 0);
        let first = p.next().unwrap();
        assert!(first.capture);
        assert_eq!(first.mv.to().to_string(), "e5");
    }
}
