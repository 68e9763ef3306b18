//! Positional terms beyond material and tables: mobility, cannons aimed at the king, and
//! the king's guard against the attackers left.

use crate::{Color, Piece, PieceKind, Position, Square};

/// Looks at the point `files` and `ranks` away from `sq`, if it is on the board.
#[inline]
fn offset(sq: Square, files: i32, ranks: i32) -> Option<Square> {
    let f = sq.file().index() as i32 + files;
    let r = sq.rank().index() as i32 + ranks;
    if (0..9).contains(&f) && (0..10).contains(&r) {
        Square::from_index((r * 9 + f) as usize)
    } else {
        None
    }
}

const ORTHOGONAL: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

/// The horse's eight jumps, each with the leg point that blocks it.
const HORSE_JUMPS: [((i32, i32), (i32, i32)); 8] = [
    ((1, 2), (0, 1)),
    ((-1, 2), (0, 1)),
    ((1, -2), (0, -1)),
    ((-1, -2), (0, -1)),
    ((2, 1), (1, 0)),
    ((2, -1), (1, 0)),
    ((-2, 1), (-1, 0)),
    ((-2, -1), (-1, 0)),
];

/// Points a rook on `sq` can move to (empty points and the first enemy piece).
fn rook_mobility(pos: &Position, sq: Square, us: Color) -> i32 {
    let mut n = 0;
    for (df, dr) in ORTHOGONAL {
        let mut cur = sq;
        while let Some(next) = offset(cur, df, dr) {
            match pos.piece_at(next) {
                None => n += 1,
                Some(p) => {
                    n += i32::from(p.color() != us);
                    break;
                }
            }
            cur = next;
        }
    }
    n
}

/// Points a horse on `sq` can jump to, not counting those an enemy pawn guards.
fn horse_mobility(pos: &Position, sq: Square, us: Color) -> usize {
    HORSE_JUMPS
        .iter()
        .filter(|&&((df, dr), (lf, lr))| {
            let Some(to) = offset(sq, df, dr) else {
                return false;
            };
            let leg_free = offset(sq, lf, lr).is_some_and(|l| pos.piece_at(l).is_none());
            leg_free && pos.piece_at(to).is_none_or(|p| p.color() != us)
        })
        .count()
}

/// Bonus by the number of a horse's good jumps: a trapped horse is nearly lost.
const HORSE_MOBILITY: [i32; 9] = [-36, -18, -6, 0, 4, 8, 10, 12, 12];
/// Per point a rook can reach, around the typical count of 8.
const ROOK_MOBILITY: i32 = 3;
/// A cannon on the enemy king's file with nothing between (空头炮).
const HOLLOW_CANNON: i32 = 60;
/// A cannon on the king's file with two pieces between, pinning the nearer.
const CANNON_TWO_SCREENS: i32 = 14;

/// Counts the pieces strictly between two squares on one file or rank.
fn pieces_between(pos: &Position, a: Square, b: Square) -> Option<u32> {
    let (af, ar) = (a.file().index() as i32, a.rank().index() as i32);
    let (bf, br) = (b.file().index() as i32, b.rank().index() as i32);
    if af != bf && ar != br {
        return None;
    }
    let (df, dr) = ((bf - af).signum(), (br - ar).signum());
    let mut n = 0;
    let mut cur = offset(a, df, dr)?;
    while cur != b {
        n += u32::from(pos.piece_at(cur).is_some());
        cur = offset(cur, df, dr)?;
    }
    Some(n)
}

/// The terms for one side, in middle-game and endgame centipawns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct SideTerms {
    pub mobility: (i32, i32),
    pub cannons: (i32, i32),
    pub king_safety: (i32, i32),
}

/// How much each kind adds to an attack on the king.
fn attack_weight(kind: PieceKind, sq: Square, color: Color) -> i32 {
    match kind {
        PieceKind::Rook => 3,
        PieceKind::Horse | PieceKind::Cannon => 2,
        PieceKind::Pawn if !sq.is_on_side(color) => 1,
        _ => 0,
    }
}

/// Mobility, cannon and king-safety terms for `us`.
pub(crate) fn side_terms(pos: &Position, us: Color) -> SideTerms {
    let mut t = SideTerms::default();
    let their_king = pos.king_square(us.other());
    let mut attack = 0;
    for (sq, piece) in pos.pieces(us) {
        attack += attack_weight(piece.kind(), sq, us);
        match piece.kind() {
            PieceKind::Rook => {
                let b = (rook_mobility(pos, sq, us) - 8) * ROOK_MOBILITY;
                t.mobility.0 += b;
                t.mobility.1 += b;
            }
            PieceKind::Horse => {
                let b = HORSE_MOBILITY[horse_mobility(pos, sq, us)];
                t.mobility.0 += b;
                t.mobility.1 += b + b / 2;
            }
            PieceKind::Cannon => match pieces_between(pos, sq, their_king) {
                Some(0) => {
                    let b = if sq.file() == their_king.file() {
                        HOLLOW_CANNON
                    } else {
                        HOLLOW_CANNON / 3
                    };
                    t.cannons.0 += b;
                    t.cannons.1 += b / 3;
                }
                Some(2) => t.cannons.0 += CANNON_TWO_SCREENS,
                _ => {}
            },
            _ => {}
        }
    }
    // Our attack against their guard: each missing advisor or elephant costs them more
    // the more attackers we have.
    let them = us.other();
    let advisors = pos.count(Piece::new(them, PieceKind::Advisor)) as i32;
    let elephants = pos.count(Piece::new(them, PieceKind::Elephant)) as i32;
    let missing = (2 - advisors) * 5 + (2 - elephants) * 3;
    t.king_safety.0 += attack * missing;
    t.king_safety.1 += attack * missing / 2;
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mobility_counts_free_points() {
        let pos = Position::from_fen("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1").unwrap();
        assert_eq!(
            rook_mobility(&pos, "a0".parse().unwrap(), Color::Red),
            9 + 2
        );
        let pos = Position::from_fen("4k4/9/9/9/9/9/9/9/9/1N1K5 w - - 0 1").unwrap();
        assert_eq!(horse_mobility(&pos, "b0".parse().unwrap(), Color::Red), 3);
        // A piece on b1 blocks the horse's leg towards a2 and c2.
        let pos = Position::from_fen("4k4/9/9/9/9/9/9/9/1R7/1N1K5 w - - 0 1").unwrap();
        assert_eq!(horse_mobility(&pos, "b0".parse().unwrap(), Color::Red), 1);
    }

    #[test]
    fn a_hollow_cannon_earns_its_bonus() {
        let hollow = Position::from_fen("4k4/9/9/9/9/9/9/9/4C4/3K5 w - - 0 1").unwrap();
        assert!(side_terms(&hollow, Color::Red).cannons.0 >= HOLLOW_CANNON);
        let off = Position::from_fen("4k4/9/9/9/9/9/9/9/2C6/3K5 w - - 0 1").unwrap();
        assert_eq!(side_terms(&off, Color::Red).cannons.0, 0);
    }
}
