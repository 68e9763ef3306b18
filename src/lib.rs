#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod attacks;
mod board;
mod check;
mod error;
pub mod eval;
mod fen;
mod movegen;
mod perft;
mod position;
pub mod search;
mod setup;
mod types;
mod zobrist;

pub use error::Error;
pub use eval::Score;
pub use fen::{FenError, START_FEN};
pub use movegen::MoveList;
pub use perft::{divide, perft};
pub use position::{IllegalMoveError, MoveError, Outcome, Position, Undo, WinReason};
pub use setup::{PositionError, Setup};
pub use types::{
    Color, File, Move, ParseColorError, ParseMoveError, ParsePieceError, ParseSquareError, Piece,
    PieceKind, Rank, Square,
};
