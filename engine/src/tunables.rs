//! The search's parameters as options, in a build with the `spsa` feature: listed after
//! the engine's own options under their source names (`RFP_MARGIN`), set with
//! `setoption` like any other, for a tuner to play versions of the engine against each
//! other.

use crate::options::{Kind, Value};
use crate::protocol::Protocol;
use xiangqi::search::tunable::{Parameter, parameters, set_parameter};

/// A parameter as an option: a spin within its bounds.
fn kind(p: &Parameter) -> Kind {
    Kind::Spin {
        min: p.min.into(),
        max: p.max.into(),
        default: p.default.into(),
    }
}

/// The option lines for the parameters, as `protocol` writes them.
pub fn lines(protocol: Protocol) -> impl Iterator<Item = String> {
    parameters().map(move |p| kind(&p).line(protocol, p.name))
}

/// Sets the parameter `name` (case-insensitively) if there is one: `None` when no
/// parameter has that name, else what to tell the GUI if the value was refused.
pub fn set(name: &str, value: Option<&str>) -> Option<Result<(), String>> {
    let p = parameters().find(|p| p.name.eq_ignore_ascii_case(name))?;
    Some(kind(&p).read(p.name, value).and_then(|v| match v {
        // Within the parameter's bounds, so within `i32`.
        Value::Int(n) => set_parameter(p.name, n as i32).map_err(|e| e.to_string()),
        other => Err(format!("option {} cannot take {other:?}", p.name)),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parameters_are_listed_and_set_within_their_bounds() {
        let uci: Vec<String> = lines(Protocol::Uci).collect();
        assert!(
            uci.iter()
                .any(|l| l.starts_with("option name LMR_DIVISOR type spin"))
        );
        let p = parameters().find(|p| p.name == "ASPIRATION_DELTA").unwrap();
        assert_eq!(
            set("aspiration_delta", Some(&(p.max + 1).to_string())).map(|r| r.is_err()),
            Some(true)
        );
        assert_eq!(
            set("aspiration_delta", Some("x")).map(|r| r.is_err()),
            Some(true)
        );
        assert_eq!(set("NoSuchOption", Some("1")), None);
        assert_eq!(
            set("ASPIRATION_DELTA", Some(&p.default.to_string())),
            Some(Ok(()))
        );
    }
}
