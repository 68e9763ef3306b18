//! Random legal games for property tests: a start position (the standard one or one of
//! the reference positions) and a list of random numbers, each picking one legal move.

use super::reference;
use proptest::prelude::*;
use std::fmt;
use xiangqi::{Move, Position};

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

/// The legal moves of a position in a fixed order (by from, then to), so that a game is
/// a function of its random numbers whatever order the generator emits moves in.
pub fn sorted_legal_moves(pos: &Position) -> Vec<Move> {
    let mut moves: Vec<Move> = pos.legal_moves().into_iter().collect();
    moves.sort_by_key(|m| (m.from(), m.to()));
    moves
}

/// Plays out the choices from `start`, stopping early when no legal move is left.
pub fn play_out(start: Position, choices: &[usize]) -> Game {
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for &choice in choices {
        let legal = sorted_legal_moves(&pos);
        if legal.is_empty() {
            break;
        }
        let mv = legal[choice % legal.len()];
        pos.play(mv).expect("a generated move is playable");
        moves.push(mv);
    }
    Game { start, moves }
}

/// Games of up to `max_plies` plies from the start position or a reference position.
pub fn games(max_plies: usize) -> impl Strategy<Value = Game> {
    let fens = reference::fens();
    let count = fens.len();
    (
        0..count,
        prop::collection::vec(any::<usize>(), 0..=max_plies),
    )
        .prop_map(move |(which, choices)| {
            let start = Position::from_fen(&fens[which]).expect("reference FENs are legal");
            play_out(start, &choices)
        })
}
