//! Moves.

use super::Square;
use super::square::ParseSquareError;
use std::fmt;
use std::num::NonZeroU16;
use std::str::FromStr;

/// A move from one square to another: two bytes, and `Option<Move>` is two bytes too.
///
/// A `Move` by itself is only a pair of squares; whether it is legal depends on a
/// position (see [`Position::parse_move`](crate::Position::parse_move) and
/// [`Position::is_legal`](crate::Position::is_legal)). Its text form is the coordinate
/// notation UCI engines use, `h2e2`; parsing also accepts the ICCS style `H2-E2`.
///
/// ```
/// use xiangqi::Move;
/// let m: Move = "h2e2".parse()?;
/// assert_eq!(m.from().to_string(), "h2");
/// assert_eq!(m.to().to_string(), "e2");
/// assert_eq!("H2-E2".parse::<Move>()?, m);
/// assert_eq!(std::mem::size_of::<Option<Move>>(), 2);
/// # Ok::<(), xiangqi::ParseMoveError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move(NonZeroU16);

const SET: u16 = 1 << 15;

impl Move {
    /// The move from `from` to `to`.
    ///
    /// ```
    /// use xiangqi::{Move, Square};
    /// let m = Move::new("b0".parse()?, "c2".parse()?);
    /// assert_eq!(m.to_string(), "b0c2");
    /// # Ok::<(), xiangqi::ParseSquareError>(())
    /// ```
    #[inline]
    pub const fn new(from: Square, to: Square) -> Move {
        let bits = SET | from.index() as u16 | (to.index() as u16) << 7;
        match NonZeroU16::new(bits) {
            Some(b) => Move(b),
            None => unreachable!(),
        }
    }

    /// The square the piece leaves.
    ///
    /// ```
    /// assert_eq!("h2e2".parse::<xiangqi::Move>().unwrap().from().to_string(), "h2");
    /// ```
    #[inline]
    pub const fn from(self) -> Square {
        Square::from_index_unchecked((self.0.get() & 0x7f) as usize)
    }

    /// The square the piece arrives on.
    ///
    /// ```
    /// assert_eq!("h2e2".parse::<xiangqi::Move>().unwrap().to().to_string(), "e2");
    /// ```
    #[inline]
    pub const fn to(self) -> Square {
        Square::from_index_unchecked(((self.0.get() >> 7) & 0x7f) as usize)
    }

    /// The same move seen in a mirror down the centre file.
    ///
    /// ```
    /// assert_eq!("h2e2".parse::<xiangqi::Move>().unwrap().mirror().to_string(), "b2e2");
    /// ```
    pub const fn mirror(self) -> Move {
        Move::new(self.from().mirror(), self.to().mirror())
    }

    /// The same move with the board turned half a turn.
    ///
    /// ```
    /// assert_eq!("h2e2".parse::<xiangqi::Move>().unwrap().rotate().to_string(), "b7e7");
    /// ```
    pub const fn rotate(self) -> Move {
        Move::new(self.from().rotate(), self.to().rotate())
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from(), self.to())
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self})")
    }
}

/// The text was not a move in coordinate notation.
///
/// ```
/// use xiangqi::{Move, ParseMoveError};
/// assert!(matches!("h2".parse::<Move>(), Err(ParseMoveError::Syntax(_))));
/// assert!(matches!("h2z2".parse::<Move>(), Err(ParseMoveError::Square { .. })));
/// assert!(matches!("e0e0".parse::<Move>(), Err(ParseMoveError::Null(_))));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseMoveError {
    /// The text does not have the shape of a move (`h2e2` or `H2-E2`).
    #[error("{0:?} is not a coordinate move: expected two squares, as in h2e2")]
    Syntax(String),
    /// One of the two squares is not a square of the board (which one, and why, is the
    /// [`source`](std::error::Error::source)).
    #[error("{text:?} is not a coordinate move")]
    Square {
        /// The whole text.
        text: String,
        /// What was wrong with the square.
        source: ParseSquareError,
    },
    /// Both squares are the same: no piece can move to where it stands (engines write a
    /// null move this way, `0000` or `e0e0`; it is not a move of xiangqi).
    #[error("{0:?} is not a move: it starts and ends on the same square")]
    Null(String),
}

impl FromStr for Move {
    type Err = ParseMoveError;

    fn from_str(s: &str) -> Result<Move, ParseMoveError> {
        let syntax = || ParseMoveError::Syntax(s.to_owned());
        if !s.is_ascii() {
            return Err(syntax());
        }
        let (a, b) = match s.len() {
            4 => (&s[..2], &s[2..]),
            5 if s.as_bytes()[2] == b'-' => (&s[..2], &s[3..]),
            _ => return Err(syntax()),
        };
        let square = |t: &str| {
            t.parse::<Square>()
                .map_err(|source| ParseMoveError::Square {
                    text: s.to_owned(),
                    source,
                })
        };
        let (from, to) = (square(a)?, square(b)?);
        if from == to {
            return Err(ParseMoveError::Null(s.to_owned()));
        }
        Ok(Move::new(from, to))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packs_every_pair() {
        for a in Square::all() {
            for b in Square::all() {
                let m = Move::new(a, b);
                assert_eq!((m.from(), m.to()), (a, b));
                if a == b {
                    assert_eq!(
                        m.to_string().parse::<Move>(),
                        Err(ParseMoveError::Null(m.to_string()))
                    );
                } else {
                    assert_eq!(m.to_string().parse::<Move>(), Ok(m));
                }
            }
        }
    }

    #[test]
    fn rejects_garbage() {
        for bad in [
            "",
            "h2e",
            "h2e22",
            "h2xe2",
            "z2e2",
            "h2e-",
            "炮二平五",
            "h2--e2",
        ] {
            assert!(bad.parse::<Move>().is_err(), "{bad}");
        }
    }
}
