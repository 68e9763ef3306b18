//! What counts as a chase (捉), for the perpetual-chase rule.
//!
//! The definition follows the Asian Xiangqi Federation rules (wxf.org, "Asia rule",
//! the terms section and rules 18 onwards): a chase is a move that threatens to capture
//! an enemy piece other than the king on the next move. Made precise here:
//!
//! After the move, a piece of the mover **attacks** an enemy piece when it could
//! capture it legally if it were the mover's turn again (so a pinned piece, or a
//! capture that would let the kings face, does not attack). The attack is a chase when
//! all of these hold:
//!
//! 1. the attack is **new**. For the piece that moved: unless it slid along the line
//!    of an attack it already had (a rook or cannon moving toward or away from its
//!    target), each attack from its new square is new, so a horse that hops and still
//!    attacks renews the threat. For the other pieces (discovered attacks): before the
//!    move the piece could not reach the target by its way of moving. Attacks that
//!    only became legal because the move lifted a pin or answered a check are not new;
//! 2. the attacker is not a king or a pawn (their attacks are allowed);
//! 3. the target is not the king (that is check) nor a pawn on its own side of the
//!    river;
//! 4. the target is not of the attacker's kind while able to capture the attacker back
//!    legally (an offer to exchange, AXF rule 36 keeps it a chase only when another
//!    piece chases too, which this test sees separately);
//! 5. the target is unprotected: after the capture, the opponent has no legal move
//!    onto the target's square. Exception: a horse or cannon attacking a rook, or an
//!    advisor or elephant attacking a horse, cannon or rook, chases even a protected
//!    target (the attacker is worth less than the target).
//!
//! A move that gives check may chase too; the repetition judge weighs the check first.
//! A move that answers a check may chase too (nothing in the rules exempts it): if the
//! other side checks perpetually, it loses whatever the answers do, since check
//! outweighs chase.
//!
//! Not covered (documented limits): a chase made only by removing the target's
//! protector, and the AXF special cases about pieces that cannot move away.

use crate::{IllegalMoveError, Move, Piece, PieceKind, Position, Square};
use smallvec::SmallVec;

/// One chase made by a move: which piece, standing where, chases which enemy piece.
///
/// ```
/// use xiangqi::{PieceKind, Position};
/// use xiangqi::game::chases;
/// // The red rook goes to c5 and attacks the unprotected black cannon on c7.
/// let pos = Position::from_fen("3k5/9/2c6/9/9/R8/9/9/9/4K4 w - - 0 1")?;
/// let found = chases(&pos, pos.parse_move("a4c4")?);
/// assert_eq!(found.len(), 1);
/// assert_eq!(found[0].attacker.kind(), PieceKind::Rook);
/// assert_eq!(found[0].target.kind(), PieceKind::Cannon);
/// assert_eq!(found[0].target_square.to_string(), "c7");
/// # Ok::<(), xiangqi::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Chase {
    /// The chasing piece.
    pub attacker: Piece,
    /// Where it stands after the move.
    pub attacker_square: Square,
    /// The chased piece.
    pub target: Piece,
    /// Where it stands.
    pub target_square: Square,
}

/// The chases made by the legal move `mv` in `pos`, by the definition in this module.
///
/// Cost: one legal-capture generation for the mover after the move, and for each new
/// attack one legality test and at most one move generation for the recapture.
///
/// # Panics
/// If `mv` is not legal in `pos` (the contract of [`Position::make_move`]).
///
/// ```
/// use xiangqi::{Position, game::chases};
/// let pos = Position::startpos();
/// assert!(chases(&pos, pos.parse_move("h2e2")?).is_empty());
/// # Ok::<(), xiangqi::NotationError>(())
/// ```
pub fn chases(pos: &Position, mv: Move) -> Vec<Chase> {
    chase_list(pos, mv).into_vec()
}

/// [`chases`] without a heap allocation for the usual one or two.
pub(crate) fn chase_list(pos: &Position, mv: Move) -> SmallVec<[Chase; 2]> {
    let us = pos.side_to_move();
    let mut after = pos.clone();
    let _ = after.make_move(mv);
    // Our view: the same board with us to move again, to ask what we could capture.
    let mut ours = after.clone();
    let _ = ours.make_null_move();
    let mut found = SmallVec::new();
    for capture in ours.captures() {
        let (a, t) = (capture.from(), capture.to());
        let (Some(attacker), Some(target)) = (ours.piece_at(a), ours.piece_at(t)) else {
            continue;
        };
        if matches!(attacker.kind(), PieceKind::King | PieceKind::Pawn)
            || target.kind() == PieceKind::King
            || (target.kind() == PieceKind::Pawn && !t.is_on_side(us))
        {
            continue;
        }
        let is_new = if a == mv.to() {
            // The moved piece: its attacks from the new square are new, unless it slid
            // along the line of an attack it already had.
            !(collinear(mv.from(), a, t) && reached_before(pos, Move::new(mv.from(), t)))
        } else {
            !reached_before(pos, Move::new(a, t))
        };
        if !is_new {
            continue;
        }
        if target.kind() == attacker.kind() && after.is_legal(Move::new(t, a)) {
            continue;
        }
        if !outranks(attacker.kind(), target.kind()) && is_protected(&ours, capture) {
            continue;
        }
        found.push(Chase {
            attacker,
            attacker_square: a,
            target,
            target_square: t,
        });
    }
    found
}

/// Whether the mover's piece could already reach the target before the move, by its
/// way of moving (ignoring its own king's safety).
fn reached_before(pos: &Position, capture: Move) -> bool {
    !matches!(
        pos.check_legal(capture),
        Err(IllegalMoveError::CannotReach { .. }
            | IllegalMoveError::NoPiece { .. }
            | IllegalMoveError::NotYourPiece { .. })
    )
}

/// Whether three squares lie on one file or one rank.
fn collinear(a: Square, b: Square, c: Square) -> bool {
    (a.file() == b.file() && b.file() == c.file()) || (a.rank() == b.rank() && b.rank() == c.rank())
}

/// The "stronger piece" exception: these attacks chase even a protected target.
fn outranks(attacker: PieceKind, target: PieceKind) -> bool {
    use PieceKind::*;
    match attacker {
        Horse | Cannon => target == Rook,
        Advisor | Elephant => matches!(target, Horse | Cannon | Rook),
        _ => false,
    }
}

/// Whether, after `capture` in `ours`, the opponent could legally take back on its
/// to-square.
fn is_protected(ours: &Position, capture: Move) -> bool {
    let mut after = ours.clone();
    let _ = after.make_move(capture);
    let mut protected = false;
    after.for_each_legal_move(|m| protected |= m.to() == capture.to());
    protected
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chased(fen: &str, mv: &str) -> Vec<String> {
        let pos = Position::from_fen(fen).expect("test FEN");
        let mv = pos.parse_move(mv).expect("test move");
        chases(&pos, mv)
            .iter()
            .map(|c| {
                format!(
                    "{}{}>{}",
                    c.attacker.char(),
                    c.attacker_square,
                    c.target_square
                )
            })
            .collect()
    }

    #[test]
    fn an_unprotected_piece_is_chased() {
        assert_eq!(
            chased("3k5/9/2c6/9/9/R8/9/9/9/4K4 w - - 0 1", "a4c4"),
            ["Rc4>c7"]
        );
    }

    #[test]
    fn a_protected_piece_is_not_chased_by_a_rook() {
        // The black horse on b9 guards c7.
        assert!(chased("1n1k5/9/2c6/9/9/R8/9/9/9/4K4 w - - 0 1", "a4c4").is_empty());
    }

    #[test]
    fn a_protected_rook_is_chased_by_a_horse() {
        // The black rook on a7 guards the rook on d7; the horse chases it all the same.
        assert_eq!(
            chased("4k4/9/r2r5/9/9/4N4/9/9/9/5K3 w - - 0 1", "e4c5"),
            ["Nc5>d7"]
        );
    }

    #[test]
    fn an_existing_attack_is_not_new() {
        // The rook already attacked the cannon along the file.
        assert!(chased("3k5/9/2c6/9/9/2R6/9/9/9/4K4 w - - 0 1", "c4c3").is_empty());
    }

    #[test]
    fn kings_pawns_and_uncrossed_pawns_do_not_count() {
        // A red pawn attacks a black cannon: allowed.
        assert!(chased("3k5/9/9/2c6/1P7/9/9/9/9/4K4 w - - 0 1", "b5c5").is_empty());
        // The rook attacks an uncrossed black pawn.
        assert!(chased("3k5/9/9/2p6/9/R8/9/9/9/4K4 w - - 0 1", "a4c4").is_empty());
        // The rook attacks a black pawn across the river.
        assert_eq!(
            chased("3k5/9/9/9/9/R8/2p6/9/9/4K4 w - - 0 1", "a4a3"),
            ["Ra3>c3"]
        );
    }

    #[test]
    fn an_offer_to_exchange_is_not_a_chase() {
        assert!(chased("3k5/9/2r6/9/9/R8/9/9/9/4K4 w - - 0 1", "a4c4").is_empty());
    }
}
