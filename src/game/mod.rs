//! A game: a start position, the moves played, and how the rules judge it.
//!
//! The rules and their sources are documented where they are applied: the rule sets in
//! [`RuleSet`], repetition in [`judge_cycle`], chases in [`chases`]. The order of the
//! tests in [`Game::outcome`] is: no legal move, repetition, move limit, material.
//!
//! # For a search
//!
//! The same judgement is available without a `Game`: keep the keys of the positions
//! on the path (game history, then the search stack) and, for each ply, its
//! [`PlyFlags`] (`gives_check` is cheap; the chase scan, [`PlyFlags::of`] or
//! [`chases`], costs a capture generation and is only needed for the plies of a cycle,
//! so it can be computed when a repetition is found). [`find_repetition`] finds the
//! earlier occurrence of the current key (pass `times = 2` to treat the first
//! repetition inside the tree as decisive), and [`judge_cycle`] rules on the plies since
//! then: [`CycleVerdict::loser`] is the side that loses, `None` a draw.

mod chase;
mod outcome;
mod repetition;
mod rules;

pub(crate) use chase::chase_list;
pub use chase::{Chase, chases};
pub use outcome::{DrawReason, Outcome, PlySpan, WinReason};
pub use repetition::{CycleVerdict, PlyFlags, Violation, find_repetition, judge_cycle};
pub use rules::{ParseRuleSetError, RepetitionRule, RuleSet};

use crate::notation::NotationError;
use crate::{Color, FenError, IllegalMoveError, Move, PieceKind, Position, Undo};
use smallvec::SmallVec;

/// Why [`Game::play`] or [`Game::play_text`] refused a move.
///
/// An illegal move is [`GameError::Illegal`] however it was given, as a [`Move`] or as
/// text in any notation.
///
/// ```
/// use xiangqi::{Game, GameError};
/// let mut game = Game::default();
/// assert!(matches!(game.play("e2e3".parse()?), Err(GameError::Illegal(_))));
/// assert!(matches!(game.play_text("e2e3"), Err(GameError::Illegal(_))));
/// assert!(matches!(game.play_text("hello"), Err(GameError::Unreadable(_))));
/// assert!(game.is_empty());
/// # Ok::<(), xiangqi::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GameError {
    /// The move is illegal in the current position.
    #[error(transparent)]
    Illegal(#[from] IllegalMoveError),
    /// The text is not a move in any notation, fits no move or more than one
    /// (never [`NotationError::Illegal`]: that is [`GameError::Illegal`]).
    #[error(transparent)]
    Unreadable(NotationError),
    /// A record's result contradicts the end its moves reach (see
    /// [`PgnGame::to_game`](crate::pgn::PgnGame::to_game)).
    #[error("the record says {recorded} but its moves end the game otherwise ({outcome})")]
    ResultContradicted {
        /// The result the record gives (`1-0`, `0-1` or `1/2-1/2`).
        recorded: &'static str,
        /// How the moves end the game.
        outcome: Outcome,
    },
    /// The game is already over.
    #[error("no move can be played: the game is over ({outcome})")]
    Over {
        /// How the game ended.
        outcome: Outcome,
    },
}

impl From<NotationError> for GameError {
    /// An illegal move becomes [`GameError::Illegal`]; any other reading error
    /// [`GameError::Unreadable`].
    fn from(e: NotationError) -> GameError {
        match e {
            NotationError::Illegal { source, .. } => GameError::Illegal(source),
            other => GameError::Unreadable(other),
        }
    }
}

/// Why [`Game::play_all`] stopped: which move of the list was refused, and why (the
/// [`source`](std::error::Error::source)).
///
/// ```
/// use xiangqi::{Game, GameError};
/// let mut game = Game::default();
/// let err = game.play_all(["h2e2", "h9g7", "e2e9"]).unwrap_err();
/// assert_eq!((err.index, err.text.as_str()), (2, "e2e9"));
/// assert!(matches!(err.source, GameError::Illegal(_)));
/// assert_eq!(err.to_string(), "move 3 of the list, \"e2e9\", was refused");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("move {} of the list, {text:?}, was refused", index + 1)]
#[non_exhaustive]
pub struct PlayAllError {
    /// Where the refused move is in the list, from 0 (also how many moves were played).
    pub index: usize,
    /// The refused move as it was given.
    pub text: String,
    /// Why it was refused.
    pub source: GameError,
}

/// The moves of a [`Game`], each with the position it was played from: see
/// [`Game::plies`].
///
/// ```
/// let mut game = xiangqi::Game::default();
/// game.play("h2e2".parse()?)?;
/// let (pos, mv) = game.plies().next().expect("one move");
/// assert_eq!((pos, mv.to_string()), (xiangqi::Position::startpos(), "h2e2".into()));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Plies<'a> {
    pos: Position,
    moves: std::slice::Iter<'a, Move>,
}

impl Iterator for Plies<'_> {
    type Item = (Position, Move);

    fn next(&mut self) -> Option<(Position, Move)> {
        let &mv = self.moves.next()?;
        let before = self.pos.clone();
        // The game checked every move when it was played.
        let _ = self.pos.make_move(mv);
        Some((before, mv))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.moves.size_hint()
    }
}

impl ExactSizeIterator for Plies<'_> {}

/// One ply of the game as the judge remembers it.
#[derive(Clone, Debug)]
struct Ply {
    undo: Undo,
    flags: PlyFlags,
    chases: SmallVec<[Chase; 2]>,
}

/// A game: a start position, the moves played, and the rules that judge it.
///
/// ```
/// use xiangqi::Game;
/// let mut game = Game::default(); // the start position, Asian rules
/// game.play_all(["h2e2", "h9g7", "h0g2", "i9h9"])?;
/// assert_eq!(game.len(), 4);
/// assert_eq!(game.outcome(), None);
/// assert!(game.play("e2e9".parse()?).is_err()); // illegal: nothing changes
/// assert_eq!(game.undo().map(|m| m.to_string()), Some("i9h9".to_string()));
/// assert_eq!(game.len(), 3);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    pos: Position,
    rules: RuleSet,
    moves: Vec<Move>,
    plies: Vec<Ply>,
    /// `keys[i]`: the key after `i` plies.
    keys: Vec<u64>,
    /// `results[i]`: the judgement after `i` plies.
    results: Vec<Option<Outcome>>,
    /// An ending the board does not show: resignation, agreement, time.
    declared: Option<Outcome>,
}

impl Default for Game {
    fn default() -> Game {
        Game::new(Position::startpos())
    }
}

impl PartialEq for Game {
    /// Games are equal when they start alike, play the same moves, under the same rules,
    /// and have the same declared ending (resignation, agreement, time), if any.
    fn eq(&self, other: &Game) -> bool {
        self.start == other.start
            && self.moves == other.moves
            && self.rules == other.rules
            && self.declared == other.declared
    }
}

impl Eq for Game {}

impl Game {
    /// A game from `start`, judged by the Asian rules.
    ///
    /// ```
    /// let game = xiangqi::Game::new(xiangqi::Position::startpos());
    /// assert!(game.is_empty());
    /// ```
    pub fn new(start: Position) -> Game {
        Game::with_rules(start, RuleSet::default())
    }

    /// A game from `start`, judged by `rules`.
    ///
    /// ```
    /// use xiangqi::{Game, Position, RuleSet};
    /// let game = Game::with_rules(Position::startpos(), RuleSet::CASUAL);
    /// assert_eq!(game.rules(), RuleSet::CASUAL);
    /// ```
    pub fn with_rules(start: Position, rules: RuleSet) -> Game {
        let mut game = Game {
            pos: start.clone(),
            start,
            rules,
            moves: Vec::new(),
            plies: Vec::new(),
            keys: Vec::new(),
            results: Vec::new(),
            declared: None,
        };
        game.keys.push(game.pos.key());
        let result = game.judge();
        game.results.push(result);
        game
    }

    /// A game from the position of a FEN, judged by the Asian rules.
    ///
    /// # Errors
    /// The [`FenError`] of a FEN that cannot be read or breaks the rules.
    ///
    /// ```
    /// let game = xiangqi::Game::from_fen("3k5/9/9/9/9/9/9/9/9/R2AK4 w - - 0 1")?;
    /// assert_eq!(game.position().fen(), "3k5/9/9/9/9/9/9/9/9/R2AK4 w - - 0 1");
    /// assert!(xiangqi::Game::from_fen("3k5/9 w").is_err());
    /// # Ok::<(), xiangqi::FenError>(())
    /// ```
    pub fn from_fen(fen: &str) -> Result<Game, FenError> {
        Ok(Game::new(Position::from_fen(fen)?))
    }

    /// The position the game started from.
    ///
    /// ```
    /// assert_eq!(xiangqi::Game::default().start_position(), &xiangqi::Position::startpos());
    /// ```
    pub fn start_position(&self) -> &Position {
        &self.start
    }

    /// The current position.
    ///
    /// ```
    /// let mut game = xiangqi::Game::default();
    /// game.play("h2e2".parse()?)?;
    /// assert_eq!(game.position().side_to_move(), xiangqi::Color::Black);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// The rules the game is judged by.
    ///
    /// ```
    /// assert_eq!(xiangqi::Game::default().rules(), xiangqi::RuleSet::ASIAN);
    /// ```
    pub fn rules(&self) -> RuleSet {
        self.rules
    }

    /// The moves played, in order.
    ///
    /// ```
    /// let mut game = xiangqi::Game::default();
    /// game.play("h2e2".parse()?)?;
    /// assert_eq!(game.moves()[0].to_string(), "h2e2");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// How many plies have been played.
    ///
    /// ```
    /// assert_eq!(xiangqi::Game::default().len(), 0);
    /// ```
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// Whether no move has been played.
    ///
    /// ```
    /// assert!(xiangqi::Game::default().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// The keys of the positions of the game: `keys()[i]` after `i` plies, so one more
    /// than the moves, ending with the current position's.
    ///
    /// ```
    /// let game = xiangqi::Game::default();
    /// assert_eq!(game.keys(), [xiangqi::Position::startpos().key()]);
    /// ```
    pub fn keys(&self) -> &[u64] {
        &self.keys
    }

    /// The repetition judge's flags of each ply played (check, chased pieces).
    ///
    /// ```
    /// let mut game = xiangqi::Game::default();
    /// game.play("h2h9".parse()?)?;
    /// assert!(!game.flags().next().expect("one ply").check);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn flags(&self) -> impl ExactSizeIterator<Item = PlyFlags> + '_ {
        self.plies.iter().map(|p| p.flags)
    }

    /// How the game stands: `None` while it goes on, or its result with the reason.
    ///
    /// ```
    /// use xiangqi::{Game, Position};
    /// let game = Game::new(Position::from_fen("3k5/9/9/9/9/9/9/9/9/3AK4 w - - 0 1")?);
    /// assert_eq!(game.outcome().map(|r| r.to_string()).as_deref(),
    ///            Some("Draw: neither side has a rook, horse, cannon or pawn left"));
    /// # Ok::<(), xiangqi::FenError>(())
    /// ```
    pub fn outcome(&self) -> Option<Outcome> {
        self.declared.or(self.results.last().copied().flatten())
    }

    /// Ends the game with `loser`'s resignation.
    ///
    /// # Errors
    /// [`GameError::Over`] if the game has already ended (nothing changes).
    ///
    /// ```
    /// use xiangqi::{Color, Game};
    /// let mut game = Game::default();
    /// game.resign(Color::Black)?;
    /// assert_eq!(game.outcome().map(|o| o.code()), Some("resignation"));
    /// assert_eq!(game.outcome().and_then(|o| o.winner()), Some(Color::Red));
    /// # Ok::<(), xiangqi::GameError>(())
    /// ```
    pub fn resign(&mut self, loser: Color) -> Result<(), GameError> {
        self.declare(Outcome::Win {
            winner: loser.other(),
            reason: WinReason::Resignation,
        })
    }

    /// Ends the game lost on time by `loser`.
    ///
    /// # Errors
    /// [`GameError::Over`] if the game has already ended (nothing changes).
    ///
    /// ```
    /// use xiangqi::{Color, Game};
    /// let mut game = Game::default();
    /// game.lose_on_time(Color::Red)?;
    /// assert_eq!(game.outcome().map(|o| o.to_string()).as_deref(),
    ///            Some("Black wins: Red lost on time"));
    /// # Ok::<(), xiangqi::GameError>(())
    /// ```
    pub fn lose_on_time(&mut self, loser: Color) -> Result<(), GameError> {
        self.declare(Outcome::Win {
            winner: loser.other(),
            reason: WinReason::Time,
        })
    }

    /// Ends the game drawn by the players' agreement.
    ///
    /// # Errors
    /// [`GameError::Over`] if the game has already ended (nothing changes).
    ///
    /// ```
    /// let mut game = xiangqi::Game::default();
    /// game.agree_draw()?;
    /// assert_eq!(game.outcome().map(|o| o.code()), Some("agreement"));
    /// # Ok::<(), xiangqi::GameError>(())
    /// ```
    pub fn agree_draw(&mut self) -> Result<(), GameError> {
        self.declare(Outcome::Draw {
            reason: DrawReason::Agreement,
        })
    }

    fn declare(&mut self, outcome: Outcome) -> Result<(), GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::Over { outcome });
        }
        self.declared = Some(outcome);
        Ok(())
    }

    /// Each move of the game with the position it was played from, in order.
    ///
    /// ```
    /// let mut game = xiangqi::Game::default();
    /// game.play_all(["h2e2", "h9g7"])?;
    /// let fens: Vec<String> = game.plies().map(|(pos, _)| pos.fen()).collect();
    /// assert_eq!(fens[0], xiangqi::START_FEN);
    /// assert!(fens[1].ends_with(" b - - 1 1"));
    /// # Ok::<(), xiangqi::game::PlayAllError>(())
    /// ```
    pub fn plies(&self) -> Plies<'_> {
        Plies {
            pos: self.start.clone(),
            moves: self.moves.iter(),
        }
    }

    /// Plays a move after checking it; a refused move changes nothing.
    ///
    /// # Errors
    /// [`GameError::Over`] if the game has already ended, [`GameError::Illegal`] if the
    /// move is illegal here.
    ///
    /// ```
    /// let mut game = xiangqi::Game::default();
    /// assert!(game.play("b0b2".parse()?).is_err());
    /// assert!(game.is_empty());
    /// game.play("b0c2".parse()?)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play(&mut self, mv: Move) -> Result<(), GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::Over { outcome });
        }
        self.pos.check_legal(mv)?;
        let check = self.pos.gives_check(mv);
        let found = chase_list(&self.pos, mv);
        let flags = PlyFlags {
            mv,
            check,
            chased: found.iter().map(|c| c.target_square).collect(),
        };
        let undo = self.pos.make_move(mv);
        self.moves.push(mv);
        self.plies.push(Ply {
            undo,
            flags,
            chases: found,
        });
        self.keys.push(self.pos.key());
        let result = self.judge();
        self.results.push(result);
        Ok(())
    }

    /// Reads a move written in any notation (`h2e2`, `C2.5`, `炮二平五`), plays it and
    /// returns it; a refused move changes nothing.
    ///
    /// # Errors
    /// [`GameError::Over`] if the game has already ended, [`GameError::Illegal`] if the
    /// text names an illegal move, [`GameError::Unreadable`] if it names no move.
    ///
    /// ```
    /// let mut game = xiangqi::Game::default();
    /// let mv = game.play_text("炮二平五")?;
    /// assert_eq!(mv.to_string(), "h2e2");
    /// assert_eq!(game.play_text("H8+7")?.to_string(), "h9g7");
    /// assert!(game.play_text("h0h9").is_err());
    /// assert_eq!(game.len(), 2);
    /// # Ok::<(), xiangqi::GameError>(())
    /// ```
    pub fn play_text(&mut self, text: &str) -> Result<Move, GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::Over { outcome });
        }
        let mv = self.pos.parse_move(text)?;
        self.play(mv)?;
        Ok(mv)
    }

    /// Plays moves written in any notation, in order, as [`play_text`](Self::play_text)
    /// does, stopping at the first that is refused: the moves before it stay played.
    ///
    /// # Errors
    /// A [`PlayAllError`] naming the refused move, its place in the list and its
    /// [`GameError`].
    ///
    /// ```
    /// let mut game = xiangqi::Game::default();
    /// game.play_all("h2e2 h9g7 h0g2".split_whitespace())?;
    /// assert_eq!(game.len(), 3);
    /// let err = game.play_all(["i9h9", "e2e9"]).unwrap_err();
    /// assert_eq!((err.index, err.text.as_str()), (1, "e2e9"));
    /// assert_eq!(game.len(), 4, "i9h9 was played, e2e9 was not");
    /// # Ok::<(), xiangqi::game::PlayAllError>(())
    /// ```
    pub fn play_all<I>(&mut self, moves: I) -> Result<(), PlayAllError>
    where
        I: IntoIterator,
        I::Item: AsRef<str>,
    {
        for (index, text) in moves.into_iter().enumerate() {
            let text = text.as_ref();
            self.play_text(text).map_err(|source| PlayAllError {
                index,
                text: text.to_owned(),
                source,
            })?;
        }
        Ok(())
    }

    /// Takes back the last move and returns it (`None` at the start); a declared ending
    /// (resignation, agreement, time) is taken back with it.
    ///
    /// ```
    /// let mut game = xiangqi::Game::default();
    /// game.play("h2e2".parse()?)?;
    /// game.undo();
    /// assert_eq!(game, xiangqi::Game::default());
    /// assert_eq!(game.undo(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn undo(&mut self) -> Option<Move> {
        self.declared = None;
        let mv = self.moves.pop()?;
        let ply = self.plies.pop()?;
        self.pos.unmake_move(mv, ply.undo);
        self.keys.pop();
        self.results.pop();
        Some(mv)
    }

    /// Judges the current position against the history.
    fn judge(&self) -> Option<Outcome> {
        if let Some(outcome) = self.pos.outcome() {
            return Some(outcome);
        }
        if let Some(result) = self.judge_repetition() {
            return Some(result);
        }
        if let Some(limit) = self.rules.move_limit {
            if self.pos.halfmove_clock() >= limit {
                return Some(Outcome::Draw {
                    reason: DrawReason::MoveLimit { plies: limit },
                });
            }
        }
        if no_attackers(&self.pos) {
            return Some(Outcome::Draw {
                reason: DrawReason::NoAttackers,
            });
        }
        None
    }

    /// The repetition rule: the current position occurring a third time.
    fn judge_repetition(&self) -> Option<Outcome> {
        let n = self.moves.len();
        let reversible = self.pos.halfmove_clock() as usize;
        let prev = find_repetition(&self.keys, reversible, 3)?;
        let plies = PlySpan {
            first: prev + 1,
            last: n,
        };
        let draw = Outcome::Draw {
            reason: DrawReason::Repetition { plies },
        };
        if self.rules.repetition == RepetitionRule::Casual {
            return Some(draw);
        }
        let cycle: SmallVec<[PlyFlags; 32]> = self.plies[prev..].iter().map(|p| p.flags).collect();
        // The mover of ply `prev + 1` is the side to move after `prev` plies, which is
        // the side to move now.
        let first_mover = self.pos.side_to_move();
        let verdict = judge_cycle(&cycle, first_mover);
        let Some(loser) = verdict.loser() else {
            return Some(Outcome::Draw {
                reason: match verdict.violations[0] {
                    Some(Violation::PerpetualCheck) => DrawReason::MutualPerpetualCheck { plies },
                    Some(Violation::PerpetualChase { .. }) => {
                        DrawReason::MutualPerpetualChase { plies }
                    }
                    None => DrawReason::Repetition { plies },
                },
            });
        };
        let reason = match verdict.violation(loser)? {
            Violation::PerpetualCheck => WinReason::PerpetualCheck { plies },
            Violation::PerpetualChase { target } => self.chase_cause(loser, prev, target, plies)?,
        };
        Some(Outcome::Win {
            winner: loser.other(),
            reason,
        })
    }

    /// Names the pieces of a perpetual chase by `loser` whose target stands on `target`
    /// at the end of the cycle that follows ply `prev`: the loser's last chase of it.
    fn chase_cause(
        &self,
        loser: Color,
        prev: usize,
        target: crate::Square,
        plies: PlySpan,
    ) -> Option<WinReason> {
        // Walk back from the end, carrying the target's square back through its moves.
        let mut sq = target;
        for (k, ply) in self.plies.iter().enumerate().skip(prev).rev() {
            let mover = if k % 2 == 0 {
                self.start.side_to_move()
            } else {
                self.start.side_to_move().other()
            };
            if mover == loser {
                if let Some(c) = ply.chases.iter().find(|c| c.target_square == sq) {
                    return Some(WinReason::PerpetualChase {
                        chaser: c.attacker,
                        target: c.target,
                        target_square: target,
                        plies,
                    });
                }
            } else if ply.flags.mv.to() == sq {
                sq = ply.flags.mv.from();
            }
        }
        None
    }
}

/// Whether neither side has a piece able to cross the river: only kings, advisors and
/// elephants are left, and none of them can ever reach the enemy king. A draw by the
/// rules of every federation (no side can give mate).
fn no_attackers(pos: &Position) -> bool {
    Color::ALL.into_iter().all(|c| {
        pos.pieces(c).all(|(_, p)| {
            matches!(
                p.kind(),
                PieceKind::King | PieceKind::Advisor | PieceKind::Elephant
            )
        })
    })
}
