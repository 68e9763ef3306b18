//! Sets of squares, one bit per point.

use super::Square;
use std::fmt;

/// A set of squares, one bit per point of the board.
///
/// ```
/// use xiangqi::{Square, SquareSet};
/// let c5: Square = "c5".parse()?;
/// let mut set = SquareSet::EMPTY;
/// set.insert(c5);
/// assert!(set.contains(c5));
/// assert_eq!(set.iter().collect::<Vec<_>>(), [c5]);
/// # Ok::<(), xiangqi::ParseSquareError>(())
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct SquareSet(u128);

impl SquareSet {
    /// No square.
    ///
    /// ```
    /// assert!(xiangqi::SquareSet::EMPTY.is_empty());
    /// ```
    pub const EMPTY: SquareSet = SquareSet(0);

    /// Every square of the board.
    ///
    /// ```
    /// assert_eq!(xiangqi::SquareSet::ALL.len(), 90);
    /// ```
    pub const ALL: SquareSet = SquareSet((1u128 << Square::COUNT) - 1);

    /// Adds a square.
    ///
    /// ```
    /// let mut set = xiangqi::SquareSet::EMPTY;
    /// set.insert("a0".parse()?);
    /// assert_eq!(set.len(), 1);
    /// # Ok::<(), xiangqi::ParseSquareError>(())
    /// ```
    #[inline]
    pub fn insert(&mut self, sq: Square) {
        self.0 |= 1 << sq.index();
    }

    /// Removes a square.
    ///
    /// ```
    /// let mut set = xiangqi::SquareSet::ALL;
    /// set.remove("a0".parse()?);
    /// assert_eq!(set.len(), 89);
    /// # Ok::<(), xiangqi::ParseSquareError>(())
    /// ```
    #[inline]
    pub fn remove(&mut self, sq: Square) {
        self.0 &= !(1 << sq.index());
    }

    /// Whether the square is in the set.
    ///
    /// ```
    /// assert!(xiangqi::SquareSet::ALL.contains("i9".parse()?));
    /// # Ok::<(), xiangqi::ParseSquareError>(())
    /// ```
    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 >> sq.index() & 1 != 0
    }

    /// Whether the set is empty.
    ///
    /// ```
    /// assert!(!xiangqi::SquareSet::ALL.is_empty());
    /// ```
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// How many squares the set holds.
    ///
    /// ```
    /// assert_eq!(xiangqi::SquareSet::EMPTY.len(), 0);
    /// ```
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// The squares both sets hold.
    ///
    /// ```
    /// use xiangqi::SquareSet;
    /// assert_eq!(SquareSet::ALL.intersection(SquareSet::EMPTY), SquareSet::EMPTY);
    /// ```
    #[inline]
    pub const fn intersection(self, other: SquareSet) -> SquareSet {
        SquareSet(self.0 & other.0)
    }

    /// The squares in index order (a0, b0, …).
    ///
    /// ```
    /// assert_eq!(xiangqi::SquareSet::ALL.iter().count(), 90);
    /// ```
    pub fn iter(self) -> impl Iterator<Item = Square> {
        Square::all().filter(move |&sq| self.contains(sq))
    }
}

impl fmt::Debug for SquareSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set()
            .entries(self.iter().map(|sq| sq.to_string()))
            .finish()
    }
}

impl FromIterator<Square> for SquareSet {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> SquareSet {
        let mut set = SquareSet::EMPTY;
        for sq in iter {
            set.insert(sq);
        }
        set
    }
}
