//! The rules suite: cases from the published rule examples, in `data/rules.txt`.

use xiangqi::{Game, Position, RuleSet};

struct Case {
    name: String,
    fen: String,
    moves: Vec<String>,
    rules: RuleSet,
    expect: Option<String>,
}

fn read_cases() -> Vec<Case> {
    let text = testkit::suites::RULES;
    let mut cases = Vec::new();
    for block in text.split("\n\n") {
        let field = |key: &str| {
            block
                .lines()
                .find_map(|l| l.strip_prefix(key).and_then(|r| r.strip_prefix(':')))
                .map(|v| v.trim().to_owned())
        };
        let Some(fen) = field("fen") else { continue };
        let name = field("name").expect("every case has a name");
        let moves = field("moves").expect("every case has moves");
        let expect = field("expect").expect("every case has an expectation");
        let rules = match field("rules").as_deref() {
            None | Some("asian") => RuleSet::ASIAN,
            Some("casual") => RuleSet::CASUAL,
            Some(other) => {
                let limit = other
                    .strip_prefix("asian limit=")
                    .and_then(|n| n.parse().ok())
                    .unwrap_or_else(|| panic!("{name}: unknown rules {other:?}"));
                RuleSet::ASIAN.with_move_limit(Some(limit))
            }
        };
        cases.push(Case {
            name,
            fen,
            moves: moves.split_whitespace().map(str::to_owned).collect(),
            rules,
            expect: (expect != "none").then_some(expect),
        });
    }
    cases
}

#[test]
fn the_rules_suite() {
    let cases = read_cases();
    assert!(cases.len() >= 25, "only {} cases", cases.len());
    for case in &cases {
        let start = Position::from_fen(&case.fen).unwrap_or_else(|e| panic!("{}: {e}", case.name));
        let mut game = Game::with_rules(start, case.rules);
        for (i, text) in case.moves.iter().enumerate() {
            assert_eq!(
                game.outcome(),
                None,
                "{}: the game ended before ply {}",
                case.name,
                i + 1
            );
            let mv = game
                .position()
                .parse_move(text)
                .unwrap_or_else(|e| panic!("{}: ply {} {text}: {e}", case.name, i + 1));
            game.play(mv)
                .unwrap_or_else(|e| panic!("{}: ply {} {text}: {e}", case.name, i + 1));
        }
        let got = game.outcome().map(|r| r.to_string());
        assert_eq!(got, case.expect, "{}", case.name);
        // The PGN result agrees with the winner.
        if let Some(result) = game.outcome() {
            let token = result.pgn_token();
            assert!(case.expect.as_deref().is_some_and(|e| match token {
                "1-0" => e.starts_with("Red wins"),
                "0-1" => e.starts_with("Black wins"),
                _ => e.starts_with("Draw"),
            }));
        }
    }
}

#[test]
fn a_finished_game_refuses_moves_and_undo_reopens_it() {
    let mut game =
        Game::new(Position::from_fen("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1").expect("FEN"));
    game.play("a0a8".parse().expect("move")).expect("legal");
    assert!(game.outcome().is_some());
    let err = game
        .play("a8a7".parse().expect("move"))
        .expect_err("the game is over");
    assert!(matches!(err, xiangqi::GameError::Over { .. }));
    assert_eq!(game.len(), 1);
    game.undo();
    assert_eq!(game.outcome(), None);
}

#[test]
fn check_outweighs_chase_and_both_violations_are_seen() {
    use xiangqi::Color;
    use xiangqi::game::{Violation, judge_cycle};
    let start = Position::from_fen("3k5/9/r6C1/r8/N6n1/9/9/3C5/9/5K3 w - - 0 1").expect("FEN");
    let mut game = Game::new(start);
    for m in "h7d7 a6d6 d7h7 d6a6 h7d7 a6d6 d7h7 d6a6".split_whitespace() {
        game.play(m.parse().expect("move")).expect("legal");
    }
    let flags: Vec<_> = game.flags().skip(4).collect();
    let verdict = judge_cycle(&flags, Color::Red);
    assert_eq!(
        verdict.violation(Color::Red),
        Some(Violation::PerpetualCheck)
    );
    assert_eq!(
        verdict.violation(Color::Black),
        Some(Violation::PerpetualChase {
            target: "a5".parse().expect("square")
        })
    );
    assert_eq!(verdict.loser(), Some(Color::Red));
}
