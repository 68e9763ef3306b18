//! How a game ends, with a reason a player can read and a code a program can store.

use crate::{Color, Piece, Square};
use std::fmt;

/// A run of plies of a game, numbered from 1 (the first move of the game is ply 1).
///
/// ```
/// let span = xiangqi::PlySpan { first: 12, last: 19 };
/// assert_eq!(span.to_string(), "plies 12–19");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PlySpan {
    /// The first ply of the run.
    pub first: usize,
    /// The last ply of the run.
    pub last: usize,
}

impl fmt::Display for PlySpan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "plies {}–{}", self.first, self.last)
    }
}

/// How a game ended: a win with its reason, or a draw with its reason.
///
/// One vocabulary for both judges: [`Position::outcome`](crate::Position::outcome)
/// knows only the board, so it returns only [`WinReason::Checkmate`] and
/// [`WinReason::NoLegalMove`]; [`Game::outcome`](crate::Game::outcome) also judges
/// repetitions, the move limit and material.
///
/// Its `Display` is a sentence for a player, e.g. "Black wins: Red gave perpetual check
/// (plies 6–9)"; [`code`](Self::code) is a short stable name of the reason for programs.
///
/// ```
/// use xiangqi::{Color, Game};
/// let mut game = Game::from_fen("3k5/9/9/9/9/9/9/9/9/R2AK4 w - - 0 1")?;
/// // The rook checks from a9 and a8 in turn; the position after ply 1 comes a third time.
/// game.play_all("a0a9 d9d8 a9a8 d8d9 a8a9 d9d8 a9a8 d8d9 a8a9".split(' '))?;
/// let outcome = game.outcome().expect("the position occurred a third time");
/// assert_eq!(outcome.winner(), Some(Color::Black));
/// assert_eq!(outcome.code(), "perpetual-check");
/// assert_eq!(outcome.to_string(), "Black wins: Red gave perpetual check (plies 6–9)");
/// # Ok::<(), xiangqi::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// One side won.
    Win {
        /// The winner.
        winner: Color,
        /// Why.
        reason: WinReason,
    },
    /// Nobody won.
    Draw {
        /// Why.
        reason: DrawReason,
    },
}

/// Why a side won (each names what the loser did or could not do).
///
/// ```
/// use xiangqi::WinReason;
/// assert_eq!(WinReason::Checkmate.code(), "checkmate");
/// assert_eq!(WinReason::NoLegalMove.code(), "no-legal-move");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum WinReason {
    /// The loser is in check and has no legal move (将死).
    Checkmate,
    /// The loser is not in check but has no legal move (困毙); in xiangqi that loses.
    NoLegalMove,
    /// The loser gave check with every move of a repeated cycle (长将).
    PerpetualCheck {
        /// The cycle.
        plies: PlySpan,
    },
    /// The loser chased the same piece with every move of a repeated cycle (长捉).
    PerpetualChase {
        /// The loser's piece that made the last chase of the cycle.
        chaser: Piece,
        /// The winner's piece that was chased.
        target: Piece,
        /// Where the chased piece stands at the end of the cycle.
        target_square: Square,
        /// The cycle.
        plies: PlySpan,
    },
    /// The loser resigned (认输), see [`Game::resign`](crate::Game::resign).
    Resignation,
    /// The loser ran out of time (超时), see [`Game::lose_on_time`](crate::Game::lose_on_time).
    Time,
}

/// Why a game was drawn.
///
/// ```
/// use xiangqi::DrawReason;
/// assert_eq!(DrawReason::MoveLimit { plies: 120 }.code(), "move-limit");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum DrawReason {
    /// The position occurred a third time and neither side broke a repetition rule (or
    /// the casual rules apply).
    Repetition {
        /// The cycle.
        plies: PlySpan,
    },
    /// The position occurred a third time and both sides gave perpetual check.
    MutualPerpetualCheck {
        /// The cycle.
        plies: PlySpan,
    },
    /// The position occurred a third time and both sides chased perpetually.
    MutualPerpetualChase {
        /// The cycle.
        plies: PlySpan,
    },
    /// The move limit passed without a capture.
    MoveLimit {
        /// The limit, in plies.
        plies: u32,
    },
    /// Neither side has a piece that can cross the river (rook, horse, cannon, pawn).
    NoAttackers,
    /// The players agreed to a draw (议和), see [`Game::agree_draw`](crate::Game::agree_draw).
    Agreement,
}

impl WinReason {
    /// A short name of the reason that stays the same from release to release, for
    /// programs to store and compare: `checkmate`, `no-legal-move`, `perpetual-check`,
    /// `perpetual-chase`, `resignation`, `time-forfeit`.
    ///
    /// ```
    /// use xiangqi::{Piece, PlySpan, WinReason};
    /// let chase = WinReason::PerpetualChase {
    ///     chaser: "H".parse()?,
    ///     target: "r".parse()?,
    ///     target_square: "e6".parse()?,
    ///     plies: PlySpan { first: 3, last: 10 },
    /// };
    /// assert_eq!(chase.code(), "perpetual-chase");
    /// # Ok::<(), xiangqi::Error>(())
    /// ```
    pub const fn code(&self) -> &'static str {
        match self {
            WinReason::Checkmate => "checkmate",
            WinReason::NoLegalMove => "no-legal-move",
            WinReason::PerpetualCheck { .. } => "perpetual-check",
            WinReason::PerpetualChase { .. } => "perpetual-chase",
            WinReason::Resignation => "resignation",
            WinReason::Time => "time-forfeit",
        }
    }
}

impl DrawReason {
    /// A short name of the reason that stays the same from release to release:
    /// `repetition`, `mutual-perpetual-check`, `mutual-perpetual-chase`, `move-limit`,
    /// `no-attackers`, `agreement`.
    ///
    /// ```
    /// assert_eq!(xiangqi::DrawReason::NoAttackers.code(), "no-attackers");
    /// ```
    pub const fn code(&self) -> &'static str {
        match self {
            DrawReason::Repetition { .. } => "repetition",
            DrawReason::MutualPerpetualCheck { .. } => "mutual-perpetual-check",
            DrawReason::MutualPerpetualChase { .. } => "mutual-perpetual-chase",
            DrawReason::MoveLimit { .. } => "move-limit",
            DrawReason::NoAttackers => "no-attackers",
            DrawReason::Agreement => "agreement",
        }
    }
}

impl Outcome {
    /// The winner, or `None` for a draw.
    ///
    /// ```
    /// use xiangqi::{DrawReason, Outcome};
    /// assert_eq!(Outcome::Draw { reason: DrawReason::NoAttackers }.winner(), None);
    /// ```
    pub const fn winner(&self) -> Option<Color> {
        match self {
            Outcome::Win { winner, .. } => Some(*winner),
            Outcome::Draw { .. } => None,
        }
    }

    /// Whether the game was drawn.
    ///
    /// ```
    /// use xiangqi::{DrawReason, Outcome};
    /// assert!(Outcome::Draw { reason: DrawReason::NoAttackers }.is_draw());
    /// ```
    pub const fn is_draw(&self) -> bool {
        matches!(self, Outcome::Draw { .. })
    }

    /// The stable short name of the reason ([`WinReason::code`], [`DrawReason::code`]).
    ///
    /// ```
    /// use xiangqi::{Color, Outcome, WinReason};
    /// let o = Outcome::Win { winner: Color::Red, reason: WinReason::Checkmate };
    /// assert_eq!(o.code(), "checkmate");
    /// ```
    pub const fn code(&self) -> &'static str {
        match self {
            Outcome::Win { reason, .. } => reason.code(),
            Outcome::Draw { reason } => reason.code(),
        }
    }

    /// The PGN result token: `1-0` (Red won), `0-1` or `1/2-1/2`.
    ///
    /// ```
    /// use xiangqi::{DrawReason, Outcome};
    /// assert_eq!(Outcome::Draw { reason: DrawReason::NoAttackers }.pgn_token(), "1/2-1/2");
    /// ```
    pub const fn pgn_token(&self) -> &'static str {
        match self.winner() {
            Some(Color::Red) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

/// "Red" or "Black", for the start of a sentence.
fn side(c: Color) -> &'static str {
    match c {
        Color::Red => "Red",
        Color::Black => "Black",
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Outcome::Win { winner, reason } => {
                let loser = side(winner.other());
                write!(f, "{} wins: ", side(winner))?;
                match reason {
                    WinReason::Checkmate => write!(f, "{loser} is checkmated"),
                    WinReason::NoLegalMove => write!(f, "{loser} has no legal move"),
                    WinReason::PerpetualCheck { plies } => {
                        write!(f, "{loser} gave perpetual check ({plies})")
                    }
                    WinReason::PerpetualChase {
                        chaser,
                        target,
                        target_square,
                        plies,
                    } => write!(
                        f,
                        "{loser} chased the {target} on {target_square} with the {} ({plies})",
                        chaser.kind()
                    ),
                    WinReason::Resignation => write!(f, "{loser} resigned"),
                    WinReason::Time => write!(f, "{loser} lost on time"),
                }
            }
            Outcome::Draw { reason } => {
                f.write_str("Draw: ")?;
                match reason {
                    DrawReason::Repetition { plies } => {
                        write!(f, "the position occurred a third time ({plies})")
                    }
                    DrawReason::MutualPerpetualCheck { plies } => {
                        write!(f, "both sides gave perpetual check ({plies})")
                    }
                    DrawReason::MutualPerpetualChase { plies } => {
                        write!(f, "both sides chased perpetually ({plies})")
                    }
                    DrawReason::MoveLimit { plies } => {
                        write!(f, "{plies} plies without a capture")
                    }
                    DrawReason::NoAttackers => {
                        f.write_str("neither side has a rook, horse, cannon or pawn left")
                    }
                    DrawReason::Agreement => f.write_str("the players agreed to a draw"),
                }
            }
        }
    }
}
