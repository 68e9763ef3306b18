//! The board, and how the three notations name the same move.
//!
//! # The board
//!
//! Xiangqi is played on the 90 points where 10 ranks cross 9 files. This crate names
//! the points as UCI engines do: files `a`–`i` from Red's left to Red's right, ranks
//! `0`–`9` from Red's back rank, so a point is written `e0`. Here is the start
//! position from Red's side (upper case is Red, lower case Black):
//!
//! ```text
//!   9  r─n─b─a─k─a─b─n─r      Black's palace: d7–f9
//!   8  │ │ │ │╲│╱│ │ │ │
//!   7  ┼─c─┼─┼─┼─┼─┼─c─┼
//!   6  p─┼─p─┼─p─┼─p─┼─p
//!   5  ┴─┴─┴─┴─┴─┴─┴─┴─┴
//!        ~~~~ river ~~~~
//!   4  ┬─┬─┬─┬─┬─┬─┬─┬─┬
//!   3  P─┼─P─┼─P─┼─P─┼─P
//!   2  ┼─C─┼─┼─┼─┼─┼─C─┼
//!   1  │ │ │ │╱│╲│ │ │ │
//!   0  R─N─B─A─K─A─B─N─R      Red's palace: d0–f2
//!      a b c d e f g h i
//!
//!      9 8 7 6 5 4 3 2 1      Red's own file numbers (WXF, Chinese 九…一)
//! ```
//!
//! - The **river** runs between ranks 4 and 5. Elephants never cross it; pawns move
//!   sideways only once they have crossed it.
//! - Each **palace** is files d–f of its side's first three ranks. Kings and advisors
//!   never leave it; the diagonals drawn in it are the advisors' lines.
//! - The two kings may never stand on one file with nothing between them.
//!
//! [`Square`](crate::Square) indexes points as `rank * 9 + file`;
//! [`Square::flip`](crate::Square::flip) reads a point from Black's side, which is how
//! the evaluation's tables, written for Red, are read for Black.
//!
//! # One move in three notations
//!
//! Each player counts files 1–9 from their own right: Red's file 1 is file `i`, Black's
//! file 1 is file `a`. The central cannon opening is the same move in each notation:
//!
//! | notation | text | read as |
//! |---|---|---|
//! | coordinate (UCI, ICCS) | `h2e2` (`H2-E2`) | from h2 to e2 |
//! | WXF | `C2.5` | cannon on file 2 traverses (`.`) to file 5 |
//! | Chinese | `炮二平五` | cannon two, level (平), to five |
//!
//! ```
//! use xiangqi::{Position, notation::Notation};
//! let pos = Position::startpos();
//! let m = pos.parse_move("h2e2")?;
//! assert_eq!(Notation::Wxf.parse(&pos, "C2.5")?, m);
//! assert_eq!(Notation::Chinese.parse(&pos, "炮二平五")?, m);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! A move forward is `+` (进), backward `-` (退); for pieces moving along a file the
//! number after it is a distance, for horses, elephants and advisors the file they land
//! on. When two pieces of a kind share a file they are told apart as front and rear:
//! `C+.5` / 前炮平五.
