//! Reading PGN: a lexer that keeps line numbers, then a parser that checks every move.

use super::{
    Line, MAX_VARIATION_DEPTH, MoveNode, PgnError, PgnErrorKind, PgnGame, PgnResult,
    notation_of_format,
};
use crate::Position;
use crate::notation::{Notation, looks_like};

/// Reads a text holding exactly one game.
///
/// # Errors
/// [`PgnError`] with the line and the offending token: a malformed tag, a bad FEN or
/// Format tag, an illegal or unreadable move, a misplaced move number, an unclosed
/// comment or variation, a missing or contradicted result, or text after the game.
///
/// ```
/// let game = xiangqi::pgn::read_game("1. h2e2 h9g7 1/2-1/2")?;
/// assert_eq!(game.moves.nodes.len(), 2);
/// # Ok::<(), xiangqi::pgn::PgnError>(())
/// ```
pub fn read_game(text: &str) -> Result<PgnGame, PgnError> {
    let mut parser = Parser::new(text)?;
    let game = parser
        .game()?
        .ok_or(err(parser.line(), PgnErrorKind::Empty))?;
    if let Some((tok, line)) = parser.tokens.get(parser.at) {
        let kind = PgnErrorKind::UnexpectedToken { token: tok.text() };
        return Err(err(*line, kind));
    }
    Ok(game)
}

/// Reads every game of a text (none for an empty text), all or nothing; see [`Reader`](super::Reader)
/// for reading an archive game by game, going on after a game it cannot read.
///
/// # Errors
/// The first [`PgnError`] met, as for [`read_game`], with [`PgnError::game`] the number
/// of the game (from 1).
///
/// ```
/// let games = xiangqi::pgn::read_games("1. h2e2 *\n\n1. b0c2 1-0\n")?;
/// assert_eq!(games.len(), 2);
/// # Ok::<(), xiangqi::pgn::PgnError>(())
/// ```
pub fn read_games(text: &str) -> Result<Vec<PgnGame>, PgnError> {
    let mut parser = Parser::new(text).map_err(|e| e.placed(0, 1))?;
    let mut games = Vec::new();
    while let Some(game) = parser.game().map_err(|e| e.placed(0, games.len() + 1))? {
        games.push(game);
    }
    Ok(games)
}

/// A lexical token of PGN.
#[derive(Clone, Debug, PartialEq)]
enum Token {
    Tag(String, String),
    Comment(String),
    Open,
    Close,
    /// A move number, and whether it has three dots (a Black move follows).
    Number(String, u32, bool),
    Nag(String),
    Result(PgnResult),
    Word(String),
}

impl Token {
    fn text(&self) -> String {
        match self {
            Token::Tag(n, v) => format!("[{n} {v:?}]"),
            Token::Comment(c) => format!("{{{c}}}"),
            Token::Open => "(".into(),
            Token::Close => ")".into(),
            Token::Number(t, ..) | Token::Nag(t) | Token::Word(t) => t.clone(),
            Token::Result(r) => r.token().into(),
        }
    }
}

fn err(line: usize, kind: PgnErrorKind) -> PgnError {
    PgnError {
        line,
        game: None,
        kind,
    }
}

/// Splits the text into tokens, each with its line.
fn lex(text: &str) -> Result<Vec<(Token, usize)>, PgnError> {
    let mut tokens = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    let mut line = 1;
    while i < chars.len() {
        let c = chars[i];
        match c {
            '\n' => {
                line += 1;
                i += 1;
            }
            c if c.is_whitespace() => i += 1,
            '[' => {
                let end = chars[i..]
                    .iter()
                    .position(|&c| c == '\n')
                    .map_or(chars.len(), |p| i + p);
                let text: String = chars[i..end].iter().collect();
                let (tag, used) = tag_pair(&text).ok_or_else(|| {
                    err(
                        line,
                        PgnErrorKind::BadTag {
                            text: text.trim_end().to_owned(),
                        },
                    )
                })?;
                tokens.push((tag, line));
                i += used;
            }
            '{' => {
                let start = line;
                let mut j = i + 1;
                while j < chars.len() && chars[j] != '}' {
                    if chars[j] == '\n' {
                        line += 1;
                    }
                    j += 1;
                }
                if j == chars.len() {
                    return Err(err(start, PgnErrorKind::UnterminatedComment));
                }
                let body: String = chars[i + 1..j].iter().collect();
                tokens.push((Token::Comment(body.trim().to_owned()), start));
                i = j + 1;
            }
            ';' => {
                let end = chars[i..]
                    .iter()
                    .position(|&c| c == '\n')
                    .map_or(chars.len(), |p| i + p);
                let body: String = chars[i + 1..end].iter().collect();
                tokens.push((Token::Comment(body.trim().to_owned()), line));
                i = end;
            }
            '(' => {
                tokens.push((Token::Open, line));
                i += 1;
            }
            ')' => {
                tokens.push((Token::Close, line));
                i += 1;
            }
            // A closing brace or bracket with nothing open: no token can start here.
            '}' | ']' => {
                return Err(err(
                    line,
                    PgnErrorKind::UnexpectedToken {
                        token: c.to_string(),
                    },
                ));
            }
            _ => {
                let mut j = i;
                while j < chars.len() && !chars[j].is_whitespace() && !"[]{}();".contains(chars[j])
                {
                    j += 1;
                }
                let word: String = chars[i..j].iter().collect();
                i = j;
                // "12.h2e2": a number glued to its move.
                let (number, rest) = split_number(&word);
                if let Some(n) = number {
                    tokens.push((n, line));
                }
                if !rest.is_empty() {
                    tokens.push((word_token(rest), line));
                }
            }
        }
    }
    Ok(tokens)
}

/// Reads `[Name "value"]` at the start of `text`; returns the token and the characters
/// used.
fn tag_pair(text: &str) -> Option<(Token, usize)> {
    let chars: Vec<char> = text.chars().collect();
    let mut i = 1;
    while chars.get(i)?.is_whitespace() {
        i += 1;
    }
    let start = i;
    while chars
        .get(i)
        .is_some_and(|c| c.is_alphanumeric() || *c == '_')
    {
        i += 1;
    }
    let name: String = chars[start..i].iter().collect();
    if name.is_empty() {
        return None;
    }
    while chars.get(i)?.is_whitespace() {
        i += 1;
    }
    if *chars.get(i)? != '"' {
        return None;
    }
    i += 1;
    let mut value = String::new();
    loop {
        match *chars.get(i)? {
            '"' => break,
            '\\' => {
                value.push(*chars.get(i + 1)?);
                i += 2;
            }
            c => {
                value.push(c);
                i += 1;
            }
        }
    }
    i += 1;
    while chars.get(i)?.is_whitespace() {
        i += 1;
    }
    if *chars.get(i)? != ']' {
        return None;
    }
    Some((Token::Tag(name, value), i + 1))
}

/// Splits a leading move number (`12.` or `12...`) off a word.
fn split_number(word: &str) -> (Option<Token>, &str) {
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    let dots = word[digits..].bytes().take_while(|&b| b == b'.').count();
    let rest = &word[digits + dots..];
    // "33.4" is a WXF pawn move, not move 33: a number's dots are not followed by a digit.
    if digits == 0 || dots == 0 || rest.starts_with(|c: char| c.is_ascii_digit()) {
        return (None, word);
    }
    let text = &word[..digits + dots];
    let n = word[..digits].parse().unwrap_or(u32::MAX);
    (
        Some(Token::Number(text.to_owned(), n, dots >= 3)),
        &word[digits + dots..],
    )
}

fn word_token(word: &str) -> Token {
    if let Ok(r) = word.parse::<PgnResult>() {
        Token::Result(r)
    } else if word.starts_with('$') {
        Token::Nag(word.to_owned())
    } else {
        Token::Word(word.to_owned())
    }
}

pub(super) struct Parser {
    tokens: Vec<(Token, usize)>,
    at: usize,
    last_line: usize,
}

impl Parser {
    pub(super) fn new(text: &str) -> Result<Parser, PgnError> {
        let tokens = lex(text)?;
        // Errors at the end of the text point at its last token.
        let last_line = tokens.last().map_or(1, |t| t.1);
        Ok(Parser {
            tokens,
            at: 0,
            last_line,
        })
    }

    /// The line of the next token (or the last line at the end).
    fn line(&self) -> usize {
        self.tokens.get(self.at).map_or(self.last_line, |t| t.1)
    }

    fn next(&mut self) -> Option<(Token, usize)> {
        let t = self.tokens.get(self.at).cloned();
        self.at += 1;
        t
    }

    /// Reads the next game, or `None` at the end of the text.
    pub(super) fn game(&mut self) -> Result<Option<PgnGame>, PgnError> {
        if self.at >= self.tokens.len() {
            return Ok(None);
        }
        let mut tags: Vec<(String, String)> = Vec::new();
        let mut start = Position::startpos();
        let mut notation = None;
        while let Some((Token::Tag(name, value), line)) = self.tokens.get(self.at).cloned() {
            if tags.iter().any(|(n, _)| *n == name) {
                return Err(err(line, PgnErrorKind::DuplicateTag { name }));
            }
            match name.as_str() {
                "FEN" => start = fen_tag(&value, line)?,
                "Format" => notation = Some(format_tag(&value, line)?),
                "Result" => result_tag(&value, line)?,
                _ => {}
            }
            tags.push((name, value));
            self.at += 1;
        }
        let notation = notation.unwrap_or_else(|| self.detect_notation(&start));
        let find = |name: &str| tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.clone());
        let (moves, result, result_line) = self.line_of_play(start.clone(), notation, None, 0)?;
        if let Some(tag) = find("Result") {
            if tag != result.token() {
                return Err(err(
                    result_line,
                    PgnErrorKind::ResultMismatch {
                        tag,
                        movetext: result.token().into(),
                    },
                ));
            }
        }
        Ok(Some(PgnGame {
            tags,
            start,
            notation,
            moves,
            result,
        }))
    }

    /// The notation of a movetext without a `Format` tag: the one its first move reads
    /// in from `start`, else the one the move looks written in, else coordinates.
    fn detect_notation(&self, start: &Position) -> Notation {
        let first = self.tokens[self.at..]
            .iter()
            .take_while(|(t, _)| !matches!(t, Token::Result(_) | Token::Tag(..)))
            .find_map(|(t, _)| match t {
                Token::Word(w) => Some(w),
                _ => None,
            });
        let Some(word) = first else {
            return Notation::Coordinate;
        };
        Notation::ALL
            .into_iter()
            .find(|n| n.parse(start, word).is_ok())
            .unwrap_or_else(|| looks_like(word))
    }

    /// Reads a line of play from `pos` up to its end: the result for the main line
    /// (`open` is `None`), or the `)` of a variation opened on line `open`, `depth`
    /// variations deep.
    fn line_of_play(
        &mut self,
        mut pos: Position,
        notation: Notation,
        open: Option<usize>,
        depth: usize,
    ) -> Result<(Line, PgnResult, usize), PgnError> {
        let mut line = Line::default();
        // The position before the last move, where its variations start.
        let mut before = pos.clone();
        loop {
            let Some((token, at)) = self.next() else {
                let kind = match open {
                    Some(_) => PgnErrorKind::UnclosedVariation,
                    None => PgnErrorKind::MissingResult,
                };
                return Err(err(open.unwrap_or(self.last_line), kind));
            };
            match token {
                Token::Comment(c) => match line.nodes.last_mut() {
                    Some(node) => node.comments.push(c),
                    None => line.comments.push(c),
                },
                Token::Number(text, n, three_dots) => {
                    let black = pos.side_to_move() == crate::Color::Black;
                    if n != pos.fullmove_number() || three_dots != black {
                        let dots = if black { "..." } else { "." };
                        return Err(err(
                            at,
                            PgnErrorKind::MoveNumber {
                                token: text,
                                expected: format!("{}{dots}", pos.fullmove_number()),
                            },
                        ));
                    }
                }
                Token::Nag(text) => {
                    let value = text[1..].parse::<u8>().ok();
                    match (value, line.nodes.last_mut()) {
                        (Some(v), Some(node)) => node.nags.push(v),
                        _ => return Err(err(at, PgnErrorKind::BadNag { token: text })),
                    }
                }
                Token::Open => {
                    if line.nodes.is_empty() {
                        return Err(err(at, PgnErrorKind::VariationBeforeMove));
                    }
                    if depth == MAX_VARIATION_DEPTH {
                        let max = MAX_VARIATION_DEPTH;
                        return Err(err(at, PgnErrorKind::TooDeep { max }));
                    }
                    let (variation, ..) =
                        self.line_of_play(before.clone(), notation, Some(at), depth + 1)?;
                    if let Some(node) = line.nodes.last_mut() {
                        node.variations.push(variation);
                    }
                }
                Token::Close => {
                    return match open {
                        Some(_) => Ok((line, PgnResult::Unknown, at)),
                        None => Err(err(at, PgnErrorKind::UnexpectedClose)),
                    };
                }
                Token::Result(r) => {
                    return match open {
                        Some(o) => Err(err(o, PgnErrorKind::UnclosedVariation)),
                        None => Ok((line, r, at)),
                    };
                }
                Token::Tag(..) => {
                    let kind = match open {
                        Some(_) => PgnErrorKind::UnclosedVariation,
                        None => PgnErrorKind::MissingResult,
                    };
                    return Err(err(open.unwrap_or(at), kind));
                }
                Token::Word(word) => {
                    let mv = notation
                        .parse(&pos, &word)
                        .map_err(|source| err(at, PgnErrorKind::BadMove { source }))?;
                    before = pos.clone();
                    let _ = pos.make_move(mv);
                    line.nodes.push(MoveNode::new(mv));
                }
            }
        }
    }
}

/// The start position a `FEN` tag gives. Positions only [`Position::from_fen_relaxed`]
/// accepts are read too, since a game from one is written with such a tag.
fn fen_tag(value: &str, line: usize) -> Result<Position, PgnError> {
    Position::from_fen_relaxed(value).map_err(|source| {
        let fen = value.into();
        err(line, PgnErrorKind::BadFen { fen, source })
    })
}

/// The notation a `Format` tag names.
fn format_tag(value: &str, line: usize) -> Result<Notation, PgnError> {
    notation_of_format(value).ok_or_else(|| {
        let value = value.into();
        err(line, PgnErrorKind::UnknownFormat { value })
    })
}

/// Checks that a `Result` tag holds a result.
fn result_tag(value: &str, line: usize) -> Result<(), PgnError> {
    match value.parse::<PgnResult>() {
        Ok(_) => Ok(()),
        Err(_) => Err(err(
            line,
            PgnErrorKind::BadResultTag {
                value: value.into(),
            },
        )),
    }
}
