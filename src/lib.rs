#![doc = include_str!("../README.md")]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod attacked;
mod attacks;
mod board;
mod diagram;
mod error;
#[cfg(feature = "engine")]
#[cfg_attr(docsrs, doc(cfg(feature = "engine")))]
pub mod eval;
mod fen;
pub mod game;
pub mod guide;
mod movegen;
pub mod notation;
mod perft;
pub mod pgn;
mod position;
mod ray;
#[cfg(feature = "engine")]
#[cfg_attr(docsrs, doc(cfg(feature = "engine")))]
pub mod search;
#[cfg(feature = "serde")]
mod serde_impls;
mod setup;
mod types;
#[cfg(feature = "encoding")]
#[cfg_attr(docsrs, doc(cfg(feature = "encoding")))]
pub mod xqf;
mod zobrist;

pub use diagram::Diagram;
pub use error::Error;
#[cfg(feature = "engine")]
#[cfg_attr(docsrs, doc(cfg(feature = "engine")))]
pub use eval::Score;
pub use fen::{FenError, START_FEN};
pub use game::{
    DrawReason, Game, GameError, Outcome, ParseRuleSetError, PlayAllError, Plies, PlySpan,
    RepetitionRule, RuleSet, WinReason,
};
pub use movegen::{MoveList, MoveListIter};
pub use notation::{Notation, NotationError};
pub use perft::{divide, perft, perft_until};
pub use position::{IllegalMoveError, Position, Undo};
pub use setup::{PositionError, Setup};
pub use types::{
    Color, File, Move, ParseColorError, ParseMoveError, ParsePieceError, ParsePieceKindError,
    ParseSquareError, Piece, PieceKind, Rank, Square, SquareSet,
};

/// The shared random-game walker (`testkit::walk`) for the unit tests: the moves of the
/// seeded walk of `plies` picks from `start`. The testkit links its own copy of this
/// crate, so the walk comes as coordinate text and is read back here.
#[cfg(test)]
fn test_walk(start: &Position, seed: u64, plies: usize) -> Vec<Move> {
    testkit::walk::seeded_line_text(&start.fen(), seed, plies)
        .iter()
        .map(|text| text.parse().expect("the walker writes coordinates"))
        .collect()
}
