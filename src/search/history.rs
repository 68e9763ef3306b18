//! Move-ordering memory: for quiet moves the history table, the continuation
//! histories, the counter moves and the killer moves; for captures the capture history.

use super::params::{HISTORY_BONUS_LINEAR, HISTORY_BONUS_MAX, HISTORY_BONUS_QUADRATIC};
use crate::{Color, Move, Piece, PieceKind, Position, Square};

/// The largest magnitude a history value can reach.
pub(crate) const HISTORY_MAX: i32 = 16_384;

/// The plies a search can go below the root.
pub(crate) const MAX_PLY: usize = 128;

/// How good each quiet move (by side, from, to) has been at causing cutoffs.
///
/// Updates use the "gravity" formula `h += bonus - h * |bonus| / HISTORY_MAX`, which
/// keeps every value within `±HISTORY_MAX` however many updates arrive, and pulls values
/// that keep earning the same bonus towards the bound instead of past it.
pub(crate) struct History {
    table: Vec<i16>,
}

impl History {
    pub(crate) fn new() -> History {
        History {
            table: vec![0; 2 * Square::COUNT * Square::COUNT],
        }
    }

    #[inline]
    fn index(side: Color, mv: Move) -> usize {
        (side.index() * Square::COUNT + mv.from().index()) * Square::COUNT + mv.to().index()
    }

    #[inline]
    pub(crate) fn get(&self, side: Color, mv: Move) -> i32 {
        self.table[Self::index(side, mv)] as i32
    }

    /// The bonus for a cutoff found at `depth`; grows with depth, capped.
    #[inline]
    pub(crate) fn bonus(depth: i32) -> i32 {
        (depth * depth * HISTORY_BONUS_QUADRATIC + HISTORY_BONUS_LINEAR * depth)
            .min(HISTORY_BONUS_MAX)
    }

    /// Adds `bonus` (negative for a malus) to the move's value, bounded by gravity.
    #[inline]
    pub(crate) fn update(&mut self, side: Color, mv: Move, bonus: i32) {
        gravity(&mut self.table[Self::index(side, mv)], bonus);
    }

    /// Between searches: old lessons count half.
    pub(crate) fn age(&mut self) {
        halve(&mut self.table);
    }

    pub(crate) fn clear(&mut self) {
        self.table.fill(0);
    }
}

/// A move as continuation histories index it: the piece that moved and where it went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Continuation(u16);

impl Continuation {
    /// `piece` moving to `to`.
    #[inline]
    pub(crate) fn new(piece: Piece, to: Square) -> Continuation {
        Continuation((piece.index() * Square::COUNT + to.index()) as u16)
    }
}

/// How good each quiet move (by piece kind and destination) has been at causing
/// cutoffs right after a given earlier move: the opponent's last move, or our own
/// move before it. Same gravity bound as [`History`].
pub(crate) struct ContinuationHistory {
    table: Vec<i16>,
}

impl ContinuationHistory {
    pub(crate) fn new() -> ContinuationHistory {
        ContinuationHistory {
            table: vec![0; 14 * Square::COUNT * 7 * Square::COUNT],
        }
    }

    #[inline]
    fn index(prev: Continuation, kind: PieceKind, to: Square) -> usize {
        (prev.0 as usize * 7 + kind.index()) * Square::COUNT + to.index()
    }

    /// The value of `kind` moving to `to` after `prev` (0 without `prev`).
    #[inline]
    pub(crate) fn get(&self, prev: Option<Continuation>, kind: PieceKind, to: Square) -> i32 {
        prev.map_or(0, |p| self.table[Self::index(p, kind, to)] as i32)
    }

    /// Adds `bonus` (negative for a malus) to the value, bounded by gravity.
    #[inline]
    pub(crate) fn update(
        &mut self,
        prev: Option<Continuation>,
        kind: PieceKind,
        to: Square,
        bonus: i32,
    ) {
        if let Some(p) = prev {
            gravity(&mut self.table[Self::index(p, kind, to)], bonus);
        }
    }

    /// Between searches: old lessons count half.
    pub(crate) fn age(&mut self) {
        halve(&mut self.table);
    }

    pub(crate) fn clear(&mut self) {
        self.table.fill(0);
    }
}

/// How good each capture (by the piece that captures, where, and what it takes) has
/// been at causing cutoffs. Same gravity bound as [`History`].
pub(crate) struct CaptureHistory {
    table: Vec<i16>,
}

impl CaptureHistory {
    pub(crate) fn new() -> CaptureHistory {
        CaptureHistory {
            table: vec![0; 14 * Square::COUNT * 7],
        }
    }

    /// The entry of the capture `mv` in `pos`: by the piece that captures, where, and
    /// the kind it takes. `None` if `mv` takes nothing.
    #[inline]
    fn index(pos: &Position, mv: Move) -> Option<usize> {
        let (piece, victim) = (pos.piece_at(mv.from())?, pos.piece_at(mv.to())?);
        Some((piece.index() * Square::COUNT + mv.to().index()) * 7 + victim.kind().index())
    }

    /// The value of the capture `mv` in `pos` (0 if it takes nothing).
    #[inline]
    pub(crate) fn get(&self, pos: &Position, mv: Move) -> i32 {
        Self::index(pos, mv).map_or(0, |i| i32::from(self.table[i]))
    }

    /// Adds `bonus` (negative for a malus) to the value of the capture `mv` in `pos`,
    /// bounded by gravity.
    #[inline]
    pub(crate) fn update(&mut self, pos: &Position, mv: Move, bonus: i32) {
        if let Some(i) = Self::index(pos, mv) {
            gravity(&mut self.table[i], bonus);
        }
    }

    /// Between searches: old lessons count half.
    pub(crate) fn age(&mut self) {
        halve(&mut self.table);
    }

    pub(crate) fn clear(&mut self) {
        self.table.fill(0);
    }
}

/// Halves every value of a history table.
fn halve(table: &mut [i16]) {
    for e in table {
        *e /= 2;
    }
}

/// Adds `bonus` to a history value: `h += bonus - h * |bonus| / HISTORY_MAX`.
#[inline]
fn gravity(e: &mut i16, bonus: i32) {
    let h = *e as i32;
    let b = bonus.clamp(-HISTORY_MAX, HISTORY_MAX);
    *e = (h + b - h * b.abs() / HISTORY_MAX) as i16;
}

/// For each move (by from and to point), the quiet reply that last refuted it.
pub(crate) struct CounterMoves {
    table: Vec<Option<Move>>,
}

impl CounterMoves {
    pub(crate) fn new() -> CounterMoves {
        CounterMoves {
            table: vec![None; Square::COUNT * Square::COUNT],
        }
    }

    #[inline]
    fn index(prev: Move) -> usize {
        prev.from().index() * Square::COUNT + prev.to().index()
    }

    /// The recorded refutation of `prev`, if any.
    #[inline]
    pub(crate) fn get(&self, prev: Option<Move>) -> Option<Move> {
        prev.and_then(|p| self.table[Self::index(p)])
    }

    /// Records `reply` as the refutation of `prev`.
    #[inline]
    pub(crate) fn set(&mut self, prev: Option<Move>, reply: Move) {
        if let Some(p) = prev {
            self.table[Self::index(p)] = Some(reply);
        }
    }

    pub(crate) fn clear(&mut self) {
        self.table.fill(None);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn history_stays_bounded() {
        let mut h = History::new();
        let m: Move = "h2e2".parse().unwrap();
        for _ in 0..10_000 {
            h.update(Color::Red, m, History::bonus(20));
        }
        let v = h.get(Color::Red, m);
        assert!(v > HISTORY_MAX / 2 && v <= HISTORY_MAX, "{v}");
        for _ in 0..10_000 {
            h.update(Color::Red, m, -History::bonus(20));
        }
        assert!(h.get(Color::Red, m) >= -HISTORY_MAX);
        assert!(h.get(Color::Red, m) < 0);
        h.age();
        assert!(h.get(Color::Red, m) > -HISTORY_MAX / 2 - 1);
    }

    #[test]
    fn capture_history_is_kept_per_capturer_point_and_victim() {
        // The red rook on a0 could take the horse on a6; the red cannon on b2 the horse
        // on b9, over its own horse on b4.
        let pos: Position = "1n2k4/9/9/n8/9/1N7/9/1C7/9/R2K5 w - - 0 1".parse().unwrap();
        let rook_takes: Move = "a0a6".parse().unwrap();
        let cannon_takes: Move = "b2b9".parse().unwrap();
        let quiet: Move = "a0a1".parse().unwrap();
        let mut h = CaptureHistory::new();
        for _ in 0..10_000 {
            h.update(&pos, rook_takes, History::bonus(20));
        }
        let v = h.get(&pos, rook_takes);
        assert!(v > HISTORY_MAX / 2 && v <= HISTORY_MAX, "{v}");
        assert_eq!(h.get(&pos, cannon_takes), 0);
        // A move that takes nothing has no entry: never valued, never taught.
        h.update(&pos, quiet, History::bonus(20));
        assert_eq!(h.get(&pos, quiet), 0);
        assert_eq!(h.get(&pos, rook_takes), v);
        h.update(&pos, cannon_takes, -History::bonus(20));
        assert!(h.get(&pos, cannon_takes) < 0);
        h.age();
        assert!(h.get(&pos, rook_takes) <= v / 2 + 1);
        h.clear();
        assert_eq!(h.get(&pos, rook_takes), 0);
    }

    #[test]
    fn continuation_history_is_kept_per_earlier_move_and_bounded() {
        let rook = Piece::new(Color::Red, PieceKind::Rook);
        let horse = Piece::new(Color::Black, PieceKind::Horse);
        let a = Continuation::new(rook, "a4".parse().unwrap());
        let b = Continuation::new(horse, "a4".parse().unwrap());
        let to: Square = "c6".parse().unwrap();
        let mut h = ContinuationHistory::new();
        for _ in 0..10_000 {
            h.update(Some(a), PieceKind::Cannon, to, History::bonus(20));
        }
        let v = h.get(Some(a), PieceKind::Cannon, to);
        assert!(v > HISTORY_MAX / 2 && v <= HISTORY_MAX, "{v}");
        // Another earlier move, another piece kind, another point, or none: untouched.
        assert_eq!(h.get(Some(b), PieceKind::Cannon, to), 0);
        assert_eq!(h.get(Some(a), PieceKind::Rook, to), 0);
        assert_eq!(h.get(Some(a), PieceKind::Cannon, "c7".parse().unwrap()), 0);
        assert_eq!(h.get(None, PieceKind::Cannon, to), 0);
        h.update(None, PieceKind::Cannon, to, -History::bonus(20));
        assert_eq!(h.get(Some(a), PieceKind::Cannon, to), v);
        for _ in 0..10_000 {
            h.update(Some(a), PieceKind::Cannon, to, -History::bonus(20));
        }
        assert!(h.get(Some(a), PieceKind::Cannon, to) >= -HISTORY_MAX);
        h.age();
        assert!(h.get(Some(a), PieceKind::Cannon, to) > -HISTORY_MAX / 2 - 1);
        h.clear();
        assert_eq!(h.get(Some(a), PieceKind::Cannon, to), 0);
    }
}
