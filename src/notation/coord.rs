//! Coordinate notation, `h2e2`; the conventions are in the parent module's docs.

use super::{Notation, NotationError};
use crate::{Move, Position};

/// Writes a legal move of `pos` in coordinates, `h2e2`.
///
/// The text does not depend on the position; the parameter is there so that the three
/// notations have the same shape.
///
/// # Panics
/// If `mv` is not legal in `pos` (in debug builds only; [`Notation::format`] checks the
/// move first).
///
/// ```
/// use xiangqi::{Notation, Position};
/// assert_eq!(Notation::Coordinate.format(&Position::startpos(), "b0c2".parse()?)?, "b0c2");
/// # Ok::<(), xiangqi::Error>(())
/// ```
pub fn format(pos: &Position, mv: Move) -> String {
    debug_assert!(pos.is_legal(mv), "coord::format: {mv} is illegal");
    mv.to_string()
}

/// Reads a legal move of `pos` written in coordinates (`h2e2`, `H2E2` or `H2-E2`).
///
/// # Errors
/// [`NotationError::Syntax`] for text that is not two squares,
/// [`NotationError::Illegal`] for a move that is not legal here.
///
/// ```
/// use xiangqi::{Notation, NotationError, Position};
/// let pos = Position::startpos();
/// assert_eq!(Notation::Coordinate.parse(&pos, " h0g2 ")?.to_string(), "h0g2");
/// assert!(matches!(Notation::Coordinate.parse(&pos, "h0h2"), Err(NotationError::Illegal { .. })));
/// assert!(matches!(Notation::Coordinate.parse(&pos, "h0"), Err(NotationError::Syntax { .. })));
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
        crate::ParseMoveError::Syntax(_) => "expected two squares, as in h2e2".to_owned(),
        crate::ParseMoveError::Square { source, .. } => source.to_string(),
        _ => e.to_string(),
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
    fn iccs_is_read() {
        let pos = Position::startpos();
        for m in pos.legal_moves() {
            let s = m.to_string().to_ascii_uppercase();
            let iccs = format!("{}-{}", &s[..2], &s[2..]);
            assert_eq!(parse(&pos, &iccs), Ok(m), "{iccs}");
        }
    }
}
