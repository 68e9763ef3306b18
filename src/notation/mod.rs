//! Writing and reading moves the way players do: coordinates (`h2e2`), WXF (`C2.5`) and
//! Chinese (`炮二平五`).
//!
//! [`Notation`] names the three; each reads and writes against the position the move is
//! played from:
//!
//! - [`Notation::format`] writes a move, after checking that it is legal;
//! - [`Notation::parse`] reads one, accepting the common variants of the notation, and
//!   returns only legal moves.
//!
//! [`Position::parse_move`] reads a move in whichever of them the text is written in;
//! `"h2e2".parse::<Move>()` reads coordinates without a position (and without checking
//! the move against one).
//!
//! ```
//! use xiangqi::{Notation, Position};
//!
//! let mut pos = Position::startpos();
//! let m = Notation::Wxf.parse(&pos, "C2.5")?;
//! assert_eq!(Notation::Coordinate.format(&pos, m)?, "h2e2");
//! assert_eq!(Notation::Chinese.format(&pos, m)?, "炮二平五");
//! assert_eq!(Notation::Chinese.parse(&pos, "砲二平五")?, m);
//! pos.play(m)?;
//! let reply = Notation::Chinese.parse(&pos, "马８进７")?;
//! assert_eq!(Notation::Wxf.format(&pos, reply)?, "H8+7");
//! # Ok::<(), xiangqi::Error>(())
//! ```
//!
//! # Conventions
//!
//! Files are numbered 1–9 from each player's own right: Red's file 1 is file `i`, Black's
//! file 1 is file `a`. A piece that moves along its file is written with the distance; a
//! piece that moves along its rank, and every advisor, elephant and horse move, with the
//! destination file. When two pieces of one kind share a file, the front one (nearest the
//! opponent) and the rear one are told apart instead of by the file.
//!
//! # Coordinates
//!
//! Coordinate notation: the two squares a move joins, `h2e2`, as UCI engines write it.
//! Files are letters `a`–`i` from Red's left, ranks digits `0`–`9` from Red's back rank.
//! Reading also accepts upper case and the ICCS style with a dash, `H2-E2`, and ignores
//! surrounding blanks.
//!
//! ```
//! use xiangqi::{Notation, Position};
//! let pos = Position::startpos();
//! let m = Notation::Coordinate.parse(&pos, "H2-E2")?;
//! assert_eq!(Notation::Coordinate.format(&pos, m)?, "h2e2");
//! # Ok::<(), xiangqi::Error>(())
//! ```
//!
//! # WXF
//!
//! WXF notation, the World Xiangqi Federation's letters and digits: `C2.5`, `H8+7`,
//! `R1-1`.
//!
//! A move is four characters: the piece letter (K A E H R C P), the file it stands on
//! (1–9 from the mover's own right: Red's file 1 is file `i`, Black's file 1 is file `a`),
//! the direction (`+` forward, `-` backward, `.` sideways), and a number: the distance
//! when a king, rook, cannon or pawn moves along its file, otherwise the destination file.
//!
//! When two pieces of one kind stand on one file, `+` (the front one, nearest the
//! opponent) or `-` (the rear one) replaces the file digit: `C+.5`, `R--1`. Pawns follow
//! the federation's published rules for crowded files:
//!
//! | pawns on the file | written, front to rear |
//! |---|---|
//! | 2 | `P+` `P-` |
//! | 3 | `P+` `P3` `P-` (the middle pawn keeps the plain form) |
//! | 4 | `++` `P+` `P-` `--` |
//! | 5 | `++` `P+` `P3` `P-` `--` |
//!
//! and when two files each hold two or more pawns, the file digit replaces the letter:
//! `3+` `33` `3-` on file 3 and `7+` `7-` on file 7 (`33` is the middle pawn of three).
//!
//! Reading is lenient: letters of either case; `E`/`B` for the elephant and `H`/`N` for the
//! horse; `=` for `.`; `+C.5` (sign before the letter) for `C+.5`; and a plain file
//! digit for a piece that shares its file, when only one of them can make the move (for
//! example `A6+5` for the rear advisor).
//!
//! ```
//! use xiangqi::{Notation, Position};
//! let mut pos = Position::startpos();
//! for text in ["C2.5", "H8+7", "H2+3", "R9.8"] {
//!     let m = Notation::Wxf.parse(&pos, text)?;
//!     assert_eq!(Notation::Wxf.format(&pos, m)?, text);
//!     pos.play(m)?;
//! }
//! assert_eq!(pos.fen(), "rnbakabr1/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3");
//! # Ok::<(), xiangqi::Error>(())
//! ```
//!
//! # Chinese
//!
//! Chinese notation, as games are recorded in China: `炮二平五`, `马８进７`, `前车进一`.
//!
//! A move is four characters: the piece's name, the file it stands on (1–9 from the
//! mover's own right), the direction (进 forward, 退 backward, 平 sideways), and a number:
//! the distance when a king, rook, cannon or pawn moves along its file, otherwise the
//! destination file. Red's numbers are Chinese numerals 一…九, Black's full-width digits
//! １…９.
//!
//! Output uses simplified characters and the names that tell the colours apart, as most
//! modern books and sites do: Red 帅 仕 相 马 车 炮 兵, Black 将 士 象 马 车 炮 卒.
//!
//! When two pieces of one kind share a file, 前 (the front one, nearest the opponent) or
//! 后 (the rear one) comes before the name and the file is left out: `前车进一`,
//! `后炮平四`. Pawns on crowded files:
//!
//! | pawns on the file | written, front to rear |
//! |---|---|
//! | 2 | 前兵 后兵 |
//! | 3 | 前兵 中兵 后兵 |
//! | 4 | 前兵 二兵 三兵 后兵 |
//! | 5 | 前兵 二兵 三兵 四兵 后兵 |
//!
//! and when two files each hold two or more pawns, the file number takes the place of the
//! name: `前七平六`, `中三进一`, `后３平４` (the same rule as WXF's `7+.6`).
//!
//! Reading accepts traditional characters and the variant names (帥 將 俥 車 傌 馬 砲 包
//! 進 後 …), either colour's names for either side, all three digit styles (ASCII,
//! full-width, Chinese numerals) for either side, 一 for 前 in a crowded file, 中 for the
//! middle of five, the marker after the name (`车前平三`, as the WXF writes it) and with a
//! file (`前兵七平六`), and a plain file for a piece that shares it when only one of them
//! can make the move (`仕六进五` for the rear advisor). Blanks are ignored.
//!
//! ```
//! use xiangqi::{Notation, Position};
//! let mut pos = Position::startpos();
//! for text in ["炮二平五", "马８进７", "马二进三", "车９平８"] {
//!     let m = Notation::Chinese.parse(&pos, text)?;
//!     assert_eq!(Notation::Chinese.format(&pos, m)?, text);
//!     pos.play(m)?;
//! }
//! assert_eq!(Notation::Chinese.parse(&pos, "車一平二")?.to_string(), "i0h0");
//! # Ok::<(), xiangqi::Error>(())
//! ```

mod chinese;
mod coord;
mod describe;
mod wxf;

use crate::{IllegalMoveError, Move, Position};
use std::fmt;

/// One of the three notations this crate reads and writes.
///
/// ```
/// use xiangqi::{Position, notation::Notation};
/// let pos = Position::startpos();
/// let m = "h2e2".parse()?;
/// let written = Notation::ALL.map(|n| n.format(&pos, m));
/// assert_eq!(written, [Ok("h2e2".into()), Ok("C2.5".into()), Ok("炮二平五".into())]);
/// # Ok::<(), xiangqi::ParseMoveError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Notation {
    /// Coordinates of the two squares, `h2e2` (ICCS `H2-E2` accepted).
    Coordinate,
    /// The World Xiangqi Federation's notation, `C2.5`.
    Wxf,
    /// Traditional Chinese notation, `炮二平五`.
    Chinese,
}

impl Notation {
    /// All three, in the order [`Position::parse_move`] tries them.
    ///
    /// ```
    /// assert_eq!(xiangqi::notation::Notation::ALL.len(), 3);
    /// ```
    pub const ALL: [Notation; 3] = [Notation::Coordinate, Notation::Wxf, Notation::Chinese];

    /// Writes the move `mv` of `pos` in this notation, if it is legal there.
    ///
    /// # Errors
    /// The reason `mv` is not legal in `pos` (nothing is written for an illegal move: in
    /// WXF and Chinese it could not be written right).
    ///
    /// ```
    /// use xiangqi::{Position, notation::Notation};
    /// let pos = Position::startpos();
    /// assert_eq!(Notation::Wxf.format(&pos, "b0c2".parse()?)?, "H8+7");
    /// assert!(Notation::Chinese.format(&pos, "b0b2".parse()?).is_err());
    /// assert!(Notation::Wxf.format(&pos, "e5e6".parse()?).is_err());
    /// # Ok::<(), xiangqi::Error>(())
    /// ```
    pub fn format(self, pos: &Position, mv: Move) -> Result<String, IllegalMoveError> {
        pos.check_legal(mv)?;
        Ok(self.format_legal(pos, mv))
    }

    /// Writes `mv`, which the caller knows to be legal in `pos` (a move of its legal
    /// move list, or one read from text against `pos`).
    pub(crate) fn format_legal(self, pos: &Position, mv: Move) -> String {
        match self {
            Notation::Coordinate => coord::format(pos, mv),
            Notation::Wxf => wxf::format(pos, mv),
            Notation::Chinese => chinese::format(pos, mv),
        }
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

/// Reads a legal move of `pos` written in any of the three notations, and says which:
/// [`Position::parse_move`] without the notation.
///
/// When no notation reads the text as a legal move, the error is that of the notation
/// the text seems to be written in: the first that got past the shape of the text, or
/// else the one whose shape the text has the most of ([`looks_like`]).
pub(crate) fn parse_any(pos: &Position, text: &str) -> Result<(Move, Notation), NotationError> {
    let mut errors = Vec::with_capacity(3);
    for n in Notation::ALL {
        match n.parse(pos, text) {
            Ok(m) => return Ok((m, n)),
            Err(e) => errors.push(e),
        }
    }
    let shaped = errors
        .iter()
        .position(|e| !matches!(e, NotationError::Syntax { .. }));
    let guess = looks_like(text);
    let at = shaped.unwrap_or_else(|| Notation::ALL.iter().position(|&n| n == guess).unwrap_or(0));
    Err(errors.swap_remove(at))
}

/// The notation text that no notation could read seems to be written in: Chinese if it
/// has any character beyond ASCII; coordinates if it starts like a square followed by
/// another square or a dash (`h2e2`, `H2-`) or starts with no WXF piece letter; else WXF
/// (`C2.5`, `R1+10`, `+P.4`).
pub(crate) fn looks_like(text: &str) -> Notation {
    let t = text.trim().as_bytes();
    if !text.is_ascii() {
        return Notation::Chinese;
    }
    let file = |b: Option<&u8>| b.is_some_and(|b| (b'a'..=b'i').contains(&b.to_ascii_lowercase()));
    let digit = |b: Option<&u8>| b.is_some_and(u8::is_ascii_digit);
    let square_then = file(t.first())
        && digit(t.get(1))
        && (t.len() == 2 || file(t.get(2)) || t.get(2) == Some(&b'-'));
    let wxf_start = t
        .first()
        .is_some_and(|b| b"KAEBHNRCP+-".contains(&b.to_ascii_uppercase()) || b.is_ascii_digit());
    if square_then || !wxf_start {
        Notation::Coordinate
    } else {
        Notation::Wxf
    }
}

/// A move given as text in some notation could not be read as a legal move.
///
/// ```
/// use xiangqi::{Notation, NotationError, Position};
/// let pos = Position::startpos();
/// assert!(matches!(Notation::Wxf.parse(&pos, "Q2.5"), Err(NotationError::Syntax { .. })));
/// assert!(matches!(Notation::Wxf.parse(&pos, "C3.5"), Err(NotationError::NoSuchMove { .. })));
/// let err = Notation::Wxf.parse(&pos, "R1.2").unwrap_err();
/// assert!(matches!(err, NotationError::Illegal { .. }));
/// assert_eq!(err.to_string(), "\"R1.2\" cannot be played");
/// // The reason is the error's source, once.
/// let reason = std::error::Error::source(&err).map(|e| e.to_string());
/// assert_eq!(reason.as_deref(), Some("i0h0 is illegal: the red rook on i0 cannot move to h0"));
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
        /// The legal moves it fits, each with how it is written in that notation.
        candidates: Vec<(Move, String)>,
    },
    /// The text names a move that the rules forbid here (the reason is the
    /// [`source`](std::error::Error::source)).
    #[error("{text:?} cannot be played")]
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
    /// use xiangqi::{Notation, Position};
    /// let err = Notation::Chinese.parse(&Position::startpos(), "h2e2").unwrap_err();
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
    /// use xiangqi::{Notation, Position};
    /// assert_eq!(Notation::Wxf.parse(&Position::startpos(), "Z9").unwrap_err().text(), "Z9");
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

/// The candidates of an ambiguous move, as they are written: "前车平八 or 后车平八".
fn list(candidates: &[(Move, String)]) -> String {
    let v: Vec<&str> = candidates.iter().map(|(_, w)| w.as_str()).collect();
    v.join(" or ")
}
