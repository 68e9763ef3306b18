//! Property tests over random legal games, one concern per module.
//!
//! Games start from the standard position or a reference position
//! (`data/reference.perft`) and follow random legal moves.

mod bad_input;
#[cfg(feature = "engine")]
mod evaluation;
mod make_unmake;
mod oracle_agreement;
mod symmetry;
