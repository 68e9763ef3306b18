//! Why a search was refused.

use crate::{IllegalMoveError, Move};

/// Why [`Searcher::try_search`](super::Searcher::try_search) refused to search.
///
/// ```
/// use xiangqi::search::{Limits, SearchError, Searcher};
/// let mut limits = Limits::depth(2);
/// limits.search_moves = vec!["h9g7".parse()?]; // Black's move; Red is to move
/// let err = Searcher::new(1, 1)
///     .try_search(&xiangqi::Position::startpos(), &[], &limits, |_| {})
///     .unwrap_err();
/// assert!(matches!(err, SearchError::IllegalSearchMove { .. }));
/// assert_eq!(err.to_string(), "search move h9g7 is illegal here");
/// # Ok::<(), xiangqi::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SearchError {
    /// A move of [`Limits::search_moves`](super::Limits::search_moves) is not legal in
    /// the position searched.
    #[error("search move {mv} is illegal here")]
    IllegalSearchMove {
        /// The move.
        mv: Move,
        /// Why it is illegal.
        #[source]
        reason: IllegalMoveError,
    },
}
