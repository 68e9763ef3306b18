//! Plays the engine against itself from randomised openings and writes the quiet
//! positions of each game with its result: the training data for `examples/tune.rs`.
//!
//! ```text
//! cargo run --release --example datagen -- [--games N] [--nodes N] [--seed S] > data.txt
//! ```
//!
//! Each game starts with 4 to 9 random legal plies, then both sides search a fixed number
//! of nodes per move. A game ends by the rules ([`Game::outcome`]), by adjudication when
//! the searched score has stayed beyond ±1500 centipawns (or a mate) for six plies in a
//! row, or as a draw after 300 plies. Each line written is `FEN;RESULT;SCORE`: RESULT is
//! 1, 0.5 or 0 for Red, SCORE the search's score for Red in centipawns. Only positions
//! where the side to move is not in check and the engine's move is not a capture are
//! written, after the random plies.

use std::io::{self, Write};
use std::process::ExitCode;
use xiangqi::search::{Limits, Searcher, game_history};
use xiangqi::{Color, Game, Position};

/// A small deterministic generator (xorshift64*), enough to vary the openings.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

struct Options {
    games: usize,
    nodes: u64,
    seed: u64,
}

fn parse_args() -> Result<Options, String> {
    let mut o = Options {
        games: 100,
        nodes: 5000,
        seed: 1,
    };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let value = args.next().ok_or(format!("{a} needs a value"))?;
        let n: u64 = value.parse().map_err(|_| format!("bad number: {value}"))?;
        match a.as_str() {
            "--games" => o.games = n as usize,
            "--nodes" => o.nodes = n,
            "--seed" => o.seed = n.max(1),
            _ => return Err(format!("unknown option {a}")),
        }
    }
    Ok(o)
}

/// Red's share of the points in a finished game.
fn red_points(winner: Option<Color>) -> &'static str {
    match winner {
        Some(Color::Red) => "1",
        Some(Color::Black) => "0",
        None => "0.5",
    }
}

/// Plays one game and returns its recorded positions (FEN, Red's score) and result.
fn play_game(
    searcher: &mut Searcher,
    rng: &mut Rng,
    nodes: u64,
) -> (Vec<(String, i32)>, &'static str) {
    searcher.new_game();
    let mut game = Game::new(Position::startpos());
    let opening = 4 + rng.below(6);
    for _ in 0..opening {
        let moves = game.position().legal_moves();
        if moves.is_empty() || game.outcome().is_some() {
            break;
        }
        let mv = moves[rng.below(moves.len())];
        game.play(mv).expect("a legal move");
    }
    let mut recorded = Vec::new();
    let mut streak: (i32, usize) = (0, 0);
    loop {
        if let Some(result) = game.outcome() {
            return (recorded, red_points(result.winner()));
        }
        if game.len() >= 300 {
            return (recorded, "0.5");
        }
        let pos = game.position().clone();
        let history = game_history(&game);
        let r = searcher.search(&pos, &history, &Limits::nodes(nodes), |_| {});
        let Some(mv) = r.best_move else {
            return (recorded, red_points(Some(pos.side_to_move().other())));
        };
        let sign = if pos.side_to_move() == Color::Red {
            1
        } else {
            -1
        };
        let red_score = match (r.score.centipawns(), r.score.mate_plies()) {
            (Some(cp), _) => sign * cp,
            (None, Some(p)) => sign * if p > 0 { 30_000 } else { -30_000 },
            _ => 0,
        };
        let decisive = red_score.signum() * i32::from(red_score.abs() >= 1500);
        streak = if decisive != 0 && decisive == streak.0 {
            (decisive, streak.1 + 1)
        } else {
            (decisive, 1)
        };
        if decisive != 0 && streak.1 >= 6 {
            let winner = if decisive > 0 {
                Color::Red
            } else {
                Color::Black
            };
            return (recorded, red_points(Some(winner)));
        }
        if !pos.is_check() && !pos.is_capture(mv) && r.score.centipawns().is_some() {
            recorded.push((pos.fen(), red_score));
        }
        game.play(mv).expect("the engine plays legal moves");
    }
}

fn main() -> ExitCode {
    let o = match parse_args() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("datagen: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut rng = Rng(o.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut searcher = Searcher::new(8, 1);
    let stdout = io::stdout();
    let mut out = stdout.lock();
    for g in 0..o.games {
        let (positions, result) = play_game(&mut searcher, &mut rng, o.nodes);
        for (fen, score) in positions {
            if writeln!(out, "{fen};{result};{score}").is_err() {
                return ExitCode::FAILURE;
            }
        }
        let _ = out.flush();
        eprintln!("game {} of {}: {result}", g + 1, o.games);
    }
    ExitCode::SUCCESS
}
