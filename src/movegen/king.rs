//! The king (將/帥) steps one point orthogonally and never leaves its palace. That the
//! kings may not face each other on an open file is enforced by the legality filter.

use super::advisor::steps;
use crate::Color;
use crate::attacks::KING;
use crate::board::Board;

/// Calls `push` with every target of the king on `from` (captures only unless `QUIETS`).
#[inline]
pub(crate) fn targets<const QUIETS: bool>(
    board: &Board,
    from: usize,
    us: Color,
    push: &mut impl FnMut(usize),
) {
    steps::<QUIETS>(&KING, board, from, us, push)
}
