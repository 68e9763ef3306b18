//! Piece values and piece-square tables, written for Red and read for Black through
//! [`Square::flip`].
//!
//! The values and tables themselves live in `weights.rs`. The starting material
//! followed the values published by Yen, Chen, Yang and Hsu, "Computer Chinese Chess",
//! ICGA Journal 27(1), 2004 (also quoted in Wikipedia's Xiangqi article): rook 9, horse
//! 4, cannon 4.5, advisor 2, elephant 2, pawn 1 before the river and 2 after it.

use super::weights::{MATERIAL, PST_EG, PST_MG};
use crate::File;
use crate::{Color, PieceKind, Square};

/// Middle-game value of each kind, in centipawns, indexed by `PieceKind`.
pub(crate) const VALUE_MG: [i32; 7] = value(0);
/// Endgame values.
pub(crate) const VALUE_EG: [i32; 7] = value(1);

const fn value(stage: usize) -> [i32; 7] {
    let mut v = [0; 7];
    let mut k = 0;
    while k < 7 {
        v[k] = MATERIAL[k][stage];
        k += 1;
    }
    v
}

/// Builds index-ordered tables from rows written as a player sees the board from Red's
/// side: the first row is rank 9 (Black's back rank), the last is rank 0.
const fn tables(rows: &[[[i32; 9]; 10]; 7]) -> [[i32; Square::COUNT]; 7] {
    let mut t = [[0; Square::COUNT]; 7];
    let mut k = 0;
    while k < 7 {
        let mut r = 0;
        while r < 10 {
            let mut f = 0;
            while f < 9 {
                t[k][(9 - r) * File::COUNT + f] = rows[k][r][f];
                f += 1;
            }
            r += 1;
        }
        k += 1;
    }
    t
}

/// Middle-game tables by kind, indexed by square.
const MG: [[i32; Square::COUNT]; 7] = tables(&PST_MG);
/// Endgame tables by kind.
const EG: [[i32; Square::COUNT]; 7] = tables(&PST_EG);

/// Phase weight of each kind: rooks, horses and cannons make a middle game.
pub(crate) const PHASE_WEIGHT: [i32; 7] = [0, 0, 0, 3, 6, 3, 0];

/// A piece's whole share of the material-and-placement score, ready to add up: the
/// middle-game and endgame values (material plus table) signed from Red's point of view,
/// and its phase weight.
pub(crate) type PsqEntry = [i32; 3];

/// [`PsqEntry`] by piece ([`crate::Piece::index`]) and square, built at compile time from
/// the values and tables of `weights.rs`, so the search can keep the sum up to date as
/// it makes and takes back moves ([`PsqSum`](super::PsqSum)).
pub(crate) const PSQ: [[PsqEntry; Square::COUNT]; 14] = {
    let mut t = [[[0; 3]; Square::COUNT]; 14];
    let mut piece = 0;
    while piece < 14 {
        let (red, kind) = (piece < 7, piece % 7);
        let sign = if red { 1 } else { -1 };
        let mut sq = 0;
        while sq < Square::COUNT {
            // Black reads the table through the rank-flipped square, as `relative` does.
            let i = if red {
                sq
            } else {
                (9 - sq / File::COUNT) * File::COUNT + sq % File::COUNT
            };
            t[piece][sq] = [
                sign * (VALUE_MG[kind] + MG[kind][i]),
                sign * (VALUE_EG[kind] + EG[kind][i]),
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
    (MG[kind.index()][i], EG[kind.index()][i])
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
