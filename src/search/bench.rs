//! The bench: a fixed set of positions searched to a fixed depth. The total node count
//! is a signature that changes only when the search does; nodes per second measure
//! speed.

use super::{Limits, Searcher};
use crate::{Position, START_FEN};
use std::time::{Duration, Instant};

/// The bench positions: a FEN and moves played from it (openings, middle games and
/// endgames of both colours to move).
///
/// ```
/// for (fen, moves) in xiangqi::search::BENCH_POSITIONS {
///     let start = xiangqi::Position::from_fen(fen)?;
///     let moves: Vec<xiangqi::Move> = moves.split_whitespace().map(|m| m.parse()).collect::<Result<_, _>>()?;
///     assert!(xiangqi::search::replay(&start, &moves).is_ok());
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub const BENCH_POSITIONS: [(&str, &str); 30] = [
    (START_FEN, ""),
    (START_FEN, "h2e2 h9g7"),
    (START_FEN, "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7"),
    (START_FEN, "h2e2 b9c7 h0g2 h9g7 i0h0 i9h9 h0h6 b7a7"),
    (START_FEN, "h2e2 h7e7 h0g2 h9g7 i0h0 i9h9"),
    (START_FEN, "c3c4 g6g5 b0c2 h9g7 b2a2 b9c7"),
    (START_FEN, "c0e2 h9g7 h0g2 i9h9 i0h0 b9c7 g3g4 c6c5"),
    (START_FEN, "b0c2 c6c5 h0g2 b9c7 i0h0 h9g7 c3c4 c5c4"),
    (START_FEN, "h2f2 h9g7 h0g2 i9h9 i0h0 b7b3 b0c2"),
    (START_FEN, "g3g4 h9g7 h0g2 b9c7 b0c2 i9h9 i0h0 g6g5 g4g5"),
    (
        START_FEN,
        "h2e2 h9g7 h0g2 i9h9 i0h0 h7i7 h0h6 b9c7 b0c2 c6c5 c3c4 c5c4",
    ),
    (
        START_FEN,
        "h2e2 b7e7 h0g2 b9c7 i0h0 h9g7 b0c2 a9b9 a0b0 i9h9",
    ),
    (
        START_FEN,
        "h2e2 h9g7 h0g2 g6g5 i0h0 i9h9 h0h6 b9c7 b0c2 h7i7 h6g6 c9e7",
    ),
    (
        START_FEN,
        "c3c4 h9g7 h0g2 g6g5 b0c2 i9h9 i0h0 b9c7 b2a2 h7i7 a0b0 a9b9",
    ),
    (
        START_FEN,
        "h2e2 c6c5 h0g2 b9c7 i0h0 c9e7 h0h4 h9g7 b0c2 i9h9 c3c4 c5c4 h4c4",
    ),
    (
        START_FEN,
        "b2e2 b9c7 b0c2 h9g7 a0b0 a9b9 h0g2 i9h9 i0h0 b7b3",
    ),
    (
        START_FEN,
        "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 h0h6 h7i7 h6g6 i7i8 b0c2 b7b6",
    ),
    (
        START_FEN,
        "h2e2 h7e7 e2e6 e7e3 h0g2 h9g7 b0c2 b9c7 i0h0 i9h9",
    ),
    (START_FEN, "h0g2 h9g7 g3g4 g6g5 g4g5 g7f5 b0c2 c6c5"),
    (START_FEN, "c3c4 c6c5 c4c5 b7c7 b0c2 b9a7 h0g2 h9g7"),
    (
        "2bakab2/9/2n1c1n2/p1p1p1p1p/9/9/P1P1P1P1P/2N1C1N2/9/2BAKAB2 w - - 0 1",
        "",
    ),
    (
        "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w - - 0 1",
        "",
    ),
    (
        "3akab2/9/4b4/p3p3p/2p3p2/9/P1P3P1P/4B4/4A4/2BAK4 b - - 0 1",
        "",
    ),
    (
        "2baka3/9/4b1n2/p3p1p1p/9/2P6/P3P1P1P/2N1B4/9/3AKAB2 w - - 0 1",
        "",
    ),
    ("4kab2/4a4/4b4/9/9/9/9/4B4/4A4/2BAK4 w - - 0 1", ""),
    ("3k5/4a4/9/9/2P6/9/9/9/4A4/4KA3 w - - 0 1", ""),
    ("4k4/9/9/9/9/9/9/4B4/9/3K1A3 w - - 0 1", ""),
    ("3aka3/9/9/9/9/9/9/9/R8/3K5 w - - 0 1", ""),
    ("4ka3/4a4/9/9/9/9/9/9/4N4/3K5 w - - 0 1", ""),
    ("2bk5/4a4/4ba3/9/9/6C2/9/4B4/9/3AK4 b - - 0 1", ""),
];

/// What a bench run measured.
///
/// ```
/// let r = xiangqi::search::bench(2);
/// assert_eq!(r.positions, 30);
/// assert!(r.nodes > 0);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BenchReport {
    /// Positions searched.
    pub positions: usize,
    /// Total nodes: the signature.
    pub nodes: u64,
    /// Total time.
    pub time: Duration,
}

impl BenchReport {
    /// Nodes per second.
    ///
    /// ```
    /// let r = xiangqi::search::bench(1);
    /// assert!(r.nps() > 0);
    /// ```
    pub fn nps(&self) -> u64 {
        (self.nodes as f64 / self.time.as_secs_f64().max(1e-9)) as u64
    }
}

/// The bench positions, built.
///
/// # Panics
/// Never for the built-in list, which a test checks.
pub(crate) fn positions() -> Vec<Position> {
    BENCH_POSITIONS
        .iter()
        .map(|(fen, moves)| {
            let mut pos = Position::from_fen(fen).expect("bench FEN is legal");
            for m in moves.split_whitespace() {
                let mv = pos.parse_move(m).expect("bench move is legal");
                let _ = pos.make_move(mv);
            }
            pos
        })
        .collect()
}

/// Searches every bench position to `depth` with one thread and 16 MB of hash, a fresh
/// searcher for each, and totals the nodes.
///
/// ```
/// assert_eq!(xiangqi::search::bench(3).nodes, xiangqi::search::bench(3).nodes);
/// ```
pub fn bench(depth: u32) -> BenchReport {
    let start = Instant::now();
    let mut nodes = 0;
    let list = positions();
    for pos in &list {
        let mut s = Searcher::new(16, 1);
        nodes += s.search(pos, &[], &Limits::depth(depth), |_| {}).nodes;
    }
    BenchReport {
        positions: list.len(),
        nodes,
        time: start.elapsed(),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_bench_position_is_legal_and_playable() {
        let list = super::positions();
        assert_eq!(list.len(), 30);
        assert!(list.iter().all(|p| p.has_legal_move()));
    }
}
