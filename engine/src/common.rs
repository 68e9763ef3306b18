//! Commands both protocols share: `position`, `isready`, `stop`, `ponderhit`, `go perft`,
//! and the extras `d`, `eval`, `bench`.

use crate::protocol::Flow;
use crate::report;
use crate::session::Session;
use std::num::IntErrorKind;
use std::time::Duration;

/// Deepest `go perft` accepted: deeper counts could pass `u64` on rich positions, and
/// depth 10 already takes years.
const MAX_PERFT: u32 = 10;

/// A whole number as the GUI wrote it, with values past `i128` taken as its bounds, or
/// `None` if it is not a whole number at all.
fn saturating_int(text: &str) -> Option<i128> {
    match text.parse::<i128>() {
        Ok(n) => Some(n),
        Err(e) => match e.kind() {
            IntErrorKind::PosOverflow => Some(i128::MAX),
            IntErrorKind::NegOverflow => Some(i128::MIN),
            _ => None,
        },
    }
}

/// The text after a keyword, or says that it is missing.
fn value<'a>(s: &Session, key: &str, value: Option<&&'a str>) -> Option<&'a str> {
    if value.is_none() {
        s.info(&format!("{key} needs a number"));
    }
    value.copied()
}

/// Reads the count after a keyword (a depth, nodes, a number of moves): a whole number,
/// not negative; one too large for `T` is taken as `T`'s largest. Anything else is
/// explained and gives `None`.
pub fn count<T: TryFrom<i128> + Bounded>(s: &Session, key: &str, v: Option<&&str>) -> Option<T> {
    let text = value(s, key, v)?;
    match saturating_int(text) {
        Some(n) if n >= 0 => Some(T::try_from(n).unwrap_or(T::MAX)),
        _ => {
            s.info(&format!(
                "{key} needs a whole number of at least 0, got {text:?}"
            ));
            None
        }
    }
}

/// Reads a time in milliseconds after a keyword: negative times (a clock that has run
/// out) are taken as 0, times past `u64` as `u64::MAX`.
pub fn millis(s: &Session, key: &str, v: Option<&&str>) -> Option<Duration> {
    let text = value(s, key, v)?;
    match saturating_int(text) {
        Some(n) => Some(Duration::from_millis(
            u64::try_from(n.max(0)).unwrap_or(u64::MAX),
        )),
        None => {
            s.info(&format!(
                "{key} needs a whole number of milliseconds, got {text:?}"
            ));
            None
        }
    }
}

/// The longest time a GUI can give: longer ones are taken as this (about 31 years).
const MAX_SECONDS: f64 = 1e9;

/// Reads a time after a keyword as UCCI writes it, a decimal number of `unit` seconds:
/// negative times are taken as 0, infinite or huge ones as [`MAX_SECONDS`]; NaN and
/// anything else that is not a number are explained and give `None`.
pub fn seconds(s: &Session, key: &str, v: Option<&&str>, unit: f64) -> Option<Duration> {
    let text = value(s, key, v)?;
    match text.parse::<f64>() {
        Ok(x) if !x.is_nan() => {
            let secs = (x * unit).clamp(0.0, MAX_SECONDS);
            Some(Duration::try_from_secs_f64(secs).unwrap_or(Duration::ZERO))
        }
        _ => {
            s.info(&format!("{key} needs a number of seconds, got {text:?}"));
            None
        }
    }
}

/// The largest value of a count's type.
pub trait Bounded {
    const MAX: Self;
}

impl Bounded for u32 {
    const MAX: u32 = u32::MAX;
}

impl Bounded for u64 {
    const MAX: u64 = u64::MAX;
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

/// `go perft N`: on the search thread, each first move with its count as it is done,
/// then the total; `stop` ends it early.
pub fn perft(s: &mut Session, depth: Option<&&str>) {
    let Some(depth) = count::<u32>(s, "perft", depth) else {
        return;
    };
    if depth > MAX_PERFT {
        s.info(&format!(
            "perft depth {depth} is too deep; the limit is {MAX_PERFT}"
        ));
        return;
    }
    s.perft(depth);
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
