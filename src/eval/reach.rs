//! What a side's pieces could take: the enemy pieces they threaten and their own pieces
//! they guard (could take back on), gathered point by point in the same walks as
//! mobility; from the two sides' reach, the pieces left hanging.

use super::term::{Term, TermSink};
use crate::Square;
use crate::attacks::{ADVISOR, KING, StepTable};
use crate::board::Board;
use crate::{Color, PieceKind};

/// The points a piece steps to from each point, as a mask, for steps without an eye.
const fn step_masks(table: &StepTable) -> [u128; Square::COUNT] {
    let mut masks = [0; Square::COUNT];
    let mut sq = 0;
    while sq < Square::COUNT {
        let mut j = 0;
        while j < table.len[sq] as usize {
            masks[sq] |= 1 << table.moves[sq][j].0;
            j += 1;
        }
        sq += 1;
    }
    masks
}

/// Each point's bit, looked up: cheaper than a variable shift of a `u128`.
pub(crate) static BIT: [u128; Square::COUNT] = {
    let mut bits = [0; Square::COUNT];
    let mut i = 0;
    while i < Square::COUNT {
        bits[i] = 1 << i;
        i += 1;
    }
    bits
};

/// Where an advisor on each point could step.
pub(crate) const ADVISOR_STEPS: [u128; Square::COUNT] = step_masks(&ADVISOR);
/// Where a king on each point could step.
pub(crate) const KING_STEPS: [u128; Square::COUNT] = step_masks(&KING);

/// The points a side's pieces could move to that hold a piece, one bit per point.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Reach {
    /// Enemy pieces some piece of the side could take.
    pub threatened: u128,
    /// Pieces of the side's own that some other of its pieces could take back on.
    pub guarded: u128,
    /// The points its advisors and king could step to, occupied or not: sorted into
    /// the two above by [`Reach::settle`] once the side's pieces are all known.
    pub steps: u128,
    /// The side's own pieces.
    pub own: u128,
}

impl Reach {
    /// Records that a piece of `us` could move to point `i`, which holds a piece: an
    /// enemy one is threatened, an own one guarded. Returns the enemy piece's kind.
    #[inline]
    pub(crate) fn hit(&mut self, board: &Board, i: usize, us: Color) -> Option<PieceKind> {
        let p = board.at(i)?;
        if p.color() == us {
            self.guarded |= BIT[i];
            None
        } else {
            self.threatened |= BIT[i];
            Some(p.kind())
        }
    }

    /// Sorts the advisors' and king's steps into threatened and guarded points, given
    /// the enemy's reach (for where its pieces stand).
    #[inline]
    pub(crate) fn settle(&mut self, theirs: &Reach) {
        self.guarded |= self.steps & self.own;
        self.threatened |= self.steps & theirs.own;
    }
}

/// Counts each enemy piece `ours` threatens that `theirs` does not guard (kings aside:
/// a threatened king is in check), by its kind and by whether the side that could take
/// it is the one to move.
#[inline]
pub(crate) fn hanging(
    board: &Board,
    ours: &Reach,
    theirs: &Reach,
    to_move: bool,
    sink: &mut impl TermSink,
) {
    let mut bits = ours.threatened & !theirs.guarded;
    while bits != 0 {
        let i = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        if let Some(p) = board.at(i).filter(|p| p.kind() != PieceKind::King) {
            sink.add(Term::Hanging(p.kind(), to_move), 1);
        }
    }
}
