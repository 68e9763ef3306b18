//! The engine's options, declared once in [`OPTIONS`]: both protocols' option lists and
//! their `setoption` handling are read from that table, so a new option, a new limit or
//! a new default is one line here.

use crate::session::{Protocol, Session};
use xiangqi::search::Skill;

pub const DEFAULT_HASH_MB: usize = 16;
pub const MAX_HASH_MB: usize = 4096;
pub const MAX_THREADS: usize = 64;
pub const MAX_MULTIPV: usize = 64;
/// The engine's default contempt, in centipawns: it would rather play on than repeat
/// in a level position (the library's own default is 0).
pub const DEFAULT_CONTEMPT: i32 = 20;
/// The largest contempt the options accept.
pub const MAX_CONTEMPT: i32 = 200;
pub const DEFAULT_MOVE_OVERHEAD_MS: u64 = 10;
pub const MAX_MOVE_OVERHEAD_MS: u64 = 5000;

/// What an option changes in the session.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setting {
    Hash,
    Threads,
    MultiPv,
    Contempt,
    MoveOverhead,
    /// Pondering is asked for by `go ponder`; the option only tells the GUI it may.
    Ponder,
    /// UCCI's millisecond clock (`time` and `increment` in ms instead of seconds).
    UseMillisec,
    /// Forget what earlier searches learnt (the transposition table, the histories).
    ClearHash,
    /// Weakened play: a level, or a rating when the strength is limited.
    SkillLevel,
    LimitStrength,
    Elo,
}

/// An option's type, with its bounds and default as the GUI is told them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Spin { min: i64, max: i64, default: i64 },
    Check { default: bool },
    Button,
}

/// One option: its name in each protocol (`None` where that protocol lacks it).
#[derive(Clone, Copy, Debug)]
pub struct EngineOption {
    pub uci: Option<&'static str>,
    pub ucci: Option<&'static str>,
    pub kind: Kind,
    pub setting: Setting,
}

/// Every option the engine offers, in the order the GUI lists them.
pub const OPTIONS: &[EngineOption] = &[
    EngineOption {
        uci: None,
        ucci: Some("usemillisec"),
        kind: Kind::Check { default: false },
        setting: Setting::UseMillisec,
    },
    EngineOption {
        uci: Some("Hash"),
        ucci: Some("hashsize"),
        kind: Kind::Spin {
            min: 1,
            max: MAX_HASH_MB as i64,
            default: DEFAULT_HASH_MB as i64,
        },
        setting: Setting::Hash,
    },
    EngineOption {
        uci: Some("Threads"),
        ucci: Some("threads"),
        kind: Kind::Spin {
            min: 1,
            max: MAX_THREADS as i64,
            default: 1,
        },
        setting: Setting::Threads,
    },
    EngineOption {
        uci: Some("MultiPV"),
        ucci: None,
        kind: Kind::Spin {
            min: 1,
            max: MAX_MULTIPV as i64,
            default: 1,
        },
        setting: Setting::MultiPv,
    },
    EngineOption {
        uci: Some("Contempt"),
        ucci: Some("contempt"),
        kind: Kind::Spin {
            min: 0,
            max: MAX_CONTEMPT as i64,
            default: DEFAULT_CONTEMPT as i64,
        },
        setting: Setting::Contempt,
    },
    EngineOption {
        uci: Some("Ponder"),
        ucci: Some("ponder"),
        kind: Kind::Check { default: false },
        setting: Setting::Ponder,
    },
    EngineOption {
        uci: Some("Move Overhead"),
        ucci: None,
        kind: Kind::Spin {
            min: 0,
            max: MAX_MOVE_OVERHEAD_MS as i64,
            default: DEFAULT_MOVE_OVERHEAD_MS as i64,
        },
        setting: Setting::MoveOverhead,
    },
    EngineOption {
        uci: Some("Skill Level"),
        ucci: Some("skilllevel"),
        kind: Kind::Spin {
            min: 0,
            max: Skill::MAX as i64,
            default: Skill::MAX as i64,
        },
        setting: Setting::SkillLevel,
    },
    EngineOption {
        uci: Some("UCI_LimitStrength"),
        ucci: Some("limitstrength"),
        kind: Kind::Check { default: false },
        setting: Setting::LimitStrength,
    },
    EngineOption {
        uci: Some("UCI_Elo"),
        ucci: Some("elo"),
        kind: Kind::Spin {
            min: Skill::MIN_ELO as i64,
            max: Skill::MAX_ELO as i64,
            default: Skill::MAX_ELO as i64,
        },
        setting: Setting::Elo,
    },
    EngineOption {
        uci: Some("Clear Hash"),
        ucci: Some("newgame"),
        kind: Kind::Button,
        setting: Setting::ClearHash,
    },
];

/// ElephantEye's options this engine has no use for: GUIs send them, so under UCCI
/// they are accepted and ignored rather than reported as unknown.
pub const IGNORED_UCCI: &[&str] = &[
    "usebook",
    "bookfiles",
    "batch",
    "debug",
    "usehash",
    "pruning",
    "knowledge",
    "randomness",
    "style",
    "promotion",
    "idle",
    "drawmoves",
    "repetition",
];

impl EngineOption {
    /// The option's name in `protocol`, if it has one there.
    pub fn name(&self, protocol: Protocol) -> Option<&'static str> {
        match protocol {
            Protocol::Uci => self.uci,
            Protocol::Ucci => self.ucci,
        }
    }

    /// The line announcing the option, as `protocol` writes it.
    fn line(&self, protocol: Protocol) -> Option<String> {
        Some(self.kind.line(protocol, self.name(protocol)?))
    }
}

impl Kind {
    /// The line announcing an option of this kind called `name`, as `protocol` writes
    /// it.
    pub fn line(self, protocol: Protocol, name: &str) -> String {
        let head = match protocol {
            Protocol::Uci => format!("option name {name}"),
            Protocol::Ucci => format!("option {name}"),
        };
        match (protocol, self) {
            (Protocol::Uci, Kind::Spin { min, max, default }) => {
                format!("{head} type spin default {default} min {min} max {max}")
            }
            (Protocol::Ucci, Kind::Spin { min, max, default }) => {
                format!("{head} type spin min {min} max {max} default {default}")
            }
            (_, Kind::Check { default }) => format!("{head} type check default {default}"),
            (_, Kind::Button) => format!("{head} type button"),
        }
    }

    /// Reads a value for an option of this kind called `name`, or says what it needs.
    pub fn read(self, name: &str, value: Option<&str>) -> Result<Value, String> {
        match self {
            Kind::Spin { min, max, .. } => match value.map(str::parse::<i64>) {
                Some(Ok(n)) if (min..=max).contains(&n) => Ok(Value::Int(n)),
                _ => Err(format!(
                    "option {name} needs a number from {min} to {max}, got {value:?}"
                )),
            },
            Kind::Check { .. } => match value.map(str::to_ascii_lowercase).as_deref() {
                Some("true" | "on") => Ok(Value::Bool(true)),
                Some("false" | "off") => Ok(Value::Bool(false)),
                _ => Err(format!("option {name} needs true or false, got {value:?}")),
            },
            Kind::Button => Ok(Value::Press),
        }
    }
}

/// A value read for an option, within its bounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    Int(i64),
    Bool(bool),
    Press,
}

/// The option lines `protocol` announces, in table order.
pub fn lines(protocol: Protocol) -> impl Iterator<Item = String> {
    let own = OPTIONS.iter().filter_map(move |o| o.line(protocol));
    #[cfg(feature = "spsa")]
    let own = own.chain(crate::tunables::lines(protocol));
    own
}

/// The option called `name` (case-insensitively) in `protocol`.
pub fn find(protocol: Protocol, name: &str) -> Option<&'static EngineOption> {
    OPTIONS.iter().find(|o| {
        o.name(protocol)
            .is_some_and(|n| n.eq_ignore_ascii_case(name))
    })
}

/// `setoption` for either protocol: finds the option, reads the value and applies it;
/// an unknown option or a value out of bounds is explained and changes nothing.
pub fn set(s: &mut Session, name: &str, value: Option<&str>) {
    let protocol = s.protocol;
    #[cfg(feature = "spsa")]
    if let Some(result) = crate::tunables::set(name, value) {
        if let Err(why) = result {
            s.info(&why);
        }
        return;
    }
    let Some(option) = find(protocol, name) else {
        let ignored =
            protocol == Protocol::Ucci && IGNORED_UCCI.iter().any(|n| n.eq_ignore_ascii_case(name));
        if !ignored {
            s.info(&format!("unknown option {name:?}"));
        }
        return;
    };
    let shown = option.name(protocol).unwrap_or(name);
    match option.kind.read(shown, value) {
        Ok(v) => apply(s, option.setting, v),
        Err(why) => s.info(&why),
    }
}

fn apply(s: &mut Session, setting: Setting, value: Value) {
    // Spin values are within the table's bounds, which all fit the session's types.
    match (setting, value) {
        (Setting::Hash, Value::Int(mb)) => s.set_hash_size(mb as usize),
        (Setting::Threads, Value::Int(n)) => s.set_threads(n as usize),
        (Setting::MultiPv, Value::Int(n)) => s.multipv = n as usize,
        (Setting::Contempt, Value::Int(cp)) => s.contempt = cp as i32,
        (Setting::MoveOverhead, Value::Int(ms)) => s.move_overhead_ms = ms as u64,
        (Setting::UseMillisec, Value::Bool(on)) => s.ucci_millis = on,
        (Setting::Ponder, _) => {}
        (Setting::ClearHash, _) => s.searcher().new_game(),
        (Setting::SkillLevel, Value::Int(n)) => s.skill_level = n as u8,
        (Setting::LimitStrength, Value::Bool(on)) => s.limit_strength = on,
        (Setting::Elo, Value::Int(elo)) => s.elo = elo as u32,
        // A table entry whose kind does not suit its setting.
        (setting, value) => s.info(&format!("option {setting:?} cannot take {value:?}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hostile::session;
    use crate::protocol::handle_line;

    /// The lines `protocol` announces after the engine's own options: the search's
    /// parameters in a build with the `spsa` feature, else none.
    fn parameter_lines(protocol: Protocol) -> Vec<String> {
        #[cfg(feature = "spsa")]
        let lines = crate::tunables::lines(protocol).collect();
        #[cfg(not(feature = "spsa"))]
        let lines = {
            let _ = protocol;
            Vec::new()
        };
        lines
    }

    #[test]
    fn each_protocol_lists_its_options_as_before() {
        let uci: Vec<String> = lines(Protocol::Uci).collect();
        let own = uci.len() - parameter_lines(Protocol::Uci).len();
        assert_eq!(uci[own..], parameter_lines(Protocol::Uci));
        assert_eq!(
            uci[..own],
            [
                "option name Hash type spin default 16 min 1 max 4096",
                "option name Threads type spin default 1 min 1 max 64",
                "option name MultiPV type spin default 1 min 1 max 64",
                "option name Contempt type spin default 20 min 0 max 200",
                "option name Ponder type check default false",
                "option name Move Overhead type spin default 10 min 0 max 5000",
                "option name Skill Level type spin default 20 min 0 max 20",
                "option name UCI_LimitStrength type check default false",
                "option name UCI_Elo type spin default 3300 min 0 max 3300",
                "option name Clear Hash type button",
            ]
        );
        let ucci: Vec<String> = lines(Protocol::Ucci).collect();
        let own = ucci.len() - parameter_lines(Protocol::Ucci).len();
        assert_eq!(ucci[own..], parameter_lines(Protocol::Ucci));
        assert_eq!(
            ucci[..own],
            [
                "option usemillisec type check default false",
                "option hashsize type spin min 1 max 4096 default 16",
                "option threads type spin min 1 max 64 default 1",
                "option contempt type spin min 0 max 200 default 20",
                "option ponder type check default false",
                "option skilllevel type spin min 0 max 20 default 20",
                "option limitstrength type check default false",
                "option elo type spin min 0 max 3300 default 3300",
                "option newgame type button",
            ]
        );
    }

    /// The `setoption` line that sets `name` to `value` in `protocol`.
    fn setoption(protocol: Protocol, name: &str, value: Option<&str>) -> String {
        match (protocol, value) {
            (Protocol::Uci, Some(v)) => format!("setoption name {name} value {v}"),
            (Protocol::Uci, None) => format!("setoption name {name}"),
            (Protocol::Ucci, Some(v)) => format!("setoption {name} {v}"),
            (Protocol::Ucci, None) => format!("setoption {name}"),
        }
    }

    /// The session's view of every setting, to see what a `setoption` changed.
    #[allow(clippy::type_complexity)]
    fn state(s: &mut Session) -> (usize, usize, usize, i32, u64, bool, (u8, bool, u32)) {
        let (multipv, contempt, overhead, millis) =
            (s.multipv, s.contempt, s.move_overhead_ms, s.ucci_millis);
        let skill = (s.skill_level, s.limit_strength, s.elo);
        let searcher = s.searcher();
        (
            searcher.hash_size(),
            searcher.threads(),
            multipv,
            contempt,
            overhead,
            millis,
            skill,
        )
    }

    #[test]
    fn every_bound_is_kept_and_every_value_out_of_bounds_refused() {
        for protocol in [Protocol::Uci, Protocol::Ucci] {
            for option in OPTIONS {
                let Some(name) = option.name(protocol) else {
                    continue;
                };
                let Kind::Spin { min, max, default } = option.kind else {
                    continue;
                };
                let (mut s, sink) = session();
                s.protocol = protocol;
                let before = state(&mut s);
                for bad in [min - 1, max + 1] {
                    let bad = bad.to_string();
                    handle_line(&mut s, &setoption(protocol, name, Some(&bad)));
                    assert_eq!(state(&mut s), before, "{name} {bad} is refused");
                }
                handle_line(&mut s, &setoption(protocol, name, Some("x")));
                handle_line(&mut s, &setoption(protocol, name, None));
                assert_eq!(state(&mut s), before, "{name}: no number, no change");
                assert_eq!(sink.text().matches("info string").count(), 4);
                handle_line(
                    &mut s,
                    &setoption(protocol, name, Some(&default.to_string())),
                );
                assert_eq!(state(&mut s), before, "{name}: the default is the start");
                for good in [min, max] {
                    // A 4 GiB table is not worth allocating in a test.
                    if option.setting == Setting::Hash && good > 64 {
                        continue;
                    }
                    let line = setoption(protocol, &name.to_uppercase(), Some(&good.to_string()));
                    handle_line(&mut s, &line);
                    assert_ne!(
                        state(&mut s) == before,
                        good != default,
                        "{line} changes the setting"
                    );
                }
                assert_eq!(
                    sink.text().matches("info string").count(),
                    4,
                    "{}",
                    sink.text()
                );
                s.shutdown();
            }
        }
    }

    #[test]
    fn checks_buttons_and_unknown_names() {
        let (mut s, sink) = session();
        s.protocol = Protocol::Ucci;
        handle_line(&mut s, "setoption usemillisec maybe");
        assert!(!s.ucci_millis);
        handle_line(&mut s, "setoption usemillisec on");
        assert!(s.ucci_millis);
        handle_line(&mut s, "setoption usemillisec false");
        assert!(!s.ucci_millis);
        handle_line(&mut s, "setoption newgame");
        handle_line(&mut s, "setoption usebook true");
        handle_line(&mut s, "setoption frobnicate 3");
        // UCI's names are not UCCI's.
        handle_line(&mut s, "setoption MultiPV 3");
        assert_eq!(s.multipv, 1);
        let text = sink.text();
        assert_eq!(text.matches("info string").count(), 3, "{text}");
        assert!(text.contains("\"frobnicate\""), "{text}");
        s.shutdown();

        let (mut s, sink) = session();
        handle_line(&mut s, "setoption name ponder value true");
        handle_line(&mut s, "setoption name clear hash");
        handle_line(&mut s, "setoption name hashsize value 3");
        handle_line(&mut s, "setoption name usebook value true");
        let text = sink.text();
        assert_eq!(text.matches("info string").count(), 2, "{text}");
        assert_eq!(s.searcher().hash_size(), DEFAULT_HASH_MB);
        s.shutdown();
    }
}
