//! Whether a king is attacked, on the board as it stands or as it would stand after a
//! move (without making it).

use crate::File;
use crate::attacks::{HORSE_ATTACKERS, PAWN_ATTACKERS};
use crate::board::Board;
use crate::ray::{NORTH, Ray};
use crate::{Color, Piece, PieceKind, Square};

/// Read access to the points of a board, real or imagined.
pub(crate) trait Occupancy {
    fn at(&self, index: usize) -> Option<Piece>;
    /// The occupied files of a rank, one bit per file.
    fn rank_bits(&self, rank: usize) -> u16;
    /// The occupied ranks of a file, one bit per rank.
    fn file_bits(&self, file: usize) -> u16;
}

impl Occupancy for Board {
    #[inline]
    fn at(&self, index: usize) -> Option<Piece> {
        Board::at(self, index)
    }
    #[inline]
    fn rank_bits(&self, rank: usize) -> u16 {
        Board::rank_bits(self, rank)
    }
    #[inline]
    fn file_bits(&self, file: usize) -> u16 {
        Board::file_bits(self, file)
    }
}

/// The board as it would be after moving the piece on `from` to `to`.
pub(crate) struct After<'a> {
    pub(crate) board: &'a Board,
    pub(crate) from: usize,
    pub(crate) to: usize,
    pub(crate) piece: Piece,
}

impl Occupancy for After<'_> {
    #[inline]
    fn at(&self, index: usize) -> Option<Piece> {
        if index == self.to {
            Some(self.piece)
        } else if index == self.from {
            None
        } else {
            self.board.at(index)
        }
    }
    #[inline]
    fn rank_bits(&self, rank: usize) -> u16 {
        let mut bits = self.board.rank_bits(rank);
        if self.from / File::COUNT == rank {
            bits &= !(1 << (self.from % File::COUNT));
        }
        if self.to / File::COUNT == rank {
            bits |= 1 << (self.to % File::COUNT);
        }
        bits
    }
    #[inline]
    fn file_bits(&self, file: usize) -> u16 {
        let mut bits = self.board.file_bits(file);
        if self.from % File::COUNT == file {
            bits &= !(1 << (self.from / File::COUNT));
        }
        if self.to % File::COUNT == file {
            bits |= 1 << (self.to / File::COUNT);
        }
        bits
    }
}

/// Calls `found` with each piece of `by` that attacks the king standing on `ksq`, until
/// it returns true; returns whether it did.
///
/// Rooks and cannons along the four lines, horses whose leg is free, pawns; and the
/// enemy king seen down an open file, since the kings may never face each other.
/// Advisors and elephants never leave their own half, so they never reach a king.
#[inline]
pub(crate) fn find_king_attackers<O: Occupancy>(
    occ: &O,
    ksq: usize,
    by: Color,
    mut found: impl FnMut(usize) -> bool,
) -> bool {
    let (rank_bits, file_bits) = (
        occ.rank_bits(ksq / File::COUNT),
        occ.file_bits(ksq % File::COUNT),
    );
    for d in 0..4 {
        let mut ray = Ray::new(ksq, d, rank_bits, file_bits);
        let Some(s1) = ray.next_piece() else {
            continue;
        };
        if let Some(p) = occ.at(s1) {
            if p.color() == by
                && (p.kind() == PieceKind::Rook || (p.kind() == PieceKind::King && d >= NORTH))
                && found(s1)
            {
                return true;
            }
        }
        if let Some(s2) = ray.next_piece() {
            if occ.at(s2) == Some(Piece::new(by, PieceKind::Cannon)) && found(s2) {
                return true;
            }
        }
    }
    let horses = &HORSE_ATTACKERS;
    for &(h, leg) in &horses.moves[ksq][..horses.len[ksq] as usize] {
        if occ.at(h as usize) == Some(Piece::new(by, PieceKind::Horse))
            && occ.at(leg as usize).is_none()
            && found(h as usize)
        {
            return true;
        }
    }
    let pawns = &PAWN_ATTACKERS;
    let b = by.index();
    for &s in &pawns.moves[b][ksq][..pawns.len[b][ksq] as usize] {
        if occ.at(s as usize) == Some(Piece::new(by, PieceKind::Pawn)) && found(s as usize) {
            return true;
        }
    }
    false
}

/// Whether the king on `ksq` is attacked by any piece of `by`.
#[inline]
pub(crate) fn king_attacked<O: Occupancy>(occ: &O, ksq: usize, by: Color) -> bool {
    find_king_attackers(occ, ksq, by, |_| true)
}

/// Whether the two kings stand on one file with nothing between them.
pub(crate) fn kings_facing(board: &Board) -> bool {
    let (Some(red), Some(black)) = (board.king(Color::Red), board.king(Color::Black)) else {
        return false;
    };
    if red.file() != black.file() {
        return false;
    }
    let (lo, hi) = (
        red.index().min(black.index()),
        red.index().max(black.index()),
    );
    (lo + 9..hi).step_by(9).all(|i| board.at(i).is_none())
}

/// The squares of the pieces of `by` attacking the king on `ksq`.
pub(crate) fn king_attackers(board: &Board, ksq: Square, by: Color) -> crate::SquareSet {
    let mut v = crate::SquareSet::EMPTY;
    find_king_attackers(board, ksq.index(), by, |s| {
        v.insert(Square::from_index_unchecked(s));
        false
    });
    v
}
