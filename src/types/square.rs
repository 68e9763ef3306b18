//! Files, ranks and squares of the 10×9 board.

use std::fmt;
use std::str::FromStr;

/// A file (column), `a` to `i` from Red's left to Red's right.
///
/// ```
/// use xiangqi::File;
/// assert_eq!(File::E.char(), 'e');
/// assert_eq!(File::from_char('i'), Some(File::I));
/// assert_eq!(File::A.mirror(), File::I);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct File(u8);

impl File {
    /// File a, Red's left edge.
    pub const A: File = File(0);
    /// File b.
    pub const B: File = File(1);
    /// File c.
    pub const C: File = File(2);
    /// File d, the palace's left file.
    pub const D: File = File(3);
    /// File e, the centre file.
    pub const E: File = File(4);
    /// File f, the palace's right file.
    pub const F: File = File(5);
    /// File g.
    pub const G: File = File(6);
    /// File h.
    pub const H: File = File(7);
    /// File i, Red's right edge.
    pub const I: File = File(8);
    /// The number of files.
    ///
    /// ```
    /// assert_eq!(xiangqi::File::all().len(), xiangqi::File::COUNT);
    /// ```
    pub const COUNT: usize = 9;

    /// The file with this index (0 = a), or `None` past 8.
    ///
    /// ```
    /// assert_eq!(xiangqi::File::new(4), Some(xiangqi::File::E));
    /// assert_eq!(xiangqi::File::new(9), None);
    /// ```
    #[inline]
    pub const fn new(index: u8) -> Option<File> {
        if index < 9 { Some(File(index)) } else { None }
    }

    /// 0 for file a up to 8 for file i.
    ///
    /// ```
    /// assert_eq!(xiangqi::File::C.index(), 2);
    /// ```
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The letter `a` to `i`.
    ///
    /// ```
    /// assert_eq!(xiangqi::File::B.char(), 'b');
    /// ```
    pub const fn char(self) -> char {
        (b'a' + self.0) as char
    }

    /// Reads a letter `a` to `i` (either case).
    ///
    /// ```
    /// assert_eq!(xiangqi::File::from_char('J'), None);
    /// ```
    pub const fn from_char(c: char) -> Option<File> {
        let c = c.to_ascii_lowercase();
        if c >= 'a' && c <= 'i' {
            Some(File(c as u8 - b'a'))
        } else {
            None
        }
    }

    /// The file seen in a mirror down the centre file (a ↔ i).
    ///
    /// ```
    /// assert_eq!(xiangqi::File::D.mirror(), xiangqi::File::F);
    /// ```
    #[inline]
    pub const fn mirror(self) -> File {
        File(8 - self.0)
    }

    /// All files, a to i.
    ///
    /// ```
    /// assert_eq!(xiangqi::File::all().count(), 9);
    /// ```
    pub fn all() -> impl DoubleEndedIterator<Item = File> + ExactSizeIterator {
        (0..9).map(File)
    }
}

/// A rank (row), 0 to 9, counted from Red's back rank.
///
/// Ranks 0–4 are Red's half of the board, 5–9 Black's; the river runs between 4 and 5.
///
/// ```
/// use xiangqi::Rank;
/// assert_eq!(Rank::new(9).unwrap().flip(), Rank::new(0).unwrap());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rank(u8);

impl Rank {
    /// The number of ranks.
    ///
    /// ```
    /// assert_eq!(xiangqi::Rank::all().len(), xiangqi::Rank::COUNT);
    /// ```
    pub const COUNT: usize = 10;

    /// The rank with this index, or `None` past 9.
    ///
    /// ```
    /// assert!(xiangqi::Rank::new(10).is_none());
    /// ```
    #[inline]
    pub const fn new(index: u8) -> Option<Rank> {
        if index < 10 { Some(Rank(index)) } else { None }
    }

    /// 0 for Red's back rank up to 9 for Black's.
    ///
    /// ```
    /// assert_eq!(xiangqi::Rank::new(3).unwrap().index(), 3);
    /// ```
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The digit `0` to `9`.
    ///
    /// ```
    /// assert_eq!(xiangqi::Rank::new(7).unwrap().char(), '7');
    /// ```
    pub const fn char(self) -> char {
        (b'0' + self.0) as char
    }

    /// Reads a digit `0` to `9`.
    ///
    /// ```
    /// assert_eq!(xiangqi::Rank::from_char('5').map(|r| r.index()), Some(5));
    /// ```
    pub const fn from_char(c: char) -> Option<Rank> {
        if c.is_ascii_digit() {
            Some(Rank(c as u8 - b'0'))
        } else {
            None
        }
    }

    /// The rank seen from the other side (0 ↔ 9).
    ///
    /// ```
    /// assert_eq!(xiangqi::Rank::new(2).unwrap().flip().index(), 7);
    /// ```
    #[inline]
    pub const fn flip(self) -> Rank {
        Rank(9 - self.0)
    }

    /// All ranks, 0 to 9.
    ///
    /// ```
    /// assert_eq!(xiangqi::Rank::all().count(), 10);
    /// ```
    pub fn all() -> impl DoubleEndedIterator<Item = Rank> + ExactSizeIterator {
        (0..10).map(Rank)
    }
}

/// One of the 90 points of the board, written as file and rank: `e0` is Red's king's
/// starting point, `h2` the point of Red's right cannon.
///
/// A `Square` always holds a valid point; its index is `rank * 9 + file`.
///
/// ```
/// use xiangqi::{File, Rank, Square};
/// let sq: Square = "h2".parse()?;
/// assert_eq!(sq.file(), File::H);
/// assert_eq!(sq.rank().index(), 2);
/// assert_eq!(sq.index(), 25);
/// assert_eq!(sq.to_string(), "h2");
/// assert_eq!(sq.rotate().to_string(), "b7");
/// assert_eq!(sq, Square::H2); // every point is also a constant, A0 to I9
/// assert_eq!((Square::A0.index(), Square::E0.to_string().as_str(), Square::I9.index()), (0, "e0", 89));
/// # Ok::<(), xiangqi::ParseSquareError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

/// The 90 points as constants, `Square::A0` to `Square::I9`.
macro_rules! square_constants {
    ($($name:ident = $index:expr,)*) => {
        impl Square {
            $(
                #[doc = concat!("The point ", stringify!($name), ".")]
                pub const $name: Square = Square($index);
            )*
        }
    };
}

square_constants! {
    A0 = 0,
    B0 = 1,
    C0 = 2,
    D0 = 3,
    E0 = 4,
    F0 = 5,
    G0 = 6,
    H0 = 7,
    I0 = 8,
    A1 = 9,
    B1 = 10,
    C1 = 11,
    D1 = 12,
    E1 = 13,
    F1 = 14,
    G1 = 15,
    H1 = 16,
    I1 = 17,
    A2 = 18,
    B2 = 19,
    C2 = 20,
    D2 = 21,
    E2 = 22,
    F2 = 23,
    G2 = 24,
    H2 = 25,
    I2 = 26,
    A3 = 27,
    B3 = 28,
    C3 = 29,
    D3 = 30,
    E3 = 31,
    F3 = 32,
    G3 = 33,
    H3 = 34,
    I3 = 35,
    A4 = 36,
    B4 = 37,
    C4 = 38,
    D4 = 39,
    E4 = 40,
    F4 = 41,
    G4 = 42,
    H4 = 43,
    I4 = 44,
    A5 = 45,
    B5 = 46,
    C5 = 47,
    D5 = 48,
    E5 = 49,
    F5 = 50,
    G5 = 51,
    H5 = 52,
    I5 = 53,
    A6 = 54,
    B6 = 55,
    C6 = 56,
    D6 = 57,
    E6 = 58,
    F6 = 59,
    G6 = 60,
    H6 = 61,
    I6 = 62,
    A7 = 63,
    B7 = 64,
    C7 = 65,
    D7 = 66,
    E7 = 67,
    F7 = 68,
    G7 = 69,
    H7 = 70,
    I7 = 71,
    A8 = 72,
    B8 = 73,
    C8 = 74,
    D8 = 75,
    E8 = 76,
    F8 = 77,
    G8 = 78,
    H8 = 79,
    I8 = 80,
    A9 = 81,
    B9 = 82,
    C9 = 83,
    D9 = 84,
    E9 = 85,
    F9 = 86,
    G9 = 87,
    H9 = 88,
    I9 = 89,
}

impl Square {
    /// The number of squares.
    ///
    /// ```
    /// assert_eq!(xiangqi::Square::all().len(), xiangqi::Square::COUNT);
    /// ```
    pub const COUNT: usize = File::COUNT * Rank::COUNT;

    /// The square on this file and rank.
    ///
    /// ```
    /// use xiangqi::{File, Rank, Square};
    /// assert_eq!(Square::new(File::E, Rank::new(0).unwrap()).to_string(), "e0");
    /// ```
    #[inline]
    pub const fn new(file: File, rank: Rank) -> Square {
        Square(rank.0 * File::COUNT as u8 + file.0)
    }

    /// The square with this index (`rank * 9 + file`), or `None` past 89.
    ///
    /// ```
    /// assert_eq!(xiangqi::Square::from_index(4).unwrap().to_string(), "e0");
    /// assert!(xiangqi::Square::from_index(90).is_none());
    /// ```
    #[inline]
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < Square::COUNT {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// Builds a square from an index the caller knows is below 90.
    #[inline]
    pub(crate) const fn from_index_unchecked(index: usize) -> Square {
        debug_assert!(index < Square::COUNT);
        Square(index as u8)
    }

    /// The index `rank * 9 + file`, 0 to 89.
    ///
    /// ```
    /// assert_eq!("i9".parse::<xiangqi::Square>().unwrap().index(), 89);
    /// ```
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Its file.
    ///
    /// ```
    /// assert_eq!("c3".parse::<xiangqi::Square>().unwrap().file(), xiangqi::File::C);
    /// ```
    #[inline]
    pub const fn file(self) -> File {
        File(self.0 % File::COUNT as u8)
    }

    /// Its rank.
    ///
    /// ```
    /// assert_eq!("c3".parse::<xiangqi::Square>().unwrap().rank().index(), 3);
    /// ```
    #[inline]
    pub const fn rank(self) -> Rank {
        Rank(self.0 / File::COUNT as u8)
    }

    /// The square seen in a mirror down the centre file (file a ↔ i, same rank).
    ///
    /// ```
    /// assert_eq!("b2".parse::<xiangqi::Square>().unwrap().mirror().to_string(), "h2");
    /// ```
    #[inline]
    pub const fn mirror(self) -> Square {
        Square::new(self.file().mirror(), self.rank())
    }

    /// The square seen from the other side's bench, same file (rank 0 ↔ 9).
    ///
    /// This is how a table written for Red is read for Black.
    ///
    /// ```
    /// assert_eq!("b2".parse::<xiangqi::Square>().unwrap().flip().to_string(), "b7");
    /// ```
    #[inline]
    pub const fn flip(self) -> Square {
        Square::new(self.file(), self.rank().flip())
    }

    /// The square after turning the board half a turn (both flipped and mirrored).
    ///
    /// ```
    /// assert_eq!("a0".parse::<xiangqi::Square>().unwrap().rotate().to_string(), "i9");
    /// ```
    #[inline]
    pub const fn rotate(self) -> Square {
        Square(89 - self.0)
    }

    /// Whether the square lies on this colour's half of the board (before the river).
    ///
    /// ```
    /// use xiangqi::{Color, Square};
    /// let sq: Square = "e4".parse().unwrap();
    /// assert!(sq.is_on_side(Color::Red));
    /// assert!(!sq.is_on_side(Color::Black));
    /// ```
    #[inline]
    pub const fn is_on_side(self, color: crate::Color) -> bool {
        match color {
            crate::Color::Red => self.0 < 45,
            crate::Color::Black => self.0 >= 45,
        }
    }

    /// Whether the square lies in this colour's palace (files d–f, its first three ranks).
    ///
    /// ```
    /// use xiangqi::{Color, Square};
    /// assert!("f2".parse::<Square>().unwrap().is_in_palace(Color::Red));
    /// assert!(!"g2".parse::<Square>().unwrap().is_in_palace(Color::Red));
    /// ```
    #[inline]
    pub const fn is_in_palace(self, color: crate::Color) -> bool {
        let f = self.0 % File::COUNT as u8;
        let r = self.0 / File::COUNT as u8;
        let rank_ok = match color {
            crate::Color::Red => r <= 2,
            crate::Color::Black => r >= 7,
        };
        f >= 3 && f <= 5 && rank_ok
    }

    /// All 90 squares in index order (a0, b0, …, i9).
    ///
    /// ```
    /// assert_eq!(xiangqi::Square::all().count(), 90);
    /// ```
    pub fn all() -> impl DoubleEndedIterator<Item = Square> + ExactSizeIterator {
        (0..90).map(Square)
    }
}

impl fmt::Display for File {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file().char(), self.rank().char())
    }
}

/// The text was not a square name (a file letter `a`–`i` then a rank digit `0`–`9`).
///
/// ```
/// let err = "j0".parse::<xiangqi::Square>().unwrap_err();
/// assert!(err.to_string().contains("\"j0\""));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a square: expected a file a-i and a rank 0-9, as in h2")]
pub struct ParseSquareError(pub String);

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let err = || ParseSquareError(s.to_owned());
        let mut chars = s.chars();
        let file = chars.next().and_then(File::from_char).ok_or_else(err)?;
        let rank = chars.next().and_then(Rank::from_char).ok_or_else(err)?;
        if chars.next().is_some() {
            return Err(err());
        }
        Ok(Square::new(file, rank))
    }
}

impl FromStr for File {
    type Err = ParseSquareError;

    /// Reads a file letter `a`–`i`.
    ///
    /// ```
    /// assert_eq!("c".parse::<xiangqi::File>(), Ok(xiangqi::File::C));
    /// ```
    fn from_str(s: &str) -> Result<File, Self::Err> {
        let mut chars = s.chars();
        match (chars.next().and_then(File::from_char), chars.next()) {
            (Some(f), None) => Ok(f),
            _ => Err(ParseSquareError(s.to_owned())),
        }
    }
}

impl FromStr for Rank {
    type Err = ParseSquareError;

    /// Reads a rank digit `0`–`9`.
    ///
    /// ```
    /// assert_eq!("7".parse::<xiangqi::Rank>().map(|r| r.index()), Ok(7));
    /// ```
    fn from_str(s: &str) -> Result<Rank, Self::Err> {
        let mut chars = s.chars();
        match (chars.next().and_then(Rank::from_char), chars.next()) {
            (Some(r), None) => Ok(r),
            _ => Err(ParseSquareError(s.to_owned())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_square_round_trips_through_text() {
        for sq in Square::all() {
            assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
            assert_eq!(sq.rotate().rotate(), sq);
            assert_eq!(sq.rotate(), sq.flip().mirror());
        }
    }

    #[test]
    fn rejects_bad_squares() {
        for bad in ["", "j0", "a", "a10", "e-", "0e", "éa"] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
    }
}
