//! What a search reports after each completed iteration.

use crate::{Move, Score};
use std::time::Duration;

/// The state of the search after a completed iteration, as the info callback gets it.
///
/// ```
/// use xiangqi::search::{Limits, Searcher};
/// let mut s = Searcher::new(1, 1);
/// let mut depths = vec![];
/// s.search(&xiangqi::Position::startpos(), &[], &Limits::depth(3), |i| depths.push(i.depth));
/// assert_eq!(depths, [1, 2, 3]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info {
    /// Which line this is, 1 for the best (see [`Limits::multipv`](super::Limits::multipv)).
    pub multipv: usize,
    /// The iteration's depth in plies.
    pub depth: u32,
    /// The deepest ply reached, quiescence included.
    pub seldepth: u32,
    /// The score for the side to move.
    pub score: Score,
    /// Nodes searched so far, all threads.
    pub nodes: u64,
    /// Nodes per second so far.
    pub nps: u64,
    /// Time since the search started.
    pub time: Duration,
    /// How full the transposition table is, in permille.
    pub hashfull: u32,
    /// The principal variation.
    pub pv: Vec<Move>,
}
