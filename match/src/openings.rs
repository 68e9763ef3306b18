//! Openings: start positions (EPD/FEN lines), lines of moves from the usual start, or
//! PGN games in any notation the crate reads; in order or shuffled.

use std::path::{Path, PathBuf};
use xiangqi::{Game, Move, Position, pgn};

/// One opening: a start position and the moves played from it before the engines
/// take over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    /// The start position.
    pub start: Position,
    /// The book moves.
    pub moves: Vec<Move>,
}

impl Default for Opening {
    fn default() -> Opening {
        Opening {
            start: Position::startpos(),
            moves: Vec::new(),
        }
    }
}

/// How an openings file is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// One position a line, as FEN or EPD (the first four fields, then either the two
    /// counters or EPD operations).
    Epd,
    /// PGN games; each game's main line is an opening.
    Pgn,
    /// One line of coordinate moves from the usual start position a line.
    Moves,
}

/// The `-openings` settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The file.
    pub file: PathBuf,
    /// Its format (`None`: `.pgn` files are PGN, lines with a `/` are EPD, other
    /// lines moves).
    pub format: Option<Format>,
    /// Shuffled (by the match's seed) rather than in file order.
    pub random: bool,
    /// Book moves kept at most (PGN and move lines).
    pub plies: Option<usize>,
    /// The first opening used, counted from 1 (in file order, before shuffling).
    pub start: usize,
    /// Openings passed over at the head of the order the match plays them in (after
    /// the shuffle): a run stopped after N openings goes on with the same seed and
    /// `skip=N`, and plays none of them again.
    pub skip: usize,
}

/// Why the openings could not be read.
#[derive(Debug, thiserror::Error)]
pub enum OpeningsError {
    /// The file could not be read.
    #[error("cannot read openings file {path}: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// A line is not a position or a line of legal moves.
    #[error("{path} line {line}: {message}")]
    Line {
        /// The file.
        path: PathBuf,
        /// The line number, from 1.
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// The PGN could not be read.
    #[error("{path}: {source}")]
    Pgn {
        /// The file.
        path: PathBuf,
        /// Why.
        source: pgn::PgnError,
    },
    /// Nothing usable in the file.
    #[error("{path}: no openings")]
    Empty {
        /// The file.
        path: PathBuf,
    },
    /// `skip=` passes over every opening.
    #[error("{path}: skip={skip} passes over all {count} openings")]
    AllSkipped {
        /// The file.
        path: PathBuf,
        /// The skip asked for.
        skip: usize,
        /// The openings there are.
        count: usize,
    },
}

/// Reads a FEN or EPD line.
fn parse_epd(text: &str) -> Result<Position, String> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let board = fields.first().ok_or("empty line")?;
    let side = fields.get(1).copied().unwrap_or("w");
    let counters = match (fields.get(4), fields.get(5)) {
        (Some(h), Some(f)) if h.parse::<u32>().is_ok() && f.parse::<u32>().is_ok() => {
            format!("{h} {f}")
        }
        _ => "0 1".to_string(),
    };
    let fen = format!("{board} {side} - - {counters}");
    Position::from_fen(&fen).map_err(|e| format!("{e}"))
}

/// Reads a line of coordinate moves from the usual start.
fn parse_moves(text: &str, plies: Option<usize>) -> Result<Opening, String> {
    let mut game = Game::default();
    for word in text.split_whitespace().take(plies.unwrap_or(usize::MAX)) {
        let mv: Move = word.parse().map_err(|e| format!("{word:?}: {e}"))?;
        game.play(mv).map_err(|e| format!("{word}: {e}"))?;
    }
    Ok(Opening {
        start: Position::startpos(),
        moves: game.moves().to_vec(),
    })
}

/// Reads the openings file.
///
/// # Errors
/// If it cannot be read, a line or game is not a legal opening, or it has none.
pub fn load(settings: &Settings) -> Result<Vec<Opening>, OpeningsError> {
    let path = &settings.file;
    let text = std::fs::read_to_string(path).map_err(|source| OpeningsError::Read {
        path: path.clone(),
        source,
    })?;
    let is_pgn = settings.format == Some(Format::Pgn)
        || (settings.format.is_none() && has_extension(path, "pgn"));
    let mut out = Vec::new();
    if is_pgn {
        let games = pgn::read_games(&text).map_err(|source| OpeningsError::Pgn {
            path: path.clone(),
            source,
        })?;
        for g in games {
            let moves = g.moves.nodes.iter().map(|n| n.mv);
            out.push(Opening {
                start: g.start.clone(),
                moves: moves.take(settings.plies.unwrap_or(usize::MAX)).collect(),
            });
        }
    } else {
        for (i, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let epd = match settings.format {
                Some(f) => f == Format::Epd,
                None => line.contains('/'),
            };
            let opening = if epd {
                parse_epd(line).map(|start| Opening {
                    start,
                    moves: Vec::new(),
                })
            } else {
                parse_moves(line, settings.plies)
            };
            out.push(opening.map_err(|message| OpeningsError::Line {
                path: path.clone(),
                line: i + 1,
                message,
            })?);
        }
    }
    let skip = settings.start.saturating_sub(1);
    if skip >= out.len() {
        return Err(OpeningsError::Empty { path: path.clone() });
    }
    out.drain(..skip);
    Ok(out)
}

fn has_extension(path: &Path, ext: &str) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| e.eq_ignore_ascii_case(ext))
}

/// SplitMix64, a small generator for the shuffle (Steele, Lea and Flood, 2014).
pub struct SplitMix(u64);

impl SplitMix {
    /// A generator from a seed.
    pub fn new(seed: u64) -> SplitMix {
        SplitMix(seed)
    }

    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (> 0), by rejection so that every value is equally likely.
    pub fn below(&mut self, n: u64) -> u64 {
        let zone = u64::MAX - u64::MAX % n;
        loop {
            let x = self.next_u64();
            if x < zone {
                return x % n;
            }
        }
    }
}

/// The openings in the order the match plays them: shuffled by `seed` if the settings
/// say so, then without the first `settings.skip`.
///
/// # Errors
/// If the skip leaves no opening.
pub fn arrange(
    mut openings: Vec<Opening>,
    settings: &Settings,
    seed: u64,
) -> Result<Vec<Opening>, OpeningsError> {
    if settings.random {
        shuffle(&mut openings, seed);
    }
    if settings.skip >= openings.len() {
        return Err(OpeningsError::AllSkipped {
            path: settings.file.clone(),
            skip: settings.skip,
            count: openings.len(),
        });
    }
    openings.drain(..settings.skip);
    Ok(openings)
}

/// Shuffles in place (Fisher-Yates).
pub fn shuffle<T>(items: &mut [T], seed: u64) {
    let mut rng = SplitMix::new(seed);
    for i in (1..items.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        items.swap(i, j);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_epd_and_fen_lines() {
        let p = parse_epd("3k5/9/9/9/9/9/9/9/4A4/R3K4 w - - 118 60").expect("fen");
        assert_eq!(p.halfmove_clock(), 118);
        let q = parse_epd("3k5/9/9/9/9/9/9/9/4A4/R3K4 b - - hmvc 3; id \"x\";").expect("epd");
        assert_eq!(q.halfmove_clock(), 0);
        assert_eq!(q.side_to_move(), xiangqi::Color::Black);
        assert!(parse_epd("3k5/9 w").is_err());
    }

    #[test]
    fn reads_move_lines() {
        let o = parse_moves("h2e2 h9g7 h0g2", Some(2)).expect("legal");
        assert_eq!(o.moves.len(), 2);
        assert!(parse_moves("h2e2 e2e9", None).is_err());
        assert!(parse_moves("h2e2 zz", None).is_err());
    }

    #[test]
    fn reads_pgn_openings_in_any_notation() {
        let dir = std::env::temp_dir().join(format!("xq-openings-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a scratch directory");
        let path = dir.join("book.pgn");
        let text = "[Format \"Chinese\"]\n\n1. 炮二平五 马８进７ 2. 马二进三 *\n\n\
                    [FEN \"3k5/9/9/9/9/9/9/9/4A4/R3K4 w - - 0 1\"]\n\n1. a0a1 *\n";
        std::fs::write(&path, text).expect("write");
        let settings = Settings {
            file: path.clone(),
            format: None,
            random: false,
            plies: Some(2),
            start: 1,
            skip: 0,
        };
        let book = load(&settings).expect("two openings");
        assert_eq!(book.len(), 2);
        let first: Vec<String> = book[0].moves.iter().map(|m| m.to_string()).collect();
        assert_eq!(first, ["h2e2", "h9g7"]);
        assert_eq!(book[1].start.fen(), "3k5/9/9/9/9/9/9/9/4A4/R3K4 w - - 0 1");
        let second = load(&Settings {
            start: 2,
            ..settings.clone()
        })
        .expect("one opening");
        assert_eq!(second.len(), 1);
        assert!(matches!(
            load(&Settings {
                start: 3,
                ..settings
            }),
            Err(OpeningsError::Empty { .. })
        ));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_skip_passes_over_the_head_of_the_shuffled_order() {
        let openings: Vec<Opening> = ["h2e2", "b2e2", "h0g2", "c3c4", "g3g4", "b0c2"]
            .iter()
            .map(|line| parse_moves(line, None).expect("a move line"))
            .collect();
        let first = |o: &Opening| o.moves[0].to_string();
        let settings = Settings {
            file: PathBuf::from("book.txt"),
            format: None,
            random: true,
            plies: None,
            start: 1,
            skip: 0,
        };
        let all: Vec<String> = arrange(openings.clone(), &settings, 9)
            .expect("all six")
            .iter()
            .map(first)
            .collect();
        let mut shuffled = openings.clone();
        shuffle(&mut shuffled, 9);
        assert_eq!(all, shuffled.iter().map(first).collect::<Vec<_>>());
        let rest: Vec<String> = arrange(
            openings.clone(),
            &Settings {
                skip: 4,
                ..settings.clone()
            },
            9,
        )
        .expect("two left")
        .iter()
        .map(first)
        .collect();
        assert_eq!(rest, all[4..]);
        // In file order the skip takes the file's first lines.
        let sequential = Settings {
            random: false,
            skip: 5,
            ..settings.clone()
        };
        let last = arrange(openings.clone(), &sequential, 9).expect("one left");
        assert_eq!(last.iter().map(first).collect::<Vec<_>>(), ["b0c2"]);
        assert!(matches!(
            arrange(
                openings,
                &Settings {
                    skip: 6,
                    ..settings
                },
                9
            ),
            Err(OpeningsError::AllSkipped {
                skip: 6,
                count: 6,
                ..
            })
        ));
    }

    #[test]
    fn shuffles_by_seed() {
        let mut a: Vec<u32> = (0..50).collect();
        let mut b = a.clone();
        shuffle(&mut a, 7);
        shuffle(&mut b, 7);
        assert_eq!(a, b);
        assert_ne!(a, (0..50).collect::<Vec<_>>());
        let mut sorted = a.clone();
        sorted.sort();
        assert_eq!(sorted, (0..50).collect::<Vec<_>>());
        // SplitMix64's first output for seed 0 (the published reference value).
        assert_eq!(SplitMix::new(0).next_u64(), 0xE220_A839_7B1D_CDAF);
    }
}
