//! Checks a side could give with its next move: for each of its rooks, horses, cannons
//! and pawns, the points it can move to from which it would attack the enemy king. A
//! check point the enemy king and advisors cannot step to is safe; one they can is
//! likely answered by taking the checker.
//!
//! Pins and the facing kings are not looked at, nor discovered checks (a piece leaving
//! a rook's or cannon's line): what counts is where each piece could check from.

use super::reach::BIT;
use super::terms::{Attacker, Term, TermSink, pieces_between};
use crate::attacks::{HORSE, HORSE_ATTACKERS, PAWN, PAWN_ATTACKERS};
use crate::board::Board;
use crate::ray::{EAST, NORTH, Ray};
use crate::{Color, PieceKind};

/// Whether a piece of `us` could move to point `to`: empty, or an enemy piece there.
#[inline]
fn open_to(board: &Board, to: usize, us: Color) -> bool {
    board.at(to).is_none_or(|p| p.color() != us)
}

/// Each point's horse jumps, legs aside, as a mask.
static HORSE_REACH: [u128; 90] = {
    let mut t = [0u128; 90];
    let mut sq = 0;
    while sq < 90 {
        let mut j = 0;
        while j < HORSE.len[sq] as usize {
            t[sq] |= 1 << HORSE.moves[sq][j].0;
            j += 1;
        }
        sq += 1;
    }
    t
};

/// Each colour's pawn steps from each point, as a mask.
static PAWN_REACH: [[u128; 90]; 2] = {
    let mut t = [[0u128; 90]; 2];
    let mut c = 0;
    while c < 2 {
        let mut sq = 0;
        while sq < 90 {
            let mut j = 0;
            while j < PAWN.len[c][sq] as usize {
                t[c][sq] |= 1 << PAWN.moves[c][sq][j];
                j += 1;
            }
            sq += 1;
        }
        c += 1;
    }
    t
};

/// Where the enemy king can be checked from, worked out once for all of a side's
/// pieces.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct KingChecks {
    /// The enemy king's point.
    king: usize,
    /// Along each ray from the king (east, west, north, south), the file or rank of the
    /// first and second pieces on it, or of the point just beyond the board.
    lines: [[i8; 2]; 4],
    /// The points a horse attacks it from, its leg (next to the king) free.
    horse: u128,
    /// The points a pawn of the side attacks it from.
    pawn: u128,
}

impl KingChecks {
    /// The check points against the king on `king` for the side `us`.
    #[inline]
    pub(crate) fn new(board: &Board, king: usize, us: Color) -> KingChecks {
        let mut horse = 0;
        for &(from, leg) in &HORSE_ATTACKERS.moves[king][..HORSE_ATTACKERS.len[king] as usize] {
            if board.at(leg as usize).is_none() {
                horse |= BIT[from as usize];
            }
        }
        let c = us.index();
        let mut pawn = 0;
        for &from in &PAWN_ATTACKERS.moves[c][king][..PAWN_ATTACKERS.len[c][king] as usize] {
            pawn |= BIT[from as usize];
        }
        let (rank_bits, file_bits) = (board.rank_bits(king / 9), board.file_bits(king % 9));
        let mut lines = [[0; 2]; 4];
        for (d, line) in lines.iter_mut().enumerate() {
            let coord = |i: usize| if d < NORTH { i % 9 } else { i / 9 } as i8;
            let beyond = match d {
                EAST => 9,
                NORTH => 10,
                _ => -1,
            };
            let mut ray = Ray::new(king, d, rank_bits, file_bits);
            let first = ray.next_piece().map_or(beyond, coord);
            let second = ray.next_piece().map_or(beyond, coord);
            *line = [first, second];
        }
        KingChecks {
            king,
            lines,
            horse,
            pawn,
        }
    }

    /// How many pieces stand between the king and the point of its file or rank at
    /// `coord` (a rank on its file, a file on its rank) along the ray `d`, counting up
    /// to two.
    #[inline]
    fn screens(&self, d: usize, coord: i8) -> u32 {
        let [first, second] = self.lines[d];
        if d == EAST || d == NORTH {
            u32::from(coord > first) + u32::from(coord > second)
        } else {
            u32::from(coord < first) + u32::from(coord < second)
        }
    }

    /// The points where a piece on `sq` would cross the king's file and rank, each with
    /// the pieces between it and the king (up to two); none when `sq` shares a line
    /// with the king.
    #[inline]
    fn crossings(&self, sq: usize) -> Option<[(usize, u32); 2]> {
        let (r, f, kr, kf) = (sq / 9, sq % 9, self.king / 9, self.king % 9);
        if r == kr || f == kf {
            return None;
        }
        let on_file = self.screens(if r > kr { NORTH } else { NORTH + 1 }, r as i8);
        let on_rank = self.screens(if f > kf { EAST } else { EAST + 1 }, f as i8);
        Some([(r * 9 + kf, on_file), (kr * 9 + f, on_rank)])
    }
}

/// The points from which a piece of `kind` and colour `us` on `sq` would attack the
/// enemy king (`target`), and that it can reach in one move, as a mask. Zero for the
/// kinds that never check (advisors, elephants, the king).
#[inline]
pub(crate) fn check_points(
    board: &Board,
    kind: PieceKind,
    sq: usize,
    us: Color,
    target: &KingChecks,
) -> u128 {
    let mut points = 0;
    match kind {
        PieceKind::Rook => {
            for (x, to_king) in target.crossings(sq).into_iter().flatten() {
                if to_king == 0 && open_to(board, x, us) && pieces_between(board, sq, x) == Some(0)
                {
                    points |= BIT[x];
                }
            }
        }
        PieceKind::Cannon => {
            for (x, to_king) in target.crossings(sq).into_iter().flatten() {
                if to_king != 1 {
                    continue;
                }
                // A move to an empty point needs a clear line, a capture one screen.
                let screens = match board.at(x) {
                    None => 0,
                    Some(p) if p.color() != us => 1,
                    Some(_) => continue,
                };
                if pieces_between(board, sq, x) == Some(screens) {
                    points |= BIT[x];
                }
            }
        }
        PieceKind::Horse => {
            // Most horses are nowhere near a check point.
            if HORSE_REACH[sq] & target.horse != 0 {
                for &(to, leg) in &HORSE.moves[sq][..HORSE.len[sq] as usize] {
                    let to = to as usize;
                    if target.horse & BIT[to] != 0
                        && board.at(leg as usize).is_none()
                        && open_to(board, to, us)
                    {
                        points |= BIT[to];
                    }
                }
            }
        }
        PieceKind::Pawn => {
            let mut reach = PAWN_REACH[us.index()][sq] & target.pawn;
            while reach != 0 {
                let to = reach.trailing_zeros() as usize;
                reach &= reach - 1;
                if open_to(board, to, us) {
                    points |= BIT[to];
                }
            }
        }
        PieceKind::King | PieceKind::Advisor | PieceKind::Elephant => {}
    }
    points
}

/// Counts a side's check points (`points`, by attacker) against an enemy whose king and
/// advisors could step to `guarded`: each point once per attacker kind, as safe or not.
#[inline]
pub(crate) fn checks(points: &[u128; 4], guarded: u128, sink: &mut impl TermSink) {
    for a in Attacker::ALL {
        let p = points[a as usize];
        if p != 0 {
            sink.add(Term::Check(a, true), (p & !guarded).count_ones() as i32);
            sink.add(Term::Check(a, false), (p & guarded).count_ones() as i32);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Position, Square};

    /// The check points of the piece on `sq`, as sorted point names.
    fn points(fen: &str, sq: &str) -> Vec<String> {
        let pos = Position::from_fen(fen).unwrap();
        let sq: Square = sq.parse().unwrap();
        let piece = pos.board().get(sq).unwrap();
        let king = pos.king_square(piece.color().other()).index();
        let target = KingChecks::new(pos.board(), king, piece.color());
        let mask = check_points(
            pos.board(),
            piece.kind(),
            sq.index(),
            piece.color(),
            &target,
        );
        let mut names: Vec<String> = (0..90)
            .filter(|&i| mask & BIT[i] != 0)
            .map(|i| Square::from_index(i).unwrap().to_string())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn a_rook_checks_from_the_crossings_it_and_the_king_see_clearly() {
        // Rook a0, black king e9: a9 (rank 9) and e0 (file e) are both clear.
        let fen = "4k4/9/9/9/9/9/9/9/9/R4K3 w - - 0 1";
        assert_eq!(points(fen, "a0"), ["a9", "e0"]);
        // A red pawn on e5 blocks the file: only a9 is left.
        let fen = "4k4/9/9/9/4P4/9/9/9/9/R4K3 w - - 0 1";
        assert_eq!(points(fen, "a0"), ["a9"]);
        // A rook on the king's file checks already, or is blocked: no crossing.
        let fen = "4k4/9/9/9/4P4/9/9/9/9/3KR4 w - - 0 1";
        assert!(points(fen, "e0").is_empty());
    }

    #[test]
    fn a_cannon_checks_from_a_crossing_with_one_screen_before_the_king() {
        // Cannon a0, black king e9, a black advisor on e8 as the screen: e0 checks;
        // a9 has no screen on rank 9.
        let fen = "4k4/4a4/9/9/9/9/9/9/9/C4K3 w - - 0 1";
        assert_eq!(points(fen, "a0"), ["e0"]);
        // Taking the black pawn on e4 needs a screen on the way: the red horse on c4.
        let fen = "4k4/4a4/9/9/9/C1N1p4/9/9/9/5K3 w - - 0 1";
        assert_eq!(points(fen, "a4"), ["e4"]);
        let fen = "4k4/4a4/9/9/9/C3p4/9/9/9/5K3 w - - 0 1";
        assert!(points(fen, "a4").is_empty());
    }

    #[test]
    fn a_horse_checks_from_points_whose_leg_by_the_king_is_free() {
        // Black king e9; a red horse on c5 can jump to d7, which attacks e9 past its
        // leg d8; none of its other jumps attacks the king.
        let fen = "4k4/9/9/9/2N6/9/9/9/9/3K5 w - - 0 1";
        assert_eq!(points(fen, "c5"), ["d7"]);
        // A red pawn on d8 blocks that leg.
        let fen = "4k4/3P5/9/9/2N6/9/9/9/9/3K5 w - - 0 1";
        assert!(points(fen, "c5").is_empty());
    }

    #[test]
    fn a_pawn_checks_from_below_or_beside_the_king() {
        // Black king e9. A red pawn on d7 reaches d8, c7 and e7: none next to the king
        // on its file or rank.
        let fen = "4k4/9/3P5/9/9/9/9/9/9/3K5 w - - 0 1";
        assert!(points(fen, "d7").is_empty());
        // From d8 it reaches d9 (beside the king) and e8 (below it).
        let fen = "4k4/3P5/9/9/9/9/9/9/9/3K5 w - - 0 1";
        assert_eq!(points(fen, "d8"), ["d9", "e8"]);
    }

    /// Every legal move to a check point gives check by the moved piece, and every such
    /// move goes to a check point (rooks and cannons off the king's lines, whose checks
    /// are all at crossings); a check point may also be an illegal move (a pin).
    #[test]
    fn check_points_are_where_moves_check_with_the_moved_piece() {
        let mut checks_seen = 0;
        for game in 0..40 {
            let mut pos = Position::startpos();
            let picks = crate::test_walk::seeded(0xc4ec + game, 150);
            for mv in crate::test_walk::line(&pos, &picks) {
                let _ = pos.make_move(mv);
                let us = pos.side_to_move();
                let king = pos.king_square(us.other());
                let target = KingChecks::new(pos.board(), king.index(), us);
                let pieces: Vec<_> = pos.pieces(us).collect();
                for (sq, piece) in pieces {
                    let kind = piece.kind();
                    let on_line = sq.file() == king.file() || sq.rank() == king.rank();
                    if kind == PieceKind::King
                        || kind == PieceKind::Advisor
                        || kind == PieceKind::Elephant
                        || (on_line && matches!(kind, PieceKind::Rook | PieceKind::Cannon))
                    {
                        continue;
                    }
                    let mask = check_points(pos.board(), kind, sq.index(), us, &target);
                    let mut from_moves = 0u128;
                    for &m in pos.legal_moves_from(sq).iter() {
                        let mut after = pos.clone();
                        let _ = after.make_move(m);
                        if after.checkers().contains(m.to()) {
                            from_moves |= BIT[m.to().index()];
                        }
                    }
                    assert_eq!(from_moves & !mask, 0, "{} {sq}", pos.fen());
                    for i in (0..90).filter(|&i| mask & !from_moves & BIT[i] != 0) {
                        let m = crate::Move::new(sq, Square::from_index(i).unwrap());
                        assert!(!pos.is_legal(m), "{} {m}", pos.fen());
                    }
                    checks_seen += from_moves.count_ones();
                }
            }
        }
        assert!(checks_seen > 300, "{checks_seen}");
    }

    #[test]
    fn checks_are_safe_where_the_king_and_advisors_cannot_step() {
        struct Count(Vec<(Term, i32)>);
        impl TermSink for Count {
            fn add(&mut self, term: Term, n: i32) {
                self.0.push((term, n));
            }
        }
        let mut c = Count(Vec::new());
        checks(&[BIT[4] | BIT[76], 0, 0, 0], BIT[76], &mut c);
        assert_eq!(
            c.0,
            [
                (Term::Check(Attacker::Rook, true), 1),
                (Term::Check(Attacker::Rook, false), 1)
            ]
        );
    }
}
