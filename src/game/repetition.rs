//! Judging a repetition cycle by the Asian rules, cheaply enough for the search.
//!
//! A cycle is the run of plies between the previous occurrence of a position and its
//! latest occurrence (same placement, same side to move). Each side's moves in the
//! cycle are judged on their own:
//!
//! - every move of the side gave check: **perpetual check** (AXF rule 6);
//! - otherwise, every move of the side chased, and one and the same enemy piece was
//!   chased by all of them: **perpetual chase** (AXF rules 18 onwards; what counts as
//!   a chase is in [`chases`](super::chases)). A side that alternates check and chase
//!   ("one check, one chase") is neither (AXF diagrams 37–38 call it allowed);
//! - check outweighs chase: a side giving perpetual check loses against a side
//!   chasing perpetually; a side breaking a rule loses against one that breaks none;
//!   two sides breaking the same rule draw (AXF rule 7 for checks), as do two sides
//!   breaking none (AXF rule 5).
//!
//! **Following the chased piece.** The chased piece is tracked by identity, not by
//! square: the candidates start as "any piece"; each move of the judged side keeps only
//! the candidates it chased; each move of the other side carries a candidate along
//! with it (from its from-square to its to-square). A chased piece that runs away and
//! is chased again on its new square is still the same piece. The side chases
//! perpetually when a candidate survives the whole cycle.

use crate::{Color, Move, Square, SquareSet};

/// What the repetition judge needs to know about one ply: the move, whether it gave
/// check, and the squares of the enemy pieces it chased (after the move).
///
/// ```
/// use xiangqi::Position;
/// use xiangqi::game::PlyFlags;
/// let pos = Position::startpos();
/// let flags = PlyFlags::of(&pos, pos.parse_move("h2e2")?);
/// assert!(!flags.check);
/// assert!(flags.chased.is_empty());
/// # Ok::<(), xiangqi::NotationError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PlyFlags {
    /// The move played.
    pub mv: Move,
    /// Whether it gave check.
    pub check: bool,
    /// The squares of the enemy pieces it chased, as they stand after the move.
    pub chased: SquareSet,
}

impl PlyFlags {
    /// Computes the flags of the legal move `mv` played in `pos`: one check test and
    /// one chase scan ([`chases`](super::chases)).
    ///
    /// ```
    /// use xiangqi::Position;
    /// use xiangqi::game::PlyFlags;
    /// let pos = Position::from_fen("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1")?;
    /// assert!(PlyFlags::of(&pos, "a0a9".parse()?).check);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn of(pos: &crate::Position, mv: Move) -> PlyFlags {
        PlyFlags {
            mv,
            check: pos.gives_check(mv),
            chased: super::chase::chases(pos, mv)
                .iter()
                .map(|c| c.target_square)
                .collect(),
        }
    }
}

/// A repetition rule a side broke over a cycle.
///
/// ```
/// use xiangqi::game::Violation;
/// assert!(Violation::PerpetualCheck > Violation::PerpetualChase { target: "c5".parse()? });
/// # Ok::<(), xiangqi::ParseSquareError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Violation {
    /// Every move of the side chased the same enemy piece, which stands on `target`
    /// after the cycle's last ply.
    PerpetualChase {
        /// Where the chased piece stands at the end of the cycle.
        target: Square,
    },
    /// Every move of the side gave check. Weighs more than a chase.
    PerpetualCheck,
}

/// How the repetition judge rules on a cycle: what each side broke, and who loses.
///
/// ```
/// use xiangqi::Color;
/// use xiangqi::game::{CycleVerdict, Violation};
/// let v = CycleVerdict { violations: [Some(Violation::PerpetualCheck), None] };
/// assert_eq!(v.loser(), Some(Color::Red));
/// assert_eq!(CycleVerdict { violations: [None, None] }.loser(), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CycleVerdict {
    /// The rule each side broke, indexed by [`Color::index`].
    pub violations: [Option<Violation>; 2],
}

impl CycleVerdict {
    /// The side that loses: the one whose violation weighs more (check over chase over
    /// none); `None` for a draw (both alike, or neither).
    ///
    /// ```
    /// use xiangqi::Color;
    /// use xiangqi::game::{CycleVerdict, Violation};
    /// let chase = Violation::PerpetualChase { target: "c5".parse()? };
    /// let v = CycleVerdict { violations: [Some(chase), Some(Violation::PerpetualCheck)] };
    /// assert_eq!(v.loser(), Some(Color::Black));
    /// # Ok::<(), xiangqi::ParseSquareError>(())
    /// ```
    pub fn loser(&self) -> Option<Color> {
        let weight = |v: Option<Violation>| match v {
            None => 0,
            Some(Violation::PerpetualChase { .. }) => 1,
            Some(Violation::PerpetualCheck) => 2,
        };
        let (red, black) = (weight(self.violations[0]), weight(self.violations[1]));
        match red.cmp(&black) {
            std::cmp::Ordering::Greater => Some(Color::Red),
            std::cmp::Ordering::Less => Some(Color::Black),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// The rule `color` broke, if any.
    ///
    /// ```
    /// use xiangqi::Color;
    /// use xiangqi::game::CycleVerdict;
    /// assert_eq!(CycleVerdict { violations: [None, None] }.violation(Color::Black), None);
    /// ```
    pub fn violation(&self, color: Color) -> Option<Violation> {
        self.violations[color.index()]
    }
}

/// Judges a repetition cycle by the Asian rules (see the module documentation).
///
/// `cycle` holds the plies from just after the previous occurrence of the position up
/// to its latest occurrence, in the order played; `first_mover` made the first of them
/// (the sides alternate). Costs one pass over the cycle per side, no move generation;
/// the search can keep [`PlyFlags`] on its stack and call this when it meets a
/// repeated key.
///
/// ```
/// use xiangqi::{Color, SquareSet};
/// use xiangqi::game::{judge_cycle, PlyFlags, Violation};
/// // Red checks twice, Black steps aside twice: Red gave perpetual check.
/// let ply = |m: &str, check| PlyFlags { mv: m.parse().unwrap(), check, chased: SquareSet::EMPTY };
/// let cycle = [ply("a0a9", true), ply("e9e8", false), ply("a9a0", true), ply("e8e9", false)];
/// let verdict = judge_cycle(&cycle, Color::Red);
/// assert_eq!(verdict.violation(Color::Red), Some(Violation::PerpetualCheck));
/// assert_eq!(verdict.loser(), Some(Color::Red));
/// ```
pub fn judge_cycle(cycle: &[PlyFlags], first_mover: Color) -> CycleVerdict {
    let mut violations = [None, None];
    for side in Color::ALL {
        violations[side.index()] = judge_side(cycle, first_mover, side);
    }
    CycleVerdict { violations }
}

/// The rule `side` broke over the cycle, if any.
fn judge_side(cycle: &[PlyFlags], first_mover: Color, side: Color) -> Option<Violation> {
    let offset = usize::from(first_mover != side);
    let own = cycle.iter().skip(offset).step_by(2);
    // A side with no move in the cycle broke no rule.
    own.clone().next()?;
    if own.clone().all(|p| p.check) {
        return Some(Violation::PerpetualCheck);
    }
    // `None` stands for "any piece": no move of the side has been seen yet.
    let mut candidates: Option<SquareSet> = None;
    let mut mover = first_mover;
    for ply in cycle {
        if mover == side {
            let c = candidates.map_or(ply.chased, |c| c.intersection(ply.chased));
            if c.is_empty() {
                return None;
            }
            candidates = Some(c);
        } else if let Some(c) = candidates.as_mut() {
            if c.contains(ply.mv.from()) {
                c.remove(ply.mv.from());
                c.insert(ply.mv.to());
            }
        }
        mover = mover.other();
    }
    let target = candidates?.iter().next()?;
    Some(Violation::PerpetualChase { target })
}

/// Where the position reached by the last of `keys` occurred before, if it has occurred
/// `times - 1` times before: the index (into `keys`) of its most recent earlier
/// occurrence. `keys[i]` is the key after `i` plies; only the last `reversible + 1`
/// keys are searched (the plies since the last capture), and only every other one,
/// since the side to move must match.
///
/// ```
/// use xiangqi::game::find_repetition;
/// let keys = [1, 2, 3, 4, 1, 2, 3, 4, 1];
/// assert_eq!(find_repetition(&keys, 8, 3), Some(4));
/// assert_eq!(find_repetition(&keys, 8, 4), None);
/// assert_eq!(find_repetition(&keys, 3, 3), None); // a capture four plies ago
/// ```
pub fn find_repetition(keys: &[u64], reversible: usize, times: usize) -> Option<usize> {
    let (&last, rest) = keys.split_last()?;
    let mut seen = 1;
    let mut latest = None;
    let lookback = reversible.min(rest.len());
    let mut i = rest.len();
    while i >= 2 && rest.len() - i + 2 <= lookback {
        i -= 2;
        if rest[i] == last {
            latest.get_or_insert(i);
            seen += 1;
            if seen >= times {
                return latest;
            }
        }
    }
    latest.filter(|_| seen >= times)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ply(m: &str, check: bool, chased: &[&str]) -> PlyFlags {
        PlyFlags {
            mv: m.parse().expect("test move"),
            check,
            chased: chased.iter().map(|s| s.parse().expect("square")).collect(),
        }
    }

    #[test]
    fn a_chased_piece_is_followed_when_it_moves() {
        // Red's rook chases the black cannon from c5 to d5 and back.
        let cycle = [
            ply("a5c5", false, &["c7"]),
            ply("c7d7", false, &[]),
            ply("c5d5", false, &["d7"]),
            ply("d7c7", false, &[]),
        ];
        let v = judge_cycle(&cycle, Color::Red);
        assert_eq!(
            v.violation(Color::Red),
            Some(Violation::PerpetualChase {
                target: "c7".parse().expect("square")
            })
        );
        assert_eq!(v.loser(), Some(Color::Red));
    }

    #[test]
    fn chasing_two_pieces_in_turn_is_allowed() {
        let cycle = [
            ply("a5c5", false, &["c7"]),
            ply("h0h1", false, &[]),
            ply("c5d5", false, &["d7"]),
            ply("h1h0", false, &[]),
        ];
        assert_eq!(judge_cycle(&cycle, Color::Red).loser(), None);
    }

    #[test]
    fn the_first_mover_offsets_the_sides() {
        let cycle = [
            ply("e8e9", false, &[]),
            ply("a9a0", true, &[]),
            ply("e9e8", false, &[]),
            ply("a0a9", true, &[]),
        ];
        assert_eq!(judge_cycle(&cycle, Color::Black).loser(), Some(Color::Red));
        assert_eq!(judge_cycle(&cycle, Color::Red).loser(), Some(Color::Black));
    }

    #[test]
    fn repetition_needs_the_same_side_to_move() {
        assert_eq!(find_repetition(&[5, 5, 5, 5, 5], 10, 3), Some(2));
        assert_eq!(find_repetition(&[5, 6, 7, 6, 5], 10, 2), Some(0));
        assert_eq!(find_repetition(&[5, 6, 5, 6], 10, 3), None);
    }
}
