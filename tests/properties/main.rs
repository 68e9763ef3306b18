//! Property tests over random legal games, one concern per module.
//!
//! Games start from the standard position or a reference position
//! (`tests/data/reference.perft`) and follow random legal moves.

// The properties use part of the shared helpers.
#[allow(dead_code)]
#[path = "../common/mod.rs"]
mod common;

mod bad_input;
#[cfg(feature = "engine")]
mod evaluation;
mod make_unmake;
mod oracle_agreement;
mod symmetry;
