//! UCCI as ElephantEye speaks it: `ucci`, `setoption <name> <value>`, `banmoves`,
//! `go [ponder|draw] time … increment …|depth …|nodes …`, `probe`, `quit` → `bye`.

use crate::common::{count, millis, perft, seconds, shared};
use crate::protocol::{Flow, Protocol};
use crate::session::Session;
use crate::setoption;
use std::time::Duration;
use xiangqi::search::{Clock, Limits, ScoreBound};

pub fn greet(s: &Session) {
    s.out.line(&format!(
        "id name xiangqi-engine {}",
        env!("CARGO_PKG_VERSION")
    ));
    s.out.line("id copyright the xiangqi crate authors");
    s.out.line("id author the xiangqi crate authors");
    for line in setoption::lines(Protocol::Ucci) {
        s.out.line(&line);
    }
    s.out.line("ucciok");
}

pub fn handle(s: &mut Session, cmd: &str, args: &[&str]) -> Flow {
    if let Some(flow) = shared(s, cmd, args) {
        return flow;
    }
    match cmd {
        "ucci" => greet(s),
        "setoption" => setoption(s, args),
        "banmoves" => banmoves(s, args),
        "go" => go(s, args),
        "probe" => probe(s),
        "quit" => {
            s.shutdown();
            s.out.line("bye");
            return Flow::Quit;
        }
        _ => s.info(&format!("unknown command {cmd:?}")),
    }
    Flow::Continue
}

/// `setoption <name> [<value>]`.
fn setoption(s: &mut Session, args: &[&str]) {
    let Some((name, rest)) = args.split_first() else {
        s.info("usage: setoption <name> [<value>]");
        return;
    };
    setoption::set(s, name, rest.first().copied());
}

fn banmoves(s: &mut Session, args: &[&str]) {
    let mut banned = Vec::new();
    for a in args {
        match a.parse() {
            Ok(m) => banned.push(m),
            Err(e) => {
                s.info(&format!("banmoves: bad move {a:?}: {e}; bans unchanged"));
                return;
            }
        }
    }
    s.banned = banned;
}

fn go(s: &mut Session, args: &[&str]) {
    let mut limits = Limits::default();
    let mut ponder = false;
    let (mut time, mut inc, mut mtg) = (None, Duration::ZERO, None);
    let unit = if s.ucci_millis { 1e-3 } else { 1.0 };
    let mut i = 0;
    while i < args.len() {
        let key = args[i];
        let val = args.get(i + 1);
        let ok = match key {
            "perft" => {
                perft(s, val);
                return;
            }
            "ponder" => {
                ponder = true;
                i += 1;
                continue;
            }
            "draw" => {
                i += 1;
                continue;
            }
            "infinite" => {
                limits.infinite = true;
                i += 1;
                continue;
            }
            "depth" => match val {
                Some(&"infinite") => {
                    limits.infinite = true;
                    Some(())
                }
                _ => count(s, key, val).map(|d| limits.depth = Some(d)),
            },
            "nodes" => count(s, key, val).map(|n| limits.nodes = Some(n)),
            "time" => seconds(s, key, val, unit).map(|t| time = Some(t)),
            "increment" => seconds(s, key, val, unit).map(|t| inc = t),
            "movestogo" => count(s, key, val).map(|m| mtg = Some(m)),
            "movetime" => millis(s, key, val).map(|t| limits.movetime = Some(t)),
            // The opponent's clock: read (so that a broken one is reported) and unused.
            "opptime" | "oppincrement" | "oppinc" => seconds(s, key, val, unit).map(|_| ()),
            "oppmovestogo" => count::<u32>(s, key, val).map(|_| ()),
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
    if let Some(time) = time {
        limits.clock = Some(Clock {
            time,
            increment: inc,
            moves_to_go: mtg,
        });
    }
    s.go(limits, ponder);
}

fn probe(s: &mut Session) {
    let pos = s.pos.clone();
    match s.searcher().probe(&pos) {
        None => s.out.line("pophash"),
        Some(e) => {
            let m = e.best_move.map_or("none".to_owned(), |m| m.to_string());
            let bound = match e.bound {
                ScoreBound::Exact => "exact",
                ScoreBound::Lower => "lowerbound",
                ScoreBound::Upper => "upperbound",
            };
            s.out.line(&format!(
                "pophash bestmove {m} depth {} {bound} {}",
                e.depth,
                e.score.raw()
            ));
        }
    }
}
