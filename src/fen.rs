//! FEN, as UCI and UCCI xiangqi engines write it:
//! `rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1`.
//!
//! Ranks run from Black's back rank (9) down to Red's (0); upper case is Red. On input,
//! E and H are accepted for the elephant and the horse, `r` for Red to move, and every
//! field after the placement may be missing. Output is canonical.

use crate::File;
use crate::setup::PositionError;
use crate::{Color, Piece, Position, Setup, Square};
use std::fmt;
use std::str::FromStr;

/// The standard starting position.
///
/// ```
/// assert_eq!(xiangqi::Position::from_fen(xiangqi::START_FEN)?.legal_moves().len(), 44);
/// # Ok::<(), xiangqi::FenError>(())
/// ```
pub const START_FEN: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

/// What is wrong with a FEN, and where.
///
/// Ranks in messages are board ranks (9 is the first rank written in a FEN, Black's
/// back rank); files are letters a–i.
///
/// ```
/// use xiangqi::{FenError, Position};
/// let err = Position::from_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNRR w").unwrap_err();
/// assert_eq!(err, FenError::WrongFileCount { rank: 0, found: 10 });
/// assert_eq!(err.to_string(), "rank 0 of the board has 10 files, expected 9");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    /// The text is empty or only white space.
    #[error("the FEN is empty")]
    Empty,
    /// The placement has the wrong number of ranks.
    #[error("the board has {found} rank{}, expected 10", plural(*found))]
    WrongRankCount {
        /// How many ranks were written.
        found: usize,
    },
    /// A rank has the wrong number of files.
    #[error("rank {rank} of the board has {found} file{}, expected 9", plural(*found))]
    WrongFileCount {
        /// The board rank (0–9).
        rank: usize,
        /// How many files it adds up to.
        found: usize,
    },
    /// A character in the placement is not a piece letter or a digit 1–9.
    #[error("unknown character {ch:?} in rank {rank} of the board, at file {file}")]
    UnknownCharacter {
        /// The character.
        ch: char,
        /// The board rank (0–9).
        rank: usize,
        /// The file it would stand on, `a`–`i` (or past the edge).
        file: char,
    },
    /// The side to move is not `w`, `r` or `b`.
    #[error("bad side to move {0:?}: expected w, r or b")]
    BadSide(String),
    /// The third or fourth field is not `-` (xiangqi has no castling or en passant).
    #[error("bad field {0:?}: xiangqi FENs have '-' for castling and en passant")]
    BadPlaceholder(String),
    /// The half-move clock is not a number.
    #[error("bad half-move clock {0:?}: expected a whole number")]
    BadHalfmoves(String),
    /// The move number is not a number.
    #[error("bad move number {0:?}: expected a whole number")]
    BadFullmoves(String),
    /// There is text after the six fields.
    #[error("unexpected text {0:?} after the move number")]
    TrailingText(String),
    /// The text is well formed but the position is impossible.
    #[error(transparent)]
    Position(#[from] PositionError),
}

impl Setup {
    /// Reads a FEN without checking the rules of the position (only its syntax).
    ///
    /// # Errors
    /// [`FenError`] naming the malformed field or character and its place.
    ///
    /// ```
    /// let s = xiangqi::Setup::from_fen("4k4/9/9/9/9/9/9/9/9/4K4 b")?;
    /// assert_eq!(s.side_to_move, xiangqi::Color::Black);
    /// assert!(xiangqi::Setup::from_fen("4k4/9/9").is_err());
    /// # Ok::<(), xiangqi::FenError>(())
    /// ```
    pub fn from_fen(fen: &str) -> Result<Setup, FenError> {
        let mut fields = fen.split_whitespace();
        let placement = fields.next().ok_or(FenError::Empty)?;
        let mut setup = Setup::empty();
        read_placement(placement, &mut setup.board)?;
        if let Some(side) = fields.next() {
            let mut chars = side.chars();
            setup.side_to_move = match (chars.next(), chars.next()) {
                (Some(c), None) => Color::from_fen_char(c),
                _ => None,
            }
            .ok_or_else(|| FenError::BadSide(side.to_owned()))?;
        }
        for _ in 0..2 {
            if let Some(field) = fields.next() {
                if field != "-" {
                    return Err(FenError::BadPlaceholder(field.to_owned()));
                }
            }
        }
        if let Some(field) = fields.next() {
            setup.halfmoves = field
                .parse()
                .map_err(|_| FenError::BadHalfmoves(field.to_owned()))?;
        }
        if let Some(field) = fields.next() {
            setup.fullmoves = field
                .parse()
                .map_err(|_| FenError::BadFullmoves(field.to_owned()))?;
        }
        if let Some(extra) = fields.next() {
            return Err(FenError::TrailingText(extra.to_owned()));
        }
        Ok(setup)
    }
}

fn read_placement(
    placement: &str,
    board: &mut [Option<Piece>; Square::COUNT],
) -> Result<(), FenError> {
    let ranks: Vec<&str> = placement.split('/').collect();
    if ranks.len() != 10 {
        return Err(FenError::WrongRankCount { found: ranks.len() });
    }
    for (row, text) in ranks.iter().enumerate() {
        let rank = 9 - row;
        let mut file = 0usize;
        for ch in text.chars() {
            if let Some(d) = ch.to_digit(10).filter(|d| (1..=9).contains(d)) {
                file += d as usize;
            } else if let Some(piece) = Piece::from_char(ch) {
                if file < 9 {
                    board[rank * File::COUNT + file] = Some(piece);
                }
                file += 1;
            } else {
                let file = char::from_u32('a' as u32 + file.min(25) as u32).unwrap_or('?');
                return Err(FenError::UnknownCharacter { ch, rank, file });
            }
        }
        if file != 9 {
            return Err(FenError::WrongFileCount { rank, found: file });
        }
    }
    Ok(())
}

impl Position {
    /// Reads and checks a FEN.
    ///
    /// # Errors
    /// [`FenError`] for malformed text, or [`FenError::Position`] when the position is
    /// impossible (a missing king, the side not to move in check, …).
    ///
    /// ```
    /// use xiangqi::{FenError, Position, PositionError};
    /// let pos = Position::from_fen(xiangqi::START_FEN)?;
    /// assert_eq!(pos, Position::startpos());
    /// let err = Position::from_fen("4k4/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1").unwrap_err();
    /// assert!(matches!(err, FenError::Position(PositionError::OpponentInCheck { .. })));
    /// # Ok::<(), FenError>(())
    /// ```
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        Ok(Position::from_setup(&Setup::from_fen(fen)?)?)
    }

    /// Reads a FEN like [`from_fen`](Self::from_fen), but accepts advisors, elephants
    /// and pawns on points they could never reach (see
    /// [`Position::from_setup_relaxed`]).
    ///
    /// # Errors
    /// As [`from_fen`](Self::from_fen), except for unreachable points.
    ///
    /// ```
    /// let fen = "4k4/9/9/9/9/9/9/4n4/3A5/3K5 w - - 0 1"; // an advisor on d1
    /// assert!(xiangqi::Position::from_fen(fen).is_err());
    /// assert!(xiangqi::Position::from_fen_relaxed(fen).is_ok());
    /// ```
    pub fn from_fen_relaxed(fen: &str) -> Result<Position, FenError> {
        Ok(Position::from_setup_relaxed(&Setup::from_fen(fen)?)?)
    }

    /// The position's FEN, in canonical form (`w` or `b`, `- -`, both counters).
    ///
    /// ```
    /// let pos = xiangqi::Position::startpos();
    /// assert_eq!(pos.fen(), xiangqi::START_FEN);
    /// ```
    pub fn fen(&self) -> String {
        write_fen(
            |sq| self.piece_at(sq),
            self.side_to_move(),
            self.halfmove_clock(),
            self.fullmove_number(),
        )
    }
}

impl Setup {
    /// The setup's FEN, in the canonical form of [`Position::fen`].
    ///
    /// ```
    /// let setup: xiangqi::Setup = "4k4/9/9/9/9/9/9/9/9/4K4 b".parse()?;
    /// assert_eq!(setup.fen(), "4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 1");
    /// assert_eq!(setup.to_string(), setup.fen());
    /// # Ok::<(), xiangqi::FenError>(())
    /// ```
    pub fn fen(&self) -> String {
        write_fen(
            |sq| self.board[sq.index()],
            self.side_to_move,
            self.halfmoves,
            self.fullmoves,
        )
    }
}

impl FromStr for Setup {
    type Err = FenError;

    fn from_str(s: &str) -> Result<Setup, FenError> {
        Setup::from_fen(s)
    }
}

impl fmt::Display for Setup {
    /// Writes the FEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.fen())
    }
}

/// The FEN of the pieces that `piece_at` gives, the side to move and the counters.
fn write_fen(
    piece_at: impl Fn(Square) -> Option<Piece>,
    side: Color,
    halfmoves: u32,
    fullmoves: u32,
) -> String {
    let mut s = String::with_capacity(80);
    for rank in (0..10).rev() {
        let mut empty = 0;
        for file in 0..9 {
            match piece_at(Square::from_index_unchecked(rank * File::COUNT + file)) {
                None => empty += 1,
                Some(p) => {
                    if empty > 0 {
                        s.push((b'0' + empty) as char);
                        empty = 0;
                    }
                    s.push(p.char());
                }
            }
        }
        if empty > 0 {
            s.push((b'0' + empty) as char);
        }
        if rank > 0 {
            s.push('/');
        }
    }
    s.push(' ');
    s.push(side.fen_char());
    s.push_str(&format!(" - - {halfmoves} {fullmoves}"));
    s
}

impl FromStr for Position {
    type Err = FenError;

    fn from_str(s: &str) -> Result<Position, FenError> {
        Position::from_fen(s)
    }
}

/// The plural ending for a count: "1 rank", "2 ranks".
fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}
