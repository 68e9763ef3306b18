//! PGN: round trips of random games, and a corpus of broken records each giving its
//! own error.

// Each test crate uses part of the shared helpers.
use proptest::prelude::*;
#[allow(dead_code)]
use testkit::games::{plain, play_game};
use xiangqi::pgn::{self, Line, MoveNode, PgnErrorKind, PgnGame, PgnResult};
use xiangqi::{Game, Position, RuleSet};
use xiangqi::{Notation, NotationError};

/// Plays up to `picks.len()` moves chosen by the picks, stopping when the game ends.
fn random_game(start: Position, picks: &[usize]) -> Game {
    let mut game = Game::with_rules(start, RuleSet::ASIAN);
    play_game(&mut game, &plain(picks));
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_games_round_trip(picks in prop::collection::vec(any::<usize>(), 0..150), from_fen in any::<bool>()) {
        let start = if from_fen {
            Position::from_fen("2bak4/4a4/4b1n2/p3p1R1p/2p6/6P2/P3P3P/4B1N2/4A4/2BAK4 w - - 0 20").expect("FEN")
        } else {
            Position::startpos()
        };
        let game = random_game(start, &picks);
        for notation in Notation::ALL {
            let mut record = PgnGame::from_game_in(&game, notation);
            record.set_tag("Event", "Random \"quoted\" \\ game");
            // Sprinkle comments, glyphs and a variation over the record.
            if let Some(first) = record.moves.nodes.first_mut() {
                first.comments.push("first move".into());
                first.nags.push(1);
                let alt = game.start_position().legal_moves()[picks.len() % game.start_position().legal_moves().len()];
                first.variations.push({ let mut l = Line::default(); l.comments = vec!["instead".into()]; l.nodes = vec![MoveNode::new(alt)]; l });
            }
            let text = record.to_string();
            let back = pgn::read_game(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
            prop_assert_eq!(&back, &record);
            prop_assert_eq!(back.result, PgnResult::of(game.outcome()));
            prop_assert_eq!(back.to_game(RuleSet::ASIAN).map_err(|e| TestCaseError::fail(e.to_string()))?, game.clone());
            prop_assert_eq!(back.tag("FEN").is_some(), from_fen);
            prop_assert_eq!(back.tag("Format").is_some(), notation != Notation::Coordinate);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Any text made of PGN's own characters, moves and numbers is read or refused in
    /// bounded time, without a panic.
    #[test]
    fn reading_any_text_ends(parts in prop::collection::vec(prop_oneof![
        Just("[".to_owned()), Just("]".to_owned()), Just("{".to_owned()), Just("}".to_owned()),
        Just("(".to_owned()), Just(")".to_owned()), Just(";".to_owned()), Just("\n".to_owned()),
        Just(" ".to_owned()), Just("\"".to_owned()), Just("1.".to_owned()), Just("1...".to_owned()),
        Just("h2e2".to_owned()), Just("h9g7".to_owned()), Just("$1".to_owned()), Just("*".to_owned()),
        Just("1-0".to_owned()), Just("[Event \"x\"]".to_owned()), Just("[FEN \"bad\"]".to_owned()),
        "[a-z0-9+=.-]{1,4}",
    ], 0..40)) {
        let text: String = parts.concat();
        let (tx, rx) = std::sync::mpsc::channel();
        let input = text.clone();
        std::thread::spawn(move || {
            let _ = tx.send(pgn::read_games(&input).is_ok());
        });
        prop_assert!(
            rx.recv_timeout(std::time::Duration::from_secs(10)).is_ok(),
            "reading {:?} did not finish (or panicked)", text
        );
    }
}

#[test]
fn several_games_and_nested_variations() {
    let text = "[Event \"A\"]\n[Result \"1-0\"]\n\n1. h2e2 (1. b0c2 h9g7 (1... b9c7) 2. h0g2) 1... h9g7 $14 ; a line comment\n2. h0g2 1-0\n\n[Event \"B\"]\n\n{start} 1. c3c4 *\n";
    let games = pgn::read_games(text).expect("two games");
    assert_eq!(games.len(), 2);
    let a = &games[0];
    assert_eq!(a.result, PgnResult::RedWins);
    let v = &a.moves.nodes[0].variations[0];
    assert_eq!(v.nodes.len(), 3);
    assert_eq!(v.nodes[1].variations[0].nodes[0].mv.to_string(), "b9c7");
    assert_eq!(a.moves.nodes[1].nags, [14]);
    assert_eq!(a.moves.nodes[1].comments, ["a line comment"]);
    assert_eq!(games[1].moves.comments, ["start"]);
    for g in &games {
        assert_eq!(&pgn::read_game(&g.to_string()).expect("round trip"), g);
    }
}

/// A brace comment cannot hold `}`: such comments are written as `;` comments and read
/// back unchanged, in every notation and before the first move as well.
#[test]
fn comments_with_a_closing_brace_survive_a_round_trip() {
    let game = random_game(Position::startpos(), &[3, 1, 4, 1, 5]);
    for notation in Notation::ALL {
        let mut record = PgnGame::from_game_in(&game, notation);
        record.moves.comments.push("before {all} of it".into());
        record.moves.nodes[0].comments.push("a } b".into());
        record.moves.nodes[1].comments.push("plain".into());
        record.moves.nodes[2].comments.push("}".into());
        let text = record.to_string();
        let back = pgn::read_game(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(back, record, "{text}");
    }
}

/// A stray closing brace or bracket is an unexpected token (the reader once looped on
/// it forever). Each record is read on its own thread so that a hang fails the test
/// instead of stalling the suite.
#[test]
fn a_stray_closing_brace_or_bracket_is_an_error() {
    for (text, token) in [("1. h2e2 } h9g7 *", "}"), ("1. h2e2 ] *", "]"), ("}", "}")] {
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let _ = tx.send(pgn::read_game(text));
        });
        let result = rx
            .recv_timeout(std::time::Duration::from_secs(10))
            .unwrap_or_else(|_| panic!("reading {text:?} did not finish"));
        let e = result.expect_err(text);
        assert_eq!(
            e.kind,
            PgnErrorKind::UnexpectedToken {
                token: token.to_owned()
            },
            "{text}"
        );
        assert_eq!(e.line, 1);
    }
}

#[test]
fn wxf_and_chinese_movetext_are_read() {
    let wxf = pgn::read_game("[Format \"WXF\"]\n1. C2.5 H8+7 2. H2+3 R9.8 *").expect("WXF");
    let chinese =
        pgn::read_game("[Format \"Chinese\"]\n1. 炮二平五 马８进７ 2. 马二进三 车９平８ *")
            .expect("Chinese");
    assert_eq!(wxf.notation, Notation::Wxf);
    assert_eq!(wxf.moves, chinese.moves);
    assert_eq!(wxf.moves.nodes[3].mv.to_string(), "i9h9");
    // A WXF pawn move that looks like a move number ("33.4") is read as a move.
    let err = pgn::read_game("[Format \"WXF\"]\n1. 33.4 *").expect_err("no such pawn");
    assert!(
        matches!(err.kind, PgnErrorKind::BadMove { ref source } if source.text() == "33.4"),
        "{err}"
    );
}

#[test]
fn iccs_format_and_glued_numbers_are_read() {
    let g = pgn::read_game("[Format \"ICCS\"]\n1.H2-E2 H9-G7 2.H0-G2 *").expect("ICCS");
    assert_eq!(g.notation, Notation::Coordinate);
    assert_eq!(g.moves.nodes[2].mv.to_string(), "h0g2");
}

/// Each broken record, the line of its error, and a test of the error's kind.
type Check = fn(&PgnErrorKind) -> bool;

#[test]
fn broken_records_give_their_own_errors() {
    let corpus: &[(&str, usize, Check)] = &[
        ("", 1, |k| matches!(k, PgnErrorKind::Empty)),
        (
            "[Event \"x\"\n\n1. h2e2 *",
            1,
            |k| matches!(k, PgnErrorKind::BadTag { text } if text == "[Event \"x\""),
        ),
        (
            "[Event x]\n*",
            1,
            |k| matches!(k, PgnErrorKind::BadTag { text } if text == "[Event x]"),
        ),
        (
            "[Event \"a\"]\n[Event \"b\"]\n*",
            2,
            |k| matches!(k, PgnErrorKind::DuplicateTag { name } if name == "Event"),
        ),
        (
            "[FEN \"4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1\"]\n*",
            1,
            |k| matches!(k, PgnErrorKind::BadFen { fen, .. } if fen.starts_with("4k4")),
        ),
        (
            "[Format \"Morse\"]\n*",
            1,
            |k| matches!(k, PgnErrorKind::UnknownFormat { value } if value == "Morse"),
        ),
        (
            "[Result \"2-0\"]\n*",
            1,
            |k| matches!(k, PgnErrorKind::BadResultTag { value } if value == "2-0"),
        ),
        ("1. h2e2 {never closed\nh9g7 *", 1, |k| {
            matches!(k, PgnErrorKind::UnterminatedComment)
        }),
        (
            "1. h2e2\nh9g7\n2. h0g9 *",
            3,
            |k| matches!(k, PgnErrorKind::BadMove { source: source @ NotationError::Illegal { .. } } if source.text() == "h0g9"),
        ),
        (
            "1. h2e2 xyzzy *",
            1,
            |k| matches!(k, PgnErrorKind::BadMove { source: source @ NotationError::Syntax { .. } } if source.text() == "xyzzy"),
        ),
        (
            "1. h2e2 h9g7 3. h0g2 *",
            1,
            |k| matches!(k, PgnErrorKind::MoveNumber { token, expected } if token == "3." && expected == "2."),
        ),
        (
            "1... h2e2 *",
            1,
            |k| matches!(k, PgnErrorKind::MoveNumber { token, expected } if token == "1..." && expected == "1."),
        ),
        (
            "1. h2e2 $x *",
            1,
            |k| matches!(k, PgnErrorKind::BadNag { token } if token == "$x"),
        ),
        (
            "$3 1. h2e2 *",
            1,
            |k| matches!(k, PgnErrorKind::BadNag { token } if token == "$3"),
        ),
        ("(1. h2e2) *", 1, |k| {
            matches!(k, PgnErrorKind::VariationBeforeMove)
        }),
        ("1. h2e2 ) *", 1, |k| {
            matches!(k, PgnErrorKind::UnexpectedClose)
        }),
        ("1. h2e2\n(1. b0c2 *", 2, |k| {
            matches!(k, PgnErrorKind::UnclosedVariation)
        }),
        ("1. h2e2\nh9g7\n\n", 2, |k| {
            matches!(k, PgnErrorKind::MissingResult)
        }),
        ("1. h2e2\n\n[Event \"next\"]\n*", 3, |k| {
            matches!(k, PgnErrorKind::MissingResult)
        }),
        (
            "[Result \"1-0\"]\n\n1. h2e2 0-1",
            3,
            |k| matches!(k, PgnErrorKind::ResultMismatch { tag, movetext } if tag == "1-0" && movetext == "0-1"),
        ),
        (
            "1. h2e2 (1. h2e9) *",
            1,
            |k| matches!(k, PgnErrorKind::BadMove { source } if source.text() == "h2e9"),
        ),
        (
            "1. h2e2 *\n1. b0c2 *",
            2,
            |k| matches!(k, PgnErrorKind::UnexpectedToken { token } if token == "1."),
        ),
        (
            "[Format \"WXF\"]\n1. C2.5 h9g7 *",
            2,
            |k| matches!(k, PgnErrorKind::BadMove { source: source @ NotationError::Syntax { .. } } if source.text() == "h9g7"),
        ),
        (
            "[Format \"Chinese\"]\n1. 炮二平五 马８进７\n2. 炮五进二 *",
            3,
            |k| matches!(k, PgnErrorKind::BadMove { source } if source.text() == "炮五进二"),
        ),
    ];
    assert!(corpus.len() >= 15);
    for (text, line, check) in corpus {
        let err = pgn::read_game(text).expect_err(text);
        assert_eq!(err.line, *line, "{text:?}: {err}");
        assert!(check(&err.kind), "{text:?}: {err}");
        assert!(err.to_string().starts_with(&format!("line {line}: ")));
    }
}

/// Variations nested thousands deep once overflowed the reader's stack (one recursion
/// per level) and aborted the process. Each depth is read on a thread with a small
/// stack (2 MiB, as many programs give their worker threads): nesting past the limit is
/// a typed error on the line where the first variation too deep opens.
#[test]
fn deeply_nested_variations_are_refused_not_a_stack_overflow() {
    let read = |depth: usize| {
        let text = format!("1. h2e2 {}*", "(1. h2e2 ".repeat(depth));
        std::thread::Builder::new()
            .stack_size(2 << 20)
            .spawn(move || pgn::read_game(&text).map(|_| ()))
            .expect("spawn")
            .join()
            .expect("the reader did not overflow its stack")
    };
    for depth in [6200, 100_000] {
        let err = read(depth).expect_err("nesting this deep is refused");
        assert_eq!(
            err.kind,
            PgnErrorKind::TooDeep {
                max: pgn::MAX_VARIATION_DEPTH
            },
            "depth {depth}"
        );
        assert!(err.to_string().contains("nested"), "{err}");
    }
    // At the limit, with every variation closed, the record reads and writes back.
    let max = pgn::MAX_VARIATION_DEPTH;
    let text = format!("1. h2e2 {}{}*", "(1. h2g2 ".repeat(max), ")".repeat(max));
    let game = pgn::read_game(&text).expect("nesting up to the limit reads");
    let mut depth = 0;
    let mut line = &game.moves;
    while let Some(v) = line.nodes.first().and_then(|n| n.variations.first()) {
        depth += 1;
        line = v;
    }
    assert_eq!(depth, max);
    assert_eq!(pgn::read_game(&game.to_string()).expect("read back"), game);
    // One more level is refused, even when closed.
    let text = format!(
        "1. h2e2 {}{}*",
        "(1. h2g2 ".repeat(max + 1),
        ")".repeat(max + 1)
    );
    assert_eq!(
        pgn::read_game(&text).map(|_| ()).unwrap_err().kind,
        PgnErrorKind::TooDeep { max }
    );
}

/// A game started from a position only the relaxed reader accepts (an advisor off its
/// points) is written with a FEN tag the reader once refused. What the crate writes, it
/// reads back.
#[test]
fn a_game_from_a_relaxed_position_reads_back() {
    let start = Position::from_fen_relaxed("4k4/9/9/9/9/9/9/4n4/3A5/3K5 w - - 0 1")
        .expect("a relaxed position");
    let mut game = Game::new(start.clone());
    let first = start.legal_moves()[0];
    game.play(first).expect("legal");
    let reply = game.position().legal_moves()[0];
    game.play(reply).expect("legal");
    for notation in [Notation::Coordinate, Notation::Wxf, Notation::Chinese] {
        let written = PgnGame::from_game_in(&game, notation).to_string();
        let back = pgn::read_game(&written).unwrap_or_else(|e| panic!("{written}\n{e}"));
        assert_eq!(back.start, start, "{notation:?}");
        assert_eq!(
            back.to_game(RuleSet::default()).expect("replays").moves(),
            game.moves()
        );
    }
}
