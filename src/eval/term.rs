//! The vocabulary of the positional evaluation: each [`Term`] with its weight, and the
//! [`TermSink`] the terms found in a position go to (the evaluation adds up their
//! weights, the tuner records the counts, the breakdown groups them).

use super::weights::{
    ADVISOR_GAP, CANNON_GUARDS, CANNON_MOBILITY, CANNON_TWO_SCREENS, ELEPHANT_GAP,
    ELEPHANTS_LINKED, HANGING, HOLLOW_CANNON_FILE, HOLLOW_CANNON_RANK, HORSE_MOBILITY,
    IMBALANCE_PAIR, IMBALANCE_VERSUS, MISSING_ADVISOR, MISSING_ELEPHANT, PAWN_PAIR, ROOK_DISCOVERY,
    ROOK_MOBILITY, ROOK_PIN, THREAT, ZONE_DANGER,
};
use crate::{Color, PieceKind, Square};

/// The kinds that count as attackers of the enemy king, for the guard terms, and that
/// threaten enemy pieces (for threats, a pawn on its own side counts too).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Attacker {
    /// A rook anywhere.
    Rook = 0,
    /// A horse anywhere.
    Horse = 1,
    /// A cannon anywhere.
    Cannon = 2,
    /// A pawn across the river.
    Pawn = 3,
}

impl Attacker {
    /// All four, in index order.
    pub(crate) const ALL: [Attacker; 4] = [
        Attacker::Rook,
        Attacker::Horse,
        Attacker::Cannon,
        Attacker::Pawn,
    ];

    /// The attacker a piece of `kind` on `sq` is for `color`, if any.
    #[inline]
    pub(crate) fn of(kind: PieceKind, sq: Square, color: Color) -> Option<Attacker> {
        match kind {
            PieceKind::Rook => Some(Attacker::Rook),
            PieceKind::Horse => Some(Attacker::Horse),
            PieceKind::Cannon => Some(Attacker::Cannon),
            PieceKind::Pawn if !sq.is_on_side(color) => Some(Attacker::Pawn),
            _ => None,
        }
    }
}

/// A positional term, counted some number of times in a position; each has a
/// (middle game, endgame) weight in `weights.rs`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Term {
    /// Per point a rook can reach beyond 8 (fewer count negative).
    RookMobility,
    /// Per point a cannon can reach beyond 6 (fewer count negative).
    CannonMobility,
    /// A horse with this many good jumps.
    HorseMobility(usize),
    /// A cannon on the enemy king's file with nothing between.
    HollowCannonFile,
    /// A cannon on the enemy king's rank with nothing between.
    HollowCannonRank,
    /// A cannon on the king's line with two pieces between.
    CannonTwoScreens,
    /// Attack weight times the enemy's missing advisors.
    MissingAdvisor,
    /// Attack weight times the enemy's missing elephants.
    MissingElephant,
    /// The attack weight gathered close to the enemy king (at most 15).
    ZoneDanger(usize),
    /// Per attacker of this kind, for each advisor the enemy king has lost.
    AdvisorGap(Attacker),
    /// Per attacker of this kind, for each elephant the enemy king has lost.
    ElephantGap(Attacker),
    /// A rook on the enemy king's file or rank with one enemy piece between: pinned.
    RookPin,
    /// A rook on the enemy king's file or rank with one own piece between, which
    /// gives check by moving away.
    RookDiscovery,
    /// Two pawns across the river side by side on one rank.
    PawnPair,
    /// Per cannon, for each advisor and elephant of its own side (its screens at home).
    CannonGuards,
    /// An elephant guarding the other elephant of its side.
    ElephantsLinked,
    /// An enemy piece of this kind that this attacker could take.
    Threat(Attacker, PieceKind),
    /// An enemy piece of this kind that some piece could take and none of its side
    /// guards, once per piece; `true` when the side that could take it is to move.
    Hanging(PieceKind, bool),
    /// A pair of the side's own pieces of these kinds (the first no later than the
    /// second, in [`PieceKind::index`] order).
    #[cfg_attr(
        not(any(test, feature = "tune")),
        expect(dead_code, reason = "the evaluation sums the imbalance at once")
    )]
    Pair(PieceKind, PieceKind),
    /// One of the side's pieces of the first kind beside an enemy piece of the second,
    /// a later one.
    #[cfg_attr(
        not(any(test, feature = "tune")),
        expect(dead_code, reason = "the evaluation sums the imbalance at once")
    )]
    Versus(PieceKind, PieceKind),
}

impl Term {
    /// The term's (middle game, endgame) weight.
    #[inline]
    pub(crate) fn weight(self) -> [i32; 2] {
        match self {
            Term::RookMobility => ROOK_MOBILITY,
            Term::CannonMobility => CANNON_MOBILITY,
            Term::HorseMobility(n) => HORSE_MOBILITY[n],
            Term::HollowCannonFile => HOLLOW_CANNON_FILE,
            Term::HollowCannonRank => HOLLOW_CANNON_RANK,
            Term::CannonTwoScreens => CANNON_TWO_SCREENS,
            Term::MissingAdvisor => MISSING_ADVISOR,
            Term::MissingElephant => MISSING_ELEPHANT,
            Term::ZoneDanger(n) => ZONE_DANGER[n],
            Term::AdvisorGap(a) => ADVISOR_GAP[a as usize],
            Term::ElephantGap(a) => ELEPHANT_GAP[a as usize],
            Term::RookPin => ROOK_PIN,
            Term::RookDiscovery => ROOK_DISCOVERY,
            Term::PawnPair => PAWN_PAIR,
            Term::CannonGuards => CANNON_GUARDS,
            Term::ElephantsLinked => ELEPHANTS_LINKED,
            Term::Threat(a, v) => THREAT[a as usize][v.index()],
            Term::Hanging(v, to_move) => HANGING[usize::from(to_move)][v.index()],
            Term::Pair(a, b) => IMBALANCE_PAIR[a.index()][b.index()],
            Term::Versus(a, b) => IMBALANCE_VERSUS[a.index()][b.index()],
        }
    }
}

/// Where the terms found in a position go: the evaluation adds up their weights, the
/// tuner records the counts.
pub(crate) trait TermSink {
    /// `term` counted `n` times for one side.
    fn add(&mut self, term: Term, n: i32);

    /// The imbalance terms of a side with pieces `own` by kind against `their`: counted
    /// term by term (`imbalance::imbalance`) by a sink that records terms, added up at
    /// once (`imbalance::value`) by one that only sums them.
    fn imbalance(&mut self, own: &[i32; 7], their: &[i32; 7]);
}
