//! Random legal games for property tests, the one generator every test that walks
//! random games uses: a start position and a list of [`Pick`]s, each choosing one legal
//! move (or taking back the mover's previous move, to make repetitions common).
//!
//! [`play_out`] walks a position until no legal move is left; [`play_game`] plays into
//! a `xiangqi::Game` until its rules end it. Both choose their moves with [`choose`],
//! from [`crate::walk`], which the crate's unit tests share.

use crate::reference;
pub use crate::walk::{Pick, choose, line, plain, play_game, seeded, sorted_legal_moves};
use proptest::prelude::*;
use std::fmt;
use xiangqi::{Move, Position};

/// Up to `max` picks, each taking a move back with probability `back_rate`.
pub fn picks(max: usize, back_rate: f64) -> impl Strategy<Value = Vec<Pick>> {
    prop::collection::vec((any::<usize>(), prop::bool::weighted(back_rate)), 0..=max).prop_map(
        |v| {
            v.into_iter()
                .map(|(choice, back)| Pick { choice, back })
                .collect()
        },
    )
}

/// A game: where it starts and the moves played, every one legal.
#[derive(Clone)]
pub struct Game {
    /// The position before the first move.
    pub start: Position,
    /// The moves, in order.
    pub moves: Vec<Move>,
}

impl fmt::Debug for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let moves: Vec<String> = self.moves.iter().map(Move::to_string).collect();
        write!(
            f,
            "Game {{ start: {:?}, moves: [{}] }}",
            self.start.fen(),
            moves.join(" ")
        )
    }
}

impl Game {
    /// The positions of the game: the start, then after each move.
    pub fn positions(&self) -> Vec<Position> {
        let mut pos = self.start.clone();
        let mut out = vec![pos.clone()];
        for &mv in &self.moves {
            pos.play(mv)
                .expect("the game's moves were legal when it was built");
            out.push(pos.clone());
        }
        out
    }

    /// The position at the end of the game.
    pub fn end(&self) -> Position {
        self.positions().pop().expect("a game has a start")
    }
}

/// Plays out the picks from `start`, stopping early when no legal move is left.
pub fn play_out(start: Position, picks: &[Pick]) -> Game {
    let moves = line(&start, picks);
    Game { start, moves }
}

/// Games of up to `max_plies` plies from the start position or a reference position.
pub fn games(max_plies: usize) -> impl Strategy<Value = Game> {
    let fens = reference::fens();
    let count = fens.len();
    (0..count, picks(max_plies, 0.0)).prop_map(move |(which, picks)| {
        let start = Position::from_fen(&fens[which]).expect("reference FENs are legal");
        play_out(start, &picks)
    })
}
