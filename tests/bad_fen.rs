//! Broken and impossible FENs, each refused with its own error and the data that says
//! where the fault is.

use xiangqi::{Color, FenError, File, Piece, PieceKind, Position, PositionError, Setup, Square};

fn sq(name: &str) -> Square {
    name.parse().expect("a square name in the table")
}

fn piece(c: char) -> Piece {
    Piece::from_char(c).expect("a piece letter in the table")
}

fn too_many(color: Color, kind: PieceKind, found: usize, max: usize) -> FenError {
    FenError::Position(PositionError::TooMany {
        color,
        kind,
        found,
        max,
    })
}

fn unreachable(p: char, square: &str) -> FenError {
    FenError::Position(PositionError::Unreachable {
        piece: piece(p),
        square: sq(square),
    })
}

fn outside(color: Color, square: &str) -> FenError {
    FenError::Position(PositionError::KingOutsidePalace {
        color,
        square: sq(square),
    })
}

/// `(FEN, the error, text its message must contain)`.
fn table() -> Vec<(&'static str, FenError, &'static str)> {
    use Color::{Black, Red};
    use FenError as F;
    use PieceKind::{Advisor, Cannon, Elephant, Horse, King, Pawn, Rook};
    use PositionError as P;
    vec![
        // Shape of the text.
        ("", F::Empty, "empty"),
        (" \t ", F::Empty, "empty"),
        (
            "4k4/9/9/9/9/9/9/9/4K4 w - - 0 1",
            F::WrongRankCount { found: 9 },
            "9 ranks",
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
            F::WrongRankCount { found: 11 },
            "11 ranks",
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/4K4/ w - - 0 1",
            F::WrongRankCount { found: 11 },
            "11 ranks",
        ),
        ("4k4", F::WrongRankCount { found: 1 }, "1 rank,"),
        (
            "4k4/9/9/9/9/9/9/9/9/4K5 w - - 0 1",
            F::WrongFileCount { rank: 0, found: 10 },
            "rank 0",
        ),
        (
            "3k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
            F::WrongFileCount { rank: 9, found: 8 },
            "rank 9",
        ),
        (
            "4k4/9/9/9/9/44/9/9/9/4K4 w - - 0 1",
            F::WrongFileCount { rank: 4, found: 8 },
            "rank 4",
        ),
        (
            "4k4/9/9/9/9//9/9/9/4K4 w - - 0 1",
            F::WrongFileCount { rank: 4, found: 0 },
            "rank 4",
        ),
        (
            "4k4/9/9/4x4/9/9/9/9/9/4K4 w - - 0 1",
            F::UnknownCharacter {
                ch: 'x',
                rank: 6,
                file: 'e',
            },
            "rank 6",
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/0K8 w - - 0 1",
            F::UnknownCharacter {
                ch: '0',
                rank: 0,
                file: 'a',
            },
            "rank 0",
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/3K帥4 w - - 0 1",
            F::UnknownCharacter {
                ch: '帥',
                rank: 0,
                file: 'e',
            },
            "file e",
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/4K4,w - - 0 1",
            F::UnknownCharacter {
                ch: ',',
                rank: 0,
                file: 'j',
            },
            "rank 0",
        ),
        // The fields after the placement.
        (
            "4k4/9/9/9/9/9/9/9/9/3K5 x - - 0 1",
            F::BadSide("x".into()),
            "\"x\"",
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/3K5 wb - - 0 1",
            F::BadSide("wb".into()),
            "\"wb\"",
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/3K5 red - - 0 1",
            F::BadSide("red".into()),
            "\"red\"",
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/3K5 w KQkq - 0 1",
            F::BadPlaceholder("KQkq".into()),
            "\"KQkq\"",
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/3K5 w - e3 0 1",
            F::BadPlaceholder("e3".into()),
            "\"e3\"",
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/3K5 w 0 1",
            F::BadPlaceholder("0".into()),
            "\"0\"",
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/3K5 w - - x 1",
            F::BadHalfmoves("x".into()),
            "\"x\"",
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/3K5 w - - -1 1",
            F::BadHalfmoves("-1".into()),
            "\"-1\"",
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/3K5 w - - 99999999999 1",
            F::BadHalfmoves("99999999999".into()),
            "99999999999",
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1.5",
            F::BadFullmoves("1.5".into()),
            "\"1.5\"",
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 one",
            F::BadFullmoves("one".into()),
            "\"one\"",
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1 extra",
            F::TrailingText("extra".into()),
            "\"extra\"",
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1 moves h2e2",
            F::TrailingText("moves".into()),
            "\"moves\"",
        ),
        // Kings.
        (
            "4k4/9/9/9/9/9/9/9/9/9 w - - 0 1",
            F::Position(P::MissingKing(Red)),
            "red king",
        ),
        (
            "9/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
            F::Position(P::MissingKing(Black)),
            "black king",
        ),
        (
            "3kk4/9/9/9/9/9/9/9/9/3K5 w - - 0 1",
            too_many(Black, King, 2, 1),
            "2 kings",
        ),
        (
            "3k5/9/9/9/9/9/9/9/3K5/4K4 w - - 0 1",
            too_many(Red, King, 2, 1),
            "2 kings",
        ),
        ("4k4/9/9/9/9/9/9/9/9/K8 w - - 0 1", outside(Red, "a0"), "a0"),
        (
            "4k4/9/9/9/9/9/3K5/9/9/9 w - - 0 1",
            outside(Red, "d3"),
            "d3",
        ),
        (
            "3K1k3/9/9/9/9/9/9/9/9/9 w - - 0 1",
            outside(Red, "d9"),
            "d9",
        ),
        (
            "9/9/9/3k5/9/9/9/9/9/4K4 w - - 0 1",
            outside(Black, "d6"),
            "d6",
        ),
        (
            "6k2/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
            outside(Black, "g9"),
            "g9",
        ),
        // Pieces on points they can never reach.
        (
            "4k4/9/9/9/9/9/9/9/9/3KA4 w - - 0 1",
            unreachable('A', "e0"),
            "e0",
        ),
        (
            "4k4/9/9/9/9/9/9/9/3A5/4K4 w - - 0 1",
            unreachable('A', "d1"),
            "d1",
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/A3K4 w - - 0 1",
            unreachable('A', "a0"),
            "a0",
        ),
        (
            "3ka4/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
            unreachable('a', "e9"),
            "e9",
        ),
        (
            "4k4/9/9/9/9/9/4B4/9/9/3K5 w - - 0 1",
            unreachable('B', "e3"),
            "e3",
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/3KB4 w - - 0 1",
            unreachable('B', "e0"),
            "e0",
        ),
        (
            "4k4/9/9/9/2B6/9/9/9/9/3K5 w - - 0 1",
            unreachable('B', "c5"),
            "c5",
        ),
        (
            "4k4/9/9/9/9/2b6/9/9/9/3K5 w - - 0 1",
            unreachable('b', "c4"),
            "c4",
        ),
        (
            "4k4/9/9/9/9/9/1P7/9/9/3K5 w - - 0 1",
            unreachable('P', "b3"),
            "b3",
        ),
        (
            "4k4/9/9/9/9/9/9/P8/9/3K5 w - - 0 1",
            unreachable('P', "a2"),
            "a2",
        ),
        (
            "4k4/9/9/9/9/3P5/9/9/9/3K5 w - - 0 1",
            unreachable('P', "d4"),
            "d4",
        ),
        (
            "4k4/4p4/9/9/9/9/9/9/9/3K5 w - - 0 1",
            unreachable('p', "e8"),
            "e8",
        ),
        (
            "4k4/9/9/1p7/9/9/9/9/9/3K5 w - - 0 1",
            unreachable('p', "b6"),
            "b6",
        ),
        (
            "p3k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1",
            unreachable('p', "a9"),
            "a9",
        ),
        // Too many pieces of a kind.
        (
            "4k4/9/9/9/PPPPPP3/9/9/9/9/3K5 w - - 0 1",
            too_many(Red, Pawn, 6, 5),
            "6 pawns",
        ),
        (
            "4k4/9/9/9/9/pppppp3/9/9/9/3K5 w - - 0 1",
            too_many(Black, Pawn, 6, 5),
            "6 pawns",
        ),
        (
            "rrr1k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1",
            too_many(Black, Rook, 3, 2),
            "3 rooks",
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/CCCK5 w - - 0 1",
            too_many(Red, Cannon, 3, 2),
            "3 cannons",
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/NNNK5 w - - 0 1",
            too_many(Red, Horse, 3, 2),
            "3 horses",
        ),
        (
            "4k4/9/9/9/9/9/9/9/4A4/3AKA3 w - - 0 1",
            too_many(Red, Advisor, 3, 2),
            "3 advisors",
        ),
        (
            "4k4/9/9/9/9/9/9/B7B/9/2B1K4 w - - 0 1",
            too_many(Red, Elephant, 3, 2),
            "3 elephants",
        ),
        // The kings face each other.
        (
            "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
            F::Position(P::KingsFacing { file: File::E }),
            "file e",
        ),
        (
            "3k5/9/9/9/9/9/9/9/3K5/9 b - - 0 1",
            F::Position(P::KingsFacing { file: File::D }),
            "file d",
        ),
        // The side that is not to move is in check.
        (
            "4k4/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1",
            F::Position(P::OpponentInCheck { color: Black }),
            "black",
        ),
        (
            "3k5/9/9/9/9/9/9/3n5/9/4K4 b - - 0 1",
            F::Position(P::OpponentInCheck { color: Red }),
            "red",
        ),
        (
            "3k5/9/9/9/9/9/9/9/9/3RK4 w - - 0 1",
            F::Position(P::OpponentInCheck { color: Black }),
            "black",
        ),
        (
            "4k4/9/4P4/9/4C4/9/9/9/9/3K5 w - - 0 1",
            F::Position(P::OpponentInCheck { color: Black }),
            "black",
        ),
        (
            "4k4/9/9/9/9/9/9/9/3p5/3K5 b - - 0 1",
            F::Position(P::OpponentInCheck { color: Red }),
            "red",
        ),
    ]
}

#[test]
fn every_bad_fen_gets_its_own_error() {
    let table = table();
    assert!(table.len() >= 30, "{} cases", table.len());
    let mut failures = Vec::new();
    for (fen, expected, needle) in &table {
        let got = Position::from_fen(fen);
        if got.as_ref().err() != Some(expected) {
            failures.push(format!("{fen:?}: expected {expected:?}, got {got:?}"));
            continue;
        }
        let message = expected.to_string();
        if !message.contains(needle) {
            failures.push(format!(
                "{fen:?}: message {message:?} does not contain {needle:?}"
            ));
        }
        // Syntax errors come from Setup::from_fen; rule errors only from the check.
        let setup = Setup::from_fen(fen);
        match expected {
            FenError::Position(rule) => match setup {
                Ok(s) => {
                    if Position::from_setup(&s).as_ref().err() != Some(rule) {
                        failures.push(format!("{fen:?}: from_setup disagrees with from_fen"));
                    }
                }
                Err(e) => failures.push(format!("{fen:?}: Setup::from_fen refused it: {e}")),
            },
            syntax => {
                if setup.as_ref().err() != Some(syntax) {
                    failures.push(format!("{fen:?}: Setup::from_fen gave {setup:?}"));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases:\n{}",
        failures.len(),
        table.len(),
        failures.join("\n")
    );
}

/// Relaxed setups whose advisor or elephant stands across the river, where it could
/// attack the enemy king: check detection never looks for those attackers, so such a
/// position once let a king be captured (and the next move generation panic).
#[test]
fn the_relaxed_reader_refuses_advisors_and_elephants_across_the_river() {
    let cases = [
        // A black advisor in Red's palace, the red king on d1 (Red just moved into it).
        ("4k4/9/9/9/9/9/9/4a4/3K5/9 b - - 0 1", 'a', "e2"),
        // A black elephant on Red's side, attacking the king on d0.
        ("4k4/9/9/9/9/9/9/1b7/9/3K5 b - - 0 1", 'b', "b2"),
        // A red advisor in Black's palace, next to the black king.
        ("4k4/3A5/9/9/9/9/9/9/9/3K5 w - - 0 1", 'A', "d8"),
        ("4k4/3A5/9/9/9/9/9/9/9/3K5 b - - 0 1", 'A', "d8"),
        // Across the river but harmless today: still refused, since it could get there.
        ("3k5/9/9/9/4B4/9/9/9/9/4K4 w - - 0 1", 'B', "e5"),
    ];
    for (fen, p, square) in cases {
        let expected = FenError::Position(PositionError::AcrossTheRiver {
            piece: piece(p),
            square: sq(square),
        });
        assert_eq!(
            Position::from_fen_relaxed(fen),
            Err(expected.clone()),
            "{fen}"
        );
        assert!(
            expected.to_string().contains(square),
            "{expected} names the square"
        );
        // The strict reader refuses them too, as points no such piece can reach.
        assert!(
            matches!(
                Position::from_fen(fen),
                Err(FenError::Position(PositionError::Unreachable { .. }))
            ),
            "{fen}"
        );
    }
}

/// Whatever the relaxed reader accepts, no legal move captures a king, and play goes on
/// without a panic: advisors, elephants and pawns off their points. (The first three
/// were accepted once, and offered e2d1, b2d0 and d8e9.)
#[test]
fn relaxed_positions_never_offer_a_king_capture() {
    let fens = [
        "4k4/9/9/9/9/9/9/4a4/3K5/9 b - - 0 1",
        "4k4/9/9/9/9/9/9/1b7/9/3K5 b - - 0 1",
        "4k4/3A5/9/9/9/9/9/9/9/3K5 w - - 0 1",
        "4k4/9/9/9/9/9/9/4n4/3A5/3K5 w - - 0 1",
        "4k4/9/9/9/9/9/B8/9/3A5/3K5 w - - 0 1",
        "3k5/4a4/9/1b7/9/9/9/9/9/4K4 b - - 0 1",
        "3k5/P8/9/9/9/9/9/9/4p4/4K4 w - - 0 1",
    ];
    for fen in fens {
        let Ok(pos) = Position::from_fen_relaxed(fen) else {
            continue;
        };
        for m in pos.legal_moves() {
            let captured = pos.piece_at(m.to());
            assert!(
                captured.is_none_or(|p| p.kind() != PieceKind::King),
                "{fen}: {m} captures a king"
            );
            let mut next = pos.clone();
            next.play(m).expect("a legal move plays");
            let _ = next.legal_moves();
            assert_eq!(xiangqi::perft(&mut next, 2), xiangqi::perft(&mut next, 2));
        }
    }
}
