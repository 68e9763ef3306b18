//! The `setoption` command of both protocols and the option list they announce: the
//! engine's own options (the table of `options.rs`) and, with the `spsa` feature, the
//! search's parameters (`tunables.rs`).

use crate::options::{self, Setting, Value};
use crate::protocol::Protocol;
use crate::session::Session;

/// The option lines `protocol` announces: the engine's own in table order, then the
/// search's parameters in a build with the `spsa` feature.
pub fn lines(protocol: Protocol) -> impl Iterator<Item = String> {
    let own = options::lines(protocol);
    #[cfg(feature = "spsa")]
    let own = own.chain(crate::tunables::lines(protocol));
    own
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
    let Some(option) = options::find(protocol, name) else {
        let ignored = protocol == Protocol::Ucci
            && options::IGNORED_UCCI
                .iter()
                .any(|n| n.eq_ignore_ascii_case(name));
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
