//! The rook (車) slides any distance along a file or rank and captures the first enemy
//! piece in its way.

use crate::Color;
use crate::attacks::RAY_LEN;
use crate::board::Board;
use crate::ray::Ray;

/// Calls `push` with every target of the rook on `from` (captures only unless `QUIETS`).
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
        let blocker = ray.next_piece();
        if QUIETS {
            let empty = blocker.map_or(edge as usize, |b| ray.gap(from, b));
            slide(from, ray.step(), empty, push);
        }
        if let Some(b) = blocker {
            if board.at(b).is_some_and(|p| p.color() != us) {
                push(b);
            }
        }
    }
}

/// Pushes the `count` empty points after `from` in steps of `step`.
#[inline]
pub(crate) fn slide(from: usize, step: isize, count: usize, push: &mut impl FnMut(usize)) {
    let mut sq = from as isize;
    for _ in 0..count {
        sq += step;
        push(sq as usize);
    }
}
