//! Analyses a game: searches every position and reports, move by move, the evaluation
//! before and after, the engine's preferred move where it differs, and the moves it
//! marks as inaccuracies, mistakes or blunders by how much they lose.
//!
//! ```text
//! cargo run --release --example analyse -- [--movetime MS | --depth N] GAME.pgn
//! cargo run --release --example analyse -- [--movetime MS | --depth N] --fen FEN [MOVE ...]
//! ```
//!
//! A PGN is read from the file (or standard input for `-`); its main line is analysed.
//! Moves after `--fen` are in any notation the crate reads. Evaluations are shown from
//! Red's side, in pawns; a move's loss is measured from the mover's side.

use std::io::{self, Read, Write};
use std::process::ExitCode;
use std::time::Duration;
use xiangqi::Notation;
use xiangqi::search::{Limits, PastPosition, Searcher};
use xiangqi::{Color, Move, Position, Score, pgn};

/// How a move is judged, by what it loses against the engine's best move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The engine's choice, or within 50 centipawns of it.
    Good,
    /// Loses 50 to 149 centipawns.
    Inaccuracy,
    /// Loses 150 to 299 centipawns.
    Mistake,
    /// Loses 300 centipawns or more (about a horse or cannon), or a winning mate.
    Blunder,
}

impl Verdict {
    fn of(loss: i32) -> Verdict {
        match loss {
            l if l >= 300 => Verdict::Blunder,
            l if l >= 150 => Verdict::Mistake,
            l if l >= 50 => Verdict::Inaccuracy,
            _ => Verdict::Good,
        }
    }

    fn label(self) -> &'static str {
        match self {
            Verdict::Good => "",
            Verdict::Inaccuracy => "?! inaccuracy",
            Verdict::Mistake => "? mistake",
            Verdict::Blunder => "?? blunder",
        }
    }
}

/// What the analysis says of one move.
#[derive(Clone, Debug)]
pub struct MoveReport {
    /// 0 for the first move of the game.
    pub ply: usize,
    /// The move played.
    pub played: Move,
    /// The engine's choice in the position before it.
    pub best: Option<Move>,
    /// The evaluation before the move, for the mover.
    pub before: Score,
    /// The evaluation after the move, for the mover.
    pub after: Score,
    /// What the move loses, in centipawns (mates count as 10,000).
    pub loss: i32,
    /// The judgement.
    pub verdict: Verdict,
}

/// Mates count as a large number of centipawns so that losses can be compared.
fn centipawns(s: Score) -> i32 {
    match s.mate_plies() {
        Some(p) if p >= 0 => 10_000 - p,
        Some(p) => -10_000 - p,
        None => s.centipawns().unwrap_or(0),
    }
}

/// Searches every position of the game and judges each move, writing a report to `out`.
///
/// # Errors
/// Only errors writing to `out`.
pub fn analyse(
    start: &Position,
    moves: &[Move],
    limits: &Limits,
    out: &mut impl Write,
) -> io::Result<Vec<MoveReport>> {
    let mut searcher = Searcher::new(64, 1);
    let mut positions = vec![start.clone()];
    for &m in moves {
        let mut next = positions[positions.len() - 1].clone();
        let _ = next.make_move(m);
        positions.push(next);
    }
    // Each position's score for its side to move, and the engine's move there.
    let mut scores = Vec::with_capacity(positions.len());
    for (i, pos) in positions.iter().enumerate() {
        let history: Vec<PastPosition> = positions[..i]
            .iter()
            .zip(moves)
            .map(|(p, &m)| PastPosition::before(p, m))
            .collect();
        let r = searcher.search(pos, &history, limits, |_| {});
        scores.push((r.score, r.best_move));
    }
    // A score for the side to move of `pos`, written from Red's side: pawns, or `#+N`
    // / `#-N` for a mate in N moves.
    let red_view = |pos: &Position, s: Score| {
        let s = if pos.side_to_move() == Color::Red {
            s
        } else {
            -s
        };
        match s.mate_moves() {
            Some(m) if s.raw() >= 0 => format!("#+{m}"),
            Some(m) => format!("#-{}", m.abs()),
            None => format!("{:+.2}", s.centipawns().unwrap_or(0) as f64 / 100.0),
        }
    };
    writeln!(
        out,
        "{:<7}{:<22}{:>8}{:>8}  {:<28}verdict",
        "move", "played", "before", "after", "engine prefers"
    )?;
    let mut reports = Vec::new();
    for (ply, &played) in moves.iter().enumerate() {
        let pos = &positions[ply];
        let (before, best) = scores[ply];
        let after = -scores[ply + 1].0;
        let loss = if best == Some(played) {
            0
        } else {
            (centipawns(before) - centipawns(after)).max(0)
        };
        let verdict = Verdict::of(loss);
        let number = format!(
            "{}{}",
            ply / 2 + 1,
            if pos.side_to_move() == Color::Red {
                "."
            } else {
                "..."
            }
        );
        let written = format!(
            "{} {}",
            Notation::Chinese.format(pos, played).unwrap_or_default(),
            played
        );
        let prefer = match best {
            Some(b) if b != played => format!(
                "{} {} ({})",
                Notation::Chinese.format(pos, b).unwrap_or_default(),
                b,
                red_view(pos, before)
            ),
            _ => String::new(),
        };
        let mut label = verdict.label().to_string();
        if verdict != Verdict::Good {
            if before.is_mate() || after.is_mate() {
                label.push_str(" (a mate changes hands)");
            } else {
                label.push_str(&format!(" (-{:.2})", loss as f64 / 100.0));
            }
        }
        writeln!(
            out,
            "{number:<7}{written:<22}{:>8}{:>8}  {prefer:<28}{label}",
            red_view(pos, before),
            red_view(&positions[ply + 1], scores[ply + 1].0),
        )?;
        reports.push(MoveReport {
            ply,
            played,
            best,
            before,
            after,
            loss,
            verdict,
        });
    }
    Ok(reports)
}

/// The game to analyse and how long to think.
#[derive(Debug)]
pub struct Job {
    /// The start position.
    pub start: Position,
    /// The moves played.
    pub moves: Vec<Move>,
    /// The search limit for each position.
    pub limits: Limits,
}

/// Reads the command line (without the program name); `stdin` is read for a PGN of `-`.
///
/// # Errors
/// A message saying what is wrong.
pub fn job_from_args(args: &[String], stdin: &mut impl Read) -> Result<Job, String> {
    let mut limits = Limits::movetime(Duration::from_millis(500));
    let mut fen = None;
    let mut pgn_path = None;
    let mut rest = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| it.next().cloned().ok_or(format!("{name} needs a value"));
        match a.as_str() {
            "--movetime" => {
                let ms: u64 = value("--movetime")?
                    .parse()
                    .map_err(|_| "--movetime wants milliseconds".to_string())?;
                limits = Limits::movetime(Duration::from_millis(ms.max(1)));
            }
            "--depth" => {
                let d: u32 = value("--depth")?
                    .parse()
                    .map_err(|_| "--depth wants a number".to_string())?;
                limits = Limits::depth(d.clamp(1, 64));
            }
            "--fen" => fen = Some(value("--fen")?),
            _ if fen.is_none() && pgn_path.is_none() => pgn_path = Some(a.clone()),
            _ => rest.push(a.clone()),
        }
    }
    if let Some(fen) = fen {
        let start = Position::from_fen(&fen).map_err(|e| format!("bad FEN: {e}"))?;
        let mut pos = start.clone();
        let mut moves = Vec::new();
        for text in &rest {
            let m = pos
                .parse_move(text)
                .map_err(|e| format!("move {text:?}: {e}"))?;
            let _ = pos.make_move(m);
            moves.push(m);
        }
        return Ok(Job {
            start,
            moves,
            limits,
        });
    }
    let path = pgn_path.ok_or("give a PGN file (or -) or --fen")?;
    let mut text = String::new();
    if path == "-" {
        stdin
            .read_to_string(&mut text)
            .map_err(|e| format!("reading standard input: {e}"))?;
    } else {
        text = std::fs::read_to_string(&path).map_err(|e| format!("reading {path}: {e}"))?;
    }
    let game = pgn::read_game(&text).map_err(|e| format!("{path}: {e}"))?;
    Ok(Job {
        start: game.start.clone(),
        moves: game.moves.nodes.iter().map(|n| n.mv).collect(),
        limits,
    })
}

#[allow(dead_code)]
fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let job = match job_from_args(&args, &mut io::stdin()) {
        Ok(job) => job,
        Err(msg) => {
            eprintln!("{msg}");
            eprintln!("usage: analyse [--movetime MS | --depth N] GAME.pgn | --fen FEN [MOVE ...]");
            return ExitCode::FAILURE;
        }
    };
    let stdout = io::stdout();
    match analyse(&job.start, &job.moves, &job.limits, &mut stdout.lock()) {
        Ok(_) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    //! The `analyse` example marks a deliberate blunder in a game record.

    use super::{Verdict, analyse, job_from_args};

    /// Red's rook steps onto the a-file, where Black's rook takes it for nothing.
    const BLUNDER_PGN: &str = r#"[Event "analyse test"]
[Red "test"]
[Black "test"]
[FEN "2bakab2/r8/9/4p4/7R1/9/4P4/9/9/2BAKAB2 w - - 0 1"]
[Result "*"]

1. h5a5 a8a5 2. e3e4 *
"#;

    #[test]
    fn the_hung_rook_is_a_blunder_and_its_capture_is_not() {
        let args = ["--depth".to_string(), "5".to_string(), "-".to_string()];
        let job = job_from_args(&args, &mut BLUNDER_PGN.as_bytes()).expect("the record reads");
        assert_eq!(job.moves.len(), 3);
        let mut out = Vec::new();
        let reports = analyse(&job.start, &job.moves, &job.limits, &mut out).expect("writes");
        let text = String::from_utf8(out).expect("UTF-8");
        assert_eq!(reports[0].verdict, Verdict::Blunder, "{text}");
        assert!(
            reports[0].loss >= 500,
            "a rook is worth more than 5 pawns: {text}"
        );
        assert_ne!(reports[0].best, Some(reports[0].played), "{text}");
        assert_eq!(reports[1].verdict, Verdict::Good, "taking the rook: {text}");
        assert!(
            text.lines().nth(1).unwrap().contains("?? blunder"),
            "{text}"
        );
    }

    #[test]
    fn bad_arguments_are_explained() {
        let mut empty: &[u8] = &[];
        let err = job_from_args(&["--fen".into(), "nonsense".into()], &mut empty).unwrap_err();
        assert!(err.contains("bad FEN"), "{err}");
        let err = job_from_args(&[], &mut empty).unwrap_err();
        assert!(err.contains("PGN"), "{err}");
        let err = job_from_args(
            &["--fen".into(), xiangqi::START_FEN.into(), "h2e3".into()],
            &mut empty,
        )
        .unwrap_err();
        assert!(err.contains("h2e3"), "{err}");
    }
}
