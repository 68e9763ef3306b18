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
    for &(to, leg) in &HORSE.moves[from][..HORSE.len[from] as usize] {
        if board.at(leg as usize).is_some() {
            continue;
        }
        match board.at(to as usize) {
            None if QUIETS => push(to as usize),
            Some(p) if p.color() != us => push(to as usize),
            _ => {}
        }
    }
}
