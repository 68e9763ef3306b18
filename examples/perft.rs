//! Counts the leaves of the legal-move tree and reports the speed.
//!
//! ```text
//! cargo run --release --example perft -- <depth> [--fen FEN] [--divide]
//! ```
//!
//! The FEN is read with `Position::from_fen_relaxed`, so test-suite positions with
//! pieces on unreachable points are accepted.

use std::process::ExitCode;
use std::time::Instant;
use xiangqi::{Position, divide, perft};

const USAGE: &str = "usage: perft <depth> [--fen FEN] [--divide]";

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("{msg}\n{USAGE}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let mut depth = None;
    let mut fen = None;
    let mut split = false;
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--fen" => fen = Some(args.next().ok_or("--fen needs a FEN")?),
            "--divide" => split = true,
            "-h" | "--help" => return Err(String::new()),
            d => {
                depth = Some(
                    d.parse::<u32>()
                        .map_err(|_| format!("{d:?} is not a depth"))?,
                )
            }
        }
    }
    let depth = depth.ok_or("no depth given")?;
    let mut pos = match fen {
        Some(f) => Position::from_fen_relaxed(&f).map_err(|e| format!("bad FEN: {e}"))?,
        None => Position::startpos(),
    };
    let start = Instant::now();
    let nodes = if split {
        let moves = divide(&mut pos, depth);
        for (mv, n) in &moves {
            println!("{mv}: {n}");
        }
        moves.iter().map(|(_, n)| n).sum()
    } else {
        perft(&mut pos, depth)
    };
    let secs = start.elapsed().as_secs_f64();
    println!("perft {depth}: {nodes} nodes");
    println!(
        "time {:.3} s, {:.1} Mnodes/s",
        secs,
        nodes as f64 / secs.max(1e-9) / 1e6
    );
    Ok(())
}
