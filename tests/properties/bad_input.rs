//! Arbitrary text given to every parser returns `Ok` or `Err` and never panics; a
//! refused move leaves the position as it was.

use proptest::prelude::*;
use testkit::games::games;
use testkit::oracle::{self, Verdict};
use testkit::reference;
use xiangqi::{Color, Move, Piece, Position, Setup, Square};

/// Every parser, on one text. A panic fails the test; accepted FENs must make sound
/// positions.
fn parse_everything(text: &str) -> Result<(), TestCaseError> {
    let _ = text.parse::<Square>();
    let _ = text.parse::<Move>();
    let _ = text.parse::<Piece>();
    let _ = text.parse::<Color>();
    let setup = Setup::from_fen(text);
    let position = Position::from_fen(text);
    if let Ok(pos) = &position {
        prop_assert!(
            setup.is_ok(),
            "{:?}: Position accepts what Setup refuses",
            text
        );
        sound(pos)?;
    }
    if let Ok(setup) = setup {
        prop_assert_eq!(
            Position::from_setup(&setup).ok(),
            position.ok(),
            "{:?}",
            text
        );
    }
    let start = Position::startpos();
    let mut pos = start.clone();
    if let Ok(mv) = pos.parse_move(text) {
        prop_assert!(
            start.is_legal(mv),
            "{:?} parsed to the illegal {}",
            text,
            mv
        );
        prop_assert!(pos.play(mv).is_ok());
    }
    prop_assert_eq!(
        start,
        Position::startpos(),
        "parse_move changed the position"
    );
    Ok(())
}

/// A position the crate accepted: it obeys the rules as the oracle reads them, and it
/// can be used without panicking.
fn sound(pos: &Position) -> Result<(), TestCaseError> {
    let points = oracle::points_of(pos);
    let fen = pos.fen();
    prop_assert!(!oracle::kings_facing(&points), "kings face in {}", fen);
    prop_assert!(
        oracle::attackers_of_king(&points, pos.side_to_move().other()).is_empty(),
        "the side not to move is in check in {}",
        fen
    );
    for color in Color::ALL {
        let king = pos.king_square(color);
        prop_assert!(
            king.is_in_palace(color),
            "{} king outside the palace in {}",
            color,
            fen
        );
    }
    prop_assert_eq!(Position::from_fen(&fen).ok(), Some(pos.clone()), "{}", fen);
    prop_assert_eq!(pos.key(), pos.compute_key());
    let moves = pos.legal_moves();
    let mut pos = pos.clone();
    for mv in moves {
        let undo = pos.make_move(mv);
        pos.unmake_move(mv, undo);
    }
    Ok(())
}

/// One edit of a text: delete, insert or replace the character at a position.
#[derive(Clone, Debug)]
enum Edit {
    Delete(usize),
    Insert(usize, char),
    Replace(usize, char),
}

fn edit() -> impl Strategy<Value = Edit> {
    // Mostly characters that mean something in a FEN or a move, sometimes anything.
    let ch = prop_oneof![
        4 => proptest::sample::select(
            "rnbakcpRNBAKCPEHeh0123456789/ -wbx\t".chars().collect::<Vec<_>>()
        ),
        1 => any::<char>(),
    ];
    prop_oneof![
        any::<usize>().prop_map(Edit::Delete),
        (any::<usize>(), ch.clone()).prop_map(|(i, c)| Edit::Insert(i, c)),
        (any::<usize>(), ch).prop_map(|(i, c)| Edit::Replace(i, c)),
    ]
}

fn apply(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for e in edits {
        let n = chars.len();
        match *e {
            Edit::Delete(i) if n > 0 => {
                chars.remove(i % n);
            }
            Edit::Insert(i, c) => chars.insert(i % (n + 1), c),
            Edit::Replace(i, c) if n > 0 => chars[i % n] = c,
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// A reference FEN with a few random edits.
fn mutated_fen() -> impl Strategy<Value = String> {
    let fens = reference::fens();
    (0..fens.len(), prop::collection::vec(edit(), 1..4))
        .prop_map(move |(i, edits)| apply(&fens[i], &edits))
}

/// A legal move of a reference position, written out, with a few random edits.
fn mutated_move() -> impl Strategy<Value = String> {
    let moves: Vec<String> = reference::fens()
        .iter()
        .flat_map(|fen| {
            let pos = Position::from_fen(fen).expect("reference FENs parse");
            pos.legal_moves()
                .into_iter()
                .map(|m| m.to_string())
                .collect::<Vec<_>>()
        })
        .collect();
    (
        proptest::sample::select(moves),
        prop::collection::vec(edit(), 1..3),
    )
        .prop_map(|(text, edits)| apply(&text, &edits))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn mutated_moves_never_panic(text in mutated_move()) {
        parse_everything(&text)?;
    }

    #[test]
    fn arbitrary_text_never_panics(text in ".{0,120}") {
        parse_everything(&text)?;
    }

    #[test]
    fn fen_like_text_never_panics(text in "[rnbakcpRNBAKCPEH1-9/]{0,90}( [wrbWRBx-]{0,2}( [-a-z0-9]{0,3}){0,5})?") {
        parse_everything(&text)?;
    }

    #[test]
    fn mutated_fens_never_panic(text in mutated_fen()) {
        parse_everything(&text)?;
    }

    #[test]
    fn move_like_text_never_panics(text in "[a-jA-J0-9 -]{0,6}") {
        parse_everything(&text)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Any from/to pair given to `play`: refused means unchanged, accepted means legal
    /// by the oracle and played.
    #[test]
    fn a_refused_move_changes_nothing(
        game in games(30),
        pairs in prop::collection::vec((0usize..90, 0usize..90), 1..40),
        texts in prop::collection::vec("[a-j][0-9a]-?[a-j][0-9]", 1..10),
    ) {
        let pos = game.end();
        let points = oracle::points_of(&pos);
        for (from, to) in pairs {
            let mv = Move::new(
                Square::from_index(from).expect("below 90"),
                Square::from_index(to).expect("below 90"),
            );
            let mut played = pos.clone();
            let verdict = oracle::judge(&points, pos.side_to_move(), from, to);
            match played.play(mv) {
                Ok(()) => {
                    prop_assert_eq!(verdict, Verdict::Legal, "{} accepted in {}", mv, pos.fen());
                    prop_assert_ne!(played.side_to_move(), pos.side_to_move());
                }
                Err(e) => {
                    prop_assert_ne!(verdict, Verdict::Legal, "{} refused in {}: {}", mv, pos.fen(), e);
                    prop_assert_eq!(&played, &pos, "refusing {} changed {}", mv, pos.fen());
                    prop_assert_eq!(played.fen(), pos.fen());
                    prop_assert_eq!(played.key(), pos.key());
                }
            }
        }
        for text in texts {
            let result = pos.parse_move(&text);
            if let Ok(mv) = result {
                prop_assert!(pos.is_legal(mv), "{:?} gave illegal {}", text, mv);
            }
        }
    }
}
