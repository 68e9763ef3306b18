//! Quiescence search: captures until the position is quiet, every evasion when in
//! check, and at its first ply the quiet checks that do not lose their piece, so that
//! the static evaluation is only trusted where nothing hangs and no check mates.

use super::history::MAX_PLY;
use super::params::DELTA_MARGIN;
use super::picker::{Picker, Source};
use super::see::{is_losing_capture, see_ge};
use super::tt::{Bound, to_tt};
use super::worker::Worker;
use crate::eval::{INFINITE, MATE, piece_value};
use crate::{Move, Position};
use smallvec::SmallVec;

impl Worker<'_> {
    pub(crate) fn quiesce(&mut self, alpha: i32, beta: i32, ply: usize) -> i32 {
        self.quiesce_checks(alpha, beta, ply, false)
    }

    /// Quiescence that also tries the quiet checks that do not lose their piece, at
    /// the first ply of quiescence below the main search (`checks`).
    pub(crate) fn quiesce_checks(
        &mut self,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        checks: bool,
    ) -> i32 {
        self.stack[ply].pv_len = ply;
        if self.should_stop() {
            return 0;
        }
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if ply >= MAX_PLY {
            return self.evaluate();
        }
        let in_check = self.path[self.path.len() - 1].in_check;
        let key = self.pos.key();
        let entry = self.shared.tt.probe(key);
        if let Some(s) = entry.and_then(|e| e.cutoff(ply, alpha, beta)) {
            return s;
        }
        let hash_move = entry.and_then(|e| e.mv);
        let original_alpha = alpha;
        // The static evaluation is stored in the table; 0 where in check.
        let (mut picker, stand_pat, static_eval) = if in_check {
            let picker = Picker::captures(&self.pos, Source::Legal, hash_move);
            if picker.is_empty() {
                return -MATE + ply as i32;
            }
            (picker, -INFINITE, 0)
        } else {
            // A stored entry's evaluation is the same static evaluation, already paid for.
            let raw = entry.map_or_else(|| self.evaluate(), |e| e.eval);
            let corrected = self.corrected(raw);
            // Where the table's bound says the truth lies beyond the static evaluation on
            // that side, its score is the better guess of what standing pat is worth.
            let stand = entry.map_or(corrected, |e| e.refine(ply, corrected));
            if stand >= beta {
                if entry.is_none() {
                    self.shared
                        .tt
                        .store(key, None, to_tt(stand, ply), raw, 0, Bound::Lower);
                }
                return stand;
            }
            alpha = alpha.max(stand);
            (
                Picker::captures(&self.pos, Source::Captures, hash_move),
                stand,
                raw,
            )
        };
        let mut best = stand_pat;
        let mut best_move = None;
        // After the captures, at the first ply, the quiet checks: generated only if no
        // capture cut off.
        let mut quiet_checks: Option<SmallVec<[Move; 16]>> = None;
        let mut next_check = 0;
        loop {
            let mv = match picker.next() {
                Some(sm) => {
                    let mv = sm.mv;
                    if !in_check {
                        let gain = self
                            .pos
                            .piece_at(mv.to())
                            .map_or(0, |p| piece_value(p.kind()));
                        if stand_pat + gain + DELTA_MARGIN.get() <= alpha
                            || is_losing_capture(&self.pos, mv)
                        {
                            continue;
                        }
                    }
                    mv
                }
                None if checks && !in_check => {
                    let list = quiet_checks.get_or_insert_with(|| safe_quiet_checks(&self.pos));
                    let Some(&mv) = list.get(next_check) else {
                        break;
                    };
                    next_check += 1;
                    mv
                }
                None => break,
            };
            let (undo, _) = self.play(mv);
            let score = -self.quiesce(-beta, -alpha, ply + 1);
            self.take_back(mv, undo);
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_move = Some(mv);
                    self.update_pv(ply, mv);
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        let bound = Bound::of(best, beta, alpha > original_alpha);
        self.shared
            .tt
            .store(key, best_move, to_tt(best, ply), static_eval, 0, bound);
        best
    }
}

/// The legal quiet moves that give check without losing their piece by exchange, in
/// generation order.
fn safe_quiet_checks(pos: &Position) -> SmallVec<[Move; 16]> {
    let mut list = SmallVec::new();
    pos.for_each_quiet_check(|mv| {
        if see_ge(pos, mv, 0) {
            list.push(mv);
        }
    });
    list
}
