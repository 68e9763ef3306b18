//! Properties of the three notations over random games: every legal move is written
//! so that it reads back as itself, no two legal moves of a position share a text, and no
//! input, however odd, makes a reader panic.

// Each test crate uses part of the shared helpers.
use proptest::prelude::*;
use std::collections::HashMap;
#[allow(dead_code)]
use testkit::games::{plain, play_out};
use xiangqi::Notation;
use xiangqi::{Move, Position};

/// Starting points for random games: the opening, and positions with crowded files
/// (tandem rooks, cannons and horses; three, four and five pawns on a file; two files
/// of tandem pawns for each side).
const FENS: &[&str] = &[
    xiangqi::START_FEN,
    "5k3/9/2c6/9/4R4/2c6/4R4/9/9/3K5 w - - 0 1",
    "3k5/9/4P4/2P1P4/2P1P4/9/9/9/9/5K3 w - - 0 1",
    "P3k4/P8/P8/P8/P8/9/9/9/9/3K5 w - - 0 1",
    "3k5/9/9/9/9/4p4/4p4/4p4/4p4/5K3 b - - 0 1",
    "r1bakab1r/9/1c4n2/p1p1p1p1p/1c4n2/2N4C1/P1P1P1P1P/2N4C1/9/R1BAKAB1R w - - 0 1",
    "3akab2/9/4b4/4p4/9/9/2pp5/2pp5/4A4/3AK4 b - - 0 1",
];

/// Plays `choices` as indices into the legal-move lists, from `FENS[start]`, and calls
/// `visit` on every position reached (including the first).
fn walk(start: usize, choices: &[u16], mut visit: impl FnMut(&Position)) {
    let pos = Position::from_fen(FENS[start % FENS.len()]).expect("test FENs are legal");
    let choices: Vec<usize> = choices.iter().map(|&c| usize::from(c)).collect();
    for pos in play_out(pos, &plain(&choices)).positions() {
        visit(&pos);
    }
}

fn check_round_trips(pos: &Position) -> Result<(), TestCaseError> {
    let moves = pos.legal_moves();
    for n in Notation::ALL {
        let mut seen: HashMap<String, Move> = HashMap::new();
        for &m in &moves {
            let text = n.format(pos, m).expect("a legal move is written");
            prop_assert_eq!(
                n.parse(pos, &text),
                Ok(m),
                "{} {:?} of {} in {}",
                n,
                text,
                m,
                pos.fen()
            );
            prop_assert_eq!(pos.parse_move(&text), Ok(m), "{:?} in {}", text, pos.fen());
            if let Some(other) = seen.insert(text.clone(), m) {
                prop_assert!(
                    false,
                    "{} writes {} and {} alike as {:?} in {}",
                    n,
                    other,
                    m,
                    text,
                    pos.fen()
                );
            }
        }
    }
    Ok(())
}

/// Characters that notations are made of, so that random strings get deep into parsers.
const ALPHABET: &[char] = &[
    'K', 'A', 'E', 'B', 'H', 'N', 'R', 'C', 'P', 'k', 'c', 'p', 'a', 'e', 'h', 'i', 'z', '+', '-',
    '.', '=', '0', '1', '2', '3', '5', '7', '9', ' ', '前', '后', '後', '中', '一', '二', '三',
    '四', '五', '六', '七', '八', '九', '１', '５', '９', '车', '車', '马', '炮', '兵', '卒', '相',
    '仕', '帅', '将', '进', '進', '退', '平',
];

fn notation_like() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(ALPHABET), 0..8)
        .prop_map(|v| v.into_iter().collect())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn every_legal_move_round_trips_and_texts_are_unique(
        start in 0..FENS.len(),
        choices in prop::collection::vec(any::<u16>(), 0..120),
    ) {
        let mut result = Ok(());
        walk(start, &choices, |pos| {
            if result.is_ok() {
                result = check_round_trips(pos);
            }
        });
        result?;
    }

    #[test]
    fn notation_like_text_never_panics_and_parses_only_legal_moves(
        start in 0..FENS.len(),
        choices in prop::collection::vec(any::<u16>(), 0..60),
        texts in prop::collection::vec(notation_like(), 1..40),
    ) {
        let mut result = Ok(());
        walk(start, &choices, |pos| {
            for text in &texts {
                for n in Notation::ALL {
                    if let Ok(m) = n.parse(pos, text) {
                        if !pos.is_legal(m) {
                            result = Err(TestCaseError::fail(format!("{n} read {text:?} as illegal {m}")));
                        }
                    }
                }
            }
        });
        result?;
    }

    #[test]
    fn arbitrary_text_never_panics(text in ".{0,12}") {
        let pos = Position::startpos();
        for n in Notation::ALL {
            let _ = n.parse(&pos, &text);
        }
        let _ = pos.parse_move(&text);
    }
}
