//! The evaluation over random positions: the same for a position, its mirror image and
//! its colour-swapped twin, and the same whether added up term by term or not.

use proptest::prelude::*;
use testkit::games::games;
use xiangqi::eval::{breakdown, evaluate};

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn colour_and_mirror_symmetry(game in games(80)) {
        let pos = game.end();
        let e = evaluate(&pos);
        prop_assert_eq!(e, evaluate(&pos.swap_colors()));
        prop_assert_eq!(e, evaluate(&pos.mirror()));
    }

    /// `evaluate` sums material and placement in one table per piece and square;
    /// `breakdown` adds values and tables up term by term.
    #[test]
    fn evaluate_agrees_with_the_breakdown(game in games(120)) {
        let pos = game.end();
        prop_assert_eq!(evaluate(&pos), breakdown(&pos).score_for_side_to_move());
    }
}
