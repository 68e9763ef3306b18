//! The engine: a [`Searcher`] that owns its tables and finds a move within
//! [`Limits`], reporting each completed iteration through a callback.
//!
//! ```
//! use xiangqi::search::{Limits, Searcher};
//! use xiangqi::Position;
//! let mut searcher = Searcher::new(16, 1); // 16 MB of hash, one thread
//! let pos = Position::from_fen("4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1")?;
//! let result = searcher.search(&pos, &[], &Limits::depth(4), |_| {});
//! assert!(pos.is_legal(result.best_move.unwrap()));
//! # Ok::<(), xiangqi::FenError>(())
//! ```

mod alphabeta;
mod bench;
mod correction;
mod driver;
mod error;
mod eval_cache;
mod history;
mod info;
mod limits;
mod params;
mod past;
mod path;
mod picker;
mod quiesce;
mod repetition;
mod see;
mod skill;
mod stack;
mod staged;
mod tt;
#[cfg(feature = "spsa")]
#[cfg_attr(docsrs, doc(cfg(feature = "spsa")))]
pub mod tunable;
mod worker;

pub use bench::{BENCH_POSITIONS, BenchReport, bench};
pub use error::SearchError;
pub use info::Info;
pub use limits::{Clock, Limits};
pub use past::{PastPosition, ReplayError, game_history, replay};
pub use skill::Skill;

use crate::eval::Score;
use crate::{Move, Position};
use driver::{Found, MAX_DEPTH};
use limits::TimeManager;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};
use tt::TranspositionTable;
use worker::{Reductions, Role, Root, Shared, ThreadTables, Worker};

/// Ends a running search from another thread, and says when pondering becomes real.
///
/// A stop applies to the search that is running. One that arrives while no search runs
/// is forgotten when the next search starts, unless [`StopHandle::arm`] was called
/// after the last search ended: a protocol thread arms the search it is about to
/// start, so that a `stop` racing ahead of it still ends it after its first iteration.
/// A search clears the stop, and uses up the arming, when it ends.
///
/// ```
/// use xiangqi::search::{Limits, Searcher};
/// let mut s = Searcher::new(1, 1);
/// let stop = s.stop_handle();
/// let t = std::thread::spawn(move || {
///     std::thread::sleep(std::time::Duration::from_millis(50));
///     stop.stop();
/// });
/// let r = s.search(&xiangqi::Position::startpos(), &[], &Limits::infinite(), |_| {});
/// t.join().unwrap();
/// assert!(r.best_move.is_some());
/// ```
#[derive(Clone, Debug, Default)]
pub struct StopHandle {
    stop: Arc<AtomicBool>,
    pondering: Arc<AtomicBool>,
    armed: Arc<AtomicBool>,
}

impl StopHandle {
    /// Asks the search to stop; it returns its best move promptly.
    ///
    /// ```
    /// let h = xiangqi::search::Searcher::new(1, 1).stop_handle();
    /// h.stop();
    /// assert!(h.is_stopped());
    /// ```
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Whether a stop was asked for and not yet taken up.
    ///
    /// ```
    /// assert!(!xiangqi::search::Searcher::new(1, 1).stop_handle().is_stopped());
    /// ```
    pub fn is_stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// Forgets a stop, and any pondering, asked for before a search starts.
    ///
    /// ```
    /// let h = xiangqi::search::Searcher::new(1, 1).stop_handle();
    /// h.stop();
    /// h.reset();
    /// assert!(!h.is_stopped());
    /// ```
    pub fn reset(&self) {
        self.stop.store(false, Ordering::Relaxed);
        self.pondering.store(false, Ordering::Relaxed);
        self.armed.store(false, Ordering::Relaxed);
    }

    /// Makes the next search take the stops asked for from now on, also those that
    /// arrive before it starts (which it otherwise forgets): call it on the thread
    /// that then starts the search, before any other thread can ask it to stop.
    /// Forgets an earlier stop.
    ///
    /// ```
    /// use xiangqi::search::{Limits, Searcher};
    /// let mut s = Searcher::new(1, 1);
    /// let h = s.stop_handle();
    /// h.arm();
    /// h.stop(); // the `stop` of a GUI, before the search thread got going
    /// let r = s.search(&xiangqi::Position::startpos(), &[], &Limits::infinite(), |_| {});
    /// assert!(r.depth <= 1);
    /// ```
    pub fn arm(&self) {
        self.stop.store(false, Ordering::Relaxed);
        self.armed.store(true, Ordering::Relaxed);
    }

    /// Takes up the arming at the start of a search: a stop asked for before it, and
    /// not armed for, is forgotten.
    fn begin_search(&self) {
        if !self.armed.swap(false, Ordering::Relaxed) {
            self.stop.store(false, Ordering::Relaxed);
        }
    }

    /// Marks the next (or current) search as pondering: its time limits wait until
    /// [`ponderhit`](Self::ponderhit), and it does not end by itself before then. Set it
    /// before calling `search`.
    ///
    /// ```
    /// let h = xiangqi::search::Searcher::new(1, 1).stop_handle();
    /// h.start_pondering();
    /// assert!(h.is_pondering());
    /// h.ponderhit();
    /// assert!(!h.is_pondering());
    /// ```
    pub fn start_pondering(&self) {
        self.pondering.store(true, Ordering::Relaxed);
    }

    /// The opponent played the expected move: the pondering search now plays by its
    /// limits, counted from when it started.
    ///
    /// ```
    /// let h = xiangqi::search::Searcher::new(1, 1).stop_handle();
    /// h.start_pondering();
    /// h.ponderhit();
    /// assert!(!h.is_pondering());
    /// ```
    pub fn ponderhit(&self) {
        self.pondering.store(false, Ordering::Relaxed);
    }

    /// Whether the search is pondering.
    ///
    /// ```
    /// assert!(!xiangqi::search::Searcher::new(1, 1).stop_handle().is_pondering());
    /// ```
    pub fn is_pondering(&self) -> bool {
        self.pondering.load(Ordering::Relaxed)
    }
}

/// What a search found.
///
/// ```
/// use xiangqi::search::{Limits, Searcher};
/// let r = Searcher::new(1, 1).search(&xiangqi::Position::startpos(), &[], &Limits::depth(2), |_| {});
/// assert_eq!(r.depth, 2);
/// assert_eq!(r.pv.first().copied(), r.best_move);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play; `None` only when the side to move has no (allowed) legal move.
    pub best_move: Option<Move>,
    /// The reply the engine expects, to ponder on.
    pub ponder_move: Option<Move>,
    /// The score for the side to move.
    pub score: Score,
    /// The last completed iteration.
    pub depth: u32,
    /// The deepest ply reached.
    pub seldepth: u32,
    /// Nodes searched, all threads.
    pub nodes: u64,
    /// Time spent.
    pub time: Duration,
    /// The principal variation.
    pub pv: Vec<Move>,
}

/// How a stored score relates to the true value.
///
/// ```
/// use xiangqi::{Position, search::{Limits, ScoreBound, Searcher}};
/// let mut s = Searcher::new(1, 1);
/// let pos = Position::startpos();
/// s.search(&pos, &[], &Limits::depth(2), |_| {});
/// let bound = s.probe(&pos).map(|e| e.bound);
/// assert!(matches!(bound, Some(ScoreBound::Exact | ScoreBound::Lower | ScoreBound::Upper)));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScoreBound {
    /// The score is exact.
    Exact,
    /// The true value is at least the score.
    Lower,
    /// The true value is at most the score.
    Upper,
}

/// A hash-table entry, as [`Searcher::probe`] returns it.
///
/// ```
/// use xiangqi::{Position, search::{Limits, Searcher}};
/// let mut s = Searcher::new(1, 1);
/// let pos = Position::startpos();
/// let r = s.search(&pos, &[], &Limits::depth(3), |_| {});
/// let entry = s.probe(&pos).expect("the root was stored");
/// assert_eq!(entry.best_move, r.best_move);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HashEntry {
    /// The best move found, if any.
    pub best_move: Option<Move>,
    /// The score (mates counted from the probed position).
    pub score: Score,
    /// The depth searched.
    pub depth: u32,
    /// What the score says.
    pub bound: ScoreBound,
}

/// The engine: transposition table, per-thread history and killers, thread count.
///
/// One thread with a depth or node limit is deterministic: the same searcher state and
/// input give the same move, score and node count.
///
/// ```
/// use xiangqi::{Position, search::{Limits, Searcher}};
/// let mut s = Searcher::new(16, 1);
/// let pos = Position::startpos();
/// let a = s.search(&pos, &[], &Limits::depth(4), |_| {});
/// s.new_game();
/// let b = s.search(&pos, &[], &Limits::depth(4), |_| {});
/// assert_eq!((a.best_move, a.nodes), (b.best_move, b.nodes));
/// ```
pub struct Searcher {
    tt: TranspositionTable,
    /// The hash size asked for, in megabytes.
    hash_mb: usize,
    threads: Vec<ThreadTables>,
    reductions: Reductions,
    handle: StopHandle,
}

impl Searcher {
    /// A searcher set up by name: `Searcher::builder().hash_mb(64).threads(2).build()`;
    /// what is not set keeps its default (16 MB of hash, one thread).
    ///
    /// ```
    /// let s = xiangqi::search::Searcher::builder().threads(2).build();
    /// assert_eq!((s.hash_size(), s.threads()), (16, 2));
    /// ```
    pub fn builder() -> SearcherBuilder {
        SearcherBuilder::default()
    }

    /// A searcher with a hash table of about `hash_mb` megabytes and `threads` search
    /// threads (at least one); [`Searcher::builder`] names the two.
    ///
    /// ```
    /// let s = xiangqi::search::Searcher::new(8, 2);
    /// assert_eq!(s.threads(), 2);
    /// ```
    pub fn new(hash_mb: usize, threads: usize) -> Searcher {
        Searcher {
            tt: TranspositionTable::new(hash_mb),
            hash_mb: hash_mb.max(1),
            threads: (0..threads.max(1)).map(|_| ThreadTables::new()).collect(),
            reductions: Reductions::new(),
            handle: StopHandle::default(),
        }
    }

    /// The number of search threads.
    ///
    /// ```
    /// assert_eq!(xiangqi::search::Searcher::new(1, 1).threads(), 1);
    /// ```
    pub fn threads(&self) -> usize {
        self.threads.len()
    }

    /// The hash size, in megabytes (at least one).
    ///
    /// ```
    /// assert_eq!(xiangqi::search::Searcher::new(16, 1).hash_size(), 16);
    /// assert_eq!(xiangqi::search::Searcher::new(0, 1).hash_size(), 1);
    /// ```
    pub fn hash_size(&self) -> usize {
        self.hash_mb
    }

    /// Changes the hash size, clearing the table.
    ///
    /// ```
    /// let mut s = xiangqi::search::Searcher::new(1, 1);
    /// s.set_hash_size(2);
    /// assert_eq!(s.hash_size(), 2);
    /// ```
    pub fn set_hash_size(&mut self, hash_mb: usize) {
        self.tt = TranspositionTable::new(hash_mb);
        self.hash_mb = hash_mb.max(1);
    }

    /// Changes the number of threads (at least one), clearing their tables.
    ///
    /// ```
    /// let mut s = xiangqi::search::Searcher::new(1, 1);
    /// s.set_threads(3);
    /// assert_eq!(s.threads(), 3);
    /// ```
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = (0..threads.max(1)).map(|_| ThreadTables::new()).collect();
    }

    /// Forgets everything learnt: for a new game.
    ///
    /// ```
    /// use xiangqi::{Position, search::{Limits, Searcher}};
    /// let mut s = Searcher::new(1, 1);
    /// let pos = Position::startpos();
    /// let fresh = s.search(&pos, &[], &Limits::depth(3), |_| {}).nodes;
    /// let warm = s.search(&pos, &[], &Limits::depth(3), |_| {}).nodes;
    /// s.new_game();
    /// assert_eq!(s.search(&pos, &[], &Limits::depth(3), |_| {}).nodes, fresh);
    /// assert_ne!(warm, fresh, "the table and histories of the first search helped");
    /// ```
    pub fn new_game(&mut self) {
        self.tt.clear();
        for t in &mut self.threads {
            t.clear();
        }
    }

    /// A handle to stop the search (or end its pondering) from another thread.
    ///
    /// ```
    /// let s = xiangqi::search::Searcher::new(1, 1);
    /// let h = s.stop_handle();
    /// h.stop();
    /// assert!(s.stop_handle().is_stopped());
    /// ```
    pub fn stop_handle(&self) -> StopHandle {
        self.handle.clone()
    }

    /// Searches `pos` within `limits` and returns the best move found.
    ///
    /// `history` lists the positions of the game before `pos`, oldest first, so that
    /// repetitions against the game are seen; it may be empty. [`replay`] and
    /// [`game_history`] build it with the moves played, which lets the search judge a
    /// repetition by the Asian rules as [`Game`](crate::Game) does: the side that checks
    /// or chases perpetually loses. A repetition, inside the tree or against the
    /// history, is judged when the position first recurs. The root side's own
    /// violation scores as a loss, the opponent's as a large advantage for the root
    /// side (not a mate: referees differ on the rules' finer points). `on_info` is
    /// called after each completed iteration of the main thread.
    ///
    /// Moves of [`Limits::search_moves`] that are not legal in `pos` are left out, and
    /// when none is legal every legal move is searched, as UCI engines do;
    /// [`Searcher::try_search`] refuses them instead.
    ///
    /// ```
    /// use xiangqi::search::{Limits, Searcher};
    /// use xiangqi::Position;
    /// // Red mates at once with the rook on rank 9: the pawns cover rank 8.
    /// let pos = Position::from_fen("4k4/9/3PPP3/9/9/9/9/9/R8/3K5 w - - 0 1")?;
    /// let r = Searcher::new(1, 1).search(&pos, &[], &Limits::depth(3), |_| {});
    /// assert_eq!(r.best_move.unwrap().to_string(), "a1a9");
    /// assert_eq!(r.score.mate_plies(), Some(1));
    /// # Ok::<(), xiangqi::FenError>(())
    /// ```
    pub fn search(
        &mut self,
        pos: &Position,
        history: &[PastPosition],
        limits: &Limits,
        mut on_info: impl FnMut(&Info),
    ) -> SearchResult {
        let start = Instant::now();
        self.handle.begin_search();
        let root_moves = root_moves(pos, limits);
        if root_moves.is_empty() {
            self.wait_while_required(limits);
            self.handle.stop.store(false, Ordering::Relaxed);
            return SearchResult {
                best_move: None,
                ponder_move: None,
                score: Score::mated_in(0),
                depth: 0,
                seldepth: 0,
                nodes: 0,
                time: start.elapsed(),
                pv: Vec::new(),
            };
        }
        self.tt.new_search();
        for t in &mut self.threads {
            t.age();
        }
        // The reduction table follows parameters that may have changed since.
        #[cfg(feature = "spsa")]
        {
            self.reductions = Reductions::new();
        }
        let total_nodes = AtomicU64::new(0);
        let shared = Shared {
            reductions: &self.reductions,
            tt: &self.tt,
            stop: &self.handle.stop,
            pondering: &self.handle.pondering,
            total_nodes: &total_nodes,
            time: TimeManager::new(limits, start),
            node_limit: limits.nodes,
            single_thread: self.threads.len() == 1,
            contempt: limits
                .contempt
                .clamp(-Limits::MAX_CONTEMPT, Limits::MAX_CONTEMPT),
        };
        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).max(1);
        let root = Root {
            pos,
            history,
            moves: &root_moves,
        };
        let (main_tables, helpers) = self
            .threads
            .split_first_mut()
            .expect("a searcher has at least one thread");
        let found: Found = std::thread::scope(|scope| {
            for (i, tables) in helpers.iter_mut().enumerate() {
                let (shared, root) = (&shared, &root);
                scope.spawn(move || {
                    let mut w = Worker::new(root, shared, tables, Role::Helper);
                    w.iterate(max_depth, i + 1, limits.infinite, 1, None);
                });
            }
            let mut w = Worker::new(&root, &shared, main_tables, Role::Main);
            let found = w.iterate(
                max_depth,
                0,
                limits.infinite,
                limits.multipv.max(1),
                Some(&mut on_info),
            );
            wait_for_stop(&shared, limits);
            shared.stop.store(true, Ordering::Relaxed);
            found
        });
        self.handle.stop.store(false, Ordering::Relaxed);
        self.handle.pondering.store(false, Ordering::Relaxed);
        let best_move = found.pv.first().copied().or(root_moves.first().copied());
        SearchResult {
            best_move,
            ponder_move: found.pv.get(1).copied(),
            score: Score(found.score),
            depth: found.depth,
            seldepth: found.seldepth,
            nodes: total_nodes.load(Ordering::Relaxed),
            time: start.elapsed(),
            pv: found.pv,
        }
    }

    /// [`Searcher::search`], refusing a [`Limits::search_moves`] list with a move that
    /// is not legal in `pos`.
    ///
    /// # Errors
    ///
    /// [`SearchError::IllegalSearchMove`] for the first such move; nothing is searched.
    ///
    /// ```
    /// use xiangqi::search::{Limits, Searcher};
    /// let pos = xiangqi::Position::startpos();
    /// let mut limits = Limits::depth(3);
    /// limits.search_moves = vec!["h2e2".parse()?, "b2e2".parse()?];
    /// let r = Searcher::new(1, 1).try_search(&pos, &[], &limits, |_| {})?;
    /// assert!(limits.search_moves.contains(&r.best_move.unwrap()));
    /// # Ok::<(), xiangqi::Error>(())
    /// ```
    pub fn try_search(
        &mut self,
        pos: &Position,
        history: &[PastPosition],
        limits: &Limits,
        on_info: impl FnMut(&Info),
    ) -> Result<SearchResult, SearchError> {
        for &mv in &limits.search_moves {
            pos.check_legal(mv)
                .map_err(|reason| SearchError::IllegalSearchMove { mv, reason })?;
        }
        Ok(self.search(pos, history, limits, on_info))
    }

    /// The move to play in `pos` within `limits`, with no game history and no
    /// progress reports: `None` when the side to move has no legal move.
    ///
    /// ```
    /// use std::time::Duration;
    /// use xiangqi::search::{Limits, Searcher};
    /// let pos = xiangqi::Position::startpos();
    /// let mv = Searcher::builder().build().best_move(&pos, Limits::movetime(Duration::from_millis(20)));
    /// assert!(pos.is_legal(mv.unwrap()));
    /// ```
    pub fn best_move(&mut self, pos: &Position, limits: Limits) -> Option<Move> {
        self.search(pos, &[], &limits, |_| {}).best_move
    }

    /// What the hash table holds for `pos`, if anything.
    ///
    /// ```
    /// use xiangqi::search::{Limits, Searcher};
    /// let pos = xiangqi::Position::startpos();
    /// let mut s = Searcher::new(1, 1);
    /// assert!(s.probe(&pos).is_none());
    /// let r = s.search(&pos, &[], &Limits::depth(3), |_| {});
    /// assert_eq!(s.probe(&pos).unwrap().best_move, r.best_move);
    /// ```
    pub fn probe(&self, pos: &Position) -> Option<HashEntry> {
        self.tt.probe(pos.key()).map(|e| HashEntry {
            best_move: e.mv,
            score: Score(e.score),
            depth: e.depth as u32,
            bound: match e.bound {
                tt::Bound::Exact => ScoreBound::Exact,
                tt::Bound::Lower => ScoreBound::Lower,
                tt::Bound::Upper => ScoreBound::Upper,
            },
        })
    }

    fn wait_while_required(&self, limits: &Limits) {
        while !self.handle.is_stopped() && (limits.infinite || self.handle.is_pondering()) {
            std::thread::sleep(Duration::from_millis(1));
        }
    }
}

/// An infinite or pondering search may not answer before it is told to.
fn wait_for_stop(shared: &Shared<'_>, limits: &Limits) {
    while !shared.stop.load(Ordering::Relaxed)
        && (limits.infinite || shared.pondering.load(Ordering::Relaxed))
    {
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// The root moves a search considers: the legal moves, less the banned ones, and of
/// those only the search moves if any of them is legal. The weakened search of
/// `skill.rs` picks among the same.
pub(crate) fn root_moves(pos: &Position, limits: &Limits) -> crate::MoveList {
    let mut moves = pos.legal_moves();
    moves.retain(|m| !limits.banned_moves.contains(m));
    if limits.search_moves.iter().any(|m| moves.contains(m)) {
        moves.retain(|m| limits.search_moves.contains(m));
    }
    moves
}

/// Sets up a [`Searcher`] by name; from [`Searcher::builder`].
///
/// ```
/// let s = xiangqi::search::Searcher::builder().hash_mb(4).threads(1).build();
/// assert_eq!(s.hash_size(), 4);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearcherBuilder {
    hash_mb: usize,
    threads: usize,
}

impl Default for SearcherBuilder {
    fn default() -> SearcherBuilder {
        SearcherBuilder {
            hash_mb: 16,
            threads: 1,
        }
    }
}

impl SearcherBuilder {
    /// The hash table's size in megabytes (at least one; 16 unless set).
    ///
    /// ```
    /// assert_eq!(xiangqi::search::Searcher::builder().hash_mb(0).build().hash_size(), 1);
    /// ```
    #[must_use]
    pub fn hash_mb(mut self, megabytes: usize) -> SearcherBuilder {
        self.hash_mb = megabytes;
        self
    }

    /// The number of search threads (at least one; one unless set).
    ///
    /// ```
    /// assert_eq!(xiangqi::search::Searcher::builder().threads(4).build().threads(), 4);
    /// ```
    #[must_use]
    pub fn threads(mut self, threads: usize) -> SearcherBuilder {
        self.threads = threads;
        self
    }

    /// The searcher.
    ///
    /// ```
    /// let s = xiangqi::search::Searcher::builder().build();
    /// assert_eq!(s.threads(), 1);
    /// ```
    pub fn build(self) -> Searcher {
        Searcher::new(self.hash_mb, self.threads)
    }
}
