//! The path from the game's start to the current node, as the repetition rules need it:
//! one [`PathEntry`] per position, and the game's positions before the root by key
//! ([`PastKeys`]).

use super::history::Continuation;
use crate::Move;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// An entry of the path from the game's start: a position, whether its side to move is
/// in check, and the move that led to it (`None` if unknown or a null move); a null move
/// cuts repetition detection.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PathEntry {
    pub key: u64,
    pub in_check: bool,
    pub null: bool,
    pub mv: Option<Move>,
    /// That move as continuation histories index it: `None` for a null move and for the
    /// game's moves up to the root, whose pieces the search does not look up.
    pub cont: Option<Continuation>,
}

/// Hashes a Zobrist key by itself: the keys are already uniformly random.
#[derive(Default)]
pub(crate) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }
    fn write_u64(&mut self, key: u64) {
        self.0 = key;
    }
}

/// The game's positions before the root that a position of the tree could repeat
/// (those since the root's last capture), by key: for each key the latest index on the
/// path. Built once per search, so that a repetition against a history of any length
/// costs one look-up.
pub(crate) struct PastKeys {
    /// The root's index on the path: entries before it are the game's history.
    pub(super) root: usize,
    pub(super) latest: HashMap<u64, usize, BuildHasherDefault<KeyHasher>>,
}

impl PastKeys {
    /// The table for a path whose first `root` entries are the game's history, the
    /// root position having played `halfmoves` plies since a capture.
    pub(crate) fn new(path: &[PathEntry], root: usize, halfmoves: u32) -> PastKeys {
        let reach = (halfmoves as usize).min(root);
        let mut latest = HashMap::with_capacity_and_hasher(reach, Default::default());
        for (i, e) in path.iter().enumerate().take(root).skip(root - reach) {
            latest.insert(e.key, i);
        }
        PastKeys { root, latest }
    }
}
