//! The text of UCI (Pikafish style) and UCCI (ElephantEye style): the commands the
//! runner writes and the replies it reads. Both use coordinates with ranks 0-9
//! (`h2e2`); they differ in the handshake, `setoption`, new game and the clock.

use crate::clock::{Clock, Limit};
use std::fmt::Write as _;

/// The protocol an engine speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Proto {
    /// UCI, as Pikafish speaks it.
    Uci,
    /// UCCI, as ElephantEye speaks it.
    Ucci,
}

impl Proto {
    /// The first command, and the reply that ends the engine's introduction.
    pub fn hello(self) -> (&'static str, &'static str) {
        match self {
            Proto::Uci => ("uci", "uciok"),
            Proto::Ucci => ("ucci", "ucciok"),
        }
    }

    /// `setoption` for one option (a button when `value` is `None`).
    pub fn setoption(self, name: &str, value: Option<&str>) -> String {
        match (self, value) {
            (Proto::Uci, Some(v)) => format!("setoption name {name} value {v}"),
            (Proto::Uci, None) => format!("setoption name {name}"),
            (Proto::Ucci, Some(v)) => format!("setoption {name} {v}"),
            (Proto::Ucci, None) => format!("setoption {name}"),
        }
    }
}

/// What the engine told about itself in its introduction.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Intro {
    /// `id name …`.
    pub name: Option<String>,
    /// The names of its options, lower-cased.
    pub options: Vec<String>,
}

impl Intro {
    /// Reads the introduction's lines.
    pub fn read(lines: &[String]) -> Intro {
        let mut intro = Intro::default();
        for line in lines {
            let t: Vec<&str> = line.split_whitespace().collect();
            match t.as_slice() {
                ["id", "name", rest @ ..] if !rest.is_empty() => {
                    intro.name = Some(rest.join(" "));
                }
                ["option", "name", rest @ ..] => {
                    let end = rest.iter().position(|&w| w == "type").unwrap_or(rest.len());
                    intro.options.push(rest[..end].join(" ").to_lowercase());
                }
                ["option", name, ..] => intro.options.push(name.to_lowercase()),
                _ => {}
            }
        }
        intro
    }

    /// Whether the engine offers an option (case ignored).
    pub fn has(&self, name: &str) -> bool {
        self.options.iter().any(|o| o.eq_ignore_ascii_case(name))
    }
}

/// How a UCCI engine wants its times: ElephantEye counts seconds unless its
/// `usemillisec` option is set; Fairy-Stockfish (which lists `UCI_Variant`) counts
/// milliseconds and also takes `movetime`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dialect {
    /// The protocol.
    pub proto: Proto,
    /// Times in milliseconds (always for UCI).
    pub millis: bool,
    /// `go movetime` is understood (always for UCI).
    pub movetime: bool,
}

impl Dialect {
    /// The dialect of an engine that introduced itself so (after `usemillisec` was
    /// set where offered).
    pub fn of(proto: Proto, intro: &Intro) -> Dialect {
        match proto {
            Proto::Uci => Dialect {
                proto,
                millis: true,
                movetime: true,
            },
            Proto::Ucci => {
                let fsf = intro.has("UCI_Variant");
                Dialect {
                    proto,
                    millis: fsf || intro.has("usemillisec"),
                    movetime: fsf,
                }
            }
        }
    }

    fn time(&self, d: std::time::Duration) -> String {
        if self.millis {
            d.as_millis().to_string()
        } else {
            let s = format!("{:.3}", d.as_secs_f64());
            s.trim_end_matches('0').trim_end_matches('.').to_string()
        }
    }

    /// The `go` command for the side to move, given both clocks.
    pub fn go(&self, own: &Clock, opp: &Clock, red_to_move: bool) -> String {
        let mut s = String::from("go");
        match own.limit() {
            Limit::Clock { .. } => match self.proto {
                Proto::Uci => {
                    let (red, black) = if red_to_move { (own, opp) } else { (opp, own) };
                    let _ = write!(
                        s,
                        " wtime {} btime {} winc {} binc {}",
                        red.left().as_millis(),
                        black.left().as_millis(),
                        red.increment().as_millis(),
                        black.increment().as_millis()
                    );
                    if let Some(m) = own.moves_to_go() {
                        let _ = write!(s, " movestogo {m}");
                    }
                }
                Proto::Ucci => {
                    // ElephantEye wants `time` first, then looks for `increment`.
                    let _ = write!(
                        s,
                        " time {} increment {}",
                        self.time(own.left()),
                        self.time(own.increment())
                    );
                    if let Some(m) = own.moves_to_go() {
                        let _ = write!(s, " movestogo {m}");
                    }
                    let _ = write!(
                        s,
                        " opptime {} oppincrement {}",
                        self.time(opp.left()),
                        self.time(opp.increment())
                    );
                }
            },
            Limit::MoveTime(t) => {
                if self.movetime {
                    let _ = write!(s, " movetime {}", t.as_millis());
                } else {
                    let _ = write!(s, " time {} movestogo 1", self.time(t));
                }
            }
            Limit::Nodes(n) => {
                let _ = write!(s, " nodes {n}");
            }
            Limit::Depth(d) => {
                let _ = write!(s, " depth {d}");
            }
        }
        s
    }
}

/// An engine's evaluation from its own point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineScore {
    /// Centipawns.
    Cp(i32),
    /// Mate in this many moves (negative: being mated).
    Mate(i32),
}

impl EngineScore {
    /// As centipawns, mates as ±100,000 less the distance, for adjudication.
    pub fn centipawns(self) -> i64 {
        match self {
            EngineScore::Cp(cp) => i64::from(cp),
            EngineScore::Mate(n) if n >= 0 => 100_000 - i64::from(n),
            EngineScore::Mate(n) => -100_000 - i64::from(n),
        }
    }
}

/// What the runner keeps from an `info` line: depth and score.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Info {
    /// `depth`.
    pub depth: Option<u32>,
    /// `score cp N`, `score mate N`, or UCCI's bare `score N`.
    pub score: Option<EngineScore>,
}

impl Info {
    /// Reads an `info` line (`None` if it is something else); bad numbers are skipped.
    pub fn parse(line: &str) -> Option<Info> {
        let mut t = line.split_whitespace();
        if t.next()? != "info" {
            return None;
        }
        let t: Vec<&str> = t.collect();
        let mut info = Info::default();
        let mut i = 0;
        while i < t.len() {
            match t[i] {
                "depth" => info.depth = t.get(i + 1).and_then(|d| d.parse().ok()).or(info.depth),
                "score" => {
                    let value = |k: usize| t.get(i + k).and_then(|v| v.parse().ok());
                    match t.get(i + 1).copied() {
                        Some("cp") => info.score = value(2).map(EngineScore::Cp),
                        Some("mate") => info.score = value(2).map(EngineScore::Mate),
                        Some(_) => info.score = value(1).map(EngineScore::Cp),
                        None => {}
                    }
                }
                // The rest of the line is moves or text.
                "pv" | "string" => break,
                _ => {}
            }
            i += 1;
        }
        Some(info)
    }
}

/// The move of a `bestmove` line: `Some(Some(text))`, `Some(None)` when the engine
/// says it has none (`nobestmove`, `bestmove (none)`, `0000`), `None` for other lines.
pub fn best_move(line: &str) -> Option<Option<String>> {
    let mut t = line.split_whitespace();
    match t.next()? {
        "nobestmove" => Some(None),
        "bestmove" => match t.next() {
            None | Some("(none)" | "none" | "0000" | "null") => Some(None),
            Some(m) => Some(Some(m.to_string())),
        },
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn lines(text: &str) -> Vec<String> {
        text.lines().map(String::from).collect()
    }

    #[test]
    fn reads_introductions() {
        let uci = Intro::read(&lines(
            "id name Pika 1\noption name Move Overhead type spin default 10\noption name Hash type spin",
        ));
        assert_eq!(uci.name.as_deref(), Some("Pika 1"));
        assert!(uci.has("move overhead") && uci.has("HASH"));
        let ucci = Intro::read(&lines("id name EE\noption usemillisec type check\nucciok"));
        assert!(ucci.has("usemillisec"));
        assert!(Dialect::of(Proto::Ucci, &ucci).millis);
        assert!(!Dialect::of(Proto::Ucci, &Intro::default()).millis);
    }

    #[test]
    fn go_commands() {
        let tc = Clock::new(Limit::parse_tc("10+0.1").expect("valid"));
        let other = Clock::new(Limit::parse_tc("5").expect("valid"));
        let uci = Dialect::of(Proto::Uci, &Intro::default());
        assert_eq!(
            uci.go(&tc, &other, false),
            "go wtime 5000 btime 10000 winc 0 binc 100"
        );
        let ee = Dialect::of(Proto::Ucci, &Intro::default());
        assert_eq!(
            ee.go(&tc, &other, true),
            "go time 10 increment 0.1 opptime 5 oppincrement 0"
        );
        let st = Clock::new(Limit::MoveTime(Duration::from_millis(100)));
        assert_eq!(uci.go(&st, &st, true), "go movetime 100");
        assert_eq!(ee.go(&st, &st, true), "go time 0.1 movestogo 1");
        let n = Clock::new(Limit::Nodes(2000));
        assert_eq!(ee.go(&n, &n, true), "go nodes 2000");
        assert_eq!(
            Proto::Ucci.setoption("Hash", Some("16")),
            "setoption Hash 16"
        );
        assert_eq!(
            Proto::Uci.setoption("Move Overhead", Some("0")),
            "setoption name Move Overhead value 0"
        );
    }

    #[test]
    fn reads_info_and_bestmove() {
        let i =
            Info::parse("info depth 9 seldepth 12 score cp -35 nodes 100 pv h2e2").expect("info");
        assert_eq!((i.depth, i.score), (Some(9), Some(EngineScore::Cp(-35))));
        let m = Info::parse("info depth 3 score mate -2 pv a0a1").expect("info");
        assert_eq!(m.score, Some(EngineScore::Mate(-2)));
        assert!(m.score.expect("score").centipawns() < -99_000);
        let u = Info::parse("info depth 5 score 120 pv h2e2").expect("info");
        assert_eq!(u.score, Some(EngineScore::Cp(120)));
        assert_eq!(Info::parse("info string score cp x"), Some(Info::default()));
        assert_eq!(Info::parse("bestmove h2e2"), None);
        assert_eq!(
            best_move("bestmove h2e2 ponder h9g7"),
            Some(Some("h2e2".into()))
        );
        assert_eq!(best_move("nobestmove"), Some(None));
        assert_eq!(best_move("bestmove (none)"), Some(None));
        assert_eq!(best_move("info depth 1"), None);
    }
}
