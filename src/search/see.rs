//! Static exchange evaluation: what a capture wins once every piece that can join the
//! exchange on the captured point has taken its turn, cheapest first.
//!
//! Each side in turn recaptures with its least valuable attacker of the point, or stops
//! when stopping is better; the attackers are found afresh after every capture, so a
//! rook or cannon behind the piece that just left (or a cannon that just gained or lost
//! its screen) is seen. Pins are not: an attacker pinned to its king still counts, which
//! only makes the estimate a little optimistic for the pinned side. The king takes part
//! only as the last capture, when nothing can take it back.

use crate::attacks::{ADVISOR, ELEPHANT, HORSE_ATTACKERS, KING, PAWN_ATTACKERS};
use crate::board::Board;
use crate::eval::piece_value;
use crate::ray::Ray;
use crate::{Color, Move, Piece, PieceKind, Position};

/// A value above any exchange, for the king as a capturer.
const KING_VALUE: i32 = 10_000;

fn value(kind: PieceKind) -> i32 {
    match kind {
        PieceKind::King => KING_VALUE,
        k => piece_value(k),
    }
}

/// Whether the piece on `from` is `color`'s `kind`.
#[inline]
fn is(board: &Board, from: usize, color: Color, kind: PieceKind) -> bool {
    board.at(from) == Some(Piece::new(color, kind))
}

/// The least valuable piece of `color` that attacks `to` on `board`: its square and kind.
fn least_attacker(board: &Board, to: usize, color: Color) -> Option<(usize, PieceKind)> {
    let pawns = &PAWN_ATTACKERS.moves[color.index()][to];
    for &from in &pawns[..PAWN_ATTACKERS.len[color.index()][to] as usize] {
        if is(board, from as usize, color, PieceKind::Pawn) {
            return Some((from as usize, PieceKind::Pawn));
        }
    }
    for &(from, _) in &ADVISOR.moves[to][..ADVISOR.len[to] as usize] {
        if is(board, from as usize, color, PieceKind::Advisor) {
            return Some((from as usize, PieceKind::Advisor));
        }
    }
    for &(from, eye) in &ELEPHANT.moves[to][..ELEPHANT.len[to] as usize] {
        if board.at(eye as usize).is_none() && is(board, from as usize, color, PieceKind::Elephant)
        {
            return Some((from as usize, PieceKind::Elephant));
        }
    }
    for &(from, leg) in &HORSE_ATTACKERS.moves[to][..HORSE_ATTACKERS.len[to] as usize] {
        if board.at(leg as usize).is_none() && is(board, from as usize, color, PieceKind::Horse) {
            return Some((from as usize, PieceKind::Horse));
        }
    }
    // Along the four lines: the first piece may be a rook, the second a cannon.
    let (rank_bits, file_bits) = board.lines_through(to);
    let mut rook = None;
    for d in 0..4 {
        let mut ray = Ray::new(to, d, rank_bits, file_bits);
        let Some(first) = ray.next_piece() else {
            continue;
        };
        if rook.is_none() && is(board, first, color, PieceKind::Rook) {
            rook = Some(first);
        }
        if let Some(second) = ray.next_piece() {
            if is(board, second, color, PieceKind::Cannon) {
                return Some((second, PieceKind::Cannon));
            }
        }
    }
    if let Some(from) = rook {
        return Some((from, PieceKind::Rook));
    }
    for &(from, _) in &KING.moves[to][..KING.len[to] as usize] {
        if is(board, from as usize, color, PieceKind::King) {
            return Some((from as usize, PieceKind::King));
        }
    }
    None
}

/// The material the side to move wins (negative: loses) by `mv` and the exchange it
/// starts on the target point, in centipawns. A quiet move scores what it risks: zero
/// or minus the mover's value. The search asks only whether it reaches a threshold
/// ([`see_ge`]); this full value is the reference the tests hold that answer to.
#[cfg(test)]
pub(crate) fn see(pos: &Position, mv: Move) -> i32 {
    let mut board = pos.board().clone();
    let to = mv.to().index();
    let Some(mover) = board.get(mv.from()) else {
        return 0;
    };
    let mut gain = [0i32; 34];
    gain[0] = board.get(mv.to()).map_or(0, |p| value(p.kind()));
    let mut on_target = value(mover.kind());
    board.move_piece(mv.from(), mv.to());
    let mut side = mover.color().other();
    let mut d = 0;
    while let Some((from, kind)) = least_attacker(&board, to, side) {
        if kind == PieceKind::King && least_attacker_after(&board, from, to, side).is_some() {
            break;
        }
        d += 1;
        gain[d] = on_target - gain[d - 1];
        on_target = value(kind);
        board.move_piece(
            crate::Square::from_index_unchecked(from),
            crate::Square::from_index_unchecked(to),
        );
        side = side.other();
    }
    while d > 0 {
        gain[d - 1] = -(-gain[d - 1]).max(gain[d]);
        d -= 1;
    }
    gain[0]
}

/// Whether the exchange on `mv`'s target is worth at least `threshold` to the mover:
/// `see(pos, mv) >= threshold`, found with the same captures in the same order, but
/// stopping as soon as the answer is settled (most exchanges are settled by the first
/// capture or two).
///
/// It follows the sequence with `swap`, what the side that just captured stands to lose
/// beyond what settles the answer, and `holds`, whether the answer is yes if the
/// capturing stops here. Each side captures only when it can afford to: a capture
/// that would be taken back at a loss that changes the answer is not made.
pub(crate) fn see_ge(pos: &Position, mv: Move, threshold: i32) -> bool {
    let board = pos.board();
    let to = mv.to().index();
    let Some(mover) = board.get(mv.from()) else {
        return 0 >= threshold;
    };
    // Unanswered, the capture wins the victim.
    let mut swap = board.get(mv.to()).map_or(0, |p| value(p.kind())) - threshold;
    if swap < 0 {
        return false;
    }
    // Answered, it may lose the mover: still enough?
    swap = value(mover.kind()) - swap;
    if swap <= 0 {
        return true;
    }
    let mut board = board.clone();
    board.move_piece(mv.from(), mv.to());
    let mut side = mover.color().other();
    let mut holds = true;
    while let Some((from, kind)) = least_attacker(&board, to, side) {
        if kind == PieceKind::King && least_attacker_after(&board, from, to, side).is_some() {
            break;
        }
        holds = !holds;
        swap = value(kind) - swap;
        if swap < i32::from(holds) {
            break;
        }
        board.move_piece(
            crate::Square::from_index_unchecked(from),
            crate::Square::from_index_unchecked(to),
        );
        side = side.other();
    }
    holds
}

/// Whether the other side could take back on `to` after `side`'s piece on `from` took
/// there: used to keep a king from capturing into a guarded point.
fn least_attacker_after(
    board: &Board,
    from: usize,
    to: usize,
    side: Color,
) -> Option<(usize, PieceKind)> {
    let mut after = board.clone();
    after.move_piece(
        crate::Square::from_index_unchecked(from),
        crate::Square::from_index_unchecked(to),
    );
    least_attacker(&after, to, side.other())
}

/// Whether the capture `mv` may lose material: its victim is worth less than its
/// attacker and the exchange it starts comes out negative.
#[inline]
pub(crate) fn is_losing_capture(pos: &Position, mv: Move) -> bool {
    let value_at = |sq| pos.piece_at(sq).map_or(0, |p: Piece| value(p.kind()));
    value_at(mv.to()) < value_at(mv.from()) && !see_ge(pos, mv, 0)
}

/// Whether the side to move wins material by capturing the piece on `sq`: its cheapest
/// attacker takes and the exchange that follows comes out ahead.
pub(crate) fn wins_on(pos: &Position, sq: crate::Square) -> bool {
    least_attacker(pos.board(), sq.index(), pos.side_to_move()).is_some_and(|(from, _)| {
        let capture = Move::new(crate::Square::from_index_unchecked(from), sq);
        see_ge(pos, capture, 1)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn see_of(fen: &str, mv: &str) -> i32 {
        let pos = Position::from_fen(fen).unwrap();
        see(&pos, mv.parse().unwrap())
    }

    #[test]
    fn an_unguarded_piece_is_won_whole() {
        // Red rook takes an undefended black horse.
        assert_eq!(see_of("4k4/9/9/9/4n4/9/9/9/4R4/3K5 w - - 0 1", "e1e5"), 400);
    }

    #[test]
    fn a_rook_for_a_guarded_pawn_loses_the_difference() {
        // The pawn on e5 is guarded by the black pawn on e6.
        assert_eq!(
            see_of("4k4/9/9/4p4/4p4/9/9/9/4R4/3K5 w - - 0 1", "e1e5"),
            100 - 900
        );
    }

    #[test]
    fn a_cannon_behind_its_screen_joins_the_exchange() {
        // Red pawn takes the horse on e5 and the black rook on e9 takes back down the
        // empty file. Net: a horse for a pawn.
        assert_eq!(
            see_of("3kr4/9/9/9/4n4/4P4/9/9/9/5K3 w - - 0 1", "e4e5"),
            400 - 100
        );
        // With a red cannon on e2 and a red horse on e3 as its screen, the pawn's old
        // point empties the cannon's line: a rook taking back would be lost, so Black
        // does not, and Red keeps the whole horse.
        assert_eq!(
            see_of("3kr4/9/9/9/4n4/4P4/4N4/4C4/9/5K3 w - - 0 1", "e4e5"),
            400
        );
        // Without the screen the cannon cannot take back, and the rook recaptures.
        assert_eq!(
            see_of("3kr4/9/9/9/4n4/4P4/9/4C4/9/5K3 w - - 0 1", "e4e5"),
            300
        );
    }

    #[test]
    fn the_king_takes_only_what_is_unguarded() {
        // A black pawn on e1 next to the red king on e0, guarded by a black rook on e9:
        // the king may not take.
        assert!(see_of("3kr4/9/9/9/9/9/9/9/4p4/4K4 w - - 0 1", "e0e1") < 0);
        assert_eq!(see_of("3k5/9/9/9/9/9/9/9/4p4/4K4 w - - 0 1", "e0e1"), 100);
    }

    #[test]
    fn quiet_moves_risk_the_mover() {
        assert_eq!(
            see_of("4k4/9/9/4p4/9/9/9/9/4R4/3K5 w - - 0 1", "e1e5"),
            -900
        );
        assert_eq!(see_of("3k5/9/9/9/9/9/9/9/4R4/5K3 w - - 0 1", "e1e5"), 0);
    }

    #[test]
    fn a_piece_is_won_when_its_exchange_comes_out_ahead() {
        // Black to move: the rook on e5 can be taken by the pawn on e6 for nothing.
        let hanging = Position::from_fen("3k5/9/9/4p4/4R4/9/9/9/9/5K3 b - - 0 1").unwrap();
        assert!(wins_on(&hanging, "e5".parse().unwrap()));
        // A red pawn on e5 guarded by the rook behind it: the black pawn's capture on
        // e5 is an even trade, not a win; nothing attacks the rook on e1.
        let guarded = Position::from_fen("3k5/9/9/4p4/4P4/9/9/9/4R4/5K3 b - - 0 1").unwrap();
        assert!(!wins_on(&guarded, "e5".parse().unwrap()));
        assert!(!wins_on(&guarded, "e1".parse().unwrap()));
    }

    /// A small deterministic generator for the random positions below.
    fn next(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    #[test]
    fn the_threshold_test_agrees_with_the_full_exchange() {
        // Random games from the start and from a middlegame with exchanges everywhere;
        // every legal move of every position, against thresholds around its value.
        let starts = [
            Position::startpos(),
            Position::from_fen(
                "r1bakabr1/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKABR1 w - - 0 1",
            )
            .unwrap(),
        ];
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut checked = 0u64;
        for start in starts {
            for _ in 0..60 {
                let mut pos = start.clone();
                for _ in 0..80 {
                    let moves = pos.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    for &mv in moves.iter() {
                        let v = see(&pos, mv);
                        for t in [v - 1, v, v + 1, 0, 1, -1, -150, 150, -400, 400, -900] {
                            assert_eq!(
                                see_ge(&pos, mv, t),
                                v >= t,
                                "{} {mv} {t} (see {v})",
                                pos.fen()
                            );
                            checked += 1;
                        }
                    }
                    let pick = moves[(next(&mut state) % moves.len() as u64) as usize];
                    let _undo = pos.make_move(pick);
                }
            }
        }
        assert!(checked > 500_000, "{checked}");
    }
}
