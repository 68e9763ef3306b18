//! Errors from reading PGN.

use crate::FenError;
use crate::notation::NotationError;

/// A PGN record could not be read: where, and what was wrong.
///
/// Its message is the line and the [`kind`](Self::kind)'s message; its
/// [`source`](std::error::Error::source) is the kind's (the reason a move or a FEN
/// was refused), so that each reason appears once in the chain.
///
/// ```
/// use std::error::Error;
/// let err = xiangqi::pgn::read_game("[Event \"x\"]\n\n1. h2e2 h9g7 2. z9z9 *").unwrap_err();
/// assert_eq!(err.line, 3);
/// assert_eq!(err.to_string(), "line 3: bad move \"z9z9\"");
/// assert!(err.source().is_some_and(|s| s.to_string().contains("not a coordinate move")));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct PgnError {
    /// The line (from 1) where the problem was found.
    pub line: usize,
    /// Which game of the text (from 1) has the problem, when the text can hold several
    /// ([`read_games`](super::read_games), [`Reader`](super::Reader)).
    pub game: Option<usize>,
    /// What the problem is.
    pub kind: PgnErrorKind,
}

impl std::fmt::Display for PgnError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if let Some(game) = self.game {
            write!(f, "game {game}, ")?;
        }
        write!(f, "line {}: {}", self.line, self.kind)
    }
}

impl PgnError {
    /// The error moved down by `lines` lines, as the error of game number `game`.
    pub(super) fn placed(mut self, lines: usize, game: usize) -> PgnError {
        self.line += lines;
        self.game = Some(game);
        self
    }
}

impl std::error::Error for PgnError {
    /// The kind's source: the kind's own message is already in this error's.
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.kind)
    }
}

/// What was wrong with a PGN record.
///
/// ```
/// use xiangqi::pgn::{PgnErrorKind, read_game};
/// let err = read_game("[Red \"A\"]\n[Red \"B\"]\n*").unwrap_err();
/// assert!(matches!(err.kind, PgnErrorKind::DuplicateTag { .. }));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PgnErrorKind {
    /// The text holds no game at all.
    #[error("no game found")]
    Empty,
    /// A tag pair is not of the form `[Name "value"]`.
    #[error("{text:?} is not a tag pair: expected [Name \"value\"]")]
    BadTag {
        /// The offending text.
        text: String,
    },
    /// The same tag appears twice in one game.
    #[error("the tag {name} appears twice")]
    DuplicateTag {
        /// The tag name.
        name: String,
    },
    /// The FEN tag does not hold a valid position.
    #[error("the FEN tag {fen:?} is not a valid position")]
    BadFen {
        /// The tag value.
        fen: String,
        /// What is wrong with it.
        source: FenError,
    },
    /// The Format tag names no notation this crate reads.
    #[error(
        "the Format tag {value:?} names no known move notation (expected ICCS, coordinate, WXF or Chinese)"
    )]
    UnknownFormat {
        /// The tag value.
        value: String,
    },
    /// A `{` comment is never closed.
    #[error("the comment opened here is never closed with }}")]
    UnterminatedComment,
    /// A token that is nothing PGN knows.
    #[error("unexpected {token:?}")]
    UnexpectedToken {
        /// The token.
        token: String,
    },
    /// A move could not be read, or is illegal where it stands.
    #[error("bad move {:?}", source.text())]
    BadMove {
        /// Why (its [`text`](NotationError::text) is the move as written).
        source: NotationError,
    },
    /// A move number does not match the position it stands in.
    #[error("move number {token:?} does not fit: expected {expected}")]
    MoveNumber {
        /// The token.
        token: String,
        /// The number (and dots) that would fit.
        expected: String,
    },
    /// An annotation glyph (`$n`) is malformed, or stands before any move.
    #[error("bad annotation {token:?}")]
    BadNag {
        /// The token.
        token: String,
    },
    /// A variation `(` stands before any move it could be an alternative to.
    #[error("a variation must follow the move it replaces")]
    VariationBeforeMove,
    /// A `)` without its `(`.
    #[error("a ) closes no variation")]
    UnexpectedClose,
    /// Variations are nested deeper than [`MAX_VARIATION_DEPTH`](super::MAX_VARIATION_DEPTH).
    #[error("variations are nested more than {max} deep")]
    TooDeep {
        /// The deepest nesting allowed.
        max: usize,
    },
    /// A variation is never closed before the game's result.
    #[error("the variation opened here is never closed")]
    UnclosedVariation,
    /// The movetext ends without a result (`1-0`, `0-1`, `1/2-1/2` or `*`).
    #[error("the movetext ends without a result (1-0, 0-1, 1/2-1/2 or *)")]
    MissingResult,
    /// The Result tag and the result at the end of the movetext differ.
    #[error("the Result tag says {tag:?} but the movetext ends with {movetext:?}")]
    ResultMismatch {
        /// The tag value.
        tag: String,
        /// The movetext's result.
        movetext: String,
    },
    /// A line is not UTF-8 text (and, with [`Encoding::Auto`](super::Encoding::Auto) and
    /// the `encoding` feature, not GB18030 either).
    #[error("the text is not UTF-8 from byte {column} of the line on")]
    NotUtf8 {
        /// The first byte (from 1) of the line that is not UTF-8.
        column: usize,
    },
    /// A line is not GB18030 (nor GBK) text.
    #[error("the text is not GB18030 (GBK) from character {column} of the line on")]
    NotGb18030 {
        /// The first character (from 1) of the decoded line that could not be decoded.
        column: usize,
    },
    /// The input could not be read.
    #[error("the input could not be read: {message}")]
    Io {
        /// The kind of the I/O error.
        kind: std::io::ErrorKind,
        /// Its message.
        message: String,
    },
    /// The Result tag holds no result.
    #[error("the Result tag {value:?} is not 1-0, 0-1, 1/2-1/2 or *")]
    BadResultTag {
        /// The tag value.
        value: String,
    },
}
