//! Move generation: one generator per piece kind, and the filter that keeps only the
//! moves that leave the mover's king safe.
//!
//! The filter avoids most of the work of testing each move: [`Safety`] finds, once per
//! position, the pinned pieces and the points no piece may enter. When the side to move
//! is not in check, only king moves and moves of pinned pieces are tested, by looking at
//! the board as it would be after the move; every other move is legal unless it enters a
//! forbidden point. In check, every move is tested.

pub(crate) mod advisor;
pub(crate) mod cannon;
pub(crate) mod elephant;
pub(crate) mod horse;
pub(crate) mod king;
mod list;
pub(crate) mod pawn;
#[cfg(feature = "engine")]
mod quiet_checks;
pub(crate) mod rook;
mod safety;

pub use list::{MoveList, MoveListIter};

#[cfg(feature = "engine")]
pub(crate) use quiet_checks::for_each_quiet_check_candidate;
pub(crate) use safety::Safety;

use crate::attacked::{After, king_attacked};
use crate::board::Board;
use crate::{Color, Move, PieceKind, Square};

/// Calls `push` with every pseudo-legal target of the piece of kind `kind` on `from`.
#[inline]
pub(crate) fn piece_targets<const QUIETS: bool>(
    board: &Board,
    kind: PieceKind,
    from: usize,
    us: Color,
    push: &mut impl FnMut(usize),
) {
    match kind {
        PieceKind::Rook => rook::targets::<QUIETS>(board, from, us, push),
        PieceKind::Horse => horse::targets::<QUIETS>(board, from, us, push),
        PieceKind::Cannon => cannon::targets::<QUIETS>(board, from, us, push),
        PieceKind::Pawn => pawn::targets::<QUIETS>(board, from, us, push),
        PieceKind::Elephant => elephant::targets::<QUIETS>(board, from, us, push),
        PieceKind::Advisor => advisor::targets::<QUIETS>(board, from, us, push),
        PieceKind::King => king::targets::<QUIETS>(board, from, us, push),
    }
}

/// Whether moving the piece on `from` to `to` leaves `us`'s king unattacked.
#[inline]
pub(crate) fn is_safe(board: &Board, from: usize, to: usize, us: Color) -> bool {
    let Some(piece) = board.at(from) else {
        return false;
    };
    let Some(king) = board.king(us) else {
        return true;
    };
    let ksq = if piece.kind() == PieceKind::King {
        to
    } else {
        king.index()
    };
    let after = After {
        board,
        from,
        to,
        piece,
    };
    !king_attacked(&after, ksq, us.other())
}

/// Calls `f` with every legal move of `us` (captures only unless `QUIETS`).
#[inline]
pub(crate) fn for_each_legal<const QUIETS: bool>(
    board: &Board,
    us: Color,
    safety: &Safety,
    mut f: impl FnMut(Move),
) {
    for &from in board.pieces(us) {
        piece_legal::<QUIETS>(board, us, safety, from.index(), &mut f);
    }
}

/// Whether `us` has a legal move: generation stops after the first piece that has one.
pub(crate) fn any_legal(board: &Board, us: Color, safety: &Safety) -> bool {
    board.pieces(us).iter().any(|&from| {
        let mut found = false;
        piece_legal::<true>(board, us, safety, from.index(), &mut |_| found = true);
        found
    })
}

/// Calls `f` with every legal move of the piece of `us` on `from` (captures only unless
/// `QUIETS`); nothing if no piece of `us` stands there.
#[inline]
pub(crate) fn piece_legal<const QUIETS: bool>(
    board: &Board,
    us: Color,
    safety: &Safety,
    from: usize,
    f: &mut impl FnMut(Move),
) {
    let Some(piece) = board.at(from).filter(|p| p.color() == us) else {
        return;
    };
    let fsq = Square::from_index_unchecked(from);
    if piece.kind() == PieceKind::King {
        piece_targets::<QUIETS>(board, piece.kind(), from, us, &mut |to| {
            if is_safe(board, from, to, us) {
                f(Move::new(fsq, Square::from_index_unchecked(to)));
            }
        });
    } else if safety.tests_moves_of(from) {
        // The test of `Safety::allows`, its branch chosen once for the piece.
        piece_targets::<QUIETS>(board, piece.kind(), from, us, &mut |to| {
            if safety.passes(board, us, from, to) {
                f(Move::new(fsq, Square::from_index_unchecked(to)));
            }
        });
    } else if safety.forbidden != 0 {
        piece_targets::<QUIETS>(board, piece.kind(), from, us, &mut |to| {
            if safety.may_enter(to) {
                f(Move::new(fsq, Square::from_index_unchecked(to)));
            }
        });
    } else {
        piece_targets::<QUIETS>(board, piece.kind(), from, us, &mut |to| {
            f(Move::new(fsq, Square::from_index_unchecked(to)));
        });
    }
}

/// Whether `mv` is a pseudo-legal move of `us`: a piece of `us` on its from-square that
/// can move that way on this board, ignoring its own king's safety.
pub(crate) fn is_pseudo_legal(board: &Board, us: Color, mv: Move) -> bool {
    let Some(piece) = board.get(mv.from()) else {
        return false;
    };
    if piece.color() != us {
        return false;
    }
    let mut found = false;
    let to = mv.to().index();
    piece_targets::<true>(board, piece.kind(), mv.from().index(), us, &mut |t| {
        found |= t == to
    });
    found
}
