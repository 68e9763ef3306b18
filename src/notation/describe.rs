//! What WXF and Chinese notation have in common: a move is described by which piece moves
//! (its kind, its file counted from the mover's right, and, when several of its kind share
//! that file, its place among them) and how it moves (forward, backward or sideways, and a
//! number). This file turns such a description into a move of a position, and a move of a
//! position into the parts the two writers need.
//!
//! Per-colour differences (which way is forward, which edge file 1 is) are the two small
//! functions [`file_number`] and [`progress`]; nothing else looks at the colour.

use super::{Notation, NotationError};
use crate::{Color, File, Move, PieceKind, Position, Rank, Square};

/// Which way a piece moves, from the mover's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Dir {
    /// Towards the opponent (WXF `+`, Chinese 进).
    Forward,
    /// Towards the mover's own back rank (WXF `-`, Chinese 退).
    Backward,
    /// Along the rank (WXF `.`, Chinese 平).
    Sideways,
}

/// The place of a piece among the pieces of its kind and colour standing on one file,
/// counted from the front (the piece nearest the opponent).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Slot {
    /// The foremost (Chinese 前 or 一, WXF `++`).
    Front,
    /// The rearmost (Chinese 后, WXF `--`).
    Rear,
    /// The middle one of an odd number (Chinese 中; WXF file digit among three or five).
    Middle,
    /// The k-th from the front, 0-based (Chinese 二, 三, 四, 五).
    Nth(usize),
    /// WXF `+`: the front one of two or three, the second of four or five.
    Plus,
    /// WXF `-`: the rear one of two or three, the second from the rear of four or five.
    Minus,
}

impl Slot {
    /// The 0-based index from the front that this slot names among `n` pieces, if any.
    pub(crate) fn index(self, n: usize) -> Option<usize> {
        if n < 2 {
            return None;
        }
        match self {
            Slot::Front => Some(0),
            Slot::Rear => Some(n - 1),
            Slot::Middle => (n % 2 == 1).then_some(n / 2),
            Slot::Nth(k) => (k < n).then_some(k),
            Slot::Plus => Some(if n >= 4 { 1 } else { 0 }),
            Slot::Minus => Some(if n >= 4 { n - 2 } else { n - 1 }),
        }
    }
}

/// A move as the text describes it, before it is looked up in a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Desc {
    /// The kind of the moving piece.
    pub kind: PieceKind,
    /// The file it stands on, 1–9 from the mover's right, when the text names one.
    pub file: Option<u8>,
    /// Its place among pieces of its kind on one file, when the text names one.
    pub slot: Option<Slot>,
    /// Which way it goes.
    pub dir: Dir,
    /// A distance (straight moves along the file) or a destination file number.
    pub num: u8,
}

/// How a text without a slot names a piece when several of its kind share the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PlainFile {
    /// A bare file names the middle pawn of three or five (the WXF convention).
    MiddlePawn,
    /// A bare file names any of them; the legal move decides.
    Any,
}

/// The file number, 1–9, of `file` as `color` counts it (from its own right).
pub(crate) fn file_number(color: Color, file: File) -> u8 {
    let i = file.index() as u8;
    match color {
        Color::Red => 9 - i,
        Color::Black => i + 1,
    }
}

/// The file `color` calls number `n`, if `n` is 1–9.
pub(crate) fn file_of_number(color: Color, n: u8) -> Option<File> {
    if !(1..=9).contains(&n) {
        return None;
    }
    File::new(match color {
        Color::Red => 9 - n,
        Color::Black => n - 1,
    })
}

/// How far `sq` lies from `color`'s back rank, 0–9: larger is further forward.
pub(crate) fn progress(color: Color, sq: Square) -> u8 {
    let r = sq.rank().index() as u8;
    match color {
        Color::Red => r,
        Color::Black => 9 - r,
    }
}

/// The square on `file` at `progress` ranks from `color`'s back rank, if on the board.
fn square_at(color: Color, file: File, progress: i32) -> Option<Square> {
    let p = u8::try_from(progress).ok()?;
    let rank = Rank::new(match color {
        Color::Red => p,
        Color::Black => 9u8.checked_sub(p)?,
    })?;
    Some(Square::new(file, rank))
}

/// The squares of the side to move's pieces of `kind` on `file`, front first.
pub(crate) fn stack(pos: &Position, color: Color, kind: PieceKind, file: File) -> Vec<Square> {
    let mut v: Vec<Square> = pos
        .pieces(color)
        .filter(|(sq, p)| p.kind() == kind && sq.file() == file)
        .map(|(sq, _)| sq)
        .collect();
    v.sort_by_key(|&sq| std::cmp::Reverse(progress(color, sq)));
    v
}

/// How many files hold two or more of `color`'s pieces of `kind`.
pub(crate) fn crowded_files(pos: &Position, color: Color, kind: PieceKind) -> usize {
    File::all()
        .filter(|&f| stack(pos, color, kind, f).len() >= 2)
        .count()
}

/// Whether a piece of this kind moves diagonally, so that its last number is always a
/// destination file.
pub(crate) fn moves_diagonally(kind: PieceKind) -> bool {
    matches!(
        kind,
        PieceKind::Advisor | PieceKind::Elephant | PieceKind::Horse
    )
}

/// The direction and number a move is written with.
pub(crate) fn dir_and_num(color: Color, kind: PieceKind, mv: Move) -> (Dir, u8) {
    let (a, b) = (progress(color, mv.from()), progress(color, mv.to()));
    let to_file = file_number(color, mv.to().file());
    let dir = match b.cmp(&a) {
        std::cmp::Ordering::Greater => Dir::Forward,
        std::cmp::Ordering::Less => Dir::Backward,
        std::cmp::Ordering::Equal => Dir::Sideways,
    };
    let num = if dir == Dir::Sideways || moves_diagonally(kind) {
        to_file
    } else {
        a.abs_diff(b)
    };
    (dir, num)
}

/// The destination of the piece of `kind` on `from` moving as `dir` and `num` say, if
/// that names a square of the board the piece could reach on an empty board.
fn destination(color: Color, kind: PieceKind, from: Square, dir: Dir, num: u8) -> Option<Square> {
    let sign = match dir {
        Dir::Forward => 1,
        Dir::Backward => -1,
        Dir::Sideways => 0,
    };
    let here = i32::from(progress(color, from));
    if moves_diagonally(kind) {
        let to_file = file_of_number(color, num)?;
        let df = to_file.index().abs_diff(from.file().index());
        let dr = match (kind, df) {
            (PieceKind::Advisor, 1) => 1,
            (PieceKind::Elephant, 2) => 2,
            (PieceKind::Horse, 1) => 2,
            (PieceKind::Horse, 2) => 1,
            _ => return None,
        };
        if sign == 0 {
            return None;
        }
        square_at(color, to_file, here + sign * dr)
    } else if sign == 0 {
        let to_file = file_of_number(color, num)?;
        (to_file != from.file()).then(|| Square::new(to_file, from.rank()))
    } else {
        if num == 0 {
            return None;
        }
        square_at(color, from.file(), here + sign * i32::from(num))
    }
}

/// Finds the legal move that `desc` describes in `pos`.
///
/// Every piece the description can name is tried; the text is accepted when exactly one
/// of them has a legal move of that shape.
pub(crate) fn resolve(
    pos: &Position,
    notation: Notation,
    text: &str,
    desc: Desc,
    plain: PlainFile,
) -> Result<Move, NotationError> {
    let color = pos.side_to_move();
    let no_match = |reason: String| NotationError::NoSuchMove {
        notation,
        text: text.to_owned(),
        reason,
    };
    let piece_name = format!("{color} {}", desc.kind);
    let files: Vec<File> = match desc.file {
        Some(n) => vec![
            file_of_number(color, n).ok_or_else(|| no_match(format!("there is no file {n}")))?,
        ],
        None => File::all().collect(),
    };
    let mut from = Vec::new();
    for &f in &files {
        let s = stack(pos, color, desc.kind, f);
        match (desc.slot, s.len()) {
            (_, 0) => {}
            (Some(slot), n) => from.extend(slot.index(n).map(|i| s[i])),
            (None, n) if n % 2 == 1 && n >= 3 && plain == PlainFile::MiddlePawn => {
                from.push(s[n / 2])
            }
            (None, _) => from.extend(s),
        }
    }
    if from.is_empty() {
        return Err(no_match(match (desc.file, desc.slot) {
            (Some(n), None) => format!("there is no {piece_name} on file {n}"),
            (Some(n), Some(_)) => format!("no {piece_name} on file {n} stands in that place"),
            (None, _) => format!("no {piece_name} stands in that place on a shared file"),
        }));
    }
    let candidates: Vec<Move> = from
        .iter()
        .filter_map(|&sq| {
            destination(color, desc.kind, sq, desc.dir, desc.num).map(|to| Move::new(sq, to))
        })
        .collect();
    let legal: Vec<Move> = candidates
        .iter()
        .copied()
        .filter(|&m| pos.is_legal(m))
        .collect();
    match legal.len() {
        1 => Ok(legal[0]),
        0 => match candidates.first() {
            Some(&m) => Err(NotationError::Illegal {
                notation,
                text: text.to_owned(),
                source: match pos.check_legal(m) {
                    Err(e) => e,
                    Ok(()) => unreachable!("a legal candidate was filtered out"),
                },
            }),
            None => Err(no_match(format!(
                "the {piece_name} cannot move {} {}",
                match desc.dir {
                    Dir::Forward => "forward",
                    Dir::Backward => "backward",
                    Dir::Sideways => "sideways",
                },
                if desc.dir == Dir::Sideways || moves_diagonally(desc.kind) {
                    format!("to file {}", desc.num)
                } else {
                    format!("by {}", desc.num)
                }
            ))),
        },
        _ => Err(NotationError::Ambiguous {
            notation,
            text: text.to_owned(),
            candidates: legal
                .iter()
                .map(|&m| (m, notation.format_legal(pos, m)))
                .collect(),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_count_from_each_players_right() {
        assert_eq!(file_number(Color::Red, File::I), 1);
        assert_eq!(file_number(Color::Red, File::A), 9);
        assert_eq!(file_number(Color::Black, File::A), 1);
        assert_eq!(file_number(Color::Black, File::I), 9);
        for c in Color::ALL {
            for f in File::all() {
                assert_eq!(file_of_number(c, file_number(c, f)), Some(f));
            }
            assert_eq!(file_of_number(c, 0), None);
            assert_eq!(file_of_number(c, 10), None);
        }
    }

    #[test]
    fn slots_name_places_among_n() {
        assert_eq!(Slot::Plus.index(2), Some(0));
        assert_eq!(Slot::Minus.index(3), Some(2));
        assert_eq!(Slot::Plus.index(4), Some(1));
        assert_eq!(Slot::Minus.index(5), Some(3));
        assert_eq!(Slot::Middle.index(4), None);
        assert_eq!(Slot::Middle.index(5), Some(2));
        assert_eq!(Slot::Nth(3).index(3), None);
        assert_eq!(Slot::Front.index(1), None);
    }

    #[test]
    fn stacks_are_ordered_front_first_for_both_colours() {
        let pos = Position::from_fen("4k4/9/9/4P4/4P4/4p4/4p4/9/9/3K5 w - - 0 1").unwrap();
        let red = stack(&pos, Color::Red, PieceKind::Pawn, File::E);
        let black = stack(&pos, Color::Black, PieceKind::Pawn, File::E);
        assert_eq!(
            red.iter().map(|s| s.to_string()).collect::<Vec<_>>(),
            ["e6", "e5"]
        );
        assert_eq!(
            black.iter().map(|s| s.to_string()).collect::<Vec<_>>(),
            ["e3", "e4"]
        );
    }
}
