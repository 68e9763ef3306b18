//! Static evaluation: material (with what pairs of kinds are worth together) and
//! piece-square tables, mobility, cannons aimed at the king and the king's guard,
//! threatened and hanging pieces, blended between middle game and endgame by the
//! material left.

mod imbalance;
mod psq_sum;
mod pst;
mod reach;
mod score;
mod term;
mod terms;
#[cfg(any(test, feature = "tune"))]
#[cfg_attr(docsrs, doc(cfg(feature = "tune")))]
pub mod tune;
// Written by the tuner (`tune::weights_source`), kept as written.
#[rustfmt::skip]
mod weights;

pub use score::{HumanScore, Score};
pub(crate) use score::{INFINITE, MATE, MATE_BOUND};

use crate::{Color, PieceKind, Position};
pub(crate) use psq_sum::PsqSum;
use pst::{PHASE_WEIGHT, VALUE_EG, VALUE_MG, pst};

/// The phase of the starting position.
const FULL_PHASE: i32 = 2 * (2 * 6 + 2 * 3 + 2 * 3);
/// A small bonus for having the move.
const TEMPO: i32 = 10;

/// One side's share of the evaluation, term by term, each as (middle game, endgame).
///
/// ```
/// let b = xiangqi::eval::breakdown(&xiangqi::Position::startpos());
/// assert_eq!(b.red.material, b.black.material);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SideBreakdown {
    /// Piece values, with what pairs of kinds are worth together (a cannon less as the
    /// board empties, say).
    pub material: (i32, i32),
    /// Piece-square tables.
    pub placement: (i32, i32),
    /// Rook, horse and cannon mobility.
    pub mobility: (i32, i32),
    /// Cannons on the enemy king's file or rank.
    pub cannons: (i32, i32),
    /// Pressure on the enemy king: the attackers against its missing advisors and
    /// elephants, the attackers gathered close to it, and rooks pinning a piece to it
    /// or aimed at it past an own piece.
    pub king_attack: (i32, i32),
    /// Pawns side by side across the river, cannons with their own advisors and
    /// elephants to use as screens, and elephants guarding each other.
    pub structure: (i32, i32),
    /// Enemy pieces this side's rooks, horses, cannons and pawns could take, and the
    /// enemy pieces any of its pieces could take that nothing guards.
    pub threats: (i32, i32),
}

impl SideBreakdown {
    fn total(&self) -> (i32, i32) {
        let parts = [
            self.material,
            self.placement,
            self.mobility,
            self.cannons,
            self.king_attack,
            self.structure,
            self.threats,
        ];
        parts
            .iter()
            .fold((0, 0), |(m, e), &(pm, pe)| (m + pm, e + pe))
    }
}

/// The evaluation split into terms for each side, with the phase that blends them.
///
/// ```
/// let e = xiangqi::eval::breakdown(&xiangqi::Position::startpos());
/// assert_eq!(e.red, e.black);
/// assert_eq!(e.phase, 48);
/// assert_eq!(e.score_for_side_to_move().centipawns(), Some(10));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Breakdown {
    /// Red's terms.
    pub red: SideBreakdown,
    /// Black's terms.
    pub black: SideBreakdown,
    /// 48 with all rooks, horses and cannons on the board, down to 0 with none.
    pub phase: i32,
    /// The side to move, which gets the tempo bonus.
    pub side_to_move: Color,
}

impl Breakdown {
    /// The blended score for Red, in centipawns, without the tempo bonus.
    ///
    /// ```
    /// let e = xiangqi::eval::breakdown(&xiangqi::Position::startpos());
    /// assert_eq!(e.red_score(), 0);
    /// ```
    pub fn red_score(&self) -> i32 {
        let (rm, re) = self.red.total();
        let (bm, be) = self.black.total();
        taper(rm - bm, re - be, self.phase)
    }

    /// The score for the side to move, tempo included: what [`evaluate`] returns.
    ///
    /// ```
    /// let pos = xiangqi::Position::startpos();
    /// assert_eq!(xiangqi::eval::breakdown(&pos).score_for_side_to_move(), xiangqi::eval::evaluate(&pos));
    /// ```
    pub fn score_for_side_to_move(&self) -> Score {
        let red = self.red_score();
        let own = match self.side_to_move {
            Color::Red => red,
            Color::Black => -red,
        };
        Score::cp(own + TEMPO)
    }
}

/// One side's mobility and cannon terms, with what king safety needs: its attack and
/// its own guard.
struct SideScan<S> {
    terms: S,
    attack: terms::Attack,
    reach: reach::Reach,
    /// Its pieces by kind, indexed by [`PieceKind::index`].
    kinds: [i32; 7],
}

fn scan<S: term::TermSink + Default>(pos: &Position, us: Color) -> SideScan<S> {
    let board = pos.board();
    let their_king = pos.king_square(us.other());
    let mut t = S::default();
    let mut attack = terms::Attack::default();
    let mut reach = reach::Reach::default();
    let mut kinds = [0; 7];
    for &sq in board.pieces(us) {
        let Some(piece) = board.get(sq) else { continue };
        kinds[piece.kind().index()] += 1;
        reach.own |= reach::BIT[sq.index()];
        terms::piece_terms(
            board,
            piece,
            sq,
            their_king,
            &mut t,
            &mut attack,
            &mut reach,
        );
    }
    SideScan {
        terms: t,
        attack,
        reach,
        kinds,
    }
}

/// Both sides' terms, king safety included, gathered in one sink per side.
fn scan_both<S: term::TermSink + Default>(pos: &Position) -> [S; 2] {
    let (mut red, mut black) = (scan::<S>(pos, Color::Red), scan::<S>(pos, Color::Black));
    let (a, e, c) = (
        PieceKind::Advisor.index(),
        PieceKind::Elephant.index(),
        PieceKind::Cannon.index(),
    );
    terms::king_attack(red.attack, black.kinds[a], black.kinds[e], &mut red.terms);
    terms::king_attack(black.attack, red.kinds[a], red.kinds[e], &mut black.terms);
    for s in [&mut red, &mut black] {
        terms::own_structure(s.kinds[c], s.kinds[a], s.kinds[e], &mut s.terms);
    }
    red.terms.imbalance(&red.kinds, &black.kinds);
    black.terms.imbalance(&black.kinds, &red.kinds);
    let red_to_move = pos.side_to_move() == Color::Red;
    let red_reach = red.reach;
    red.reach.settle(&black.reach);
    black.reach.settle(&red_reach);
    let board = pos.board();
    reach::hanging(board, &red.reach, &black.reach, red_to_move, &mut red.terms);
    reach::hanging(
        board,
        &black.reach,
        &red.reach,
        !red_to_move,
        &mut black.terms,
    );
    [red.terms, black.terms]
}

/// The blend of middle-game and endgame scores by phase.
#[inline]
fn taper(mg: i32, eg: i32, phase: i32) -> i32 {
    (mg * phase + eg * (FULL_PHASE - phase)) / FULL_PHASE
}

/// The evaluation, term by term.
///
/// ```
/// let pos = xiangqi::Position::from_fen("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1")?;
/// let e = xiangqi::eval::breakdown(&pos);
/// assert_eq!(e.red.material, (900, 950));
/// # Ok::<(), xiangqi::FenError>(())
/// ```
pub fn breakdown(pos: &Position) -> Breakdown {
    let [red_terms, black_terms] = scan_both::<terms::SideTerms>(pos);
    let mut sides = [red_terms, black_terms].map(|t| SideBreakdown {
        mobility: t.mobility,
        cannons: t.cannons,
        king_attack: t.king_safety,
        structure: t.structure,
        threats: t.threats,
        material: t.imbalance,
        ..SideBreakdown::default()
    });
    let mut phase = 0;
    for color in Color::ALL {
        let b = &mut sides[color.index()];
        for (sq, piece) in pos.pieces(color) {
            let k = piece.kind();
            b.material.0 += VALUE_MG[k.index()];
            b.material.1 += VALUE_EG[k.index()];
            let (m, e) = pst(color, k, sq);
            b.placement.0 += m;
            b.placement.1 += e;
            phase += PHASE_WEIGHT[k.index()];
        }
    }
    let [red, black] = sides;
    Breakdown {
        red,
        black,
        phase: phase.min(FULL_PHASE),
        side_to_move: pos.side_to_move(),
    }
}

/// The static evaluation for the side to move, in centipawns (never a mate score).
///
/// ```
/// use xiangqi::{eval::evaluate, Position};
/// // Red to move with an extra rook is far ahead (by more than a horse and a pawn are
/// // worth in the endgame); the same seen by Black is far behind.
/// let pos = Position::from_fen("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1")?;
/// assert!(evaluate(&pos).centipawns().unwrap() > 600);
/// let pos = Position::from_fen("4k4/9/9/9/9/9/9/9/9/R2K5 b - - 0 1")?;
/// assert!(evaluate(&pos).centipawns().unwrap() < -600);
/// # Ok::<(), xiangqi::FenError>(())
/// ```
pub fn evaluate(pos: &Position) -> Score {
    evaluate_with(pos, PsqSum::of(pos))
}

/// [`evaluate`] with material and placement read from `psq`, the running sum the search
/// keeps for `pos`, instead of added up piece by piece.
#[inline]
pub(crate) fn evaluate_with(pos: &Position, psq: PsqSum) -> Score {
    let [mg, eg, phase] = psq.get();
    let [r, b] = scan_both::<terms::TermTotal>(pos);
    let red = taper(mg + r.0 - b.0, eg + r.1 - b.1, phase.min(FULL_PHASE));
    let own = match pos.side_to_move() {
        Color::Red => red,
        Color::Black => -red,
    };
    Score::cp(own + TEMPO)
}

/// Whether `color` has enough attacking material for null-move pruning to be safe: two
/// rooks, horses or cannons. With one, a quiet threat against its king is too often all
/// the opponent needs, and a pass hides it.
pub(crate) fn enough_for_null_move(pos: &Position, color: Color) -> bool {
    pos.pieces(color)
        .filter(|(_, p)| {
            matches!(
                p.kind(),
                PieceKind::Rook | PieceKind::Horse | PieceKind::Cannon
            )
        })
        .nth(1)
        .is_some()
}

/// Material value used to order captures and prune in quiescence.
#[inline]
pub(crate) fn piece_value(kind: PieceKind) -> i32 {
    VALUE_MG[kind.index()]
}
