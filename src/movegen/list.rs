//! A list of moves that lives on the stack for every position of a real game.

use crate::Move;
use smallvec::SmallVec;
use std::ops::{Deref, DerefMut};

/// Room for this many moves before the list moves to the heap; the most legal moves
/// known in a xiangqi position is well below it.
const INLINE: usize = 128;

/// A list of moves, as [`Position::legal_moves`](crate::Position::legal_moves) returns
/// it: a slice of [`Move`]s (through `Deref`) that is kept on the stack.
///
/// ```
/// use xiangqi::{Move, MoveList, Position};
/// let moves: MoveList = Position::startpos().legal_moves();
/// assert_eq!(moves.len(), 44);
/// assert!(moves.contains(&"h2e2".parse::<Move>()?));
/// let mut sorted = moves.clone();
/// sorted.sort_by_key(|m| m.to_string());
/// assert_eq!(sorted[0].to_string(), "a0a1");
/// assert_eq!(moves.into_iter().count(), 44);
/// # Ok::<(), xiangqi::ParseMoveError>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveList(SmallVec<[Move; INLINE]>);

impl MoveList {
    /// An empty list.
    ///
    /// ```
    /// assert!(xiangqi::MoveList::new().is_empty());
    /// ```
    #[inline]
    pub fn new() -> MoveList {
        MoveList(SmallVec::new())
    }

    /// Adds a move at the end.
    ///
    /// ```
    /// let mut list = xiangqi::MoveList::new();
    /// list.push("h2e2".parse()?);
    /// assert_eq!(list.len(), 1);
    /// # Ok::<(), xiangqi::ParseMoveError>(())
    /// ```
    #[inline]
    pub fn push(&mut self, mv: Move) {
        self.0.push(mv);
    }

    /// Keeps only the moves for which `keep` is true, in their order.
    ///
    /// ```
    /// let mut list = xiangqi::Position::startpos().legal_moves();
    /// list.retain(|m| m.from().to_string() == "h2");
    /// assert_eq!(list.len(), 12);
    /// ```
    #[inline]
    pub fn retain(&mut self, mut keep: impl FnMut(&Move) -> bool) {
        self.0.retain(|m| keep(m));
    }
}

impl Deref for MoveList {
    type Target = [Move];

    #[inline]
    fn deref(&self) -> &[Move] {
        &self.0
    }
}

impl DerefMut for MoveList {
    #[inline]
    fn deref_mut(&mut self) -> &mut [Move] {
        &mut self.0
    }
}

impl FromIterator<Move> for MoveList {
    fn from_iter<I: IntoIterator<Item = Move>>(iter: I) -> MoveList {
        MoveList(iter.into_iter().collect())
    }
}

impl Extend<Move> for MoveList {
    fn extend<I: IntoIterator<Item = Move>>(&mut self, iter: I) {
        self.0.extend(iter);
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl IntoIterator for MoveList {
    type Item = Move;
    type IntoIter = MoveListIter;

    fn into_iter(self) -> MoveListIter {
        MoveListIter(self.0.into_iter())
    }
}

/// The moves of a [`MoveList`], taken out of it by `for m in list`.
///
/// ```
/// let mut it = xiangqi::Position::startpos().legal_moves().into_iter();
/// assert_eq!(it.len(), 44);
/// assert!(it.next().is_some());
/// assert_eq!(it.len(), 43);
/// ```
#[derive(Debug)]
pub struct MoveListIter(smallvec::IntoIter<[Move; INLINE]>);

impl Iterator for MoveListIter {
    type Item = Move;

    #[inline]
    fn next(&mut self) -> Option<Move> {
        self.0.next()
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        self.0.size_hint()
    }
}

impl DoubleEndedIterator for MoveListIter {
    #[inline]
    fn next_back(&mut self) -> Option<Move> {
        self.0.next_back()
    }
}

impl ExactSizeIterator for MoveListIter {}

impl std::iter::FusedIterator for MoveListIter {}
