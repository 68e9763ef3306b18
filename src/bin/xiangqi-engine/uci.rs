//! UCI as Pikafish speaks it (coordinates a0–i9).

use crate::common::{count, millis, perft, shared};
use crate::session::{
    DEFAULT_CONTEMPT, Flow, MAX_CONTEMPT, MAX_HASH_MB, MAX_THREADS, Protocol, Session,
};
use crate::ucci;
use std::time::Duration;
use xiangqi::Color;
use xiangqi::search::{Clock, Limits};

pub fn handle(s: &mut Session, cmd: &str, args: &[&str]) -> Flow {
    if let Some(flow) = shared(s, cmd, args) {
        return flow;
    }
    match cmd {
        "uci" => {
            s.out.line(&format!(
                "id name xiangqi-engine {}",
                env!("CARGO_PKG_VERSION")
            ));
            s.out.line("id author the xiangqi crate authors");
            s.out.line(&format!(
                "option name Hash type spin default 16 min 1 max {MAX_HASH_MB}"
            ));
            s.out.line(&format!(
                "option name Threads type spin default 1 min 1 max {MAX_THREADS}"
            ));
            s.out
                .line("option name MultiPV type spin default 1 min 1 max 64");
            s.out.line(&format!(
                "option name Contempt type spin default {DEFAULT_CONTEMPT} min 0 max {MAX_CONTEMPT}"
            ));
            s.out.line("option name Ponder type check default false");
            s.out
                .line("option name Move Overhead type spin default 10 min 0 max 5000");
            s.out.line("option name Clear Hash type button");
            s.out.line("uciok");
        }
        "ucci" => {
            s.protocol = Protocol::Ucci;
            ucci::greet(s);
        }
        "ucinewgame" => s.searcher().new_game(),
        "setoption" => setoption(s, args),
        "go" => go(s, args),
        "quit" => {
            s.shutdown();
            return Flow::Quit;
        }
        _ => s.info(&format!("unknown command {cmd:?}")),
    }
    Flow::Continue
}

/// `setoption name <name> [value <value>]`.
fn setoption(s: &mut Session, args: &[&str]) {
    let Some(("name", rest)) = args.split_first().map(|(a, r)| (*a, r)) else {
        s.info("usage: setoption name <name> [value <value>]");
        return;
    };
    let v = rest.iter().position(|&a| a == "value");
    let name = rest[..v.unwrap_or(rest.len())].join(" ").to_lowercase();
    let value = v.map(|i| rest[i + 1..].join(" "));
    let int = |s: &Session, max: u64| -> Option<u64> {
        match value.as_deref().map(str::parse::<u64>) {
            Some(Ok(n)) if (1..=max).contains(&n) || (max == 5000 && n == 0) => Some(n),
            _ => {
                s.info(&format!(
                    "option {name:?} needs a number up to {max}, got {value:?}"
                ));
                None
            }
        }
    };
    match name.as_str() {
        "hash" => {
            if let Some(mb) = int(s, MAX_HASH_MB as u64) {
                s.set_hash_size(mb as usize);
            }
        }
        "threads" => {
            if let Some(n) = int(s, MAX_THREADS as u64) {
                s.set_threads(n as usize);
            }
        }
        "move overhead" => {
            if let Some(ms) = int(s, 5000) {
                s.move_overhead_ms = ms;
            }
        }
        "multipv" => {
            if let Some(n) = int(s, 64) {
                s.multipv = (n as usize).max(1);
            }
        }
        "contempt" => s.set_contempt(value.as_deref()),
        "ponder" => {}
        "clear hash" => s.searcher().new_game(),
        _ => s.info(&format!("unknown option {name:?}")),
    }
}

/// `go` with its limits, or `go perft N`.
fn go(s: &mut Session, args: &[&str]) {
    let mut limits = Limits::default();
    let mut ponder = false;
    let (mut wtime, mut btime, mut mtg) = (None, None, None);
    let (mut winc, mut binc) = (Duration::ZERO, Duration::ZERO);
    let mut i = 0;
    while i < args.len() {
        let key = args[i];
        let val = args.get(i + 1);
        let ok = match key {
            "perft" => {
                perft(s, val);
                return;
            }
            "infinite" => {
                limits.infinite = true;
                i += 1;
                continue;
            }
            "ponder" => {
                ponder = true;
                i += 1;
                continue;
            }
            "searchmoves" => {
                let mut j = i + 1;
                while let Some(m) = args.get(j).and_then(|a| a.parse().ok()) {
                    limits.search_moves.push(m);
                    j += 1;
                }
                i = j;
                continue;
            }
            "depth" => count(s, key, val).map(|d| limits.depth = Some(d)),
            "nodes" => count(s, key, val).map(|n| limits.nodes = Some(n)),
            "movetime" => millis(s, key, val).map(|t| limits.movetime = Some(t)),
            // A mate in m moves is found within 2m plies.
            "mate" => {
                count::<u32>(s, key, val).map(|m| limits.depth = Some(m.max(1).saturating_mul(2)))
            }
            "wtime" => millis(s, key, val).map(|t| wtime = Some(t)),
            "btime" => millis(s, key, val).map(|t| btime = Some(t)),
            "winc" => millis(s, key, val).map(|t| winc = t),
            "binc" => millis(s, key, val).map(|t| binc = t),
            "movestogo" => count(s, key, val).map(|m| mtg = Some(m)),
            _ => {
                s.info(&format!("go: unknown parameter {key:?}; not searching"));
                None
            }
        };
        if ok.is_none() {
            return;
        }
        i += 2;
    }
    let (time, inc) = match s.pos.side_to_move() {
        Color::Red => (wtime, winc),
        Color::Black => (btime, binc),
    };
    if let Some(time) = time {
        limits.clock = Some(Clock {
            time,
            increment: inc,
            moves_to_go: mtg,
        });
    }
    s.go(limits, ponder);
}
