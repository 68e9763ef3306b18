//! The random-game walker of `tests/common/walk.rs`, for the unit tests: one generator
//! for every test that walks random games.

// The unit tests use part of the walker.
#![allow(dead_code)]

use crate::{Game as RulesGame, Move, Position};

include!("../tests/common/walk.rs");
