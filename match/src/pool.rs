//! `-pool`: the results of several runs of one test taken together, with the same
//! statistics and the same exact GSPRT as a single match.
//!
//! A test stopped at a session's end goes on later from where it stopped (`skip=N`),
//! in another run that writes another PGN file. Each file is read back by the crate,
//! its games paired by their `Round` tag (`R.1` and `R.2` are one opening with the
//! colours swapped), and the complete pairs are counted from the named engine's side;
//! a run whose PGN is gone is given by its pentanomial counts. Runs are pooled only
//! over disjoint openings (dev/sprt-log.md says why); that is for the caller to know.

use crate::report::{num, ratio};
use crate::sprt::Sprt;
use crate::stats::Tally;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use xiangqi::pgn::{self, PgnError, PgnResult};

/// One run to pool.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// A PGN file one run of `xiangqi-match -games 2` wrote.
    Pgn(PathBuf),
    /// A run's pentanomial counts: pairs scoring 0, ½, 1, 1½ and 2 points.
    Ptnml([u64; 5]),
}

/// What `-pool` asks for.
#[derive(Clone, Debug, PartialEq)]
pub struct Pool {
    /// The engine whose side the results are counted from.
    pub name: String,
    /// The runs, in the order given.
    pub sources: Vec<Source>,
    /// The test to judge the pooled counts by, if any.
    pub sprt: Option<Sprt>,
}

/// Why runs could not be pooled.
#[derive(Debug, thiserror::Error)]
pub enum PoolError {
    /// A file could not be read.
    #[error("{path}: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        source: std::io::Error,
    },
    /// A file is not a readable PGN.
    #[error("{path}: {source}")]
    Pgn {
        /// The file.
        path: PathBuf,
        /// The first error in it.
        source: PgnError,
    },
    /// A round holds more than two games: the file holds more than one run.
    #[error(
        "{path}: round {round} has {games} games of {name}: the file holds more than one \
         run (give each run its own file)"
    )]
    CrowdedRound {
        /// The file.
        path: PathBuf,
        /// The round's number.
        round: String,
        /// How many of the engine's games it has.
        games: usize,
        /// The engine.
        name: String,
    },
    /// Nothing to pool.
    #[error("no complete pair of games of {0} in any run")]
    NoPairs(String),
}

/// What one PGN file holds for the engine.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RunCounts {
    /// The pentanomial counts of its complete pairs.
    pub penta: [u64; 5],
    /// The engine's finished games left out: the only game of their round.
    pub unpaired: u64,
}

/// The engine's half points in one game, if it played it and it was finished.
fn half_points(game: &pgn::PgnGame, name: &str) -> Option<u8> {
    let red = match game.result {
        PgnResult::RedWins => 2,
        PgnResult::BlackWins => 0,
        PgnResult::Draw => 1,
        PgnResult::Unknown => return None,
    };
    if game.tag("Red") == Some(name) {
        Some(red)
    } else if game.tag("Black") == Some(name) {
        Some(2 - red)
    } else {
        None
    }
}

/// Counts the complete pairs `name` played in the PGN text of one run (`path` names
/// it in errors).
///
/// # Errors
/// [`PoolError::Pgn`] for a text the crate cannot read, and
/// [`PoolError::CrowdedRound`] for a round with more than two of the engine's games.
pub fn count_run(text: &str, name: &str, path: &Path) -> Result<RunCounts, PoolError> {
    let games = pgn::read_games(text).map_err(|source| PoolError::Pgn {
        path: path.into(),
        source,
    })?;
    let mut rounds: BTreeMap<String, Vec<u8>> = BTreeMap::new();
    for game in &games {
        let Some(points) = half_points(game, name) else {
            continue;
        };
        let round = game.tag("Round").unwrap_or("?");
        let round = round.split_once('.').map_or(round, |(r, _)| r);
        rounds.entry(round.to_string()).or_default().push(points);
    }
    let mut counts = RunCounts::default();
    for (round, points) in rounds {
        match points[..] {
            [a, b] => counts.penta[usize::from(a + b)] += 1,
            [_] => counts.unpaired += 1,
            _ => {
                return Err(PoolError::CrowdedRound {
                    path: path.into(),
                    round,
                    games: points.len(),
                    name: name.into(),
                });
            }
        }
    }
    Ok(counts)
}

/// Reads every run and prints a line for each, then the pooled results block.
///
/// # Errors
/// The first [`PoolError`] met; [`PoolError::NoPairs`] when no run has a pair.
pub fn run(pool: &Pool) -> Result<String, PoolError> {
    let mut out = String::new();
    let mut total = [0u64; 5];
    for source in &pool.sources {
        let (label, penta) = match source {
            Source::Pgn(path) => {
                let text = std::fs::read_to_string(path).map_err(|source| PoolError::Read {
                    path: path.clone(),
                    source,
                })?;
                let c = count_run(&text, &pool.name, path)?;
                let left = match c.unpaired {
                    0 => String::new(),
                    1 => ", 1 game without its pair left out".into(),
                    n => format!(", {n} games without their pairs left out"),
                };
                (format!("{}{left}", path.display()), c.penta)
            }
            Source::Ptnml(p) => ("given".to_string(), *p),
        };
        let pairs: u64 = penta.iter().sum();
        let _ = writeln!(out, "{label}: Ptnml {penta:?}, {pairs} pairs");
        for (t, c) in total.iter_mut().zip(penta) {
            *t += c;
        }
    }
    if total.iter().sum::<u64>() == 0 {
        return Err(PoolError::NoPairs(pool.name.clone()));
    }
    out.push_str(&block(pool, total));
    Ok(out)
}

/// The pooled results: what the match's own block says, from the pairs alone (a run
/// given by its counts has no wins, draws and losses to show).
fn block(pool: &Pool, penta: [u64; 5]) -> String {
    let tally = Tally {
        penta,
        ..Tally::default()
    };
    let pairs = tally.pairs();
    let points = penta
        .iter()
        .enumerate()
        .map(|(k, &n)| k as f64 / 2.0 * n as f64)
        .sum::<f64>();
    let e = tally.estimate().expect("at least one pair");
    let mut s = String::new();
    let rule = crate::report::RULE;
    let runs = pool.sources.len();
    let _ = writeln!(
        s,
        "{rule}\nPooled results of {} ({runs} run{}):",
        pool.name,
        if runs == 1 { "" } else { "s" }
    );
    let _ = writeln!(s, "{}", crate::report::elo_line(&e));
    let _ = writeln!(
        s,
        "LOS: {} %, PairsRatio: {}",
        num(100.0 * e.los),
        ratio(penta[3] + penta[4], penta[0] + penta[1])
    );
    let _ = writeln!(
        s,
        "Pairs: {pairs} ({} games), Points: {points:.1} ({} %)",
        2 * pairs,
        num(100.0 * points / (2 * pairs) as f64)
    );
    let p = &penta;
    let _ = writeln!(
        s,
        "Ptnml(0-2): [{}, {}, {}, {}, {}]",
        p[0], p[1], p[2], p[3], p[4]
    );
    if let Some(sprt) = &pool.sprt {
        s.push_str(&crate::report::llr_line(sprt, &tally));
        s.push('\n');
        if let Some(d) = sprt.decide(sprt.llr(&tally.classes())) {
            let _ = writeln!(s, "SPRT ([{:.2}, {:.2}]): {d}", sprt.elo0, sprt.elo1);
        }
    }
    s.push_str(rule);
    s.push('\n');
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sprt::EloModel;

    fn game(round: &str, red: &str, black: &str, result: &str) -> String {
        format!(
            "[Round \"{round}\"]\n[Red \"{red}\"]\n[Black \"{black}\"]\n[Result \"{result}\"]\n\n\
             1. h2e2 h9g7 {result}\n\n"
        )
    }

    #[test]
    fn pairs_are_counted_from_the_named_engines_side() {
        let text = [
            game("1.1", "new", "old", "1-0"),
            game("1.2", "old", "new", "1-0"),
            game("2.1", "new", "old", "1/2-1/2"),
            game("2.2", "old", "new", "0-1"),
            game("3.2", "old", "new", "0-1"),
            game("4.1", "new", "old", "*"),
            game("4.2", "old", "new", "1/2-1/2"),
            game("5.1", "a", "b", "1-0"),
            game("5.2", "b", "a", "1-0"),
        ]
        .concat();
        let c = count_run(&text, "new", Path::new("t.pgn")).expect("reads");
        // Round 1: W + L (1 point); round 2: D + W (1½); rounds 3 and 4 have one
        // finished game each; round 5 is another match's.
        assert_eq!(c.penta, [0, 0, 1, 1, 0]);
        assert_eq!(c.unpaired, 2);
        let old = count_run(&text, "old", Path::new("t.pgn")).expect("reads");
        assert_eq!(old.penta, [0, 1, 1, 0, 0]);
    }

    #[test]
    fn a_file_of_two_runs_is_refused() {
        let text = [
            game("1.1", "new", "old", "1-0"),
            game("1.2", "old", "new", "1-0"),
            game("1.1", "new", "old", "0-1"),
        ]
        .concat();
        let e = count_run(&text, "new", Path::new("t.pgn")).unwrap_err();
        assert!(matches!(e, PoolError::CrowdedRound { games: 3, .. }), "{e}");
        let e = count_run("[Round \"1.1\"]\n1. a0a5 *", "new", Path::new("t.pgn"));
        assert!(matches!(e, Err(PoolError::Pgn { .. })));
    }

    #[test]
    fn given_counts_pool_with_the_files_and_are_judged_as_one_run() {
        let dir = std::env::temp_dir().join(format!("xiangqi-pool-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("dir");
        let file = dir.join("run.pgn");
        let text = [
            game("1.1", "new", "old", "1-0"),
            game("1.2", "old", "new", "0-1"),
        ]
        .concat();
        std::fs::write(&file, text).expect("write");
        let sprt = Sprt {
            elo0: 0.0,
            elo1: 10.0,
            alpha: 0.05,
            beta: 0.05,
            model: EloModel::Normalized,
        };
        let given = [127, 387, 570, 410, 148];
        let pool = Pool {
            name: "new".into(),
            sources: vec![Source::Pgn(file.clone()), Source::Ptnml(given)],
            sprt: Some(sprt),
        };
        let out = run(&pool).expect("pools");
        let mut both = given;
        both[4] += 1;
        let tally = Tally {
            penta: both,
            ..Tally::default()
        };
        let llr = crate::report::llr_line(&sprt, &tally);
        assert!(out.contains(&format!(
            "{}: Ptnml [0, 0, 0, 0, 1], 1 pairs",
            file.display()
        )));
        assert!(
            out.contains("given: Ptnml [127, 387, 570, 410, 148], 1642 pairs"),
            "{out}"
        );
        assert!(out.contains("Pooled results of new (2 runs):"), "{out}");
        assert!(out.contains("Pairs: 1643 (3286 games)"), "{out}");
        assert!(
            out.contains("Ptnml(0-2): [127, 387, 570, 410, 149]"),
            "{out}"
        );
        assert!(out.contains(&llr), "{out}\n{llr}");
        // The given counts alone, as scripts/pool-sprt.py judged them by the normal
        // approximation: nElo +9.1 (to one decimal), LLR 1.10.
        let alone = Pool {
            sources: vec![Source::Ptnml(given)],
            ..pool.clone()
        };
        let out = run(&alone).expect("pools");
        let nelo: f64 = out
            .split("nElo: ")
            .nth(1)
            .and_then(|r| r.split(' ').next())
            .and_then(|n| n.parse().ok())
            .expect("an nElo");
        assert!((nelo - 9.1).abs() <= 0.05, "{out}");
        assert!(out.contains("LLR: 1.10 "), "{out}");
        assert!(!out.contains("SPRT ("), "no verdict yet: {out}");
        let none = Pool {
            sources: vec![Source::Ptnml([0; 5])],
            ..pool
        };
        assert!(matches!(run(&none), Err(PoolError::NoPairs(_))));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
