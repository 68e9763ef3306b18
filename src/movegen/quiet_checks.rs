//! The quiet moves that may give check, found without generating every move: the
//! candidates for quiescence's checks.
//!
//! A quiet move checks in one of three ways: its piece attacks the king from where it
//! arrives (a rook, cannon or pawn on the king's file or rank, a horse on one of the
//! points it attacks the king from); it arrives on the king's file or rank as the screen
//! of a cannon; or it leaves the king's file or rank, or a horse's leg (a diagonal
//! neighbour of the king), and so uncovers an attack. A rook or cannon that stands on
//! none of these can reach the king's file or rank at two points at most, where its own
//! lines cross them; every other piece has few moves, which are generated and filtered.

use super::piece_legal;
use super::safety::{Safety, bit};
use crate::File;
use crate::attacks::{HORSE_ATTACKERS, HORSE_CHECK_POINTS, KING_LINES, PAWN_ATTACKERS};
use crate::board::Board;
use crate::ray::Ray;
use crate::{Color, Move, Piece, PieceKind, Square};

/// Calls `f` with every legal quiet move of `us` that may give check by one of the
/// three ways above: every quiet check is among them, each to be confirmed (by
/// `Position::gives_check`).
pub(crate) fn for_each_quiet_check_candidate(
    board: &Board,
    us: Color,
    safety: &Safety,
    mut f: impl FnMut(Move),
) {
    let Some(king) = board.king(us.other()) else {
        return;
    };
    let k = king.index();
    let lines = KING_LINES[k];
    let uncovers = uncovering(board, us, k);
    let screens = screen_points(board, us, k);
    let pawn_points = {
        let (t, c) = (&PAWN_ATTACKERS, us.index());
        t.moves[c][k][..t.len[c][k] as usize]
            .iter()
            .fold(0, |set, &sq| set | bit(sq as usize))
    };
    for &from_sq in board.pieces(us) {
        let from = from_sq.index();
        let Some(piece) = board.at(from) else {
            continue;
        };
        let leaves = uncovers & bit(from) != 0;
        let kind = piece.kind();
        if !leaves && lines & bit(from) == 0 && matches!(kind, PieceKind::Rook | PieceKind::Cannon)
        {
            // Where its own file meets the king's rank, and its rank the king's file.
            for to in [
                (k / File::COUNT) * File::COUNT + from % File::COUNT,
                (from / File::COUNT) * File::COUNT + k % File::COUNT,
            ] {
                if board.at(to).is_none()
                    && clear_between(board, from, to)
                    && safety.allows(board, us, from, to)
                {
                    f(Move::new(from_sq, Square::from_index_unchecked(to)));
                }
            }
        } else {
            // Where the piece would attack the king itself, or screen a cannon.
            let arrives = match kind {
                PieceKind::Rook | PieceKind::Cannon => lines,
                PieceKind::Horse => HORSE_CHECK_POINTS[k] | screens,
                PieceKind::Pawn => pawn_points | screens,
                PieceKind::Advisor | PieceKind::Elephant | PieceKind::King => screens,
            };
            // A horse moves at most two files or ranks, a pawn one, and the points they
            // attack the king from lie within two and one of it.
            let reach = match kind {
                PieceKind::Horse => 4,
                PieceKind::Pawn => 2,
                _ => 9,
            };
            let far = (from % File::COUNT)
                .abs_diff(k % File::COUNT)
                .max((from / File::COUNT).abs_diff(k / File::COUNT))
                > reach;
            if !leaves && (arrives == 0 || (far && screens == 0)) {
                continue;
            }
            piece_legal::<true>(board, us, safety, from, &mut |mv: Move| {
                let to = mv.to().index();
                if board.at(to).is_none() && (leaves || arrives & bit(to) != 0) {
                    f(mv);
                }
            });
        }
    }
}

/// The pieces of `us` whose leaving their point may uncover an attack on the enemy king
/// on `k`: the first piece along one of its lines with a rook of `us` behind it, either of
/// the first two with a cannon of `us` behind them, and a piece on the leg of a horse of
/// `us` that the leg alone keeps from the king.
fn uncovering(board: &Board, us: Color, k: usize) -> u128 {
    let ours = |sq: usize, kind: Option<PieceKind>| {
        board
            .at(sq)
            .is_some_and(|p| p.color() == us && kind.is_none_or(|kind| p.kind() == kind))
    };
    let mut set = 0;
    let (rank_bits, file_bits) = board.lines_through(k);
    for d in 0..4 {
        let mut ray = Ray::new(k, d, rank_bits, file_bits);
        let mut first = [0usize; 3];
        let mut n = 0;
        while n < 3 {
            let Some(sq) = ray.next_piece() else {
                break;
            };
            first[n] = sq;
            n += 1;
        }
        if n >= 2 && ours(first[0], None) && ours(first[1], Some(PieceKind::Rook)) {
            set |= bit(first[0]);
        }
        if n == 3 && ours(first[2], Some(PieceKind::Cannon)) {
            for &sq in &first[..2] {
                if ours(sq, None) {
                    set |= bit(sq);
                }
            }
        }
    }
    // A piece on the leg of a horse of `us` that attacks the king but for its leg.
    let (t, n) = (&HORSE_ATTACKERS, HORSE_ATTACKERS.len[k] as usize);
    for &(horse, leg) in &t.moves[k][..n] {
        if ours(horse as usize, Some(PieceKind::Horse)) && ours(leg as usize, None) {
            set |= bit(leg as usize);
        }
    }
    set
}

/// The empty points between the enemy king on `k` and a cannon of `us` that is the first
/// piece along one of its lines: a piece arriving there becomes the cannon's screen.
fn screen_points(board: &Board, us: Color, k: usize) -> u128 {
    let (rank_bits, file_bits) = board.lines_through(k);
    let mut set = 0;
    for d in 0..4 {
        let mut ray = Ray::new(k, d, rank_bits, file_bits);
        let Some(sq) = ray.next_piece() else {
            continue;
        };
        if board.at(sq) == Some(Piece::new(us, PieceKind::Cannon)) {
            let step = ray.step();
            let mut p = k as isize + step;
            while p != sq as isize {
                set |= bit(p as usize);
                p += step;
            }
        }
    }
    set
}

/// Whether no piece stands between `from` and `to`, two squares of one file or rank.
fn clear_between(board: &Board, from: usize, to: usize) -> bool {
    let mut ray = Ray::towards(
        from,
        to,
        board.rank_bits(from / File::COUNT),
        board.file_bits(from % File::COUNT),
    );
    ray.next_piece()
        .is_none_or(|p| ray.gap(from, p) > ray.gap(from, to))
}

#[cfg(test)]
mod tests {
    use crate::{Move, Position};

    /// The quiet checks of `pos`, sorted, found both ways.
    fn both_ways(pos: &Position) -> (Vec<Move>, Vec<Move>) {
        let mut all = Vec::new();
        pos.for_each_legal_move(|mv| {
            if !pos.is_capture(mv) && pos.gives_check(mv) {
                all.push(mv);
            }
        });
        let mut fast = Vec::new();
        pos.for_each_quiet_check(|mv| fast.push(mv));
        all.sort_by_key(|m| (m.from(), m.to()));
        fast.sort_by_key(|m| (m.from(), m.to()));
        (all, fast)
    }

    #[test]
    fn finds_exactly_the_quiet_checks_along_random_games() {
        let mut checks = 0;
        for game in 0..40u64 {
            let mut pos = Position::startpos();
            for played in crate::test_walk(&pos, 0x51ed_270b + game, 200) {
                let (all, fast) = both_ways(&pos);
                assert_eq!(all, fast, "{}", pos.fen());
                checks += all.len();
                let _ = pos.make_move(played);
            }
        }
        assert!(checks > 1_000, "only {checks} quiet checks seen");
    }

    #[test]
    fn finds_exactly_the_quiet_checks_of_the_mate_suite() {
        // Real mating attacks: many quiet checks, discovered ones and cannon screens.
        let suite = testkit::suites::GAME_MATES;
        let mut checks = 0;
        let fens = suite
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .filter_map(|l| l.split('#').next()?.split_once(' ').map(|(_, fen)| fen));
        for fen in fens {
            let pos = Position::from_fen(fen.trim()).unwrap();
            let (all, fast) = both_ways(&pos);
            assert_eq!(all, fast, "{fen}");
            checks += all.len();
        }
        assert!(checks > 500, "only {checks} quiet checks seen");
    }

    #[test]
    fn a_discovered_check_and_a_new_cannon_screen_are_found() {
        // The horse on e3 stands between the rook on e0 and the king on e9: each of its
        // moves uncovers a check. The cannon on a9 lacks a screen on rank 9, which the
        // horse on a8 becomes by going to c9.
        let pos = Position::from_fen("C3k4/N8/9/9/9/9/4N4/9/9/4RK3 w - - 0 1").unwrap();
        assert!(!pos.is_check());
        let (all, fast) = both_ways(&pos);
        assert_eq!(all, fast);
        let names: Vec<String> = fast.iter().map(|m| m.to_string()).collect();
        assert!(names.contains(&"a8c9".to_string()), "{names:?}");
        assert_eq!(
            names.iter().filter(|n| n.starts_with("e3")).count(),
            8,
            "{names:?}"
        );
    }
}
