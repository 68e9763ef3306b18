//! make/unmake restores everything; the incremental key is always the recomputed key;
//! FEN round-trips.

use proptest::prelude::*;
use testkit::games::games;
use xiangqi::Position;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// From every position of the game, making and unmaking each legal move gives back
    /// the same position, key and FEN, and the key in between is the recomputed key.
    #[test]
    fn make_unmake_restores_the_position(game in games(40)) {
        for pos in game.positions() {
            let before_fen = pos.fen();
            let mut pos = pos;
            let before = pos.clone();
            for mv in pos.legal_moves() {
                let undo = pos.make_move(mv);
                prop_assert_eq!(pos.key(), pos.compute_key(), "after {} from {}", mv, before_fen);
                prop_assert_ne!(pos.side_to_move(), before.side_to_move());
                pos.unmake_move(mv, undo);
                prop_assert_eq!(&pos, &before, "unmaking {} from {}", mv, before_fen);
                prop_assert_eq!(pos.key(), before.key());
                prop_assert_eq!(pos.fen(), before_fen.clone());
            }
        }
    }

    /// Along the game the incremental key equals the key computed from scratch, and the
    /// key of the same position read afresh from its FEN.
    #[test]
    fn incremental_key_equals_computed_key(game in games(60)) {
        for pos in game.positions() {
            prop_assert_eq!(pos.key(), pos.compute_key(), "{}", pos.fen());
            let fresh = Position::from_fen(&pos.fen()).expect("fen() of a position parses");
            prop_assert_eq!(pos.key(), fresh.key(), "{}", pos.fen());
        }
    }

    /// `from_fen(fen())` gives back the position, and writing it again gives the same text.
    #[test]
    fn fen_round_trips(game in games(60)) {
        for pos in game.positions() {
            let fen = pos.fen();
            let back = Position::from_fen(&fen);
            prop_assert!(back.is_ok(), "{} does not parse: {:?}", fen, back);
            let back = back.expect("checked above");
            prop_assert_eq!(&back, &pos, "{}", fen);
            prop_assert_eq!(back.fen(), fen.clone());
            prop_assert_eq!(fen.parse::<Position>().ok(), Some(pos.clone()));
        }
    }

    /// The counters follow the rules of FEN: the half-move clock counts plies since a
    /// capture, the move number goes up after Black moves.
    #[test]
    fn counters_follow_the_moves(game in games(60)) {
        let positions = game.positions();
        for (pair, &mv) in positions.windows(2).zip(&game.moves) {
            let (before, after) = (&pair[0], &pair[1]);
            let capture = before.piece_at(mv.to()).is_some();
            let clock = if capture { 0 } else { before.halfmove_clock() + 1 };
            prop_assert_eq!(after.halfmove_clock(), clock, "{} then {}", before.fen(), mv);
            let number = before.fullmove_number()
                + u32::from(before.side_to_move() == xiangqi::Color::Black);
            prop_assert_eq!(after.fullmove_number(), number, "{} then {}", before.fen(), mv);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// A null move and its undo give back the position; in between only the side to
    /// move (and the counters) changed, and the key still matches.
    #[test]
    fn null_move_restores_the_position(game in games(40)) {
        for pos in game.positions() {
            if pos.is_check() {
                continue;
            }
            let mut moved = pos.clone();
            let undo = moved.make_null_move();
            prop_assert_eq!(moved.side_to_move(), pos.side_to_move().other());
            prop_assert_eq!(moved.key(), moved.compute_key(), "{}", pos.fen());
            prop_assert_ne!(moved.key(), pos.key());
            moved.unmake_null_move(undo);
            prop_assert_eq!(&moved, &pos);
            prop_assert_eq!(moved.key(), pos.key());
        }
    }

    /// A position turned into a `Setup` and checked again is the same position.
    #[test]
    fn setup_round_trips(game in games(40)) {
        for pos in game.positions() {
            let setup = pos.to_setup();
            prop_assert_eq!(Position::from_setup(&setup).ok(), Some(pos.clone()), "{}", pos.fen());
            prop_assert_eq!(
                xiangqi::Setup::from_fen(&pos.fen()).ok(),
                Some(setup),
                "{}",
                pos.fen()
            );
        }
    }
}
