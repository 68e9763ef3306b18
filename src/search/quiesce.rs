//! Quiescence search: captures until the position is quiet, and every evasion when in
//! check, so that the static evaluation is only trusted where nothing hangs.

use super::history::MAX_PLY;
use super::picker::Picker;
use super::see::is_losing_capture;
use super::worker::Worker;
use crate::eval::{INFINITE, MATE, evaluate, piece_value};

/// Margin above a capture's gain before it is skipped as unable to reach alpha.
const DELTA_MARGIN: i32 = 150;

impl Worker<'_> {
    pub(crate) fn quiesce(&mut self, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.pv_len[ply] = ply;
        if self.should_stop() {
            return 0;
        }
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if ply >= MAX_PLY {
            return evaluate(&self.pos).raw();
        }
        let in_check = self.path[self.path.len() - 1].in_check;
        let (moves, stand_pat) = if in_check {
            let moves = self.pos.legal_moves();
            if moves.is_empty() {
                return -MATE + ply as i32;
            }
            (moves, -INFINITE)
        } else {
            let stand = evaluate(&self.pos).raw();
            if stand >= beta {
                return stand;
            }
            alpha = alpha.max(stand);
            (self.pos.captures(), stand)
        };
        let mut best = stand_pat;
        let mut picker = Picker::captures(&self.pos, &moves);
        while let Some(sm) = picker.next() {
            let mv = sm.mv;
            if !in_check {
                let gain = self
                    .pos
                    .piece_at(mv.to())
                    .map_or(0, |p| piece_value(p.kind()));
                if stand_pat + gain + DELTA_MARGIN <= alpha || is_losing_capture(&self.pos, mv) {
                    continue;
                }
            }
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
                    self.update_pv(ply, mv);
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        best
    }
}
