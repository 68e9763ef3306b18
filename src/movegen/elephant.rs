//! The elephant (象) moves exactly two points diagonally, never across the river, and is
//! blocked by a piece on the point between (the elephant's eye, 象眼).

use super::horse::blockable;
use crate::Color;
use crate::attacks::ELEPHANT;
use crate::board::Board;

/// Calls `push` with every target of the elephant on `from` (captures only unless `QUIETS`).
#[inline]
pub(crate) fn targets<const QUIETS: bool>(
    board: &Board,
    from: usize,
    us: Color,
    push: &mut impl FnMut(usize),
) {
    blockable::<QUIETS>(
        &ELEPHANT.moves[from][..ELEPHANT.len[from] as usize],
        board,
        us,
        push,
    )
}
