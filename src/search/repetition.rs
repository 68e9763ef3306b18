//! Repetitions on the search path, judged by the Asian rules as [`Game`](crate::Game)
//! judges them: the side that checks perpetually loses, then the side that chases
//! perpetually; otherwise the repetition is a draw.
//!
//! The first recurrence of a position is judged, inside the tree and against the game's
//! history alike: a side that would break a rule by repeating can be expected to go on.
//! Finding the recurrence costs a key comparison every other ply of the tree back to the
//! last capture, and past the root one look-up in a table of the game's positions since
//! its last capture ([`PastKeys`](super::path::PastKeys)), however long the game. Judging it by checks needs
//! only the path's check flags; judging chases needs the chase scan of each move of the
//! cycle, done only when a repetition is found and no side checked throughout. The cycle's positions are not stored: the position the cycle
//! started from is the current one (equal keys), so replaying the cycle's moves from a
//! copy of it rebuilds them.

use super::params::OPPONENT_VIOLATION;
use super::path::PathEntry;
use super::worker::Worker;
use crate::eval::MATE;
use crate::game::{PlyFlags, chase_list, judge_cycle};
use crate::{Color, Position, SquareSet};
use smallvec::SmallVec;

/// The Asian rules' move limit: a game with this many plies since the last capture is
/// drawn (unless the last of them mated).
pub(crate) const MOVE_LIMIT: u32 = match crate::RuleSet::ASIAN.move_limit {
    Some(n) => n,
    None => u32::MAX,
};

impl Worker<'_> {
    /// A draw by the move limit: the current position ends the game drawn if it has a
    /// legal move (with none, the side to move has lost, which the search finds).
    #[inline]
    pub(crate) fn move_limit(&self) -> Option<i32> {
        (self.pos.halfmove_clock() >= MOVE_LIMIT && self.pos.has_legal_move())
            .then(|| self.draw_score())
    }

    /// If the current position repeats an earlier one, its score for the side to move:
    /// for the side the rules make lose, a mate-like loss (at this ply) if it is the
    /// root side or if it checked perpetually, else (the opponent chased) a bounded
    /// [`OPPONENT_VIOLATION`] against it; else a draw (scored with the contempt, see
    /// [`Worker::draw_score`]).
    ///
    /// A perpetual check scores no better than being mated for the checker, so it is
    /// never an escape from a real mate: the defender takes its longest real defence,
    /// and a mate the search can see is reported as one.
    pub(crate) fn repetition(&self, ply: usize) -> Option<i32> {
        let earlier = self.earlier_occurrence()?;
        let lost = -(MATE - ply as i32);
        Some(match cycle_loser(&self.pos, &self.path[earlier + 1..]) {
            None => self.draw_score(),
            // From the root side's view: its own violation a mate-like loss, the
            // opponent's perpetual check a mate-like win, the opponent's chase a
            // bounded advantage, all shrinking with the distance.
            Some(v) if v.loser == self.root_side => self.for_side_to_move(lost),
            Some(Violation {
                by: Rule::Check, ..
            }) => self.for_side_to_move(-lost),
            Some(_) => self.for_side_to_move(OPPONENT_VIOLATION - ply as i32),
        })
    }

    /// The index on the path of the latest earlier occurrence of the current position
    /// since the last capture, with no null move in between.
    fn earlier_occurrence(&self) -> Option<usize> {
        let n = self.path.len();
        let window = (self.pos.halfmove_clock() as usize).min(n - 1);
        let current = self.path[n - 1].key;
        // The tree part, one entry at a time: each entry after the earlier occurrence
        // must not be a null move; the same side is to move every other ply.
        for d in 1..=window {
            if self.path[n - d].null {
                return None;
            }
            let i = n - 1 - d;
            if i < self.past.root {
                // Past the root: the game's history, looked up by key.
                return self
                    .past
                    .latest
                    .get(&current)
                    .copied()
                    .filter(|&i| i + window >= n - 1);
            }
            if d >= 4 && d % 2 == 0 && self.path[i].key == current {
                return Some(i);
            }
        }
        None
    }
}

/// Which rule a repetition cycle breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Rule {
    /// One side checked with every move of the cycle: forbidden by every referee.
    Check,
    /// One side chased with every move: referees differ on the finer points.
    Chase,
}

/// The side that loses a repetition cycle, and by which rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Violation {
    loser: Color,
    by: Rule,
}

/// The side that loses the repetition cycle `cycle` (the path entries after the earlier
/// occurrence of `pos`, ending with `pos`), or `None` for a draw.
fn cycle_loser(pos: &Position, cycle: &[PathEntry]) -> Option<Violation> {
    let us = pos.side_to_move();
    // The last entry was reached by a move of the other side; the sides alternate.
    // Indexed by `Color::index`: Red, then Black.
    let mut all_checks = [true; 2];
    for (dist, e) in cycle.iter().rev().enumerate() {
        let mover = if dist % 2 == 0 { us.other() } else { us };
        all_checks[mover.index()] &= e.in_check;
        if all_checks == [false, false] {
            break;
        }
    }
    let by_check = |loser| Violation {
        loser,
        by: Rule::Check,
    };
    match all_checks {
        [true, true] => None,
        [true, false] => Some(by_check(Color::Red)),
        [false, true] => Some(by_check(Color::Black)),
        [false, false] => chase_loser(pos, cycle).map(|loser| Violation {
            loser,
            by: Rule::Chase,
        }),
    }
}

/// The loser of a cycle in which no side checked throughout: rebuilds the cycle from
/// `pos` and judges its chases. `None` (a draw) also when the cycle cannot be rebuilt:
/// a move unknown (a history given without moves) or not leading to the recorded
/// position (a key collision, or a history whose moves and keys disagree).
fn chase_loser(pos: &Position, cycle: &[PathEntry]) -> Option<Color> {
    let mut board = pos.clone();
    let mut plies: SmallVec<[PlyFlags; 32]> = SmallVec::new();
    // Whether each side (by index) chased with every move so far; once a side has not,
    // it cannot chase perpetually and its moves need no chase scan.
    let mut chasing = [true; 2];
    for e in cycle {
        let mv = e.mv?;
        if !board.is_legal(mv) {
            return None;
        }
        let side = board.side_to_move().index();
        let chased: SquareSet = if chasing[side] {
            chase_list(&board, mv)
                .iter()
                .map(|c| c.target_square)
                .collect()
        } else {
            SquareSet::EMPTY
        };
        chasing[side] &= !chased.is_empty();
        if chasing == [false, false] {
            return None;
        }
        plies.push(PlyFlags {
            mv,
            check: e.in_check,
            chased,
        });
        let _ = board.make_move(mv);
        if board.key() != e.key {
            return None;
        }
    }
    judge_cycle(&plies, pos.side_to_move()).loser()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The path of `line` played from `fen`, without its first entry (the earlier
    /// occurrence), and the position reached.
    fn cycle(fen: &str, line: &str) -> (Position, Vec<PathEntry>) {
        let mut pos = Position::from_fen(fen).expect("test FEN");
        let mut path = Vec::new();
        for m in line.split_whitespace() {
            let mv = pos.parse_move(m).expect("test move");
            let _ = pos.make_move(mv);
            path.push(PathEntry {
                key: pos.key(),
                in_check: pos.is_check(),
                null: false,
                mv: Some(mv),
                cont: None,
            });
        }
        (pos, path)
    }

    const CHASE: &str = "5k3/9/2c6/7n1/9/1R7/9/4p4/5p3/4K4 w - - 0 1";

    #[test]
    fn a_perpetual_chase_loses() {
        let (pos, path) = cycle(CHASE, "b4c4 c7b7 c4b4 b7c7");
        let chase = Some(Violation {
            loser: Color::Red,
            by: Rule::Chase,
        });
        assert_eq!(cycle_loser(&pos, &path), chase);
        // Seen from the middle of the cycle, the first mover is Black.
        let (pos, path) = cycle(CHASE, "b4c4 c7b7 c4b4 b7c7 b4c4 c7b7");
        assert_eq!(cycle_loser(&pos, &path[2..]), chase);
    }

    #[test]
    fn a_perpetual_check_loses_without_a_chase_scan() {
        let (pos, path) = cycle(
            "4k4/1R7/9/9/9/9/9/9/9/R2K5 w - - 0 1",
            "b8b9 e9e8 b9b8 e8e9",
        );
        let check = Some(Violation {
            loser: Color::Red,
            by: Rule::Check,
        });
        assert_eq!(cycle_loser(&pos, &path), check);
        // The check flags alone decide: the moves are not needed.
        let unknown: Vec<PathEntry> = path.iter().map(|e| PathEntry { mv: None, ..*e }).collect();
        assert_eq!(cycle_loser(&pos, &unknown), check);
    }

    #[test]
    fn a_cycle_that_cannot_be_rebuilt_is_a_draw() {
        let (pos, path) = cycle(CHASE, "b4c4 c7b7 c4b4 b7c7");
        let mut unknown = path.clone();
        unknown[2].mv = None;
        assert_eq!(cycle_loser(&pos, &unknown), None);
        let mut wrong_key = path.clone();
        wrong_key[1].key ^= 1;
        assert_eq!(cycle_loser(&pos, &wrong_key), None);
        // Moves from another game, illegal here: no panic, a draw.
        let mut foreign = path;
        foreign[0].mv = Some("a0a1".parse().expect("move"));
        assert_eq!(cycle_loser(&pos, &foreign), None);
    }

    #[test]
    fn shuffling_without_chasing_is_a_draw() {
        let (pos, path) = cycle(CHASE, "e0d0 f9e9 d0e0 e9f9");
        assert_eq!(cycle_loser(&pos, &path), None);
    }
}
