//! The two sides.

use std::fmt;
use std::str::FromStr;

/// One of the two sides: Red (红, moves first) or Black (黑).
///
/// ```
/// use xiangqi::Color;
/// assert_eq!(Color::Red.other(), Color::Black);
/// assert_eq!("black".parse::<Color>(), Ok(Color::Black));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Color {
    /// Red (红), whose back rank is rank 0 and who moves first.
    Red = 0,
    /// Black (黑), whose back rank is rank 9.
    Black = 1,
}

impl Color {
    /// Both colours, Red first.
    ///
    /// ```
    /// assert_eq!(xiangqi::Color::ALL.len(), 2);
    /// ```
    pub const ALL: [Color; 2] = [Color::Red, Color::Black];

    /// The opponent.
    ///
    /// ```
    /// use xiangqi::Color;
    /// assert_eq!(Color::Black.other(), Color::Red);
    /// ```
    #[inline]
    pub const fn other(self) -> Color {
        match self {
            Color::Red => Color::Black,
            Color::Black => Color::Red,
        }
    }

    /// 0 for Red, 1 for Black: an index into per-colour tables.
    ///
    /// ```
    /// assert_eq!(xiangqi::Color::Black.index(), 1);
    /// ```
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The side letter in a FEN: `w` for Red (as UCI engines write it), `b` for Black.
    ///
    /// ```
    /// assert_eq!(xiangqi::Color::Red.fen_char(), 'w');
    /// ```
    pub const fn fen_char(self) -> char {
        match self {
            Color::Red => 'w',
            Color::Black => 'b',
        }
    }

    /// Reads a FEN side letter: `w` or `r` for Red, `b` for Black (either case).
    ///
    /// ```
    /// use xiangqi::Color;
    /// assert_eq!(Color::from_fen_char('r'), Some(Color::Red));
    /// assert_eq!(Color::from_fen_char('x'), None);
    /// ```
    pub const fn from_fen_char(c: char) -> Option<Color> {
        match c {
            'w' | 'W' | 'r' | 'R' => Some(Color::Red),
            'b' | 'B' => Some(Color::Black),
            _ => None,
        }
    }
}

impl std::ops::Not for Color {
    type Output = Color;
    #[inline]
    fn not(self) -> Color {
        self.other()
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::Red => "red",
            Color::Black => "black",
        })
    }
}

/// The text was not a colour name (`red`, `black`) or FEN side letter (`w`, `r`, `b`).
///
/// ```
/// let err = "green".parse::<xiangqi::Color>().unwrap_err();
/// assert!(err.to_string().contains("\"green\""));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a colour: expected red, black, w, r or b")]
pub struct ParseColorError(pub String);

impl FromStr for Color {
    type Err = ParseColorError;

    fn from_str(s: &str) -> Result<Color, ParseColorError> {
        let mut chars = s.chars();
        if let (Some(c), None) = (chars.next(), chars.next()) {
            if let Some(color) = Color::from_fen_char(c) {
                return Ok(color);
            }
        }
        if s.eq_ignore_ascii_case("red") {
            Ok(Color::Red)
        } else if s.eq_ignore_ascii_case("black") {
            Ok(Color::Black)
        } else {
            Err(ParseColorError(s.to_owned()))
        }
    }
}
