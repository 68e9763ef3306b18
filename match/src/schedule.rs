//! The match: rounds handed out to worker threads, each with its own pair of engine
//! processes; results gathered, printed, written to PGN and tested by the SPRT on the
//! main thread.

use crate::cli::Config;
use crate::engine::{Engine, EngineError, EngineSpec};
use crate::openings::{self, Opening, OpeningsError};
use crate::pgnout::{self, Meta};
use crate::play::{self, Overhead, Record};
use crate::report;
use crate::sprt::Decision;
use crate::stats::{HalfPoints, Tally};
use std::collections::HashMap;
use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{Sender, channel};
use std::time::Instant;
use xiangqi::Color;

/// Why a match could not be played to its end.
#[derive(Debug, thiserror::Error)]
pub enum MatchError {
    /// An engine could not be started or restarted.
    #[error(transparent)]
    Engine(#[from] EngineError),
    /// The openings could not be read.
    #[error(transparent)]
    Openings(#[from] OpeningsError),
    /// The output could not be written.
    #[error("cannot write {what}: {source}")]
    Write {
        /// The file.
        what: String,
        /// Why.
        source: std::io::Error,
    },
}

/// How the match ended.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    /// The results, from the first engine's side.
    pub tally: Tally,
    /// The SPRT's decision, if one was reached.
    pub decision: Option<Decision>,
    /// The runner's own time per move.
    pub overhead: Overhead,
}

/// A finished game as a worker reports it.
struct Finished {
    round: u64,
    game: u32,
    first_is_red: bool,
    record: Record,
}

enum Msg {
    Game(Box<Finished>),
    Failed(EngineError),
    Done(Overhead),
}

/// The first engine's half points in a game.
fn half_points(record: &Record, first_is_red: bool) -> HalfPoints {
    match record.end.winner() {
        None => 1,
        Some(Color::Red) if first_is_red => 2,
        Some(Color::Black) if !first_is_red => 2,
        Some(_) => 0,
    }
}

/// Whether the first engine plays Red in game `game` of round `round`: game 1 of a
/// pair Red, game 2 Black; single games alternate by round.
fn first_is_red(round: u64, game: u32, games: u32) -> bool {
    if games == 2 {
        game == 0
    } else {
        round % 2 == 0
    }
}

/// A worker: plays rounds until there are none left or the match stops.
fn worker(
    config: &Config,
    openings: &[Opening],
    next: &AtomicU64,
    stop: &AtomicBool,
    tx: &Sender<Msg>,
) -> Result<Overhead, EngineError> {
    let mut overhead = Overhead::default();
    let mut engines = [
        Engine::start(&config.engines[0])?,
        Engine::start(&config.engines[1])?,
    ];
    let restart = |e: &mut Engine, spec: &EngineSpec| -> Result<(), EngineError> {
        if !e.alive() {
            *e = Engine::start(spec)?;
        }
        Ok(())
    };
    'rounds: loop {
        let round = next.fetch_add(1, Ordering::Relaxed);
        if round >= config.rounds || stop.load(Ordering::Relaxed) {
            break;
        }
        let opening = &openings[(round % openings.len() as u64) as usize];
        for game in 0..config.games {
            for (e, spec) in engines.iter_mut().zip(&config.engines) {
                restart(e, spec)?;
            }
            let first_red = first_is_red(round, game, config.games);
            let [a, b] = &mut engines;
            let (red, black) = if first_red { (a, b) } else { (b, a) };
            let setup = play::GameSetup {
                opening,
                adjudication: config.adjudication,
                stop,
            };
            let Some(record) = play::play(red, black, &setup, &mut overhead) else {
                break 'rounds;
            };
            let msg = Finished {
                round,
                game,
                first_is_red: first_red,
                record,
            };
            if tx.send(Msg::Game(Box::new(msg))).is_err() {
                break 'rounds;
            }
        }
    }
    let [a, b] = engines;
    a.quit();
    b.quit();
    Ok(overhead)
}

/// The time control for the PGN tag and the title.
fn time_control(config: &Config) -> String {
    let [a, b] = &config.engines;
    if a.limit == b.limit {
        a.limit.to_string()
    } else {
        format!("{} / {}", a.limit, b.limit)
    }
}

/// The CPU time this process has used (user and system, all threads), where the
/// system tells (Linux's /proc/self/stat, in clock ticks of 1/100 s).
fn own_cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The fields after the command name, which is in parentheses and may hold spaces.
    let rest = stat.get(stat.rfind(')')? + 2..)?;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let utime: f64 = fields.get(11)?.parse().ok()?;
    let stime: f64 = fields.get(12)?.parse().ok()?;
    Some((utime + stime) / 100.0)
}

/// Plays the match, printing progress to `out`.
///
/// # Errors
/// If the openings cannot be read, an engine cannot be started, or the PGN cannot be
/// written.
pub fn run(config: &Config, out: &mut dyn Write) -> Result<Summary, MatchError> {
    let seed = config.srand.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64)
    });
    let openings = match &config.openings {
        Some(s) => openings::arrange(openings::load(s)?, s, seed)?,
        None => vec![Opening::default()],
    };
    let mut pgn_file = match &config.pgnout {
        Some(p) => Some(
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(&p.file)
                .map_err(|source| MatchError::Write {
                    what: p.file.display().to_string(),
                    source,
                })?,
        ),
        None => None,
    };
    let [a, b] = &config.engines;
    let tc = time_control(config);
    let mut title = format!("{} vs {} ({tc}", a.name, b.name);
    if let Some(o) = &config.openings {
        title.push_str(&format!(", {}", o.file.display()));
    }
    title.push(')');
    let say = |out: &mut dyn Write, text: &str| {
        // Progress that cannot be printed (a closed pipe) is not worth stopping for.
        let _ = out.write_all(text.as_bytes());
        let _ = out.flush();
    };
    if config.openings.as_ref().is_some_and(|s| s.random) {
        say(out, &format!("Openings shuffled with -srand {seed}\n"));
    }
    let date = pgnout::today();
    let next = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    let (tx, rx) = channel();
    let mut tally = Tally::default();
    let mut decision = None;
    let mut overhead = Overhead::default();
    let mut failure = None;
    let started = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..config.concurrency.min(config.rounds.max(1) as usize) {
            let tx = tx.clone();
            let (openings, next, stop) = (&openings, &next, &stop);
            scope.spawn(move || {
                let msg = match worker(config, openings, next, stop, &tx) {
                    Ok(o) => Msg::Done(o),
                    Err(e) => {
                        stop.store(true, Ordering::Relaxed);
                        Msg::Failed(e)
                    }
                };
                let _ = tx.send(msg);
            });
        }
        drop(tx);
        let mut halves: HashMap<u64, HalfPoints> = HashMap::new();
        let mut played = 0u64;
        for msg in rx {
            let f = match msg {
                Msg::Game(f) => f,
                Msg::Failed(e) => {
                    failure.get_or_insert(MatchError::from(e));
                    continue;
                }
                Msg::Done(o) => {
                    overhead.merge(&o);
                    continue;
                }
            };
            if decision.is_some() || failure.is_some() {
                continue;
            }
            played += 1;
            let hp = half_points(&f.record, f.first_is_red);
            tally.add_game(hp);
            let (red, black) = if f.first_is_red { (a, b) } else { (b, a) };
            let end = &f.record.end;
            say(
                out,
                &format!(
                    "Finished game {played} ({} vs {}): {} {{{}}}\n",
                    red.name,
                    black.name,
                    pgnout::pgn_result(end).token(),
                    end.describe()
                ),
            );
            if let (Some(file), Some(p)) = (pgn_file.as_mut(), &config.pgnout) {
                let meta = Meta {
                    event: &config.event,
                    site: &config.site,
                    date: &date,
                    round: format!("{}.{}", f.round + 1, f.game + 1),
                    red: &red.name,
                    black: &black.name,
                    time_control: tc.clone(),
                    notation: p.notation,
                };
                let text = format!("{}\n", pgnout::to_pgn(&f.record, &meta));
                if let Err(source) = file.write_all(text.as_bytes()) {
                    failure.get_or_insert(MatchError::Write {
                        what: p.file.display().to_string(),
                        source,
                    });
                    stop.store(true, Ordering::Relaxed);
                    continue;
                }
            }
            let pair_done = if config.games == 2 {
                match halves.remove(&f.round) {
                    Some(other) => {
                        tally.add_pair(other, hp);
                        true
                    }
                    None => {
                        halves.insert(f.round, hp);
                        false
                    }
                }
            } else {
                true
            };
            if let (Some(sprt), true) = (&config.sprt, pair_done) {
                let llr = sprt.llr(&tally.classes());
                decision = sprt.decide(llr);
            }
            if played % config.rating_interval == 0 || decision.is_some() {
                say(out, &report::block(&title, &tally, config.sprt.as_ref()));
            }
            if decision.is_some() {
                stop.store(true, Ordering::Relaxed);
            }
        }
    });
    if let Some(e) = failure {
        return Err(e);
    }
    if tally.games() % config.rating_interval != 0 || tally.games() == 0 {
        say(out, &report::block(&title, &tally, config.sprt.as_ref()));
    }
    if let (Some(sprt), Some(d)) = (&config.sprt, decision) {
        say(
            out,
            &format!(
                "SPRT ([{:.2}, {:.2}]) completed - {d}\n",
                sprt.elo0, sprt.elo1
            ),
        );
    }
    let secs = started.elapsed().as_secs_f64();
    let micros_per_move = |d: std::time::Duration| {
        if overhead.moves > 0 {
            d.as_secs_f64() * 1e6 / overhead.moves as f64
        } else {
            0.0
        }
    };
    say(
        out,
        &format!(
            "Played {} games in {:.1} s ({:.0} games/hour)\n\
             Runner time per move, from bestmove to the next go: mean {:.1} us, max {:.1} us; \
             after the game thread woke: mean {:.1} us ({} moves)\n{}",
            tally.games(),
            secs,
            tally.games() as f64 * 3600.0 / secs.max(1e-9),
            micros_per_move(overhead.total),
            overhead.max.as_secs_f64() * 1e6,
            micros_per_move(overhead.work),
            overhead.moves,
            own_cpu_seconds().map_or(String::new(), |cpu| format!(
                "Runner CPU time (all its threads): {cpu:.2} s, {:.1} us per move\n",
                cpu * 1e6 / overhead.moves.max(1) as f64
            ))
        ),
    );
    Ok(Summary {
        tally,
        decision,
        overhead,
    })
}
