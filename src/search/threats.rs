//! The opponent's cheap threats, for ordering quiet moves: the points its pawns,
//! advisors and elephants attack, and those its horses and cannons attack too. A quiet
//! move that takes a rook, horse or cannon out of reach of a cheaper attacker is tried
//! sooner; one that puts it there, later.

use crate::attacks::{ADVISOR, ELEPHANT, HORSE, PAWN, RAY_LEN};
use crate::board::Board;
use crate::ray::Ray;
use crate::{Color, Move, PieceKind};

/// Ordering bonus for saving a threatened rook, and malus for exposing one.
const ROOK_SHIFT: i32 = 16_000;
/// The same for a horse or a cannon.
const MINOR_SHIFT: i32 = 8_000;

/// Where the opponent's cheaper pieces attack, one bit per point.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Threats {
    /// Points attacked by a pawn, an advisor or an elephant.
    low: u128,
    /// Points attacked by any of those, a horse or a cannon.
    mid: u128,
}

impl Threats {
    /// The threats of `them`'s pieces on `board`.
    pub(crate) fn of(board: &Board, them: Color) -> Threats {
        let (mut low, mut mid) = (0u128, 0u128);
        for &sq in board.pieces(them) {
            let Some(piece) = board.get(sq) else { continue };
            let i = sq.index();
            match piece.kind() {
                PieceKind::Pawn => {
                    let c = them.index();
                    for &to in &PAWN.moves[c][i][..PAWN.len[c][i] as usize] {
                        low |= 1 << to;
                    }
                }
                PieceKind::Advisor => {
                    for &(to, _) in &ADVISOR.moves[i][..ADVISOR.len[i] as usize] {
                        low |= 1 << to;
                    }
                }
                PieceKind::Elephant => {
                    for &(to, eye) in &ELEPHANT.moves[i][..ELEPHANT.len[i] as usize] {
                        if board.at(eye as usize).is_none() {
                            low |= 1 << to;
                        }
                    }
                }
                PieceKind::Horse => {
                    for &(to, leg) in &HORSE.moves[i][..HORSE.len[i] as usize] {
                        if board.at(leg as usize).is_none() {
                            mid |= 1 << to;
                        }
                    }
                }
                PieceKind::Cannon => mid |= cannon_attacks(board, i),
                PieceKind::Rook | PieceKind::King => {}
            }
        }
        Threats {
            low,
            mid: mid | low,
        }
    }

    /// How much sooner (negative: later) to try the quiet move `mv` of the piece of
    /// `kind`: a rook leaving a point the cheaper pieces attack for one they do not
    /// gains, a rook entering one loses; the same for a horse or cannon and the points
    /// pawns, advisors and elephants attack.
    #[inline]
    pub(crate) fn shift(&self, kind: PieceKind, mv: Move) -> i32 {
        let (danger, value) = match kind {
            PieceKind::Rook => (self.mid, ROOK_SHIFT),
            PieceKind::Horse | PieceKind::Cannon => (self.low, MINOR_SHIFT),
            _ => return 0,
        };
        let at = |sq: crate::Square| danger >> sq.index() & 1 != 0;
        match (at(mv.from()), at(mv.to())) {
            (true, false) => value,
            (false, true) => -value,
            _ => 0,
        }
    }
}

/// The points a cannon on `i` attacks: beyond its screen on each line, the empty points
/// up to the first piece and that piece.
fn cannon_attacks(board: &Board, i: usize) -> u128 {
    let (rank_bits, file_bits) = (board.rank_bits(i / 9), board.file_bits(i % 9));
    let mut mask = 0u128;
    for (d, &len) in RAY_LEN[i].iter().enumerate() {
        let mut ray = Ray::new(i, d, rank_bits, file_bits);
        let Some(screen) = ray.next_piece() else {
            continue;
        };
        let beyond = match ray.next_piece() {
            Some(target) => ray.gap(screen, target) + 1,
            None => len as usize - ray.gap(i, screen) - 1,
        };
        let step = ray.step();
        let mut sq = screen as isize;
        for _ in 0..beyond {
            sq += step;
            mask |= 1 << sq;
        }
    }
    mask
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Position;

    fn threats(fen: &str) -> Threats {
        let pos = Position::from_fen(fen).unwrap();
        Threats::of(pos.board(), pos.side_to_move().other())
    }

    fn bit(name: &str) -> u128 {
        let sq: crate::Square = name.parse().unwrap();
        1 << sq.index()
    }

    #[test]
    fn a_pawn_across_the_river_attacks_forward_and_sideways() {
        // A black pawn on e4 (across the river) attacks e3, d4 and f4.
        let t = threats("4k4/9/9/9/9/4p4/9/9/9/3K5 w - - 0 1");
        assert_eq!(t.low, bit("e3") | bit("d4") | bit("f4"));
        assert_eq!(t.mid, t.low);
    }

    #[test]
    fn a_horse_with_a_blocked_leg_attacks_nothing_that_way() {
        // A black horse on e5; a piece on e4 blocks its two jumps towards rank 3.
        let free = threats("4k4/9/9/9/4n4/9/9/9/9/3K5 w - - 0 1");
        assert_eq!(free.mid.count_ones(), 8);
        assert_eq!(free.low, 0);
        let blocked = threats("4k4/9/9/9/4n4/4P4/9/9/9/3K5 w - - 0 1");
        assert_eq!(blocked.mid.count_ones(), 6);
        assert_eq!(blocked.mid & (bit("d3") | bit("f3")), 0);
    }

    #[test]
    fn a_cannon_attacks_beyond_its_screen_up_to_the_first_piece() {
        // A black cannon on a5, the red pawn on a3 its screen and the red rook on a1
        // beyond: it attacks a2 and a1 down the file; no other line has a screen.
        let t = threats("4k4/9/9/9/c8/9/P8/9/R8/3K5 w - - 0 1");
        assert_eq!(t.mid, bit("a2") | bit("a1"));
        // Without a piece beyond the screen, every point behind it to the edge.
        let t = threats("4k4/9/9/9/c8/9/P8/9/9/3K5 w - - 0 1");
        assert_eq!(t.mid, bit("a2") | bit("a1") | bit("a0"));
    }

    #[test]
    fn saving_a_threatened_rook_comes_sooner_and_exposing_one_later() {
        // Red rook on c4, attacked by the black pawn on c5 (not across the river, so
        // only forward). The black horse on g7 attacks f5 and h5.
        let pos = Position::from_fen("4k4/9/6n2/9/2p6/2R6/9/9/9/3K5 w - - 0 1").unwrap();
        let t = Threats::of(pos.board(), Color::Black);
        let mv = |s: &str| s.parse::<Move>().unwrap();
        assert!(t.shift(PieceKind::Rook, mv("c4b4")) > 0);
        assert!(t.shift(PieceKind::Rook, mv("c4c3")) > 0);
        // A rook on a safe point moving into the horse's reach loses.
        let pos = Position::from_fen("4k4/9/6n2/9/9/9/9/9/5R3/3K5 w - - 0 1").unwrap();
        let t = Threats::of(pos.board(), Color::Black);
        assert!(t.shift(PieceKind::Rook, mv("f1f5")) < 0);
        assert_eq!(t.shift(PieceKind::Rook, mv("f1f2")), 0);
        // Pawns, advisors and elephants are never shifted.
        assert_eq!(t.shift(PieceKind::Pawn, mv("f1f5")), 0);
    }
}
