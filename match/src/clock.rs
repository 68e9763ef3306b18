//! Time controls and the clock a game keeps for each side.

use std::fmt;
use std::time::Duration;

/// How long an engine may think, as `-each tc=…|st=…|nodes=…|depth=…` sets it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    /// A game clock: `base` to start, `inc` added after each move, and with `moves`
    /// another `base` after every that many moves (`tc=40/60+0.5`).
    Clock {
        /// The time on the clock at the start (and of each session).
        base: Duration,
        /// Added after every move.
        inc: Duration,
        /// Moves per session, if the clock is refilled.
        moves: Option<u32>,
    },
    /// A fixed time per move (`st=0.1`).
    MoveTime(Duration),
    /// A fixed node count per move (`nodes=2000`).
    Nodes(u64),
    /// A fixed depth per move (`depth=8`).
    Depth(u32),
}

/// Why a time control could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "bad time control {text:?}: expected SECONDS, SECONDS+INCREMENT or MOVES/SECONDS+INCREMENT"
)]
pub struct TcError {
    /// The text.
    pub text: String,
}

/// Seconds as a duration, if `text` is a finite non-negative number.
pub fn seconds(text: &str) -> Option<Duration> {
    let s: f64 = text.parse().ok()?;
    (0.0..1e9).contains(&s).then(|| Duration::from_secs_f64(s))
}

impl Limit {
    /// Reads a `tc=` value: `10`, `10+0.1`, `40/60+0.5` (seconds).
    pub fn parse_tc(text: &str) -> Result<Limit, TcError> {
        let err = || TcError { text: text.into() };
        let (moves, rest) = match text.split_once('/') {
            Some((m, rest)) => (
                Some(m.parse::<u32>().ok().filter(|&m| m > 0).ok_or_else(err)?),
                rest,
            ),
            None => (None, text),
        };
        let (base, inc) = match rest.split_once('+') {
            Some((b, i)) => (seconds(b).ok_or_else(err)?, seconds(i).ok_or_else(err)?),
            None => (seconds(rest).ok_or_else(err)?, Duration::ZERO),
        };
        if base.is_zero() && inc.is_zero() {
            return Err(err());
        }
        Ok(Limit::Clock { base, inc, moves })
    }
}

/// Seconds without trailing zeros: 10, 0.1, 2.5.
fn secs(d: Duration) -> String {
    let s = format!("{:.3}", d.as_secs_f64());
    s.trim_end_matches('0').trim_end_matches('.').to_string()
}

impl fmt::Display for Limit {
    /// As the command line writes it (`10+0.1`, `st=0.1`, `nodes=2000`), which is
    /// also the PGN `TimeControl` value for a clock.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Limit::Clock { base, inc, moves } => {
                if let Some(m) = moves {
                    write!(f, "{m}/")?;
                }
                write!(f, "{}", secs(base))?;
                if !inc.is_zero() {
                    write!(f, "+{}", secs(inc))?;
                }
                Ok(())
            }
            Limit::MoveTime(t) => write!(f, "st={}", secs(t)),
            Limit::Nodes(n) => write!(f, "nodes={n}"),
            Limit::Depth(d) => write!(f, "depth={d}"),
        }
    }
}

/// One side's clock during a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    limit: Limit,
    left: Duration,
    moves_made: u32,
}

/// The verdict on one move's time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spent {
    /// In time.
    InTime,
    /// Over the limit (the clock or the move time, plus the margin).
    Over,
}

impl Clock {
    /// A full clock for `limit`.
    pub fn new(limit: Limit) -> Clock {
        let left = match limit {
            Limit::Clock { base, .. } => base,
            _ => Duration::ZERO,
        };
        Clock {
            limit,
            left,
            moves_made: 0,
        }
    }

    /// The limit this clock runs.
    pub fn limit(&self) -> Limit {
        self.limit
    }

    /// The time left (zero for limits without a clock).
    pub fn left(&self) -> Duration {
        self.left
    }

    /// The increment (zero for limits without a clock).
    pub fn increment(&self) -> Duration {
        match self.limit {
            Limit::Clock { inc, .. } => inc,
            _ => Duration::ZERO,
        }
    }

    /// Moves until the clock is refilled, for a clock with sessions.
    pub fn moves_to_go(&self) -> Option<u32> {
        match self.limit {
            Limit::Clock { moves: Some(m), .. } => Some(m - self.moves_made % m),
            _ => None,
        }
    }

    /// How long the side may think before it loses on time, with `margin` of grace;
    /// `None` for node and depth limits, which have no time limit (the caller's
    /// stall timeout applies).
    pub fn allowed(&self, margin: Duration) -> Option<Duration> {
        match self.limit {
            Limit::Clock { .. } => Some(self.left + margin),
            Limit::MoveTime(t) => Some(t + margin),
            Limit::Nodes(_) | Limit::Depth(_) => None,
        }
    }

    /// Charges one move that took `elapsed`.
    pub fn charge(&mut self, elapsed: Duration, margin: Duration) -> Spent {
        let over = self.allowed(margin).is_some_and(|a| elapsed > a);
        if let Limit::Clock { base, inc, moves } = self.limit {
            self.left = self.left.saturating_sub(elapsed) + inc;
            self.moves_made += 1;
            if moves.is_some_and(|m| self.moves_made % m == 0) {
                self.left += base;
            }
        }
        if over { Spent::Over } else { Spent::InTime }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn reads_and_writes_time_controls() {
        let tc = Limit::parse_tc("10+0.1").expect("valid");
        assert_eq!(
            tc,
            Limit::Clock {
                base: ms(10_000),
                inc: ms(100),
                moves: None
            }
        );
        assert_eq!(tc.to_string(), "10+0.1");
        assert_eq!(
            Limit::parse_tc("40/60").expect("valid").to_string(),
            "40/60"
        );
        assert_eq!(Limit::MoveTime(ms(100)).to_string(), "st=0.1");
        for bad in ["", "x", "10+", "0/10", "-1", "0", "1/2/3"] {
            assert!(Limit::parse_tc(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_clock_runs_down_and_flags() {
        let mut c = Clock::new(Limit::parse_tc("1+0.1").expect("valid"));
        assert_eq!(c.charge(ms(400), ms(50)), Spent::InTime);
        assert_eq!(c.left(), ms(700));
        assert_eq!(c.allowed(ms(50)), Some(ms(750)));
        assert_eq!(c.charge(ms(740), ms(50)), Spent::InTime);
        assert_eq!(c.left(), ms(100));
        assert_eq!(c.charge(ms(151), ms(50)), Spent::Over);
    }

    #[test]
    fn sessions_refill_the_clock() {
        let mut c = Clock::new(Limit::parse_tc("2/10").expect("valid"));
        assert_eq!(c.moves_to_go(), Some(2));
        c.charge(ms(1000), Duration::ZERO);
        assert_eq!(c.moves_to_go(), Some(1));
        c.charge(ms(1000), Duration::ZERO);
        assert_eq!(c.left(), ms(18_000));
        assert_eq!(c.moves_to_go(), Some(2));
    }

    #[test]
    fn move_time_and_nodes() {
        let mut c = Clock::new(Limit::MoveTime(ms(100)));
        assert_eq!(c.charge(ms(120), ms(50)), Spent::InTime);
        assert_eq!(c.charge(ms(151), ms(50)), Spent::Over);
        let mut n = Clock::new(Limit::Nodes(1000));
        assert_eq!(n.allowed(ms(50)), None);
        assert_eq!(n.charge(ms(99_000), ms(50)), Spent::InTime);
    }
}
