//! The game's past as the search takes it: the positions before the one searched, each
//! with the move played from it, so that repetitions against the game are judged by the
//! same rules as those inside the tree.

use crate::{Game, IllegalMoveError, Move, Position};

/// A position on the game's path before the searched one, as repetition detection needs
/// it: its key, whether its side to move was in check, and the move played from it.
///
/// The move lets the search judge a repetition through this position by the Asian rules
/// (perpetual check *and* perpetual chase). Without it ([`PastPosition::of`]) a
/// repetition through the position can only be judged by its checks, and is otherwise
/// a draw. [`replay`] and [`game_history`] build a history with the moves.
///
/// ```
/// use xiangqi::{Position, search::PastPosition};
/// let pos = Position::startpos();
/// let mv = pos.parse_move("h2e2")?;
/// let p = PastPosition::before(&pos, mv);
/// assert_eq!((p.key, p.in_check, p.played), (pos.key(), false, Some(mv)));
/// # Ok::<(), xiangqi::NotationError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PastPosition {
    /// The position's Zobrist key ([`Position::key`]).
    pub key: u64,
    /// Whether the side to move was in check there (the move before it gave check).
    pub in_check: bool,
    /// The move played from this position, leading to the next one of the history (or,
    /// for the last entry, to the searched position); `None` if unknown.
    pub played: Option<Move>,
}

impl PastPosition {
    /// The entry for a position whose next move is unknown.
    ///
    /// ```
    /// let pos = xiangqi::Position::from_fen("4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1")?;
    /// let p = xiangqi::search::PastPosition::of(&pos);
    /// assert!(p.in_check);
    /// assert_eq!(p.played, None);
    /// # Ok::<(), xiangqi::FenError>(())
    /// ```
    pub fn of(pos: &Position) -> PastPosition {
        PastPosition {
            key: pos.key(),
            in_check: pos.is_check(),
            played: None,
        }
    }

    /// The entry for `pos`, from which `mv` was played.
    ///
    /// ```
    /// use xiangqi::{Position, search::PastPosition};
    /// let pos = Position::startpos();
    /// let mv = pos.parse_move("b0c2")?;
    /// assert_eq!(PastPosition::before(&pos, mv).played, Some(mv));
    /// # Ok::<(), xiangqi::NotationError>(())
    /// ```
    pub fn before(pos: &Position, mv: Move) -> PastPosition {
        PastPosition {
            played: Some(mv),
            ..PastPosition::of(pos)
        }
    }
}

/// Why [`replay`] stopped: the place of the illegal move in the list, and why it is
/// illegal (the [`source`](std::error::Error::source), which names the move).
///
/// ```
/// use xiangqi::{Position, search::replay};
/// let err = replay(&Position::startpos(), &["e2e9".parse()?]).unwrap_err();
/// assert_eq!(err.to_string(), "move 1 of the line cannot be played");
/// assert!(std::error::Error::source(&err).is_some());
/// # Ok::<(), xiangqi::ParseMoveError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("move {} of the line cannot be played", index + 1)]
#[non_exhaustive]
pub struct ReplayError {
    /// Where the illegal move is in the list, from 0.
    pub index: usize,
    /// Why it is illegal.
    pub source: IllegalMoveError,
}

/// Plays `moves` from `start`, returning the final position and the positions before
/// it, each with the move played from it, as [`Searcher::search`](super::Searcher::search)
/// takes them.
///
/// # Errors
/// A [`ReplayError`] naming the first illegal move and its place in `moves`.
///
/// ```
/// use xiangqi::{Position, search::replay};
/// let moves = ["h2e2", "h9g7"].map(|m| m.parse().unwrap());
/// let (pos, history) = replay(&Position::startpos(), &moves)?;
/// assert_eq!(history.len(), 2);
/// assert_eq!(history[0].key, Position::startpos().key());
/// assert_eq!(history[1].played, Some(moves[1]));
/// assert_eq!(pos.side_to_move(), xiangqi::Color::Red);
/// let err = replay(&Position::startpos(), &["h2e2".parse()?, "e2e9".parse()?]).unwrap_err();
/// assert_eq!(err.index, 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn replay(
    start: &Position,
    moves: &[Move],
) -> Result<(Position, Vec<PastPosition>), ReplayError> {
    let mut pos = start.clone();
    let mut history = Vec::with_capacity(moves.len());
    for (i, &m) in moves.iter().enumerate() {
        let before = PastPosition::before(&pos, m);
        pos.play(m)
            .map_err(|source| ReplayError { index: i, source })?;
        history.push(before);
    }
    Ok((pos, history))
}

/// The positions of `game` before its current one, each with the move played from it:
/// the history to search [`Game::position`] with.
///
/// ```
/// use xiangqi::{Game, search::{Limits, Searcher, game_history}};
/// let mut game = Game::default();
/// for m in ["h2e2", "h9g7"] {
///     game.play(m.parse()?)?;
/// }
/// let history = game_history(&game);
/// assert_eq!(history.len(), 2);
/// assert_eq!(history[0].played, Some(game.moves()[0]));
/// let r = Searcher::new(1, 1).search(game.position(), &history, &Limits::depth(2), |_| {});
/// assert!(r.best_move.is_some());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn game_history(game: &Game) -> Vec<PastPosition> {
    let mut in_check = game.start_position().is_check();
    game.keys()
        .iter()
        .zip(game.flags())
        .map(|(&key, flags)| {
            let entry = PastPosition {
                key,
                in_check,
                played: Some(flags.mv),
            };
            in_check = flags.check;
            entry
        })
        .collect()
}
