//! An unchecked arrangement of pieces, and the rules that make it a legal position.

use crate::attacked::{king_attacked, kings_facing};
use crate::attacks::reachable;
use crate::board::Board;
use crate::{Color, Piece, PieceKind, Position, Square};

/// What a position is made of, before any rule is checked: the pieces on their points,
/// the side to move and the move counters.
///
/// Parse text into a `Setup` (see [`Setup::from_fen`](crate::Setup::from_fen)), change
/// it freely, then turn it into a [`Position`] with [`Position::from_setup`], which
/// checks that it could arise in a game.
///
/// ```
/// use xiangqi::{Color, Piece, Position, Setup};
/// let mut setup = Setup::empty();
/// setup.put("e0".parse()?, Piece::from_char('K').unwrap());
/// setup.put("d9".parse()?, Piece::from_char('k').unwrap());
/// setup.put("a4".parse()?, Piece::from_char('R').unwrap());
/// let pos = Position::from_setup(&setup)?;
/// assert_eq!(pos.fen(), "3k5/9/9/9/9/R8/9/9/9/4K4 w - - 0 1");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The piece on each point, indexed by [`Square::index`].
    pub board: [Option<Piece>; Square::COUNT],
    /// The side to move.
    pub side_to_move: Color,
    /// Plies since the last capture.
    pub halfmoves: u32,
    /// The move number, starting at 1 and counted up after each Black move.
    pub fullmoves: u32,
}

impl Setup {
    /// No pieces, Red to move, counters 0 and 1.
    ///
    /// ```
    /// assert!(xiangqi::Setup::empty().board.iter().all(Option::is_none));
    /// ```
    pub fn empty() -> Setup {
        Setup {
            board: [None; Square::COUNT],
            side_to_move: Color::Red,
            halfmoves: 0,
            fullmoves: 1,
        }
    }

    /// Puts `piece` on `sq`, replacing what stood there.
    ///
    /// ```
    /// let mut s = xiangqi::Setup::empty();
    /// s.put("e0".parse().unwrap(), xiangqi::Piece::from_char('K').unwrap());
    /// assert!(s.board[4].is_some());
    /// ```
    pub fn put(&mut self, sq: Square, piece: Piece) {
        self.board[sq.index()] = Some(piece);
    }
}

/// Why an arrangement of pieces cannot be a position of a real game.
///
/// ```
/// use xiangqi::{Color, FenError, Position, PositionError};
/// let err = Position::from_fen("4k4/9/9/9/9/9/9/9/9/9 w").unwrap_err();
/// assert_eq!(err, FenError::Position(PositionError::MissingKing(Color::Red)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    /// A side has no king.
    #[error("the {0} king is missing")]
    MissingKing(Color),
    /// A side has more pieces of one kind than it starts with.
    #[error("{color} has {found} {kind}s, at most {max} {} allowed", if *max == 1 { "is" } else { "are" })]
    TooMany {
        /// The side.
        color: Color,
        /// The kind of piece.
        kind: PieceKind,
        /// How many there are.
        found: usize,
        /// How many a side starts with.
        max: usize,
    },
    /// A king stands outside its palace.
    #[error("the {color} king is outside the palace at {square}")]
    KingOutsidePalace {
        /// The king's side.
        color: Color,
        /// Where it stands.
        square: Square,
    },
    /// An advisor, elephant or pawn stands on a point it can never reach.
    #[error("the {piece} at {square} stands where it can never go")]
    Unreachable {
        /// The piece.
        piece: Piece,
        /// Where it stands.
        square: Square,
    },
    /// An advisor or elephant stands across the river, on the enemy's side (refused by
    /// [`Position::from_setup_relaxed`], which allows other unreachable points): there
    /// it could attack the enemy king, which the rules never let it do.
    #[error(
        "the {piece} at {square} stands across the river, where advisors and elephants never go"
    )]
    AcrossTheRiver {
        /// The piece.
        piece: Piece,
        /// Where it stands.
        square: Square,
    },
    /// The kings face each other on an open file.
    #[error("the kings face each other on file {file} with nothing between them")]
    KingsFacing {
        /// Their file.
        file: crate::File,
    },
    /// The side that has just moved left its king attacked.
    #[error("{color} is in check but it is {mover}'s turn to move", mover = color.other())]
    OpponentInCheck {
        /// The side in check, the one not to move.
        color: Color,
    },
}

impl Position {
    /// Checks a setup and builds the position, or says which rule it breaks.
    ///
    /// # Errors
    /// [`PositionError`] when a king is missing or outside its palace, a side has too
    /// many pieces of a kind, an advisor, elephant or pawn stands on a point it could
    /// never reach, the kings face each other, or the side not to move is in check.
    ///
    /// ```
    /// use xiangqi::{Position, PositionError, Setup};
    /// let setup = Setup::from_fen("4k4/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1")?;
    /// assert!(matches!(Position::from_setup(&setup), Err(PositionError::OpponentInCheck { .. })));
    /// # Ok::<(), xiangqi::FenError>(())
    /// ```
    pub fn from_setup(setup: &Setup) -> Result<Position, PositionError> {
        Position::validate(setup, true)
    }

    /// Like [`from_setup`](Self::from_setup), but lets advisors, elephants and pawns
    /// stand on points they could never reach in a game (as in composed problems and
    /// some perft suites). The king must still be in its palace, advisors and elephants
    /// on their own side of the river (from the other side they could attack the enemy
    /// king), and the other rules (piece counts, facing kings, the side not to move in
    /// check) still hold. Such a piece moves by the usual rule from where it stands: an
    /// advisor on d1 steps diagonally to e0 or e2, a pawn on its own side steps forward.
    ///
    /// # Errors
    /// As [`from_setup`](Self::from_setup), except that an unreachable point is
    /// [`PositionError::AcrossTheRiver`] for an advisor or elephant on the enemy's side
    /// and allowed everywhere else.
    ///
    /// ```
    /// use xiangqi::{Position, Setup};
    /// let setup = Setup::from_fen("4k4/9/9/9/9/9/9/4n4/3A5/3K5 w - - 0 1")?;
    /// assert!(Position::from_setup(&setup).is_err());
    /// assert_eq!(Position::from_setup_relaxed(&setup)?.legal_moves().len(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_setup_relaxed(setup: &Setup) -> Result<Position, PositionError> {
        Position::validate(setup, false)
    }

    fn validate(setup: &Setup, strict: bool) -> Result<Position, PositionError> {
        let mut counts = [[0usize; 7]; 2];
        for sq in Square::all() {
            let Some(piece) = setup.board[sq.index()] else {
                continue;
            };
            let (c, k) = (piece.color().index(), piece.kind().index());
            counts[c][k] += 1;
            if counts[c][k] > piece.kind().max_count() {
                return Err(PositionError::TooMany {
                    color: piece.color(),
                    kind: piece.kind(),
                    found: setup.board.iter().filter(|p| **p == Some(piece)).count(),
                    max: piece.kind().max_count(),
                });
            }
            let must_check = strict || piece.kind() == PieceKind::King;
            let stays_home = matches!(piece.kind(), PieceKind::Advisor | PieceKind::Elephant);
            if !must_check && stays_home && !sq.is_on_side(piece.color()) {
                return Err(PositionError::AcrossTheRiver { piece, square: sq });
            }
            if must_check && !reachable(c, k, sq.index()) {
                return Err(if piece.kind() == PieceKind::King {
                    PositionError::KingOutsidePalace {
                        color: piece.color(),
                        square: sq,
                    }
                } else {
                    PositionError::Unreachable { piece, square: sq }
                });
            }
        }
        for color in Color::ALL {
            if counts[color.index()][PieceKind::King.index()] == 0 {
                return Err(PositionError::MissingKing(color));
            }
        }
        let mut board = Board::empty();
        for sq in Square::all() {
            if let Some(piece) = setup.board[sq.index()] {
                // Counts were checked above, so every side has at most 16 pieces.
                let placed = board.put(sq, piece);
                debug_assert!(placed);
            }
        }
        if kings_facing(&board) {
            let file = board.king(Color::Red).map_or(crate::File::E, |k| k.file());
            return Err(PositionError::KingsFacing { file });
        }
        let waiting = setup.side_to_move.other();
        if let Some(k) = board.king(waiting) {
            if king_attacked(&board, k.index(), setup.side_to_move) {
                return Err(PositionError::OpponentInCheck { color: waiting });
            }
        }
        Ok(Position::from_parts(
            board,
            setup.side_to_move,
            setup.halfmoves,
            setup.fullmoves.max(1),
        ))
    }

    /// The position as an unchecked [`Setup`], to edit and check again.
    ///
    /// ```
    /// let pos = xiangqi::Position::startpos();
    /// assert_eq!(xiangqi::Position::from_setup(&pos.to_setup()).unwrap(), pos);
    /// ```
    pub fn to_setup(&self) -> Setup {
        let mut board = [None; Square::COUNT];
        for sq in Square::all() {
            board[sq.index()] = self.piece_at(sq);
        }
        Setup {
            board,
            side_to_move: self.side_to_move(),
            halfmoves: self.halfmove_clock(),
            fullmoves: self.fullmove_number(),
        }
    }
}
