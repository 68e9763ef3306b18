//! The main search: negamax alpha-beta with principal-variation search, the
//! transposition table, the static evaluation amended by the correction history,
//! reverse futility, null-move pruning, ProbCut, shallow-depth pruning, late-move
//! reductions (in fractions of a ply, with re-searches a ply deeper or shallower by
//! the reduced search's margin), the check extension and the singular extension.

use super::history::{Continuation, History, MAX_PLY};
use super::params::*;
use super::path::PathEntry;
use super::picker::{HASH, Picker, Scored, Source};
use super::see::{see_ge, wins_on};
use super::staged::StagedPicker;
use super::tt::{Bound, Entry, from_tt, to_tt};
use super::worker::{PLY, Worker};
use crate::Move;
use crate::eval::{INFINITE, MATE, MATE_BOUND, enough_for_null_move, piece_value};

/// What the singular-extension test found.
enum Singular {
    /// The hash move is not singular, or was not tested.
    No,
    /// Search the hash move this many plies deeper (negative: shallower).
    Extend(i32),
    /// Another move also beats beta: the node fails high with this score.
    Cut(i32),
}

/// What the pruning decisions of a node look at.
struct Node {
    depth: i32,
    ply: usize,
    /// The static evaluation, refined by the table's score where its bound allows.
    eval: i32,
    /// The static evaluation, amended by the correction history.
    static_eval: i32,
    /// The static evaluation as the evaluation gives it.
    raw_eval: i32,
    /// Whether our static evaluation rose since our previous move.
    improving: bool,
}

/// Where a node's moves come from (see [`Worker::next_move`]).
struct Picks {
    /// The hash move, legal, not yet tried.
    pending_hash: Option<Move>,
    /// Whether the hash move was tried first (the stages then leave it out).
    hash_first: bool,
    hash_move: Option<Move>,
    refutations: [Option<Move>; 3],
    root: bool,
    /// The root's moves, scored when the first is asked for.
    root_picker: Option<Picker>,
    staged: StagedPicker,
}

/// What [`Worker::next_move`] found.
enum Next {
    Move(Scored),
    /// Every move was handed out.
    Done,
    /// The side to move has none.
    NoLegalMove,
}

/// What [`Worker::prune_move`] decided for a move.
enum Prune {
    /// Search it.
    No,
    /// Skip it.
    This,
    /// Skip it, and every later move that does not give check.
    AllButChecks,
}

/// What the late-move reduction of a move depends on.
struct Reduce<'s> {
    depth: i32,
    new_depth: i32,
    searched: usize,
    sm: &'s Scored,
    pv_node: bool,
    in_check: bool,
    gives_check: bool,
    improving: bool,
    killers: [Option<Move>; 2],
    side: crate::Color,
}

impl Worker<'_> {
    /// The negamax value of the current position searched `depth` plies deep, within
    /// the window (`alpha`, `beta`). `ply` is the distance from the root.
    pub(crate) fn search(
        &mut self,
        alpha: i32,
        beta: i32,
        mut depth: i32,
        ply: usize,
        allow_null: bool,
    ) -> i32 {
        let pv_node = beta - alpha > 1;
        let root = ply == 0;
        let in_check = self.path[self.path.len() - 1].in_check;
        let (mut alpha, beta) = match self.enter(alpha, beta, depth, ply) {
            Ok(window) => window,
            Err(score) => return score,
        };

        let key = self.pos.key();
        // A singular-extension search of this node without its hash move: the table's
        // verdict on the node is not a verdict on the rest of its moves.
        let excluded = self.stack[ply].excluded;
        let entry = self.shared.tt.probe(key);
        if let Some(e) = entry {
            if !pv_node && excluded.is_none() && e.depth >= depth {
                if let Some(s) = e.cutoff(ply, alpha, beta) {
                    return s;
                }
            }
        }
        let hash_move = entry.and_then(|e| e.mv);
        let mut node = self.node(entry, in_check, depth, ply);
        let improving = node.improving;
        if !pv_node && !in_check && !root && excluded.is_none() {
            if let Some(s) = self.prune_node(&node, beta, allow_null) {
                return s;
            }
        }

        // Internal iterative reduction: a node without a hash move at some depth was
        // never searched well before; search it a ply shallower, and the re-search a
        // later iteration makes will find the stored move.
        if hash_move.is_none() && depth >= IIR_MIN_DEPTH.get() && !in_check && excluded.is_none() {
            depth -= 1;
            node.depth = depth;
        }

        let killers = self.stack[ply].killers;
        let prev_move = self.path[self.path.len() - 1].mv;
        let refutations = [killers[0], killers[1], self.tables.counters.get(prev_move)];
        let conts = self.continuations();
        // The hash move is tried before the other moves are generated: when it cuts
        // off, generating them is saved. The staged picker leaves it out.
        let pending_hash = if root || excluded.is_some() {
            None
        } else {
            hash_move.filter(|&m| self.pos.is_legal(m))
        };
        let hash_first = pending_hash.is_some();
        let singular = match (pending_hash, entry) {
            (Some(mv), Some(e)) => self.singular_extension(mv, &e, depth, ply, beta, pv_node),
            _ => Singular::No,
        };
        // The test searched this very node: forget its line, and stop if time ran out.
        self.stack[ply].pv_len = ply;
        if self.aborted {
            return 0;
        }
        let hash_extension = match singular {
            Singular::Cut(s) => return s,
            Singular::Extend(e) => e,
            Singular::No => 0,
        };
        let mut picks = Picks {
            pending_hash,
            hash_first,
            hash_move,
            refutations,
            root,
            root_picker: None,
            staged: StagedPicker::new(pending_hash, refutations),
        };
        let side = self.pos.side_to_move();
        let original_alpha = alpha;
        let mut best = -INFINITE;
        let mut best_move: Option<Move> = None;
        let mut searched = 0usize;
        let mut quiets_tried: smallvec::SmallVec<[Move; 64]> = smallvec::SmallVec::new();
        let mut captures_tried: smallvec::SmallVec<[Move; 16]> = smallvec::SmallVec::new();

        loop {
            let sm = match self.next_move(&mut picks, conts) {
                Next::Move(sm) => sm,
                Next::Done => break,
                // No legal move loses in xiangqi, in check or not.
                Next::NoLegalMove => return -MATE + ply as i32,
            };
            let mv = sm.mv;
            if Some(mv) == excluded {
                continue;
            }
            let quiet = !sm.capture;
            // Shallow pruning, never of a check.
            if !root
                && !in_check
                && !pv_node
                && best > -MATE_BOUND
                && depth <= PRUNE_MAX_DEPTH.get()
            {
                match self.prune_move(&node, &sm, searched, alpha) {
                    Prune::No => {}
                    Prune::This => continue,
                    Prune::AllButChecks => {
                        picks.staged.keep_only_quiet_checks(&self.pos);
                        continue;
                    }
                }
            }
            let (undo, gives_check) = self.play(mv);
            searched += 1;
            // Check extension, for captures and for quiet checks whose piece the
            // opponent cannot win, bounded so perpetual checks cannot run away with the
            // search.
            let extend = gives_check
                && (ply as i32) < 2 * self.root_depth + CHECK_EXTENSION_SLACK.get()
                && (!quiet || !wins_on(&self.pos, mv.to()));
            // The singular verdict applies to the hash move; a check keeps its ply.
            let singular = if sm.score == HASH { hash_extension } else { 0 };
            let ext = if extend { singular.max(1) } else { singular };
            let new_depth = depth - 1 + ext;
            let score = if searched == 1 {
                -self.search(-beta, -alpha, new_depth, ply + 1, true)
            } else {
                let r = self.reduction(&Reduce {
                    depth,
                    new_depth,
                    searched,
                    sm: &sm,
                    pv_node,
                    in_check,
                    gives_check,
                    improving,
                    killers: [refutations[0], refutations[1]],
                    side,
                });
                self.search_late(alpha, beta, best, new_depth, r, ply)
            };
            self.take_back(mv, undo);
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    best_move = Some(mv);
                    self.update_pv(ply, mv);
                    if root {
                        self.iter_best = Some((self.root_pv(), score));
                    }
                    if score >= beta {
                        if quiet {
                            self.reward_quiet(ply, mv, &quiets_tried, depth, conts);
                            self.reward_captures(None, &captures_tried, depth);
                        } else {
                            self.reward_captures(Some(mv), &captures_tried, depth);
                        }
                        break;
                    }
                    alpha = score;
                }
            }
            if quiet {
                quiets_tried.push(mv);
            } else {
                captures_tried.push(mv);
            }
        }
        if searched == 0 {
            // Every move was pruned: only possible when not in check, so fail low.
            return alpha;
        }
        if excluded.is_none() {
            let bound = Bound::of(best, beta, alpha > original_alpha);
            self.record(&node, key, best, best_move, bound, in_check);
        }
        best
    }

    /// The next move of a node: the hash move before any move is generated (when it
    /// cuts off, generating them is saved), then the root's moves all scored at once,
    /// or every other node's stage by stage.
    #[inline]
    fn next_move(&self, picks: &mut Picks, conts: [Option<Continuation>; 2]) -> Next {
        if let Some(mv) = picks.pending_hash.take() {
            return Next::Move(Scored {
                mv,
                score: HASH,
                capture: self.pos.is_capture(mv),
            });
        }
        if picks.root {
            let p = match &mut picks.root_picker {
                Some(p) => p,
                None => {
                    let p = Picker::new(
                        &self.pos,
                        Source::List(&self.root_moves),
                        picks.hash_move,
                        picks.refutations,
                        |mv| self.quiet_value(mv, conts),
                    );
                    if p.is_empty() {
                        return Next::NoLegalMove;
                    }
                    picks.root_picker.insert(p)
                }
            };
            return p.next().map_or(Next::Done, Next::Move);
        }
        let quiet_value = |mv| self.quiet_value(mv, conts);
        let capture_value = |mv| self.capture_value(mv) / CAPTURE_HISTORY_DIVISOR.get();
        match picks.staged.next(&self.pos, quiet_value, capture_value) {
            Some(sm) => Next::Move(sm),
            None if !picks.hash_first && picks.staged.handed_out() == 0 => Next::NoLegalMove,
            None => Next::Done,
        }
    }

    /// The tests a node passes before it is searched: a repetition or the move limit
    /// decides it, the horizon hands it to quiescence, the ply limit to the
    /// evaluation, mate-distance pruning narrows its window or cuts it, a stop ends
    /// it. `Ok` with the window to search, or `Err` with the score to return.
    #[inline]
    fn enter(&mut self, alpha: i32, beta: i32, depth: i32, ply: usize) -> Result<(i32, i32), i32> {
        let root = ply == 0;
        self.stack[ply].pv_len = ply;
        if !root {
            if let Some(score) = self.repetition(ply) {
                return Err(score);
            }
            if let Some(score) = self.move_limit() {
                return Err(score);
            }
        }
        if depth <= 0 {
            return Err(self.quiesce_checks(alpha, beta, ply, true));
        }
        let (mut alpha, mut beta) = (alpha, beta);
        if !root {
            if ply >= MAX_PLY {
                return Err(self.evaluate());
            }
            // Mate-distance pruning: no result here can beat a shorter mate found.
            alpha = alpha.max(-MATE + ply as i32);
            beta = beta.min(MATE - ply as i32 - 1);
            if alpha >= beta {
                return Err(alpha);
            }
        }
        if self.should_stop() {
            return Err(0);
        }
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        Ok((alpha, beta))
    }

    /// The node's evaluations: as the table stores it (or the evaluation gives it), as
    /// the correction history amends it, and as the pruning judges by (the table's
    /// score where its bound says the truth lies beyond the static evaluation on that
    /// side); and whether our static evaluation rose since our previous move, which
    /// lets reverse futility trust it with a smaller margin.
    #[inline]
    fn node(&mut self, entry: Option<Entry>, in_check: bool, depth: i32, ply: usize) -> Node {
        let (raw_eval, static_eval) = if in_check {
            (-INFINITE, -INFINITE)
        } else {
            let raw = entry.map_or_else(|| self.evaluate(), |e| e.eval);
            (raw, self.corrected(raw))
        };
        self.stack[ply].static_eval = static_eval;
        let improving = !in_check
            && (ply < 2
                || self.stack[ply - 2].static_eval == -INFINITE
                || static_eval > self.stack[ply - 2].static_eval);
        let eval = entry
            .filter(|_| !in_check)
            .map_or(static_eval, |e| e.refine(ply, static_eval));
        Node {
            depth,
            ply,
            eval,
            static_eval,
            raw_eval,
            improving,
        }
    }

    /// The score of a move after the first (made already): a null-window search
    /// reduced by `r` plies, searched again to full depth if it beats alpha (a ply
    /// deeper when it beat alpha by much, a ply short when only just and no better
    /// than the `best` so far), then with the full window if it lands inside it.
    #[inline]
    fn search_late(
        &mut self,
        alpha: i32,
        beta: i32,
        best: i32,
        new_depth: i32,
        r: i32,
        ply: usize,
    ) -> i32 {
        let mut full_depth = new_depth;
        let mut s = -self.search(-alpha - 1, -alpha, new_depth - r, ply + 1, true);
        if s > alpha && r > 0 {
            if s > alpha + LMR_DEEPER_MARGIN.get() {
                full_depth += 1;
            } else if s < best + new_depth {
                full_depth -= 1;
            }
            if full_depth > new_depth - r {
                s = -self.search(-alpha - 1, -alpha, full_depth, ply + 1, true);
            }
        }
        if s > alpha && s < beta {
            s = -self.search(-beta, -alpha, full_depth, ply + 1, true);
        }
        s
    }

    /// What a searched node leaves behind: its result in the table, and the static
    /// evaluation's error in the correction history where the bound shows it and a
    /// capture does not explain it.
    #[inline]
    fn record(
        &mut self,
        node: &Node,
        key: u64,
        best: i32,
        best_move: Option<Move>,
        bound: Bound,
        in_check: bool,
    ) {
        let (depth, ply, static_eval, raw_eval) =
            (node.depth, node.ply, node.static_eval, node.raw_eval);
        if !in_check
            && best.abs() < MATE_BOUND
            && best_move.is_none_or(|m| !self.pos.is_capture(m))
            && !(bound == Bound::Lower && best <= static_eval)
            && !(bound == Bound::Upper && best >= static_eval)
        {
            self.learn_correction(raw_eval, best, depth);
        }
        let eval = if in_check { 0 } else { raw_eval };
        self.shared
            .tt
            .store(key, best_move, to_tt(best, ply), eval, depth, bound);
    }

    /// The pruning of a non-PV node not in check before its moves are tried: reverse
    /// futility, the null move and ProbCut. The score to return, if one of them cuts
    /// the node (0 if the search was stopped meanwhile).
    #[inline]
    fn prune_node(&mut self, node: &Node, beta: i32, allow_null: bool) -> Option<i32> {
        let &Node {
            depth,
            ply,
            eval,
            static_eval,
            raw_eval,
            ..
        } = node;
        // Reverse futility: far above beta at shallow depth, the opponent will not
        // get back.
        let margin = RFP_MARGIN.get() * (depth - i32::from(node.improving));
        if depth <= RFP_MAX_DEPTH.get() && eval - margin >= beta && beta.abs() < MATE_BOUND {
            return Some(eval);
        }
        // Null move: if passing still holds beta, a real move surely does. Not with
        // fewer than two rooks, horses and cannons left, where zugzwang-like
        // positions and quiet mating threats are common and a pass hides them.
        // Not when beta is a mated score: a shallow null search cannot disprove a
        // mate, so it would claim an escape that does not exist.
        if allow_null
            && depth >= NMP_MIN_DEPTH.get()
            && eval >= beta
            && beta > -MATE_BOUND
            && enough_for_null_move(&self.pos, self.pos.side_to_move())
        {
            let r = NMP_BASE.get()
                + depth / NMP_DEPTH_DIVISOR.get()
                + ((eval - beta) / NMP_EVAL_DIVISOR.get()).min(NMP_EVAL_MAX.get());
            let undo = self.pos.make_null_move();
            self.path.push(PathEntry {
                key: self.pos.key(),
                in_check: false,
                null: true,
                mv: None,
                cont: None,
            });
            let s = -self.search(-beta, -beta + 1, depth - 1 - r, ply + 1, false);
            self.path.pop();
            self.pos.unmake_null_move(undo);
            if self.aborted {
                return Some(0);
            }
            if s >= beta {
                return Some(if s >= MATE_BOUND { beta } else { s });
            }
        }
        if depth > PROBCUT_REDUCTION.get() && beta.abs() < MATE_BOUND {
            return self.probcut(
                beta + PROBCUT_MARGIN.get(),
                static_eval,
                raw_eval,
                depth,
                ply,
            );
        }
        None
    }

    /// Whether to skip the move `sm` at a shallow non-PV node not in check, with
    /// `searched` moves searched and `alpha` as it stands: quiet moves tried late,
    /// quiet moves that cannot lift a low static evaluation to alpha, and moves whose
    /// exchange loses more than the depth allows; never a move that gives check.
    #[inline]
    fn prune_move(&self, node: &Node, sm: &Scored, searched: usize, alpha: i32) -> Prune {
        let (depth, eval, improving) = (node.depth, node.eval, node.improving);
        let mv = sm.mv;
        let quiet = !sm.capture;
        // Late-move and futility pruning only grow stricter as the node goes
        // on (more moves searched, alpha higher): once they skip a quiet move
        // they skip every later one that does not give check.
        let (prune, hopeless) = if quiet {
            let late_limit = if improving {
                LMP_BASE.get() + depth * depth
            } else {
                (LMP_BASE.get() + depth * depth) / 2 + 1
            };
            let late = searched as i32 >= late_limit;
            let futile =
                depth <= FUTILITY_MAX_DEPTH.get() && eval + FUTILITY_MARGIN.get() * depth <= alpha;
            // A quiet move risks at most its mover: only a piece worth more
            // than the margin can fall below it.
            let risky = self
                .pos
                .piece_at(mv.from())
                .is_some_and(|p| piece_value(p.kind()) > QUIET_SEE_MARGIN.get() * depth);
            let hopeless = late || futile;
            let prune =
                hopeless || (risky && !see_ge(&self.pos, mv, -QUIET_SEE_MARGIN.get() * depth));
            (prune, hopeless)
        } else {
            let prune =
                sm.score < HASH && !see_ge(&self.pos, mv, -CAPTURE_SEE_MARGIN.get() * depth);
            (prune, false)
        };
        if !prune || self.pos.gives_check(mv) {
            Prune::No
        } else if hopeless {
            Prune::AllButChecks
        } else {
            Prune::This
        }
    }

    /// The late-move reduction of a move searched after the first, in plies: late
    /// moves, and captures that lose material by exchange (tried after the quiets), are
    /// searched shallower first, a ply less for a good capture, a check, or an
    /// evasion; 0 when neither.
    #[inline]
    fn reduction(&self, r: &Reduce<'_>) -> i32 {
        let Reduce {
            depth,
            new_depth,
            searched,
            sm,
            pv_node,
            in_check,
            gives_check,
            improving,
            side,
            ..
        } = *r;
        let (mv, quiet) = (sm.mv, !sm.capture);
        let late = searched as i32 > LMR_QUIETS_FIRST.get();
        let losing_capture = !quiet && sm.score < 0;
        if depth >= LMR_MIN_DEPTH.get() && (late || losing_capture) {
            // A ply less at PV nodes. In fractions of a ply, rounded down at
            // the end.
            let mut r_fine = self.shared.reductions.get(depth, searched) - PLY * i32::from(pv_node);
            if quiet {
                // A position getting worse for us is less likely to hold a late
                // surprise.
                if !improving {
                    r_fine += PLY;
                }
                if r.killers.contains(&Some(mv)) {
                    r_fine -= PLY;
                }
                r_fine -= self.tables.history.get(side, mv) * PLY / LMR_HISTORY_DIVISOR.get();
            } else if !losing_capture {
                r_fine -= PLY;
            }
            r_fine -= PLY * (i32::from(gives_check) + i32::from(in_check));
            r_fine.div_euclid(PLY).clamp(0, new_depth - 1)
        } else {
            0
        }
    }

    /// Whether the hash move `mv` is singular: every other move, searched to half the
    /// depth, falls well short of the score the table holds for the node. Such a move
    /// is searched a ply deeper, or two when the others fall far short (not at PV
    /// nodes, and only in the first `root_depth` plies, so the tree cannot run away).
    /// If instead another move also reaches beyond beta, two moves refute the line and
    /// the node is cut (multi-cut); if another nearly does while the table's score is
    /// above beta, the hash move is searched a ply shallower.
    fn singular_extension(
        &mut self,
        mv: Move,
        entry: &Entry,
        depth: i32,
        ply: usize,
        beta: i32,
        pv_node: bool,
    ) -> Singular {
        let tt_score = from_tt(entry.score, ply);
        if depth < SINGULAR_DEPTH.get()
            || entry.depth < depth - SINGULAR_TT_DEPTH_SLACK.get()
            || entry.bound == Bound::Upper
            || tt_score.abs() >= MATE_BOUND
            || ply as i32 >= 2 * self.root_depth
        {
            return Singular::No;
        }
        let singular_beta = tt_score - SINGULAR_MARGIN.get() * depth;
        self.stack[ply].excluded = Some(mv);
        let s = self.search(
            singular_beta - 1,
            singular_beta,
            (depth - 1) / 2,
            ply,
            false,
        );
        self.stack[ply].excluded = None;
        if s < singular_beta {
            // Far below: the hash move is all there is; two plies, not at PV nodes
            // and not deep in the tree.
            if !pv_node
                && s < singular_beta - DOUBLE_EXTENSION_MARGIN.get()
                && (ply as i32) < self.root_depth
            {
                Singular::Extend(2)
            } else {
                Singular::Extend(1)
            }
        } else if singular_beta >= beta {
            Singular::Cut(singular_beta)
        } else if tt_score >= beta {
            // Another move nearly holds too: the hash move is less urgent.
            Singular::Extend(-1)
        } else {
            Singular::No
        }
    }

    /// ProbCut: a capture whose exchange lifts the static evaluation to `probcut_beta`
    /// (well above beta), and that a shallower search confirms there, makes the node
    /// fail high. Returns the confirmed score (0 if time ran out, which the caller
    /// returns as any aborted node does).
    fn probcut(
        &mut self,
        probcut_beta: i32,
        static_eval: i32,
        raw_eval: i32,
        depth: i32,
        ply: usize,
    ) -> Option<i32> {
        let mut picker = Picker::captures(&self.pos, Source::Captures, None);
        while let Some(sm) = picker.next() {
            let mv = sm.mv;
            if !see_ge(&self.pos, mv, probcut_beta - static_eval) {
                continue;
            }
            let (undo, _) = self.play(mv);
            // Quiescence first: most captures fail it cheaply.
            let mut s = -self.quiesce(-probcut_beta, -probcut_beta + 1, ply + 1);
            if s >= probcut_beta {
                let d = depth - 1 - PROBCUT_REDUCTION.get();
                s = -self.search(-probcut_beta, -probcut_beta + 1, d, ply + 1, true);
            }
            self.take_back(mv, undo);
            if self.aborted {
                return Some(0);
            }
            if s >= probcut_beta {
                let key = self.pos.key();
                let eval = raw_eval;
                let d = depth - PROBCUT_REDUCTION.get();
                self.shared
                    .tt
                    .store(key, Some(mv), to_tt(s, ply), eval, d, Bound::Lower);
                return Some(s);
            }
        }
        None
    }

    /// Capture-history bonus for the cutoff move `best` if it is a capture, and malus
    /// for the captures tried before the cutoff move.
    fn reward_captures(&mut self, best: Option<Move>, tried: &[Move], depth: i32) {
        let bonus = History::bonus(depth);
        let pos = &self.pos;
        let table = &mut self.tables.captures;
        if let Some(m) = best {
            table.update(pos, m, bonus);
        }
        for &m in tried {
            table.update(pos, m, -bonus);
        }
    }

    /// History bonus for the quiet cutoff move, malus for the quiets tried before it,
    /// and a killer slot.
    fn reward_quiet(
        &mut self,
        ply: usize,
        mv: Move,
        tried: &[Move],
        depth: i32,
        conts: [Option<Continuation>; 2],
    ) {
        let side = self.pos.side_to_move();
        let bonus = History::bonus(depth);
        self.stack[ply].add_killer(mv);
        let prev_move = self.path[self.path.len() - 1].mv;
        self.tables.counters.set(prev_move, mv);
        let tables = &mut *self.tables;
        let pos = &self.pos;
        let mut reward = |m: Move, b: i32| {
            tables.history.update(side, m, b);
            if let Some(p) = pos.piece_at(m.from()) {
                for c in conts {
                    tables.continuation.update(c, p.kind(), m.to(), b);
                }
            }
        };
        reward(mv, bonus);
        for &q in tried {
            reward(q, -bonus);
        }
    }
}
