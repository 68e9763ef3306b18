//! One error type for callers who want to use `?` on everything.

use crate::game::{GameError, PlayAllError};
use crate::notation::NotationError;
use crate::{IllegalMoveError, Outcome};

/// Any error of this crate.
///
/// Each kind of failure has one variant, whichever call found it: an illegal move is
/// always [`Error::Illegal`], whether it came from [`Position::play`](crate::Position::play),
/// [`Position::parse_move`](crate::Position::parse_move) or
/// [`Game::play_text`](crate::Game::play_text).
///
/// ```
/// use xiangqi::{Error, Game, Position};
/// fn first_move() -> Result<Position, Error> {
///     let mut pos = Position::from_fen(xiangqi::START_FEN)?;
///     let m = pos.parse_move("h2e2")?;
///     pos.play(m)?;
///     Ok(pos)
/// }
/// assert!(first_move().is_ok());
/// // The same illegal move, three ways.
/// let pos = Position::startpos();
/// let e: Error = pos.parse_move("e2e3").unwrap_err().into();
/// assert!(matches!(e, Error::Illegal(_)));
/// let e: Error = Game::default().play_text("e2e3").unwrap_err().into();
/// assert!(matches!(e, Error::Illegal(_)));
/// let e: Error = pos.clone().play("e2e3".parse()?).unwrap_err().into();
/// assert!(matches!(e, Error::Illegal(_)));
/// # Ok::<(), Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// A FEN could not be read or describes an impossible position.
    #[error(transparent)]
    Fen(#[from] crate::FenError),
    /// A setup breaks the rules.
    #[error(transparent)]
    Position(#[from] crate::PositionError),
    /// A move is illegal in its position.
    #[error(transparent)]
    Illegal(#[from] IllegalMoveError),
    /// Text in some notation names no move, or more than one (an illegal move it names
    /// is [`Error::Illegal`]).
    #[error(transparent)]
    Notation(NotationError),
    /// A record's result contradicts the end its moves reach.
    #[error("the record says {recorded} but its moves end the game otherwise ({outcome})")]
    ResultContradicted {
        /// The result the record gives.
        recorded: &'static str,
        /// How the moves end the game.
        outcome: Outcome,
    },
    /// A move was given to a game that is over.
    #[error("no move can be played: the game is over ({outcome})")]
    GameOver {
        /// How the game ended.
        outcome: Outcome,
    },
    /// A PGN record could not be read.
    #[error(transparent)]
    Pgn(#[from] crate::pgn::PgnError),
    /// Text is not a move in coordinates.
    #[error(transparent)]
    ParseMove(#[from] crate::ParseMoveError),
    /// Text is not a square.
    #[error(transparent)]
    ParseSquare(#[from] crate::ParseSquareError),
    /// Text is not a piece.
    #[error(transparent)]
    ParsePiece(#[from] crate::ParsePieceError),
    /// Text is not a piece kind.
    #[error(transparent)]
    ParsePieceKind(#[from] crate::ParsePieceKindError),
    /// Text is not a colour.
    #[error(transparent)]
    ParseColor(#[from] crate::ParseColorError),
    /// Text is not a rule set.
    #[error(transparent)]
    ParseRuleSet(#[from] crate::ParseRuleSetError),
    /// A search was refused.
    #[cfg(feature = "engine")]
    #[error(transparent)]
    Search(#[from] crate::search::SearchError),
}

impl From<NotationError> for Error {
    /// [`NotationError::Illegal`] becomes [`Error::Illegal`], the rest [`Error::Notation`].
    fn from(e: NotationError) -> Error {
        match e {
            NotationError::Illegal { source, .. } => Error::Illegal(source),
            other => Error::Notation(other),
        }
    }
}

impl From<GameError> for Error {
    /// Each [`GameError`] to the variant of its kind.
    fn from(e: GameError) -> Error {
        match e {
            GameError::Illegal(e) => Error::Illegal(e),
            GameError::Unreadable(e) => Error::from(e),
            GameError::Over { outcome } => Error::GameOver { outcome },
            GameError::ResultContradicted { recorded, outcome } => {
                Error::ResultContradicted { recorded, outcome }
            }
        }
    }
}

impl From<PlayAllError> for Error {
    /// The refused move's [`GameError`], converted as a `GameError` is (the place in the
    /// list stays in the [`PlayAllError`]).
    fn from(e: PlayAllError) -> Error {
        Error::from(e.source)
    }
}
