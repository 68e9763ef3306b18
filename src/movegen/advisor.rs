//! The advisor (士) steps one point diagonally and never leaves its palace.

use crate::Color;
use crate::attacks::{ADVISOR, StepTable};
use crate::board::Board;

/// Calls `push` with every target of the advisor on `from` (captures only unless `QUIETS`).
#[inline]
pub(crate) fn targets<const QUIETS: bool>(
    board: &Board,
    from: usize,
    us: Color,
    push: &mut impl FnMut(usize),
) {
    steps::<QUIETS>(&ADVISOR, board, from, us, push)
}

/// Single steps from a table, onto empty points or enemy pieces: shared by the advisor
/// and the king, whose moves differ only in their table.
#[inline]
pub(crate) fn steps<const QUIETS: bool>(
    table: &StepTable,
    board: &Board,
    from: usize,
    us: Color,
    push: &mut impl FnMut(usize),
) {
    for &(to, _) in &table.moves[from][..table.len[from] as usize] {
        match board.at(to as usize) {
            None if QUIETS => push(to as usize),
            Some(p) if p.color() != us => push(to as usize),
            _ => {}
        }
    }
}
