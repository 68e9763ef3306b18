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

pub use chase::{Chase, chases};
pub use outcome::{DrawCause, GameResult, PlySpan, WinCause};
pub use repetition::{CycleVerdict, PlyFlags, SquareSet, Violation, find_repetition, judge_cycle};
pub use rules::{RepetitionRule, RuleSet};

use crate::{Color, IllegalMoveError, Move, Outcome, PieceKind, Position, Undo, WinReason};
use smallvec::SmallVec;

/// Why [`Game::play`] refused a move.
///
/// ```
/// use xiangqi::{Game, GameError};
/// let mut game = Game::default();
/// assert!(matches!(game.play("e2e3".parse()?), Err(GameError::Illegal(_))));
/// assert!(game.is_empty());
/// # Ok::<(), xiangqi::ParseMoveError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    /// The move is illegal in the current position.
    #[error(transparent)]
    Illegal(#[from] IllegalMoveError),
    /// The game is already over.
    #[error("{mv} cannot be played: the game is over ({result})")]
    Over {
        /// The move.
        mv: Move,
        /// How the game ended.
        result: GameResult,
    },
}

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
/// use xiangqi::{Color, Game, GameResult, WinCause};
/// let mut game = Game::default(); // the start position, Asian rules
/// for m in ["h2e2", "h9g7", "h0g2", "i9h9"] {
///     game.play(m.parse()?)?;
/// }
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
    results: Vec<Option<GameResult>>,
}

impl Default for Game {
    fn default() -> Game {
        Game::new(Position::startpos())
    }
}

impl PartialEq for Game {
    /// Games are equal when they start alike, play the same moves, under the same rules.
    fn eq(&self, other: &Game) -> bool {
        self.start == other.start && self.moves == other.moves && self.rules == other.rules
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
        };
        game.keys.push(game.pos.key());
        let result = game.judge();
        game.results.push(result);
        game
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
    pub fn outcome(&self) -> Option<GameResult> {
        self.results.last().copied().flatten()
    }

    /// Plays a move after checking it; a refused move changes nothing.
    ///
    /// # Errors
    /// [`GameError::Illegal`] if the move is illegal here, [`GameError::Over`] if the game
    /// has already ended.
    ///
    /// ```
    /// let mut game = xiangqi::Game::default();
    /// assert!(game.play("b0b2".parse()?).is_err());
    /// assert!(game.is_empty());
    /// game.play("b0c2".parse()?)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play(&mut self, mv: Move) -> Result<(), GameError> {
        if let Some(result) = self.outcome() {
            return Err(GameError::Over { mv, result });
        }
        self.pos.check_legal(mv)?;
        let check = self.pos.gives_check(mv);
        let found = chases(&self.pos, mv);
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

    /// Takes back the last move and returns it (`None` at the start).
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
        let mv = self.moves.pop()?;
        let ply = self.plies.pop()?;
        self.pos.unmake_move(mv, ply.undo);
        self.keys.pop();
        self.results.pop();
        Some(mv)
    }

    /// Judges the current position against the history.
    fn judge(&self) -> Option<GameResult> {
        if let Some(Outcome::Win { winner, reason }) = self.pos.outcome() {
            let reason = match reason {
                WinReason::Checkmate => WinCause::Checkmate,
                _ => WinCause::NoLegalMove,
            };
            return Some(GameResult::Win { winner, reason });
        }
        if let Some(result) = self.judge_repetition() {
            return Some(result);
        }
        if let Some(limit) = self.rules.move_limit {
            if self.pos.halfmove_clock() >= limit {
                return Some(GameResult::Draw {
                    reason: DrawCause::MoveLimit { plies: limit },
                });
            }
        }
        if no_attackers(&self.pos) {
            return Some(GameResult::Draw {
                reason: DrawCause::NoAttackers,
            });
        }
        None
    }

    /// The repetition rule: the current position occurring a third time.
    fn judge_repetition(&self) -> Option<GameResult> {
        let n = self.moves.len();
        let reversible = self.pos.halfmove_clock() as usize;
        let prev = find_repetition(&self.keys, reversible, 3)?;
        let plies = PlySpan {
            first: prev + 1,
            last: n,
        };
        let draw = GameResult::Draw {
            reason: DrawCause::Repetition { plies },
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
            return Some(GameResult::Draw {
                reason: match verdict.violations[0] {
                    Some(Violation::PerpetualCheck) => DrawCause::MutualPerpetualCheck { plies },
                    Some(Violation::PerpetualChase { .. }) => {
                        DrawCause::MutualPerpetualChase { plies }
                    }
                    None => DrawCause::Repetition { plies },
                },
            });
        };
        let reason = match verdict.violation(loser)? {
            Violation::PerpetualCheck => WinCause::PerpetualCheck { plies },
            Violation::PerpetualChase { target } => self.chase_cause(loser, prev, target, plies)?,
        };
        Some(GameResult::Win {
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
    ) -> Option<WinCause> {
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
                    return Some(WinCause::PerpetualChase {
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
