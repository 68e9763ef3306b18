//! Commands both protocols share: `position`, `isready`, `stop`, `ponderhit`, `go perft`,
//! and the extras `d`, `eval`, `bench`.

use crate::report;
use crate::session::{Flow, Session};
use std::str::FromStr;

/// Deepest `go perft` accepted, so that one line cannot keep the engine busy for days.
const MAX_PERFT: u32 = 8;

/// Reads the number after a keyword, or says what is wrong.
pub fn number<T: FromStr>(s: &Session, key: &str, value: Option<&&str>) -> Option<T> {
    match value {
        None => {
            s.info(&format!("{key} needs a number"));
            None
        }
        Some(v) => match v.parse() {
            Ok(n) => Some(n),
            Err(_) => {
                s.info(&format!("{key} needs a number, got {v:?}"));
                None
            }
        },
    }
}

/// `position startpos|fen <fen> [moves m1 m2 ...]`.
pub fn position(s: &mut Session, args: &[&str]) {
    let moves_at = args.iter().position(|&a| a == "moves");
    let (head, moves) = match moves_at {
        Some(i) => (&args[..i], &args[i + 1..]),
        None => (args, &args[args.len()..]),
    };
    match head.split_first() {
        Some((&"startpos", [])) => s.set_position(None, moves),
        Some((&"fen", fen)) if !fen.is_empty() => s.set_position(Some(&fen.join(" ")), moves),
        _ => s.info("usage: position startpos|fen <fen> [moves <move>...]; position unchanged"),
    }
}

/// `go perft N`: each move with its count, then the total.
pub fn perft(s: &mut Session, depth: Option<&&str>) {
    let Some(depth) = number::<u32>(s, "perft", depth) else {
        return;
    };
    if depth > MAX_PERFT {
        s.info(&format!(
            "perft depth {depth} is too deep; the limit is {MAX_PERFT}"
        ));
        return;
    }
    let mut pos = s.pos.clone();
    let split = xiangqi::divide(&mut pos, depth.max(1));
    let mut total = 0;
    for (m, n) in &split {
        let n = if depth == 0 { 1 } else { *n };
        s.out.line(&format!("{m}: {n}"));
        total += n;
    }
    if depth == 0 {
        total = 1;
    }
    s.out.line("");
    s.out.line(&format!("Nodes searched: {total}"));
}

/// `bench [depth]`.
pub fn bench(s: &mut Session, args: &[&str]) {
    let depth = match args.first() {
        Some(d) => match d.parse::<u32>() {
            Ok(d) if (1..=20).contains(&d) => d,
            _ => {
                s.info(&format!("bench depth must be 1 to 20, got {d:?}"));
                return;
            }
        },
        None => 8,
    };
    s.stop();
    let r = xiangqi::search::bench(depth);
    s.out.line(&format!(
        "info string bench: {} positions at depth {depth}",
        r.positions
    ));
    s.out
        .line(&format!("Total time (ms) : {}", r.time.as_millis()));
    s.out.line(&format!("Nodes searched  : {}", r.nodes));
    s.out.line(&format!("Nodes/second    : {}", r.nps()));
}

/// Handles a command both protocols know; `None` if it is not one.
pub fn shared(s: &mut Session, cmd: &str, args: &[&str]) -> Option<Flow> {
    match cmd {
        "isready" => s.out.line("readyok"),
        "position" => position(s, args),
        "stop" => s.stop(),
        "ponderhit" => s.ponderhit(),
        "d" => {
            for l in report::board_lines(&s.pos) {
                s.out.line(&l);
            }
        }
        "eval" => {
            for l in report::eval_lines(&s.pos) {
                s.out.line(&l);
            }
        }
        "bench" => bench(s, args),
        _ => return None,
    }
    Some(Flow::Continue)
}
