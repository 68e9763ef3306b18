//! The vocabulary: colours, pieces, files, ranks, squares, sets of squares and moves.

mod color;
mod mv;
mod piece;
mod square;
mod square_set;

pub use color::{Color, ParseColorError};
pub use mv::{Move, ParseMoveError};
pub use piece::{ParsePieceError, ParsePieceKindError, Piece, PieceKind};
pub use square::{File, ParseSquareError, Rank, Square};
pub use square_set::SquareSet;
