//! A position mirrored left to right, or with colours swapped and the board turned, is
//! the same position for the rules: same perft(3), and the same split by first move.

use proptest::prelude::*;
use std::collections::BTreeMap;
use testkit::games::games;
use xiangqi::{Move, Position, divide, perft};

/// `divide(2)` as a map from the move, seen through `map`, to its count.
fn split(pos: &Position, map: impl Fn(Move) -> Move) -> BTreeMap<(usize, usize), u64> {
    let mut pos = pos.clone();
    divide(&mut pos, 2)
        .into_iter()
        .map(|(m, n)| {
            let m = map(m);
            ((m.from().index(), m.to().index()), n)
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Mirroring keeps the side to move and maps every move to its mirror image.
    #[test]
    fn mirrored_position_has_the_same_perft(game in games(40)) {
        let pos = game.end();
        let mirrored = pos.mirror();
        prop_assert_eq!(mirrored.side_to_move(), pos.side_to_move());
        prop_assert_eq!(mirrored.mirror(), pos.clone());
        prop_assert_eq!(mirrored.key(), mirrored.compute_key());
        prop_assert_eq!(
            perft(&mut mirrored.clone(), 3),
            perft(&mut pos.clone(), 3),
            "perft(3) of {} and its mirror {}", pos.fen(), mirrored.fen()
        );
        prop_assert_eq!(split(&mirrored, Move::mirror), split(&pos, |m| m), "{}", pos.fen());
    }

    /// Swapping colours and turning the board passes the move to the other side and
    /// maps every move to its rotation.
    #[test]
    fn colour_swapped_position_has_the_same_perft(game in games(40)) {
        let pos = game.end();
        let swapped = pos.swap_colors();
        prop_assert_eq!(swapped.side_to_move(), pos.side_to_move().other());
        prop_assert_eq!(swapped.swap_colors(), pos.clone());
        prop_assert_eq!(swapped.key(), swapped.compute_key());
        prop_assert!(Position::from_fen(&swapped.fen()).is_ok(), "{} is legal", swapped.fen());
        prop_assert_eq!(
            perft(&mut swapped.clone(), 3),
            perft(&mut pos.clone(), 3),
            "perft(3) of {} and its colour swap {}", pos.fen(), swapped.fen()
        );
        prop_assert_eq!(split(&swapped, Move::rotate), split(&pos, |m| m), "{}", pos.fen());
    }
}
