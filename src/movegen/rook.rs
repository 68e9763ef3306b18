//! The rook (車) slides any distance along a file or rank and captures the first enemy
//! piece in its way.

use crate::Color;
use crate::attacks::{DIRS, RAY_LEN};
use crate::board::Board;

/// Calls `push` with every target of the rook on `from` (captures only unless `QUIETS`).
#[inline]
pub(crate) fn targets<const QUIETS: bool>(
    board: &Board,
    from: usize,
    us: Color,
    push: &mut impl FnMut(usize),
) {
    for (d, &step) in DIRS.iter().enumerate() {
        let mut sq = from as isize;
        for _ in 0..RAY_LEN[from][d] {
            sq += step as isize;
            match board.at(sq as usize) {
                None => {
                    if QUIETS {
                        push(sq as usize)
                    }
                }
                Some(p) => {
                    if p.color() != us {
                        push(sq as usize);
                    }
                    break;
                }
            }
        }
    }
}
