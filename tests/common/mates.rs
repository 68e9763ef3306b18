//! The mate suites' format: one position per line, `N FEN`, where the side to move
//! mates in N of its own moves; `#` starts a comment (a whole line, or the source after
//! the FEN).

use xiangqi::Position;

/// The positions of a suite with their distances, in moves. Panics, naming the line,
/// on a line that is not `N FEN`: the suites are the tests' own data.
pub fn read(suite: &str) -> Vec<(u32, Position)> {
    suite
        .lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter(|l| !l.is_empty())
        .map(|l| {
            let (n, fen) = l.split_once(' ').expect("a line is `N FEN # source`");
            let pos = Position::from_fen(fen.trim()).unwrap_or_else(|e| panic!("{fen}: {e}"));
            let n = n.parse().unwrap_or_else(|e| panic!("{l}: {e}"));
            (n, pos)
        })
        .collect()
}
