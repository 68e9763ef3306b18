//! UCCI as ElephantEye speaks it: `ucci`, `setoption <name> <value>`, `banmoves`,
//! `go [ponder|draw] time … increment …|depth …|nodes …`, `probe`, `quit` → `bye`.

use crate::common::{count, millis, perft, seconds, shared};
use crate::session::{DEFAULT_CONTEMPT, Flow, MAX_CONTEMPT, MAX_HASH_MB, MAX_THREADS, Session};
use std::time::Duration;
use xiangqi::search::{Clock, Limits, ScoreBound};

pub fn greet(s: &Session) {
    s.out.line(&format!(
        "id name xiangqi-engine {}",
        env!("CARGO_PKG_VERSION")
    ));
    s.out.line("id copyright the xiangqi crate authors");
    s.out.line("id author the xiangqi crate authors");
    s.out.line("option usemillisec type check default false");
    s.out.line(&format!(
        "option hashsize type spin min 1 max {MAX_HASH_MB} default 16"
    ));
    s.out.line(&format!(
        "option threads type spin min 1 max {MAX_THREADS} default 1"
    ));
    s.out.line(&format!(
        "option contempt type spin min 0 max {MAX_CONTEMPT} default {DEFAULT_CONTEMPT}"
    ));
    s.out.line("option ponder type check default false");
    s.out.line("option newgame type button");
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

fn setoption(s: &mut Session, args: &[&str]) {
    let Some((name, rest)) = args.split_first() else {
        s.info("usage: setoption <name> [<value>]");
        return;
    };
    let value = rest.first().copied();
    let int = |s: &Session, max: usize| -> Option<usize> {
        match value.map(str::parse::<usize>) {
            Some(Ok(n)) if (1..=max).contains(&n) => Some(n),
            _ => {
                s.info(&format!(
                    "option {name} needs a number from 1 to {max}, got {value:?}"
                ));
                None
            }
        }
    };
    match name.to_lowercase().as_str() {
        "hashsize" => {
            if let Some(mb) = int(s, MAX_HASH_MB) {
                s.set_hash_size(mb);
            }
        }
        "threads" => {
            if let Some(n) = int(s, MAX_THREADS) {
                s.set_threads(n);
            }
        }
        "usemillisec" => match value {
            Some("true" | "on") => s.ucci_millis = true,
            Some("false" | "off") => s.ucci_millis = false,
            _ => s.info(&format!("usemillisec needs true or false, got {value:?}")),
        },
        "newgame" => s.searcher().new_game(),
        "contempt" => s.set_contempt(value),
        // ElephantEye options this engine has no use for are accepted and ignored.
        "ponder" | "usebook" | "bookfiles" | "batch" | "debug" | "usehash" | "pruning"
        | "knowledge" | "randomness" | "style" | "promotion" | "idle" | "drawmoves"
        | "repetition" => {}
        other => s.info(&format!("unknown option {other:?}")),
    }
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
