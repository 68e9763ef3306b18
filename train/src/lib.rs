//! The learned evaluation's pipeline (issue 60), beginning with its data: positions from
//! the engine's self-play in a packed 32-byte [`Record`], and the generator
//! `datagen` that writes them, deterministic for a seed and split into shards whose
//! files simply concatenate.
//!
//! ```
//! use train::{GameResult, Record};
//! use xiangqi::Position;
//!
//! let record = Record { position: Position::startpos(), score: 25, result: GameResult::Draw };
//! let bytes = record.pack();
//! assert_eq!(bytes.len(), 32);
//! assert_eq!(Record::unpack(&bytes)?, record);
//! # Ok::<(), train::RecordError>(())
//! ```

#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod record;
mod selfplay;

pub use record::{GameResult, RECORD_BYTES, Record, RecordError};
pub use selfplay::{SelfPlay, Shard, game_seed};
