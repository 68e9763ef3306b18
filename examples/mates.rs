//! The mate suite's two tools: picking candidate positions from played games, and
//! running the engine on a suite.
//!
//! ```text
//! cargo run --release --example mates -- positions [--last N] GAMES.pgn... > candidates.txt
//! cargo run --release --example mates -- run [--movetime MS | --nodes N] [--threads T] SUITE
//! ```
//!
//! `positions` writes the last N (default 40) positions of every decisive game, one FEN
//! per line, each followed by `; FILE game G ply P`: the candidates another engine then
//! confirms or rejects as forced mates (`match/scripts/confirm-mates.py`). `run` searches each
//! position of a suite (lines `N FEN`, the side to move mating in N moves, as
//! `data/game-mates.txt` holds them) and prints one line per position and a
//! summary: how many mates were found, how many at the confirmed distance, and any
//! reported shorter than it (a false mate, or one the confirming engines missed: look
//! at its line).

use std::process::ExitCode;
use std::time::{Duration, Instant};
use xiangqi::pgn::read_games;
use xiangqi::search::{Limits, Searcher};
use xiangqi::{Game, RuleSet};

// The suite format's one reader, shared with the tests.
use testkit::mates;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("positions") => positions(&args[1..]),
        Some("run") => run(&args[1..]),
        _ => Err("usage: mates positions [--last N] GAMES.pgn... | mates run [--movetime MS | --nodes N] [--threads T] SUITE".to_owned()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("mates: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The value after `flag` in `args`, parsed, and the arguments without both.
fn take<T: std::str::FromStr>(args: &mut Vec<String>, flag: &str) -> Result<Option<T>, String> {
    let Some(i) = args.iter().position(|a| a == flag) else {
        return Ok(None);
    };
    let value = args
        .get(i + 1)
        .ok_or(format!("{flag} needs a value"))?
        .parse()
        .map_err(|_| format!("{flag}: bad value {:?}", args[i + 1]))?;
    args.drain(i..i + 2);
    Ok(Some(value))
}

fn positions(args: &[String]) -> Result<(), String> {
    let mut args = args.to_vec();
    let last: usize = take(&mut args, "--last")?.unwrap_or(40);
    for file in &args {
        let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
        let games = read_games(&text).map_err(|e| format!("{file}: {e}"))?;
        for (g, pgn) in games.iter().enumerate() {
            if !matches!(pgn.tag("Result"), Some("1-0" | "0-1")) {
                continue;
            }
            let game: Game = match pgn.to_game(RuleSet::ASIAN) {
                Ok(game) => game,
                Err(e) => return Err(format!("{file} game {}: {e}", g + 1)),
            };
            let mut pos = game.start_position().clone();
            let n = game.moves().len();
            for (ply, &mv) in game.moves().iter().enumerate() {
                if ply + last >= n {
                    println!("{} ; {file} game {} ply {ply}", pos.fen(), g + 1);
                }
                pos.play(mv)
                    .map_err(|e| format!("{file} game {}: {e}", g + 1))?;
            }
        }
    }
    Ok(())
}

fn run(args: &[String]) -> Result<(), String> {
    let mut args = args.to_vec();
    let movetime: Option<u64> = take(&mut args, "--movetime")?;
    let nodes: Option<u64> = take(&mut args, "--nodes")?;
    let threads: usize = take(&mut args, "--threads")?.unwrap_or(1);
    let [file] = args.as_slice() else {
        return Err("run needs one suite file".to_owned());
    };
    let (limits, each) = match (movetime, nodes) {
        (_, Some(n)) => (Limits::nodes(n), format!("{n} nodes each")),
        (Some(ms), None) => (
            Limits::movetime(Duration::from_millis(ms)),
            format!("{ms} ms each"),
        ),
        (None, None) => (
            Limits::movetime(Duration::from_secs(1)),
            "1000 ms each".to_owned(),
        ),
    };
    let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
    let (mut total, mut found, mut exact, mut shorter) = (0, 0, 0, 0);
    let started = Instant::now();
    for (n, pos) in mates::parse(&text).map_err(|e| format!("{file}: {e}"))? {
        let n = n as i32;
        let fen = pos.fen();
        let mut searcher = Searcher::new(64, threads);
        let r = searcher.search(&pos, &[], &limits, |_| {});
        total += 1;
        let verdict = match r.score.mate_plies() {
            Some(p) if p > 0 => {
                found += 1;
                let moves = (p + 1) / 2;
                if moves == n {
                    exact += 1;
                    "exact"
                } else if moves < n {
                    shorter += 1;
                    "SHORTER"
                } else {
                    "longer"
                }
            }
            _ => "missed",
        };
        println!(
            "{verdict:7} mate {n} got {} depth {} nodes {} {fen}",
            r.score, r.depth, r.nodes
        );
    }
    println!(
        "mates: {total} positions, {found} found ({:.1}%), {exact} at the confirmed distance, {shorter} shorter; {} in {:.1} s",
        100.0 * found as f64 / total.max(1) as f64,
        each,
        started.elapsed().as_secs_f64()
    );
    Ok(())
}
