//! The engine's options, declared once in [`OPTIONS`]: both protocols' option lists and
//! their `setoption` handling are read from that table, so a new option, a new limit or
//! a new default is one line here.

use crate::protocol::Protocol;
use xiangqi::search::Skill;

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
    /// Play at the rating of [`Setting::Elo`] rather than at the skill level.
    LimitStrength,
    /// The rating to play at when the strength is limited.
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
            max: 4096,
            default: 16,
        },
        setting: Setting::Hash,
    },
    EngineOption {
        uci: Some("Threads"),
        ucci: Some("threads"),
        kind: Kind::Spin {
            min: 1,
            max: 64,
            default: 1,
        },
        setting: Setting::Threads,
    },
    EngineOption {
        uci: Some("MultiPV"),
        ucci: None,
        kind: Kind::Spin {
            min: 1,
            max: 64,
            default: 1,
        },
        setting: Setting::MultiPv,
    },
    EngineOption {
        uci: Some("Contempt"),
        ucci: Some("contempt"),
        kind: Kind::Spin {
            min: 0,
            // The engine would rather play on than repeat in a level position (the
            // library's default is 0); more than two pawns is not a setting for play.
            max: 200,
            default: 20,
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
            max: 5000,
            default: 10,
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

/// The lines announcing the engine's own options, as `protocol` writes them, in table
/// order.
pub fn lines(protocol: Protocol) -> impl Iterator<Item = String> {
    OPTIONS.iter().filter_map(move |o| o.line(protocol))
}

/// The option called `name` (case-insensitively) in `protocol`.
pub fn find(protocol: Protocol, name: &str) -> Option<&'static EngineOption> {
    OPTIONS.iter().find(|o| {
        o.name(protocol)
            .is_some_and(|n| n.eq_ignore_ascii_case(name))
    })
}

/// The default of the spin option that changes `setting`, as the GUI is told it: the
/// session starts from the table, so a default is written once.
///
/// # Panics
///
/// If the table has no spin option for `setting` or its default does not fit `T`; the
/// table is a constant, and a test reads every default.
pub fn spin_default<T: TryFrom<i64>>(setting: Setting) -> T {
    OPTIONS
        .iter()
        .find_map(|o| match o.kind {
            Kind::Spin { default, .. } if o.setting == setting => T::try_from(default).ok(),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no spin option with a default for {setting:?}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_spin_setting_has_a_default_that_fits() {
        for o in OPTIONS {
            if let Kind::Spin { min, max, default } = o.kind {
                assert!((min..=max).contains(&default), "{o:?}");
                assert_eq!(spin_default::<i64>(o.setting), default);
                assert!(u64::try_from(default).is_ok(), "{o:?}");
            }
        }
    }
}
