//! The `Score` type: centipawns, or mate in a number of plies.

use crate::Color;
use std::fmt;

/// A search or evaluation score from the point of view of the side to move: centipawns
/// (a pawn before the river is about 100), or a forced mate.
///
/// Mates are stored as `MATE - plies` for the side that mates and `-(MATE - plies)` for
/// the side that is mated, so that a shorter mate is a larger number.
///
/// ```
/// use xiangqi::Score;
/// let s = Score::mate_in(3);
/// assert_eq!(s.mate_plies(), Some(3));
/// assert_eq!(s.to_string(), "mate 2");
/// assert_eq!((-s).mate_plies(), Some(-3));
/// assert_eq!(Score::cp(25).to_string(), "cp 25");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Score(pub(crate) i32);

/// The value of mate at the root; mate in `n` plies is `MATE - n`.
pub(crate) const MATE: i32 = 30_000;
/// Larger than any score; the initial window bound.
pub(crate) const INFINITE: i32 = 30_001;
/// Scores at least this large in magnitude are mates.
pub(crate) const MATE_BOUND: i32 = MATE - 1_000;

impl Score {
    /// A draw.
    ///
    /// ```
    /// assert_eq!(xiangqi::Score::DRAW.centipawns(), Some(0));
    /// ```
    pub const DRAW: Score = Score(0);

    /// A score of `cp` centipawns, clamped below the mate range.
    ///
    /// ```
    /// assert_eq!(xiangqi::Score::cp(-40).centipawns(), Some(-40));
    /// ```
    pub const fn cp(cp: i32) -> Score {
        let bound = MATE_BOUND - 1;
        Score(if cp > bound {
            bound
        } else if cp < -bound {
            -bound
        } else {
            cp
        })
    }

    /// The side to move mates in `plies` half-moves (1 = mate with its next move).
    ///
    /// ```
    /// assert!(xiangqi::Score::mate_in(1) > xiangqi::Score::mate_in(5));
    /// ```
    pub const fn mate_in(plies: u32) -> Score {
        Score(MATE - plies as i32)
    }

    /// The side to move is mated in `plies` half-moves (0 = it is mated now).
    ///
    /// ```
    /// assert_eq!(xiangqi::Score::mated_in(0).mate_plies(), Some(0));
    /// assert!(xiangqi::Score::mated_in(0) < xiangqi::Score::mated_in(2));
    /// ```
    pub const fn mated_in(plies: u32) -> Score {
        Score(-MATE + plies as i32)
    }

    /// Centipawns, or `None` for a mate score.
    ///
    /// ```
    /// assert_eq!(xiangqi::Score::mate_in(1).centipawns(), None);
    /// ```
    pub const fn centipawns(self) -> Option<i32> {
        if self.is_mate() { None } else { Some(self.0) }
    }

    /// For a mate score, the plies to mate: positive when the side to move mates,
    /// negative (or zero) when it is mated. `None` for a centipawn score.
    ///
    /// ```
    /// assert_eq!(xiangqi::Score::mated_in(4).mate_plies(), Some(-4));
    /// ```
    pub const fn mate_plies(self) -> Option<i32> {
        if self.0 >= MATE_BOUND {
            Some(MATE - self.0)
        } else if self.0 <= -MATE_BOUND {
            Some(-(MATE + self.0))
        } else {
            None
        }
    }

    /// For a mate score, full moves to mate as UCI reports them: positive when the side
    /// to move mates, negative when it is mated (`mate -0` is written as 0).
    ///
    /// ```
    /// assert_eq!(xiangqi::Score::mate_in(3).mate_moves(), Some(2));
    /// assert_eq!(xiangqi::Score::mated_in(2).mate_moves(), Some(-1));
    /// ```
    pub const fn mate_moves(self) -> Option<i32> {
        match self.mate_plies() {
            Some(p) if p > 0 => Some((p + 1) / 2),
            Some(p) => Some(p / 2),
            None => None,
        }
    }

    /// Whether this is a mate score (either side).
    ///
    /// ```
    /// assert!(xiangqi::Score::mated_in(2).is_mate());
    /// ```
    pub const fn is_mate(self) -> bool {
        self.0 >= MATE_BOUND || self.0 <= -MATE_BOUND
    }

    /// The raw value: centipawns, or `±(30000 - plies)` for mates.
    ///
    /// ```
    /// assert_eq!(xiangqi::Score::cp(7).raw(), 7);
    /// ```
    pub const fn raw(self) -> i32 {
        self.0
    }
}

impl Score {
    /// The score written for a player, from Red's point of view whichever side is to
    /// move: `+0.35 for Red` (pawns, positive when Red is ahead), `Black mates in 3`
    /// (full moves), `Red has mated`. `side_to_move` is the side the score is for.
    ///
    /// ```
    /// use xiangqi::{Color, Score};
    /// assert_eq!(Score::cp(35).human(Color::Red).to_string(), "+0.35 for Red");
    /// assert_eq!(Score::cp(35).human(Color::Black).to_string(), "-0.35 for Red");
    /// assert_eq!(Score::mate_in(5).human(Color::Black).to_string(), "Black mates in 3");
    /// assert_eq!(Score::mated_in(2).human(Color::Black).to_string(), "Red mates in 1");
    /// assert_eq!(Score::mated_in(0).human(Color::Red).to_string(), "Black has mated");
    /// ```
    pub const fn human(self, side_to_move: Color) -> HumanScore {
        HumanScore {
            score: self,
            side_to_move,
        }
    }
}

/// A [`Score`] as a player reads it; made by [`Score::human`].
///
/// ```
/// let s = xiangqi::Score::DRAW.human(xiangqi::Color::Red);
/// assert_eq!(format!("eval {s}"), "eval +0.00 for Red");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HumanScore {
    score: Score,
    side_to_move: Color,
}

impl fmt::Display for HumanScore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let red_to_move = self.side_to_move == Color::Red;
        match self.score.mate_plies() {
            None => {
                let red = if red_to_move {
                    self.score.0
                } else {
                    -self.score.0
                };
                write!(f, "{:+.2} for Red", f64::from(red) / 100.0)
            }
            Some(plies) => {
                let winner = if (plies > 0) == red_to_move {
                    Color::Red
                } else {
                    Color::Black
                };
                let name = match winner {
                    Color::Red => "Red",
                    Color::Black => "Black",
                };
                if plies == 0 {
                    write!(f, "{name} has mated")
                } else {
                    write!(f, "{name} mates in {}", plies.unsigned_abs().div_ceil(2))
                }
            }
        }
    }
}

impl std::ops::Neg for Score {
    type Output = Score;
    fn neg(self) -> Score {
        Score(-self.0)
    }
}

impl fmt::Display for Score {
    /// The UCI form: `cp N` or `mate N` (in moves).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.mate_moves() {
            Some(m) => write!(f, "mate {m}"),
            None => write!(f, "cp {}", self.0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mate_distances_round_trip() {
        for n in 0..200 {
            assert_eq!(Score::mate_in(n).mate_plies(), Some(n as i32));
            assert_eq!(Score::mated_in(n).mate_plies(), Some(-(n as i32)));
        }
        assert_eq!(Score::cp(50_000).centipawns(), Some(MATE_BOUND - 1));
        assert_eq!(Score::mated_in(0).to_string(), "mate 0");
        assert_eq!(Score::mate_in(1).to_string(), "mate 1");
    }
}
