//! UCI as Pikafish speaks it (coordinates a0–i9).

use crate::common::{count, millis, perft, shared};
use crate::protocol::{Flow, Protocol};
use crate::session::Session;
use crate::setoption;
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
            for line in setoption::lines(Protocol::Uci) {
                s.out.line(&line);
            }
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

/// `setoption name <name> [value <value>]`: the name may have spaces.
fn setoption(s: &mut Session, args: &[&str]) {
    let Some(("name", rest)) = args.split_first().map(|(a, r)| (*a, r)) else {
        s.info("usage: setoption name <name> [value <value>]");
        return;
    };
    let v = rest.iter().position(|&a| a == "value");
    let name = rest[..v.unwrap_or(rest.len())].join(" ");
    let value = v.map(|i| rest[i + 1..].join(" "));
    setoption::set(s, &name, value.as_deref());
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
