//! Compile-time tables of where each piece kind may step from each square.
//!
//! Squares are indices `rank * 9 + file`. Every table is a `const`, built by `const fn`,
//! so there is nothing to initialise at run time.

use crate::{File, Square};

const fn file_of(sq: usize) -> i32 {
    (sq % File::COUNT) as i32
}

const fn rank_of(sq: usize) -> i32 {
    (sq / File::COUNT) as i32
}

const fn on_board(file: i32, rank: i32) -> bool {
    file >= 0 && file < 9 && rank >= 0 && rank < 10
}

const fn index(file: i32, rank: i32) -> u8 {
    (rank * File::COUNT as i32 + file) as u8
}

/// For each square and direction (east, west, north, south), how many steps lie
/// between it and the edge.
pub(crate) const RAY_LEN: [[u8; 4]; Square::COUNT] = {
    let mut t = [[0u8; 4]; Square::COUNT];
    let mut sq = 0;
    while sq < Square::COUNT {
        let f = file_of(sq) as u8;
        let r = rank_of(sq) as u8;
        t[sq] = [8 - f, f, 9 - r, r];
        sq += 1;
    }
    t
};

/// Up to eight horse moves from a square: `(target, leg)`, where `leg` is the point that,
/// when occupied, blocks the move.
pub(crate) struct HorseTable {
    pub(crate) moves: [[(u8, u8); 8]; Square::COUNT],
    pub(crate) len: [u8; Square::COUNT],
}

pub(crate) const HORSE: HorseTable = {
    // (file step, rank step) of the jump, and the leg's orthogonal step.
    const JUMPS: [(i32, i32, i32, i32); 8] = [
        (1, 2, 0, 1),
        (-1, 2, 0, 1),
        (1, -2, 0, -1),
        (-1, -2, 0, -1),
        (2, 1, 1, 0),
        (2, -1, 1, 0),
        (-2, 1, -1, 0),
        (-2, -1, -1, 0),
    ];
    let mut t = HorseTable {
        moves: [[(0, 0); 8]; Square::COUNT],
        len: [0; Square::COUNT],
    };
    let mut sq = 0;
    while sq < Square::COUNT {
        let (f, r) = (file_of(sq), rank_of(sq));
        let mut j = 0;
        while j < 8 {
            let (df, dr, lf, lr) = JUMPS[j];
            if on_board(f + df, r + dr) {
                let n = t.len[sq] as usize;
                t.moves[sq][n] = (index(f + df, r + dr), index(f + lf, r + lr));
                t.len[sq] += 1;
            }
            j += 1;
        }
        sq += 1;
    }
    t
};

/// Up to four destinations from a square with their blocking point: used for the
/// elephant `(target, eye)`; the advisor and king tables use the same shape with the
/// second field unused.
pub(crate) struct StepTable {
    pub(crate) moves: [[(u8, u8); 4]; Square::COUNT],
    pub(crate) len: [u8; Square::COUNT],
}

const fn same_half(a: i32, b: i32) -> bool {
    (a <= 4) == (b <= 4)
}

const fn in_palace(f: i32, r: i32) -> bool {
    f >= 3 && f <= 5 && (r <= 2 || r >= 7)
}

const fn step_table(steps: [(i32, i32); 4], kind: u8) -> StepTable {
    let mut t = StepTable {
        moves: [[(0, 0); 4]; Square::COUNT],
        len: [0; Square::COUNT],
    };
    let mut sq = 0;
    while sq < Square::COUNT {
        let (f, r) = (file_of(sq), rank_of(sq));
        let mut j = 0;
        while j < 4 {
            let (df, dr) = steps[j];
            let (tf, tr) = (f + df, r + dr);
            let ok = on_board(tf, tr)
                && match kind {
                    // Elephant: stays on its own half of the board.
                    0 => same_half(r, tr),
                    // Advisor and king: from a palace point to a point of the same palace.
                    _ => in_palace(f, r) && in_palace(tf, tr) && same_half(r, tr),
                };
            if ok {
                let n = t.len[sq] as usize;
                t.moves[sq][n] = (index(tf, tr), index(f + df / 2, r + dr / 2));
                t.len[sq] += 1;
            }
            j += 1;
        }
        sq += 1;
    }
    t
}

pub(crate) const ELEPHANT: StepTable = step_table([(2, 2), (-2, 2), (2, -2), (-2, -2)], 0);
pub(crate) const ADVISOR: StepTable = step_table([(1, 1), (-1, 1), (1, -1), (-1, -1)], 1);
pub(crate) const KING: StepTable = step_table([(1, 0), (-1, 0), (0, 1), (0, -1)], 1);

/// Pawn steps per colour: forward, and sideways once across the river. Up to three.
pub(crate) struct PawnTable {
    pub(crate) moves: [[[u8; 3]; Square::COUNT]; 2],
    pub(crate) len: [[u8; Square::COUNT]; 2],
}

pub(crate) const PAWN: PawnTable = {
    let mut t = PawnTable {
        moves: [[[0; 3]; Square::COUNT]; 2],
        len: [[0; Square::COUNT]; 2],
    };
    let mut color = 0;
    while color < 2 {
        let forward: i32 = if color == 0 { 1 } else { -1 };
        let mut sq = 0;
        while sq < Square::COUNT {
            let (f, r) = (file_of(sq), rank_of(sq));
            let crossed = if color == 0 { r >= 5 } else { r <= 4 };
            let mut n = 0;
            if on_board(f, r + forward) {
                t.moves[color][sq][n] = index(f, r + forward);
                n += 1;
            }
            if crossed {
                if f > 0 {
                    t.moves[color][sq][n] = index(f - 1, r);
                    n += 1;
                }
                if f < 8 {
                    t.moves[color][sq][n] = index(f + 1, r);
                    n += 1;
                }
            }
            t.len[color][sq] = n as u8;
            sq += 1;
        }
        color += 1;
    }
    t
};

/// Whether each square is one where a piece of this kind and colour can ever stand.
/// Index: `[color][kind][square]` for advisor, elephant and pawn; others are always true.
pub(crate) const fn reachable(color: usize, kind: usize, sq: usize) -> bool {
    let (f, r) = (file_of(sq), rank_of(sq));
    // Work in Red's frame.
    let r = if color == 0 { r } else { 9 - r };
    match kind {
        0 => in_palace(f, r) && r <= 2,
        1 => matches!((f, r), (3, 0) | (5, 0) | (4, 1) | (3, 2) | (5, 2)),
        2 => matches!(
            (f, r),
            (2, 0) | (6, 0) | (0, 2) | (4, 2) | (8, 2) | (2, 4) | (6, 4)
        ),
        6 => r >= 5 || (r >= 3 && f % 2 == 0),
        _ => true,
    }
}

/// For each target square, the `(horse square, leg)` pairs from which a horse attacks it:
/// the inverse of [`HORSE`]. The leg is always a diagonal neighbour of the target.
pub(crate) const HORSE_ATTACKERS: HorseTable = {
    let mut t = HorseTable {
        moves: [[(0, 0); 8]; Square::COUNT],
        len: [0; Square::COUNT],
    };
    let mut from = 0;
    while from < Square::COUNT {
        let mut j = 0;
        while j < HORSE.len[from] as usize {
            let (to, leg) = HORSE.moves[from][j];
            let n = t.len[to as usize] as usize;
            t.moves[to as usize][n] = (from as u8, leg);
            t.len[to as usize] += 1;
            j += 1;
        }
        from += 1;
    }
    t
};

/// For each colour and target square, the squares from which a pawn of that colour
/// attacks it: the inverse of [`PAWN`].
pub(crate) const PAWN_ATTACKERS: PawnTable = {
    let mut t = PawnTable {
        moves: [[[0; 3]; Square::COUNT]; 2],
        len: [[0; Square::COUNT]; 2],
    };
    let mut color = 0;
    while color < 2 {
        let mut from = 0;
        while from < Square::COUNT {
            let mut j = 0;
            while j < PAWN.len[color][from] as usize {
                let to = PAWN.moves[color][from][j] as usize;
                let n = t.len[color][to] as usize;
                t.moves[color][to][n] = from as u8;
                t.len[color][to] += 1;
                j += 1;
            }
            from += 1;
        }
        color += 1;
    }
    t
};

/// Which squares round a king square [`around`] keeps.
#[derive(Clone, Copy)]
enum Around {
    /// The other squares of its file and rank.
    Lines,
    /// The squares within two files and two ranks (itself included).
    Near,
    /// Its diagonal neighbours.
    Diagonal,
}

/// For each square a king may stand on, the set of squares `shape` keeps round it.
const fn around(shape: Around) -> [u128; Square::COUNT] {
    let mut t = [0u128; Square::COUNT];
    let mut k = 0;
    while k < Square::COUNT {
        let mut sq = 0;
        while sq < Square::COUNT {
            let df = (file_of(sq) - file_of(k)).abs();
            let dr = (rank_of(sq) - rank_of(k)).abs();
            let keep = match shape {
                Around::Lines => (df == 0) != (dr == 0),
                Around::Near => df <= 2 && dr <= 2,
                Around::Diagonal => df == 1 && dr == 1,
            };
            if keep {
                t[k] |= 1 << sq;
            }
            sq += 1;
        }
        k += 1;
    }
    t
}

/// The other squares of each king square's file and rank.
pub(crate) const KING_LINES: [u128; Square::COUNT] = around(Around::Lines);

/// The squares within two files and two ranks of each king square.
pub(crate) const NEAR_KING: [u128; Square::COUNT] = around(Around::Near);

/// For each square a king may stand on, the squares a move must leave or reach to be able
/// to give it check: its file and rank (rooks, cannons and their screens, the facing
/// king, pawns beside and in front), the horse squares that attack it and their legs (the
/// king's diagonal neighbours). A move touching none of this set cannot check.
pub(crate) const CHECK_ZONE: [u128; Square::COUNT] = {
    let mut t = [0u128; Square::COUNT];
    let mut k = 0;
    while k < Square::COUNT {
        t[k] = KING_LINES[k] | KING_DIAGONALS[k] | HORSE_CHECK_POINTS[k] | 1 << k;
        k += 1;
    }
    t
};

/// The diagonal neighbours of each king square: the legs of the horses that attack it.
pub(crate) const KING_DIAGONALS: [u128; Square::COUNT] = around(Around::Diagonal);

/// For each king square, the squares a horse attacks it from when its leg is free.
pub(crate) const HORSE_CHECK_POINTS: [u128; Square::COUNT] = {
    let mut t = [0u128; Square::COUNT];
    let mut k = 0;
    while k < Square::COUNT {
        let mut j = 0;
        while j < HORSE_ATTACKERS.len[k] as usize {
            t[k] |= 1 << HORSE_ATTACKERS.moves[k][j].0;
            j += 1;
        }
        k += 1;
    }
    t
};

/// `flag` if `sq` is in `set`, else 0.
const fn flag(set: u128, sq: usize, flag: u8) -> u8 {
    if set & 1 << sq != 0 { flag } else { 0 }
}

/// Where a square lies from a king square, as flags: within two files and two ranks
/// of it ([`NEAR`]), on its file or rank ([`ON_LINE`]), in its [`CHECK_ZONE`]
/// ([`CHECKING`]). One byte per pair of squares: cheaper to read than to test the
/// squares' bits in the sets.
pub(crate) static KING_PLACE: [[u8; Square::COUNT]; Square::COUNT] = {
    let mut t = [[0u8; Square::COUNT]; Square::COUNT];
    let mut k = 0;
    while k < Square::COUNT {
        let mut sq = 0;
        while sq < Square::COUNT {
            t[k][sq] = flag(NEAR_KING[k], sq, NEAR)
                | flag(KING_LINES[k], sq, ON_LINE)
                | flag(CHECK_ZONE[k], sq, CHECKING);
            sq += 1;
        }
        k += 1;
    }
    t
};
/// [`KING_PLACE`]'s flag for a square within two files and two ranks of the king.
pub(crate) const NEAR: u8 = 1;
/// [`KING_PLACE`]'s flag for a square on the king's file or rank.
pub(crate) const ON_LINE: u8 = 2;
/// [`KING_PLACE`]'s flag for a square of the king's [`CHECK_ZONE`].
pub(crate) const CHECKING: u8 = 4;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn king_place_flags_near_points_the_kings_lines_and_its_check_zone() {
        let sq = |s: &str| s.parse::<crate::Square>().unwrap().index();
        let e0 = sq("e0");
        assert_eq!(KING_PLACE[e0][sq("e9")], ON_LINE | CHECKING);
        assert_eq!(KING_PLACE[e0][sq("a0")], ON_LINE | CHECKING);
        assert_eq!(KING_PLACE[e0][sq("e2")], NEAR | ON_LINE | CHECKING);
        assert_eq!(KING_PLACE[e0][sq("c2")], NEAR);
        assert_eq!(KING_PLACE[e0][sq("b2")], 0);
        assert_eq!(KING_PLACE[e0][sq("e3")], ON_LINE | CHECKING);
        assert_eq!(KING_PLACE[e0][sq("d3")], 0);
        // A horse checks from f2, its leg on f1 (a diagonal neighbour).
        assert_eq!(KING_PLACE[e0][sq("f2")], NEAR | CHECKING);
        assert_eq!(KING_PLACE[e0][sq("f1")], NEAR | CHECKING);
        // The king's own point is near it but not on its lines.
        assert_eq!(KING_PLACE[e0][e0], NEAR | CHECKING);
    }

    #[test]
    fn table_sizes_match_the_rules() {
        // A horse in the middle of an empty board has eight jumps, in a corner two.
        assert_eq!(HORSE.len[40], 8);
        assert_eq!(HORSE.len[0], 2);
        // The elephant from e2 reaches four points; from c4, only two (it cannot cross).
        assert_eq!(ELEPHANT.len[22], 4);
        assert_eq!(ELEPHANT.len[38], 2);
        // The advisor at the palace centre e1 has four steps, at d0 one.
        assert_eq!(ADVISOR.len[13], 4);
        assert_eq!(ADVISOR.len[3], 1);
        // The king at e1 has four steps, at d0 two; nothing outside the palace.
        assert_eq!(KING.len[13], 4);
        assert_eq!(KING.len[3], 2);
        assert_eq!(KING.len[40], 0);
        // Red pawn before the river: one step; across it: three; on the last rank at the edge: one.
        assert_eq!(PAWN.len[0][27], 1);
        assert_eq!(PAWN.len[0][49], 3);
        assert_eq!(PAWN.len[0][81], 1);
        assert_eq!(PAWN.len[1][49], 1);
    }
}
