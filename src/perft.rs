//! Perft: counting the leaves of the legal-move tree, the standard test of a move
//! generator. The last ply is counted in bulk (the moves are counted, not made).

use crate::{Move, Position};

/// The number of legal move sequences of `depth` plies from `pos`.
///
/// ```
/// let mut pos = xiangqi::Position::startpos();
/// assert_eq!(xiangqi::perft(&mut pos, 2), 1920);
/// ```
pub fn perft(pos: &mut Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves() as u64,
        _ => {
            let mut nodes = 0;
            for mv in pos.legal_moves() {
                let undo = pos.make_move(mv);
                nodes += perft(pos, depth - 1);
                pos.unmake_move(mv, undo);
            }
            nodes
        }
    }
}

/// [`perft`] that can be cut short: it asks `stop` at every node with three or more
/// plies below it and gives up, with `None`, once `stop` says so. The position is left
/// as it was either way.
///
/// ```
/// let mut pos = xiangqi::Position::startpos();
/// assert_eq!(xiangqi::perft_until(&mut pos, 3, &mut || false), Some(79666));
/// assert_eq!(xiangqi::perft_until(&mut pos, 9, &mut || true), None);
/// assert_eq!(pos, xiangqi::Position::startpos());
/// ```
pub fn perft_until(pos: &mut Position, depth: u32, stop: &mut dyn FnMut() -> bool) -> Option<u64> {
    if depth < 3 {
        return Some(perft(pos, depth));
    }
    if stop() {
        return None;
    }
    let mut nodes = 0;
    for mv in pos.legal_moves() {
        let undo = pos.make_move(mv);
        let below = perft_until(pos, depth - 1, stop);
        pos.unmake_move(mv, undo);
        nodes += below?;
    }
    Some(nodes)
}

/// Perft split by the first move: each legal move with the leaf count below it, in
/// generation order. The counts add up to [`perft`] of the same depth (for `depth >= 1`).
///
/// ```
/// let mut pos = xiangqi::Position::startpos();
/// let split = xiangqi::divide(&mut pos, 2);
/// assert_eq!(split.len(), 44);
/// assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), 1920);
/// ```
pub fn divide(pos: &mut Position, depth: u32) -> Vec<(Move, u64)> {
    pos.legal_moves()
        .into_iter()
        .map(|mv| {
            let undo = pos.make_move(mv);
            let n = perft(pos, depth.saturating_sub(1));
            pos.unmake_move(mv, undo);
            (mv, n)
        })
        .collect()
}
