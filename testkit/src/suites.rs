//! The test suites of `data/`, as text compiled in, so that no test reads a file at run
//! time. Each file's first lines say where its cases come from and how they were
//! confirmed.

/// Forced mates from composed problems, `N FEN` a line ([`crate::mates`] reads them).
pub const MATES: &str = include_str!("../../data/mates.txt");

/// Forced mates from real games, confirmed by Pikafish-HCE and Fairy-Stockfish.
pub const GAME_MATES: &str = include_str!("../../data/game-mates.txt");

/// The rules cases: published examples of perpetual check and chase, with verdicts.
pub const RULES: &str = include_str!("../../data/rules.txt");
