//! One search thread's state: its copy of the position, the path from the game's start,
//! its node count, principal variation and when to give up.

use super::correction::{
    CorrectionHistory, pieces_keys, pieces_part, structure_key, structure_part,
};
use super::eval_cache::EvalCache;
use super::history::{
    CaptureHistory, Continuation, ContinuationHistory, CounterMoves, History, MAX_PLY,
};
use super::limits::TimeManager;
use super::params::{LMR_BASE, LMR_DIVISOR};
use super::path::{PastKeys, PathEntry};
use super::stack::Stack;
use super::tt::TranspositionTable;
use crate::eval::{MATE_BOUND, PsqSum, evaluate_with};
use crate::{Color, Move, Piece, Position, Undo};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// What every thread of one search shares.
pub(crate) struct Shared<'a> {
    pub reductions: &'a Reductions,
    pub tt: &'a TranspositionTable,
    pub stop: &'a AtomicBool,
    pub pondering: &'a AtomicBool,
    pub total_nodes: &'a AtomicU64,
    pub time: TimeManager,
    pub node_limit: Option<u64>,
    /// One thread searches: its own count is the total, exactly.
    pub single_thread: bool,
    /// [`Limits::contempt`](super::Limits::contempt).
    pub contempt: i32,
}

/// The memory a thread keeps from one search to the next.
pub(crate) struct ThreadTables {
    pub history: History,
    pub counters: CounterMoves,
    pub continuation: ContinuationHistory,
    pub correction: CorrectionHistory,
    /// The same averages by the placement of each side's other pieces (rooks, horses,
    /// cannons and king), indexed by that side.
    pub piece_correction: [CorrectionHistory; 2],
    pub captures: CaptureHistory,
    pub evals: EvalCache,
}

impl ThreadTables {
    pub(crate) fn new() -> ThreadTables {
        ThreadTables {
            history: History::new(),
            counters: CounterMoves::new(),
            continuation: ContinuationHistory::new(),
            correction: CorrectionHistory::new(),
            piece_correction: [CorrectionHistory::new(), CorrectionHistory::new()],
            captures: CaptureHistory::new(),
            evals: EvalCache::new(),
        }
    }

    /// Forgets what earlier games taught (the evaluation cache, which holds facts
    /// about positions, stays): for a new game.
    pub(crate) fn clear(&mut self) {
        self.history.clear();
        self.counters.clear();
        self.continuation.clear();
        self.correction.clear();
        for c in &mut self.piece_correction {
            c.clear();
        }
        self.captures.clear();
    }

    /// Between two searches of a game: the histories lose weight (the killers, by
    /// ply, live in the search's stack and start afresh with it).
    pub(crate) fn age(&mut self) {
        self.history.age();
        self.continuation.age();
        self.captures.age();
    }
}

/// What a search thread does beside searching.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Role {
    /// Reports its iterations, keeps the time and decides the move.
    Main,
    /// Searches the same tree to fill the shared table (lazy SMP).
    Helper,
}

/// Where a search starts: the position, the game before it, the moves to consider.
pub(crate) struct Root<'r> {
    pub pos: &'r Position,
    pub history: &'r [super::PastPosition],
    pub moves: &'r crate::MoveList,
}

/// Late-move reductions by depth and move number, in 1/1024 of a ply: the search adds
/// its adjustments in the same unit and drops the fraction only at the end.
pub(crate) struct Reductions([[u16; 64]; 64]);

/// A ply in the units of [`Reductions`].
pub(crate) const PLY: i32 = 1024;

impl Reductions {
    pub(crate) fn new() -> Reductions {
        // Both in hundredths of a ply.
        let base = f64::from(LMR_BASE.get()) / 100.0;
        let divisor = f64::from(LMR_DIVISOR.get()) / 100.0;
        let mut t = [[0u16; 64]; 64];
        for (d, row) in t.iter_mut().enumerate().skip(1) {
            for (n, r) in row.iter_mut().enumerate().skip(1) {
                let v = base + (d as f64).ln() * (n as f64).ln() / divisor;
                *r = (v.max(0.0) * f64::from(PLY)) as u16;
            }
        }
        Reductions(t)
    }

    #[inline]
    pub(crate) fn get(&self, depth: i32, n: usize) -> i32 {
        self.0[(depth as usize).min(63)][n.min(63)] as i32
    }
}

pub(crate) struct Worker<'a> {
    pub pos: Position,
    /// Material and placement of `pos`, kept up to date by [`play`](Self::play) and
    /// [`take_back`](Self::take_back): the engine's state, not the position's.
    psq: PsqSum,
    /// The structure key of `pos` (see `correction.rs`), kept up to date the same way.
    structure: u64,
    /// Each side's pieces key of `pos` (see `correction.rs`), kept up to date the same
    /// way.
    pieces: [u64; 2],
    pub shared: &'a Shared<'a>,
    pub tables: &'a mut ThreadTables,
    pub path: Vec<PathEntry>,
    pub root_moves: crate::MoveList,
    pub nodes: u64,
    flushed: u64,
    pub seldepth: usize,
    pub role: Role,
    /// Until the first iteration completes, nothing may stop the search.
    pub can_abort: bool,
    pub aborted: bool,
    /// One frame per ply of the current line.
    pub stack: Stack,
    /// The line of the root move that last raised alpha in the current iteration, with
    /// its score: taken when the move raises alpha, as a later re-search of the same
    /// iteration starts the root's line afresh.
    pub iter_best: Option<(Vec<Move>, i32)>,
    pub root_depth: i32,
    /// The side to move at the root, whom contempt makes dislike draws.
    pub root_side: Color,
    /// The game's positions before the root, by key, for repetitions against them.
    pub past: PastKeys,
}

impl<'a> Worker<'a> {
    pub(crate) fn new(
        root: &Root<'_>,
        shared: &'a Shared<'a>,
        tables: &'a mut ThreadTables,
        role: Role,
    ) -> Worker<'a> {
        let (pos, history) = (root.pos, root.history);
        // Each entry records the move that led to it: the previous entry's `played`.
        let mut led_here = None;
        let mut path: Vec<PathEntry> = Vec::with_capacity(history.len() + MAX_PLY + 2);
        for p in history {
            path.push(PathEntry {
                key: p.key,
                in_check: p.in_check,
                null: false,
                mv: led_here,
                cont: None,
            });
            led_here = p.played;
        }
        path.push(PathEntry {
            key: pos.key(),
            in_check: pos.is_check(),
            null: false,
            mv: led_here,
            cont: None,
        });
        let past = PastKeys::new(&path, history.len(), pos.halfmove_clock());
        Worker {
            pos: pos.clone(),
            psq: PsqSum::of(pos),
            structure: structure_key(pos),
            pieces: pieces_keys(pos),
            shared,
            tables,
            path,
            root_moves: root.moves.clone(),
            nodes: 0,
            flushed: 0,
            seldepth: 0,
            role,
            can_abort: false,
            aborted: false,
            stack: Stack::new(),
            iter_best: None,
            root_depth: 0,
            root_side: pos.side_to_move(),
            past,
        }
    }

    /// The score of a draw for the side to move: `-contempt` for the root side,
    /// `+contempt` for its opponent.
    #[inline]
    pub(crate) fn draw_score(&self) -> i32 {
        self.for_side_to_move(-self.shared.contempt)
    }

    /// `score`, given from the root side's point of view, for the side to move.
    #[inline]
    pub(crate) fn for_side_to_move(&self, score: i32) -> i32 {
        if self.pos.side_to_move() == self.root_side {
            score
        } else {
            -score
        }
    }

    /// Adds this thread's uncounted nodes to the shared total.
    pub(crate) fn flush_nodes(&mut self) {
        self.shared
            .total_nodes
            .fetch_add(self.nodes - self.flushed, Ordering::Relaxed);
        self.flushed = self.nodes;
    }

    /// The nodes searched so far against the node limit: this thread's own with one
    /// thread, else the shared total (flushed every 1,024 nodes) and this thread's
    /// nodes not yet in it.
    #[inline]
    fn searched(&self) -> u64 {
        if self.shared.single_thread {
            self.nodes
        } else {
            self.shared.total_nodes.load(Ordering::Relaxed) + (self.nodes - self.flushed)
        }
    }

    /// Whether the search must unwind now: stopped, out of nodes or out of time.
    #[inline]
    pub(crate) fn should_stop(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        if !self.can_abort {
            return false;
        }
        if self.shared.node_limit.is_some_and(|n| self.searched() >= n) {
            self.aborted = true;
        } else if self.nodes & 1023 == 0 {
            self.flush_nodes();
            let out_of_time = self.role == Role::Main
                && !self.shared.pondering.load(Ordering::Relaxed)
                && self.shared.time.hard_expired();
            if self.shared.stop.load(Ordering::Relaxed) || out_of_time {
                self.aborted = true;
            }
        }
        self.aborted
    }

    /// Makes `mv` and records the new position on the path; returns the undo record
    /// and whether the move gave check.
    #[inline]
    pub(crate) fn play(&mut self, mv: Move) -> (Undo, bool) {
        // A move that touches none of the enemy king's check zone cannot give check:
        // the test after it is skipped.
        let may_check = self.pos.may_give_check(mv);
        let moved = self.pos.piece_at(mv.from());
        let cont = moved.map(|p| Continuation::new(p, mv.to()));
        let undo = self.pos.make_move(mv);
        if let Some(p) = moved {
            self.psq.make(p, mv.from(), mv.to(), undo.captured());
        }
        self.toggle_keys(moved, mv, undo.captured());
        let gives_check = may_check && self.pos.is_check();
        self.path.push(PathEntry {
            key: self.pos.key(),
            in_check: gives_check,
            null: false,
            mv: Some(mv),
            cont,
        });
        (undo, gives_check)
    }

    /// The continuation keys of the last two moves on the path: the opponent's move
    /// that led here, and ours before it.
    #[inline]
    pub(crate) fn continuations(&self) -> [Option<Continuation>; 2] {
        let n = self.path.len();
        [
            self.path[n - 1].cont,
            n.checked_sub(2).and_then(|i| self.path[i].cont),
        ]
    }

    /// The ordering value of the quiet move `mv` after the moves `conts`: its history
    /// and its two continuation histories.
    #[inline]
    pub(crate) fn quiet_value(&self, mv: Move, conts: [Option<Continuation>; 2]) -> i32 {
        let side = self.pos.side_to_move();
        let mut v = self.tables.history.get(side, mv);
        if let Some(p) = self.pos.piece_at(mv.from()) {
            for c in conts {
                v += self.tables.continuation.get(c, p.kind(), mv.to());
            }
        }
        v
    }

    /// The capture history's value of the capture `mv` (0 if `mv` takes nothing).
    #[inline]
    pub(crate) fn capture_value(&self, mv: Move) -> i32 {
        self.tables.captures.get(&self.pos, mv)
    }

    /// Takes back a move made by [`play`](Self::play).
    #[inline]
    pub(crate) fn take_back(&mut self, mv: Move, undo: Undo) {
        self.path.pop();
        let moved = self.pos.piece_at(mv.to());
        if let Some(p) = moved {
            self.psq.unmake(p, mv.from(), mv.to(), undo.captured());
        }
        self.toggle_keys(moved, mv, undo.captured());
        self.pos.unmake_move(mv, undo);
    }

    /// Moves `moved` from `mv`'s from-point to its to-point in the structure and pieces
    /// keys, and takes `captured` off its to-point: the keys are xors, so the same call
    /// makes the move and takes it back.
    #[inline]
    fn toggle_keys(&mut self, moved: Option<Piece>, mv: Move, captured: Option<Piece>) {
        if let Some(p) = moved {
            self.structure ^= structure_part(p, mv.from()) ^ structure_part(p, mv.to());
            self.pieces[p.color().index()] ^= pieces_part(p, mv.from()) ^ pieces_part(p, mv.to());
        }
        if let Some(c) = captured {
            self.structure ^= structure_part(c, mv.to());
            self.pieces[c.color().index()] ^= pieces_part(c, mv.to());
        }
    }

    /// The static evaluation of the current position, in centipawns for the side to
    /// move: [`evaluate`](crate::eval::evaluate) with the running material sum.
    #[inline]
    pub(crate) fn evaluate(&mut self) -> i32 {
        debug_assert_eq!(self.psq, PsqSum::of(&self.pos), "{}", self.pos.fen());
        let key = self.pos.key();
        if let Some(eval) = self.tables.evals.get(key) {
            debug_assert_eq!(eval, evaluate_with(&self.pos, self.psq).raw());
            return eval;
        }
        let eval = evaluate_with(&self.pos, self.psq).raw();
        self.tables.evals.put(key, eval);
        eval
    }

    /// The static evaluation `raw` corrected by the correction history of the current
    /// structure and side to move.
    #[inline]
    pub(crate) fn corrected(&self, raw: i32) -> i32 {
        debug_assert_eq!(self.structure, structure_key(&self.pos));
        let side = self.pos.side_to_move();
        debug_assert_eq!(self.pieces, pieces_keys(&self.pos));
        let c = self.corrections(side).iter().sum::<i32>();
        (raw + c).clamp(-MATE_BOUND + 1, MATE_BOUND - 1)
    }

    /// Records that the node searched `depth` plies deep found `score` where its
    /// uncorrected static evaluation was `raw`.
    #[inline]
    pub(crate) fn learn_correction(&mut self, raw: i32, score: i32, depth: i32) {
        let side = self.pos.side_to_move();
        let parts = self.corrections(side);
        let total: i32 = parts.iter().sum();
        // Each average learns what the others leave to explain, so that their sum
        // follows the searched score.
        let left = |i: usize| score - raw - (total - parts[i]);
        let tables = &mut *self.tables;
        tables
            .correction
            .update(side, self.structure, left(0), depth);
        for c in 0..2 {
            tables.piece_correction[c].update(side, self.pieces[c], left(1 + c), depth);
        }
    }

    /// The three corrections of the current position for `side` to move: by the
    /// structure, by Red's pieces and by Black's.
    #[inline]
    fn corrections(&self, side: Color) -> [i32; 3] {
        let t = &self.tables;
        [
            t.correction.get(side, self.structure),
            t.piece_correction[0].get(side, self.pieces[0]),
            t.piece_correction[1].get(side, self.pieces[1]),
        ]
    }

    /// Makes `mv` the head of the principal variation at `ply`, followed by the child's.
    #[inline]
    pub(crate) fn update_pv(&mut self, ply: usize, mv: Move) {
        self.stack.update_pv(ply, mv);
    }

    /// The principal variation from the root.
    pub(crate) fn root_pv(&self) -> Vec<Move> {
        self.stack.root_pv()
    }
}
