//! Hostile input, generated: mutated FENs and hand-made setups, move text in every
//! notation, mutated PGN records and arbitrary game scripts, each checked against the
//! invariants of `testkit::invariants` (the same checks the fuzz targets in `fuzz/` run),
//! from the generators of `testkit::hostile`.
//!
//! `cargo test --release --test hostile` runs 64 cases per generator; CI sets
//! `HOSTILE_CASES` for a longer run, e.g. `HOSTILE_CASES=20000`.

use proptest::prelude::*;
use proptest::test_runner::Config;
use testkit::hostile::{edit, hand_setup, mutate, play};
use testkit::invariants as checks;
use xiangqi::notation::Notation;
use xiangqi::pgn::PgnGame;

fn config() -> Config {
    let cases = std::env::var("HOSTILE_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(64);
    Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn mutated_fens(which in any::<usize>(), edits in proptest::collection::vec(edit(), 0..6)) {
        checks::fen(&mutate(checks::STARTS[which % checks::STARTS.len()], &edits));
    }

    #[test]
    fn hand_made_setups(fen in hand_setup(), edits in proptest::collection::vec(edit(), 0..2)) {
        checks::fen(&fen);
        checks::fen(&mutate(&fen, &edits));
    }

    #[test]
    fn move_text(
        which in any::<usize>(),
        choices in proptest::collection::vec(any::<u8>(), 0..30),
        pick in any::<u8>(),
        notation in 0usize..3,
        edits in proptest::collection::vec(edit(), 0..3),
        garbage in "\\PC{0,8}",
    ) {
        let game = play(&checks::start(which), &choices);
        let pos = game.position();
        let legal = pos.legal_moves();
        let notation = [Notation::Coordinate, Notation::Wxf, Notation::Chinese][notation];
        if !legal.is_empty() {
            let text = notation
                .format(pos, legal[usize::from(pick) % legal.len()])
                .expect("a legal move is written");
            checks::moves(pos, &text);
            checks::moves(pos, &mutate(&text, &edits));
        }
        checks::moves(pos, &garbage);
    }

    #[test]
    fn mutated_pgn(
        which in any::<usize>(),
        choices in proptest::collection::vec(any::<u8>(), 0..40),
        notation in 0usize..3,
        edits in proptest::collection::vec(edit(), 0..6),
    ) {
        let game = play(&checks::start(which), &choices);
        let notation = [Notation::Coordinate, Notation::Wxf, Notation::Chinese][notation];
        let text = PgnGame::from_game_in(&game, notation).to_string();
        checks::pgn(&text);
        checks::pgn(&mutate(&text, &edits));
    }

    #[test]
    fn game_scripts(which in any::<usize>(), script in proptest::collection::vec(any::<u8>(), 0..200)) {
        checks::game(&checks::start(which), &script);
    }
}
