//! The reference perft data (`data/reference.perft`), read at compile time so the
//! tests need nothing outside the repository.

/// The data file's text.
const TEXT: &str = include_str!("../../data/reference.perft");

/// One reference position with its known leaf counts.
#[derive(Clone, Debug)]
pub struct Record {
    /// The position's FEN.
    pub fen: String,
    /// `(depth, leaf nodes)` pairs, as listed in the file.
    pub counts: Vec<(u32, u64)>,
    /// The file line of the `fen` entry, for failure messages.
    pub line: usize,
    /// Why the position cannot arise in a game, if the file says it cannot: the crate
    /// must then refuse the FEN, and the counts are for engines that accept it.
    pub impossible: Option<String>,
}

/// Every position in the data file, in file order.
///
/// # Panics
/// If the data file is malformed (an unknown keyword, a count before any FEN, a number
/// that does not parse): the file is part of the test suite, so that is a test failure.
pub fn records() -> Vec<Record> {
    let mut out: Vec<Record> = Vec::new();
    for (i, raw) in TEXT.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (keyword, rest) = line
            .split_once(' ')
            .unwrap_or_else(|| panic!("reference.perft line {}: no value: {raw:?}", i + 1));
        match keyword {
            "fen" => out.push(Record {
                fen: rest.trim().to_owned(),
                counts: Vec::new(),
                line: i + 1,
                impossible: None,
            }),
            "impossible" => {
                let record = out.last_mut().unwrap_or_else(|| {
                    panic!("reference.perft line {}: impossible before any fen", i + 1)
                });
                record.impossible = Some(rest.trim().to_owned());
            }
            "perft" => {
                let mut nums = rest.split_whitespace().map(|n| {
                    n.parse::<u64>().unwrap_or_else(|_| {
                        panic!("reference.perft line {}: bad number {n:?}", i + 1)
                    })
                });
                let (Some(depth), Some(nodes), None) = (nums.next(), nums.next(), nums.next())
                else {
                    panic!(
                        "reference.perft line {}: expected `perft <depth> <nodes>`",
                        i + 1
                    );
                };
                let record = out.last_mut().unwrap_or_else(|| {
                    panic!("reference.perft line {}: perft before any fen", i + 1)
                });
                let depth = u32::try_from(depth).expect("depth fits in u32");
                record.counts.push((depth, nodes));
            }
            other => panic!("reference.perft line {}: unknown keyword {other:?}", i + 1),
        }
    }
    out
}

/// The FENs of the reference positions that can arise in a game, the start position
/// first.
pub fn fens() -> Vec<String> {
    records()
        .into_iter()
        .filter(|r| r.impossible.is_none())
        .map(|r| r.fen)
        .collect()
}
