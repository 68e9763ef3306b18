//! Piece values and piece-square tables, written for Red and read for Black through
//! [`Square::flip`].
//!
//! Material follows the values published by Yen, Chen, Yang and Hsu, "Computer Chinese
//! Chess", ICGA Journal 27(1), 2004 (also quoted in Wikipedia's Xiangqi article): rook 9,
//! horse 4, cannon 4.5, advisor 2, elephant 2, pawn 1 before the river and 2 after it.
//! The middle-game / endgame split (horses gain and cannons lose as the board empties)
//! and the tables themselves are this crate's own.

use crate::{Color, PieceKind, Square};

/// Middle-game and endgame value of each kind, in centipawns, indexed by `PieceKind`.
pub(crate) const VALUE_MG: [i32; 7] = [0, 200, 200, 400, 900, 450, 100];
/// Endgame values.
pub(crate) const VALUE_EG: [i32; 7] = [0, 200, 200, 440, 950, 410, 120];

/// Builds an index-ordered table from rows written as a player sees the board from Red's
/// side: the first row is rank 9 (Black's back rank), the last is rank 0.
const fn table(rows: [[i16; 9]; 10]) -> [i16; 90] {
    let mut t = [0; 90];
    let mut r = 0;
    while r < 10 {
        let mut f = 0;
        while f < 9 {
            t[(9 - r) * 9 + f] = rows[r][f];
            f += 1;
        }
        r += 1;
    }
    t
}

#[rustfmt::skip]
const KING: [i16; 90] = table([
    [0; 9], [0; 9], [0; 9], [0; 9], [0; 9], [0; 9], [0; 9],
    [0, 0, 0, -25, -30, -25, 0, 0, 0],
    [0, 0, 0, -12, -10, -12, 0, 0, 0],
    [0, 0, 0,  -4,   6,  -4, 0, 0, 0],
]);

#[rustfmt::skip]
const ADVISOR: [i16; 90] = table([
    [0; 9], [0; 9], [0; 9], [0; 9], [0; 9], [0; 9], [0; 9],
    [0, 0, 0, -3, 0, -3, 0, 0, 0],
    [0, 0, 0,  0, 6,  0, 0, 0, 0],
    [0, 0, 0,  1, 0,  1, 0, 0, 0],
]);

#[rustfmt::skip]
const ELEPHANT: [i16; 90] = table([
    [0; 9], [0; 9], [0; 9], [0; 9], [0; 9],
    [0, 0, -3, 0, 0, 0, -3, 0, 0],
    [0; 9],
    [-4, 0, 0, 0, 7, 0, 0, 0, -4],
    [0; 9],
    [0, 0, 1, 0, 0, 0, 1, 0, 0],
]);

#[rustfmt::skip]
const HORSE: [i16; 90] = table([
    [ -5,  -4,   4,   6,  -4,   6,   4,  -4,  -5],
    [ -2,  10,  28,  18,   6,  18,  28,  10,  -2],
    [  4,  14,  20,  24,  18,  24,  20,  14,   4],
    [  4,  18,  20,  26,  24,  26,  20,  18,   4],
    [  0,  10,  18,  20,  22,  20,  18,  10,   0],
    [ -2,   6,  12,  14,  16,  14,  12,   6,  -2],
    [ -6,   4,  10,   8,   6,   8,  10,   4,  -6],
    [ -8,   0,   6,   4,   2,   4,   6,   0,  -8],
    [-12,  -6,   0,   0, -18,   0,   0,  -6, -12],
    [-14, -10,  -2,  -8, -12,  -8,  -2, -10, -14],
]);

#[rustfmt::skip]
const ROOK: [i16; 90] = table([
    [ 6,  9,  8, 14, 14, 14,  8,  9,  6],
    [ 8, 14, 10, 18, 30, 18, 10, 14,  8],
    [ 6, 10,  8, 14, 18, 14,  8, 10,  6],
    [ 8, 14, 14, 18, 18, 18, 14, 14,  8],
    [10, 12, 12, 16, 16, 16, 12, 12, 10],
    [ 8, 12, 12, 16, 16, 16, 12, 12,  8],
    [ 2, 10,  4, 12, 14, 12,  4, 10,  2],
    [-4,  8,  4, 12, 10, 12,  4,  8, -4],
    [ 4,  8,  6, 12, -2, 12,  6,  8,  4],
    [-8,  4,  2, 10, -4, 10,  2,  4, -8],
]);

#[rustfmt::skip]
const CANNON: [i16; 90] = table([
    [10,  8,  0, -4, -8, -4,  0,  8, 10],
    [ 4,  4,  0, -6, -4, -6,  0,  4,  4],
    [ 2,  2,  0, -4,  6, -4,  0,  2,  2],
    [ 0,  2,  2,  0,  8,  0,  2,  2,  0],
    [ 0,  0,  0,  0,  8,  0,  0,  0,  0],
    [-2,  0,  4,  0, 10,  0,  4,  0, -2],
    [ 0,  0,  0,  0,  8,  0,  0,  0,  0],
    [ 2,  2,  4,  6, 14,  6,  4,  2,  2],
    [ 0,  2,  4,  4,  6,  4,  4,  2,  0],
    [ 0,  0,  2,  6,  6,  6,  2,  0,  0],
]);

/// Pawns: little before the river; across it, the more central and the nearer the
/// palace the better, except on the last rank where a pawn can only go sideways.
#[rustfmt::skip]
const PAWN_MG: [i16; 90] = table([
    [  0,   4,  8,  14, 18,  14,  8,   4,   0],
    [ 20,  34, 50,  66, 74,  66, 50,  34,  20],
    [ 20,  32, 46,  56, 62,  56, 46,  32,  20],
    [ 18,  28, 38,  44, 48,  44, 38,  28,  18],
    [ 10,  18, 26,  30, 34,  30, 26,  18,  10],
    [  0,   0,  6,   0, 10,   0,  6,   0,   0],
    [  0,   0,  0,   0,  4,   0,  0,   0,   0],
    [0; 9], [0; 9], [0; 9],
]);

/// In the endgame an advanced pawn is worth more still, and even the old pawn on the
/// last rank helps a mating attack.
#[rustfmt::skip]
const PAWN_EG: [i16; 90] = table([
    [ 10,  16, 20,  26, 30,  26, 20,  16,  10],
    [ 40,  56, 72,  90, 98,  90, 72,  56,  40],
    [ 40,  54, 68,  80, 86,  80, 68,  54,  40],
    [ 36,  48, 58,  66, 70,  66, 58,  48,  36],
    [ 28,  36, 44,  50, 54,  50, 44,  36,  28],
    [  0,   2,  8,   4, 12,   4,  8,   2,   0],
    [  0,   0,  0,   0,  4,   0,  0,   0,   0],
    [0; 9], [0; 9], [0; 9],
]);

/// Middle-game tables by kind.
const MG: [&[i16; 90]; 7] = [&KING, &ADVISOR, &ELEPHANT, &HORSE, &ROOK, &CANNON, &PAWN_MG];
/// Endgame tables by kind: the king and pawn change, the rest stay.
const EG: [&[i16; 90]; 7] = [&KING, &ADVISOR, &ELEPHANT, &HORSE, &ROOK, &CANNON, &PAWN_EG];

/// Phase weight of each kind: rooks, horses and cannons make a middle game.
pub(crate) const PHASE_WEIGHT: [i32; 7] = [0, 0, 0, 3, 6, 3, 0];

/// A piece's whole share of the material-and-placement score, ready to add up: the
/// middle-game and endgame values (material plus table) signed from Red's point of view,
/// and its phase weight.
pub(crate) type PsqEntry = [i32; 3];

/// [`PsqEntry`] by piece ([`crate::Piece::index`]) and square, built at compile time from
/// the values and tables above, so the board can keep the sum up to date as pieces move.
pub(crate) const PSQ: [[PsqEntry; 90]; 14] = {
    let mut t = [[[0; 3]; 90]; 14];
    let mut piece = 0;
    while piece < 14 {
        let (red, kind) = (piece < 7, piece % 7);
        let sign = if red { 1 } else { -1 };
        let mut sq = 0;
        while sq < 90 {
            // Black reads the table through the rank-flipped square, as `relative` does.
            let i = if red { sq } else { (9 - sq / 9) * 9 + sq % 9 };
            t[piece][sq] = [
                sign * (VALUE_MG[kind] + MG[kind][i] as i32),
                sign * (VALUE_EG[kind] + EG[kind][i] as i32),
                PHASE_WEIGHT[kind],
            ];
            sq += 1;
        }
        piece += 1;
    }
    t
};

/// The square as Red sees it: Black's pieces are read through the flipped square.
#[inline]
pub(crate) fn relative(color: Color, sq: Square) -> Square {
    match color {
        Color::Red => sq,
        Color::Black => sq.flip(),
    }
}

/// Middle-game and endgame piece-square values (without material) of a piece.
#[inline]
pub(crate) fn pst(color: Color, kind: PieceKind, sq: Square) -> (i32, i32) {
    let i = relative(color, sq).index();
    (MG[kind.index()][i] as i32, EG[kind.index()][i] as i32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_symmetric_across_the_centre_file() {
        for kind in PieceKind::ALL {
            for sq in Square::all() {
                assert_eq!(
                    pst(Color::Red, kind, sq),
                    pst(Color::Red, kind, sq.mirror()),
                    "{kind:?} on {sq}"
                );
                assert_eq!(
                    pst(Color::Red, kind, sq),
                    pst(Color::Black, kind, sq.flip())
                );
            }
        }
    }

    #[test]
    fn the_summed_table_matches_values_and_tables() {
        for color in Color::ALL {
            let sign = if color == Color::Red { 1 } else { -1 };
            for kind in PieceKind::ALL {
                for sq in Square::all() {
                    let (m, e) = pst(color, kind, sq);
                    let k = kind.index();
                    let want = [
                        sign * (VALUE_MG[k] + m),
                        sign * (VALUE_EG[k] + e),
                        PHASE_WEIGHT[k],
                    ];
                    assert_eq!(
                        PSQ[crate::Piece::new(color, kind).index()][sq.index()],
                        want
                    );
                }
            }
        }
    }

    #[test]
    fn a_pawn_across_the_river_is_worth_more() {
        let home: Square = "e3".parse().unwrap();
        let crossed: Square = "e5".parse().unwrap();
        assert!(
            pst(Color::Red, PieceKind::Pawn, crossed).0 > pst(Color::Red, PieceKind::Pawn, home).0
        );
        assert!(pst(Color::Black, PieceKind::Pawn, "e4".parse().unwrap()).0 > 20);
    }
}
