//! The elephant (象) moves exactly two points diagonally, never across the river, and is
//! blocked by a piece on the point between (the elephant's eye, 象眼).

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
    for &(to, eye) in &ELEPHANT.moves[from][..ELEPHANT.len[from] as usize] {
        if board.at(eye as usize).is_some() {
            continue;
        }
        match board.at(to as usize) {
            None if QUIETS => push(to as usize),
            Some(p) if p.color() != us => push(to as usize),
            _ => {}
        }
    }
}
