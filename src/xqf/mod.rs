//! XQF, the binary game format of XQStudio (象棋演播室), in which much of the published
//! game literature circulates: reading into a [`PgnGame`] (variations, comments and
//! header fields kept) and writing.
//!
//! Every version XQStudio wrote is read: 1.0 and earlier (plain) and 1.1 to 1.8 (whose
//! pieces, moves and comments are enciphered with keys stored in the header). Header
//! fields and comments are GB18030 (GBK) text, read as Unicode.
//!
//! ```
//! use xiangqi::{pgn, xqf};
//! let record = pgn::read_game("[Red \"许银川\"]\n\n1. h2e2 {中炮} h9g7 (1... b7e7) 2. h0g2 1-0")?;
//! let bytes = xqf::write(&record, &xqf::WriteOptions::default())?;
//! let back = xqf::read(&bytes)?;
//! assert_eq!(back.tag("Red"), Some("许银川"));
//! assert_eq!(back.moves, record.moves);
//! assert_eq!(back.result, record.result);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # The format
//!
//! As documented by XQStudio's author, Dong Shiwei (董世伟), in the format's header
//! declarations, and as other readers (the Python `cchess` package among them) read it:
//!
//! - A header of 1,024 bytes: `XQ`, the version (10 for 1.0, 18 for 1.8), the key bytes
//!   (offsets 3 and 8–15), the squares of the 32 pieces (offset 16, one byte each,
//!   `file * 10 + rank` from Red's bottom left, 90 and more for a piece not on the
//!   board; Red's R N B A K A B N R C C P P P P P, then Black's), the side to move
//!   (offset 50), the result (offset 51: 0 unknown, 1 Red won, 2 Black won, 3 or 4
//!   drawn), and length-prefixed strings: title (80), event (208), date (272), site
//!   (288), Red (304), Black (320), commentator (464), author (480).
//! - Then the move tree in pre-order, one record per node: the from and to squares, a
//!   flag byte (the node has a next move; it has an alternative; it has a comment), a
//!   reserved byte, then the comment's length and the comment. The first record is the
//!   root: no move, the comment before the first move.
//! - From version 1.1 on, the squares of the pieces, of the moves and the comment
//!   lengths are offset by keys computed from the header, and from 1.2 on the pieces'
//!   squares are rotated; every byte after the header is offset by one of 32 key bytes
//!   chosen by its position in the file.

mod keys;

use crate::notation::Notation;
use crate::pgn::{Line, MAX_VARIATION_DEPTH, MoveNode, PgnGame, PgnResult};
use crate::{Color, File, IllegalMoveError, Move, PieceKind, Position, Rank, Square};
use keys::Keys;

/// The length of the header.
const HEADER: usize = 1024;
/// The newest version XQStudio wrote (1.8).
pub const LATEST_VERSION: u8 = 18;
/// The kinds of the 16 pieces of a side, in the order of the header's piece squares.
const ORDER: [PieceKind; 16] = {
    use PieceKind::*;
    [
        Rook, Horse, Elephant, Advisor, King, Advisor, Elephant, Horse, Rook, Cannon, Cannon, Pawn,
        Pawn, Pawn, Pawn, Pawn,
    ]
};
/// The header's strings: offset of the length byte, room (length byte included), tag.
const STRINGS: [(usize, usize, &str); 8] = [
    (208, 64, "Event"),
    (288, 16, "Site"),
    (272, 16, "Date"),
    (304, 16, "Red"),
    (320, 16, "Black"),
    (80, 64, "Title"),
    (464, 16, "Annotator"),
    (480, 16, "Author"),
];

/// An XQF file could not be read, or a game could not be written as one.
///
/// ```
/// let err = xiangqi::xqf::read(b"PK\x03\x04").unwrap_err();
/// assert_eq!(err, xiangqi::xqf::XqfError::NotXqf);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum XqfError {
    /// The data does not start with an XQF header.
    #[error("not an XQF file: it does not start with an XQF header of 1024 bytes")]
    NotXqf,
    /// The file was written by a version of XQStudio this crate does not know.
    #[error("XQF version {version} is not known (the last XQStudio wrote is {LATEST_VERSION})")]
    UnknownVersion {
        /// The version byte.
        version: u8,
    },
    /// The pieces of the header do not make a legal position.
    #[error("the pieces of the header do not make a legal position: {reason}")]
    BadBoard {
        /// What is wrong.
        reason: String,
    },
    /// The move tree ends in the middle of a record.
    #[error("the file ends in the middle of the move record at byte {offset}")]
    Truncated {
        /// Where the record starts.
        offset: usize,
    },
    /// A move record names a square off the board.
    #[error("the move record at byte {offset} names no square of the board")]
    BadSquare {
        /// Where the record starts.
        offset: usize,
    },
    /// A move of the tree is illegal where it stands (the reason is the
    /// [`source`](std::error::Error::source)).
    #[error("the move record at byte {offset} holds an illegal move")]
    Illegal {
        /// Where the record starts (0 when writing).
        offset: usize,
        /// Why the move is illegal.
        source: IllegalMoveError,
    },
    /// The alternatives nest deeper than [`MAX_VARIATION_DEPTH`].
    #[error("variations are nested more than {MAX_VARIATION_DEPTH} deep")]
    TooDeep,
    /// A version to write that XQStudio never wrote.
    #[error("XQF version {version} cannot be written: expected 10 to {LATEST_VERSION}")]
    BadVersion {
        /// The version asked for.
        version: u8,
    },
}

/// How [`write`](fn@write) writes a file: the version and the keys.
///
/// ```
/// let options = xiangqi::xqf::WriteOptions::default().version(12).seed(7);
/// assert_eq!(options, xiangqi::xqf::WriteOptions::default().seed(7).version(12));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct WriteOptions {
    version: u8,
    seed: u64,
}

impl Default for WriteOptions {
    /// Version 1.8, the last XQStudio wrote, with keys from seed 0.
    fn default() -> WriteOptions {
        WriteOptions {
            version: LATEST_VERSION,
            seed: 0,
        }
    }
}

impl WriteOptions {
    /// The version to write: 10 (1.0, plain) to 18 (1.8, enciphered).
    ///
    /// ```
    /// use xiangqi::{pgn, xqf};
    /// let record = pgn::read_game("1. h2e2 *")?;
    /// let bytes = xqf::write(&record, &xqf::WriteOptions::default().version(10))?;
    /// assert_eq!(bytes[2], 10);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn version(mut self, version: u8) -> WriteOptions {
        self.version = version;
        self
    }

    /// The seed the keys of an enciphered file (1.1 and later) are drawn from: files
    /// written with the same seed are the same byte for byte.
    ///
    /// ```
    /// use xiangqi::{pgn, xqf::{self, WriteOptions}};
    /// let record = pgn::read_game("1. h2e2 *")?;
    /// let a = xqf::write(&record, &WriteOptions::default().seed(2026))?;
    /// assert_eq!(a, xqf::write(&record, &WriteOptions::default().seed(2026))?);
    /// assert_ne!(a, xqf::write(&record, &WriteOptions::default().seed(2027))?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn seed(mut self, seed: u64) -> WriteOptions {
        self.seed = seed;
        self
    }
}

/// Reads an XQF file into a game record: the start position from the header's pieces,
/// the move tree with its alternatives as variations and its comments, the header's
/// strings as tags (`Event`, `Site`, `Date`, `Red`, `Black`, and `Title`, `Annotator`,
/// `Author` when set) and its result. The movetext notation is Chinese.
///
/// # Errors
/// An [`XqfError`]: not XQF, an unknown version, a board that is not a legal position,
/// a truncated record, a square off the board, an illegal move, nesting too deep.
///
/// ```
/// use xiangqi::{xqf, pgn::PgnGame, Game};
/// let mut game = Game::default();
/// game.play_all(["h2e2", "h9g7"])?;
/// let bytes = xqf::write(&PgnGame::from_game(&game), &xqf::WriteOptions::default())?;
/// let record = xqf::read(&bytes)?;
/// assert_eq!(record.moves.nodes.len(), 2);
/// assert!(xqf::read(&bytes[..1000]).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn read(bytes: &[u8]) -> Result<PgnGame, XqfError> {
    if bytes.len() < HEADER || &bytes[..2] != b"XQ" {
        return Err(XqfError::NotXqf);
    }
    let version = bytes[2];
    if version > LATEST_VERSION {
        return Err(XqfError::UnknownVersion { version });
    }
    let keys = Keys::from_header(bytes);
    let start = start_position(bytes, &keys)?;
    let mut tags: Vec<(String, String)> = Vec::new();
    let mut extra = Vec::new();
    for (offset, room, name) in STRINGS {
        let text = pascal(&bytes[offset..offset + room]);
        match name {
            "Title" | "Annotator" | "Author" if text.is_empty() => {}
            "Title" | "Annotator" | "Author" => extra.push((name.to_owned(), text)),
            _ => tags.push((
                name.to_owned(),
                if text.is_empty() { "?".into() } else { text },
            )),
        }
    }
    tags.insert(3, ("Round".into(), "?".into()));
    let result = match bytes[51] {
        1 => PgnResult::RedWins,
        2 => PgnResult::BlackWins,
        3 | 4 => PgnResult::Draw,
        _ => PgnResult::Unknown,
    };
    tags.push(("Result".into(), result.token().into()));
    if start != Position::startpos() {
        tags.push(("FEN".into(), start.fen()));
    }
    tags.push(("Format".into(), "Chinese".into()));
    tags.extend(extra);
    let moves = read_tree(bytes, &keys, &start)?;
    Ok(PgnGame {
        tags,
        start,
        notation: Notation::Chinese,
        moves,
        result,
    })
}

/// Writes a game record as an XQF file of the version in `options`.
///
/// What XQF cannot hold is left out: annotation glyphs, tags other than those
/// [`read`](fn@read) gives, and comments before the first move of a variation (they go to its
/// first move's comment). An alternative to the first move of a variation becomes one
/// more alternative of the move it replaces, as XQF has no other place for it.
///
/// # Errors
/// [`XqfError::BadVersion`] for a version outside 10–18; [`XqfError::Illegal`] for a move
/// of the record that is illegal where it stands; [`XqfError::TooDeep`].
///
/// ```
/// use xiangqi::{xqf, pgn};
/// let record = pgn::read_game("1. h2e2 h9g7 *")?;
/// let plain = xqf::write(&record, &xqf::WriteOptions::default().version(10))?;
/// let enciphered = xqf::write(&record, &xqf::WriteOptions::default().seed(1))?;
/// assert_ne!(plain[1024..], enciphered[1024..]);
/// assert_eq!(xqf::read(&plain)?.moves, xqf::read(&enciphered)?.moves);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn write(game: &PgnGame, options: &WriteOptions) -> Result<Vec<u8>, XqfError> {
    let version = options.version;
    if !(10..=LATEST_VERSION).contains(&version) {
        return Err(XqfError::BadVersion { version });
    }
    let mut out = vec![0u8; HEADER];
    out[..2].copy_from_slice(b"XQ");
    out[2] = version;
    let keys = Keys::choose(&mut out, options.seed);
    write_board(&mut out, &keys, &game.start);
    out[48] = 1;
    out[50] = u8::from(game.start.side_to_move() == Color::Black);
    out[51] = match game.result {
        PgnResult::RedWins => 1,
        PgnResult::BlackWins => 2,
        PgnResult::Draw => 3,
        PgnResult::Unknown => 0,
    };
    for (offset, room, name) in STRINGS {
        if let Some(value) = game.tag(name).filter(|v| *v != "?") {
            write_pascal(&mut out[offset..offset + room], value);
        }
    }
    write_tree(&mut out, &keys, game)?;
    Ok(out)
}

/// The start position of the header's pieces and side to move.
fn start_position(bytes: &[u8], keys: &Keys) -> Result<Position, XqfError> {
    let squares = keys.piece_squares(bytes);
    let mut board = [[None::<char>; 9]; 10];
    for (i, &xy) in squares.iter().enumerate() {
        if xy >= 90 {
            continue;
        }
        let (file, rank) = (usize::from(xy / 10), usize::from(xy % 10));
        let color = if i < 16 { Color::Red } else { Color::Black };
        let piece = crate::Piece::new(color, ORDER[i % 16]);
        if board[rank][file].replace(piece.char()).is_some() {
            return Err(XqfError::BadBoard {
                reason: format!("two pieces on {}{}", (b'a' + xy / 10) as char, xy % 10),
            });
        }
    }
    let mut fen = String::new();
    for rank in (0..10).rev() {
        let mut empty = 0;
        for cell in board[rank] {
            match cell {
                None => empty += 1,
                Some(c) => {
                    if empty > 0 {
                        fen.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    fen.push(c);
                }
            }
        }
        if empty > 0 {
            fen.push(char::from(b'0' + empty));
        }
        if rank > 0 {
            fen.push('/');
        }
    }
    fen.push_str(if bytes[50] == 1 {
        " b - - 0 1"
    } else {
        " w - - 0 1"
    });
    Position::from_fen_relaxed(&fen).map_err(|e| XqfError::BadBoard {
        reason: e.to_string(),
    })
}

/// Writes the squares of the pieces of `pos` into the header.
fn write_board(out: &mut [u8], keys: &Keys, pos: &Position) {
    let mut squares = [u8::MAX; 32];
    for sq in Square::all() {
        let Some(piece) = pos.piece_at(sq) else {
            continue;
        };
        let side = if piece.color() == Color::Red { 0 } else { 16 };
        let free = (0..16).find(|&i| ORDER[i] == piece.kind() && squares[side + i] == u8::MAX);
        if let Some(i) = free {
            // A legal position has no more pieces of a kind than the header has room for.
            squares[side + i] = (sq.file().index() * 10 + sq.rank().index()) as u8;
        }
    }
    keys.put_piece_squares(out, &squares);
}

/// The square of a record's byte, `file * 10 + rank`.
fn square_of(xy: u8) -> Option<Square> {
    let file = File::new(xy / 10)?;
    let rank = Rank::new(xy % 10)?;
    (xy < 90).then(|| Square::new(file, rank))
}

/// Decodes GB18030 text, dropping what cannot be decoded.
fn text(bytes: &[u8]) -> String {
    encoding_rs::GB18030
        .decode_without_bom_handling(bytes)
        .0
        .trim_end_matches('\0')
        .to_owned()
}

/// A length-prefixed string of the header.
fn pascal(field: &[u8]) -> String {
    let len = usize::from(field[0]).min(field.len() - 1);
    text(&field[1..1 + len]).trim().to_owned()
}

/// Writes `value` as a length-prefixed GB18030 string into `field`, cut at a character
/// boundary if it does not fit.
fn write_pascal(field: &mut [u8], value: &str) {
    let mut bytes = Vec::new();
    for c in value.chars() {
        let mut buf = [0u8; 4];
        let (encoded, _, _) = encoding_rs::GB18030.encode(c.encode_utf8(&mut buf));
        if 1 + bytes.len() + encoded.len() > field.len() {
            break;
        }
        bytes.extend_from_slice(&encoded);
    }
    field[0] = bytes.len() as u8;
    field[1..1 + bytes.len()].copy_from_slice(&bytes);
}

/// Where the next record of the tree goes.
#[derive(Clone, Copy)]
enum Slot {
    /// After the last node of line `line` of the arena.
    Next(usize),
    /// A new variation of node `node` of line `line`.
    Other(usize, usize),
}

/// A line of the tree being read: its nodes, each with the position before it and the
/// arena lines of its variations, and how deep it is nested.
#[derive(Default)]
struct ArenaLine {
    nodes: Vec<(MoveNode, Position, Vec<usize>)>,
    depth: usize,
}

/// Reads the move tree after the header.
fn read_tree(bytes: &[u8], keys: &Keys, start: &Position) -> Result<Line, XqfError> {
    let mut reader = keys::Cipher::new(bytes, keys);
    let mut main = Line::default();
    let root = reader.record()?;
    let mut arena = vec![ArenaLine::default()];
    let mut pending = Vec::new();
    if let Some(root) = root {
        main.comments.extend(root.comment);
        if root.next {
            pending.push(Slot::Next(0));
        }
    }
    while let Some(slot) = pending.pop() {
        let offset = reader.offset();
        let Some(record) = reader.record()? else {
            // XQStudio sometimes ends a file before a record its flags promise.
            break;
        };
        let (from, to) = match (square_of(record.from), square_of(record.to)) {
            (Some(f), Some(t)) => (f, t),
            _ => return Err(XqfError::BadSquare { offset }),
        };
        let mv = Move::new(from, to);
        let (line, before) = match slot {
            Slot::Next(line) => {
                let before = match arena[line].nodes.last() {
                    Some((node, pos, _)) => {
                        let mut after = pos.clone();
                        let _ = after.make_move(node.mv);
                        after
                    }
                    None => start.clone(),
                };
                (line, before)
            }
            Slot::Other(line, node) => {
                let depth = arena[line].depth + 1;
                if depth > MAX_VARIATION_DEPTH {
                    return Err(XqfError::TooDeep);
                }
                let before = arena[line].nodes[node].1.clone();
                let new = arena.len();
                arena.push(ArenaLine {
                    nodes: Vec::new(),
                    depth,
                });
                arena[line].nodes[node].2.push(new);
                (new, before)
            }
        };
        before
            .check_legal(mv)
            .map_err(|source| XqfError::Illegal { offset, source })?;
        let mut node = MoveNode::new(mv);
        node.comments.extend(record.comment);
        arena[line].nodes.push((node, before, Vec::new()));
        let at = arena[line].nodes.len() - 1;
        // Pre-order: the next move's subtree first, then the alternatives.
        if record.other {
            let (owner_line, owner) = match slot {
                // An alternative of a variation's first move is one more alternative of
                // the move that variation replaces.
                Slot::Other(parent, node) if at == 0 => (parent, node),
                _ => (line, at),
            };
            pending.push(Slot::Other(owner_line, owner));
        }
        if record.next {
            pending.push(Slot::Next(line));
        }
    }
    main.nodes = build(&mut arena, 0);
    Ok(main)
}

/// The nested [`Line`] of arena line `id` (nesting is at most [`MAX_VARIATION_DEPTH`]).
fn build(arena: &mut [ArenaLine], id: usize) -> Vec<MoveNode> {
    let nodes = std::mem::take(&mut arena[id].nodes);
    nodes
        .into_iter()
        .map(|(mut node, _, variations)| {
            for v in variations {
                node.variations.push(Line {
                    nodes: build(arena, v),
                    ..Line::default()
                });
            }
            node
        })
        .collect()
}

/// One node of the tree to write.
struct Task<'a> {
    line: &'a Line,
    at: usize,
    before: Position,
    /// The alternatives that follow this node in its chain, and where in it it is.
    chain: std::rc::Rc<Vec<&'a Line>>,
    in_chain: usize,
    depth: usize,
}

/// The alternatives of `node`, flattened: each variation, then the alternatives of its
/// first move.
fn alternatives(node: &MoveNode) -> Vec<&Line> {
    let mut out = Vec::new();
    let mut stack: Vec<&Line> = node.variations.iter().rev().collect();
    while let Some(line) = stack.pop() {
        out.push(line);
        if let Some(first) = line.nodes.first() {
            stack.extend(first.variations.iter().rev());
        }
    }
    out
}

/// Writes the move tree of `game` after the header.
fn write_tree(out: &mut Vec<u8>, keys: &Keys, game: &PgnGame) -> Result<(), XqfError> {
    let mut writer = keys::Cipher::writer(out, keys);
    let root_comment = game.moves.comments.join("\n");
    writer.put_record(None, !game.moves.nodes.is_empty(), false, &root_comment);
    let mut tasks = Vec::new();
    if !game.moves.nodes.is_empty() {
        let node = &game.moves.nodes[0];
        let mut chain = vec![&game.moves];
        chain.extend(alternatives(node));
        tasks.push(Task {
            line: &game.moves,
            at: 0,
            before: game.start.clone(),
            chain: std::rc::Rc::new(chain),
            in_chain: 0,
            depth: 0,
        });
    }
    while let Some(task) = tasks.pop() {
        if task.depth > MAX_VARIATION_DEPTH {
            return Err(XqfError::TooDeep);
        }
        let node = &task.line.nodes[task.at];
        task.before
            .check_legal(node.mv)
            .map_err(|source| XqfError::Illegal { offset: 0, source })?;
        let has_next = task.at + 1 < task.line.nodes.len();
        let has_other = task.in_chain + 1 < task.chain.len();
        let mut comments = if task.at == 0 && task.in_chain > 0 {
            task.line.comments.clone()
        } else {
            Vec::new()
        };
        comments.extend(node.comments.iter().cloned());
        writer.put_record(Some(node.mv), has_next, has_other, &comments.join("\n"));
        if has_other {
            tasks.push(Task {
                line: task.chain[task.in_chain + 1],
                at: 0,
                before: task.before.clone(),
                chain: task.chain.clone(),
                in_chain: task.in_chain + 1,
                depth: task.depth + usize::from(task.in_chain == 0),
            });
        }
        if has_next {
            let mut after = task.before.clone();
            let _ = after.make_move(node.mv);
            let next = &task.line.nodes[task.at + 1];
            let mut chain = vec![task.line];
            chain.extend(alternatives(next));
            tasks.push(Task {
                line: task.line,
                at: task.at + 1,
                before: after,
                chain: std::rc::Rc::new(chain),
                in_chain: 0,
                depth: task.depth,
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests;
