//! The search's parameters as settings, for tuning them by SPSA (the `spsa` feature):
//! each can be read and changed while the program runs, within its bounds.
//!
//! A setting is process-wide: every [`Searcher`](super::Searcher) of the process uses
//! the values set last. Change them between searches, not during one.
//!
//! ```
//! use xiangqi::search::tunable::{parameters, set_parameter};
//! let rfp = parameters().find(|p| p.name == "RFP_MARGIN").unwrap();
//! set_parameter("RFP_MARGIN", rfp.value + 5)?;
//! assert_eq!(parameters().find(|p| p.name == "RFP_MARGIN").unwrap().value, rfp.value + 5);
//! // A value out of bounds, or a name that is not a parameter, changes nothing.
//! assert!(set_parameter("RFP_MARGIN", rfp.max + 1).is_err());
//! assert!(set_parameter("NO_SUCH_PARAMETER", 1).is_err());
//! set_parameter("RFP_MARGIN", rfp.default)?;
//! # Ok::<(), xiangqi::search::tunable::TunableError>(())
//! ```

use super::params::TUNABLES;
use std::sync::atomic::Ordering;

/// A search parameter's name, value and bounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Parameter {
    /// Its name, as in the source (`RFP_MARGIN`).
    pub name: &'static str,
    /// The value it has now.
    pub value: i32,
    /// The value the engine is built with.
    pub default: i32,
    /// The smallest value it takes.
    pub min: i32,
    /// The largest value it takes.
    pub max: i32,
}

/// Why a parameter was not set.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TunableError {
    /// No parameter has that name.
    #[error("no search parameter is called {0:?}")]
    Unknown(String),
    /// The value is outside the parameter's bounds.
    #[error("{name} takes {min} to {max}, not {value}")]
    OutOfRange {
        /// The parameter.
        name: &'static str,
        /// The value refused.
        value: i32,
        /// Its smallest value.
        min: i32,
        /// Its largest value.
        max: i32,
    },
}

/// Every search parameter, in the order the source declares them.
///
/// ```
/// let names: Vec<_> = xiangqi::search::tunable::parameters().map(|p| p.name).collect();
/// assert!(names.contains(&"LMR_DIVISOR"));
/// ```
pub fn parameters() -> impl Iterator<Item = Parameter> {
    TUNABLES.iter().map(|t| Parameter {
        name: t.name,
        value: t.get(),
        default: t.default,
        min: t.min,
        max: t.max,
    })
}

/// Sets the parameter called `name` (exactly, as [`parameters`] lists it) to `value`.
///
/// ```
/// use xiangqi::search::tunable::{set_parameter, TunableError};
/// assert!(matches!(set_parameter("LMR_BASE", 10_000), Err(TunableError::OutOfRange { .. })));
/// ```
pub fn set_parameter(name: &str, value: i32) -> Result<(), TunableError> {
    let t = TUNABLES
        .iter()
        .find(|t| t.name == name)
        .ok_or_else(|| TunableError::Unknown(name.to_string()))?;
    if !(t.min..=t.max).contains(&value) {
        return Err(TunableError::OutOfRange {
            name: t.name,
            value,
            min: t.min,
            max: t.max,
        });
    }
    t.value.store(value, Ordering::Relaxed);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_default_lies_within_its_bounds_and_names_are_unique() {
        let all: Vec<Parameter> = parameters().collect();
        assert!(all.len() >= 20);
        for p in &all {
            assert!(p.min <= p.default && p.default <= p.max, "{p:?}");
            assert_eq!(all.iter().filter(|q| q.name == p.name).count(), 1);
        }
    }
}
