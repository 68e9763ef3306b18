//! Tunes the evaluation's weights on positions from played games (Texel's method): finds
//! the weights under which `sigmoid(K * eval / 400)` best predicts each game's result,
//! and writes them as the text of `src/eval/weights.rs`.
//!
//! ```text
//! cargo run --release --features tune --example tune -- \
//!     [--epochs N] [--rate R] [--pull P] [--lambda L] [--tune-material] [--out weights.rs] \
//!     [--test FILE]... [--only GROUP]... [--zero GROUP]... DATA...
//! ```
//!
//! `--only GROUP` moves that group of weights alone (named as its constant in
//! `src/eval/weights.rs`, `ZONE_DANGER` say), the rest held where they are: to fit a new
//! term without refitting everything on data too small for that. `--zero GROUP` starts
//! a group from zero: with `--only`, what the held-out error gains when a term already
//! in the evaluation is fitted again from nothing is the yardstick for a new one.
//!
//! A DATA file ending in `.pgn` is read as games: every position after the tenth ply
//! whose side to move is not in check and whose next move is not a capture is taken,
//! with the game's result. Any other file holds lines `FEN;RESULT[;SCORE]` with RESULT
//! 1, 0.5 or 0 for Red and SCORE a search's score for Red in centipawns, as
//! `examples/datagen.rs` writes them. With `--lambda L` the fit predicts
//! `L * sigmoid(K * SCORE / 400) + (1 - L) * RESULT` where a score is known. One block
//! of positions in ten is held out to check that the fit carries over to positions it
//! was not fitted on. Files given with `--test` (read the same way) are never fitted on:
//! their error is reported for the starting and for the kept weights, each with the K that
//! suits it, as a judge of whether the fit carries over to other games.
//!
//! The fit starts from the crate's weights and moves them by full-batch gradient
//! descent with Adam's step sizes (`--rate`, default 0.5 centipawns), for `--epochs`
//! passes (default 1000), pulled back towards where they started (`--pull`, the
//! strength of an L2 term, default 3e-6) so that rarely seen squares keep their values,
//! and stopped where the held-out positions were predicted best. Piece values are held
//! fixed unless `--tune-material` is given: a piece's value and the mean of its table
//! are interchangeable, and the search orders and prunes captures by the values.
//!
//! The weights in the crate were fitted this way in eight steps: first (`--pull 3e-6
//! --lambda 0.3`) from the hand-set weights of commit f63e44f with the terms added since
//! at zero (so that the pull draws towards them), on self-play data; then refitted
//! (`--pull 3e-6`) from those on the games of the engine's screening matches, most of
//! them against `fairy-stockfish`; then refitted again (defaults) on 854,000 positions
//! of 6,223 self-play games of SPRT tests at 4,000 nodes a move (dev/sprt-log.md);
//! and once more from those on 1,538,617 positions of 11,881 such games, the 6,223 and
//! the games of the next two tests; then from those on 1,800,259 positions, adding
//! 1,855 games of the engine they made; and a last time on 2,528,466 positions (5,156
//! games more), with the threat, cannon mobility and linked elephant terms new at zero;
//! then on 3,314,398 positions of 24,173 games (the games of four more tests and 419
//! self-play games of the engine the last step made), first with the hanging-piece
//! terms new at zero (`--epochs 150`), then from those with the imbalance terms new at
//! zero (`--epochs 120`, and again from where that stopped with `--epochs 500`).
//! See the commits that brought them for the data and the figures. A weaker pull fits
//! the self-play positions better but carries over worse to games against other
//! engines.

use std::process::ExitCode;
use xiangqi::eval::tune::{
    Features, MAX_PHASE, PARAMS, TEMPO_BONUS, Weight, features, is_material, param_group, weights,
    weights_source,
};
use xiangqi::{Position, pgn};

/// One training position.
struct Sample {
    features: Features,
    /// Red's points: 1, 0.5 or 0.
    result: f64,
    /// The search's score for Red in centipawns, when the data has one.
    score: Option<f64>,
    /// What the fit predicts: the result, blended with the score by `--lambda`.
    target: f64,
}

struct Options {
    epochs: usize,
    rate: f64,
    tune_material: bool,
    pull: f64,
    lambda: f64,
    out: Option<String>,
    files: Vec<String>,
    /// Positions the fit never sees, only judged on: before and after.
    tests: Vec<String>,
    /// When not empty, the only parameters the fit moves.
    only: Vec<std::ops::Range<usize>>,
    /// Groups started from zero instead of the crate's weights.
    zero: Vec<std::ops::Range<usize>>,
}

fn parse_args() -> Result<Options, String> {
    let mut o = Options {
        epochs: 1000,
        rate: 0.5,
        tune_material: false,
        pull: 3e-6,
        lambda: 0.0,
        out: None,
        files: Vec::new(),
        tests: Vec::new(),
        only: Vec::new(),
        zero: Vec::new(),
    };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = || args.next().ok_or(format!("{a} needs a value"));
        match a.as_str() {
            "--epochs" => o.epochs = value()?.parse().map_err(|e| format!("--epochs: {e}"))?,
            "--rate" => o.rate = value()?.parse().map_err(|e| format!("--rate: {e}"))?,
            "--pull" => o.pull = value()?.parse().map_err(|e| format!("--pull: {e}"))?,
            "--lambda" => o.lambda = value()?.parse().map_err(|e| format!("--lambda: {e}"))?,
            "--out" => o.out = Some(value()?),
            "--test" => o.tests.push(value()?),
            "--tune-material" => o.tune_material = true,
            "--only" | "--zero" => {
                let name = value()?;
                let group = param_group(&name).ok_or(format!("{a}: no weights named {name}"))?;
                if a == "--only" {
                    o.only.push(group);
                } else {
                    o.zero.push(group);
                }
            }
            _ if a.starts_with("--") => return Err(format!("unknown option {a}")),
            _ => o.files.push(a),
        }
    }
    if o.files.is_empty() {
        return Err("no data files".into());
    }
    Ok(o)
}

fn read_lines(text: &str, out: &mut Vec<Sample>) -> Result<(), String> {
    for (n, line) in text.lines().enumerate() {
        let mut parts = line.split(';');
        let (Some(fen), Some(result)) = (parts.next(), parts.next()) else {
            return Err(format!("line {}: expected FEN;RESULT", n + 1));
        };
        let pos = Position::from_fen(fen).map_err(|e| format!("line {}: {e}", n + 1))?;
        let result: f64 = result
            .parse()
            .map_err(|e| format!("line {}: result: {e}", n + 1))?;
        let score = parts.next().and_then(|s| s.parse().ok());
        out.push(Sample {
            features: features(&pos),
            result,
            score,
            target: result,
        });
    }
    Ok(())
}

fn read_pgn(text: &str, out: &mut Vec<Sample>) -> Result<(), String> {
    let games = pgn::read_games(text).map_err(|e| e.to_string())?;
    for g in games {
        let result = match g.tag("Result") {
            Some("1-0") => 1.0,
            Some("0-1") => 0.0,
            Some("1/2-1/2") => 0.5,
            _ => continue,
        };
        let mut pos = g.start.clone();
        for (ply, node) in g.moves.nodes.iter().enumerate() {
            let mv = node.mv;
            if ply >= 10 && !pos.is_check() && !pos.is_capture(mv) {
                out.push(Sample {
                    features: features(&pos),
                    result,
                    score: None,
                    target: result,
                });
            }
            if pos.play(mv).is_err() {
                break;
            }
        }
    }
    Ok(())
}

/// The evaluation for Red in centipawns, as a real number, tempo included.
fn eval(f: &Features, w: &[[f64; 2]]) -> f64 {
    let (mut mg, mut eg) = (0.0, 0.0);
    for &(i, n) in &f.counts {
        let i = usize::from(i);
        mg += f64::from(n) * w[i][0];
        eg += f64::from(n) * w[i][1];
    }
    let p = f64::from(f.phase) / f64::from(MAX_PHASE);
    let tempo = f64::from(TEMPO_BONUS);
    mg * p + eg * (1.0 - p) + if f.red_to_move { tempo } else { -tempo }
}

fn sigmoid(k: f64, e: f64) -> f64 {
    1.0 / (1.0 + (-k * e / 400.0).exp())
}

/// Mean squared error of the predictions.
fn error(samples: &[&Sample], w: &[[f64; 2]], k: f64) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| (s.target - sigmoid(k, eval(&s.features, w))).powi(2))
        .sum();
    sum / samples.len() as f64
}

/// The K that best fits the current weights, by a narrowing scan.
fn fit_k(samples: &[&Sample], w: &[[f64; 2]]) -> f64 {
    let (mut lo, mut hi) = (0.1, 5.0);
    for _ in 0..6 {
        let step = (hi - lo) / 10.0;
        let best = (0..=10)
            .map(|i| lo + step * f64::from(i))
            .min_by(|&a, &b| error(samples, w, a).total_cmp(&error(samples, w, b)))
            .unwrap_or(1.0);
        (lo, hi) = ((best - step).max(0.01), best + step);
    }
    (lo + hi) / 2.0
}

fn gradient(samples: &[&Sample], w: &[[f64; 2]], k: f64) -> Vec<[f64; 2]> {
    let mut g = vec![[0.0; 2]; PARAMS];
    for s in samples {
        let f = &s.features;
        let p = sigmoid(k, eval(f, w));
        // d(error)/d(eval), the constant factor 2 K / 400 folded into the step size.
        let d = (p - s.target) * p * (1.0 - p);
        let phase = f64::from(f.phase) / f64::from(MAX_PHASE);
        for &(i, n) in &f.counts {
            let c = d * f64::from(n);
            g[usize::from(i)][0] += c * phase;
            g[usize::from(i)][1] += c * (1.0 - phase);
        }
    }
    let n = samples.len() as f64;
    for gi in &mut g {
        gi[0] /= n;
        gi[1] /= n;
    }
    g
}

/// Blocks of 1000 consecutive positions (a few games each): one in ten held out.
fn split(samples: &[Sample]) -> (Vec<&Sample>, Vec<&Sample>) {
    let (mut train, mut held) = (Vec::new(), Vec::new());
    for (i, s) in samples.iter().enumerate() {
        if (i / 1000) % 10 == 9 {
            held.push(s);
        } else {
            train.push(s);
        }
    }
    (train, held)
}

/// The positions of every file, PGN games or `FEN;RESULT[;SCORE]` lines.
fn read_files(files: &[String]) -> Result<Vec<Sample>, String> {
    let mut samples = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
        if file.ends_with(".pgn") {
            read_pgn(&text, &mut samples)
        } else {
            read_lines(&text, &mut samples)
        }
        .map_err(|e| format!("{file}: {e}"))?;
        eprintln!("{file}: {} positions so far", samples.len());
    }
    Ok(samples)
}

/// The error on the test positions, each set of weights judged with its own best K (the
/// scale of an evaluation is the fit's to choose, the ranking is what counts).
fn report_test(tests: &[Sample], label: &str, w: &[[f64; 2]]) {
    if tests.is_empty() {
        return;
    }
    let all: Vec<&Sample> = tests.iter().collect();
    let k = fit_k(&all, w);
    eprintln!(
        "test, {label}: {} positions, K = {k:.3}, error {:.6}",
        all.len(),
        error(&all, w, k)
    );
}

fn main() -> ExitCode {
    let o = match parse_args() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("tune: {e}");
            return ExitCode::FAILURE;
        }
    };
    let (mut samples, tests) = match (read_files(&o.files), read_files(&o.tests)) {
        (Ok(s), Ok(t)) => (s, t),
        (Err(e), _) | (_, Err(e)) => {
            eprintln!("tune: {e}");
            return ExitCode::FAILURE;
        }
    };
    let (train, _) = split(&samples);
    let mut start: Vec<[f64; 2]> = weights()
        .iter()
        .map(|&[m, e]| [f64::from(m), f64::from(e)])
        .collect();
    for r in &o.zero {
        start[r.clone()].fill([0.0; 2]);
    }
    let mut w = start.clone();
    report_test(&tests, "starting weights", &w);
    let k = fit_k(&train, &w);
    if o.lambda > 0.0 {
        for s in &mut samples {
            if let Some(score) = s.score {
                s.target = o.lambda * sigmoid(k, score) + (1.0 - o.lambda) * s.result;
            }
        }
    }
    let (train, held) = split(&samples);
    eprintln!(
        "{} training, {} held out; K = {k:.3}; error {:.6} (held out {:.6})",
        train.len(),
        held.len(),
        error(&train, &w, k),
        error(&held, &w, k)
    );
    // Adam.
    let (b1, b2, eps) = (0.9, 0.999, 1e-12);
    let pull = o.pull;
    // The weights that predict the held-out positions best are kept: past them the fit
    // learns its training games rather than xiangqi.
    let mut best = (error(&held, &w, k), w.clone(), 0);
    let mut m = vec![[0.0; 2]; PARAMS];
    let mut v = vec![[0.0; 2]; PARAMS];
    for epoch in 1..=o.epochs {
        let g = gradient(&train, &w, k);
        for i in 0..PARAMS {
            if is_material(i) && !o.tune_material {
                continue;
            }
            if !o.only.is_empty() && !o.only.iter().any(|r| r.contains(&i)) {
                continue;
            }
            for s in 0..2 {
                let gi = g[i][s] + pull * (w[i][s] - start[i][s]);
                m[i][s] = b1 * m[i][s] + (1.0 - b1) * gi;
                v[i][s] = b2 * v[i][s] + (1.0 - b2) * gi * gi;
                let mh = m[i][s] / (1.0 - b1.powi(epoch as i32));
                let vh = v[i][s] / (1.0 - b2.powi(epoch as i32));
                w[i][s] -= o.rate * mh / (vh.sqrt() + eps);
            }
        }
        if epoch % 10 == 0 || epoch == o.epochs {
            let held_error = error(&held, &w, k);
            if held_error < best.0 {
                best = (held_error, w.clone(), epoch);
            }
            if epoch % 50 == 0 {
                eprintln!(
                    "epoch {epoch}: error {:.6} (held out {held_error:.6})",
                    error(&train, &w, k),
                );
            }
        }
    }
    eprintln!(
        "kept the weights of epoch {} (held out {:.6})",
        best.2, best.0
    );
    report_test(&tests, "kept weights", &best.1);
    let rounded: Vec<Weight> = best
        .1
        .iter()
        .map(|&[m, e]| [m.round() as i32, e.round() as i32])
        .collect();
    let text = weights_source(&rounded);
    match &o.out {
        Some(path) => {
            if let Err(e) = std::fs::write(path, text) {
                eprintln!("tune: {path}: {e}");
                return ExitCode::FAILURE;
            }
        }
        None => print!("{text}"),
    }
    ExitCode::SUCCESS
}
