//! The cannon (炮) moves like a rook, but captures only by jumping exactly one piece of
//! either colour (its screen) to land on the first piece behind it.

use crate::Color;
use crate::attacks::{DIRS, RAY_LEN};
use crate::board::Board;

/// Calls `push` with every target of the cannon on `from` (captures only unless `QUIETS`).
#[inline]
pub(crate) fn targets<const QUIETS: bool>(
    board: &Board,
    from: usize,
    us: Color,
    push: &mut impl FnMut(usize),
) {
    for (d, &step) in DIRS.iter().enumerate() {
        let mut sq = from as isize;
        let mut screen = false;
        for _ in 0..RAY_LEN[from][d] {
            sq += step as isize;
            match board.at(sq as usize) {
                None => {
                    if QUIETS && !screen {
                        push(sq as usize)
                    }
                }
                Some(p) => {
                    if !screen {
                        screen = true;
                    } else {
                        if p.color() != us {
                            push(sq as usize);
                        }
                        break;
                    }
                }
            }
        }
    }
}
