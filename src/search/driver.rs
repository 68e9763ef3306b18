//! Iterative deepening with aspiration windows, for one thread; the main thread also
//! reports each iteration and decides when to stop.

use super::info::Info;
use super::params::{
    ASPIRATION_DELTA, ASPIRATION_MAX_DELTA, ASPIRATION_MIN_DEPTH, TIME_BASE, TIME_INSTABILITY,
};
use super::worker::{Role, Worker};
use crate::Move;
use crate::eval::{INFINITE, MATE_BOUND, Score};
use std::sync::atomic::Ordering;

/// The deepest iteration a search starts.
pub(crate) const MAX_DEPTH: u32 = 100;

/// What a thread's iterations found.
#[derive(Clone, Debug, Default)]
pub(crate) struct Found {
    pub pv: Vec<Move>,
    pub score: i32,
    pub depth: u32,
    pub seldepth: u32,
}

impl Worker<'_> {
    /// Deepens until a limit; `helper` offsets the depths of helper threads so they
    /// do not all search the same tree (lazy SMP).
    pub(crate) fn iterate(
        &mut self,
        max_depth: u32,
        helper: usize,
        infinite: bool,
        multipv: usize,
        mut on_info: Option<&mut dyn FnMut(&Info)>,
    ) -> Found {
        let mut found = Found::default();
        let mut instability = 0.0f64;
        let mut depth = 1 + (helper % 2) as u32;
        while depth <= max_depth.min(MAX_DEPTH) {
            self.root_depth = depth as i32;
            self.iter_best = None;
            self.seldepth = 0;
            let score = self.aspiration(depth as i32, found.score);
            if self.aborted {
                // A root move that already beat the previous best is worth playing.
                if let Some((line, s)) = self.iter_best.take() {
                    if found.pv.first() != line.first() {
                        found.pv = line;
                        found.score = s;
                    }
                }
                break;
            }
            self.can_abort = true;
            let pv = self.root_pv();
            let changed = found.pv.first() != pv.first();
            instability = instability * 0.5 + if changed && depth > 1 { 1.0 } else { 0.0 };
            found = Found {
                pv,
                score,
                depth,
                seldepth: self.seldepth as u32,
            };
            if self.role == Role::Main {
                self.flush_nodes();
                if let Some(cb) = on_info.as_deref_mut() {
                    cb(&self.info(&found, 1));
                }
                if multipv > 1 && !self.more_lines(depth, &found, multipv, &mut on_info) {
                    break;
                }
                let pondering = self.shared.pondering.load(Ordering::Relaxed);
                let mate_found = Score(score)
                    .mate_plies()
                    .is_some_and(|p| depth as i32 > 2 * p.abs() + 4);
                if !infinite && !pondering && mate_found {
                    break;
                }
                if !pondering
                    && !self
                        .shared
                        .time
                        .next_iteration(TIME_BASE + TIME_INSTABILITY * instability)
                {
                    break;
                }
            }
            if self.shared.stop.load(Ordering::Relaxed) {
                break;
            }
            depth += 1;
        }
        self.flush_nodes();
        found
    }

    /// Searches the second to `multipv`-th best lines of this iteration, each with the
    /// root moves of the lines before it left out, and reports them. Returns false if
    /// the search was stopped meanwhile. The move played comes from the first line.
    fn more_lines(
        &mut self,
        depth: u32,
        best: &Found,
        multipv: usize,
        on_info: &mut Option<&mut dyn FnMut(&Info)>,
    ) -> bool {
        let all = self.root_moves.clone();
        let mut shown: Vec<Move> = best.pv.first().copied().into_iter().collect();
        let mut last = best.score;
        for k in 2..=multipv.min(all.len()) {
            self.root_moves = all.iter().copied().filter(|m| !shown.contains(m)).collect();
            self.iter_best = None;
            self.seldepth = 0;
            let score = self.aspiration(depth as i32, last);
            if self.aborted {
                break;
            }
            let line = Found {
                pv: self.root_pv(),
                score,
                depth,
                seldepth: self.seldepth as u32,
            };
            let Some(&first) = line.pv.first() else {
                break;
            };
            shown.push(first);
            last = score;
            self.flush_nodes();
            if let Some(cb) = on_info.as_deref_mut() {
                cb(&self.info(&line, k));
            }
        }
        self.root_moves = all;
        !self.aborted
    }

    /// One iteration, starting with a narrow window around the last score and
    /// widening it on failure.
    fn aspiration(&mut self, depth: i32, last: i32) -> i32 {
        let mut delta = ASPIRATION_DELTA.get();
        let (mut alpha, mut beta) =
            if depth >= ASPIRATION_MIN_DEPTH.get() && last.abs() < MATE_BOUND {
                (last - delta, last + delta)
            } else {
                (-INFINITE, INFINITE)
            };
        loop {
            let s = self.search(alpha, beta, depth, 0, false);
            if self.aborted {
                return s;
            }
            if s <= alpha {
                beta = (alpha + beta) / 2;
                alpha = (s - delta).max(-INFINITE);
            } else if s >= beta {
                beta = (s + delta).min(INFINITE);
            } else {
                return s;
            }
            delta += delta;
            if delta > ASPIRATION_MAX_DELTA.get() {
                alpha = -INFINITE;
                beta = INFINITE;
            }
        }
    }

    /// The report of a completed iteration.
    pub(crate) fn info(&self, found: &Found, multipv: usize) -> Info {
        let time = self.shared.time.elapsed();
        let nodes = self.shared.total_nodes.load(Ordering::Relaxed);
        let nps = (nodes as f64 / time.as_secs_f64().max(1e-6)) as u64;
        Info {
            multipv,
            depth: found.depth,
            seldepth: found.seldepth,
            score: Score(found.score),
            nodes,
            nps,
            time,
            hashfull: self.shared.tt.hashfull(),
            pv: found.pv.clone(),
        }
    }
}
