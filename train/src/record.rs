//! One training position in 32 bytes: the board, the side to move, the search's score
//! and the game's result.
//!
//! Layout (little-endian): bytes 0–11 are a 96-bit word whose bits 0–89 mark the
//! occupied squares (by [`Square::index`]) and bit 95 the side to move (set: Black);
//! bytes 12–27 hold a 4-bit piece code ([`Piece::index`]) for each occupied square in
//! square order, two to a byte, low nibble first (at most 32 pieces); bytes 28–29 the
//! score for the side to move in centipawns (`i16`); byte 30 the result for Red (0
//! loss, 1 draw, 2 win); byte 31 is zero. The move counters are not kept.

use xiangqi::{Color, Piece, PieceKind, Position, PositionError, Setup, Square};

/// The size of a packed [`Record`].
pub const RECORD_BYTES: usize = 32;

/// The most pieces a record holds (the most a game can have).
const MAX_PIECES: usize = 32;

/// How a game ended, for Red.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// Black won.
    BlackWin,
    /// Drawn.
    Draw,
    /// Red won.
    RedWin,
}

impl GameResult {
    /// Red's points: 0, 0.5 or 1.
    ///
    /// ```
    /// assert_eq!(train::GameResult::Draw.red_points(), 0.5);
    /// ```
    pub fn red_points(self) -> f32 {
        match self {
            GameResult::BlackWin => 0.0,
            GameResult::Draw => 0.5,
            GameResult::RedWin => 1.0,
        }
    }

    /// The result for a game `winner` won, or drawn.
    ///
    /// ```
    /// use train::GameResult;
    /// assert_eq!(GameResult::of(Some(xiangqi::Color::Black)), GameResult::BlackWin);
    /// ```
    pub fn of(winner: Option<Color>) -> GameResult {
        match winner {
            Some(Color::Red) => GameResult::RedWin,
            Some(Color::Black) => GameResult::BlackWin,
            None => GameResult::Draw,
        }
    }
}

/// A training position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The position (its move counters are not recorded: they read back as 0 and 1).
    pub position: Position,
    /// The search's score for the side to move, in centipawns.
    pub score: i16,
    /// How the game ended.
    pub result: GameResult,
}

/// Why 32 bytes are not a record.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    /// More squares are marked occupied than a record can hold.
    #[error("{0} squares are marked occupied; a record holds at most 32 pieces")]
    TooManyPieces(u32),
    /// A bit beyond the board's 90 squares (other than the side to move) is set, or a
    /// piece code after the last piece is not zero.
    #[error("bits beyond the board's 90 squares or after the last piece are set")]
    StrayBits,
    /// A piece code is not one of the 14 pieces.
    #[error("piece code {0} names no piece")]
    BadPiece(u8),
    /// The result byte is not 0, 1 or 2, or the last byte is not zero.
    #[error("result byte {0} is not 0, 1 or 2 (or the padding is not zero)")]
    BadResult(u8),
    /// The pieces do not make a legal position.
    #[error("not a legal position: {0}")]
    Position(#[from] PositionError),
}

fn piece_of_code(code: u8) -> Option<Piece> {
    Color::ALL
        .iter()
        .flat_map(|&c| PieceKind::ALL.iter().map(move |&k| Piece::new(c, k)))
        .find(|p| p.index() == usize::from(code))
}

impl Record {
    /// The record's 32 bytes.
    ///
    /// # Panics
    ///
    /// If the position has more than 32 pieces, which no position of a game has.
    pub fn pack(&self) -> [u8; RECORD_BYTES] {
        let mut out = [0u8; RECORD_BYTES];
        let mut occupied: u128 = 0;
        let mut n = 0;
        for sq in Square::all() {
            if let Some(p) = self.position.piece_at(sq) {
                assert!(n < MAX_PIECES, "more than {MAX_PIECES} pieces");
                occupied |= 1 << sq.index();
                out[12 + n / 2] |= (p.index() as u8) << (4 * (n % 2));
                n += 1;
            }
        }
        if self.position.side_to_move() == Color::Black {
            occupied |= 1 << 95;
        }
        out[..12].copy_from_slice(&occupied.to_le_bytes()[..12]);
        out[28..30].copy_from_slice(&self.score.to_le_bytes());
        out[30] = match self.result {
            GameResult::BlackWin => 0,
            GameResult::Draw => 1,
            GameResult::RedWin => 2,
        };
        out
    }

    /// The record packed in `bytes`.
    ///
    /// # Errors
    ///
    /// A [`RecordError`] for bytes that [`Record::pack`] cannot have written: too many
    /// or unknown pieces, stray bits, a bad result, an illegal position.
    pub fn unpack(bytes: &[u8; RECORD_BYTES]) -> Result<Record, RecordError> {
        let mut word = [0u8; 16];
        word[..12].copy_from_slice(&bytes[..12]);
        let occupied = u128::from_le_bytes(word);
        let board_bits = occupied & ((1 << Square::COUNT) - 1);
        if occupied & !(board_bits | 1 << 95) != 0 {
            return Err(RecordError::StrayBits);
        }
        let count = board_bits.count_ones();
        if count as usize > MAX_PIECES {
            return Err(RecordError::TooManyPieces(count));
        }
        let mut setup = Setup::empty();
        if occupied >> 95 & 1 == 1 {
            setup.side_to_move = Color::Black;
        }
        let mut n = 0;
        for sq in Square::all() {
            if board_bits >> sq.index() & 1 == 1 {
                let code = bytes[12 + n / 2] >> (4 * (n % 2)) & 0xF;
                setup.put(sq, piece_of_code(code).ok_or(RecordError::BadPiece(code))?);
                n += 1;
            }
        }
        // The piece codes after the last piece are zero, as `pack` leaves them.
        let unused = (n..MAX_PIECES).any(|i| bytes[12 + i / 2] >> (4 * (i % 2)) & 0xF != 0);
        if unused {
            return Err(RecordError::StrayBits);
        }
        let result = match (bytes[30], bytes[31]) {
            (0, 0) => GameResult::BlackWin,
            (1, 0) => GameResult::Draw,
            (2, 0) => GameResult::RedWin,
            (other, _) => return Err(RecordError::BadResult(other)),
        };
        Ok(Record {
            position: Position::from_setup(&setup)?,
            score: i16::from_le_bytes([bytes[28], bytes[29]]),
            result,
        })
    }
}
