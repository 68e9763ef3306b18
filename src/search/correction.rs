//! Correction history: how far the searched score of recent nodes fell from their
//! static evaluation, averaged by the placement of the slow pieces (pawns, advisors and
//! elephants) and the side to move. The evaluation's errors repeat where the same
//! structure stands, so a node's static evaluation is corrected by that average before
//! the search prunes by it. The same averages are kept by the placement of each side's
//! other pieces (rooks, horses, cannons and king: its pieces key), and the three
//! corrections are added up.

use super::params::{CORRECTION_MAX_DIFF, CORRECTION_WEIGHT};
use crate::zobrist::piece_key;
use crate::{Color, Piece, PieceKind, Position, Square};

/// Entries per side.
const SIZE: usize = 1 << 14;
/// The averages are kept in 1/GRAIN of a centipawn.
const GRAIN: i32 = 16;
/// An update at this depth or deeper weighs `MAX_WEIGHT / WEIGHT_SCALE`.
const WEIGHT_SCALE: i32 = 256;

/// Whether a piece counts towards the structure key.
#[inline]
pub(crate) fn is_structural(piece: Piece) -> bool {
    matches!(
        piece.kind(),
        PieceKind::Pawn | PieceKind::Advisor | PieceKind::Elephant
    )
}

/// The key of `piece` on `sq` in the structure key (0 for the other pieces).
#[inline]
pub(crate) fn structure_part(piece: Piece, sq: Square) -> u64 {
    if is_structural(piece) {
        piece_key(piece, sq)
    } else {
        0
    }
}

/// A piece's part in its side's pieces key: the rooks, horses, cannons and king, the
/// pieces [`structure_part`] leaves out.
#[inline]
pub(crate) fn pieces_part(piece: Piece, sq: Square) -> u64 {
    piece_key(piece, sq) ^ structure_part(piece, sq)
}

/// Each side's pieces key: its rooks, horses, cannons and king, where they stand.
pub(crate) fn pieces_keys(pos: &Position) -> [u64; 2] {
    Color::ALL.map(|c| pos.pieces(c).fold(0, |k, (sq, p)| k ^ pieces_part(p, sq)))
}

/// The structure key of a position, from scratch.
pub(crate) fn structure_key(pos: &Position) -> u64 {
    [Color::Red, Color::Black]
        .into_iter()
        .flat_map(|c| pos.pieces(c))
        .fold(0, |k, (sq, p)| k ^ structure_part(p, sq))
}

/// The averaged corrections, by side to move and structure key.
pub(crate) struct CorrectionHistory {
    table: Vec<i16>,
}

impl CorrectionHistory {
    pub(crate) fn new() -> CorrectionHistory {
        CorrectionHistory {
            table: vec![0; 2 * SIZE],
        }
    }

    #[inline]
    fn index(side: Color, key: u64) -> usize {
        side.index() * SIZE + (key as usize & (SIZE - 1))
    }

    /// The correction, in centipawns, for `side` to move with this structure.
    #[inline]
    pub(crate) fn get(&self, side: Color, key: u64) -> i32 {
        i32::from(self.table[Self::index(side, key)]) / GRAIN
    }

    /// Moves the average towards `diff` (searched score minus static evaluation,
    /// clamped), the more so the deeper the search that found it.
    #[inline]
    pub(crate) fn update(&mut self, side: Color, key: u64, diff: i32, depth: i32) {
        let max = CORRECTION_MAX_DIFF.get();
        let target = diff.clamp(-max, max) * GRAIN;
        let w = (depth + 1).min(CORRECTION_WEIGHT.get());
        let e = &mut self.table[Self::index(side, key)];
        let v = (i32::from(*e) * (WEIGHT_SCALE - w) + target * w) / WEIGHT_SCALE;
        *e = v as i16;
    }

    pub(crate) fn clear(&mut self) {
        self.table.fill(0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_average_moves_towards_what_the_searches_found_and_stays_per_structure() {
        let mut h = CorrectionHistory::new();
        for _ in 0..500 {
            h.update(Color::Red, 42, 80, 20);
        }
        let v = h.get(Color::Red, 42);
        assert!((70..=80).contains(&v), "{v}");
        assert_eq!(h.get(Color::Black, 42), 0);
        assert_eq!(h.get(Color::Red, 43), 0);
        // A huge difference (a mate found, say) counts only up to the clamp.
        for _ in 0..500 {
            h.update(Color::Black, 42, -100_000, 20);
        }
        let max = CORRECTION_MAX_DIFF.get();
        let v = h.get(Color::Black, 42);
        assert!((-max..=-max + 1).contains(&v), "{v}");
        h.clear();
        assert_eq!(h.get(Color::Red, 42), 0);
    }

    #[test]
    fn the_structure_key_counts_pawns_advisors_and_elephants_only() {
        let start = Position::startpos();
        let rook_moved: Position =
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/R8/1NBAKABNR b - - 1 1"
                .parse()
                .unwrap();
        assert_eq!(structure_key(&start), structure_key(&rook_moved));
        let pawn_moved: Position =
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/2P6/P3P1P1P/1C5C1/9/RNBAKABNR b - - 1 1"
                .parse()
                .unwrap();
        assert_ne!(structure_key(&start), structure_key(&pawn_moved));
    }

    #[test]
    fn each_side_has_a_pieces_key_of_its_rooks_horses_cannons_and_king() {
        let start = Position::startpos();
        // Red's rook a0-a1: Red's key changes, Black's does not.
        let rook_moved: Position =
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/R8/1NBAKABNR b - - 1 1"
                .parse()
                .unwrap();
        let (a, b) = (pieces_keys(&start), pieces_keys(&rook_moved));
        assert_ne!(a[Color::Red.index()], b[Color::Red.index()]);
        assert_eq!(a[Color::Black.index()], b[Color::Black.index()]);
        // A pawn's move changes neither.
        let pawn_moved: Position =
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/2P6/P3P1P1P/1C5C1/9/RNBAKABNR b - - 1 1"
                .parse()
                .unwrap();
        assert_eq!(pieces_keys(&start), pieces_keys(&pawn_moved));
    }
}
