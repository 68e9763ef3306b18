//! Writing and reading moves the way players do: coordinates (`h2e2`), WXF (`C2.5`) and
//! Chinese (`炮二平五`).
//!
//! Each notation is a module with the same three functions, all against the position the
//! move is played from:
//!
//! - `format(&pos, mv) -> String` writes a legal move (see its `# Panics`);
//! - `try_format(&pos, mv) -> Result<String, IllegalMoveError>` is the checked variant;
//! - `parse(&pos, text) -> Result<Move, NotationError>` reads one, accepting the common
//!   variants of the notation, and returns only legal moves.
//!
//! [`Notation`] names the three so that a program can choose one at run time, and
//! [`parse_any`] reads a move in whichever of them the text is written in.
//!
//! ```
//! use xiangqi::Position;
//! use xiangqi::notation::{chinese, coord, wxf};
//!
//! let mut pos = Position::startpos();
//! let m = wxf::parse(&pos, "C2.5")?;
//! assert_eq!(coord::format(&pos, m), "h2e2");
//! assert_eq!(chinese::format(&pos, m), "炮二平五");
//! assert_eq!(chinese::parse(&pos, "砲二平五")?, m);
//! pos.play(m)?;
//! let reply = chinese::parse(&pos, "马８进７")?;
//! assert_eq!(wxf::format(&pos, reply), "H8+7");
//! # Ok::<(), xiangqi::Error>(())
//! ```
//!
//! # Conventions
//!
//! Files are numbered 1–9 from each player's own right: Red's file 1 is file `i`, Black's
//! file 1 is file `a`. A piece that moves along its file is written with the distance; a
//! piece that moves along its rank, and every advisor, elephant and horse move, with the
//! destination file. When two pieces of one kind share a file, the front one (nearest the
//! opponent) and the rear one are told apart instead of by the file. The details of each
//! notation, including many pawns on one file, are in its module.

pub mod chinese;
pub mod coord;
mod describe;
pub mod wxf;

use crate::{IllegalMoveError, Move, Position};
use std::fmt;

/// One of the three notations this crate reads and writes.
///
/// ```
/// use xiangqi::{Position, notation::Notation};
/// let pos = Position::startpos();
/// let m = "h2e2".parse()?;
/// let written: Vec<String> = Notation::ALL.iter().map(|n| n.format(&pos, m)).collect();
/// assert_eq!(written, ["h2e2", "C2.5", "炮二平五"]);
/// # Ok::<(), xiangqi::ParseMoveError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Notation {
    /// Coordinates of the two points, `h2e2` (ICCS `H2-E2` accepted); see [`coord`].
    Coordinate,
    /// The World Xiangqi Federation's notation, `C2.5`; see [`wxf`].
    Wxf,
    /// Traditional Chinese notation, `炮二平五`; see [`chinese`].
    Chinese,
}

impl Notation {
    /// All three, in the order [`parse_any`] tries them.
    ///
    /// ```
    /// assert_eq!(xiangqi::notation::Notation::ALL.len(), 3);
    /// ```
    pub const ALL: [Notation; 3] = [Notation::Coordinate, Notation::Wxf, Notation::Chinese];

    /// Writes the legal move `mv` of `pos` in this notation.
    ///
    /// # Panics
    /// In WXF and Chinese, if no piece of the side to move stands on the from-square; in
    /// debug builds, if `mv` is illegal in any way. [`try_format`](Self::try_format) is
    /// the checked variant.
    ///
    /// ```
    /// use xiangqi::{Position, notation::Notation};
    /// assert_eq!(Notation::Wxf.format(&Position::startpos(), "b0c2".parse()?), "H8+7");
    /// # Ok::<(), xiangqi::ParseMoveError>(())
    /// ```
    pub fn format(self, pos: &Position, mv: Move) -> String {
        match self {
            Notation::Coordinate => coord::format(pos, mv),
            Notation::Wxf => wxf::format(pos, mv),
            Notation::Chinese => chinese::format(pos, mv),
        }
    }

    /// Writes `mv` in this notation if it is legal in `pos`.
    ///
    /// # Errors
    /// The reason `mv` is not legal in `pos`.
    ///
    /// ```
    /// use xiangqi::{Position, notation::Notation};
    /// assert!(Notation::Chinese.try_format(&Position::startpos(), "b0b2".parse()?).is_err());
    /// # Ok::<(), xiangqi::ParseMoveError>(())
    /// ```
    pub fn try_format(self, pos: &Position, mv: Move) -> Result<String, IllegalMoveError> {
        pos.check_legal(mv)?;
        Ok(self.format(pos, mv))
    }

    /// Reads a legal move of `pos` written in this notation.
    ///
    /// # Errors
    /// A [`NotationError`] saying whether the text is not in this notation, names no
    /// piece or no possible move, is ambiguous, or names an illegal move.
    ///
    /// ```
    /// use xiangqi::{Position, notation::Notation};
    /// let m = Notation::Chinese.parse(&Position::startpos(), "马二进三")?;
    /// assert_eq!(m.to_string(), "h0g2");
    /// # Ok::<(), xiangqi::notation::NotationError>(())
    /// ```
    pub fn parse(self, pos: &Position, text: &str) -> Result<Move, NotationError> {
        match self {
            Notation::Coordinate => coord::parse(pos, text),
            Notation::Wxf => wxf::parse(pos, text),
            Notation::Chinese => chinese::parse(pos, text),
        }
    }
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Notation::Coordinate => "coordinate",
            Notation::Wxf => "WXF",
            Notation::Chinese => "Chinese",
        })
    }
}

/// Reads a legal move of `pos` written in any of the three notations, and says which.
///
/// # Errors
/// When no notation reads the text as a legal move: the error of the notation the text
/// seems to be written in (the first that got past the shape of the text), or else the
/// coordinate notation's complaint.
///
/// ```
/// use xiangqi::{Position, notation::{Notation, parse_any}};
/// let pos = Position::startpos();
/// assert_eq!(parse_any(&pos, "h2e2")?.1, Notation::Coordinate);
/// assert_eq!(parse_any(&pos, "c2=5")?.1, Notation::Wxf);
/// assert_eq!(parse_any(&pos, "炮二平五")?.1, Notation::Chinese);
/// assert!(parse_any(&pos, "hello").is_err());
/// # Ok::<(), xiangqi::notation::NotationError>(())
/// ```
pub fn parse_any(pos: &Position, text: &str) -> Result<(Move, Notation), NotationError> {
    let mut first_error = None;
    let mut best_error = None;
    for n in Notation::ALL {
        match n.parse(pos, text) {
            Ok(m) => return Ok((m, n)),
            Err(e) => {
                if best_error.is_none() && !matches!(e, NotationError::Syntax { .. }) {
                    best_error = Some(e);
                } else if first_error.is_none() {
                    first_error = Some(e);
                }
            }
        }
    }
    Err(best_error
        .or(first_error)
        .unwrap_or_else(|| unreachable!("three notations were tried")))
}

/// A move given as text in some notation could not be read as a legal move.
///
/// ```
/// use xiangqi::{Position, notation::{NotationError, wxf}};
/// let pos = Position::startpos();
/// assert!(matches!(wxf::parse(&pos, "Q2.5"), Err(NotationError::Syntax { .. })));
/// assert!(matches!(wxf::parse(&pos, "C3.5"), Err(NotationError::NoSuchMove { .. })));
/// let err = wxf::parse(&pos, "R1.2").unwrap_err();
/// assert!(matches!(err, NotationError::Illegal { .. }));
/// assert_eq!(err.to_string(), "\"R1.2\" cannot be played: i0h0 is illegal: the red rook on i0 cannot move to h0");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum NotationError {
    /// The text does not have the shape of a move in this notation.
    #[error("{text:?} is not a {notation} move: {reason}")]
    Syntax {
        /// The notation the text was read as.
        notation: Notation,
        /// The text.
        text: String,
        /// What is wrong with it.
        reason: String,
    },
    /// The text is well formed but no piece of the side to move fits it, or the piece
    /// cannot move that way even on an empty board.
    #[error("{text:?} names no move here: {reason}")]
    NoSuchMove {
        /// The notation the text was read as.
        notation: Notation,
        /// The text.
        text: String,
        /// Why nothing fits.
        reason: String,
    },
    /// The text fits more than one legal move.
    #[error("{text:?} is ambiguous: it could be {}", list(candidates))]
    Ambiguous {
        /// The notation the text was read as.
        notation: Notation,
        /// The text.
        text: String,
        /// The legal moves it fits.
        candidates: Vec<Move>,
    },
    /// The text names a move that the rules forbid here.
    #[error("{text:?} cannot be played: {source}")]
    Illegal {
        /// The notation the text was read as.
        notation: Notation,
        /// The text.
        text: String,
        /// Why the move is illegal.
        source: IllegalMoveError,
    },
}

impl NotationError {
    /// The notation the text was read as.
    ///
    /// ```
    /// use xiangqi::{Position, notation::{Notation, chinese}};
    /// let err = chinese::parse(&Position::startpos(), "h2e2").unwrap_err();
    /// assert_eq!(err.notation(), Notation::Chinese);
    /// ```
    pub fn notation(&self) -> Notation {
        match self {
            NotationError::Syntax { notation, .. }
            | NotationError::NoSuchMove { notation, .. }
            | NotationError::Ambiguous { notation, .. }
            | NotationError::Illegal { notation, .. } => *notation,
        }
    }

    /// The text that could not be read.
    ///
    /// ```
    /// use xiangqi::{Position, notation::wxf};
    /// assert_eq!(wxf::parse(&Position::startpos(), "Z9").unwrap_err().text(), "Z9");
    /// ```
    pub fn text(&self) -> &str {
        match self {
            NotationError::Syntax { text, .. }
            | NotationError::NoSuchMove { text, .. }
            | NotationError::Ambiguous { text, .. }
            | NotationError::Illegal { text, .. } => text,
        }
    }

    pub(crate) fn syntax(notation: Notation, text: &str, reason: impl Into<String>) -> Self {
        NotationError::Syntax {
            notation,
            text: text.to_owned(),
            reason: reason.into(),
        }
    }
}

fn list(moves: &[Move]) -> String {
    let v: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    v.join(" or ")
}
