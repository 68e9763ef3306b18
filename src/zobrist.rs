//! Compile-time Zobrist keys.

use crate::{Piece, Square};

const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

struct Keys {
    pieces: [[u64; Square::COUNT]; 14],
    side: u64,
}

const KEYS: Keys = {
    let mut keys = Keys {
        pieces: [[0; Square::COUNT]; 14],
        side: 0,
    };
    let mut state = 0x5851_F42D_4C95_7F2D;
    let mut p = 0;
    while p < 14 {
        let mut sq = 0;
        while sq < Square::COUNT {
            let (s, k) = splitmix64(state);
            state = s;
            keys.pieces[p][sq] = k;
            sq += 1;
        }
        p += 1;
    }
    let (_, k) = splitmix64(state);
    keys.side = k;
    keys
};

/// The key of a piece standing on a square.
#[inline]
pub(crate) fn piece_key(piece: Piece, sq: Square) -> u64 {
    KEYS.pieces[piece.index()][sq.index()]
}

/// Toggled whenever the side to move changes; present when Black is to move.
pub(crate) const SIDE_KEY: u64 = KEYS.side;
