//! A position: the board, the side to move, the move counters and the Zobrist key; how
//! moves are made and unmade, and what the rules say about the position.

use crate::attacked::{After, king_attacked, king_attackers, kings_facing};
use crate::attacks::{CHECKING, KING_PLACE};
use crate::board::Board;
use crate::movegen::{
    MoveList, Safety, any_legal, for_each_legal, is_pseudo_legal, is_safe, piece_legal,
};
use crate::zobrist::{SIDE_KEY, piece_key};
use crate::{Color, Move, NotationError, Outcome, Piece, Square, SquareSet, WinReason};

/// A legal xiangqi position.
///
/// Built from a FEN ([`Position::from_fen`]), a [`Setup`](crate::Setup) or
/// [`Position::startpos`]; every constructor checks the rules, so a `Position` always
/// has both kings in their palaces and the side not to move never in check.
///
/// `Display` writes the FEN, which `FromStr` reads back; `{:#}` writes the board diagram
/// ([`Position::diagram`] has the options). Equal positions hash alike.
///
/// ```
/// use xiangqi::Position;
/// let mut pos = Position::startpos();
/// assert_eq!(pos.legal_moves().len(), 44);
/// pos.play(pos.parse_move("h2e2")?)?; // 炮二平五, the central cannon
/// assert_eq!(pos.fen(), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1");
/// assert_eq!(pos.to_string().parse::<Position>()?, pos);
/// assert!(format!("{pos:#}").contains("  2  .  C  .  .  C"));
/// # Ok::<(), xiangqi::Error>(())
/// ```
#[derive(Clone, Debug)]
pub struct Position {
    board: Board,
    side: Color,
    halfmoves: u32,
    fullmoves: u32,
    key: u64,
}

/// What [`Position::make_move`] needs to take a move back with [`Position::unmake_move`].
///
/// ```
/// let mut pos = xiangqi::Position::startpos();
/// let m = pos.parse_move("h2h9")?;
/// let undo = pos.make_move(m);
/// assert_eq!(undo.captured().map(|p| p.char()), Some('n'));
/// pos.unmake_move(m, undo);
/// assert_eq!(pos, xiangqi::Position::startpos());
/// # Ok::<(), xiangqi::NotationError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[must_use = "an Undo is needed to unmake the move"]
pub struct Undo {
    captured: Option<Piece>,
    slot: u8,
    halfmoves: u32,
    fullmoves: u32,
    key: u64,
}

impl Undo {
    /// The piece the move captured, if any.
    ///
    /// ```
    /// let mut pos = xiangqi::Position::startpos();
    /// let m = pos.parse_move("h2e2")?;
    /// let undo = pos.make_move(m);
    /// assert_eq!(undo.captured(), None);
    /// # Ok::<(), xiangqi::NotationError>(())
    /// ```
    pub fn captured(&self) -> Option<Piece> {
        self.captured
    }
}

/// Why a move cannot be played in a position.
///
/// ```
/// use xiangqi::{IllegalMoveError, Position};
/// let err = Position::startpos().check_legal("e2e3".parse()?).unwrap_err();
/// assert!(matches!(err, IllegalMoveError::NoPiece { .. }));
/// assert_eq!(err.to_string(), "e2e3 is illegal: there is no piece on e2");
/// # Ok::<(), xiangqi::ParseMoveError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IllegalMoveError {
    /// Nothing stands on the from-square.
    #[error("{mv} is illegal: there is no piece on {}", mv.from())]
    NoPiece {
        /// The move.
        mv: Move,
    },
    /// The piece on the from-square belongs to the side not to move.
    #[error("{mv} is illegal: the {piece} on {} cannot move, it is {}'s turn", mv.from(), piece.color().other())]
    NotYourPiece {
        /// The move.
        mv: Move,
        /// The piece on the from-square.
        piece: Piece,
    },
    /// The piece cannot go there (not its way of moving, blocked, or onto its own side).
    #[error("{mv} is illegal: the {piece} on {} cannot move to {}", mv.from(), mv.to())]
    CannotReach {
        /// The move.
        mv: Move,
        /// The piece.
        piece: Piece,
    },
    /// The move would leave the two kings facing each other on an open file.
    #[error("{mv} is illegal: the kings would face each other")]
    KingsFacing {
        /// The move.
        mv: Move,
    },
    /// The move would leave the mover's king attacked.
    #[error("{mv} is illegal: it would leave the {color} king in check")]
    KingInCheck {
        /// The move.
        mv: Move,
        /// The mover.
        color: Color,
    },
}

impl std::hash::Hash for Position {
    /// Hashes what [`PartialEq`] compares: the Zobrist key (pieces and side to move) and
    /// the counters.
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.key.hash(state);
        self.halfmoves.hash(state);
        self.fullmoves.hash(state);
    }
}

impl PartialEq for Position {
    /// Positions are equal when the same pieces stand on the same squares, with the same
    /// side to move and the same counters.
    fn eq(&self, other: &Position) -> bool {
        self.key == other.key
            && self.side == other.side
            && self.halfmoves == other.halfmoves
            && self.fullmoves == other.fullmoves
            && Square::all().all(|sq| self.board.get(sq) == other.board.get(sq))
    }
}

impl Eq for Position {}

impl Default for Position {
    fn default() -> Position {
        Position::startpos()
    }
}

impl Position {
    pub(crate) fn from_parts(
        board: Board,
        side: Color,
        halfmoves: u32,
        fullmoves: u32,
    ) -> Position {
        let mut pos = Position {
            board,
            side,
            halfmoves,
            fullmoves,
            key: 0,
        };
        pos.key = pos.compute_key();
        pos
    }

    /// The standard starting position.
    ///
    /// ```
    /// assert_eq!(xiangqi::Position::startpos().fen(), xiangqi::START_FEN);
    /// ```
    pub fn startpos() -> Position {
        Position::from_fen(crate::START_FEN).expect("the start position is legal")
    }

    /// The piece on a square, if any.
    ///
    /// ```
    /// let pos = xiangqi::Position::startpos();
    /// assert_eq!(pos.piece_at("b2".parse()?).map(|p| p.char()), Some('C'));
    /// # Ok::<(), xiangqi::ParseSquareError>(())
    /// ```
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board.get(sq)
    }

    /// The side to move.
    ///
    /// ```
    /// assert_eq!(xiangqi::Position::startpos().side_to_move(), xiangqi::Color::Red);
    /// ```
    #[inline]
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// Plies since the last capture (or since the FEN's count).
    ///
    /// ```
    /// assert_eq!(xiangqi::Position::startpos().halfmove_clock(), 0);
    /// ```
    #[inline]
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmoves
    }

    /// The move number: 1 at the start, one more after each Black move.
    ///
    /// ```
    /// assert_eq!(xiangqi::Position::startpos().fullmove_number(), 1);
    /// ```
    #[inline]
    pub fn fullmove_number(&self) -> u32 {
        self.fullmoves
    }

    /// The 64-bit Zobrist key of the placement and side to move (not the counters).
    ///
    /// ```
    /// let a = xiangqi::Position::startpos();
    /// let b = xiangqi::Position::from_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 7 9")?;
    /// assert_eq!(a.key(), b.key());
    /// # Ok::<(), xiangqi::FenError>(())
    /// ```
    #[inline]
    pub fn key(&self) -> u64 {
        self.key
    }

    /// The key computed from scratch; equal to [`key`](Self::key) at all times.
    ///
    /// ```
    /// let pos = xiangqi::Position::startpos();
    /// assert_eq!(pos.compute_key(), pos.key());
    /// ```
    pub fn compute_key(&self) -> u64 {
        let mut key = if self.side == Color::Black {
            SIDE_KEY
        } else {
            0
        };
        for sq in Square::all() {
            if let Some(p) = self.board.get(sq) {
                key ^= piece_key(p, sq);
            }
        }
        key
    }

    /// The square of this side's king.
    ///
    /// ```
    /// use xiangqi::{Color, Position};
    /// assert_eq!(Position::startpos().king_square(Color::Black).to_string(), "e9");
    /// ```
    #[inline]
    pub fn king_square(&self, color: Color) -> Square {
        self.board
            .king(color)
            .expect("a checked position always has both kings")
    }

    /// The board, for crate-internal readers such as the evaluation.
    #[cfg(feature = "engine")]
    #[inline]
    pub(crate) fn board(&self) -> &Board {
        &self.board
    }

    /// The pieces of one side with their squares.
    ///
    /// ```
    /// use xiangqi::{Color, Position};
    /// assert_eq!(Position::startpos().pieces(Color::Red).count(), 16);
    /// ```
    pub fn pieces(&self, color: Color) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.board
            .pieces(color)
            .iter()
            .filter_map(move |&sq| self.board.get(sq).map(|p| (sq, p)))
    }

    /// Whether the side to move is in check (including by the enemy king down an open
    /// file, which the rules make impossible to arise but which the attack test sees).
    ///
    /// ```
    /// let pos = xiangqi::Position::from_fen("4k4/9/9/9/9/9/9/9/4R4/4K4 b - - 0 1")?;
    /// assert!(pos.is_check());
    /// # Ok::<(), xiangqi::FenError>(())
    /// ```
    #[inline]
    pub fn is_check(&self) -> bool {
        king_attacked(
            &self.board,
            self.king_square(self.side).index(),
            self.side.other(),
        )
    }

    /// The king's safety for the side to move, which move generation filters by.
    #[inline]
    pub(crate) fn safety(&self) -> Safety {
        Safety::of(&self.board, self.king_square(self.side).index(), self.side)
    }

    /// The squares of the pieces giving check to the side to move.
    ///
    /// ```
    /// let pos = xiangqi::Position::from_fen("4k4/9/9/9/9/9/9/9/4R4/4K4 b - - 0 1")?;
    /// assert_eq!(pos.checkers().iter().map(|s| s.to_string()).collect::<Vec<_>>(), ["e1"]);
    /// # Ok::<(), xiangqi::FenError>(())
    /// ```
    pub fn checkers(&self) -> SquareSet {
        king_attackers(&self.board, self.king_square(self.side), self.side.other())
    }

    /// Calls `f` with every legal move, without collecting them.
    ///
    /// ```
    /// let mut n = 0;
    /// xiangqi::Position::startpos().for_each_legal_move(|_| n += 1);
    /// assert_eq!(n, 44);
    /// ```
    #[inline]
    pub fn for_each_legal_move(&self, f: impl FnMut(Move)) {
        for_each_legal::<true>(&self.board, self.side, &self.safety(), f)
    }

    /// Calls `f` with every legal capture (the moves of [`captures`](Self::captures)).
    #[inline]
    pub(crate) fn for_each_capture(&self, f: impl FnMut(Move)) {
        for_each_legal::<false>(&self.board, self.side, &self.safety(), f)
    }

    /// All legal moves.
    ///
    /// ```
    /// assert_eq!(xiangqi::Position::startpos().legal_moves().len(), 44);
    /// ```
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.for_each_legal_move(|m| list.push(m));
        list
    }

    /// The legal captures only, for quiescence search.
    ///
    /// ```
    /// // The two cannons can each take a horse: b2b9 and h2h9.
    /// assert_eq!(xiangqi::Position::startpos().captures().len(), 2);
    /// ```
    pub fn captures(&self) -> MoveList {
        let mut list = MoveList::new();
        self.for_each_capture(|m| list.push(m));
        list
    }

    /// How many legal moves there are.
    ///
    /// ```
    /// assert_eq!(xiangqi::Position::startpos().count_legal_moves(), 44);
    /// ```
    #[inline]
    pub fn count_legal_moves(&self) -> usize {
        let mut n = 0;
        self.for_each_legal_move(|_| n += 1);
        n
    }

    /// Whether the side to move has at least one legal move.
    ///
    /// ```
    /// assert!(xiangqi::Position::startpos().has_legal_move());
    /// ```
    pub fn has_legal_move(&self) -> bool {
        any_legal(&self.board, self.side, &self.safety())
    }

    /// The legal moves of the piece on `from` (none if no piece of the side to move
    /// stands there).
    ///
    /// ```
    /// use xiangqi::{Position, Square};
    /// let pos = Position::startpos();
    /// assert_eq!(pos.legal_moves_from(Square::H2).len(), 12);
    /// assert!(pos.legal_moves_from(Square::E9).is_empty(), "Black's king, Red to move");
    /// assert!(pos.legal_moves_from(Square::E5).is_empty(), "an empty square");
    /// ```
    pub fn legal_moves_from(&self, from: Square) -> MoveList {
        let mut list = MoveList::new();
        piece_legal::<true>(
            &self.board,
            self.side,
            &self.safety(),
            from.index(),
            &mut |m| list.push(m),
        );
        list
    }

    /// Whether `mv` is legal here.
    ///
    /// ```
    /// let pos = xiangqi::Position::startpos();
    /// assert!(pos.is_legal("h2e2".parse()?));
    /// assert!(!pos.is_legal("h2e3".parse()?));
    /// # Ok::<(), xiangqi::ParseMoveError>(())
    /// ```
    pub fn is_legal(&self, mv: Move) -> bool {
        self.check_legal(mv).is_ok()
    }

    /// Says why `mv` is illegal here, or `Ok(())` if it is legal.
    ///
    /// # Errors
    /// [`IllegalMoveError`] naming the reason: no piece, the wrong side's piece, a square
    /// the piece cannot reach, or a king left in check or facing the other.
    ///
    /// ```
    /// use xiangqi::{IllegalMoveError, Position};
    /// let pos = Position::startpos();
    /// let err = pos.check_legal("b0b2".parse()?).unwrap_err();
    /// assert!(matches!(err, IllegalMoveError::CannotReach { .. }));
    /// # Ok::<(), xiangqi::ParseMoveError>(())
    /// ```
    pub fn check_legal(&self, mv: Move) -> Result<(), IllegalMoveError> {
        let piece = self
            .board
            .get(mv.from())
            .ok_or(IllegalMoveError::NoPiece { mv })?;
        if piece.color() != self.side {
            return Err(IllegalMoveError::NotYourPiece { mv, piece });
        }
        if !is_pseudo_legal(&self.board, self.side, mv) {
            return Err(IllegalMoveError::CannotReach { mv, piece });
        }
        if !is_safe(&self.board, mv.from().index(), mv.to().index(), self.side) {
            let mut after = self.board.clone();
            let _ = after.move_piece(mv.from(), mv.to());
            return Err(if kings_facing(&after) {
                IllegalMoveError::KingsFacing { mv }
            } else {
                IllegalMoveError::KingInCheck {
                    mv,
                    color: self.side,
                }
            });
        }
        Ok(())
    }

    /// Whether `mv` captures a piece.
    ///
    /// ```
    /// let pos = xiangqi::Position::startpos();
    /// assert!(pos.is_capture("h2h9".parse()?));
    /// # Ok::<(), xiangqi::ParseMoveError>(())
    /// ```
    #[inline]
    pub fn is_capture(&self, mv: Move) -> bool {
        self.board.get(mv.to()).is_some()
    }

    /// Whether the legal move `mv` gives check.
    ///
    /// ```
    /// let pos = xiangqi::Position::from_fen("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1")?;
    /// assert!(pos.gives_check("a0a9".parse()?));
    /// assert!(!pos.gives_check("a0a8".parse()?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn gives_check(&self, mv: Move) -> bool {
        let Some(piece) = self.board.get(mv.from()) else {
            return false;
        };
        let them = self.side.other();
        let Some(their_king) = self.board.king(them) else {
            return false;
        };
        if mv.to() == their_king {
            return false;
        }
        if !self.may_give_check(mv) {
            return false;
        }
        let after = After {
            board: &self.board,
            from: mv.from().index(),
            to: mv.to().index(),
            piece,
        };
        king_attacked(&after, their_king.index(), self.side)
    }

    /// Calls `f` with every legal quiet move that gives check, without generating every
    /// move (quiescence's checks).
    #[cfg(feature = "engine")]
    #[inline]
    pub(crate) fn for_each_quiet_check(&self, mut f: impl FnMut(Move)) {
        crate::movegen::for_each_quiet_check_candidate(
            &self.board,
            self.side,
            &self.safety(),
            |mv| {
                if self.gives_check(mv) {
                    f(mv);
                }
            },
        );
    }

    /// Whether `mv` leaves or reaches a square of the enemy king's check zone: a move
    /// that touches none of it cannot give check (and needs no test for it).
    #[inline]
    pub(crate) fn may_give_check(&self, mv: Move) -> bool {
        let Some(their_king) = self.board.king(self.side.other()) else {
            return false;
        };
        let place = &KING_PLACE[their_king.index()];
        (place[mv.from().index()] | place[mv.to().index()]) & CHECKING != 0
    }

    /// How the game stands by the rules of this position alone: `None` while the side to
    /// move has a legal move, otherwise a win for the other side. (Repetition and the
    /// move limit need the game's history.)
    ///
    /// ```
    /// use xiangqi::{Color, Outcome, Position, WinReason};
    /// // The rook on a9 checks; the rook on b8 guards rank 8; d9 and f9 are covered.
    /// let pos = Position::from_fen("R3k4/1R7/9/9/9/9/9/9/9/3K5 b - - 0 1")?;
    /// assert_eq!(pos.outcome(), Some(Outcome::Win { winner: Color::Red, reason: WinReason::Checkmate }));
    /// # Ok::<(), xiangqi::FenError>(())
    /// ```
    pub fn outcome(&self) -> Option<Outcome> {
        if self.has_legal_move() {
            return None;
        }
        let reason = if self.is_check() {
            WinReason::Checkmate
        } else {
            WinReason::NoLegalMove
        };
        Some(Outcome::Win {
            winner: self.side.other(),
            reason,
        })
    }

    /// Plays a move for search: fast, and only checked by debug assertions.
    ///
    /// The contract: `mv` is legal in this position (for instance, it came from
    /// [`legal_moves`](Self::legal_moves)). A pseudo-legal move that leaves the king in
    /// check is also made and unmade correctly, but the position in between breaks the
    /// rules. Use [`play`](Self::play) for moves from outside.
    ///
    /// # Panics
    /// If no piece stands on the from-square; in debug builds also if the move is not
    /// pseudo-legal.
    ///
    /// ```
    /// let mut pos = xiangqi::Position::startpos();
    /// for m in pos.legal_moves() {
    ///     let undo = pos.make_move(m);
    ///     assert_eq!(pos.key(), pos.compute_key());
    ///     pos.unmake_move(m, undo);
    /// }
    /// assert_eq!(pos, xiangqi::Position::startpos());
    /// ```
    #[inline]
    pub fn make_move(&mut self, mv: Move) -> Undo {
        debug_assert!(
            is_pseudo_legal(&self.board, self.side, mv),
            "make_move: {mv} is not pseudo-legal in {}",
            self.fen()
        );
        let (from, to) = (mv.from(), mv.to());
        let piece = self
            .board
            .get(from)
            .expect("make_move: no piece on the from-square");
        let undo_key = self.key;
        let (halfmoves, fullmoves) = (self.halfmoves, self.fullmoves);
        let (captured, slot) = self.board.move_piece(from, to);
        let mut key = self.key ^ SIDE_KEY ^ piece_key(piece, from) ^ piece_key(piece, to);
        if let Some(victim) = captured {
            key ^= piece_key(victim, to);
            self.halfmoves = 0;
        } else {
            self.halfmoves = self.halfmoves.saturating_add(1);
        }
        self.key = key;
        if self.side == Color::Black {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        self.side = self.side.other();
        self.debug_validate();
        Undo {
            captured,
            slot,
            halfmoves,
            fullmoves,
            key: undo_key,
        }
    }

    /// Takes back the move `mv` made by [`make_move`](Self::make_move), given its `Undo`.
    ///
    /// The contract: `mv` and `undo` come from the last `make_move` not yet taken back.
    ///
    /// # Panics
    /// If no piece stands on the move's to-square.
    ///
    /// ```
    /// let mut pos = xiangqi::Position::startpos();
    /// let m = pos.legal_moves()[0];
    /// let undo = pos.make_move(m);
    /// pos.unmake_move(m, undo);
    /// assert_eq!(pos, xiangqi::Position::startpos());
    /// ```
    #[inline]
    pub fn unmake_move(&mut self, mv: Move, undo: Undo) {
        self.side = self.side.other();
        self.fullmoves = undo.fullmoves;
        self.board
            .unmove(mv.from(), mv.to(), undo.captured, undo.slot);
        self.halfmoves = undo.halfmoves;
        self.key = undo.key;
        self.debug_validate();
    }

    /// Passes the turn without moving (for null-move pruning). Only sensible when the
    /// side to move is not in check.
    ///
    /// ```
    /// let mut pos = xiangqi::Position::startpos();
    /// let undo = pos.make_null_move();
    /// assert_eq!(pos.side_to_move(), xiangqi::Color::Black);
    /// pos.unmake_null_move(undo);
    /// assert_eq!(pos, xiangqi::Position::startpos());
    /// ```
    pub fn make_null_move(&mut self) -> Undo {
        let undo = Undo {
            captured: None,
            slot: 0,
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
            key: self.key,
        };
        self.key ^= SIDE_KEY;
        self.halfmoves = self.halfmoves.saturating_add(1);
        if self.side == Color::Black {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        self.side = self.side.other();
        undo
    }

    /// Takes back [`make_null_move`](Self::make_null_move).
    ///
    /// ```
    /// let mut pos = xiangqi::Position::startpos();
    /// let undo = pos.make_null_move();
    /// pos.unmake_null_move(undo);
    /// assert_eq!(pos.side_to_move(), xiangqi::Color::Red);
    /// ```
    pub fn unmake_null_move(&mut self, undo: Undo) {
        self.side = self.side.other();
        self.fullmoves = undo.fullmoves;
        self.halfmoves = undo.halfmoves;
        self.key = undo.key;
    }

    /// Plays a move after checking that it is legal; an illegal move changes nothing.
    ///
    /// # Errors
    /// [`IllegalMoveError`] saying why the move is illegal.
    ///
    /// ```
    /// let mut pos = xiangqi::Position::startpos();
    /// assert!(pos.play("e0e2".parse()?).is_err());
    /// assert_eq!(pos, xiangqi::Position::startpos());
    /// pos.play("e0e1".parse()?)?;
    /// # Ok::<(), xiangqi::Error>(())
    /// ```
    pub fn play(&mut self, mv: Move) -> Result<(), IllegalMoveError> {
        self.check_legal(mv)?;
        let _ = self.make_move(mv);
        Ok(())
    }

    /// Reads a legal move written in any notation: coordinates (`h2e2`, `H2-E2`), WXF
    /// (`C2.5`) or Chinese (`炮二平五`).
    ///
    /// [`Notation::parse`](crate::Notation::parse) reads one notation only;
    /// `text.parse::<Move>()` reads coordinates without checking them against a position.
    ///
    /// # Errors
    /// [`NotationError::Illegal`] for a move that is not legal here; otherwise the
    /// reading error of the notation the text seems to be written in (the first that
    /// got past the shape of the text), or else the coordinate notation's.
    ///
    /// ```
    /// use xiangqi::{NotationError, Position};
    /// let pos = Position::startpos();
    /// let m = pos.parse_move("b0c2")?;
    /// assert_eq!(pos.parse_move("H8+7")?, m);
    /// assert_eq!(pos.parse_move("马八进七")?, m);
    /// assert!(matches!(pos.parse_move("b0b2"), Err(NotationError::Illegal { .. })));
    /// assert!(matches!(pos.parse_move("b0"), Err(NotationError::Syntax { .. })));
    /// # Ok::<(), NotationError>(())
    /// ```
    pub fn parse_move(&self, text: &str) -> Result<Move, NotationError> {
        crate::notation::parse_any(self, text).map(|(mv, _)| mv)
    }

    /// The position with every piece mirrored across the centre file.
    ///
    /// ```
    /// let pos = xiangqi::Position::startpos();
    /// assert_eq!(pos.mirror(), pos);
    /// ```
    pub fn mirror(&self) -> Position {
        self.transformed(|sq, p| (sq.mirror(), p), self.side)
    }

    /// The same position with the colours swapped and the board turned half a turn, so
    /// that the other side is to move in the same situation.
    ///
    /// ```
    /// let pos = xiangqi::Position::startpos();
    /// let swapped = pos.swap_colors();
    /// assert_eq!(swapped.side_to_move(), xiangqi::Color::Black);
    /// assert_eq!(swapped.swap_colors(), pos);
    /// ```
    pub fn swap_colors(&self) -> Position {
        self.transformed(
            |sq, p| (sq.rotate(), Piece::new(p.color().other(), p.kind())),
            self.side.other(),
        )
    }

    fn transformed(&self, f: impl Fn(Square, Piece) -> (Square, Piece), side: Color) -> Position {
        let mut board = Board::empty();
        for sq in Square::all() {
            if let Some(p) = self.board.get(sq) {
                let (sq, p) = f(sq, p);
                board.put(sq, p);
            }
        }
        Position::from_parts(board, side, self.halfmoves, self.fullmoves)
    }

    /// Checks the private caches (piece lists, king squares, key) in debug builds.
    #[inline]
    fn debug_validate(&self) {
        #[cfg(debug_assertions)]
        {
            assert!(self.board.is_consistent(), "board caches out of step");
            assert_eq!(self.key, self.compute_key(), "incremental key out of step");
        }
    }

    /// How many pieces of this kind and colour stand on the board.
    ///
    /// ```
    /// use xiangqi::{Color, Piece, PieceKind, Position};
    /// assert_eq!(Position::startpos().count(Piece::new(Color::Red, PieceKind::Pawn)), 5);
    /// ```
    pub fn count(&self, piece: Piece) -> usize {
        self.board
            .pieces(piece.color())
            .iter()
            .filter(|&&sq| self.board.get(sq) == Some(piece))
            .count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_that_may_not_give_check_never_does() {
        // Along a long game of varied moves (a simple generator picks them), every
        // legal move that `may_give_check` rules out is made and found not to check.
        let mut pos = Position::startpos();
        let (mut ruled_out, mut checks) = (0, 0);
        let line = crate::test_walk(&pos, 0x9e37_79b9, 300);
        for played in line {
            for mv in pos.legal_moves() {
                let may = pos.may_give_check(mv);
                let undo = pos.make_move(mv);
                let check = pos.is_check();
                pos.unmake_move(mv, undo);
                assert!(may || !check, "{mv} checks in {}", pos.fen());
                ruled_out += usize::from(!may);
                checks += usize::from(check);
            }
            let _ = pos.make_move(played);
        }
        assert!(ruled_out > 1_000, "only {ruled_out} moves ruled out");
        assert!(checks > 10, "only {checks} checks seen");
    }

    #[test]
    fn counters_at_their_largest_do_not_overflow() {
        for fen in [
            "4k4/9/9/9/9/9/9/9/9/3K5 w - - 4294967295 1",
            "4k4/9/9/9/9/9/9/9/9/3K5 b - - 0 4294967295",
        ] {
            let mut pos = Position::from_fen(fen).unwrap();
            let before = pos.clone();
            let m = pos.legal_moves()[0];
            let undo = pos.make_move(m);
            assert!(pos.halfmove_clock() >= before.halfmove_clock().min(u32::MAX - 1));
            pos.unmake_move(m, undo);
            assert_eq!(pos, before, "{fen}");
            let undo = pos.make_null_move();
            pos.unmake_null_move(undo);
            assert_eq!(pos, before, "{fen}");
        }
    }
}
