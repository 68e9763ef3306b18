//! The crate's move generation and check detection agree with the slow oracle
//! (`testkit::oracle`) on every from/to pair.

use proptest::prelude::*;
use testkit::games::{Game, games};
use testkit::oracle::{self, Verdict};
use xiangqi::{IllegalMoveError, Move, Outcome, Position, Square, WinReason};

fn sorted(moves: impl IntoIterator<Item = Move>) -> Vec<Move> {
    let mut v: Vec<Move> = moves.into_iter().collect();
    v.sort_by_key(|m| (m.from(), m.to()));
    v
}

/// The kind of verdict a `check_legal` result amounts to.
fn verdict_of(result: &Result<(), IllegalMoveError>) -> Verdict {
    match result {
        Ok(()) => Verdict::Legal,
        Err(IllegalMoveError::NoPiece { .. }) => Verdict::NoPiece,
        Err(IllegalMoveError::NotYourPiece { .. }) => Verdict::NotYourPiece,
        Err(IllegalMoveError::CannotReach { .. }) => Verdict::CannotReach,
        Err(IllegalMoveError::KingsFacing { .. }) => Verdict::KingsFacing,
        Err(IllegalMoveError::KingInCheck { .. }) => Verdict::KingInCheck,
    }
}

/// Checks one position against the oracle.
fn agrees_with_oracle(pos: &Position) -> Result<(), TestCaseError> {
    let fen = pos.fen();
    let points = oracle::points_of(pos);
    let side = pos.side_to_move();

    let expected = oracle::legal_moves(pos);
    let generated = sorted(pos.legal_moves());
    prop_assert_eq!(&generated, &expected, "legal moves of {}", fen);
    prop_assert_eq!(pos.legal_moves().len(), pos.count_legal_moves(), "{}", fen);
    let mut visited = Vec::new();
    pos.for_each_legal_move(|m| visited.push(m));
    prop_assert_eq!(
        sorted(visited),
        expected.clone(),
        "for_each_legal_move of {}",
        fen
    );
    prop_assert_eq!(pos.has_legal_move(), !expected.is_empty(), "{}", fen);

    for from in Square::all() {
        for to in Square::all() {
            let mv = Move::new(from, to);
            let verdict = oracle::judge(&points, side, from.index(), to.index());
            let result = pos.check_legal(mv);
            prop_assert_eq!(
                verdict_of(&result),
                verdict,
                "check_legal({}) in {}",
                mv,
                fen
            );
            prop_assert_eq!(
                pos.is_legal(mv),
                verdict == Verdict::Legal,
                "is_legal({}) in {}",
                mv,
                fen
            );
            if let Err(e) = result {
                let text = e.to_string();
                prop_assert!(
                    text.contains(&mv.to_string()),
                    "{:?} does not name {}",
                    text,
                    mv
                );
            }
        }
    }

    let captures: Vec<Move> = expected
        .iter()
        .copied()
        .filter(|m| pos.piece_at(m.to()).is_some())
        .collect();
    prop_assert_eq!(sorted(pos.captures()), captures, "captures of {}", fen);
    for &mv in &expected {
        prop_assert_eq!(pos.is_capture(mv), pos.piece_at(mv.to()).is_some());
        prop_assert_eq!(
            pos.gives_check(mv),
            oracle::gives_check(pos, mv),
            "gives_check({}) in {}",
            mv,
            fen
        );
    }

    let attackers = oracle::attackers_of_king(&points, side);
    prop_assert_eq!(pos.is_check(), !attackers.is_empty(), "is_check in {}", fen);
    let mut checkers: Vec<usize> = pos.checkers().iter().map(|s| s.index()).collect();
    checkers.sort_unstable();
    prop_assert_eq!(checkers, attackers, "checkers in {}", fen);

    let outcome = match (expected.is_empty(), pos.is_check()) {
        (false, _) => None,
        (true, check) => Some(Outcome::Win {
            winner: side.other(),
            reason: if check {
                WinReason::Checkmate
            } else {
                WinReason::NoLegalMove
            },
        }),
    };
    prop_assert_eq!(pos.outcome(), outcome, "outcome of {}", fen);
    Ok(())
}

fn every_position_agrees(game: &Game) -> Result<(), TestCaseError> {
    for pos in game.positions() {
        agrees_with_oracle(&pos)?;
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Move lists, legality of every pair, captures, checks: all as the oracle says.
    #[test]
    fn move_generation_agrees_with_the_oracle(game in games(40)) {
        every_position_agrees(&game)?;
    }
}

/// perft(2) counted with the oracle alone: every child of the position is checked too,
/// not only the ones the random game went through.
fn oracle_perft_2(pos: &Position) -> u64 {
    oracle::legal_moves(pos)
        .into_iter()
        .map(|mv| {
            let mut child = pos.clone();
            let _undo = child.make_move(mv);
            oracle::legal_moves(&child).len() as u64
        })
        .sum()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn perft_2_agrees_with_the_oracle(game in games(60)) {
        let pos = game.end();
        prop_assert_eq!(
            xiangqi::perft(&mut pos.clone(), 2),
            oracle_perft_2(&pos),
            "perft(2) of {}",
            pos.fen()
        );
    }
}

/// The oracle itself, on positions whose answers are known by hand: without these, a
/// bug shared by the oracle and the crate would pass unnoticed.
#[test]
fn the_oracle_knows_the_opening_moves() {
    let start = Position::startpos();
    assert_eq!(oracle::legal_moves(&start).len(), 44);
    let after = |fen: &str| oracle::legal_moves(&Position::from_fen(fen).expect("legal FEN"));
    let names = |moves: Vec<Move>| moves.iter().map(Move::to_string).collect::<Vec<_>>();
    // A lone red king on e1 (the black king on d9 keeps the kings apart only off file e).
    assert_eq!(
        names(after("3k5/9/9/9/9/9/9/9/4K4/9 w - - 0 1")),
        ["e1e0", "e1f1", "e1e2"],
        "the king may not step onto the d file, where the black king looks down"
    );
    // A horse on e4 with its northern leg (e5) blocked by a pawn.
    let horse = names(after("3k5/9/9/9/4p4/4N4/9/9/9/5K3 w - - 0 1"));
    let horse: Vec<_> = horse.into_iter().filter(|m| m.starts_with("e4")).collect();
    assert_eq!(horse, ["e4d2", "e4f2", "e4c3", "e4g3", "e4c5", "e4g5"]);
    // A cannon on a0 with a screen on a5 and a target on a9: it captures a9, moves a1-a4.
    let cannon = names(after("r2k5/9/9/9/P8/9/9/9/9/C4K3 w - - 0 1"));
    let cannon: Vec<_> = cannon.into_iter().filter(|m| m.starts_with("a0")).collect();
    assert_eq!(
        cannon,
        [
            "a0b0", "a0c0", "a0d0", "a0e0", "a0a1", "a0a2", "a0a3", "a0a4", "a0a9"
        ]
    );
    // A black pawn that has crossed the river (e4) goes forward or sideways.
    let pawn = names(after("3k5/9/9/9/9/4p4/9/9/9/5K3 b - - 0 1"));
    let pawn: Vec<_> = pawn.into_iter().filter(|m| m.starts_with("e4")).collect();
    assert_eq!(pawn, ["e4e3", "e4d4", "e4f4"]);
}
