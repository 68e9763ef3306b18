//! One game on the server: the crate's [`Game`] (which judges the rules), who plays which
//! side, the computer's strength, and what the engine said about each position.
//!
//! Everything here is synchronous and checked: a refused request returns an
//! [`ApiError`] and leaves the session as it was.

use crate::db::SavedGame;
use crate::ending::{Clock, Ending, TimeControl};
use crate::error::ApiError;
use serde::{Deserialize, Serialize};
use std::time::{Duration, Instant, SystemTime};
use xiangqi::notation::NotationError;
use xiangqi::search::{Limits, PastPosition, Skill, StopHandle, game_history};
use xiangqi::{Color, Game, Move, Outcome, Position, Score};

/// The computer accepts a draw offer when its evaluation, for itself, is at most this
/// (centipawns): it does not think it stands better.
pub const DRAW_ACCEPT_CP: i32 = 30;

fn side_word(c: Color) -> &'static str {
    match c {
        Color::Red => "red",
        Color::Black => "black",
    }
}

fn color_of(word: &str) -> Option<Color> {
    match word {
        "red" => Some(Color::Red),
        "black" => Some(Color::Black),
        _ => None,
    }
}

/// A saved score: `cp:N` or `mate:P` (plies, negative when mated).
fn score_of(text: &str) -> Option<Score> {
    let (kind, n) = text.split_once(':')?;
    let n: i32 = n.parse().ok()?;
    match kind {
        "cp" => Some(Score::cp(n)),
        "mate" if n > 0 => Some(Score::mate_in(n.unsigned_abs())),
        "mate" => Some(Score::mated_in(n.unsigned_abs())),
        _ => None,
    }
}

/// A side, as the API writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// Red (moves first).
    Red,
    /// Black.
    Black,
}

impl From<Side> for Color {
    fn from(s: Side) -> Color {
        match s {
            Side::Red => Color::Red,
            Side::Black => Color::Black,
        }
    }
}

impl From<Color> for Side {
    fn from(c: Color) -> Side {
        match c {
            Color::Red => Side::Red,
            Color::Black => Side::Black,
        }
    }
}

/// The deepest search a player may ask for.
pub const MAX_DEPTH: u32 = 30;
/// The longest think a player may ask for, per move.
pub const MAX_MOVETIME_MS: u64 = 60_000;
/// The shortest.
pub const MIN_MOVETIME_MS: u64 = 50;

/// The nodes a level's search may use (the weaker levels use fewer): the condition
/// under which `docs/levels.md` measured the levels' ratings.
pub const LEVEL_NODES: u64 = 20_000;

/// How strongly the computer plays: a level (a rating), a depth or a time per move.
///
/// The API writes it as `{"level": 9}`, `{"depth": 4}` or `{"movetime_ms": 1000}`;
/// [`StrengthSpec`] is the unchecked form, turned into this by [`StrengthSpec::check`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strength {
    /// A skill level (0, a random mover, to 20, full strength), searching at most
    /// [`LEVEL_NODES`] nodes a move.
    Level(Skill),
    /// Search to this many plies (1 to [`MAX_DEPTH`]).
    Depth(u32),
    /// Think about this long per move.
    MoveTime(Duration),
}

impl Default for Strength {
    fn default() -> Strength {
        Strength::MoveTime(Duration::from_secs(1))
    }
}

impl Strength {
    /// The search limits for this strength.
    pub fn limits(self) -> Limits {
        match self {
            Strength::Level(_) => Limits::nodes(LEVEL_NODES),
            Strength::Depth(d) => Limits::depth(d),
            Strength::MoveTime(t) => Limits::movetime(t),
        }
    }

    /// How the weakened levels choose: full strength but for a level.
    pub fn skill(self) -> Skill {
        match self {
            Strength::Level(skill) => skill,
            _ => Skill::FULL,
        }
    }

    /// The unchecked form, for the API.
    pub fn spec(self) -> StrengthSpec {
        match self {
            Strength::Level(skill) => StrengthSpec {
                level: Some(skill.level()),
                elo: Some(skill.elo()),
                ..StrengthSpec::default()
            },
            Strength::Depth(d) => StrengthSpec {
                depth: Some(d),
                ..StrengthSpec::default()
            },
            Strength::MoveTime(t) => StrengthSpec {
                movetime_ms: Some(u64::try_from(t.as_millis()).unwrap_or(MAX_MOVETIME_MS)),
                ..StrengthSpec::default()
            },
        }
    }
}

/// A strength as a request writes it: exactly one of `level`, `depth`,
/// `movetime_ms` (`elo` is an answer's, the level's rating; a request may repeat it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StrengthSpec {
    /// A skill level, 0 to 20.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<u8>,
    /// The level's rating (in answers).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub elo: Option<u32>,
    /// Plies.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub depth: Option<u32>,
    /// Milliseconds per move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub movetime_ms: Option<u64>,
}

impl StrengthSpec {
    /// The strength this asks for.
    ///
    /// # Errors
    /// `bad_strength` (422) when both or neither field is given or a value is out of range.
    pub fn check(self) -> Result<Strength, ApiError> {
        let bad = |m: String| ApiError::unprocessable("bad_strength", m);
        if let Some(level) = self.level {
            if self.depth.is_some() || self.movetime_ms.is_some() {
                return Err(bad(
                    "a strength is one of {\"level\": N}, {\"depth\": N} or {\"movetime_ms\": N}"
                        .to_owned(),
                ));
            }
            return Skill::new(level).map(Strength::Level).ok_or_else(|| {
                bad(format!(
                    "level {level} is out of range: expected 0 to {}",
                    Skill::MAX
                ))
            });
        }
        match (self.depth, self.movetime_ms) {
            (Some(d), None) if (1..=MAX_DEPTH).contains(&d) => Ok(Strength::Depth(d)),
            (Some(d), None) => Err(bad(format!(
                "depth {d} is out of range: expected 1 to {MAX_DEPTH}"
            ))),
            (None, Some(ms)) if (MIN_MOVETIME_MS..=MAX_MOVETIME_MS).contains(&ms) => {
                Ok(Strength::MoveTime(Duration::from_millis(ms)))
            }
            (None, Some(ms)) => Err(bad(format!(
                "movetime_ms {ms} is out of range: expected {MIN_MOVETIME_MS} to {MAX_MOVETIME_MS}"
            ))),
            _ => Err(bad(
                "a strength is one of {\"level\": N}, {\"depth\": N} or {\"movetime_ms\": N}"
                    .to_owned(),
            )),
        }
    }
}

/// Who played a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Mover {
    /// The person at the board.
    Human,
    /// The engine.
    Computer,
    /// A loaded record.
    Record,
}

/// Why the engine is searching.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Purpose {
    /// To play the computer's move.
    Move,
    /// To suggest a move to the player.
    Hint,
}

/// What the engine has said so far in a running search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The last completed depth.
    pub depth: u32,
    /// Its score, for the side to move.
    pub score: Score,
    /// Its principal variation.
    pub pv: Vec<Move>,
    /// Nodes so far.
    pub nodes: u64,
    /// Time so far.
    pub time: Duration,
}

/// A search that was asked for and has not yet answered.
#[derive(Clone, Debug)]
pub struct Thinking {
    /// Why.
    pub purpose: Purpose,
    /// The session's [`Session::generation`] when it was asked for: an answer for an
    /// older generation is dropped.
    pub generation: u64,
    /// Stops it; `None` while it waits for a free searcher.
    pub stop: Option<StopHandle>,
    /// The latest iteration, once one completed.
    pub progress: Option<Progress>,
}

/// A move the engine suggests to the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The move.
    pub mv: Move,
    /// The score for the side to move.
    pub score: Score,
}

/// A search to run: everything the engine thread needs, owned.
#[derive(Clone, Debug)]
pub struct Job {
    /// The session generation it answers.
    pub generation: u64,
    /// The position.
    pub position: Position,
    /// The game before it, so that the search sees repetitions.
    pub history: Vec<PastPosition>,
    /// How long or deep.
    pub limits: Limits,
    /// How the computer chooses (full strength for a hint).
    pub skill: Skill,
    /// What drives a weakened level's choices.
    pub seed: u64,
}

/// One game in progress.
#[derive(Debug)]
pub struct Session {
    game: Game,
    human: Color,
    strength: Strength,
    movers: Vec<Mover>,
    /// The engine's score of each position of the game (index = plies played before
    /// it), for the side to move there, where the engine searched it.
    scores: Vec<Option<Score>>,
    /// Bumped by every change to the game, so that late search answers are dropped.
    generation: u64,
    thinking: Option<Thinking>,
    hint: Option<Hint>,
    engine_error: Option<String>,
    /// An ending the board does not show: time, resignation, agreed draw.
    ending: Option<Ending>,
    clock: Option<Clock>,
    /// When the game was created, in seconds since 1970.
    created: i64,
}

/// Seconds since 1970, now.
pub fn unix_now() -> i64 {
    SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
}

/// The clock as a saved game writes it.
#[derive(Debug, Serialize, Deserialize)]
struct SavedClock {
    base_ms: u64,
    increment_ms: u64,
    red_ms: u64,
    black_ms: u64,
    running: bool,
}

impl Session {
    /// A new session on `game`, whose moves count as from a record.
    pub fn new(game: Game, human: Color, strength: Strength) -> Session {
        let plies = game.len();
        Session {
            game,
            human,
            strength,
            movers: vec![Mover::Record; plies],
            scores: vec![None; plies + 1],
            generation: 0,
            thinking: None,
            hint: None,
            engine_error: None,
            ending: None,
            clock: None,
            created: unix_now(),
        }
    }

    /// What changes when the game must be saved again: the moves, the sides, the
    /// ending (all bump the generation) and the strength.
    pub fn save_key(&self) -> (u64, Strength) {
        (self.generation, self.strength)
    }

    /// The game as the database stores it, known as `id`, at `version`.
    pub fn to_saved(&self, id: &str, version: u64) -> SavedGame {
        let ms = |d: Duration| u64::try_from(d.as_millis()).unwrap_or(u64::MAX);
        let stm = self.game.position().side_to_move();
        let now = Instant::now();
        // The rules' verdicts come back when the moves are played again.
        let ending = self.ending.and_then(|e| match e {
            Ending::Time { loser } => Some(format!("time:{}", side_word(loser))),
            Ending::Resignation { loser } => Some(format!("resignation:{}", side_word(loser))),
            Ending::AgreedDraw => Some("agreed-draw".to_owned()),
            Ending::Rules(_) => None,
        });
        let scores: Vec<Option<String>> = self
            .scores
            .iter()
            .map(|s| {
                s.map(|s| match s.mate_plies() {
                    Some(p) => format!("mate:{p}"),
                    None => format!("cp:{}", s.centipawns().unwrap_or(0)),
                })
            })
            .collect();
        let clock = self.clock.map(|c| SavedClock {
            base_ms: c.control.base_ms,
            increment_ms: c.control.increment_ms,
            red_ms: ms(c.left(Color::Red, stm, now)),
            black_ms: ms(c.left(Color::Black, stm, now)),
            running: c.running(),
        });
        let outcome = self.ending();
        SavedGame {
            id: id.to_owned(),
            version,
            created: self.created,
            updated: unix_now(),
            start_fen: self.game.start_position().fen(),
            moves: self
                .game
                .moves()
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" "),
            movers: self
                .movers
                .iter()
                .map(|m| match m {
                    Mover::Human => 'h',
                    Mover::Computer => 'c',
                    Mover::Record => 'r',
                })
                .collect(),
            scores: serde_json::to_string(&scores).unwrap_or_else(|_| "[]".to_owned()),
            human: side_word(self.human).to_owned(),
            strength: serde_json::to_string(&self.strength.spec())
                .unwrap_or_else(|_| "{}".to_owned()),
            ending,
            clock: clock.and_then(|c| serde_json::to_string(&c).ok()),
            result: outcome.map_or("*", |o| o.pgn_result().token()).to_owned(),
            outcome: outcome.map(|o| o.to_string()),
            plies: u32::try_from(self.game.len()).unwrap_or(u32::MAX),
        }
    }

    /// Rebuilds a saved game; its clock, if any, goes on from `now`.
    ///
    /// # Errors
    /// A sentence naming what in the row is not what this server writes.
    pub fn from_saved(saved: &SavedGame, now: Instant) -> Result<Session, String> {
        let bad = |what: &str| format!("saved game {}: bad {what}", saved.id);
        let start = Position::from_fen(&saved.start_fen).map_err(|e| bad(&e.to_string()))?;
        let mut game = Game::new(start);
        for text in saved.moves.split_whitespace() {
            let mv = game
                .position()
                .parse_move(text)
                .map_err(|e| bad(&format!("move {text}: {e}")))?;
            game.play(mv)
                .map_err(|e| bad(&format!("move {text}: {e}")))?;
        }
        let movers: Vec<Mover> = saved
            .movers
            .chars()
            .map(|c| match c {
                'h' => Ok(Mover::Human),
                'c' => Ok(Mover::Computer),
                'r' => Ok(Mover::Record),
                _ => Err(bad("movers")),
            })
            .collect::<Result<_, _>>()?;
        if movers.len() != game.len() {
            return Err(bad("movers"));
        }
        let texts: Vec<Option<String>> =
            serde_json::from_str(&saved.scores).map_err(|_| bad("scores"))?;
        let mut scores: Vec<Option<Score>> = texts
            .iter()
            .map(|t| t.as_deref().and_then(score_of))
            .collect();
        scores.resize(game.len() + 1, None);
        let human = color_of(&saved.human).ok_or_else(|| bad("side"))?;
        let spec: StrengthSpec =
            serde_json::from_str(&saved.strength).map_err(|_| bad("strength"))?;
        let strength = spec.check().map_err(|e| bad(&e.message))?;
        let ending = match saved.ending.as_deref() {
            None => None,
            Some("agreed-draw") => Some(Ending::AgreedDraw),
            Some(text) => {
                let (kind, side) = text.split_once(':').ok_or_else(|| bad("ending"))?;
                let loser = color_of(side).ok_or_else(|| bad("ending"))?;
                match kind {
                    "time" => Some(Ending::Time { loser }),
                    "resignation" => Some(Ending::Resignation { loser }),
                    _ => return Err(bad("ending")),
                }
            }
        };
        let clock = match &saved.clock {
            None => None,
            Some(text) => {
                let c: SavedClock = serde_json::from_str(text).map_err(|_| bad("clock"))?;
                let control = TimeControl {
                    base_ms: c.base_ms,
                    increment_ms: c.increment_ms,
                };
                Some(Clock::resume(
                    control,
                    [c.red_ms, c.black_ms],
                    c.running,
                    now,
                ))
            }
        };
        Ok(Session {
            game,
            human,
            strength,
            movers,
            scores,
            generation: 0,
            thinking: None,
            hint: None,
            engine_error: None,
            ending,
            clock,
            created: saved.created,
        })
    }

    /// Plays with `control`, the clock of the side to move running from `now`.
    pub fn with_clock(mut self, control: TimeControl, now: Instant) -> Session {
        if self.ending().is_none() {
            self.clock = Some(Clock::start(control, now));
        }
        self
    }

    /// The clocks, in a timed game.
    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// How the game ended, if it has: on the board, on the clock, by resignation or
    /// by agreement.
    pub fn ending(&self) -> Option<Ending> {
        self.ending
            .or_else(|| self.game.outcome().map(Ending::Rules))
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The human's side.
    pub fn human(&self) -> Color {
        self.human
    }

    /// The computer's strength.
    pub fn strength(&self) -> Strength {
        self.strength
    }

    /// Who played each move.
    pub fn movers(&self) -> &[Mover] {
        &self.movers
    }

    /// The engine's score of each position, for the side to move there.
    pub fn scores(&self) -> &[Option<Score>] {
        &self.scores
    }

    /// The running (or waiting) search.
    pub fn thinking(&self) -> Option<&Thinking> {
        self.thinking.as_ref()
    }

    /// The hint for the current position, if one was asked for and found.
    pub fn hint(&self) -> Option<&Hint> {
        self.hint.as_ref()
    }

    /// What went wrong in the engine, if anything did.
    pub fn engine_error(&self) -> Option<&str> {
        self.engine_error.as_deref()
    }

    /// The current generation.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    fn is_over(&self) -> bool {
        self.ending().is_some()
    }

    /// Whether the computer should move now: its turn, the game not over, no search
    /// for a move running.
    pub fn computer_to_move(&self) -> bool {
        self.game.position().side_to_move() != self.human
            && !self.is_over()
            && !self
                .thinking
                .as_ref()
                .is_some_and(|t| t.purpose == Purpose::Move)
    }

    /// Starts a search for the computer's move if it is its turn; the caller runs the
    /// returned job.
    pub fn next_job(&mut self) -> Option<Job> {
        if !self.computer_to_move() {
            return None;
        }
        Some(self.start(Purpose::Move))
    }

    fn start(&mut self, purpose: Purpose) -> Job {
        self.stop_thinking();
        self.thinking = Some(Thinking {
            purpose,
            generation: self.generation,
            stop: None,
            progress: None,
        });
        let mut limits = self.strength.limits();
        if let Some(clock) = &self.clock {
            // On the clock: about a thirtieth of the time left and most of the increment.
            let stm = self.game.position().side_to_move();
            let left = clock.left(stm, stm, Instant::now());
            let inc = Duration::from_millis(clock.control.increment_ms);
            let budget = (left / 30 + inc * 3 / 4)
                .min(left / 3)
                .max(Duration::from_millis(MIN_MOVETIME_MS));
            limits = match self.strength {
                Strength::MoveTime(t) => Limits::movetime(t.min(budget)),
                Strength::Depth(_) | Strength::Level(_) => Limits {
                    movetime: Some(budget),
                    ..limits
                },
            };
        }
        Job {
            generation: self.generation,
            position: self.game.position().clone(),
            history: game_history(&self.game),
            limits,
            skill: match purpose {
                Purpose::Move => self.strength.skill(),
                Purpose::Hint => Skill::FULL,
            },
            seed: SystemTime::now()
                .duration_since(SystemTime::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos() as u64)
                ^ self.generation,
        }
    }

    /// Asks for a hint.
    ///
    /// # Errors
    /// `game_over` or `not_your_turn` (409).
    pub fn hint_job(&mut self) -> Result<Option<Job>, ApiError> {
        self.check_humans_turn()?;
        if self.thinking.is_some() || self.hint.is_some() {
            return Ok(None); // already asked for, or found
        }
        Ok(Some(self.start(Purpose::Hint)))
    }

    fn check_over(&self) -> Result<(), ApiError> {
        if let Some(ending) = self.ending() {
            return Err(ApiError::conflict(
                "game_over",
                format!("the game is over: {ending}"),
            ));
        }
        let stm = self.game.position().side_to_move();
        if self
            .clock
            .as_ref()
            .is_some_and(|c| c.flagged(stm, Instant::now()))
        {
            return Err(ApiError::conflict(
                "game_over",
                "the game is over: the time of the side to move ran out",
            ));
        }
        Ok(())
    }

    fn check_humans_turn(&self) -> Result<(), ApiError> {
        self.check_over()?;
        if self.game.position().side_to_move() != self.human {
            return Err(ApiError::conflict(
                "not_your_turn",
                "it is the computer's turn: wait for its move",
            ));
        }
        Ok(())
    }

    /// Plays the human's move, written in any notation (`h2e2`, `C2.5`, `炮二平五`).
    ///
    /// # Errors
    /// `game_over`, `not_your_turn` (409); `bad_move` (400) for text that is no move;
    /// `illegal_move` (422) for a move the rules forbid here.
    pub fn play_human(&mut self, text: &str) -> Result<Move, ApiError> {
        self.check_humans_turn()?;
        let mv = match self.game.position().parse_move(text) {
            Ok(mv) => mv,
            Err(e @ NotationError::Syntax { .. }) => {
                return Err(ApiError::bad_request(format!(
                    "{text:?} is not a move: {e}; write it as h2e2, C2.5 or 炮二平五"
                )));
            }
            Err(e) => {
                let text = match std::error::Error::source(&e) {
                    Some(reason) => format!("{e}: {reason}"),
                    None => e.to_string(),
                };
                return Err(ApiError::unprocessable("illegal_move", text));
            }
        };
        self.play(mv, Mover::Human)?;
        Ok(mv)
    }

    fn play(&mut self, mv: Move, by: Mover) -> Result<(), ApiError> {
        self.game
            .play(mv)
            .map_err(|e| ApiError::unprocessable("illegal_move", e.to_string()))?;
        self.movers.push(by);
        self.scores.push(None);
        let mover = self.game.position().side_to_move().other();
        let now = Instant::now();
        let over = self.game.outcome().is_some();
        if let Some(clock) = &mut self.clock {
            clock.moved(mover, now);
            if over {
                clock.stop(mover.other(), now);
            }
        }
        self.changed();
        Ok(())
    }

    /// Ends the game on time if the side to move's clock ran out by `now`.
    ///
    /// # Errors
    /// `Err(())` when nothing changed (no clock, or time left, or the game is over).
    pub fn flag(&mut self, now: Instant) -> Result<(), ()> {
        let stm = self.game.position().side_to_move();
        if self.is_over() || !self.clock.as_ref().is_some_and(|c| c.flagged(stm, now)) {
            return Err(());
        }
        self.end(Ending::Time { loser: stm }, now);
        Ok(())
    }

    fn end(&mut self, ending: Ending, now: Instant) {
        let stm = self.game.position().side_to_move();
        if let Some(clock) = &mut self.clock {
            clock.stop(stm, now);
        }
        self.ending = Some(ending);
        self.changed();
    }

    /// The player resigns.
    ///
    /// # Errors
    /// `game_over` (409).
    pub fn resign(&mut self) -> Result<(), ApiError> {
        self.check_over()?;
        self.end(Ending::Resignation { loser: self.human }, Instant::now());
        Ok(())
    }

    /// The player offers a draw: the computer accepts when its latest evaluation, for
    /// itself, is at most [`DRAW_ACCEPT_CP`].
    ///
    /// # Errors
    /// `game_over` (409); `draw_declined` (409) when the computer thinks it stands
    /// better or has not judged the game yet (then nothing changes).
    pub fn offer_draw(&mut self) -> Result<(), ApiError> {
        self.check_over()?;
        let computer = self.human.other();
        let first = self.game.start_position().side_to_move();
        let latest = self.scores.iter().enumerate().rev().find_map(|(ply, s)| {
            let mover = if ply % 2 == 0 { first } else { first.other() };
            s.map(|score| if mover == computer { score } else { -score })
        });
        let Some(score) = latest else {
            return Err(ApiError::conflict(
                "draw_declined",
                "the computer declines: it has not judged the game yet",
            ));
        };
        let accepts = match score.centipawns() {
            Some(cp) => cp <= DRAW_ACCEPT_CP,
            None => score.mate_plies().is_some_and(|p| p < 0), // it is being mated
        };
        if !accepts {
            return Err(ApiError::conflict(
                "draw_declined",
                format!("the computer declines: it thinks it stands better ({score})"),
            ));
        }
        self.end(Ending::AgreedDraw, Instant::now());
        Ok(())
    }

    /// The player's moves here that would lose the game at once by a rule on
    /// repetition (perpetual check or chase), each with the verdict it would bring.
    pub fn forbidden_moves(&self) -> Vec<(Move, Outcome)> {
        if self.is_over() || self.game.position().side_to_move() != self.human {
            return Vec::new();
        }
        let mut out = Vec::new();
        for &mv in self.game.position().legal_moves().iter() {
            let mut after = self.game.clone();
            if after.play(mv).is_err() {
                continue;
            }
            if let Some(outcome) = after.outcome()
                && outcome.winner() == Some(self.human.other())
            {
                out.push((mv, outcome));
            }
        }
        out
    }

    /// The game changed: searches under way answer a position that is gone.
    fn changed(&mut self) {
        self.generation += 1;
        self.hint = None;
        self.stop_thinking();
    }

    fn stop_thinking(&mut self) {
        if let Some(t) = self.thinking.take()
            && let Some(stop) = t.stop
        {
            stop.stop();
        }
    }

    /// Takes moves back: to `to_ply` plies played, or by default to the last position
    /// before the current one where the human was to move.
    ///
    /// # Errors
    /// `nothing_to_undo` (409) with no move to take back; `bad_ply` (422) past the game.
    pub fn undo(&mut self, to_ply: Option<usize>) -> Result<(), ApiError> {
        if let Some(ending) = self.ending {
            return Err(ApiError::conflict(
                "game_over",
                format!("the game is over: {ending}"),
            ));
        }
        if self.clock.is_some() {
            return Err(ApiError::conflict(
                "timed_game",
                "moves cannot be taken back in a game on the clock",
            ));
        }
        let target = match to_ply {
            Some(p) if p > self.game.len() => {
                return Err(ApiError::unprocessable(
                    "bad_ply",
                    format!(
                        "the game has {} plies: cannot go to ply {p}",
                        self.game.len()
                    ),
                ));
            }
            Some(p) => p,
            None if self.game.is_empty() => {
                return Err(ApiError::conflict(
                    "nothing_to_undo",
                    "there is no move to take back",
                ));
            }
            None => {
                let mut p = self.game.len() - 1;
                while p > 0 && self.color_to_move_at(p) != self.human {
                    p -= 1;
                }
                p
            }
        };
        while self.game.len() > target {
            self.game.undo();
        }
        self.movers.truncate(target);
        self.scores.truncate(target + 1);
        self.changed();
        Ok(())
    }

    /// The side to move after `plies` plies.
    fn color_to_move_at(&self, plies: usize) -> Color {
        let first = self.game.start_position().side_to_move();
        if plies % 2 == 0 { first } else { first.other() }
    }

    /// Changes the strength and the human's side (the computer moves if it is now its
    /// turn: the caller asks [`next_job`](Self::next_job)).
    pub fn configure(&mut self, strength: Option<Strength>, human: Option<Color>) {
        if let Some(s) = strength {
            self.strength = s;
        }
        if let Some(h) = human
            && h != self.human
        {
            self.human = h;
            self.changed();
        }
    }

    /// The searcher for a job was found: remember its stop handle, unless the job is
    /// stale (then it is stopped at once). Returns whether the job is current.
    pub fn attach(&mut self, generation: u64, stop: &StopHandle) -> bool {
        match &mut self.thinking {
            Some(t) if t.generation == generation => {
                t.stop = Some(stop.clone());
                true
            }
            _ => {
                stop.stop();
                false
            }
        }
    }

    /// An iteration completed. Returns whether the job is current.
    pub fn progress(&mut self, generation: u64, progress: Progress) -> bool {
        match &mut self.thinking {
            Some(t) if t.generation == generation => {
                t.progress = Some(progress);
                true
            }
            _ => false,
        }
    }

    /// A search answered: the computer plays its move or the hint is kept. Stale
    /// answers are dropped.
    pub fn finish(&mut self, generation: u64, best: Option<Move>, score: Score) {
        let Some(t) = self.thinking.as_ref() else {
            return;
        };
        if t.generation != generation || self.generation != generation {
            return;
        }
        let purpose = t.purpose;
        let stm = self.game.position().side_to_move();
        if self
            .clock
            .as_ref()
            .is_some_and(|c| c.flagged(stm, Instant::now()))
        {
            return; // too late: the flag fell, and the clock's watcher says so
        }
        self.thinking = None;
        if let Some(slot) = self.scores.get_mut(self.game.len()) {
            *slot = Some(score); // one score per position: always there
        }
        let Some(mv) = best else {
            return; // no legal move: the outcome says so
        };
        match purpose {
            Purpose::Hint => self.hint = Some(Hint { mv, score }),
            Purpose::Move => {
                if let Err(e) = self.play(mv, Mover::Computer) {
                    self.engine_error = Some(format!(
                        "the engine chose a move it cannot play: {}",
                        e.message
                    ));
                }
            }
        }
    }

    /// The search failed (its thread panicked): say so, and let the player go on.
    pub fn fail(&mut self, generation: u64, message: String) {
        if self
            .thinking
            .as_ref()
            .is_some_and(|t| t.generation == generation)
        {
            self.thinking = None;
            self.engine_error = Some(message);
        }
    }

    /// Stops any search, for a session about to be dropped.
    pub fn close(&mut self) {
        self.stop_thinking();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session(fen: &str, human: Color) -> Session {
        let pos = Position::from_fen(fen).expect("a test FEN");
        Session::new(Game::new(pos), human, Strength::Depth(2))
    }

    #[test]
    fn strength_spec_needs_exactly_one_field_in_range() {
        let s = |depth, movetime_ms| {
            StrengthSpec {
                depth,
                movetime_ms,
                ..StrengthSpec::default()
            }
            .check()
        };
        let level = |level| {
            StrengthSpec {
                level: Some(level),
                ..StrengthSpec::default()
            }
            .check()
            .map(Strength::skill)
            .map_err(|e| e.code)
        };
        assert_eq!(level(20), Ok(Skill::FULL));
        assert_eq!(level(3), Ok(Skill::new(3).expect("a level")));
        assert_eq!(level(21), Err("bad_strength"));
        assert_eq!(s(Some(4), None), Ok(Strength::Depth(4)));
        assert_eq!(
            s(None, Some(500)),
            Ok(Strength::MoveTime(Duration::from_millis(500)))
        );
        for bad in [
            s(None, None),
            s(Some(4), Some(500)),
            s(Some(0), None),
            s(Some(31), None),
            s(None, Some(10)),
        ] {
            assert_eq!(bad.map_err(|e| e.code), Err("bad_strength"));
        }
    }

    #[test]
    fn a_refused_move_changes_nothing() {
        let mut s = session(xiangqi::START_FEN, Color::Red);
        let before = s.game().clone();
        assert_eq!(
            s.play_human("a0a5").map_err(|e| e.code),
            Err("illegal_move")
        );
        assert_eq!(s.play_human("zz").map_err(|e| e.code), Err("bad_request"));
        assert_eq!(s.game(), &before);
        assert_eq!(s.generation(), 0);
        s.play_human("炮二平五").expect("legal");
        assert_eq!(
            s.play_human("h0g2").map_err(|e| e.code),
            Err("not_your_turn")
        );
        assert_eq!(s.game().len(), 1);
    }

    #[test]
    fn undo_goes_back_to_the_humans_turn() {
        let mut s = session(xiangqi::START_FEN, Color::Red);
        s.play_human("h2e2").expect("legal");
        let job = s.next_job().expect("the computer's turn");
        s.finish(
            job.generation,
            Some("h9g7".parse().expect("a move")),
            Score::cp(5),
        );
        assert_eq!(s.game().len(), 2);
        assert_eq!(s.movers(), [Mover::Human, Mover::Computer]);
        s.undo(None).expect("two plies to take back");
        assert_eq!(s.game().len(), 0);
        assert_eq!(s.undo(None).map_err(|e| e.code), Err("nothing_to_undo"));
        assert_eq!(s.undo(Some(1)).map_err(|e| e.code), Err("bad_ply"));
    }

    #[test]
    fn a_stale_answer_is_dropped() {
        let mut s = session(xiangqi::START_FEN, Color::Red);
        s.play_human("h2e2").expect("legal");
        let job = s.next_job().expect("the computer's turn");
        s.undo(None).expect("one ply");
        s.finish(
            job.generation,
            Some("h9g7".parse().expect("a move")),
            Score::cp(5),
        );
        assert!(s.game().is_empty());
        assert!(s.thinking().is_none());
    }
}
