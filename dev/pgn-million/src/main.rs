//! The archive benchmark of docs/archives.md.
//!
//! `pgn-million write N > FILE` writes N random legal games as PGN: 1,000 distinct games
//! (20 to 120 plies, a comment every 10th ply), written in turn in coordinates, WXF and
//! Chinese (the last two without a Format tag), repeated with a Round tag per game.
//!
//! `pgn-million read FILE` reads FILE with `xiangqi::pgn::Reader` and prints how many
//! games were read and refused, and the games per second.
use std::io::Write;
use xiangqi::pgn::PgnGame;
use xiangqi::{Game, Notation};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    match args.get(1).map(String::as_str) {
        Some("read") => read(&args[2]),
        _ => write(
            args.get(2)
                .and_then(|a| a.parse().ok())
                .unwrap_or(1_000_000),
        ),
    }
}

fn read(path: &str) {
    let start = std::time::Instant::now();
    let file = std::io::BufReader::new(std::fs::File::open(path).unwrap());
    let (mut good, mut bad, mut plies) = (0usize, 0usize, 0usize);
    for result in xiangqi::pgn::Reader::new(file) {
        match result {
            Ok(game) => {
                good += 1;
                plies += game.moves.nodes.len();
            }
            Err(e) => {
                bad += 1;
                if bad <= 3 {
                    eprintln!("{e}");
                }
            }
        }
    }
    let secs = start.elapsed().as_secs_f64();
    let rate = (good + bad) as f64 / secs;
    println!("{good} games read ({plies} plies), {bad} refused, {secs:.1} s, {rate:.0} games/s");
}

fn write(n: usize) {
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut texts = Vec::new();
    for i in 0..1000 {
        let mut game = Game::default();
        let plies = 20 + next() % 101;
        for _ in 0..plies {
            let moves = game.position().legal_moves();
            if moves.is_empty() || game.outcome().is_some() {
                break;
            }
            let m = moves[(next() % moves.len() as u64) as usize];
            game.play(m).unwrap();
        }
        let notation = Notation::ALL[i % 3];
        let mut record = PgnGame::from_game_in(&game, notation);
        record.tags.retain(|(n, _)| n != "Format");
        record.set_tag("Event", "Generated");
        for (k, node) in record.moves.nodes.iter_mut().enumerate() {
            if k % 10 == 9 {
                node.comments.push(format!("ply {}", k + 1));
            }
        }
        texts.push(record.to_string());
    }
    let out = std::io::stdout();
    let mut out = std::io::BufWriter::new(out.lock());
    for g in 0..n {
        let text = &texts[g % texts.len()];
        let round = format!("[Round \"{}\"]", g + 1);
        writeln!(out, "{}", text.replacen("[Round \"?\"]", &round, 1)).unwrap();
    }
}
