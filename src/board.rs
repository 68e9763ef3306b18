//! The 10×9 mailbox and what stands on it: no rules here.

use crate::File;
use crate::{Color, Piece, PieceKind, Square};

/// The most pieces one side can have.
pub(crate) const MAX_PIECES: usize = 16;

/// Points and the pieces on them, with a piece list per colour and the king squares.
///
/// The piece lists let move generation visit at most 16 pieces instead of 90 points.
/// Their order is part of the state: removing and re-adding a piece restores it exactly,
/// so make/unmake leaves the board equal in every field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Board {
    squares: [Option<Piece>; Square::COUNT],
    list: [[Square; MAX_PIECES]; 2],
    len: [u8; 2],
    /// Position of each occupied square in its colour's list.
    slot: [u8; Square::COUNT],
    kings: [Option<Square>; 2],
    /// Occupied files of each rank, one bit per file.
    rank_occ: [u16; 10],
    /// Occupied ranks of each file, one bit per rank.
    file_occ: [u16; 9],
}

impl Board {
    pub(crate) fn empty() -> Board {
        Board {
            squares: [None; Square::COUNT],
            list: [[Square::from_index_unchecked(0); MAX_PIECES]; 2],
            len: [0; 2],
            slot: [0; Square::COUNT],
            kings: [None; 2],
            rank_occ: [0; 10],
            file_occ: [0; 9],
        }
    }

    #[inline]
    pub(crate) fn get(&self, sq: Square) -> Option<Piece> {
        self.squares[sq.index()]
    }

    #[inline]
    pub(crate) fn at(&self, index: usize) -> Option<Piece> {
        self.squares[index]
    }

    /// The occupied files of rank `rank`, as bits (bit 0 = file a).
    #[inline]
    pub(crate) fn rank_bits(&self, rank: usize) -> u16 {
        self.rank_occ[rank]
    }

    /// The occupied ranks of file `file`, as bits (bit 0 = rank 0).
    #[inline]
    pub(crate) fn file_bits(&self, file: usize) -> u16 {
        self.file_occ[file]
    }

    /// The occupied files of the rank and the occupied ranks of the file through the
    /// point `sq`: what a rook's or a cannon's lines from it meet.
    #[inline]
    pub(crate) fn lines_through(&self, sq: usize) -> (u16, u16) {
        (
            self.rank_occ[sq / File::COUNT],
            self.file_occ[sq % File::COUNT],
        )
    }

    #[inline]
    fn set_occ(&mut self, sq: usize) {
        self.rank_occ[sq / File::COUNT] |= 1 << (sq % File::COUNT);
        self.file_occ[sq % File::COUNT] |= 1 << (sq / File::COUNT);
    }

    #[inline]
    fn clear_occ(&mut self, sq: usize) {
        self.rank_occ[sq / File::COUNT] &= !(1 << (sq % File::COUNT));
        self.file_occ[sq % File::COUNT] &= !(1 << (sq / File::COUNT));
    }

    /// The squares of this colour's pieces, in list order.
    #[inline]
    pub(crate) fn pieces(&self, color: Color) -> &[Square] {
        &self.list[color.index()][..self.len[color.index()] as usize]
    }

    /// The king's square. Positions built through FEN always have both kings.
    #[inline]
    pub(crate) fn king(&self, color: Color) -> Option<Square> {
        self.kings[color.index()]
    }

    /// Puts a piece on an empty square. Returns false (and changes nothing) if the
    /// square is taken or the colour already has `MAX_PIECES`.
    pub(crate) fn put(&mut self, sq: Square, piece: Piece) -> bool {
        let c = piece.color().index();
        if self.squares[sq.index()].is_some() || self.len[c] as usize >= MAX_PIECES {
            return false;
        }
        self.add(sq, piece);
        true
    }

    #[inline]
    fn add(&mut self, sq: Square, piece: Piece) {
        let c = piece.color().index();
        let n = self.len[c] as usize;
        self.list[c][n] = sq;
        self.slot[sq.index()] = n as u8;
        self.len[c] += 1;
        self.squares[sq.index()] = Some(piece);
        self.set_occ(sq.index());
        if piece.kind() == PieceKind::King {
            self.kings[c] = Some(sq);
        }
    }

    /// Removes the piece on `sq` by moving the last list entry into its slot.
    #[inline]
    fn remove(&mut self, sq: Square, piece: Piece) {
        let c = piece.color().index();
        let i = self.slot[sq.index()] as usize;
        let last = self.len[c] as usize - 1;
        let moved = self.list[c][last];
        self.list[c][i] = moved;
        self.slot[moved.index()] = i as u8;
        self.len[c] -= 1;
        self.squares[sq.index()] = None;
        self.clear_occ(sq.index());
        if piece.kind() == PieceKind::King {
            self.kings[c] = None;
        }
    }

    /// Exact inverse of `remove`: the piece goes back to its old slot and the piece that
    /// filled it returns to the end.
    #[inline]
    fn restore(&mut self, sq: Square, piece: Piece, slot: usize) {
        let c = piece.color().index();
        let n = self.len[c] as usize;
        let displaced = self.list[c][slot];
        self.list[c][n] = displaced;
        self.slot[displaced.index()] = n as u8;
        self.list[c][slot] = sq;
        self.slot[sq.index()] = slot as u8;
        self.len[c] += 1;
        self.squares[sq.index()] = Some(piece);
        self.set_occ(sq.index());
        if piece.kind() == PieceKind::King {
            self.kings[c] = Some(sq);
        }
    }

    /// Moves the piece on `from` to `to`, removing whatever stood there. Returns the
    /// captured piece and its list slot, for `unmove`.
    #[inline]
    pub(crate) fn move_piece(&mut self, from: Square, to: Square) -> (Option<Piece>, u8) {
        let piece = self.squares[from.index()].expect("move_piece: no piece on the from-square");
        let captured = self.squares[to.index()];
        let captured_slot = self.slot[to.index()];
        if let Some(victim) = captured {
            self.remove(to, victim);
        }
        let c = piece.color().index();
        let i = self.slot[from.index()];
        self.list[c][i as usize] = to;
        self.slot[to.index()] = i;
        self.squares[to.index()] = Some(piece);
        self.squares[from.index()] = None;
        self.clear_occ(from.index());
        self.set_occ(to.index());
        if piece.kind() == PieceKind::King {
            self.kings[c] = Some(to);
        }
        (captured, captured_slot)
    }

    /// Undoes `move_piece`.
    #[inline]
    pub(crate) fn unmove(&mut self, from: Square, to: Square, captured: Option<Piece>, slot: u8) {
        let piece = self.squares[to.index()].expect("unmove: no piece on the to-square");
        let c = piece.color().index();
        let i = self.slot[to.index()];
        self.list[c][i as usize] = from;
        self.slot[from.index()] = i;
        self.squares[from.index()] = Some(piece);
        self.squares[to.index()] = None;
        self.set_occ(from.index());
        self.clear_occ(to.index());
        if piece.kind() == PieceKind::King {
            self.kings[c] = Some(from);
        }
        if let Some(victim) = captured {
            self.restore(to, victim, slot as usize);
        }
    }

    /// Checks the caches against the squares; used by debug assertions and tests.
    #[cfg(any(test, debug_assertions))]
    pub(crate) fn is_consistent(&self) -> bool {
        for color in Color::ALL {
            let c = color.index();
            let mut seen = 0;
            for (i, &sq) in self.pieces(color).iter().enumerate() {
                match self.squares[sq.index()] {
                    Some(p) if p.color() == color && self.slot[sq.index()] as usize == i => {}
                    _ => return false,
                }
                seen += 1;
            }
            let on_board = self
                .squares
                .iter()
                .filter(|p| p.is_some_and(|p| p.color() == color))
                .count();
            if seen != on_board {
                return false;
            }
            let king =
                Square::all().find(|&sq| self.get(sq) == Some(Piece::new(color, PieceKind::King)));
            if king != self.kings[c] {
                return false;
            }
        }
        for sq in 0..90 {
            let occupied = self.squares[sq].is_some();
            let by_rank = self.rank_occ[sq / File::COUNT] >> (sq % File::COUNT) & 1 == 1;
            let by_file = self.file_occ[sq % File::COUNT] >> (sq / File::COUNT) & 1 == 1;
            if by_rank != occupied || by_file != occupied {
                return false;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn move_and_unmove_restore_every_field() {
        let mut b = Board::empty();
        let rook = Piece::new(Color::Red, PieceKind::Rook);
        let pawn = Piece::new(Color::Black, PieceKind::Pawn);
        for (s, p) in [
            ("a0", rook),
            ("e0", Piece::new(Color::Red, PieceKind::King)),
        ] {
            assert!(b.put(sq(s), p));
        }
        for s in ["a6", "c6", "e6"] {
            assert!(b.put(sq(s), pawn));
        }
        assert!(!b.put(sq("a6"), pawn), "a taken square is refused");
        let before = b.clone();
        let (cap, slot) = b.move_piece(sq("a0"), sq("a6"));
        assert_eq!(cap, Some(pawn));
        assert!(b.is_consistent());
        assert_eq!(b.pieces(Color::Black).len(), 2);
        b.unmove(sq("a0"), sq("a6"), cap, slot);
        assert_eq!(b, before);
    }
}
