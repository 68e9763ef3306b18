//! Game records in PGN, as used for xiangqi: tag pairs, then movetext with move numbers,
//! comments `{…}` (and `;` to the end of a line), variations `(…)`, annotation glyphs
//! `$n`, and a result (`1-0` Red won, `0-1` Black won, `1/2-1/2`, `*` unknown).
//!
//! Xiangqi conventions on top of chess PGN: the players are in the `Red` and `Black`
//! tags; a `FEN` tag gives the start position when it is not the usual one; a `Format`
//! tag names the move notation when it is not coordinates (`h2e2`, also read as ICCS
//! `H2-E2`): `WXF` (`C2.5`) or `Chinese` (`炮二平五`), see [`notation`](crate::notation). Reading keeps everything (tags in their order, comments, glyphs and
//! variations) in [`PgnGame`], checks every move (variations included) against its
//! position, and stops at the first problem with a [`PgnError`] naming the line and the
//! offending token.
//!
//! ```
//! use xiangqi::pgn::{self, PgnResult};
//! let text = "[Event \"Club\"]\n[Red \"Ann\"]\n[Black \"Bo\"]\n[Result \"*\"]\n\n\
//!             1. h2e2 {central cannon} h9g7 (1... b7e7) 2. h0g2 *\n";
//! let game = pgn::read_game(text)?;
//! assert_eq!(game.tag("Red"), Some("Ann"));
//! assert_eq!(game.moves.nodes.len(), 3);
//! assert_eq!(game.moves.nodes[0].comments, ["central cannon"]);
//! assert_eq!(game.moves.nodes[1].variations[0].nodes[0].mv.to_string(), "b7e7");
//! assert_eq!(game.result, PgnResult::Unknown);
//! assert_eq!(pgn::read_game(&game.to_string())?, game);
//! # Ok::<(), xiangqi::pgn::PgnError>(())
//! ```

mod date;
mod error;
mod reader;
mod writer;

pub use date::date_tag;
pub use error::{PgnError, PgnErrorKind};
pub use reader::{read_game, read_games};

/// How deep variations may nest (a variation inside a variation inside the main line is
/// depth 2). Deeper nesting is refused with [`PgnErrorKind::TooDeep`], so that a record
/// from anywhere cannot exhaust the stack of the reader, the writer or the drop of the
/// tree; real annotated games stay far below it.
///
/// ```
/// use xiangqi::pgn::{self, MAX_VARIATION_DEPTH, PgnErrorKind};
/// let nested = format!("1. h2e2 {}*", "(1. h2g2 ".repeat(MAX_VARIATION_DEPTH + 1));
/// let err = pgn::read_game(&nested).unwrap_err();
/// assert_eq!(err.kind, PgnErrorKind::TooDeep { max: MAX_VARIATION_DEPTH });
/// ```
pub const MAX_VARIATION_DEPTH: usize = 64;

use crate::notation::Notation;
use crate::{Color, Game, GameError, Move, Outcome, Position, RuleSet};
use std::fmt;

/// The notation a `Format` tag value names (case ignored), if known: `ICCS`,
/// `coordinate` (or `coordinates`, `UCI`), `WXF`, `Chinese`.
///
/// ```
/// use xiangqi::{notation::Notation, pgn::notation_of_format};
/// assert_eq!(notation_of_format("ICCS"), Some(Notation::Coordinate));
/// assert_eq!(notation_of_format("wxf"), Some(Notation::Wxf));
/// assert_eq!(notation_of_format("Morse"), None);
/// ```
pub fn notation_of_format(value: &str) -> Option<Notation> {
    let v = value.trim();
    let is = |names: &[&str]| names.iter().any(|n| v.eq_ignore_ascii_case(n));
    if is(&["iccs", "coordinate", "coordinates", "uci"]) {
        Some(Notation::Coordinate)
    } else if is(&["wxf"]) {
        Some(Notation::Wxf)
    } else if is(&["chinese"]) || v == "中文" {
        Some(Notation::Chinese)
    } else {
        None
    }
}

/// The value the writer puts in a `Format` tag for a notation.
///
/// ```
/// use xiangqi::{notation::Notation, pgn::format_of_notation};
/// assert_eq!(format_of_notation(Notation::Wxf), "WXF");
/// ```
pub fn format_of_notation(notation: Notation) -> &'static str {
    match notation {
        Notation::Coordinate => "ICCS",
        Notation::Wxf => "WXF",
        Notation::Chinese => "Chinese",
    }
}

/// The result at the end of a record's movetext.
///
/// ```
/// use xiangqi::pgn::PgnResult;
/// assert_eq!("1/2-1/2".parse::<PgnResult>(), Ok(PgnResult::Draw));
/// assert_eq!(PgnResult::RedWins.to_string(), "1-0");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PgnResult {
    /// `1-0`.
    RedWins,
    /// `0-1`.
    BlackWins,
    /// `1/2-1/2`.
    Draw,
    /// `*`: unfinished or unknown.
    Unknown,
}

impl PgnResult {
    /// The token.
    ///
    /// ```
    /// assert_eq!(xiangqi::pgn::PgnResult::Unknown.token(), "*");
    /// ```
    pub fn token(self) -> &'static str {
        match self {
            PgnResult::RedWins => "1-0",
            PgnResult::BlackWins => "0-1",
            PgnResult::Draw => "1/2-1/2",
            PgnResult::Unknown => "*",
        }
    }

    /// The PGN result of a game's outcome (`*` while it goes on).
    ///
    /// ```
    /// use xiangqi::{pgn::PgnResult, Game};
    /// assert_eq!(PgnResult::of(None), PgnResult::Unknown);
    /// ```
    pub fn of(result: Option<Outcome>) -> PgnResult {
        match result.map(|r| r.winner()) {
            None => PgnResult::Unknown,
            Some(Some(Color::Red)) => PgnResult::RedWins,
            Some(Some(Color::Black)) => PgnResult::BlackWins,
            Some(None) => PgnResult::Draw,
        }
    }
}

impl fmt::Display for PgnResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.token())
    }
}

impl std::str::FromStr for PgnResult {
    type Err = ();

    fn from_str(s: &str) -> Result<PgnResult, ()> {
        Ok(match s {
            "1-0" => PgnResult::RedWins,
            "0-1" => PgnResult::BlackWins,
            "1/2-1/2" => PgnResult::Draw,
            "*" => PgnResult::Unknown,
            _ => return Err(()),
        })
    }
}

/// A line of play: comments before its first move, then its moves.
///
/// ```
/// let line = xiangqi::pgn::Line::default();
/// assert!(line.nodes.is_empty());
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Line {
    /// Comments before the first move.
    pub comments: Vec<String>,
    /// The moves, in order.
    pub nodes: Vec<MoveNode>,
}

/// A move of a line with what the record says about it.
///
/// ```
/// let node = xiangqi::pgn::MoveNode::new("h2e2".parse()?);
/// assert!(node.comments.is_empty() && node.variations.is_empty());
/// # Ok::<(), xiangqi::ParseMoveError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveNode {
    /// The move.
    pub mv: Move,
    /// Annotation glyphs (`$n`) after it.
    pub nags: Vec<u8>,
    /// Comments after it.
    pub comments: Vec<String>,
    /// Alternatives to this move, each starting from the position before it.
    pub variations: Vec<Line>,
}

impl MoveNode {
    /// A bare move.
    ///
    /// ```
    /// assert_eq!(xiangqi::pgn::MoveNode::new("h2e2".parse()?).mv.to_string(), "h2e2");
    /// # Ok::<(), xiangqi::ParseMoveError>(())
    /// ```
    pub fn new(mv: Move) -> MoveNode {
        MoveNode {
            mv,
            nags: Vec::new(),
            comments: Vec::new(),
            variations: Vec::new(),
        }
    }
}

/// One game record.
///
/// `Display` writes it as PGN: the tags in their order, a blank line, the movetext in
/// [`notation`](Self::notation), wrapped at 80 columns. Comments are written between
/// braces as they are, so a comment must not contain `}`.
///
/// ```
/// let game = xiangqi::pgn::read_game("[Red \"A\"]\n\n1. h2e2 {central cannon} h9g7 *")?;
/// assert_eq!(game.tag("Red"), Some("A"));
/// assert_eq!(game.moves.nodes.len(), 2);
/// assert_eq!(game.moves.nodes[0].comments, ["central cannon"]);
/// # Ok::<(), xiangqi::pgn::PgnError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnGame {
    /// The tag pairs, in their order.
    pub tags: Vec<(String, String)>,
    /// The start position (from the `FEN` tag, or the usual one).
    pub start: Position,
    /// The notation of the movetext.
    pub notation: Notation,
    /// The main line, with comments and variations.
    pub moves: Line,
    /// The result at the end of the movetext.
    pub result: PgnResult,
}

impl PgnGame {
    /// The value of a tag (name matched exactly), if present.
    ///
    /// ```
    /// let game = xiangqi::pgn::read_game("[Site \"Hanoi\"]\n*")?;
    /// assert_eq!(game.tag("Site"), Some("Hanoi"));
    /// assert_eq!(game.tag("Date"), None);
    /// # Ok::<(), xiangqi::pgn::PgnError>(())
    /// ```
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets a tag, replacing its value if present, else adding it at the end.
    ///
    /// ```
    /// let mut game = xiangqi::pgn::PgnGame::from_game(&xiangqi::Game::default());
    /// game.set_tag("Event", "Final");
    /// assert_eq!(game.tag("Event"), Some("Final"));
    /// ```
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(n, _)| n == name) {
            Some(pair) => pair.1 = value.to_owned(),
            None => self.tags.push((name.to_owned(), value.to_owned())),
        }
    }

    /// A record of a game: the seven usual tags (`?` where unknown), `FEN` when the game
    /// did not start from the usual position, and the result from the game's outcome.
    ///
    /// ```
    /// use xiangqi::{pgn::PgnGame, Game};
    /// let mut game = Game::default();
    /// game.play("h2e2".parse()?)?;
    /// let record = PgnGame::from_game(&game);
    /// assert!(record.to_string().ends_with("1. h2e2 *\n"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_game(game: &Game) -> PgnGame {
        PgnGame::from_game_in(game, Notation::Coordinate)
    }

    /// Like [`from_game`](Self::from_game), with the movetext in `notation` (a `Format`
    /// tag is added unless it is coordinates).
    ///
    /// ```
    /// use xiangqi::{notation::Notation, pgn::PgnGame, Game};
    /// let mut game = Game::default();
    /// game.play("h2e2".parse()?)?;
    /// let record = PgnGame::from_game_in(&game, Notation::Chinese);
    /// assert_eq!(record.tag("Format"), Some("Chinese"));
    /// assert!(record.to_string().ends_with("1. 炮二平五 *\n"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_game_in(game: &Game, notation: Notation) -> PgnGame {
        let result = PgnResult::of(game.outcome());
        let mut tags: Vec<(String, String)> = ["Event", "Site", "Date", "Round", "Red", "Black"]
            .iter()
            .map(|n| (n.to_string(), "?".to_string()))
            .collect();
        tags.push(("Result".into(), result.token().into()));
        if *game.start_position() != Position::startpos() {
            tags.push(("FEN".into(), game.start_position().fen()));
        }
        if notation != Notation::Coordinate {
            tags.push(("Format".into(), format_of_notation(notation).into()));
        }
        let nodes = game.moves().iter().map(|&m| MoveNode::new(m)).collect();
        PgnGame {
            tags,
            start: game.start_position().clone(),
            notation,
            moves: Line {
                comments: Vec::new(),
                nodes,
            },
            result,
        }
    }

    /// Replays the main line as a [`Game`] judged by `rules`.
    ///
    /// # Errors
    /// [`GameError::Over`] if the record goes on after the rules end the game (for
    /// instance after a third repetition). Moves are legal in a record that was read.
    ///
    /// ```
    /// use xiangqi::{pgn, RuleSet};
    /// let game = pgn::read_game("1. h2e2 h9g7 *")?.to_game(RuleSet::ASIAN)?;
    /// assert_eq!(game.len(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_game(&self, rules: RuleSet) -> Result<Game, GameError> {
        let mut game = Game::with_rules(self.start.clone(), rules);
        for node in &self.moves.nodes {
            game.play(node.mv)?;
        }
        Ok(game)
    }
}

impl std::str::FromStr for PgnGame {
    type Err = PgnError;

    fn from_str(s: &str) -> Result<PgnGame, PgnError> {
        read_game(s)
    }
}
