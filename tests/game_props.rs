//! Properties of `Game` over random games: when `outcome()` is `None`, and that `undo`
//! restores everything.

// Each test crate uses part of the shared helpers.
use proptest::prelude::*;
#[allow(dead_code)]
use testkit::games::{Pick, play_game};
use xiangqi::game::PlyFlags;
use xiangqi::{Color, Game, Move, Outcome, PieceKind, Position, RuleSet};

const STARTS: &[&str] = &[
    xiangqi::START_FEN,
    // Sparse positions where repetitions, the move limit and bare kings come quickly.
    "3k5/9/9/9/9/9/9/9/4A4/R3K4 w - - 100 1",
    "2bak4/9/4b4/9/9/9/9/4B4/4A4/1C2KA3 b - - 0 1",
    "4k4/4a4/3a5/9/9/9/9/9/4N4/4K4 w - - 0 1",
    "3ak4/9/4b4/2n6/9/9/9/9/9/3K1R3 w - - 0 1",
];

/// A random game: each pick chooses a legal move, or (when `back` says so) the move
/// that undoes the mover's previous move, to make repetitions common.
fn play_random(start: &str, picks: &[(usize, bool)], rules: RuleSet) -> Game {
    let mut game = Game::with_rules(Position::from_fen(start).expect("FEN"), rules);
    let picks: Vec<Pick> = picks
        .iter()
        .map(|&(choice, back)| Pick { choice, back })
        .collect();
    play_game(&mut game, &picks);
    game
}

/// The outcome's conditions, computed the slow and obvious way.
fn should_end(game: &Game) -> bool {
    let pos = game.position();
    let keys = game.keys();
    let current = keys[keys.len() - 1];
    // Positions since the last capture (the halfmove clock counts them).
    let reversible = (pos.halfmove_clock() as usize).min(keys.len() - 1);
    let window = &keys[keys.len() - 1 - reversible..];
    let repeated = window.iter().filter(|&&k| k == current).count() >= 3;
    let limit = game
        .rules()
        .move_limit
        .is_some_and(|l| pos.halfmove_clock() >= l);
    let bare = Color::ALL.iter().all(|&c| {
        pos.pieces(c).all(|(_, p)| {
            matches!(
                p.kind(),
                PieceKind::King | PieceKind::Advisor | PieceKind::Elephant
            )
        })
    });
    !pos.has_legal_move() || repeated || limit || bare
}

/// Everything a game shows, to compare two games in full.
fn snapshot(game: &Game) -> (String, Vec<u64>, Vec<PlyFlags>, Option<Outcome>, Vec<Move>) {
    (
        game.position().fen(),
        game.keys().to_vec(),
        game.flags().collect(),
        game.outcome(),
        game.moves().to_vec(),
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn outcome_is_none_exactly_while_no_rule_fires(
        start in prop::sample::select(STARTS),
        picks in prop::collection::vec((any::<usize>(), 0u8..10), 0..200),
        back_rate in 0u8..10,
        casual in any::<bool>(),
    ) {
        let rules = if casual { RuleSet::CASUAL } else { RuleSet::ASIAN };
        let picks: Vec<(usize, bool)> = picks.iter().map(|&(p, b)| (p, b < back_rate)).collect();
        let mut game = play_random(start, &picks, rules);
        // Check every prefix on the way back.
        loop {
            prop_assert_eq!(game.outcome().is_none(), !should_end(&game), "{:?}", game.moves());
            if game.undo().is_none() {
                break;
            }
        }
    }

    #[test]
    fn undo_restores_the_game_exactly(
        start in prop::sample::select(STARTS),
        picks in prop::collection::vec((any::<usize>(), prop::bool::weighted(0.5)), 0..120),
        back in 0usize..40,
    ) {
        let full = play_random(start, &picks, RuleSet::ASIAN);
        let keep = full.len().saturating_sub(back);
        let mut undone = full.clone();
        while undone.len() > keep {
            undone.undo();
        }
        let mut replayed = Game::new(Position::from_fen(start).expect("FEN"));
        for &mv in &full.moves()[..keep] {
            replayed.play(mv).expect("replaying a legal game");
        }
        prop_assert_eq!(snapshot(&undone), snapshot(&replayed));
        prop_assert_eq!(undone.position(), replayed.position());
        prop_assert_eq!(&undone, &replayed);
    }
}
