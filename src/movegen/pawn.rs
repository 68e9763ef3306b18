//! The pawn (兵/卒) steps one point forward; once across the river it may also step one
//! point sideways. It never moves backward.

use crate::Color;
use crate::attacks::PAWN;
use crate::board::Board;

/// Calls `push` with every target of the pawn on `from` (captures only unless `QUIETS`).
#[inline]
pub(crate) fn targets<const QUIETS: bool>(
    board: &Board,
    from: usize,
    us: Color,
    push: &mut impl FnMut(usize),
) {
    let c = us.index();
    for &to in &PAWN.moves[c][from][..PAWN.len[c][from] as usize] {
        match board.at(to as usize) {
            None if QUIETS => push(to as usize),
            Some(p) if p.color() != us => push(to as usize),
            _ => {}
        }
    }
}
