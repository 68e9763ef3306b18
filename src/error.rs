//! One error type for callers who want to use `?` on everything.

/// Any error of this crate.
///
/// ```
/// fn first_move() -> Result<xiangqi::Position, xiangqi::Error> {
///     let mut pos = xiangqi::Position::from_fen(xiangqi::START_FEN)?;
///     let m = pos.parse_move("h2e2")?;
///     pos.play(m)?;
///     Ok(pos)
/// }
/// assert!(first_move().is_ok());
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
    /// A move could not be read or is illegal.
    #[error(transparent)]
    Move(#[from] crate::MoveError),
    /// A move is illegal.
    #[error(transparent)]
    Illegal(#[from] crate::IllegalMoveError),
    /// A move in some notation could not be read as a legal move.
    #[error(transparent)]
    Notation(#[from] crate::NotationError),
    /// A game refused a move.
    #[error(transparent)]
    Game(#[from] crate::GameError),
    /// A PGN record could not be read.
    #[error(transparent)]
    Pgn(#[from] crate::pgn::PgnError),
    /// Text is not a move.
    #[error(transparent)]
    ParseMove(#[from] crate::ParseMoveError),
    /// Text is not a square.
    #[error(transparent)]
    ParseSquare(#[from] crate::ParseSquareError),
    /// Text is not a piece.
    #[error(transparent)]
    ParsePiece(#[from] crate::ParsePieceError),
    /// Text is not a colour.
    #[error(transparent)]
    ParseColor(#[from] crate::ParseColorError),
}
