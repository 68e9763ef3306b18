//! How a game on the server ends, and its clock.
//!
//! The crate's [`Outcome`] judges the board (mate, repetition, the move limit); a game
//! in the browser can also end on the clock, by resignation or by a draw both sides
//! agreed. [`Ending`] holds either, each with a stable code for programs (the page,
//! the saved games): the crate's own code, or `time`, `resignation`, `agreed-draw`.

use crate::error::ApiError;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::time::{Duration, Instant};
use xiangqi::pgn::PgnResult;
use xiangqi::{Color, Outcome};

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// As the rules judged the board.
    Rules(Outcome),
    /// The loser's time ran out.
    Time {
        /// Who ran out of time.
        loser: Color,
    },
    /// The loser resigned.
    Resignation {
        /// Who resigned.
        loser: Color,
    },
    /// A draw offered by one side and accepted by the other.
    AgreedDraw,
}

fn name(c: Color) -> &'static str {
    match c {
        Color::Red => "Red",
        Color::Black => "Black",
    }
}

impl Ending {
    /// The winner, or `None` for a draw.
    pub fn winner(self) -> Option<Color> {
        match self {
            Ending::Rules(o) => o.winner(),
            Ending::Time { loser } | Ending::Resignation { loser } => Some(loser.other()),
            Ending::AgreedDraw => None,
        }
    }

    /// A short stable name of the reason: the crate's [`Outcome::code`] for the rules'
    /// verdicts, else `time`, `resignation` or `agreed-draw`.
    pub fn code(self) -> &'static str {
        match self {
            Ending::Rules(o) => o.code(),
            Ending::Time { .. } => "time",
            Ending::Resignation { .. } => "resignation",
            Ending::AgreedDraw => "agreed-draw",
        }
    }

    /// The PGN result.
    pub fn pgn_result(self) -> PgnResult {
        match self.winner() {
            Some(Color::Red) => PgnResult::RedWins,
            Some(Color::Black) => PgnResult::BlackWins,
            None => PgnResult::Draw,
        }
    }
}

impl fmt::Display for Ending {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Ending::Rules(o) => write!(f, "{o}"),
            Ending::Time { loser } => write!(
                f,
                "{} wins: {} ran out of time",
                name(loser.other()),
                name(loser)
            ),
            Ending::Resignation { loser } => {
                write!(f, "{} wins: {} resigned", name(loser.other()), name(loser))
            }
            Ending::AgreedDraw => write!(f, "Draw: agreed"),
        }
    }
}

/// The longest base time of a time control.
pub const MAX_BASE_MS: u64 = 3 * 60 * 60 * 1000;
/// The shortest.
pub const MIN_BASE_MS: u64 = 1000;
/// The largest increment.
pub const MAX_INCREMENT_MS: u64 = 60_000;

/// A time control as the API writes it: `{"base_ms": 300000, "increment_ms": 3000}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TimeControl {
    /// Each side's time at the start.
    pub base_ms: u64,
    /// Added to a side's time after each of its moves.
    #[serde(default)]
    pub increment_ms: u64,
}

impl TimeControl {
    /// Checks the ranges.
    ///
    /// # Errors
    /// `bad_time_control` (422) for a value out of range.
    pub fn check(self) -> Result<TimeControl, ApiError> {
        if !(MIN_BASE_MS..=MAX_BASE_MS).contains(&self.base_ms) {
            return Err(ApiError::unprocessable(
                "bad_time_control",
                format!(
                    "base_ms {} is out of range: expected {MIN_BASE_MS} to {MAX_BASE_MS}",
                    self.base_ms
                ),
            ));
        }
        if self.increment_ms > MAX_INCREMENT_MS {
            return Err(ApiError::unprocessable(
                "bad_time_control",
                format!(
                    "increment_ms {} is out of range: expected 0 to {MAX_INCREMENT_MS}",
                    self.increment_ms
                ),
            ));
        }
        Ok(self)
    }
}

/// Both sides' clocks. The clock of the side to move runs from the moment its turn
/// began; the server reads it against [`Instant::now`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    /// The time control.
    pub control: TimeControl,
    /// Red's and Black's time left at the start of the current turn.
    left: [Duration; 2],
    /// When the current turn began; `None` once stopped (the game is over).
    since: Option<Instant>,
}

fn index(c: Color) -> usize {
    match c {
        Color::Red => 0,
        Color::Black => 1,
    }
}

impl Clock {
    /// Both sides with the base time, the clock of the side to move running from `now`.
    pub fn start(control: TimeControl, now: Instant) -> Clock {
        let base = Duration::from_millis(control.base_ms);
        Clock {
            control,
            left: [base, base],
            since: Some(now),
        }
    }

    /// A clock with the times left given, running from `now` (`running` false:
    /// stopped), as a saved game restores it: the time the server was down is free.
    pub fn resume(control: TimeControl, left_ms: [u64; 2], running: bool, now: Instant) -> Clock {
        Clock {
            control,
            left: left_ms.map(Duration::from_millis),
            since: running.then_some(now),
        }
    }

    /// Whether it runs.
    pub fn running(&self) -> bool {
        self.since.is_some()
    }

    /// The time `side` has left at `now`, with `to_move` the side whose clock runs.
    pub fn left(&self, side: Color, to_move: Color, now: Instant) -> Duration {
        let left = self.left[index(side)];
        match self.since {
            Some(since) if side == to_move => {
                left.saturating_sub(now.saturating_duration_since(since))
            }
            _ => left,
        }
    }

    /// Whether `to_move`'s time is out at `now`.
    pub fn flagged(&self, to_move: Color, now: Instant) -> bool {
        self.running() && self.left(to_move, to_move, now).is_zero()
    }

    /// `mover` moved at `now`: its time is charged, the increment added, and the other
    /// side's clock starts.
    pub fn moved(&mut self, mover: Color, now: Instant) {
        let left = self.left(mover, mover, now);
        self.left[index(mover)] = left + Duration::from_millis(self.control.increment_ms);
        if self.since.is_some() {
            self.since = Some(now);
        }
    }

    /// Stops the clock at `now` (the game is over), keeping the time left.
    pub fn stop(&mut self, to_move: Color, now: Instant) {
        let left = self.left(to_move, to_move, now);
        self.left[index(to_move)] = left;
        self.since = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn endings_have_codes_winners_and_sentences() {
        let time = Ending::Time { loser: Color::Red };
        assert_eq!(time.code(), "time");
        assert_eq!(time.winner(), Some(Color::Black));
        assert_eq!(time.to_string(), "Black wins: Red ran out of time");
        assert_eq!(time.pgn_result(), PgnResult::BlackWins);
        let resigned = Ending::Resignation {
            loser: Color::Black,
        };
        assert_eq!(resigned.code(), "resignation");
        assert_eq!(resigned.to_string(), "Red wins: Black resigned");
        assert_eq!(Ending::AgreedDraw.code(), "agreed-draw");
        assert_eq!(Ending::AgreedDraw.winner(), None);
        assert_eq!(Ending::AgreedDraw.pgn_result(), PgnResult::Draw);
    }

    #[test]
    fn the_clock_charges_the_mover_and_adds_the_increment() {
        let t0 = Instant::now();
        let control = TimeControl {
            base_ms: 10_000,
            increment_ms: 2_000,
        };
        let mut clock = Clock::start(control, t0);
        let t1 = t0 + Duration::from_secs(3);
        assert_eq!(
            clock.left(Color::Red, Color::Red, t1),
            Duration::from_secs(7)
        );
        assert_eq!(
            clock.left(Color::Black, Color::Red, t1),
            Duration::from_secs(10)
        );
        clock.moved(Color::Red, t1);
        assert_eq!(
            clock.left(Color::Red, Color::Black, t1 + Duration::from_secs(5)),
            Duration::from_secs(9)
        );
        assert!(!clock.flagged(Color::Black, t1 + Duration::from_secs(9)));
        assert!(clock.flagged(Color::Black, t1 + Duration::from_secs(10)));
        clock.stop(Color::Black, t1 + Duration::from_secs(4));
        assert!(!clock.flagged(Color::Black, t1 + Duration::from_secs(60)));
        assert_eq!(
            clock.left(Color::Black, Color::Black, t1 + Duration::from_secs(60)),
            Duration::from_secs(6)
        );
    }

    #[test]
    fn time_controls_are_checked() {
        let tc = |base_ms, increment_ms| {
            TimeControl {
                base_ms,
                increment_ms,
            }
            .check()
            .map_err(|e| e.code)
        };
        assert!(tc(300_000, 3_000).is_ok());
        assert_eq!(tc(10, 0), Err("bad_time_control"));
        assert_eq!(tc(300_000, 600_000), Err("bad_time_control"));
    }
}
