//! Writes training records from self-play: `datagen --games N [--nodes N] [--seed S]
//! [--shard I/N] --out FILE`. The games of a run are numbered 0..N; a shard plays those
//! whose number is I modulo N, so the shards' files, concatenated, hold the run's
//! records. It reports positions per hour per core on standard error.

use std::io::{BufWriter, Write};
use std::process::ExitCode;
use std::time::Instant;
use train::{SelfPlay, Shard};
use xiangqi::search::Searcher;

struct Options {
    games: u64,
    seed: u64,
    shard: Shard,
    out: String,
    play: SelfPlay,
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        games: 0,
        seed: 1,
        shard: Shard::ALL,
        out: String::new(),
        play: SelfPlay::default(),
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let value = it.next().ok_or(format!("{flag} needs a value"))?;
        let number = || {
            value
                .parse::<u64>()
                .map_err(|_| format!("{flag}: bad number {value:?}"))
        };
        match flag.as_str() {
            "--games" => o.games = number()?,
            "--nodes" => o.play.nodes = number()?.max(1),
            "--seed" => o.seed = number()?,
            "--shard" => o.shard = value.parse()?,
            "--out" => o.out = value.clone(),
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    if o.games == 0 || o.out.is_empty() {
        return Err(
            "usage: datagen --games N [--nodes N] [--seed S] [--shard I/N] --out FILE".into(),
        );
    }
    Ok(o)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let o = match parse(&args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("datagen: {e}");
            return ExitCode::from(2);
        }
    };
    let file = match std::fs::File::create(&o.out) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("datagen: cannot create {}: {e}", o.out);
            return ExitCode::FAILURE;
        }
    };
    let mut out = BufWriter::new(file);
    let mut searcher = Searcher::new(8, 1);
    let (start, mut positions, mut played) = (Instant::now(), 0u64, 0u64);
    for game in (0..o.games).filter(|&g| o.shard.has(g)) {
        for record in o.play.game(&mut searcher, o.seed, game) {
            if let Err(e) = out.write_all(&record.pack()) {
                eprintln!("datagen: writing {}: {e}", o.out);
                return ExitCode::FAILURE;
            }
            positions += 1;
        }
        played += 1;
    }
    if let Err(e) = out.flush() {
        eprintln!("datagen: writing {}: {e}", o.out);
        return ExitCode::FAILURE;
    }
    let hours = start.elapsed().as_secs_f64() / 3600.0;
    eprintln!(
        "datagen: {played} games, {positions} positions in {:.1} s: {:.0} positions per hour on one core",
        hours * 3600.0,
        positions as f64 / hours.max(1e-9)
    );
    ExitCode::SUCCESS
}
