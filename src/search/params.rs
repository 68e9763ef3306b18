//! Every tuned number of the search, named, with what it does: the one place to change
//! them, and the table an automatic tuner (SPSA) works on. Depths and plies are in
//! plies, margins in centipawns.
//!
//! The numbers of the search's shape are declared by the `tunables!` macro below: in
//! the engine as built each is a constant (`NAME.get()` folds to its value), and in a
//! build with the `spsa` feature each is a setting with bounds, which the executable
//! offers as an option so that a tuner can play versions of the engine against each
//! other (`match/scripts/spsa.py`).

/// A search parameter as built: a constant.
#[cfg(not(feature = "spsa"))]
#[derive(Clone, Copy, Debug)]
pub(crate) struct Fixed(i32);

#[cfg(not(feature = "spsa"))]
impl Fixed {
    /// The parameter's value.
    #[inline(always)]
    pub(crate) const fn get(self) -> i32 {
        self.0
    }
}

/// A search parameter in a build with the `spsa` feature: a setting within bounds,
/// read and set through `tunable.rs`.
#[cfg(feature = "spsa")]
#[derive(Debug)]
pub(crate) struct Tunable {
    pub(super) name: &'static str,
    pub(super) default: i32,
    pub(super) min: i32,
    pub(super) max: i32,
    pub(super) value: AtomicI32,
}

#[cfg(feature = "spsa")]
impl Tunable {
    pub(crate) const fn new(name: &'static str, default: i32, min: i32, max: i32) -> Tunable {
        Tunable {
            name,
            default,
            min,
            max,
            value: AtomicI32::new(default),
        }
    }

    /// The parameter's current value.
    #[inline]
    pub(crate) fn get(&self) -> i32 {
        self.value.load(Ordering::Relaxed)
    }
}

#[cfg(feature = "spsa")]
use std::sync::atomic::{AtomicI32, Ordering};

/// Declares the tunable parameters: `NAME = default, min..=max;` each, with its docs.
macro_rules! tunables {
    ($($(#[$doc:meta])* $name:ident = $value:literal, $min:literal..=$max:literal;)*) => {
        $(
            $(#[$doc])*
            #[cfg(not(feature = "spsa"))]
            pub(crate) const $name: Fixed = Fixed($value);
            $(#[$doc])*
            #[cfg(feature = "spsa")]
            pub(crate) static $name: Tunable =
                Tunable::new(stringify!($name), $value, $min, $max);
        )*
        /// Every tunable parameter, in declaration order.
        #[cfg(feature = "spsa")]
        pub(crate) static TUNABLES: &[&Tunable] = &[$(&$name),*];
    };
}

tunables! {
    // Reverse futility pruning (alphabeta): a non-PV node this far above beta at shallow
    // depth returns its evaluation.
    /// The deepest node reverse futility prunes.
    RFP_MAX_DEPTH = 5, 2..=10;
    /// Its margin per ply of depth (one ply less while the evaluation improves).
    RFP_MARGIN = 90, 30..=250;

    // Null-move pruning: passing still holds beta.
    /// The shallowest depth it is tried at.
    NMP_MIN_DEPTH = 3, 1..=6;
    /// The reduction: this many plies ...
    NMP_BASE = 3, 1..=6;
    /// ... plus one per this many plies of depth ...
    NMP_DEPTH_DIVISOR = 4, 2..=8;
    /// ... plus one per this much the evaluation exceeds beta ...
    NMP_EVAL_DIVISOR = 200, 50..=500;
    /// ... at most this many for the evaluation.
    NMP_EVAL_MAX = 2, 0..=5;

    // ProbCut: a capture whose reduced search beats beta by a margin cuts the node.
    /// How far above beta the capture must lift the score.
    PROBCUT_MARGIN = 200, 50..=500;
    /// How much shallower its search is than the node's.
    PROBCUT_REDUCTION = 4, 2..=6;

    /// Internal iterative reduction: a node without a hash move at least this deep is
    /// searched a ply shallower.
    IIR_MIN_DEPTH = 6, 3..=12;

    // Shallow pruning of moves at non-PV nodes.
    /// The deepest node whose moves are pruned.
    PRUNE_MAX_DEPTH = 4, 1..=10;
    /// Late-move pruning: quiets after `LMP_BASE + depth²` moves (half as many while the
    /// evaluation does not improve) are skipped.
    LMP_BASE = 3, 0..=10;
    /// Futility pruning of quiets: the deepest node it applies to ...
    FUTILITY_MAX_DEPTH = 3, 1..=8;
    /// ... and its margin per ply: a quiet that cannot lift the evaluation this far above
    /// alpha is skipped.
    FUTILITY_MARGIN = 110, 30..=300;
    /// A quiet move whose exchange loses more than this per ply is skipped (when its
    /// mover is worth more than that).
    QUIET_SEE_MARGIN = 80, 10..=300;
    /// A capture whose exchange loses more than this per ply is skipped.
    CAPTURE_SEE_MARGIN = 150, 30..=400;

    /// The check extension stops past `2 * root depth + CHECK_EXTENSION_SLACK` plies, so
    /// perpetual checks cannot run away with the search.
    CHECK_EXTENSION_SLACK = 8, 0..=20;

    // Late-move reductions.
    /// The shallowest depth moves are reduced at.
    LMR_MIN_DEPTH = 3, 1..=6;
    /// Quiet moves after this many are reduced.
    LMR_QUIETS_FIRST = 2, 0..=8;
    /// One ply less reduction per this much history.
    LMR_HISTORY_DIVISOR = 6_000, 1000..=20000;
    /// The reduction table: `(LMR_BASE + ln(depth) * ln(move number) * 100 / LMR_DIVISOR)
    /// / 100` plies (both in hundredths).
    LMR_BASE = 50, -100..=200;
    /// See [`LMR_BASE`].
    LMR_DIVISOR = 240, 120..=500;
    /// A reduced search that beats alpha by more than this is searched again a ply
    /// deeper than usual.
    LMR_DEEPER_MARGIN = 60, 0..=300;
    /// A capture's history counts by this fraction in its ordering beside its victim
    /// (worth 16 times its value) and its attacker.
    CAPTURE_HISTORY_DIVISOR = 2, 1..=16;

    // Singular extensions of the hash move.
    /// The shallowest depth the hash move is tested for being singular.
    SINGULAR_DEPTH = 6, 4..=12;
    /// The table's entry may be at most this many plies shallower than the node.
    SINGULAR_TT_DEPTH_SLACK = 3, 1..=6;
    /// The singular bound is the table's score less this much per ply of depth.
    SINGULAR_MARGIN = 2, 0..=8;
    /// Two plies of extension when the other moves fall this far below the bound.
    DOUBLE_EXTENSION_MARGIN = 30, 0..=200;

    /// Quiescence delta pruning: a capture that cannot lift the stand-pat score this far
    /// past alpha (with the captured piece's value) is skipped.
    DELTA_MARGIN = 150, 0..=500;

    // Correction history.
    /// A node's searched score counts at most this far (centipawns) from its static
    /// evaluation in the averages ...
    CORRECTION_MAX_DIFF = 300, 50..=1000;
    /// ... and weighs at most this (in 1/256) in its entry's average.
    CORRECTION_WEIGHT = 16, 2..=64;

    // Aspiration windows (driver).
    /// The first window's half-width around the last iteration's score.
    ASPIRATION_DELTA = 35, 5..=200;
    /// The shallowest iteration that uses a window.
    ASPIRATION_MIN_DEPTH = 4, 1..=10;
    /// Past this half-width the window opens fully.
    ASPIRATION_MAX_DELTA = 1_000, 200..=5000;
}

// Time: when to start another iteration.
/// The soft limit is scaled by `TIME_BASE + TIME_INSTABILITY * instability`, where the
/// instability counts recent changes of the best move (halving each iteration).
pub(crate) const TIME_BASE: f64 = 0.7;
/// See [`TIME_BASE`].
pub(crate) const TIME_INSTABILITY: f64 = 1.3;

/// What a perpetual chase that the rules make the root side's opponent lose is worth to
/// the root side, less a point per ply from the root: a large advantage, not a mate.
///
/// Referees disagree on the finer points of the chase rules (when a chase counts as
/// perpetual, which pieces count as protected); Fairy-Stockfish's adjudication, for
/// one, called draws in games that [`Game`](crate::Game) gives to the side chased. A
/// side far ahead on the board should not trade its winning position for a verdict a
/// referee may not give, and scored as a mate it would. Its own violations stay scored
/// as a loss: it never risks those. A perpetual check, which every referee forbids, is
/// scored as a mate for either side.
pub(crate) const OPPONENT_VIOLATION: i32 = 400;

/// The history bonus of a move that cut off at `depth`:
/// `min(HISTORY_BONUS_QUADRATIC * depth² + HISTORY_BONUS_LINEAR * depth, HISTORY_BONUS_MAX)`.
pub(crate) const HISTORY_BONUS_QUADRATIC: i32 = 16;
/// See [`HISTORY_BONUS_QUADRATIC`].
pub(crate) const HISTORY_BONUS_LINEAR: i32 = 32;
/// See [`HISTORY_BONUS_QUADRATIC`].
pub(crate) const HISTORY_BONUS_MAX: i32 = 2_000;

// Time allocation on a clock (limits): the soft limit (no new iteration after it) is
// `left / moves to go + increment * 3/4`, at most half the time left; the hard limit
// (the search stops) is four soft limits, at most 3/5 of the time left (4/5 when one
// move is to go).
/// Moves to go when the clock does not say.
pub(crate) const MOVES_TO_GO: u32 = 32;
/// Moves to go are counted as at most this many.
pub(crate) const MOVES_TO_GO_MAX: u32 = 50;
/// The share of the increment spent on this move: `INCREMENT_SHARE.0 / INCREMENT_SHARE.1`.
pub(crate) const INCREMENT_SHARE: (u32, u32) = (3, 4);
/// The soft limit is at most the time left divided by this.
pub(crate) const SOFT_MAX_DIVISOR: u32 = 2;
/// The hard limit is this many soft limits ...
pub(crate) const HARD_PER_SOFT: u32 = 4;
/// ... and at most this share of the time left ...
pub(crate) const HARD_MAX_SHARE: (u32, u32) = (3, 5);
/// ... or this share when one move is to go.
pub(crate) const LAST_MOVE_SHARE: (u32, u32) = (4, 5);
