//! Positional terms beyond material and tables: mobility, cannons aimed at the king, and
//! the king's guard against the attackers left.

use super::weights::{
    CANNON_TWO_SCREENS, HOLLOW_CANNON_FILE, HOLLOW_CANNON_RANK, HORSE_MOBILITY, MISSING_ADVISOR,
    MISSING_ELEPHANT, ROOK_MOBILITY, ZONE_DANGER,
};
use crate::attacks::{HORSE, KING_LINES, NEAR_KING, RAY_LEN};
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

/// A positional term, counted some number of times in a position; each has a
/// (middle game, endgame) weight in `weights.rs`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Term {
    /// Per point a rook can reach beyond 8 (fewer count negative).
    RookMobility,
    /// A horse with this many good jumps.
    HorseMobility(usize),
    /// A cannon on the enemy king's file with nothing between.
    HollowCannonFile,
    /// A cannon on the enemy king's rank with nothing between.
    HollowCannonRank,
    /// A cannon on the king's line with two pieces between.
    CannonTwoScreens,
    /// Attack weight times the enemy's missing advisors.
    MissingAdvisor,
    /// Attack weight times the enemy's missing elephants.
    MissingElephant,
    /// The attack weight gathered close to the enemy king (at most 15).
    ZoneDanger(usize),
}

impl Term {
    /// The term's (middle game, endgame) weight.
    #[inline]
    pub(crate) fn weight(self) -> [i32; 2] {
        match self {
            Term::RookMobility => ROOK_MOBILITY,
            Term::HorseMobility(n) => HORSE_MOBILITY[n],
            Term::HollowCannonFile => HOLLOW_CANNON_FILE,
            Term::HollowCannonRank => HOLLOW_CANNON_RANK,
            Term::CannonTwoScreens => CANNON_TWO_SCREENS,
            Term::MissingAdvisor => MISSING_ADVISOR,
            Term::MissingElephant => MISSING_ELEPHANT,
            Term::ZoneDanger(n) => ZONE_DANGER[n],
        }
    }
}

/// Where the terms found in a position go: the evaluation adds up their weights, the
/// tuner records the counts.
pub(crate) trait TermSink {
    /// `term` counted `n` times for one side.
    fn add(&mut self, term: Term, n: i32);
}

/// The terms for one side, in middle-game and endgame centipawns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct SideTerms {
    pub mobility: (i32, i32),
    pub cannons: (i32, i32),
    pub king_safety: (i32, i32),
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

impl TermSink for SideTerms {
    #[inline]
    fn add(&mut self, term: Term, n: i32) {
        let [m, e] = term.weight();
        let slot = match term {
            Term::RookMobility | Term::HorseMobility(_) => &mut self.mobility,
            Term::HollowCannonFile | Term::HollowCannonRank | Term::CannonTwoScreens => {
                &mut self.cannons
            }
            Term::MissingAdvisor | Term::MissingElephant | Term::ZoneDanger(_) => {
                &mut self.king_safety
            }
        };
        slot.0 += n * m;
        slot.1 += n * e;
    }
}

/// What one side's pieces add up to in an attack on the enemy king.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Attack {
    /// The attack weight of all its pieces.
    pub weight: i32,
    /// The part of it close to the enemy king (see [`piece_terms`]).
    pub zone: i32,
}

/// How much each kind adds to an attack on the king.
#[inline]
fn attack_weight(kind: PieceKind, sq: Square, color: Color) -> i32 {
    match kind {
        PieceKind::Rook => 3,
        PieceKind::Horse | PieceKind::Cannon => 2,
        PieceKind::Pawn if !sq.is_on_side(color) => 1,
        _ => 0,
    }
}

/// Adds the mobility and cannon terms of `us`'s piece `kind` on `sq` to `sink`, and its
/// weight to the attack on the enemy king (on `their_king`). An attacker counts in the
/// attack's zone when it stands close to the king (within two files and two ranks), or
/// is a rook or cannon on the king's file or rank; far pieces count only in the
/// overall weight.
#[inline]
pub(crate) fn piece_terms(
    board: &Board,
    us: Color,
    kind: PieceKind,
    sq: Square,
    their_king: Square,
    sink: &mut impl TermSink,
    attack: &mut Attack,
) {
    let bit = 1u128 << sq.index();
    let near = NEAR_KING[their_king.index()] & bit != 0;
    let on_line = KING_LINES[their_king.index()] & bit != 0;
    let mut in_zone = near;
    match kind {
        PieceKind::Rook => {
            sink.add(Term::RookMobility, rook_mobility(board, sq, us) - 8);
            in_zone |= on_line;
        }
        PieceKind::Horse => sink.add(Term::HorseMobility(horse_mobility(board, sq, us)), 1),
        PieceKind::Cannon if on_line => {
            match pieces_between(board, sq, their_king) {
                Some(0) if sq.file() == their_king.file() => sink.add(Term::HollowCannonFile, 1),
                Some(0) => sink.add(Term::HollowCannonRank, 1),
                Some(2) => sink.add(Term::CannonTwoScreens, 1),
                _ => {}
            }
            in_zone = true;
        }
        _ => {}
    }
    let w = attack_weight(kind, sq, us);
    attack.weight += w;
    if in_zone {
        attack.zone += w;
    }
}

/// The king-safety terms of a side's `attack` against an enemy left with `advisors`
/// and `elephants`: each missing guard costs more the more attackers there are, and
/// attackers gathered round the king cost more the more of them there are.
#[inline]
pub(crate) fn king_attack(attack: Attack, advisors: i32, elephants: i32, sink: &mut impl TermSink) {
    sink.add(Term::MissingAdvisor, attack.weight * (2 - advisors));
    sink.add(Term::MissingElephant, attack.weight * (2 - elephants));
    sink.add(Term::ZoneDanger(attack.zone.clamp(0, 15) as usize), 1);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Position;

    /// Red's terms as the evaluation computes them.
    fn red_terms(pos: &Position) -> SideTerms {
        crate::eval::scan_both::<SideTerms>(pos)[Color::Red.index()]
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
        assert!(red_terms(&hollow).cannons.0 >= HOLLOW_CANNON_FILE[0]);
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
        let zone = |pos| crate::eval::scan::<SideTerms>(pos, Color::Red).attack.zone;
        assert_eq!(zone(&near), 7);
        assert_eq!(zone(&far), 0);
        assert!(near_t.king_safety.0 > far_t.king_safety.0 + 50);
    }
}
