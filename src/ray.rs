//! Walking a file or rank from a point to the pieces on it, using the board's per-line
//! occupancy bits: each next piece is one bit scan away, however far it stands.

use crate::File;

/// The occupied points along one of the four directions from a square, nearest first.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Ray {
    bits: u16,
    forward: bool,
    base: u8,
    stride: u8,
}

/// The directions, in the order of [`crate::attacks::RAY_LEN`]: east, west, north, south.
pub(crate) const EAST: usize = 0;
pub(crate) const NORTH: usize = 2;

impl Ray {
    /// The ray from `sq` in direction `d`, given the occupancy bits of `sq`'s rank
    /// (`rank_bits`) and file (`file_bits`). The square itself is never part of it.
    #[inline]
    pub(crate) fn new(sq: usize, d: usize, rank_bits: u16, file_bits: u16) -> Ray {
        let (file, rank) = (sq % File::COUNT, sq / File::COUNT);
        let (line, pos, base, stride) = if d < NORTH {
            (rank_bits, file, rank * File::COUNT, 1)
        } else {
            (file_bits, rank, file, 9)
        };
        let forward = d == EAST || d == NORTH;
        let bits = if forward {
            line & !((2u16 << pos) - 1)
        } else {
            line & ((1u16 << pos) - 1)
        };
        Ray {
            bits,
            forward,
            base: base as u8,
            stride: stride as u8,
        }
    }

    /// The ray from `from` towards `to`, which share a rank or a file (and differ),
    /// given the occupancy bits of `from`'s rank and file.
    #[cfg(any(test, feature = "engine"))]
    #[inline]
    pub(crate) fn towards(from: usize, to: usize, rank_bits: u16, file_bits: u16) -> Ray {
        let same_rank = from / File::COUNT == to / File::COUNT;
        let d = match (same_rank, to > from) {
            (true, true) => EAST,
            (true, false) => EAST + 1,
            (false, true) => NORTH,
            (false, false) => NORTH + 1,
        };
        Ray::new(from, d, rank_bits, file_bits)
    }

    /// The square of the next piece along the ray, nearest first.
    #[inline]
    pub(crate) fn next_piece(&mut self) -> Option<usize> {
        if self.bits == 0 {
            return None;
        }
        let i = if self.forward {
            self.bits.trailing_zeros()
        } else {
            15 - self.bits.leading_zeros()
        };
        self.bits &= !(1 << i);
        Some(self.base as usize + i as usize * self.stride as usize)
    }

    /// The step between neighbouring points of the ray, as an index offset.
    #[inline]
    pub(crate) fn step(&self) -> isize {
        let s = self.stride as isize;
        if self.forward { s } else { -s }
    }

    /// How many points lie strictly between `from` and `to` along this ray.
    #[inline]
    pub(crate) fn gap(&self, from: usize, to: usize) -> usize {
        from.abs_diff(to) / self.stride as usize - 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_pieces_in_order_in_every_direction() {
        // Pieces on e0, e3, e9 (file e) and a4, c4, i4 (rank 4); walk from e4.
        let e4 = 4 * File::COUNT + 4;
        let file_bits = 1 | 1 << 3 | 1 << 9;
        let rank_bits = 1 | 1 << 2 | 1 << 8;
        let walk = |d| {
            let mut r = Ray::new(e4, d, rank_bits, file_bits);
            std::iter::from_fn(move || r.next_piece()).collect::<Vec<_>>()
        };
        assert_eq!(walk(0), vec![4 * File::COUNT + 8]);
        assert_eq!(walk(1), vec![4 * File::COUNT + 2, 4 * File::COUNT]);
        assert_eq!(walk(2), vec![9 * File::COUNT + 4]);
        assert_eq!(walk(3), vec![3 * File::COUNT + 4, 4]);
        // Towards a square: the same walks, cut at it by the caller.
        let towards = |to| {
            let mut r = Ray::towards(e4, to, rank_bits, file_bits);
            r.next_piece()
        };
        assert_eq!(towards(4 * File::COUNT + 8), Some(4 * File::COUNT + 8));
        assert_eq!(towards(4 * File::COUNT), Some(4 * File::COUNT + 2));
        assert_eq!(towards(9 * File::COUNT + 4), Some(9 * File::COUNT + 4));
        assert_eq!(towards(4), Some(3 * File::COUNT + 4));
    }
}
