//! The horse (馬) steps one point orthogonally, then one point diagonally outward. A piece
//! on the first point (the horse's leg, 馬腿) blocks that pair of jumps.

use crate::Color;
use crate::attacks::HORSE;
use crate::board::Board;

/// Calls `push` with every target of the horse on `from` (captures only unless `QUIETS`).
#[inline]
pub(crate) fn targets<const QUIETS: bool>(
    board: &Board,
    from: usize,
    us: Color,
    push: &mut impl FnMut(usize),
) {
    blockable::<QUIETS>(
        &HORSE.moves[from][..HORSE.len[from] as usize],
        board,
        us,
        push,
    )
}

/// Jumps `(target, blocking point)` that a piece on the blocking point prevents: the
/// horse's leg and the elephant's eye work alike.
#[inline]
pub(crate) fn blockable<const QUIETS: bool>(
    jumps: &[(u8, u8)],
    board: &Board,
    us: Color,
    push: &mut impl FnMut(usize),
) {
    for &(to, block) in jumps {
        if board.at(block as usize).is_some() {
            continue;
        }
        match board.at(to as usize) {
            None if QUIETS => push(to as usize),
            Some(p) if p.color() != us => push(to as usize),
            _ => {}
        }
    }
}
