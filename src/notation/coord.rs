//! Coordinate notation: the two points a move joins, `h2e2`, as UCI engines write it.
//!
//! Files are letters `a`–`i` from Red's left, ranks digits `0`–`9` from Red's back rank.
//! Reading also accepts upper case and the ICCS style with a dash, `H2-E2`, and ignores
//! surrounding blanks.
//!
//! ```
//! use xiangqi::{Position, notation::coord};
//! let pos = Position::startpos();
//! let m = coord::parse(&pos, "H2-E2")?;
//! assert_eq!(coord::format(&pos, m), "h2e2");
//! assert_eq!(coord::format_iccs(m), "H2-E2");
//! # Ok::<(), xiangqi::notation::NotationError>(())
//! ```

use super::{Notation, NotationError};
use crate::{IllegalMoveError, Move, Position};

/// Writes a legal move of `pos` in coordinates, `h2e2`.
///
/// The text does not depend on the position; the parameter is there so that the three
/// notations have the same shape.
///
/// # Panics
/// If `mv` is not legal in `pos` (in debug builds only; see [`try_format`]).
///
/// ```
/// use xiangqi::{Position, notation::coord};
/// assert_eq!(coord::format(&Position::startpos(), "b0c2".parse()?), "b0c2");
/// # Ok::<(), xiangqi::ParseMoveError>(())
/// ```
pub fn format(pos: &Position, mv: Move) -> String {
    debug_assert!(pos.is_legal(mv), "coord::format: {mv} is illegal");
    mv.to_string()
}

/// Writes `mv` in coordinates if it is legal in `pos`.
///
/// # Errors
/// The reason `mv` is not legal in `pos`.
///
/// ```
/// use xiangqi::{Position, notation::coord};
/// assert!(coord::try_format(&Position::startpos(), "b0b2".parse()?).is_err());
/// # Ok::<(), xiangqi::ParseMoveError>(())
/// ```
pub fn try_format(pos: &Position, mv: Move) -> Result<String, IllegalMoveError> {
    pos.check_legal(mv)?;
    Ok(mv.to_string())
}

/// Writes a move in the ICCS style, `H2-E2`.
///
/// ```
/// assert_eq!(xiangqi::notation::coord::format_iccs("b9c7".parse()?), "B9-C7");
/// # Ok::<(), xiangqi::ParseMoveError>(())
/// ```
pub fn format_iccs(mv: Move) -> String {
    let s = mv.to_string().to_ascii_uppercase();
    format!("{}-{}", &s[..2], &s[2..])
}

/// Reads a legal move of `pos` written in coordinates (`h2e2`, `H2E2` or `H2-E2`).
///
/// # Errors
/// [`NotationError::Syntax`] for text that is not two points,
/// [`NotationError::Illegal`] for a move that is not legal here.
///
/// ```
/// use xiangqi::{Position, notation::{NotationError, coord}};
/// let pos = Position::startpos();
/// assert_eq!(coord::parse(&pos, " h0g2 ")?.to_string(), "h0g2");
/// assert!(matches!(coord::parse(&pos, "h0h2"), Err(NotationError::Illegal { .. })));
/// assert!(matches!(coord::parse(&pos, "h0"), Err(NotationError::Syntax { .. })));
/// # Ok::<(), NotationError>(())
/// ```
pub fn parse(pos: &Position, text: &str) -> Result<Move, NotationError> {
    let mv: Move = text
        .trim()
        .parse()
        .map_err(|e| NotationError::syntax(Notation::Coordinate, text, short_reason(&e)))?;
    pos.check_legal(mv)
        .map_err(|source| NotationError::Illegal {
            notation: Notation::Coordinate,
            text: text.to_owned(),
            source,
        })?;
    Ok(mv)
}

fn short_reason(e: &crate::ParseMoveError) -> String {
    match e {
        crate::ParseMoveError::Syntax(_) => "expected two points, as in h2e2".to_owned(),
        crate::ParseMoveError::Square { source, .. } => source.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_both_styles_and_rejects_illegal_moves() {
        let pos = Position::startpos();
        for text in ["h2e2", "H2E2", "H2-E2", "h2-e2", "\th2e2\n"] {
            assert_eq!(parse(&pos, text).map(|m| m.to_string()), Ok("h2e2".into()));
        }
        let err = parse(&pos, "e0e2").unwrap_err();
        assert!(matches!(err, NotationError::Illegal { .. }), "{err}");
        assert_eq!(err.text(), "e0e2");
        let err = parse(&pos, "j2e2").unwrap_err();
        assert!(matches!(err, NotationError::Syntax { .. }), "{err}");
    }

    #[test]
    fn iccs_round_trips() {
        let pos = Position::startpos();
        for m in pos.legal_moves() {
            assert_eq!(parse(&pos, &format_iccs(m)), Ok(m));
        }
    }
}
