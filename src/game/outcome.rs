//! The result of a game, with a reason a player can read.

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

/// How a game ended: a win with its cause, or a draw with its cause.
///
/// Its `Display` is a sentence for a player, e.g. "Black wins: Red gave perpetual check
/// (plies 12–19)".
///
/// ```
/// use xiangqi::{Color, Game, GameResult, WinCause};
/// let mut game = Game::new(xiangqi::Position::from_fen("3k5/9/9/9/9/9/9/9/9/R2AK4 w - - 0 1")?);
/// game.play("a0a9".parse()?)?;
/// game.play("d9d8".parse()?)?;
/// game.play("a9a8".parse()?)?;
/// game.play("d8d9".parse()?)?;
/// game.play("a8a9".parse()?)?;
/// game.play("d9d8".parse()?)?;
/// game.play("a9a8".parse()?)?;
/// game.play("d8d9".parse()?)?;
/// game.play("a8a9".parse()?)?; // the position after ply 1 and ply 5, a third time
/// let result = game.outcome().expect("the position occurred a third time");
/// assert_eq!(result.winner(), Some(Color::Black));
/// assert_eq!(result.to_string(), "Black wins: Red gave perpetual check (plies 6–9)");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// One side won.
    Win {
        /// The winner.
        winner: Color,
        /// Why.
        reason: WinCause,
    },
    /// Nobody won.
    Draw {
        /// Why.
        reason: DrawCause,
    },
}

/// Why a side won (each names what the loser did or could not do).
///
/// ```
/// use xiangqi::WinCause;
/// assert_ne!(WinCause::Checkmate, WinCause::NoLegalMove);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum WinCause {
    /// The loser is in check and has no legal move (将死).
    Checkmate,
    /// The loser is not in check but has no legal move (困毙).
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
}

/// Why a game was drawn.
///
/// ```
/// use xiangqi::DrawCause;
/// assert_eq!(DrawCause::MoveLimit { plies: 120 }, DrawCause::MoveLimit { plies: 120 });
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum DrawCause {
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
}

impl GameResult {
    /// The winner, or `None` for a draw.
    ///
    /// ```
    /// use xiangqi::{DrawCause, GameResult};
    /// assert_eq!(GameResult::Draw { reason: DrawCause::NoAttackers }.winner(), None);
    /// ```
    pub fn winner(&self) -> Option<Color> {
        match self {
            GameResult::Win { winner, .. } => Some(*winner),
            GameResult::Draw { .. } => None,
        }
    }

    /// The PGN result token: `1-0` (Red won), `0-1` or `1/2-1/2`.
    ///
    /// ```
    /// use xiangqi::{DrawCause, GameResult};
    /// assert_eq!(GameResult::Draw { reason: DrawCause::NoAttackers }.pgn_token(), "1/2-1/2");
    /// ```
    pub fn pgn_token(&self) -> &'static str {
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

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            GameResult::Win { winner, reason } => {
                let loser = side(winner.other());
                write!(f, "{} wins: ", side(winner))?;
                match reason {
                    WinCause::Checkmate => write!(f, "{loser} is checkmated"),
                    WinCause::NoLegalMove => write!(f, "{loser} has no legal move"),
                    WinCause::PerpetualCheck { plies } => {
                        write!(f, "{loser} gave perpetual check ({plies})")
                    }
                    WinCause::PerpetualChase {
                        chaser,
                        target,
                        target_square,
                        plies,
                    } => write!(
                        f,
                        "{loser} chased the {target} on {target_square} with the {} ({plies})",
                        chaser.kind()
                    ),
                }
            }
            GameResult::Draw { reason } => {
                f.write_str("Draw: ")?;
                match reason {
                    DrawCause::Repetition { plies } => {
                        write!(f, "the position occurred a third time ({plies})")
                    }
                    DrawCause::MutualPerpetualCheck { plies } => {
                        write!(f, "both sides gave perpetual check ({plies})")
                    }
                    DrawCause::MutualPerpetualChase { plies } => {
                        write!(f, "both sides chased perpetually ({plies})")
                    }
                    DrawCause::MoveLimit { plies } => {
                        write!(f, "{plies} plies without a capture")
                    }
                    DrawCause::NoAttackers => {
                        f.write_str("neither side has a rook, horse, cannon or pawn left")
                    }
                }
            }
        }
    }
}
