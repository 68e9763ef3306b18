//! The search's parameters as options, in a build with the `spsa` feature: listed after
//! the engine's own options under their source names (`RFP_MARGIN`), set with
//! `setoption` like any other, for a tuner to play versions of the engine against each
//! other.

use crate::session::Protocol;
use xiangqi::search::tunable::{parameters, set_parameter};

/// The option lines for the parameters, as `protocol` writes them.
pub fn lines(protocol: Protocol) -> impl Iterator<Item = String> {
    parameters().map(move |p| {
        let (name, default, min, max) = (p.name, p.default, p.min, p.max);
        match protocol {
            Protocol::Uci => {
                format!("option name {name} type spin default {default} min {min} max {max}")
            }
            Protocol::Ucci => {
                format!("option {name} type spin min {min} max {max} default {default}")
            }
        }
    })
}

/// Sets the parameter `name` (case-insensitively) if there is one: `None` when no
/// parameter has that name, else what to tell the GUI if the value was refused.
pub fn set(name: &str, value: Option<&str>) -> Option<Result<(), String>> {
    let p = parameters().find(|p| p.name.eq_ignore_ascii_case(name))?;
    let result = match value.map(str::parse::<i32>) {
        Some(Ok(v)) => set_parameter(p.name, v).map_err(|e| e.to_string()),
        _ => Err(format!(
            "option {} needs a number from {} to {}, got {value:?}",
            p.name, p.min, p.max
        )),
    };
    Some(result)
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
