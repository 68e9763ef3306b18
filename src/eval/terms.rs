//! Positional terms beyond material and tables: mobility, cannons aimed at the king, and
//! the king's guard against the attackers left.

use crate::attacks::{HORSE, RAY_LEN};
use crate::board::Board;
use crate::ray::Ray;
use crate::{Color, PieceKind, Square};

/// Points a rook on `sq` can move to (empty points and the first enemy piece).
fn rook_mobility(board: &Board, sq: Square, us: Color) -> i32 {
    let i = sq.index();
    let (rank_bits, file_bits) = (board.rank_bits(i / 9), board.file_bits(i % 9));
    let mut n = 0;
    for (d, &len) in RAY_LEN[i].iter().enumerate() {
        let mut ray = Ray::new(i, d, rank_bits, file_bits);
        n += match ray.next_piece() {
            None => len as i32,
            Some(blocker) => {
                let enemy = board.at(blocker).is_some_and(|p| p.color() != us);
                ray.gap(i, blocker) as i32 + i32::from(enemy)
            }
        };
    }
    n
}

/// Points a horse on `sq` can jump to: its leg free and no piece of its own there.
fn horse_mobility(board: &Board, sq: Square, us: Color) -> usize {
    let i = sq.index();
    HORSE.moves[i][..HORSE.len[i] as usize]
        .iter()
        .filter(|&&(to, leg)| {
            board.at(leg as usize).is_none()
                && board.at(to as usize).is_none_or(|p| p.color() != us)
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
fn pieces_between(board: &Board, a: Square, b: Square) -> Option<u32> {
    let (a, b) = (a.index(), b.index());
    let (lo, hi) = (a.min(b), a.max(b));
    let (line, from, to) = if lo / 9 == hi / 9 {
        (board.rank_bits(lo / 9), lo % 9, hi % 9)
    } else if lo % 9 == hi % 9 {
        (board.file_bits(lo % 9), lo / 9, hi / 9)
    } else {
        return None;
    };
    if from == to {
        return None;
    }
    let between = ((1u16 << to) - 1) & !((2u16 << from) - 1);
    Some((line & between).count_ones())
}

/// The terms for one side, in middle-game and endgame centipawns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct SideTerms {
    pub mobility: (i32, i32),
    pub cannons: (i32, i32),
    pub king_safety: (i32, i32),
    /// The attack weight of this side's pieces close to the enemy king (see
    /// [`zone_weight`]).
    pub zone: i32,
}

impl SideTerms {
    /// The terms added up, (middle game, endgame).
    #[inline]
    pub(crate) fn total(&self) -> (i32, i32) {
        (
            self.mobility.0 + self.cannons.0 + self.king_safety.0,
            self.mobility.1 + self.cannons.1 + self.king_safety.1,
        )
    }
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

/// The weight of an attacker standing close to the enemy king on `their_king`: within
/// two files and two ranks of it, or a rook or cannon on its file or rank. Far pieces
/// count only in the overall attack.
#[inline]
fn zone_weight(kind: PieceKind, sq: Square, their_king: Square, us: Color) -> i32 {
    let w = attack_weight(kind, sq, us);
    let df = sq.file().index().abs_diff(their_king.file().index());
    let dr = sq.rank().index().abs_diff(their_king.rank().index());
    let near = df <= 2 && dr <= 2;
    let on_line = matches!(kind, PieceKind::Rook | PieceKind::Cannon) && (df == 0 || dr == 0);
    if near || on_line { w } else { 0 }
}

/// Middle-game danger to a king by the weight of the attackers close to it: one piece
/// alone is little threat, each further one makes a mating attack much likelier.
const ZONE_DANGER: [i32; 16] = [
    0, 0, 0, 6, 14, 26, 42, 62, 86, 114, 146, 182, 222, 266, 314, 366,
];

/// Adds the mobility and cannon terms of `us`'s piece `kind` on `sq` to `t`, and
/// returns its weight in an attack on the enemy king (on `their_king`).
#[inline]
pub(crate) fn piece_terms(
    board: &Board,
    us: Color,
    kind: PieceKind,
    sq: Square,
    their_king: Square,
    t: &mut SideTerms,
) -> i32 {
    match kind {
        PieceKind::Rook => {
            let b = (rook_mobility(board, sq, us) - 8) * ROOK_MOBILITY;
            t.mobility.0 += b;
            t.mobility.1 += b;
        }
        PieceKind::Horse => {
            let b = HORSE_MOBILITY[horse_mobility(board, sq, us)];
            t.mobility.0 += b;
            t.mobility.1 += b + b / 2;
        }
        PieceKind::Cannon => match pieces_between(board, sq, their_king) {
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
    t.zone += zone_weight(kind, sq, their_king, us);
    attack_weight(kind, sq, us)
}

/// The king-safety term of a side with attack weight `attack` (`zone` of it close to
/// the enemy king) against an enemy left with `advisors` and `elephants`: each missing
/// guard costs more the more attackers there are, and attackers gathered round the king
/// cost more the more of them there are.
#[inline]
pub(crate) fn king_attack(attack: i32, zone: i32, advisors: i32, elephants: i32) -> (i32, i32) {
    let missing = (2 - advisors) * 5 + (2 - elephants) * 3;
    let danger = ZONE_DANGER[zone.clamp(0, 15) as usize];
    (attack * missing + danger, (attack * missing + danger) / 2)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Position;

    /// Red's terms as the evaluation computes them.
    fn red_terms(pos: &Position) -> SideTerms {
        crate::eval::scan_both(pos)[Color::Red.index()]
    }

    #[test]
    fn mobility_counts_free_points() {
        let pos = Position::from_fen("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1").unwrap();
        assert_eq!(
            rook_mobility(pos.board(), "a0".parse().unwrap(), Color::Red),
            9 + 2
        );
        let pos = Position::from_fen("4k4/9/9/9/9/9/9/9/9/1N1K5 w - - 0 1").unwrap();
        assert_eq!(
            horse_mobility(pos.board(), "b0".parse().unwrap(), Color::Red),
            3
        );
        // A piece on b1 blocks the horse's leg towards a2 and c2.
        let pos = Position::from_fen("4k4/9/9/9/9/9/9/9/1R7/1N1K5 w - - 0 1").unwrap();
        assert_eq!(
            horse_mobility(pos.board(), "b0".parse().unwrap(), Color::Red),
            1
        );
    }

    #[test]
    fn a_hollow_cannon_earns_its_bonus() {
        let hollow = Position::from_fen("4k4/9/9/9/9/9/9/9/4C4/3K5 w - - 0 1").unwrap();
        assert!(red_terms(&hollow).cannons.0 >= HOLLOW_CANNON);
        let off = Position::from_fen("4k4/9/9/9/9/9/9/9/2C6/3K5 w - - 0 1").unwrap();
        assert_eq!(red_terms(&off).cannons.0, 0);
    }

    #[test]
    fn attackers_gathered_round_the_king_are_more_dangerous() {
        // Red rook, horse and cannon close to the black king on e9, then the same pieces
        // on Red's own side of the board.
        let near = Position::from_fen("4k4/9/3R2N2/9/4C4/9/9/9/9/3K5 w - - 0 1").unwrap();
        let far = Position::from_fen("4k4/9/9/9/9/9/9/R1N6/C8/3K5 w - - 0 1").unwrap();
        let (near_t, far_t) = (red_terms(&near), red_terms(&far));
        // Rook (3) on the d-file next door, horse (2) on g7, cannon (2) on the e-file.
        assert_eq!(near_t.zone, 7);
        assert_eq!(far_t.zone, 0);
        assert!(near_t.king_safety.0 > far_t.king_safety.0 + 50);
    }
}
