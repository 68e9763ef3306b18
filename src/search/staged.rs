//! The main search's move picker, in stages: the captures that do not lose material,
//! then the killers and the counter move, then the other quiet moves by history, and
//! last the captures that lose material by exchange. Each stage is generated only when
//! the one before it is used up, so a node cut off by a capture or a killer never
//! generates or scores its quiet moves. The hash move is searched before the picker is
//! asked and never handed out again.

use super::picker::{BAD_CAPTURE, CAPTURE, REFUTATION, Scored, mvv_lva};
use super::see::is_losing_capture;
use crate::movegen::{Safety, for_each_legal};
use crate::{Move, Position};
use smallvec::SmallVec;

/// Where the picker stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// Nothing generated yet.
    Start,
    /// Handing out the captures that do not lose material, best first.
    GoodCaptures,
    /// Handing out the refutations that are legal quiet moves here, in their order.
    Refutations(usize),
    /// Handing out the other quiet moves, sorted by their value.
    Quiets,
    /// Handing out the captures that lose material, in the order the good-capture
    /// stage set them aside (by victim and attacker, as it selected them).
    BadCaptures,
    /// Nothing left.
    Done,
}

/// Hands out a main-search node's moves stage by stage (see the module's docs).
pub(crate) struct StagedPicker {
    stage: Stage,
    /// The current stage's moves, and the next to hand out.
    moves: SmallVec<[Scored; 64]>,
    next: usize,
    /// Captures that lose material, kept for the last stage in the order found (which
    /// is best first).
    bad: SmallVec<[Scored; 64]>,
    /// The move searched before the picker, left out of every stage.
    skip: Option<Move>,
    /// The ply's two killers and the counter move to the move before.
    refutations: [Option<Move>; 3],
    /// Which refutations were handed out (and so are left out of the quiets).
    refuted: [Option<Move>; 3],
    /// The king's safety, worked out once for both generations.
    safety: Option<Safety>,
    /// How many moves were handed out.
    handed_out: usize,
    /// Whether the search wants only the quiet moves that give check from now on.
    checks_only: bool,
}

impl StagedPicker {
    /// A picker for the moves of a node; `skip` is the hash move already searched.
    pub(crate) fn new(skip: Option<Move>, refutations: [Option<Move>; 3]) -> StagedPicker {
        StagedPicker {
            stage: Stage::Start,
            moves: SmallVec::new(),
            next: 0,
            bad: SmallVec::new(),
            skip,
            refutations,
            refuted: [None; 3],
            safety: None,
            handed_out: 0,
            checks_only: false,
        }
    }

    /// How many moves the picker has handed out so far.
    #[inline]
    pub(crate) fn handed_out(&self) -> usize {
        self.handed_out
    }

    /// Tells the picker that the search will skip every quiet move that does not give
    /// check from now on (late-move and futility pruning only grow stricter as a node
    /// goes on): the refutations and quiets left, and those not yet generated, are
    /// reduced to the checks. The checks come out in the order they would have anyway.
    pub(crate) fn keep_only_quiet_checks(&mut self, pos: &Position) {
        if self.checks_only {
            return;
        }
        self.checks_only = true;
        if self.stage == Stage::Quiets {
            let mut kept = self.next;
            for i in self.next..self.moves.len() {
                let sm = self.moves[i];
                if pos.gives_check(sm.mv) {
                    self.moves[kept] = sm;
                    kept += 1;
                }
            }
            self.moves.truncate(kept);
        }
    }

    /// The next move of the position `pos` (the node's, unchanged between calls);
    /// `quiet` values the quiet moves (history and continuation histories), `capture`
    /// the captures (capture history, added to their victim-and-attacker score).
    pub(crate) fn next(
        &mut self,
        pos: &Position,
        quiet: impl Fn(Move) -> i32,
        capture: impl Fn(Move) -> i32,
    ) -> Option<Scored> {
        let sm = self.next_move(pos, quiet, capture)?;
        self.handed_out += 1;
        Some(sm)
    }

    fn next_move(
        &mut self,
        pos: &Position,
        quiet: impl Fn(Move) -> i32,
        capture: impl Fn(Move) -> i32,
    ) -> Option<Scored> {
        loop {
            match self.stage {
                Stage::Start => {
                    self.generate_captures(pos, &capture);
                    self.stage = Stage::GoodCaptures;
                }
                Stage::GoodCaptures => {
                    let Some(sm) = select_best(&mut self.moves, &mut self.next) else {
                        self.stage = Stage::Refutations(0);
                        continue;
                    };
                    if !is_losing_capture(pos, sm.mv) {
                        return Some(sm);
                    }
                    self.bad.push(Scored {
                        score: sm.score - CAPTURE + BAD_CAPTURE,
                        ..sm
                    });
                }
                Stage::Refutations(i) => {
                    let Some(&r) = self.refutations.get(i) else {
                        self.generate_quiets(pos, &quiet);
                        self.stage = Stage::Quiets;
                        continue;
                    };
                    self.stage = Stage::Refutations(i + 1);
                    let Some(mv) = r else { continue };
                    if Some(mv) == self.skip
                        || self.refuted.contains(&Some(mv))
                        || pos.is_capture(mv)
                        || !pos.is_legal(mv)
                        || (self.checks_only && !pos.gives_check(mv))
                    {
                        continue;
                    }
                    self.refuted[i] = Some(mv);
                    return Some(Scored {
                        mv,
                        score: REFUTATION[i],
                        capture: false,
                    });
                }
                // Both lists are in order already: hand them out as they stand.
                Stage::Quiets => {
                    if let Some(&sm) = self.moves.get(self.next) {
                        self.next += 1;
                        return Some(sm);
                    }
                    self.next = 0;
                    self.stage = Stage::BadCaptures;
                }
                Stage::BadCaptures => {
                    if let Some(&sm) = self.bad.get(self.next) {
                        self.next += 1;
                        return Some(sm);
                    }
                    self.stage = Stage::Done;
                }
                Stage::Done => return None,
            }
        }
    }

    fn safety(&mut self, pos: &Position) -> Safety {
        *self.safety.get_or_insert_with(|| pos.safety())
    }

    /// The captures, scored by victim and attacker and by `capture` (their history);
    /// which of them lose material is found as each comes up (see
    /// [`Stage::GoodCaptures`]), so a cutoff spares the exchange evaluation of the rest.
    fn generate_captures(&mut self, pos: &Position, capture: &impl Fn(Move) -> i32) {
        let safety = self.safety(pos);
        let (moves, skip) = (&mut self.moves, self.skip);
        for_each_legal::<false>(pos.board(), pos.side_to_move(), &safety, |mv| {
            if Some(mv) != skip {
                moves.push(Scored {
                    mv,
                    score: CAPTURE + mvv_lva(pos, mv) + capture(mv),
                    capture: true,
                });
            }
        });
    }

    /// The quiet moves other than the hash move and the refutations handed out,
    /// sorted best first (equal values keep their generation order); only the checks
    /// once the search wants no others.
    fn generate_quiets(&mut self, pos: &Position, quiet: &impl Fn(Move) -> i32) {
        let safety = self.safety(pos);
        self.moves.clear();
        self.next = 0;
        let (moves, skip, refuted) = (&mut self.moves, self.skip, self.refuted);
        let checks_only = self.checks_only;
        for_each_legal::<true>(pos.board(), pos.side_to_move(), &safety, |mv| {
            if pos.is_capture(mv)
                || Some(mv) == skip
                || refuted.contains(&Some(mv))
                || (checks_only && !pos.gives_check(mv))
            {
                return;
            }
            moves.push(Scored {
                mv,
                score: quiet(mv),
                capture: false,
            });
        });
        insertion_sort_descending(moves);
    }
}

/// Hands out the best-scored move of `moves[*next..]`, the first of equals, keeping
/// the others in their order: the moves come out as a stable sort would give them,
/// without sorting those a cutoff leaves untried.
#[inline]
fn select_best(moves: &mut [Scored], next: &mut usize) -> Option<Scored> {
    let rest = moves.get_mut(*next..).filter(|r| !r.is_empty())?;
    let mut best = 0;
    for (i, s) in rest.iter().enumerate().skip(1) {
        if s.score > rest[best].score {
            best = i;
        }
    }
    rest[..=best].rotate_right(1);
    *next += 1;
    Some(rest[0])
}

/// Sorts by score, highest first; stable. By hand rather than `sort_by_key`: on lists
/// this short it counts fewer instructions (callgrind, `examples/bench`: 3,433 M
/// against 3,450 M).
fn insertion_sort_descending(moves: &mut [Scored]) {
    for i in 1..moves.len() {
        let m = moves[i];
        let mut j = i;
        while j > 0 && moves[j - 1].score < m.score {
            moves[j] = moves[j - 1];
            j -= 1;
        }
        moves[j] = m;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn drain(pos: &Position, mut p: StagedPicker) -> Vec<Scored> {
        std::iter::from_fn(|| p.next(pos, |_| 0, |_| 0)).collect()
    }

    fn sorted(mut v: Vec<Move>) -> Vec<Move> {
        v.sort_by_key(|m| (m.from().index(), m.to().index()));
        v
    }

    #[test]
    fn hands_out_every_legal_move_once_but_the_skipped_one() {
        for fen in [
            "rnbakabr1/9/1c5c1/p1p3p1p/4n4/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 0 1",
            "r1bakab1r/9/1cn4cn/p1p1p1p1p/9/2P6/P3P1P1P/1CN1C1N2/9/R1BAKAB1R w - - 0 1",
        ] {
            let pos = Position::from_fen(fen).unwrap();
            let legal = pos.legal_moves().to_vec();
            let all = drain(&pos, StagedPicker::new(None, [None; 3]));
            assert_eq!(
                sorted(all.iter().map(|s| s.mv).collect()),
                sorted(legal.clone())
            );
            assert!(all.iter().all(|s| s.capture == pos.is_capture(s.mv)));

            let skip = legal[legal.len() / 2];
            // Refutations that are captures, illegal, repeated or the skipped move are
            // not handed out as refutations.
            let killer = *legal
                .iter()
                .find(|&&m| !pos.is_capture(m) && m != skip)
                .unwrap();
            let illegal: Move = "a0a9".parse().unwrap();
            let p = StagedPicker::new(Some(skip), [Some(killer), Some(illegal), Some(killer)]);
            let got: Vec<Move> = drain(&pos, p).iter().map(|s| s.mv).collect();
            let want: Vec<Move> = legal.iter().copied().filter(|&m| m != skip).collect();
            assert_eq!(sorted(got), sorted(want), "{fen}");
        }
        // A side with no legal move: nothing at all.
        let mated = Position::from_fen("3k5/9/9/9/9/9/9/9/3RR4/5K3 b - - 0 1").unwrap();
        let mut p = StagedPicker::new(None, [None; 3]);
        assert!(p.next(&mated, |_| 0, |_| 0).is_none());
        assert_eq!(p.handed_out(), 0);
    }

    #[test]
    fn good_captures_then_refutations_then_quiets_by_value_then_losing_captures() {
        // An undefended black horse on e5 behind the red cannon's screen on e3; the
        // cannons taking the horses on b9 and h9 lose the cannon to a rook.
        let pos = Position::from_fen(
            "rnbakabr1/9/1c5c1/p1p3p1p/4n4/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 0 1",
        )
        .unwrap();
        let killer: Move = "b0c2".parse().unwrap();
        let mut p = StagedPicker::new(None, [Some(killer), None, None]);
        let value = |m: Move| m.to().index() as i32;
        let order: Vec<Scored> = std::iter::from_fn(|| p.next(&pos, value, |_| 0)).collect();
        assert_eq!(p.handed_out(), order.len());
        assert!(order[0].capture && order[0].score >= CAPTURE);
        assert_eq!(order[0].mv.to().to_string(), "e5");
        let first_quiet = order.iter().position(|s| !s.capture).unwrap();
        assert_eq!(order[first_quiet].mv, killer);
        let quiets: Vec<i32> = order[first_quiet + 1..]
            .iter()
            .take_while(|s| !s.capture)
            .map(|s| s.score)
            .collect();
        assert!(quiets.windows(2).all(|w| w[0] >= w[1]));
        let tail = &order[first_quiet + 1 + quiets.len()..];
        assert!(!tail.is_empty());
        assert!(tail.iter().all(|s| s.capture && s.score < 0));
    }

    #[test]
    fn keeping_only_quiet_checks_drops_the_other_quiets_and_keeps_the_order() {
        // Red's rooks, horses and cannons have quiet checks on the black king, among
        // many quiet moves that are not checks, and captures.
        let pos = Position::from_fen(
            "3ak4/4a4/4b4/p1p1p3p/2n6/9/P1P1P1P1P/1C2C2R1/9/RNBAKABN1 w - - 0 1",
        )
        .unwrap();
        let value = |m: Move| (m.to().index() * 7 % 23) as i32;
        let killer: Move = "b0c2".parse().unwrap();
        let full: Vec<Scored> = {
            let mut p = StagedPicker::new(None, [Some(killer), None, None]);
            std::iter::from_fn(|| p.next(&pos, value, |_| 0)).collect()
        };
        let checks = full
            .iter()
            .filter(|s| !s.capture && pos.gives_check(s.mv))
            .count();
        assert!(checks >= 2, "{checks}");
        // From every point of the full order: asked for the checks only from there on,
        // the picker hands out the same moves, less the quiets that do not check.
        for cut in 0..full.len() {
            let mut p = StagedPicker::new(None, [Some(killer), None, None]);
            let mut got: Vec<Scored> = (0..cut)
                .map(|_| p.next(&pos, value, |_| 0).unwrap())
                .collect();
            p.keep_only_quiet_checks(&pos);
            got.extend(std::iter::from_fn(|| p.next(&pos, value, |_| 0)));
            let want: Vec<Scored> = full[..cut]
                .iter()
                .chain(
                    full[cut..]
                        .iter()
                        .filter(|s| s.capture || pos.gives_check(s.mv)),
                )
                .copied()
                .collect();
            let moves = |v: &[Scored]| v.iter().map(|s| (s.mv, s.score)).collect::<Vec<_>>();
            assert_eq!(moves(&got), moves(&want), "cut after {cut}");
        }
    }
}
