//! WXF notation, `C2.5`; the conventions are in the parent module's docs.

use super::describe::{
    Desc, Dir, PlainFile, Slot, crowded_files, dir_and_num, file_number, resolve, stack,
};
use super::{Notation, NotationError};
use crate::{Move, PieceKind, Position};

/// The WXF letter of a kind: the federation writes E and H where FEN writes B and N.
fn letter(kind: PieceKind) -> char {
    match kind {
        PieceKind::Elephant => 'E',
        PieceKind::Horse => 'H',
        k => k.char(),
    }
}

/// Writes a legal move of `pos` in WXF notation.
///
/// # Panics
/// If no piece of the side to move stands on the move's from-square; in debug builds,
/// if the move is illegal in any way. [`Notation::format`] checks the move first.
///
/// ```
/// use xiangqi::{Notation, Position};
/// let pos = Position::from_fen("5k3/9/9/9/9/4C4/9/4C4/9/3K5 w - - 0 1")?;
/// assert_eq!(Notation::Wxf.format(&pos, "e4c4".parse()?)?, "C+.7");
/// assert_eq!(Notation::Wxf.format(&pos, "e2e1".parse()?)?, "C--1");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn format(pos: &Position, mv: Move) -> String {
    debug_assert!(pos.is_legal(mv), "wxf::format: {mv} is illegal");
    let color = pos.side_to_move();
    let Some(piece) = pos.piece_at(mv.from()).filter(|p| p.color() == color) else {
        panic!("wxf::format: no piece of the side to move on {}", mv.from());
    };
    let kind = piece.kind();
    let file = file_number(color, mv.from().file());
    let digit = |n: u8| char::from(b'0' + n);
    let same = stack(pos, color, kind, mv.from().file());
    let n = same.len();
    let at = same.iter().position(|&s| s == mv.from()).unwrap_or(0);
    let two_files = kind == PieceKind::Pawn && crowded_files(pos, color, kind) >= 2;
    let (first, second) = match (n, at) {
        (1, _) => (letter(kind), digit(file)),
        _ if two_files => (
            digit(file),
            match Slot::Middle.index(n) {
                Some(mid) if mid == at => digit(file),
                _ if at == 0 => '+',
                _ => '-',
            },
        ),
        (4 | 5, 0) => ('+', '+'),
        (4 | 5, a) if a == n - 1 => ('-', '-'),
        (3 | 5, a) if a == n / 2 => (letter(kind), digit(file)),
        (_, a) if a < n / 2 => (letter(kind), '+'),
        _ => (letter(kind), '-'),
    };
    let (dir, num) = dir_and_num(color, kind, mv);
    let op = match dir {
        Dir::Forward => '+',
        Dir::Backward => '-',
        Dir::Sideways => '.',
    };
    [first, second, op, digit(num)].iter().collect()
}

/// Reads a legal move of `pos` written in WXF notation.
///
/// # Errors
/// [`NotationError::Syntax`] for text that is not four WXF characters,
/// [`NotationError::NoSuchMove`] when no piece fits or the piece cannot move that way,
/// [`NotationError::Ambiguous`] when several legal moves fit, and
/// [`NotationError::Illegal`] when the move described breaks the rules.
///
/// ```
/// use xiangqi::{Notation, NotationError, Position};
/// let pos = Position::startpos();
/// assert_eq!(Notation::Wxf.parse(&pos, "c2=5")?.to_string(), "h2e2");
/// assert_eq!(Notation::Wxf.parse(&pos, "N2+3")?.to_string(), "h0g2");
/// assert!(matches!(Notation::Wxf.parse(&pos, "H2+5"), Err(NotationError::NoSuchMove { .. })));
/// # Ok::<(), NotationError>(())
/// ```
pub fn parse(pos: &Position, text: &str) -> Result<Move, NotationError> {
    let desc = read(text)?;
    resolve(pos, Notation::Wxf, text, desc, PlainFile::MiddlePawn)
}

/// Reads the text into a description, without looking at a position.
fn read(text: &str) -> Result<Desc, NotationError> {
    let err = |reason: &str| NotationError::syntax(Notation::Wxf, text, reason);
    let chars: Vec<char> = text.trim().chars().collect();
    let [a, b, op, num] = chars[..] else {
        return Err(err(
            "expected four characters: piece, file, direction, number (as in C2.5)",
        ));
    };
    let dir = match op {
        '+' => Dir::Forward,
        '-' => Dir::Backward,
        '.' | '=' => Dir::Sideways,
        _ => return Err(err("the third character must be +, - or . (or =)")),
    };
    let num = digit(num).ok_or_else(|| err("the last character must be a digit 1-9"))?;
    let kind = |c: char| PieceKind::from_char(c).filter(|_| c.is_ascii_alphabetic());
    let sign = |c: char| match c {
        '+' => Some(Slot::Plus),
        '-' => Some(Slot::Minus),
        _ => None,
    };
    let (kind, file, slot) = match (a, b) {
        ('+', '+') => (PieceKind::Pawn, None, Some(Slot::Front)),
        ('-', '-') => (PieceKind::Pawn, None, Some(Slot::Rear)),
        _ => match (kind(a), digit(a), sign(a), kind(b), digit(b), sign(b)) {
            (Some(k), _, _, _, Some(f), _) => (k, Some(f), None),
            (Some(k), _, _, _, _, Some(s)) | (_, _, Some(s), Some(k), _, _) => (k, None, Some(s)),
            (_, Some(f), _, _, _, Some(s)) => (PieceKind::Pawn, Some(f), Some(s)),
            (_, Some(f), _, _, Some(g), _) if f == g => {
                (PieceKind::Pawn, Some(f), Some(Slot::Middle))
            }
            (_, Some(_), _, _, Some(_), _) => {
                return Err(err(
                    "a file-digit pair like 33 names the middle pawn of that file; the two digits must agree",
                ));
            }
            _ => {
                return Err(err(
                    "expected a piece letter (K A E H R C P) and a file digit, or + or - for the front or rear of two",
                ));
            }
        },
    };
    Ok(Desc {
        kind,
        file,
        slot,
        dir,
        num,
    })
}

fn digit(c: char) -> Option<u8> {
    match c {
        '1'..='9' => Some(c as u8 - b'0'),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(fen: &str, line: &[&str]) -> Vec<String> {
        let mut pos = Position::from_fen(fen).unwrap();
        let mut out = Vec::new();
        for &m in line {
            let mv: Move = m.parse().unwrap();
            out.push(format(&pos, mv));
            assert_eq!(parse(&pos, &out[out.len() - 1]), Ok(mv));
            pos.play(mv).unwrap();
        }
        out
    }

    #[test]
    fn opening_moves_for_both_sides() {
        let line = [
            "h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "h0h6", "c6c5", "b0c2", "b7a7",
        ];
        assert_eq!(
            moves(crate::START_FEN, &line),
            [
                "C2.5", "H8+7", "H2+3", "R9.8", "R1.2", "H2+3", "R2+6", "P3+1", "H8+7", "C2.1"
            ]
        );
    }

    #[test]
    fn advisors_elephants_kings_and_retreats() {
        let line = [
            "f0e1", "d9e8", "g0e2", "c9e7", "e0f0", "e9d9", "e2g0", "e7c9",
        ];
        assert_eq!(
            moves(crate::START_FEN, &line),
            [
                "A4+5", "A4+5", "E3+5", "E3+5", "K5.4", "K5.4", "E5-3", "E5-3"
            ]
        );
    }

    #[test]
    fn tandem_pieces_use_plus_and_minus() {
        // Red rooks on e5 and e3; Black cannons on c7 and c4 (Black's front is c4).
        let fen = "5k3/9/2c6/9/4R4/2c6/4R4/9/9/3K5 w - - 0 1";
        assert_eq!(moves(fen, &["e5d5", "c7c8"]), ["R+.6", "C--1"]);
        assert_eq!(moves(fen, &["e3e4", "c4c5"]), ["R-+1", "C+-1"]);
        let pos = Position::from_fen(fen).unwrap();
        assert_eq!(
            parse(&pos, "+R.6").map(|m| m.to_string()),
            Ok("e5d5".into())
        );
        assert_eq!(
            parse(&pos, "r+=6").map(|m| m.to_string()),
            Ok("e5d5".into())
        );
        assert!(matches!(
            parse(&pos, "R5.6"),
            Err(NotationError::Ambiguous { .. })
        ));
    }

    fn written(fen: &str, line: &[&str]) -> Vec<String> {
        let pos = Position::from_fen(fen).unwrap();
        line.iter()
            .map(|m| {
                let mv: Move = m.parse().unwrap();
                let text = format(&pos, mv);
                assert_eq!(parse(&pos, &text), Ok(mv), "{text}");
                text
            })
            .collect()
    }

    #[test]
    fn crowded_pawn_files() {
        // Three red pawns on file 5 (e), two on file 7 (c): the two-file form.
        let fen = "3k5/9/4P4/2P1P4/2P1P4/9/9/9/9/5K3 w - - 0 1";
        assert_eq!(
            written(fen, &["e7d7", "e6d6", "e5d5", "c6b6", "c5b5", "c6c7"]),
            ["5+.6", "55.6", "5-.6", "7+.8", "7-.8", "7++1"]
        );
        // Five on file 9 (a).
        let fen = "P3k4/P8/P8/P8/P8/9/9/9/9/3K5 w - - 0 1";
        assert_eq!(
            written(fen, &["a9b9", "a8b8", "a7b7", "a6b6", "a5b5"]),
            ["++.8", "P+.8", "P9.8", "P-.8", "--.8"]
        );
        // Three on one file.
        let fen = "P3k4/P8/P8/9/9/9/9/9/9/3K5 w - - 0 1";
        assert_eq!(
            written(fen, &["a9b9", "a8b8", "a7b7"]),
            ["P+.8", "P9.8", "P-.8"]
        );
        // Four on one file (Black): the front is the lowest rank.
        let fen = "3k5/9/9/9/9/4p4/4p4/4p4/4p4/5K3 b - - 0 1";
        assert_eq!(
            written(fen, &["e1d1", "e2d2", "e3d3", "e4d4"]),
            ["++.4", "P+.4", "P-.4", "--.4"]
        );
    }

    #[test]
    fn garbage_is_a_syntax_error() {
        let pos = Position::startpos();
        for text in [
            "",
            "C2.",
            "C2.55",
            "X2.5",
            "C2*5",
            "C2.0",
            "35.6",
            "++",
            "P+.+",
            "炮二平五",
        ] {
            let err = parse(&pos, text).unwrap_err();
            assert!(matches!(err, NotationError::Syntax { .. }), "{text}: {err}");
        }
    }
}
