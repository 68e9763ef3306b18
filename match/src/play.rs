//! One game between two running engines, refereed by the crate's `Game`.

use crate::adjudicate::{Adjudicator, Rules, Verdict};
use crate::clock::{Clock, Spent};
use crate::engine::{Engine, NoReply};
use crate::openings::Opening;
use crate::protocol::EngineScore;
use std::fmt::Write as _;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};
use xiangqi::{Color, Game, Move, Outcome};

/// How a side forfeited.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Forfeit {
    /// It played a move that is illegal here.
    Illegal(String),
    /// Its move could not be read.
    Garbled(String),
    /// It said it has no move while it has.
    NoMove,
    /// It overran its time.
    Time {
        /// How long it took.
        elapsed: Duration,
        /// How long it had.
        allowed: Duration,
    },
    /// It gave no move within its time.
    Late(Duration),
    /// It gave no move within the stall time of a node or depth search.
    Stalled(Duration),
    /// Its process exited.
    Crashed,
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum End {
    /// The rules ended it.
    Rules(Outcome),
    /// A side forfeited.
    Forfeit {
        /// The side.
        loser: Color,
        /// How.
        why: Forfeit,
    },
    /// The adjudicator ended it.
    Adjudicated(Verdict),
}

impl End {
    /// The winner, `None` for a draw.
    pub fn winner(&self) -> Option<Color> {
        match self {
            End::Rules(r) => r.winner(),
            End::Forfeit { loser, .. } => Some(loser.other()),
            End::Adjudicated(Verdict::Resigns(c)) => Some(c.other()),
            End::Adjudicated(_) => None,
        }
    }

    /// The PGN `Termination` value.
    pub fn termination(&self) -> &'static str {
        match self {
            End::Rules(_) => "normal",
            End::Forfeit { why, .. } => match why {
                Forfeit::Illegal(_) | Forfeit::Garbled(_) | Forfeit::NoMove => "rules infraction",
                Forfeit::Time { .. } | Forfeit::Late(_) => "time forfeit",
                Forfeit::Stalled(_) => "stalled connection",
                Forfeit::Crashed => "abandoned",
            },
            End::Adjudicated(_) => "adjudication",
        }
    }

    /// A sentence for a player: "Red wins: Black is checkmated", "Black wins: Red
    /// played an illegal move (e2e3)".
    pub fn describe(&self) -> String {
        let side = |c: Color| if c == Color::Red { "Red" } else { "Black" };
        match self {
            End::Rules(r) => r.to_string(),
            End::Forfeit { loser, why } => {
                let l = side(*loser);
                let what = match why {
                    Forfeit::Illegal(m) => format!("{l} played an illegal move ({m})"),
                    Forfeit::Garbled(m) => format!("{l} sent an unreadable move ({m:?})"),
                    Forfeit::NoMove => format!("{l} said it had no move"),
                    Forfeit::Time { elapsed, allowed } => format!(
                        "{l} lost on time ({:.3} s used, {:.3} s allowed)",
                        elapsed.as_secs_f64(),
                        allowed.as_secs_f64()
                    ),
                    Forfeit::Late(t) => {
                        format!("{l} lost on time (no move within {:.3} s)", t.as_secs_f64())
                    }
                    Forfeit::Stalled(t) => {
                        format!("{l} gave no move in {:.1} s", t.as_secs_f64())
                    }
                    Forfeit::Crashed => format!("{l}'s engine exited"),
                };
                format!("{} wins: {what}", side(loser.other()))
            }
            End::Adjudicated(Verdict::Resigns(c)) => {
                format!(
                    "{} wins: {} resigns (adjudication)",
                    side(c.other()),
                    side(*c)
                )
            }
            End::Adjudicated(Verdict::DrawByScores) => {
                "Draw: both engines' scores stayed level (adjudication)".into()
            }
            End::Adjudicated(Verdict::MaxMoves(m)) => {
                format!("Draw: {m} moves each were played (adjudication)")
            }
        }
    }
}

/// A finished game.
#[derive(Clone, Debug)]
pub struct Record {
    /// The moves, judged by the Asian rules.
    pub game: Game,
    /// How it ended.
    pub end: End,
    /// A comment for each move: "book", or the engine's score, depth and time.
    pub comments: Vec<String>,
}

/// The runner's own time per move: from the arrival of one engine's `bestmove` to the
/// start of the write of the other's `go`; and the part of it after the game thread took the
/// reply (checking the move, judging the position, writing the commands), the rest
/// being the wait for the game thread to be scheduled.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Overhead {
    /// Moves measured.
    pub moves: u64,
    /// Their total, from arrival.
    pub total: Duration,
    /// The longest, from arrival.
    pub max: Duration,
    /// Their total, from the game thread's taking the reply.
    pub work: Duration,
}

impl Overhead {
    fn add(&mut self, from_arrival: Duration, work: Duration) {
        self.moves += 1;
        self.total += from_arrival;
        self.max = self.max.max(from_arrival);
        self.work += work;
    }

    /// Adds another's measurements.
    pub fn merge(&mut self, other: &Overhead) {
        self.moves += other.moves;
        self.total += other.total;
        self.max = self.max.max(other.max);
        self.work += other.work;
    }
}

/// What one game needs besides its engines.
pub struct GameSetup<'a> {
    /// The opening.
    pub opening: &'a Opening,
    /// Adjudication.
    pub adjudication: Rules,
    /// Set when the match is over: the game is abandoned.
    pub stop: &'a AtomicBool,
}

/// "+0.31/12 0.101s", the mover's score in pawns, depth and time.
fn move_comment(score: Option<EngineScore>, depth: Option<u32>, elapsed: Duration) -> String {
    let mut s = match score {
        Some(EngineScore::Cp(cp)) => format!("{:+.2}", f64::from(cp) / 100.0),
        Some(EngineScore::Mate(n)) if n >= 0 => format!("+M{n}"),
        Some(EngineScore::Mate(n)) => format!("-M{}", -n),
        None => String::new(),
    };
    if let Some(d) = depth {
        let _ = write!(s, "/{d}");
    }
    if !s.is_empty() {
        s.push(' ');
    }
    let _ = write!(s, "{:.3}s", elapsed.as_secs_f64());
    s
}

/// Plays one game; `None` when the match was stopped during it.
pub fn play(
    red: &mut Engine,
    black: &mut Engine,
    setup: &GameSetup<'_>,
    overhead: &mut Overhead,
) -> Option<Record> {
    let mut game = Game::new(setup.opening.start.clone());
    let mut comments = Vec::new();
    for &m in &setup.opening.moves {
        if game.outcome().is_some() || game.play(m).is_err() {
            break;
        }
        comments.push("book".to_string());
    }
    let finish = |game: Game, end: End, comments: Vec<String>| Record {
        game,
        end,
        comments,
    };
    for (side, engine) in [(Color::Red, &mut *red), (Color::Black, &mut *black)] {
        if engine.new_game().is_err() {
            engine.kill();
            let end = End::Forfeit {
                loser: side,
                why: Forfeit::Crashed,
            };
            return Some(finish(game, end, comments));
        }
    }
    let start_fen = game.start_position().fen();
    let mut clocks = [Clock::new(red.spec().limit), Clock::new(black.spec().limit)];
    let mut adjudicator = Adjudicator::new(setup.adjudication);
    let mut position = format!("position fen {start_fen}");
    let mut listed_moves = false;
    for m in game.moves() {
        if !listed_moves {
            position.push_str(" moves");
            listed_moves = true;
        }
        let _ = write!(position, " {m}");
    }
    let mut last_reply: Option<(Instant, Instant)> = None;
    loop {
        if let Some(result) = game.outcome() {
            return Some(finish(game, End::Rules(result), comments));
        }
        let mover = game.position().side_to_move();
        let (me, opp) = if mover == Color::Red { (0, 1) } else { (1, 0) };
        let engine: &mut Engine = if mover == Color::Red {
            &mut *red
        } else {
            &mut *black
        };
        let go = engine
            .dialect()
            .go(&clocks[me], &clocks[opp], mover == Color::Red);
        let margin = engine.spec().margin;
        let allowed = clocks[me].allowed(margin);
        let (reply, sent) = engine.search(&position, &go, allowed, setup.stop);
        if let Some((arrived, picked)) = last_reply {
            overhead.add(
                sent.saturating_duration_since(arrived),
                sent.saturating_duration_since(picked),
            );
        }
        let forfeit = |why: Forfeit| End::Forfeit { loser: mover, why };
        let reply = match reply {
            Ok(reply) => reply,
            Err(NoReply::Aborted) => {
                engine.halt();
                return None;
            }
            Err(NoReply::Crashed) => {
                engine.kill();
                return Some(finish(game, forfeit(Forfeit::Crashed), comments));
            }
            Err(NoReply::Timeout) => {
                engine.halt();
                let why = match allowed {
                    Some(allowed) => Forfeit::Late(allowed),
                    None => Forfeit::Stalled(engine.spec().stall),
                };
                return Some(finish(game, forfeit(why), comments));
            }
        };
        last_reply = Some((reply.arrived, reply.picked));
        if clocks[me].charge(reply.elapsed, margin) == Spent::Over {
            let why = Forfeit::Time {
                elapsed: reply.elapsed,
                allowed: allowed.unwrap_or_default(),
            };
            return Some(finish(game, forfeit(why), comments));
        }
        let Some(text) = reply.best else {
            return Some(finish(game, forfeit(Forfeit::NoMove), comments));
        };
        let Ok(mv) = text.parse::<Move>() else {
            return Some(finish(game, forfeit(Forfeit::Garbled(text)), comments));
        };
        if game.play(mv).is_err() {
            return Some(finish(game, forfeit(Forfeit::Illegal(text)), comments));
        }
        if !listed_moves {
            position.push_str(" moves");
            listed_moves = true;
        }
        let _ = write!(position, " {mv}");
        comments.push(move_comment(
            reply.info.score,
            reply.info.depth,
            reply.elapsed,
        ));
        let score = reply.info.score.map(EngineScore::centipawns);
        if game.outcome().is_none() {
            if let Some(verdict) = adjudicator.record(mover, score, game.len()) {
                return Some(finish(game, End::Adjudicated(verdict), comments));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_and_descriptions() {
        let ms = Duration::from_millis;
        assert_eq!(
            move_comment(Some(EngineScore::Cp(31)), Some(12), ms(101)),
            "+0.31/12 0.101s"
        );
        assert_eq!(
            move_comment(Some(EngineScore::Mate(-3)), None, ms(5)),
            "-M3 0.005s"
        );
        assert_eq!(move_comment(None, None, ms(5)), "0.005s");
        let end = End::Forfeit {
            loser: Color::Black,
            why: Forfeit::Illegal("e2e3".into()),
        };
        assert_eq!(
            end.describe(),
            "Red wins: Black played an illegal move (e2e3)"
        );
        assert_eq!(end.winner(), Some(Color::Red));
        assert_eq!(end.termination(), "rules infraction");
    }
}
