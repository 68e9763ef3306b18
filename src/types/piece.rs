//! Piece kinds and pieces.

use super::Color;
use std::fmt;
use std::str::FromStr;

/// The seven kinds of piece, named as English-speaking players name them.
///
/// | kind | Red | Black | letter |
/// |---|---|---|---|
/// | King (general) | 帥 | 將 | K |
/// | Advisor | 仕 | 士 | A |
/// | Elephant | 相 | 象 | B (E accepted) |
/// | Horse | 傌 | 馬 | N (H accepted) |
/// | Rook (chariot) | 俥 | 車 | R |
/// | Cannon | 炮 | 砲 | C |
/// | Pawn (soldier) | 兵 | 卒 | P |
///
/// ```
/// use xiangqi::PieceKind;
/// assert_eq!(PieceKind::from_char('h'), Some(PieceKind::Horse));
/// assert_eq!(PieceKind::Horse.char(), 'N');
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum PieceKind {
    /// The king (帥/將), confined to its palace.
    King = 0,
    /// The advisor (仕/士), one diagonal step inside the palace.
    Advisor = 1,
    /// The elephant (相/象), two diagonal steps, never across the river.
    Elephant = 2,
    /// The horse (傌/馬), blocked by a piece on its leg.
    Horse = 3,
    /// The rook or chariot (俥/車), slides orthogonally.
    Rook = 4,
    /// The cannon (炮/砲), slides to move, jumps one screen to capture.
    Cannon = 5,
    /// The pawn or soldier (兵/卒), moves sideways once across the river.
    Pawn = 6,
}

impl PieceKind {
    /// All seven kinds, in the order of their discriminants.
    ///
    /// ```
    /// assert_eq!(xiangqi::PieceKind::ALL.len(), 7);
    /// ```
    pub const ALL: [PieceKind; 7] = [
        PieceKind::King,
        PieceKind::Advisor,
        PieceKind::Elephant,
        PieceKind::Horse,
        PieceKind::Rook,
        PieceKind::Cannon,
        PieceKind::Pawn,
    ];

    /// 0 to 6: an index into per-kind tables.
    ///
    /// ```
    /// assert_eq!(xiangqi::PieceKind::Pawn.index(), 6);
    /// ```
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The upper-case FEN letter: K A B N R C P.
    ///
    /// ```
    /// assert_eq!(xiangqi::PieceKind::Elephant.char(), 'B');
    /// ```
    pub const fn char(self) -> char {
        match self {
            PieceKind::King => 'K',
            PieceKind::Advisor => 'A',
            PieceKind::Elephant => 'B',
            PieceKind::Horse => 'N',
            PieceKind::Rook => 'R',
            PieceKind::Cannon => 'C',
            PieceKind::Pawn => 'P',
        }
    }

    /// Reads a letter of either case; E (elephant) and H (horse) are accepted as aliases.
    ///
    /// ```
    /// use xiangqi::PieceKind;
    /// assert_eq!(PieceKind::from_char('E'), Some(PieceKind::Elephant));
    /// assert_eq!(PieceKind::from_char('x'), None);
    /// ```
    pub const fn from_char(c: char) -> Option<PieceKind> {
        Some(match c.to_ascii_uppercase() {
            'K' => PieceKind::King,
            'A' => PieceKind::Advisor,
            'B' | 'E' => PieceKind::Elephant,
            'N' | 'H' => PieceKind::Horse,
            'R' => PieceKind::Rook,
            'C' => PieceKind::Cannon,
            'P' => PieceKind::Pawn,
            _ => return None,
        })
    }

    /// How many of this kind each side starts with, and so may ever have.
    ///
    /// ```
    /// assert_eq!(xiangqi::PieceKind::Pawn.max_count(), 5);
    /// ```
    pub const fn max_count(self) -> usize {
        match self {
            PieceKind::King => 1,
            PieceKind::Pawn => 5,
            _ => 2,
        }
    }
}

impl fmt::Display for PieceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PieceKind::King => "king",
            PieceKind::Advisor => "advisor",
            PieceKind::Elephant => "elephant",
            PieceKind::Horse => "horse",
            PieceKind::Rook => "rook",
            PieceKind::Cannon => "cannon",
            PieceKind::Pawn => "pawn",
        })
    }
}

/// The text was not a piece kind: an English name (`horse`) or a letter (`N`, `H`).
///
/// ```
/// let err = "queen".parse::<xiangqi::PieceKind>().unwrap_err();
/// assert!(err.to_string().contains("\"queen\""));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a piece kind: expected a name such as horse or a letter such as N")]
pub struct ParsePieceKindError(pub String);

impl FromStr for PieceKind {
    type Err = ParsePieceKindError;

    /// Reads an English name in any case (`king`, `advisor`, `elephant`, `horse`, `rook`,
    /// `cannon`, `pawn`, and the aliases `general`, `guard`, `minister`, `knight`,
    /// `chariot`, `soldier`) or a single letter (see [`PieceKind::from_char`]).
    ///
    /// ```
    /// use xiangqi::PieceKind;
    /// assert_eq!("Horse".parse::<PieceKind>(), Ok(PieceKind::Horse));
    /// assert_eq!("r".parse::<PieceKind>(), Ok(PieceKind::Rook));
    /// assert!("queen".parse::<PieceKind>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<PieceKind, ParsePieceKindError> {
        let mut chars = s.chars();
        if let (Some(c), None) = (chars.next(), chars.next()) {
            return PieceKind::from_char(c).ok_or_else(|| ParsePieceKindError(s.to_owned()));
        }
        Ok(match s.to_ascii_lowercase().as_str() {
            "king" | "general" => PieceKind::King,
            "advisor" | "guard" => PieceKind::Advisor,
            "elephant" | "minister" => PieceKind::Elephant,
            "horse" | "knight" => PieceKind::Horse,
            "rook" | "chariot" => PieceKind::Rook,
            "cannon" => PieceKind::Cannon,
            "pawn" | "soldier" => PieceKind::Pawn,
            _ => return Err(ParsePieceKindError(s.to_owned())),
        })
    }
}

/// A piece: a kind and a colour.
///
/// ```
/// use xiangqi::{Color, Piece, PieceKind};
/// let p = Piece::new(Color::Black, PieceKind::Horse);
/// assert_eq!(p.char(), 'n');
/// assert_eq!(Piece::from_char('n'), Some(p));
/// assert_eq!(p.to_string(), "black horse");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    kind: PieceKind,
    color: Color,
}

impl Piece {
    /// The piece of this colour and kind.
    ///
    /// ```
    /// use xiangqi::{Color, Piece, PieceKind};
    /// assert_eq!(Piece::new(Color::Red, PieceKind::Rook).kind(), PieceKind::Rook);
    /// ```
    #[inline]
    pub const fn new(color: Color, kind: PieceKind) -> Piece {
        Piece { kind, color }
    }

    /// Its kind.
    ///
    /// ```
    /// assert_eq!(xiangqi::Piece::from_char('C').unwrap().kind(), xiangqi::PieceKind::Cannon);
    /// ```
    #[inline]
    pub const fn kind(self) -> PieceKind {
        self.kind
    }

    /// Its colour.
    ///
    /// ```
    /// assert_eq!(xiangqi::Piece::from_char('c').unwrap().color(), xiangqi::Color::Black);
    /// ```
    #[inline]
    pub const fn color(self) -> Color {
        self.color
    }

    /// 0 to 13 (Red's kinds, then Black's): an index into per-piece tables.
    ///
    /// ```
    /// assert_eq!(xiangqi::Piece::from_char('k').unwrap().index(), 7);
    /// ```
    #[inline]
    pub const fn index(self) -> usize {
        self.color as usize * 7 + self.kind as usize
    }

    /// The FEN letter: upper case for Red, lower case for Black.
    ///
    /// ```
    /// assert_eq!(xiangqi::Piece::from_char('E').unwrap().char(), 'B');
    /// ```
    pub const fn char(self) -> char {
        let c = self.kind.char();
        match self.color {
            Color::Red => c,
            Color::Black => c.to_ascii_lowercase(),
        }
    }

    /// The piece's Chinese name as written in simplified characters, with the names
    /// that tell the colours apart: Red 帅 仕 相 马 车 炮 兵, Black 将 士 象 马 车 炮 卒.
    ///
    /// ```
    /// use xiangqi::Piece;
    /// assert_eq!(Piece::from_char('K').unwrap().chinese(), '帅');
    /// assert_eq!(Piece::from_char('k').unwrap().chinese(), '将');
    /// assert_eq!(Piece::from_char('p').unwrap().chinese(), '卒');
    /// ```
    pub const fn chinese(self) -> char {
        CHINESE_NAMES[self.color as usize][self.kind as usize]
    }

    /// Reads a FEN letter (aliases E and H accepted): upper case is Red.
    ///
    /// ```
    /// assert!(xiangqi::Piece::from_char('?').is_none());
    /// ```
    pub const fn from_char(c: char) -> Option<Piece> {
        let color = if c.is_ascii_uppercase() {
            Color::Red
        } else {
            Color::Black
        };
        match PieceKind::from_char(c) {
            Some(kind) => Some(Piece::new(color, kind)),
            None => None,
        }
    }
}

/// The Chinese name of each piece, by colour (Red, Black) and kind.
const CHINESE_NAMES: [[char; 7]; 2] = [
    ['帅', '仕', '相', '马', '车', '炮', '兵'],
    ['将', '士', '象', '马', '车', '炮', '卒'],
];

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.color, self.kind)
    }
}

/// The text was not a single FEN piece letter.
///
/// ```
/// let err = "x".parse::<xiangqi::Piece>().unwrap_err();
/// assert!(err.to_string().contains("\"x\""));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "{0:?} is not a piece letter: expected one of KABNRCP (E, H accepted), lower case for Black"
)]
pub struct ParsePieceError(pub String);

impl FromStr for Piece {
    type Err = ParsePieceError;

    fn from_str(s: &str) -> Result<Piece, ParsePieceError> {
        let mut chars = s.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Piece::from_char(c).ok_or_else(|| ParsePieceError(s.to_owned())),
            _ => Err(ParsePieceError(s.to_owned())),
        }
    }
}
