//! The mate suites' format: one position per line, `N FEN`, where the side to move
//! mates in N of its own moves; `#` starts a comment (a whole line, or the source after
//! the FEN). Read by the tests and `examples/mates.rs`.

use xiangqi::Position;

/// The positions of a suite with their distances, in moves, or the first line that is
/// not `N FEN`, named in the error.
pub fn parse(suite: &str) -> Result<Vec<(u32, Position)>, String> {
    suite
        .lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter(|l| !l.is_empty())
        .map(|l| {
            let (n, fen) = l
                .split_once(' ')
                .ok_or(format!("bad line {l:?}: `N FEN`"))?;
            let n = n.parse().map_err(|_| format!("bad distance in {l:?}"))?;
            let pos = Position::from_fen(fen.trim()).map_err(|e| format!("{fen}: {e}"))?;
            Ok((n, pos))
        })
        .collect()
}

/// [`parse`] for the tests' own suites: panics, naming the line, on a bad one.
pub fn read(suite: &str) -> Vec<(u32, Position)> {
    parse(suite).unwrap_or_else(|e| panic!("{e}"))
}
