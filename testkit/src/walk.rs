//! The random-game walker, the one generator for every test that walks random games:
//! a start position and a list of [`Pick`]s, each choosing one legal move by index (or
//! taking back the mover's previous move, to make repetitions common).
//!
//! The crate's own unit tests link a second copy of `xiangqi` (the one this crate
//! depends on), so they take the walk as text: [`seeded_line_text`].

use xiangqi::{Game as RulesGame, Move, Position};

/// One step of a random game.
#[derive(Clone, Copy, Debug)]
pub struct Pick {
    /// Which legal move, modulo their number, in the order of [`sorted_legal_moves`].
    pub choice: usize,
    /// Play the move that takes back the mover's previous move instead, when it is legal.
    pub back: bool,
}

/// Picks that never take a move back.
pub fn plain(choices: &[usize]) -> Vec<Pick> {
    choices
        .iter()
        .map(|&choice| Pick {
            choice,
            back: false,
        })
        .collect()
}

/// `n` picks from a seed (a linear congruential generator), never taking a move back:
/// for tests that want one fixed long game rather than many generated ones.
pub fn seeded(seed: u64, n: usize) -> Vec<Pick> {
    let mut s = seed;
    (0..n)
        .map(|_| {
            s = s
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            Pick {
                choice: (s >> 33) as usize,
                back: false,
            }
        })
        .collect()
}

/// The legal moves of a position in a fixed order (by from, then to), so that a game is
/// a function of its picks whatever order the generator emits moves in.
pub fn sorted_legal_moves(pos: &Position) -> Vec<Move> {
    let mut moves: Vec<Move> = pos.legal_moves().into_iter().collect();
    moves.sort_by_key(|m| (m.from(), m.to()));
    moves
}

/// The move `pick` chooses in `pos`, after the moves `played` that led there; `None`
/// when no legal move is left.
pub fn choose(pos: &Position, played: &[Move], pick: Pick) -> Option<Move> {
    let legal = sorted_legal_moves(pos);
    if legal.is_empty() {
        return None;
    }
    let n = played.len();
    let reverse = (pick.back && n >= 2)
        .then(|| Move::new(played[n - 2].to(), played[n - 2].from()))
        .filter(|m| legal.contains(m));
    Some(reverse.unwrap_or(legal[pick.choice % legal.len()]))
}

/// The moves the picks play from `start`, stopping early when no legal move is left.
pub fn line(start: &Position, picks: &[Pick]) -> Vec<Move> {
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for &pick in picks {
        let Some(mv) = choose(&pos, &moves, pick) else {
            break;
        };
        pos.play(mv).expect("a generated move is playable");
        moves.push(mv);
    }
    moves
}

/// Plays the picks into `game`, stopping early when its rules end it.
pub fn play_game(game: &mut RulesGame, picks: &[Pick]) {
    for &pick in picks {
        if game.outcome().is_some() {
            break;
        }
        let Some(mv) = choose(game.position(), game.moves(), pick) else {
            break;
        };
        game.play(mv).expect("a legal move of an unfinished game");
    }
}

/// [`line`](fn@line) from the FEN `start` along [`seeded`]`(seed, plies)`, each move written in
/// coordinates: for the crate's unit tests, whose `Position` is not this crate's.
///
/// # Panics
///
/// If `start` is not a legal position's FEN.
pub fn seeded_line_text(start: &str, seed: u64, plies: usize) -> Vec<String> {
    let pos = Position::from_fen(start).expect("a legal start position");
    line(&pos, &seeded(seed, plies))
        .iter()
        .map(Move::to_string)
        .collect()
}
