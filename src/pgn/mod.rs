//! Game records in PGN, as used for xiangqi: tag pairs, then movetext with move numbers,
//! comments `{…}` (and `;` to the end of a line), variations `(…)`, annotation glyphs
//! `$n`, and a result (`1-0` Red won, `0-1` Black won, `1/2-1/2`, `*` unknown).
//!
//! Xiangqi conventions on top of chess PGN: the players are in the `Red` and `Black`
//! tags; a `FEN` tag gives the start position when it is not the usual one; a `Format`
//! tag names the move notation when it is not coordinates (`h2e2`, also read as ICCS
//! `H2-E2`): `WXF` (`C2.5`) or `Chinese` (`炮二平五`), see [`notation`](crate::notation);
//! without the tag, the notation is the one the first move is written in. Reading keeps
//! everything (tags in their order, comments, glyphs and variations) in [`PgnGame`],
//! checks every move (variations included) against its position, and stops at a game's
//! first problem with a [`PgnError`] naming the line and the offending token.
//!
//! [`read_game`] and [`read_games`] read a `&str`; [`Reader`] reads an archive of any
//! size from any [`BufRead`](std::io::BufRead), game by game, going on after a game it
//! cannot read, in UTF-8 or (feature `encoding`) GBK/GB18030.
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
mod stream;
mod writer;

pub use date::date_tag;
pub use error::{PgnError, PgnErrorKind};
pub use reader::{read_game, read_games};
pub use stream::{Encoding, Reader};

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
#[non_exhaustive]
pub struct Line {
    /// Comments before the first move.
    pub comments: Vec<String>,
    /// The moves, in order.
    pub nodes: Vec<MoveNode>,
}

impl Line {
    /// Each node of the line with the position its move is played from, the line
    /// starting at `start`; a node's variations start from the same position.
    ///
    /// The walk stops before a move that is illegal where it stands (a line that was
    /// read has none; one built by hand might).
    ///
    /// ```
    /// let record = xiangqi::pgn::read_game("1. h2e2 h9g7 (1... b7e7) *")?;
    /// for (before, node) in record.moves.positions(&record.start) {
    ///     for variation in &node.variations {
    ///         let (pos, first) = variation.positions(&before).next().expect("one move");
    ///         assert_eq!(first.mv.to_string(), "b7e7");
    ///         assert_eq!(pos, before);
    ///     }
    /// }
    /// # Ok::<(), xiangqi::pgn::PgnError>(())
    /// ```
    pub fn positions(&self, start: &Position) -> LinePositions<'_> {
        LinePositions {
            pos: start.clone(),
            nodes: self.nodes.iter(),
        }
    }
}

/// The nodes of a [`Line`] with their positions: see [`Line::positions`].
///
/// ```
/// let record = xiangqi::pgn::read_game("1. h2e2 *")?;
/// assert_eq!(record.moves.positions(&record.start).count(), 1);
/// # Ok::<(), xiangqi::pgn::PgnError>(())
/// ```
#[derive(Clone, Debug)]
pub struct LinePositions<'a> {
    pos: Position,
    nodes: std::slice::Iter<'a, MoveNode>,
}

impl<'a> Iterator for LinePositions<'a> {
    type Item = (Position, &'a MoveNode);

    fn next(&mut self) -> Option<(Position, &'a MoveNode)> {
        let node = self.nodes.next()?;
        let before = self.pos.clone();
        if self.pos.play(node.mv).is_err() {
            // Nothing after an illegal move has a position.
            self.nodes = [].iter();
            return None;
        }
        Some((before, node))
    }
}

/// A move of a line with what the record says about it.
///
/// ```
/// let node = xiangqi::pgn::MoveNode::new("h2e2".parse()?);
/// assert!(node.comments.is_empty() && node.variations.is_empty());
/// # Ok::<(), xiangqi::ParseMoveError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
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
#[non_exhaustive]
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
    /// instance after a third repetition); [`GameError::ResultContradicted`] if the
    /// moves end the game (mate, a repetition ruled on, the move limit…) and the
    /// record's result says otherwise; [`GameError::Illegal`] for an illegal move in a
    /// record built by hand (a record that was read has none). A result the board cannot
    /// show (a resignation, a loss on time, a draw by agreement) is not checked.
    ///
    /// ```
    /// use xiangqi::{pgn, GameError, RuleSet};
    /// let game = pgn::read_game("1. h2e2 h9g7 *")?.to_game(RuleSet::ASIAN)?;
    /// assert_eq!(game.len(), 2);
    /// let mated = "[FEN \"3k5/1R7/9/9/9/9/9/9/9/R3K4 w - - 0 1\"]\n1. a0a9 0-1";
    /// let err = pgn::read_game(mated)?.to_game(RuleSet::ASIAN).unwrap_err();
    /// assert!(matches!(err, GameError::ResultContradicted { recorded: "0-1", .. }));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_game(&self, rules: RuleSet) -> Result<Game, GameError> {
        let mut game = Game::with_rules(self.start.clone(), rules);
        for node in &self.moves.nodes {
            game.play(node.mv)?;
        }
        if let Some(outcome) = game.outcome() {
            let judged = PgnResult::of(Some(outcome));
            if self.result != PgnResult::Unknown && self.result != judged {
                return Err(GameError::ResultContradicted {
                    recorded: self.result.token(),
                    outcome,
                });
            }
        }
        Ok(game)
    }

    /// Each move of the main line with the position it is played from (see
    /// [`Line::positions`]).
    ///
    /// ```
    /// let record = xiangqi::pgn::read_game("1. h2e2 h9g7 *")?;
    /// let last = record.positions().last().map(|(pos, node)| (pos.fen(), node.mv.to_string()));
    /// assert_eq!(last.map(|l| l.1).as_deref(), Some("h9g7"));
    /// # Ok::<(), xiangqi::pgn::PgnError>(())
    /// ```
    pub fn positions(&self) -> LinePositions<'_> {
        self.moves.positions(&self.start)
    }
}

impl std::str::FromStr for PgnGame {
    type Err = PgnError;

    fn from_str(s: &str) -> Result<PgnGame, PgnError> {
        read_game(s)
    }
}
