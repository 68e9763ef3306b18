//! Chinese notation, `炮二平五`; the conventions are in the parent module's docs.

use super::describe::{
    Desc, Dir, PlainFile, Slot, crowded_files, dir_and_num, file_number, resolve, stack,
};
use super::{Notation, NotationError};
use crate::{Color, Move, PieceKind, Position};

const RED_DIGITS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
const BLACK_DIGITS: [char; 9] = ['１', '２', '３', '４', '５', '６', '７', '８', '９'];

/// Writes the number 1–9 the way `color`'s moves are written.
fn numeral(color: Color, n: u8) -> char {
    let digits = match color {
        Color::Red => &RED_DIGITS,
        Color::Black => &BLACK_DIGITS,
    };
    digits[usize::from(n.clamp(1, 9) - 1)]
}

/// The marker for the piece at `at` (0 = front) of `n` sharing a file.
fn marker(n: usize, at: usize) -> char {
    const NTH: [char; 5] = ['前', '二', '三', '四', '后'];
    match at {
        0 => '前',
        a if a + 1 == n => '后',
        1 if n == 3 => '中',
        a => NTH[a.min(4)],
    }
}

/// Writes a legal move of `pos` in Chinese notation.
///
/// # Panics
/// If no piece of the side to move stands on the move's from-square; in debug builds,
/// if the move is illegal in any way. [`Notation::format`] checks the move first.
///
/// ```
/// use xiangqi::{Notation, Position};
/// let pos = Position::from_fen("5k3/9/9/9/9/4C4/9/4C4/9/3K5 w - - 0 1")?;
/// assert_eq!(Notation::Chinese.format(&pos, "e4c4".parse()?)?, "前炮平七");
/// assert_eq!(Notation::Chinese.format(&pos, "e2e1".parse()?)?, "后炮退一");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn format(pos: &Position, mv: Move) -> String {
    debug_assert!(pos.is_legal(mv), "chinese::format: {mv} is illegal");
    let color = pos.side_to_move();
    let Some(piece) = pos.piece_at(mv.from()).filter(|p| p.color() == color) else {
        panic!(
            "chinese::format: no piece of the side to move on {}",
            mv.from()
        );
    };
    let kind = piece.kind();
    let name = piece.chinese();
    let file = numeral(color, file_number(color, mv.from().file()));
    let same = stack(pos, color, kind, mv.from().file());
    let n = same.len();
    let at = same.iter().position(|&s| s == mv.from()).unwrap_or(0);
    let (first, second) = if n == 1 {
        (name, file)
    } else if kind == PieceKind::Pawn && crowded_files(pos, color, kind) >= 2 {
        (marker(n, at), file)
    } else {
        (marker(n, at), name)
    };
    let (dir, num) = dir_and_num(color, kind, mv);
    let op = match dir {
        Dir::Forward => '进',
        Dir::Backward => '退',
        Dir::Sideways => '平',
    };
    [first, second, op, numeral(color, num)].iter().collect()
}

/// Reads a legal move of `pos` written in Chinese notation.
///
/// # Errors
/// [`NotationError::Syntax`] for text that is not a Chinese move,
/// [`NotationError::NoSuchMove`] when no piece fits or the piece cannot move that way,
/// [`NotationError::Ambiguous`] when several legal moves fit, and
/// [`NotationError::Illegal`] when the move described breaks the rules.
///
/// ```
/// use xiangqi::{Notation, NotationError, Position};
/// let pos = Position::startpos();
/// assert_eq!(Notation::Chinese.parse(&pos, "傌2進3")?.to_string(), "h0g2");
/// assert!(matches!(Notation::Chinese.parse(&pos, "车一进二"), Ok(_)));
/// assert!(matches!(Notation::Chinese.parse(&pos, "车一平二"), Err(NotationError::Illegal { .. })));
/// assert!(matches!(Notation::Chinese.parse(&pos, "炮二吃五"), Err(NotationError::Syntax { .. })));
/// # Ok::<(), NotationError>(())
/// ```
pub fn parse(pos: &Position, text: &str) -> Result<Move, NotationError> {
    let desc = read(text)?;
    resolve(pos, Notation::Chinese, text, desc, PlainFile::Any)
}

fn kind_of(c: char) -> Option<PieceKind> {
    Some(match c {
        '帅' | '帥' | '将' | '將' => PieceKind::King,
        '仕' | '士' => PieceKind::Advisor,
        '相' | '象' => PieceKind::Elephant,
        '马' | '馬' | '傌' => PieceKind::Horse,
        '车' | '車' | '俥' | '伡' => PieceKind::Rook,
        '炮' | '砲' | '包' => PieceKind::Cannon,
        '兵' | '卒' => PieceKind::Pawn,
        _ => return None,
    })
}

/// A number 1–9 in any of the three digit styles.
fn number(c: char) -> Option<u8> {
    let i = RED_DIGITS
        .iter()
        .chain(&BLACK_DIGITS)
        .position(|&d| d == c)
        .map(|i| i % RED_DIGITS.len() + 1);
    i.map(|i| i as u8)
        .or_else(|| c.to_digit(10).filter(|&d| d >= 1).map(|d| d as u8))
}

/// A marker that can stand before a name or a file.
fn leading_marker(c: char) -> Option<Slot> {
    trailing_marker(c).or(match c {
        '一' => Some(Slot::Front),
        '二' => Some(Slot::Nth(1)),
        '三' => Some(Slot::Nth(2)),
        '四' => Some(Slot::Nth(3)),
        '五' => Some(Slot::Nth(4)),
        _ => None,
    })
}

/// A marker that can follow a name or a file (where a numeral would be a file).
fn trailing_marker(c: char) -> Option<Slot> {
    match c {
        '前' => Some(Slot::Front),
        '后' | '後' => Some(Slot::Rear),
        '中' => Some(Slot::Middle),
        _ => None,
    }
}

/// Reads the text into a description, without looking at a position.
fn read(text: &str) -> Result<Desc, NotationError> {
    let err = |reason: &str| NotationError::syntax(Notation::Chinese, text, reason);
    let chars: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    if !(4..=5).contains(&chars.len()) {
        return Err(err(
            "expected four characters: piece, file, direction, number (as in 炮二平五)",
        ));
    }
    let (prefix, tail) = chars.split_at(chars.len() - 2);
    let dir = match tail[0] {
        '进' | '進' => Dir::Forward,
        '退' => Dir::Backward,
        '平' => Dir::Sideways,
        _ => return Err(err("the direction must be 进, 退 or 平")),
    };
    let num = number(tail[1]).ok_or_else(|| err("the last character must be a number 1-9"))?;
    let (kind, file, slot) = match *prefix {
        [a, b] => match (kind_of(a), kind_of(b)) {
            (Some(k), None) => match (number(b), trailing_marker(b)) {
                (Some(f), _) => (k, Some(f), None),
                (None, Some(s)) => (k, None, Some(s)),
                _ => return Err(err("a piece name must be followed by its file or 前/后")),
            },
            (None, Some(k)) => {
                let s = leading_marker(a)
                    .ok_or_else(|| err("only 前, 中, 后 or 一…五 can stand before a name"))?;
                (k, None, Some(s))
            }
            (None, None) => match (leading_marker(a), number(b), number(a), trailing_marker(b)) {
                (Some(s), Some(f), _, _) => (PieceKind::Pawn, Some(f), Some(s)),
                (_, _, Some(f), Some(s)) => (PieceKind::Pawn, Some(f), Some(s)),
                _ => return Err(err("expected a piece name (车 马 炮 兵 …) and a file")),
            },
            (Some(_), Some(_)) => return Err(err("two piece names")),
        },
        [a, b, c] => match (leading_marker(a), kind_of(b), number(c)) {
            (Some(s), Some(k), Some(f)) => (k, Some(f), Some(s)),
            _ => {
                return Err(err(
                    "five characters must be a marker, a name and a file, as in 前兵七平六",
                ));
            }
        },
        _ => unreachable!("the length was checked"),
    };
    Ok(Desc {
        kind,
        file,
        slot,
        dir,
        num,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(fen: &str, moves: &[&str]) -> Vec<String> {
        let mut pos = Position::from_fen(fen).unwrap();
        let mut out = Vec::new();
        for &m in moves {
            let mv: Move = m.parse().unwrap();
            let text = format(&pos, mv);
            assert_eq!(parse(&pos, &text), Ok(mv), "{text}");
            out.push(text);
            pos.play(mv).unwrap();
        }
        out
    }

    fn written(fen: &str, moves: &[&str]) -> Vec<String> {
        let pos = Position::from_fen(fen).unwrap();
        moves
            .iter()
            .map(|m| {
                let mv: Move = m.parse().unwrap();
                let text = format(&pos, mv);
                assert_eq!(parse(&pos, &text), Ok(mv), "{text}");
                text
            })
            .collect()
    }

    #[test]
    fn central_cannon_against_screen_horses() {
        let moves = [
            "h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "h0h6", "c6c5", "b0c2", "b7a7",
        ];
        assert_eq!(
            line(crate::START_FEN, &moves),
            [
                "炮二平五",
                "马８进７",
                "马二进三",
                "车９平８",
                "车一平二",
                "马２进３",
                "车二进六",
                "卒３进１",
                "马八进七",
                "炮２平１"
            ]
        );
    }

    #[test]
    fn advisors_elephants_kings_and_retreats() {
        let moves = [
            "f0e1", "d9e8", "g0e2", "c9e7", "e0f0", "e9d9", "e2g0", "e7c9",
        ];
        assert_eq!(
            line(crate::START_FEN, &moves),
            [
                "仕四进五",
                "士４进５",
                "相三进五",
                "象３进５",
                "帅五平四",
                "将５平４",
                "相五退三",
                "象５退３"
            ]
        );
    }

    #[test]
    fn tandem_pieces_use_front_and_rear() {
        let fen = "5k3/9/2c6/9/4R4/2c6/4R4/9/9/3K5 w - - 0 1";
        assert_eq!(line(fen, &["e5d5", "c7c8"]), ["前车平六", "后炮退１"]);
        assert_eq!(line(fen, &["e3e4", "c4c5"]), ["后车进一", "前炮退１"]);
        let pos = Position::from_fen(fen).unwrap();
        for text in [
            "前車平六",
            "車前平六",
            "前俥平6",
            "前车平６",
            " 前 车 平 六 ",
        ] {
            assert_eq!(
                parse(&pos, text).map(|m| m.to_string()),
                Ok("e5d5".into()),
                "{text}"
            );
        }
        assert!(matches!(
            parse(&pos, "车五平六"),
            Err(NotationError::Ambiguous { .. })
        ));
    }

    #[test]
    fn tandem_advisors_need_no_marker_on_input() {
        let fen = "3k5/9/9/9/9/9/9/3A5/9/3AK4 w - - 0 1";
        assert_eq!(written(fen, &["d0e1", "d2e1"]), ["后仕进五", "前仕退五"]);
        let pos = Position::from_fen(fen).unwrap();
        assert_eq!(
            parse(&pos, "仕六进五").map(|m| m.to_string()),
            Ok("d0e1".into())
        );
        assert_eq!(
            parse(&pos, "士6退5").map(|m| m.to_string()),
            Ok("d2e1".into())
        );
    }

    #[test]
    fn crowded_pawn_files() {
        let fen = "3k5/9/4P4/2P1P4/2P1P4/9/9/9/9/5K3 w - - 0 1";
        assert_eq!(
            written(fen, &["e7d7", "e6d6", "e5d5", "c6b6", "c5b5", "c6c7"]),
            [
                "前五平六",
                "中五平六",
                "后五平六",
                "前七平八",
                "后七平八",
                "前七进一"
            ]
        );
        let pos = Position::from_fen(fen).unwrap();
        assert_eq!(
            parse(&pos, "前兵七平八").map(|m| m.to_string()),
            Ok("c6b6".into())
        );
        let fen = "P3k4/P8/P8/P8/P8/9/9/9/9/3K5 w - - 0 1";
        assert_eq!(
            written(fen, &["a9b9", "a8b8", "a7b7", "a6b6", "a5b5"]),
            ["前兵平八", "二兵平八", "三兵平八", "四兵平八", "后兵平八"]
        );
        let pos = Position::from_fen(fen).unwrap();
        assert_eq!(
            parse(&pos, "一兵平八").map(|m| m.to_string()),
            Ok("a9b9".into())
        );
        assert_eq!(
            parse(&pos, "中兵平八").map(|m| m.to_string()),
            Ok("a7b7".into())
        );
        assert_eq!(
            parse(&pos, "五兵平八").map(|m| m.to_string()),
            Ok("a5b5".into())
        );
        let fen = "3k5/9/9/9/9/4p4/4p4/4p4/4p4/5K3 b - - 0 1";
        assert_eq!(
            written(fen, &["e1d1", "e2d2", "e3d3", "e4d4"]),
            ["前卒平４", "二卒平４", "三卒平４", "后卒平４"]
        );
        let fen = "P3k4/P8/P8/9/9/9/9/9/9/3K5 w - - 0 1";
        assert_eq!(
            written(fen, &["a9b9", "a8b8", "a7b7"]),
            ["前兵平八", "中兵平八", "后兵平八"]
        );
    }

    #[test]
    fn garbage_is_a_syntax_error() {
        let pos = Position::startpos();
        for text in [
            "",
            "炮二平",
            "炮二平五五五",
            "炮二吃五",
            "炮二平零",
            "鸟二平五",
            "车马平五",
            "h2e2",
        ] {
            let err = parse(&pos, text).unwrap_err();
            assert!(matches!(err, NotationError::Syntax { .. }), "{text}: {err}");
        }
    }
}
