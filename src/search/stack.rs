//! What the search keeps for each ply of the line it is on, one [`Frame`] a ply (as
//! Stockfish's `Stack`): the static evaluation, the move a singular-extension test
//! leaves out, the killers, and the principal variation found below the ply. A learned
//! evaluation's accumulators belong here too, beside the evaluation they feed.
//!
//! The path from the game's start (`path.rs`) keeps what the repetition rules need of
//! each position, the game's before the root included; a frame is for the plies of the
//! search alone.

use super::history::MAX_PLY;
use crate::Move;

/// One ply of the current line.
#[derive(Clone, Debug)]
pub(crate) struct Frame {
    /// The static evaluation, amended by the correction history (`-INFINITE` in check).
    pub static_eval: i32,
    /// The move left out while a singular-extension search tests whether the hash move
    /// is the only good one.
    pub excluded: Option<Move>,
    /// The two latest quiet moves that cut off at this ply, newest first.
    pub killers: [Option<Move>; 2],
    /// The principal variation from this ply: `pv[ply..pv_len]`.
    pub pv: [Option<Move>; MAX_PLY + 2],
    /// Where the principal variation ends.
    pub pv_len: usize,
}

impl Frame {
    const EMPTY: Frame = Frame {
        static_eval: 0,
        excluded: None,
        killers: [None; 2],
        pv: [None; MAX_PLY + 2],
        pv_len: 0,
    };

    /// Records `mv` as the newest killer.
    #[inline]
    pub(crate) fn add_killer(&mut self, mv: Move) {
        if self.killers[0] != Some(mv) {
            self.killers[1] = self.killers[0];
            self.killers[0] = Some(mv);
        }
    }
}

/// A frame for every ply a search can reach, fresh for each search.
pub(crate) struct Stack(Vec<Frame>);

impl Stack {
    pub(crate) fn new() -> Stack {
        Stack(vec![Frame::EMPTY; MAX_PLY + 2])
    }

    /// Makes `mv` the head of the principal variation at `ply`, followed by the
    /// child's.
    #[inline]
    pub(crate) fn update_pv(&mut self, ply: usize, mv: Move) {
        let (head, tail) = self.0.split_at_mut(ply + 1);
        let (frame, child) = (&mut head[ply], &tail[0]);
        let child_len = child.pv_len.max(ply + 1);
        frame.pv[ply] = Some(mv);
        frame.pv[ply + 1..child_len].copy_from_slice(&child.pv[ply + 1..child_len]);
        frame.pv_len = child_len;
    }

    /// The principal variation from the root.
    pub(crate) fn root_pv(&self) -> Vec<Move> {
        let root = &self.0[0];
        root.pv[..root.pv_len].iter().map_while(|m| *m).collect()
    }
}

impl std::ops::Index<usize> for Stack {
    type Output = Frame;

    #[inline]
    fn index(&self, ply: usize) -> &Frame {
        &self.0[ply]
    }
}

impl std::ops::IndexMut<usize> for Stack {
    #[inline]
    fn index_mut(&mut self, ply: usize) -> &mut Frame {
        &mut self.0[ply]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pv_is_the_move_then_the_childs_line() {
        let mut s = Stack::new();
        let [a, b, c]: [Move; 3] = ["h2e2", "h9g7", "h0g2"].map(|m| m.parse().unwrap());
        s[2].pv_len = 2;
        s.update_pv(2, c);
        s.update_pv(1, b);
        s.update_pv(0, a);
        assert_eq!(s.root_pv(), vec![a, b, c]);
        // A child that found nothing leaves the line at the move itself.
        s[1].pv_len = 1;
        s.update_pv(0, b);
        assert_eq!(s.root_pv(), vec![b]);
    }

    #[test]
    fn killers_keep_the_two_latest_distinct_moves() {
        let mut f = Frame::EMPTY;
        let [a, b]: [Move; 2] = ["h2e2", "b2e2"].map(|m| m.parse().unwrap());
        f.add_killer(a);
        f.add_killer(a);
        assert_eq!(f.killers, [Some(a), None]);
        f.add_killer(b);
        assert_eq!(f.killers, [Some(b), Some(a)]);
    }
}
