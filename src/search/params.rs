//! Every tuned number of the search, named, with what it does: the one place to change
//! them, and the table an automatic tuner (SPSA) would work on. Depths and plies are in
//! plies, margins in centipawns.

// Reverse futility pruning (alphabeta): a non-PV node this far above beta at shallow
// depth returns its evaluation.
/// The deepest node reverse futility prunes.
pub(crate) const RFP_MAX_DEPTH: i32 = 5;
/// Its margin per ply of depth (one ply less while the evaluation improves).
pub(crate) const RFP_MARGIN: i32 = 90;

// Null-move pruning: passing still holds beta.
/// The shallowest depth it is tried at.
pub(crate) const NMP_MIN_DEPTH: i32 = 3;
/// The reduction: this many plies ...
pub(crate) const NMP_BASE: i32 = 3;
/// ... plus one per this many plies of depth ...
pub(crate) const NMP_DEPTH_DIVISOR: i32 = 4;
/// ... plus one per this much the evaluation exceeds beta ...
pub(crate) const NMP_EVAL_DIVISOR: i32 = 200;
/// ... at most this many for the evaluation.
pub(crate) const NMP_EVAL_MAX: i32 = 2;

// ProbCut: a capture whose reduced search beats beta by a margin cuts the node.
/// How far above beta the capture must lift the score.
pub(crate) const PROBCUT_MARGIN: i32 = 200;
/// How much shallower its search is than the node's.
pub(crate) const PROBCUT_REDUCTION: i32 = 4;

/// Internal iterative reduction: a node without a hash move at least this deep is
/// searched a ply shallower.
pub(crate) const IIR_MIN_DEPTH: i32 = 6;

// Shallow pruning of moves at non-PV nodes.
/// The deepest node whose moves are pruned.
pub(crate) const PRUNE_MAX_DEPTH: i32 = 4;
/// Late-move pruning: quiets after `LMP_BASE + depth²` moves (half as many while the
/// evaluation does not improve) are skipped.
pub(crate) const LMP_BASE: i32 = 3;
/// Futility pruning of quiets: the deepest node it applies to ...
pub(crate) const FUTILITY_MAX_DEPTH: i32 = 3;
/// ... and its margin per ply: a quiet that cannot lift the evaluation this far above
/// alpha is skipped.
pub(crate) const FUTILITY_MARGIN: i32 = 110;
/// A quiet move whose exchange loses more than this per ply is skipped (when its
/// mover is worth more than that).
pub(crate) const QUIET_SEE_MARGIN: i32 = 80;
/// A capture whose exchange loses more than this per ply is skipped.
pub(crate) const CAPTURE_SEE_MARGIN: i32 = 150;

/// The check extension stops past `2 * root depth + CHECK_EXTENSION_SLACK` plies, so
/// perpetual checks cannot run away with the search.
pub(crate) const CHECK_EXTENSION_SLACK: i32 = 8;

// Late-move reductions.
/// The shallowest depth moves are reduced at.
pub(crate) const LMR_MIN_DEPTH: i32 = 3;
/// Quiet moves after this many are reduced.
pub(crate) const LMR_QUIETS_FIRST: usize = 2;
/// One ply less reduction per this much history.
pub(crate) const LMR_HISTORY_DIVISOR: i32 = 6_000;
/// The reduction table: `LMR_BASE + ln(depth) * ln(move number) / LMR_DIVISOR`.
pub(crate) const LMR_BASE: f64 = 0.5;
/// See [`LMR_BASE`].
pub(crate) const LMR_DIVISOR: f64 = 2.4;

// Singular extensions of the hash move.
/// The shallowest depth the hash move is tested for being singular.
pub(crate) const SINGULAR_DEPTH: i32 = 6;
/// The table's entry may be at most this many plies shallower than the node.
pub(crate) const SINGULAR_TT_DEPTH_SLACK: i32 = 3;
/// The singular bound is the table's score less this much per ply of depth.
pub(crate) const SINGULAR_MARGIN: i32 = 2;
/// Two plies of extension when the other moves fall this far below the bound.
pub(crate) const DOUBLE_EXTENSION_MARGIN: i32 = 30;

/// Quiescence delta pruning: a capture that cannot lift the stand-pat score this far
/// past alpha (with the captured piece's value) is skipped.
pub(crate) const DELTA_MARGIN: i32 = 150;

// Aspiration windows (driver).
/// The first window's half-width around the last iteration's score.
pub(crate) const ASPIRATION_DELTA: i32 = 35;
/// The shallowest iteration that uses a window.
pub(crate) const ASPIRATION_MIN_DEPTH: i32 = 4;
/// Past this half-width the window opens fully.
pub(crate) const ASPIRATION_MAX_DELTA: i32 = 1_000;

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
