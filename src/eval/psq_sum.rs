//! The running sum of material and placement that the search keeps as it makes and
//! takes back moves, so that the evaluation need not add up every piece at every node.
//!
//! The position knows nothing of it: the rules core has no evaluation in it, and a new
//! evaluation changes this file, not the board.

use super::pst::{PSQ, PsqEntry};
use crate::{Color, Piece, Position, Square};

/// The sum of every piece's [`PSQ`] entry: middle-game and endgame material and
/// placement from Red's point of view, and the phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct PsqSum(PsqEntry);

impl PsqSum {
    /// The sum over the pieces of `pos`, added up from scratch.
    pub(crate) fn of(pos: &Position) -> PsqSum {
        let mut sum = PsqSum([0; 3]);
        for color in Color::ALL {
            for (sq, piece) in pos.pieces(color) {
                sum.add(piece, sq);
            }
        }
        sum
    }

    /// Middle game, endgame, phase.
    #[inline]
    pub(crate) fn get(self) -> PsqEntry {
        self.0
    }

    #[inline]
    fn add(&mut self, piece: Piece, sq: Square) {
        let e = &PSQ[piece.index()][sq.index()];
        for (acc, v) in self.0.iter_mut().zip(e) {
            *acc += v;
        }
    }

    #[inline]
    fn sub(&mut self, piece: Piece, sq: Square) {
        let e = &PSQ[piece.index()][sq.index()];
        for (acc, v) in self.0.iter_mut().zip(e) {
            *acc -= v;
        }
    }

    /// `piece` went from `from` to `to`, capturing `captured` there.
    #[inline]
    pub(crate) fn make(&mut self, piece: Piece, from: Square, to: Square, captured: Option<Piece>) {
        self.sub(piece, from);
        self.add(piece, to);
        if let Some(victim) = captured {
            self.sub(victim, to);
        }
    }

    /// Undoes [`make`](Self::make) with the same arguments.
    #[inline]
    pub(crate) fn unmake(
        &mut self,
        piece: Piece,
        from: Square,
        to: Square,
        captured: Option<Piece>,
    ) {
        self.sub(piece, to);
        self.add(piece, from);
        if let Some(victim) = captured {
            self.add(victim, to);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn make_and_unmake_agree_with_the_sum_from_scratch() {
        let mut pos = Position::startpos();
        let mut sum = PsqSum::of(&pos);
        // A capture (the cannon takes the horse), then a recapture.
        for text in ["h2h9", "i9h9"] {
            let mv = pos.parse_move(text).unwrap();
            let piece = pos.piece_at(mv.from()).unwrap();
            let before = sum;
            let undo = pos.make_move(mv);
            assert!(undo.captured().is_some(), "{text} captures");
            sum.make(piece, mv.from(), mv.to(), undo.captured());
            assert_eq!(sum, PsqSum::of(&pos), "after {text}");
            assert_ne!(sum, before, "a capture changes the material");
            let mut back = sum;
            back.unmake(piece, mv.from(), mv.to(), undo.captured());
            assert_eq!(back, before, "unmake restores the sum before {text}");
        }
    }

    #[test]
    fn the_running_sum_follows_a_long_game_out_and_back() {
        // A fixed walk of up to 300 plies (the shared test walker), made and
        // then taken back move by move, compared with the sum from scratch each time.
        let mut pos = Position::startpos();
        let mut sum = PsqSum::of(&pos);
        let mut line = Vec::new();
        for mv in crate::test_walk(&pos, 0x9e37_79b9_7f4a_7c15, 300) {
            let piece = pos.piece_at(mv.from()).unwrap();
            let undo = pos.make_move(mv);
            sum.make(piece, mv.from(), mv.to(), undo.captured());
            assert_eq!(sum, PsqSum::of(&pos), "after {mv} in {}", pos.fen());
            line.push((mv, piece, undo));
        }
        assert!(line.len() > 50, "the walk is long enough to capture");
        while let Some((mv, piece, undo)) = line.pop() {
            sum.unmake(piece, mv.from(), mv.to(), undo.captured());
            pos.unmake_move(mv, undo);
            assert_eq!(sum, PsqSum::of(&pos), "taking back {mv}");
        }
        assert_eq!(pos, Position::startpos());
    }
}
