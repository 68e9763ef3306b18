//! Correction history: how far the static evaluation has been from what the search
//! found in positions sharing a structure (the pawns of both sides; the kings with their
//! advisors and elephants), learnt during the game. The search adds the correction to
//! the evaluation it prunes by, so an evaluation that keeps misjudging a structure is
//! trusted less there.

use crate::eval::MATE_BOUND;
use crate::zobrist::piece_key;
use crate::{Color, PieceKind, Position};

/// Entries per side and table.
const SIZE: usize = 16_384;
/// Entries hold centipawns times this, so small steps are not rounded away.
const GRAIN: i32 = 256;
/// The largest correction an entry can hold, in centipawns.
const LIMIT: i32 = 200;

/// The structure keys of a position: where the correction for it is kept.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Keys {
    pawns: usize,
    guards: usize,
}

impl Keys {
    /// The keys of `pos`: hashes of its pawns and of its kings, advisors and elephants.
    pub(crate) fn of(pos: &Position) -> Keys {
        let (mut pawns, mut guards) = (0u64, 0u64);
        for color in Color::ALL {
            for (sq, piece) in pos.pieces(color) {
                match piece.kind() {
                    PieceKind::Pawn => pawns ^= piece_key(piece, sq),
                    PieceKind::King | PieceKind::Advisor | PieceKind::Elephant => {
                        guards ^= piece_key(piece, sq)
                    }
                    _ => {}
                }
            }
        }
        Keys {
            pawns: (pawns >> 32) as usize % SIZE,
            guards: (guards >> 32) as usize % SIZE,
        }
    }
}

/// The two tables, for each side to move.
pub(crate) struct Correction {
    pawns: Vec<i32>,
    guards: Vec<i32>,
}

impl Correction {
    pub(crate) fn new() -> Correction {
        Correction {
            pawns: vec![0; 2 * SIZE],
            guards: vec![0; 2 * SIZE],
        }
    }

    /// The correction in centipawns for the side to move `side` at `keys`: the mean of
    /// the two tables' entries.
    #[inline]
    pub(crate) fn get(&self, side: Color, keys: Keys) -> i32 {
        let o = side.index() * SIZE;
        (self.pawns[o + keys.pawns] + self.guards[o + keys.guards]) / (2 * GRAIN)
    }

    /// Learns from a search of `depth` that found `diff` centipawns more than the raw
    /// static evaluation: each entry moves towards `diff`, further for deeper searches.
    #[inline]
    pub(crate) fn update(&mut self, side: Color, keys: Keys, diff: i32, depth: i32) {
        let target = diff.clamp(-LIMIT, LIMIT) * GRAIN;
        let weight = (depth + 1).min(16);
        let o = side.index() * SIZE;
        for e in [
            &mut self.pawns[o + keys.pawns],
            &mut self.guards[o + keys.guards],
        ] {
            *e += (target - *e) * weight / 256;
        }
    }

    pub(crate) fn clear(&mut self) {
        self.pawns.fill(0);
        self.guards.fill(0);
    }
}

/// The evaluation `raw` corrected by `correction`, kept clear of mate scores.
#[inline]
pub(crate) fn corrected(raw: i32, correction: i32) -> i32 {
    (raw + correction).clamp(-MATE_BOUND + 1, MATE_BOUND - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corrections_move_towards_the_search_and_stay_bounded() {
        let pos = Position::startpos();
        let keys = Keys::of(&pos);
        let mut c = Correction::new();
        assert_eq!(c.get(Color::Red, keys), 0);
        for _ in 0..1_000 {
            c.update(Color::Red, keys, 10_000, 20);
        }
        let v = c.get(Color::Red, keys);
        assert!(v > LIMIT * 9 / 10 && v <= LIMIT, "{v}");
        // The other side's tables are untouched.
        assert_eq!(c.get(Color::Black, keys), 0);
        for _ in 0..1_000 {
            c.update(Color::Red, keys, -50, 20);
        }
        assert!((-50..=-45).contains(&c.get(Color::Red, keys)));
        c.clear();
        assert_eq!(c.get(Color::Red, keys), 0);
    }
}
