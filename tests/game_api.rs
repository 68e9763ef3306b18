//! Issue 61's `Game` and PGN surprises, each as the test that caught it: endings that
//! are not on the board (resignation, agreement, time), a record whose result
//! contradicts its moves, and walking a game or a record's variations with their
//! positions.

use xiangqi::pgn::{self, PgnResult};
use xiangqi::{Color, DrawReason, Game, GameError, Outcome, Position, RuleSet, WinReason};

#[test]
fn resignation_agreement_and_time_each_have_a_stable_code() {
    let mut game = Game::default();
    game.play_all(["h2e2", "h9g7"]).unwrap();
    game.resign(Color::Red).unwrap();
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.winner(), Some(Color::Black));
    assert_eq!(outcome.code(), "resignation");
    assert_eq!(outcome.to_string(), "Black wins: Red resigned");
    assert!(matches!(
        game.play("h0g2".parse().unwrap()),
        Err(GameError::Over { .. })
    ));
    assert_eq!(PgnResult::of(game.outcome()), PgnResult::BlackWins);

    let mut game = Game::default();
    game.lose_on_time(Color::Black).unwrap();
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.code(), "time-forfeit");
    assert_eq!(outcome.to_string(), "Red wins: Black lost on time");

    let mut game = Game::default();
    game.agree_draw().unwrap();
    let outcome = game.outcome().unwrap();
    assert_eq!(
        outcome,
        Outcome::Draw {
            reason: DrawReason::Agreement
        }
    );
    assert_eq!(outcome.code(), "agreement");
    // A second ending is refused, and changes nothing.
    assert!(matches!(
        game.resign(Color::Red),
        Err(GameError::Over { .. })
    ));
    assert_eq!(game.outcome(), Some(outcome));
    // Taking back clears a declared ending.
    let mut game = Game::default();
    game.play("h2e2".parse().unwrap()).unwrap();
    game.resign(Color::Black).unwrap();
    assert_eq!(game.undo().map(|m| m.to_string()).as_deref(), Some("h2e2"));
    assert_eq!(game.outcome(), None);
    let _ = WinReason::Resignation;
}

#[test]
fn to_game_reports_a_result_that_contradicts_the_moves() {
    // Red mates: 1. a0a9#; the record says Black won.
    let text = "[FEN \"3k5/1R7/9/9/9/9/9/9/9/R3K4 w - - 0 1\"]\n[Result \"0-1\"]\n\n\
                1. a0a9 {mate} 0-1\n";
    let record = pgn::read_game(text).unwrap();
    let err = record.to_game(RuleSet::ASIAN).unwrap_err();
    assert!(matches!(err, GameError::ResultContradicted { .. }), "{err}");
    assert!(err.to_string().contains("0-1"), "{err}");
    // The right result is accepted, and so is one the board cannot judge (a resignation).
    let ok = text.replace("0-1", "1-0");
    assert!(pgn::read_game(&ok).unwrap().to_game(RuleSet::ASIAN).is_ok());
    assert!(
        pgn::read_game("1. h2e2 1-0")
            .unwrap()
            .to_game(RuleSet::ASIAN)
            .is_ok()
    );
}

#[test]
fn a_game_gives_each_move_with_the_position_it_is_played_from() {
    let mut game = Game::default();
    game.play_all(["h2e2", "h9g7", "h0g2"]).unwrap();
    let steps: Vec<(Position, String)> = game.plies().map(|(p, m)| (p, m.to_string())).collect();
    assert_eq!(steps.len(), 3);
    assert_eq!(steps[0].0, Position::startpos());
    assert_eq!(steps[2].1, "h0g2");
    assert_eq!(steps[2].0.side_to_move(), Color::Red);
    assert_eq!(steps[2].0.fullmove_number(), 2);
}

#[test]
fn pgn_nodes_give_their_positions_variations_included() {
    let record = pgn::read_game("1. h2e2 h9g7 (1... b7e7 2. h0g2) 2. h0g2 *").unwrap();
    let mut seen = Vec::new();
    for (before, node) in record.moves.positions(&record.start) {
        seen.push(before.fen());
        for variation in &node.variations {
            for (b, n) in variation.positions(&before) {
                assert!(b.is_legal(n.mv), "{} in {}", n.mv, b.fen());
                seen.push(format!("var {}", n.mv));
            }
        }
    }
    assert_eq!(seen.len(), 5, "{seen:?}");
    assert_eq!(seen[0], xiangqi::START_FEN);
    assert_eq!(seen[2], "var b7e7");
    assert_eq!(record.positions().count(), 3);
}
