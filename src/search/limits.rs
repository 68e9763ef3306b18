//! What bounds a search (depth, nodes, time, or nothing), and how a clock becomes a
//! time budget for one move.

use super::params::{
    HARD_MAX_SHARE, HARD_PER_SOFT, INCREMENT_SHARE, LAST_MOVE_SHARE, MOVES_TO_GO, MOVES_TO_GO_MAX,
    SOFT_MAX_DIVISOR,
};
use crate::Move;
use std::time::{Duration, Instant};

/// A player's clock, as the side to move sees it.
///
/// ```
/// use std::time::Duration;
/// let c = xiangqi::search::Clock { time: Duration::from_secs(60), increment: Duration::from_secs(1), moves_to_go: None };
/// assert_eq!(c.moves_to_go, None);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Clock {
    /// Time left for the side to move.
    pub time: Duration,
    /// Time added after each move.
    pub increment: Duration,
    /// Moves until the next time control, if the control has one.
    pub moves_to_go: Option<u32>,
}

/// The limits of one search. All that are set apply; with none set (and not
/// `infinite`), the search goes to the maximum depth.
///
/// ```
/// use std::time::Duration;
/// use xiangqi::search::Limits;
/// let l = Limits::depth(6);
/// assert_eq!(l.depth, Some(6));
/// let l = Limits::movetime(Duration::from_millis(100));
/// assert!(l.movetime.is_some());
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Stop after completing this many plies of iterative deepening.
    pub depth: Option<u32>,
    /// Stop after searching about this many nodes, counted over all search threads.
    pub nodes: Option<u64>,
    /// Think for this long. The move overhead is not taken off: a GUI that asks for a
    /// fixed time per move waits that long, and the search stops within a millisecond or
    /// two of it.
    pub movetime: Option<Duration>,
    /// Play on this clock.
    pub clock: Option<Clock>,
    /// Search until stopped (also when the best move is already clear).
    pub infinite: bool,
    /// How many best lines to report each iteration (0 and 1 both mean one). Lines after
    /// the first are searched again with the earlier lines' first moves left out, so they
    /// cost time; the move played is always the first line's, though what the extra
    /// searches leave in the hash table and history can change it from a one-line
    /// search. Each line's score comes from its own search, so a later line can show a
    /// slightly higher score than an earlier one.
    pub multipv: usize,
    /// How much the searching side dislikes a draw, in centipawns: a drawn repetition
    /// scores `-contempt` for the side to move at the root and `+contempt` for the
    /// other side. 0 (the default) scores a draw as level; a positive value makes the
    /// engine avoid repetitions in level positions against a weaker opponent. Values
    /// beyond [`Limits::MAX_CONTEMPT`] either way are taken as it.
    pub contempt: i32,
    /// Time kept back from the clock for the link to the GUI (clock budgets only; a
    /// move time is used in full).
    pub move_overhead: Duration,
    /// Only these root moves are considered (empty: all). [`Searcher::search`] leaves
    /// out those that are not legal (all legal moves when none is);
    /// [`Searcher::try_search`] refuses them.
    ///
    /// [`Searcher::search`]: super::Searcher::search
    /// [`Searcher::try_search`]: super::Searcher::try_search
    pub search_moves: Vec<Move>,
    /// These root moves are never played (UCCI `banmoves`).
    pub banned_moves: Vec<Move>,
}

impl Limits {
    /// The largest contempt the search uses, in centipawns (ten pawns): a larger one,
    /// or a smaller one below its negative, is taken as this bound, so that a draw never
    /// scores like a mate.
    ///
    /// ```
    /// assert_eq!(xiangqi::search::Limits::MAX_CONTEMPT, 1000);
    /// ```
    pub const MAX_CONTEMPT: i32 = 1000;

    /// Search to a fixed depth.
    ///
    /// ```
    /// assert_eq!(xiangqi::search::Limits::depth(3).depth, Some(3));
    /// ```
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// Search about `nodes` nodes.
    ///
    /// ```
    /// assert_eq!(xiangqi::search::Limits::nodes(1000).nodes, Some(1000));
    /// ```
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    /// Search for a fixed time.
    ///
    /// ```
    /// let l = xiangqi::search::Limits::movetime(std::time::Duration::from_millis(50));
    /// assert_eq!(l.movetime.unwrap().as_millis(), 50);
    /// ```
    pub fn movetime(time: Duration) -> Limits {
        Limits {
            movetime: Some(time),
            ..Limits::default()
        }
    }

    /// Search until stopped.
    ///
    /// ```
    /// assert!(xiangqi::search::Limits::infinite().infinite);
    /// ```
    pub fn infinite() -> Limits {
        Limits {
            infinite: true,
            ..Limits::default()
        }
    }
}

/// The time budget of one search: a soft limit checked between iterations (stretched
/// when the best move is unstable) and a hard limit checked inside the search.
#[derive(Clone, Copy, Debug)]
pub(crate) struct TimeManager {
    pub start: Instant,
    soft: Option<Duration>,
    hard: Option<Duration>,
}

impl TimeManager {
    pub(crate) fn new(limits: &Limits, start: Instant) -> TimeManager {
        let overhead = limits.move_overhead;
        let mut soft: Option<Duration> = None;
        let mut hard: Option<Duration> = None;
        if let Some(mt) = limits.movetime {
            let t = mt.max(Duration::from_millis(1));
            soft = Some(t);
            hard = Some(t);
        }
        if let Some(c) = limits.clock {
            let left = c
                .time
                .saturating_sub(overhead)
                .max(Duration::from_millis(1));
            let mtg = c
                .moves_to_go
                .unwrap_or(MOVES_TO_GO)
                .clamp(1, MOVES_TO_GO_MAX);
            // Divided before multiplied, and added with saturation: a GUI may give any
            // clock up to `Duration::MAX`.
            let share = |d: Duration, (num, den): (u32, u32)| d / den * num;
            let base = (left / mtg).saturating_add(share(c.increment, INCREMENT_SHARE));
            let s = base.min(left / SOFT_MAX_DIVISOR);
            let h = if mtg == 1 {
                share(left, LAST_MOVE_SHARE)
            } else {
                s.saturating_mul(HARD_PER_SOFT)
                    .min(share(left, HARD_MAX_SHARE))
            };
            soft = Some(soft.map_or(s, |x| x.min(s)));
            hard = Some(hard.map_or(h, |x| x.min(h)));
        }
        if limits.infinite {
            soft = None;
            hard = None;
        }
        TimeManager { start, soft, hard }
    }

    #[inline]
    pub(crate) fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    /// Whether the hard limit has passed.
    #[inline]
    pub(crate) fn hard_expired(&self) -> bool {
        self.hard.is_some_and(|h| self.elapsed() >= h)
    }

    /// Whether to start another iteration, given how unstable the best move is (1.0 is
    /// normal, more when it keeps changing). Stops early when the next iteration would
    /// likely not finish before the hard limit.
    pub(crate) fn next_iteration(&self, instability: f64) -> bool {
        let e = self.elapsed();
        if let Some(s) = self.soft {
            if self.hard != self.soft && e.as_secs_f64() >= s.as_secs_f64() * instability {
                return false;
            }
        }
        if let Some(h) = self.hard {
            if e >= h {
                return false;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_budgets_leave_time_on_the_clock() {
        let limits = Limits {
            clock: Some(Clock {
                time: Duration::from_secs(10),
                increment: Duration::ZERO,
                moves_to_go: None,
            }),
            ..Limits::default()
        };
        let tm = TimeManager::new(&limits, Instant::now());
        let (s, h) = (tm.soft.unwrap(), tm.hard.unwrap());
        assert!(s < h && h <= Duration::from_secs(6), "{s:?} {h:?}");
        let tm = TimeManager::new(&Limits::infinite(), Instant::now());
        assert!(tm.hard.is_none());
    }

    /// Budgets from the largest clocks once overflowed (`Duration * 3` panics).
    #[test]
    fn the_largest_clocks_do_not_overflow() {
        for mtg in [None, Some(1), Some(u32::MAX)] {
            let limits = Limits {
                clock: Some(Clock {
                    time: Duration::MAX,
                    increment: Duration::MAX,
                    moves_to_go: mtg,
                }),
                movetime: Some(Duration::MAX),
                ..Limits::default()
            };
            let tm = TimeManager::new(&limits, Instant::now());
            assert!(tm.soft.is_some() && tm.hard.is_some());
            assert!(tm.next_iteration(1.0) && !tm.hard_expired());
        }
    }

    #[test]
    fn move_overhead_comes_off_the_clock_but_not_off_a_move_time() {
        let overhead = Duration::from_millis(30);
        let fixed = Limits {
            movetime: Some(Duration::from_millis(100)),
            move_overhead: overhead,
            ..Limits::default()
        };
        let tm = TimeManager::new(&fixed, Instant::now());
        assert_eq!(tm.hard, Some(Duration::from_millis(100)));
        assert_eq!(tm.soft, tm.hard);
        let clock = |move_overhead| Limits {
            clock: Some(Clock {
                time: Duration::from_millis(1000),
                increment: Duration::ZERO,
                moves_to_go: Some(1),
            }),
            move_overhead,
            ..Limits::default()
        };
        let with = TimeManager::new(&clock(overhead), Instant::now());
        let without = TimeManager::new(&clock(Duration::ZERO), Instant::now());
        assert!(
            with.hard < without.hard,
            "{:?} {:?}",
            with.hard,
            without.hard
        );
    }
}
