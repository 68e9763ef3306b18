//! The cannon (炮) moves like a rook, but captures only by jumping exactly one piece of
//! either colour (its screen) to land on the first piece behind it.

use super::rook::slide;
use crate::Color;
use crate::attacks::RAY_LEN;
use crate::board::Board;
use crate::ray::Ray;

/// Calls `push` with every target of the cannon on `from` (captures only unless `QUIETS`).
#[inline]
pub(crate) fn targets<const QUIETS: bool>(
    board: &Board,
    from: usize,
    us: Color,
    push: &mut impl FnMut(usize),
) {
    let (rank_bits, file_bits) = board.lines_through(from);
    for (d, &edge) in RAY_LEN[from].iter().enumerate() {
        let mut ray = Ray::new(from, d, rank_bits, file_bits);
        let screen = ray.next_piece();
        if QUIETS {
            let empty = screen.map_or(edge as usize, |b| ray.gap(from, b));
            slide(from, ray.step(), empty, push);
        }
        if screen.is_some() {
            if let Some(t) = ray.next_piece() {
                if board.at(t).is_some_and(|p| p.color() != us) {
                    push(t);
                }
            }
        }
    }
}
