//! The surprises issue 61 lists, each as the test that caught it: methods with obvious
//! names that panicked or wrote illegal moves, error messages in the wrong notation or
//! with one reason printed twice, wrong grammar, a `Display` that `FromStr` could not
//! read back.

use xiangqi::{Notation, NotationError, Position};

/// Every message of an error chain, outermost first.
fn chain(e: &dyn std::error::Error) -> Vec<String> {
    let mut out = vec![e.to_string()];
    let mut at = e.source();
    while let Some(s) = at {
        out.push(s.to_string());
        at = s.source();
    }
    out
}

#[test]
fn format_refuses_a_move_with_no_piece_instead_of_panicking() {
    let pos = Position::startpos();
    for n in Notation::ALL {
        assert!(n.format(&pos, "e5e6".parse().unwrap()).is_err(), "{n}");
    }
}

#[test]
fn format_refuses_an_illegal_move_in_release_too() {
    let pos = Position::startpos();
    for n in Notation::ALL {
        let err = n.format(&pos, "e0e2".parse().unwrap()).unwrap_err();
        assert!(err.to_string().contains("e0e2"), "{n}: {err}");
    }
    assert_eq!(
        Notation::Wxf
            .format(&pos, "h2e2".parse().unwrap())
            .as_deref(),
        Ok("C2.5")
    );
}

#[test]
fn a_mistyped_wxf_move_gets_the_wxf_complaint() {
    let err = Position::startpos().parse_move("R1+10").unwrap_err();
    assert_eq!(err.notation(), Notation::Wxf, "{err}");
    assert!(!err.to_string().contains("coordinate"), "{err}");
    let err = Position::startpos().parse_move("z9z9").unwrap_err();
    assert_eq!(err.notation(), Notation::Coordinate, "{err}");
}

#[test]
fn an_ambiguous_chinese_move_lists_its_candidates_in_chinese() {
    // Two red rooks on file a (九): "车九平八" fits both.
    let pos = Position::from_fen("3k5/9/9/9/9/R8/9/9/9/R3K4 w - - 0 1").unwrap();
    let err = Notation::Chinese.parse(&pos, "车九平八").unwrap_err();
    assert!(matches!(err, NotationError::Ambiguous { .. }), "{err}");
    let text = err.to_string();
    assert!(
        text.contains("前车平八") && text.contains("后车平八"),
        "{text}"
    );
    assert!(!text.contains("a4b4"), "{text}");
}

#[test]
fn an_illegal_move_reason_is_printed_once_in_the_chain() {
    let pos = Position::startpos();
    let err = Notation::Wxf.parse(&pos, "R1.2").unwrap_err();
    let messages = chain(&err);
    let reason = "cannot move to h0";
    let copies = messages.iter().filter(|m| m.contains(reason)).count();
    assert_eq!(copies, 1, "{messages:?}");

    let err = xiangqi::pgn::read_game("1. h2e2 h9g7 2. e0e2 *").unwrap_err();
    let messages = chain(&err);
    assert!(messages[0].starts_with("line 1"), "{messages:?}");
    let copies = messages
        .iter()
        .filter(|m| m.contains("cannot move to e2"))
        .count();
    assert_eq!(copies, 1, "{messages:?}");
    let bad_fen = xiangqi::pgn::read_game("[FEN \"9/9 w\"]\n*").unwrap_err();
    let messages = chain(&bad_fen);
    let copies = messages.iter().filter(|m| m.contains("2 ranks")).count();
    assert_eq!(copies, 1, "{messages:?}");
}

#[test]
fn counts_of_one_are_singular() {
    let err = Position::from_fen("4k4 w - - 0 1").unwrap_err().to_string();
    assert!(err.contains("1 rank,"), "{err}");
    let err = Position::from_fen("4k4/9/9/9/9/9/9/9/9/3K1K3 w - - 0 1")
        .unwrap_err()
        .to_string();
    assert!(err.contains("at most 1 is allowed"), "{err}");
    let err = Position::from_fen("4k4/9/9/9/9/9/9/9/9/4K w - - 0 1")
        .unwrap_err()
        .to_string();
    assert!(err.contains("has 5 files"), "{err}");
}

#[test]
fn display_is_the_fen_and_reads_back() {
    let mut pos = Position::startpos();
    pos.play("h2e2".parse().unwrap()).unwrap();
    assert_eq!(pos.to_string(), pos.fen());
    assert_eq!(pos.to_string().parse::<Position>().unwrap(), pos);
    // The diagram stays available by name and with the alternate flag.
    assert_eq!(format!("{:#}", pos), pos.diagram().to_string());
}

#[test]
fn positions_can_be_hashed() {
    use std::collections::HashSet;
    let mut seen = HashSet::new();
    let mut pos = Position::startpos();
    seen.insert(pos.clone());
    pos.play("h2e2".parse().unwrap()).unwrap();
    seen.insert(pos.clone());
    seen.insert(Position::startpos());
    assert_eq!(seen.len(), 2);
}

#[test]
fn play_all_names_the_failing_move() {
    let mut game = xiangqi::Game::default();
    let err = game.play_all(["h2e2", "h9g7", "e2e9"]).unwrap_err();
    assert_eq!(err.index, 2);
    assert_eq!(err.text, "e2e9");
    assert!(err.to_string().contains("move 3") && err.to_string().contains("e2e9"));
    assert_eq!(game.len(), 2);
    let _: xiangqi::Error = err.into();
}

#[test]
fn null_moves_are_not_moves() {
    assert!("e0e0".parse::<xiangqi::Move>().is_err());
}

#[test]
fn writing_a_hand_built_record_with_an_illegal_move_does_not_panic() {
    let mut record = xiangqi::pgn::PgnGame::from_game(&xiangqi::Game::default());
    record.notation = Notation::Wxf;
    record
        .moves
        .nodes
        .push(xiangqi::pgn::MoveNode::new("e5e6".parse().unwrap()));
    let text = record.to_string();
    assert!(text.contains("{illegal move e5e6 not written}"), "{text}");
}
