//! The evaluation as a weighted sum of counted features, for tuning its weights
//! (`examples/tune.rs`, with the `tune` feature).
//!
//! Every weight in `weights.rs` is a parameter with a middle-game and an endgame value;
//! [`features`] counts how often each parameter applies in a position (Red's count minus
//! Black's), so that the evaluation is the tapered sum of count times weight. Mirrored
//! squares of a piece-square table share one parameter, as the tables are symmetric.
//! [`weights_source`] writes a set of weights back as the text of `weights.rs`.

use super::pst::relative;
use super::term::{Term, TermSink};
use super::weights::{
    ADVISOR_GAP, CANNON_GUARDS, CANNON_MOBILITY, CANNON_TWO_SCREENS, ELEPHANT_GAP,
    ELEPHANTS_LINKED, HANGING, HOLLOW_CANNON_FILE, HOLLOW_CANNON_RANK, HORSE_MOBILITY,
    IMBALANCE_PAIR, IMBALANCE_VERSUS, MATERIAL, MISSING_ADVISOR, MISSING_ELEPHANT, PAWN_PAIR,
    PST_EG, PST_MG, ROOK_DISCOVERY, ROOK_MOBILITY, ROOK_PIN, THREAT, ZONE_DANGER,
};
use super::{FULL_PHASE, PHASE_WEIGHT, TEMPO, imbalance, scan_both, taper};
use crate::{Color, PieceKind, Position};
use std::fmt::Write;

/// The first parameter of each group.
const MATERIAL_AT: usize = 0;
const PST_AT: usize = MATERIAL_AT + 7;
/// Squares per piece-square table once mirrored squares are folded together.
const FOLDED: usize = 50;
const ROOK_MOBILITY_AT: usize = PST_AT + 7 * FOLDED;
const HORSE_MOBILITY_AT: usize = ROOK_MOBILITY_AT + 1;
const HOLLOW_FILE_AT: usize = HORSE_MOBILITY_AT + 9;
const HOLLOW_RANK_AT: usize = HOLLOW_FILE_AT + 1;
const TWO_SCREENS_AT: usize = HOLLOW_RANK_AT + 1;
const MISSING_ADVISOR_AT: usize = TWO_SCREENS_AT + 1;
const MISSING_ELEPHANT_AT: usize = MISSING_ADVISOR_AT + 1;
const ZONE_DANGER_AT: usize = MISSING_ELEPHANT_AT + 1;
const ADVISOR_GAP_AT: usize = ZONE_DANGER_AT + 16;
const ELEPHANT_GAP_AT: usize = ADVISOR_GAP_AT + 4;
const ROOK_PIN_AT: usize = ELEPHANT_GAP_AT + 4;
const ROOK_DISCOVERY_AT: usize = ROOK_PIN_AT + 1;
const PAWN_PAIR_AT: usize = ROOK_DISCOVERY_AT + 1;
const CANNON_GUARDS_AT: usize = PAWN_PAIR_AT + 1;
const CANNON_MOBILITY_AT: usize = CANNON_GUARDS_AT + 1;
const ELEPHANTS_LINKED_AT: usize = CANNON_MOBILITY_AT + 1;
/// Four attackers by seven victims, one row of victims per attacker.
const THREAT_AT: usize = ELEPHANTS_LINKED_AT + 1;
const VICTIMS: usize = 7;

/// Hanging pieces by victim, first while the side that could take them waits, then
/// while it is to move.
const HANGING_AT: usize = THREAT_AT + 4 * VICTIMS;

/// Pairs of own pieces (kinds a <= b, advisor to pawn), then of a piece beside an enemy
/// piece of a later kind (a < b).
const PAIR_AT: usize = HANGING_AT + 2 * VICTIMS;
const PAIRS: usize = imbalance::COUNT * (imbalance::COUNT + 1) / 2;
const VERSUS_AT: usize = PAIR_AT + PAIRS;
const VERSUS: usize = imbalance::COUNT * (imbalance::COUNT - 1) / 2;

/// The number of parameters.
pub const PARAMS: usize = VERSUS_AT + VERSUS;

/// The parameters of one group of weights, by the name of its constant in `weights.rs`
/// (`"ZONE_DANGER"`, say), for a fit that moves that group alone.
///
/// ```
/// use xiangqi::eval::tune::{PARAMS, param_group};
/// assert_eq!(param_group("HOLLOW_CANNON_FILE").map(|r| r.len()), Some(1));
/// assert!(param_group("IMBALANCE_VERSUS").is_some_and(|r| r.end == PARAMS));
/// assert!(param_group("NO_SUCH_WEIGHT").is_none());
/// ```
pub fn param_group(name: &str) -> Option<std::ops::Range<usize>> {
    let groups = [
        ("MATERIAL", MATERIAL_AT),
        ("PST", PST_AT),
        ("ROOK_MOBILITY", ROOK_MOBILITY_AT),
        ("HORSE_MOBILITY", HORSE_MOBILITY_AT),
        ("HOLLOW_CANNON_FILE", HOLLOW_FILE_AT),
        ("HOLLOW_CANNON_RANK", HOLLOW_RANK_AT),
        ("CANNON_TWO_SCREENS", TWO_SCREENS_AT),
        ("MISSING_ADVISOR", MISSING_ADVISOR_AT),
        ("MISSING_ELEPHANT", MISSING_ELEPHANT_AT),
        ("ZONE_DANGER", ZONE_DANGER_AT),
        ("ADVISOR_GAP", ADVISOR_GAP_AT),
        ("ELEPHANT_GAP", ELEPHANT_GAP_AT),
        ("ROOK_PIN", ROOK_PIN_AT),
        ("ROOK_DISCOVERY", ROOK_DISCOVERY_AT),
        ("PAWN_PAIR", PAWN_PAIR_AT),
        ("CANNON_GUARDS", CANNON_GUARDS_AT),
        ("CANNON_MOBILITY", CANNON_MOBILITY_AT),
        ("ELEPHANTS_LINKED", ELEPHANTS_LINKED_AT),
        ("THREAT", THREAT_AT),
        ("HANGING", HANGING_AT),
        ("IMBALANCE_PAIR", PAIR_AT),
        ("IMBALANCE_VERSUS", VERSUS_AT),
    ];
    let at = groups.iter().position(|&(n, _)| n == name)?;
    let end = groups.get(at + 1).map_or(PARAMS, |&(_, start)| start);
    Some(groups[at].1..end)
}

/// The parameters of attacker `a`'s threats, by victim kind.
fn threat_row(a: usize) -> std::ops::Range<usize> {
    THREAT_AT + VICTIMS * a..THREAT_AT + VICTIMS * (a + 1)
}

/// The parameter of an own pair of kinds `a` no later than `b` (`same` false), or of a
/// piece of kind `a` beside an enemy one of the later kind `b` (`same` true), each
/// triangle laid out row by row.
fn pair_param(a: PieceKind, b: PieceKind, own: bool) -> usize {
    let (i, j, n) = (imbalance::rank(a), imbalance::rank(b), imbalance::COUNT);
    if own {
        PAIR_AT + i * n - i * i.saturating_sub(1) / 2 + (j - i)
    } else {
        VERSUS_AT + i * (n - 1) - i * i.saturating_sub(1) / 2 + (j - i - 1)
    }
}

/// Every (a, b) pair of kinds with a parameter, own pairs (`true`) and versus pairs.
fn pair_kinds() -> impl Iterator<Item = (PieceKind, PieceKind, bool)> {
    let kinds = &PieceKind::ALL[1..];
    kinds.iter().enumerate().flat_map(move |(i, &a)| {
        kinds[i..].iter().flat_map(move |&b| {
            let versus = (a != b).then_some((a, b, false));
            std::iter::once((a, b, true)).chain(versus)
        })
    })
}

/// The parameters of hanging pieces, by victim kind, while the side that could take
/// them waits (`to_move` 0) or is to move (1).
fn hanging_row(to_move: usize) -> std::ops::Range<usize> {
    HANGING_AT + VICTIMS * to_move..HANGING_AT + VICTIMS * (to_move + 1)
}

/// The phase of the starting position: a position's phase runs from this down to 0.
pub const MAX_PHASE: i32 = FULL_PHASE;

/// The bonus for having the move, not tuned.
pub const TEMPO_BONUS: i32 = TEMPO;

/// A parameter's middle-game and endgame weight.
pub type Weight = [i32; 2];

/// A position as the tuner sees it.
///
/// ```
/// use xiangqi::eval::tune::{features, weights};
/// let pos = xiangqi::Position::startpos();
/// let f = features(&pos);
/// assert_eq!(f.phase, 48);
/// assert_eq!(f.red_score(&weights()), 0);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Features {
    /// The phase that blends middle game and endgame, 0 to [`MAX_PHASE`].
    pub phase: i32,
    /// Whether Red is to move (the tempo bonus goes to the side to move).
    pub red_to_move: bool,
    /// Parameter index and count, Red's count minus Black's; each index once, none zero.
    pub counts: Vec<(u16, i16)>,
}

impl Features {
    /// The evaluation for Red with `weights` (one per parameter), tempo excluded:
    /// equal to the crate's evaluation when `weights` are [`weights()`].
    pub fn red_score(&self, weights: &[Weight]) -> i32 {
        let (mut mg, mut eg) = (0, 0);
        for &(i, n) in &self.counts {
            mg += i32::from(n) * weights[usize::from(i)][0];
            eg += i32::from(n) * weights[usize::from(i)][1];
        }
        taper(mg, eg, self.phase)
    }
}

/// Collects one side's term counts.
#[derive(Default)]
struct Counter(Vec<(usize, i32)>);

impl TermSink for Counter {
    fn add(&mut self, term: Term, n: i32) {
        let index = match term {
            Term::RookMobility => ROOK_MOBILITY_AT,
            Term::HorseMobility(k) => HORSE_MOBILITY_AT + k,
            Term::HollowCannonFile => HOLLOW_FILE_AT,
            Term::HollowCannonRank => HOLLOW_RANK_AT,
            Term::CannonTwoScreens => TWO_SCREENS_AT,
            Term::MissingAdvisor => MISSING_ADVISOR_AT,
            Term::MissingElephant => MISSING_ELEPHANT_AT,
            Term::ZoneDanger(k) => ZONE_DANGER_AT + k,
            Term::AdvisorGap(a) => ADVISOR_GAP_AT + a as usize,
            Term::ElephantGap(a) => ELEPHANT_GAP_AT + a as usize,
            Term::RookPin => ROOK_PIN_AT,
            Term::RookDiscovery => ROOK_DISCOVERY_AT,
            Term::PawnPair => PAWN_PAIR_AT,
            Term::CannonGuards => CANNON_GUARDS_AT,
            Term::CannonMobility => CANNON_MOBILITY_AT,
            Term::ElephantsLinked => ELEPHANTS_LINKED_AT,
            Term::Threat(a, v) => threat_row(a as usize).start + v.index(),
            Term::Hanging(v, to_move) => hanging_row(usize::from(to_move)).start + v.index(),
            Term::Pair(a, b) => pair_param(a, b, true),
            Term::Versus(a, b) => pair_param(a, b, false),
        };
        self.0.push((index, n));
    }

    fn imbalance(&mut self, own: &[i32; 7], their: &[i32; 7]) {
        imbalance::imbalance(own, their, self);
    }
}

/// The parameter of kind `kind`'s table on `rank` and `file` (as Red sees them): files
/// folded onto a-e, as the tables are symmetric.
fn pst_param(kind: usize, rank: usize, file: usize) -> usize {
    PST_AT + kind * FOLDED + rank * 5 + file.min(8 - file)
}

/// The features of a position.
///
/// ```
/// use xiangqi::eval::tune::features;
/// let pos = xiangqi::Position::from_fen("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1")?;
/// // Red's extra rook counts once, among its other features.
/// assert!(features(&pos).counts.contains(&(4, 1)));
/// # Ok::<(), xiangqi::FenError>(())
/// ```
pub fn features(pos: &Position) -> Features {
    let mut dense = vec![0i32; PARAMS];
    let mut phase = 0;
    for color in Color::ALL {
        let sign = if color == Color::Red { 1 } else { -1 };
        for (sq, piece) in pos.pieces(color) {
            let k = piece.kind().index();
            dense[MATERIAL_AT + k] += sign;
            let rel = relative(color, sq);
            dense[pst_param(k, rel.rank().index(), rel.file().index())] += sign;
            phase += PHASE_WEIGHT[k];
        }
    }
    let [red, black] = scan_both::<Counter>(pos);
    for (i, n) in red.0 {
        dense[i] += n;
    }
    for (i, n) in black.0 {
        dense[i] -= n;
    }
    let counts = dense
        .iter()
        .enumerate()
        .filter(|&(_, &n)| n != 0)
        .map(|(i, &n)| (i as u16, n as i16))
        .collect();
    Features {
        phase: phase.min(FULL_PHASE),
        red_to_move: pos.side_to_move() == Color::Red,
        counts,
    }
}

/// The crate's current weights, one per parameter.
///
/// ```
/// assert_eq!(xiangqi::eval::tune::weights().len(), xiangqi::eval::tune::PARAMS);
/// ```
pub fn weights() -> Vec<Weight> {
    let mut w = vec![[0; 2]; PARAMS];
    w[MATERIAL_AT..MATERIAL_AT + 7].copy_from_slice(&MATERIAL);
    for k in 0..7 {
        for (r, (mg_row, eg_row)) in PST_MG[k].iter().zip(&PST_EG[k]).enumerate() {
            for f in 0..5 {
                // Row r of the written table is rank 9 - r.
                w[pst_param(k, 9 - r, f)] = [mg_row[f], eg_row[f]];
            }
        }
    }
    w[ROOK_MOBILITY_AT] = ROOK_MOBILITY;
    w[HORSE_MOBILITY_AT..HORSE_MOBILITY_AT + 9].copy_from_slice(&HORSE_MOBILITY);
    w[HOLLOW_FILE_AT] = HOLLOW_CANNON_FILE;
    w[HOLLOW_RANK_AT] = HOLLOW_CANNON_RANK;
    w[TWO_SCREENS_AT] = CANNON_TWO_SCREENS;
    w[MISSING_ADVISOR_AT] = MISSING_ADVISOR;
    w[MISSING_ELEPHANT_AT] = MISSING_ELEPHANT;
    w[ZONE_DANGER_AT..ZONE_DANGER_AT + 16].copy_from_slice(&ZONE_DANGER);
    w[ADVISOR_GAP_AT..ADVISOR_GAP_AT + 4].copy_from_slice(&ADVISOR_GAP);
    w[ELEPHANT_GAP_AT..ELEPHANT_GAP_AT + 4].copy_from_slice(&ELEPHANT_GAP);
    w[ROOK_PIN_AT] = ROOK_PIN;
    w[ROOK_DISCOVERY_AT] = ROOK_DISCOVERY;
    w[PAWN_PAIR_AT] = PAWN_PAIR;
    w[CANNON_GUARDS_AT] = CANNON_GUARDS;
    w[CANNON_MOBILITY_AT] = CANNON_MOBILITY;
    w[ELEPHANTS_LINKED_AT] = ELEPHANTS_LINKED;
    for (a, row) in THREAT.iter().enumerate() {
        w[threat_row(a)].copy_from_slice(row);
    }
    for (t, row) in HANGING.iter().enumerate() {
        w[hanging_row(t)].copy_from_slice(row);
    }
    for (a, b, own) in pair_kinds() {
        let table = if own {
            &IMBALANCE_PAIR
        } else {
            &IMBALANCE_VERSUS
        };
        w[pair_param(a, b, own)] = table[a.index()][b.index()];
    }
    w
}

/// A 7 x 7 table by kinds of the pair parameters (`own` or versus), zero where unused.
fn pair_table(w: &[Weight], own: bool) -> String {
    let mut t = [[[0; 2]; 7]; 7];
    for (a, b, o) in pair_kinds().filter(|&(_, _, o)| o == own) {
        t[a.index()][b.index()] = w[pair_param(a, b, o)];
    }
    let rows: Vec<String> = t.iter().map(|row| format!("[{}]", pairs(row))).collect();
    rows.join(", ")
}

/// Whether parameter `i` is a piece value: the tuner may hold these fixed, since a
/// piece's value and the mean of its table are interchangeable.
///
/// ```
/// assert!(xiangqi::eval::tune::is_material(4));
/// ```
pub fn is_material(i: usize) -> bool {
    (MATERIAL_AT..PST_AT).contains(&i)
}

fn pairs(w: &[Weight]) -> String {
    let items: Vec<String> = w.iter().map(|[m, e]| format!("[{m}, {e}]")).collect();
    items.join(", ")
}

fn tables(w: &[Weight], stage: usize) -> String {
    const NAMES: [&str; 7] = [
        "king", "advisor", "elephant", "horse", "rook", "cannon", "pawn",
    ];
    let mut s = String::new();
    for (k, name) in NAMES.iter().enumerate() {
        let _ = writeln!(s, "    // {name}\n    [");
        for r in 0..10 {
            let row: Vec<String> = (0..9)
                .map(|f| {
                    let v = w[pst_param(k, 9 - r, f)][stage];
                    format!("{v:4}")
                })
                .collect();
            let _ = writeln!(s, "        [{}],", row.join(", "));
        }
        s.push_str("    ],\n");
    }
    s
}

/// The text of `weights.rs` holding `w` (one per parameter). The file is not formatted
/// by `cargo fmt` (`eval/mod.rs` marks it `rustfmt::skip`), so it stays as written.
///
/// ```
/// use xiangqi::eval::tune::{weights, weights_source};
/// assert!(weights_source(&weights()).contains("pub(crate) const MATERIAL"));
/// ```
pub fn weights_source(w: &[Weight]) -> String {
    let one = |i: usize| format!("[{}, {}]", w[i][0], w[i][1]);
    format!(
        "//! The evaluation's weights, each a (middle game, endgame) pair in centipawns or a table
//! of such pairs, read by the tables in `pst.rs` and the terms in `terms.rs`.
//!
//! `examples/tune.rs` writes this file (Texel tuning: see there how to retune).

/// Piece values by kind: king, advisor, elephant, horse, rook, cannon, pawn.
pub(crate) const MATERIAL: [[i32; 2]; 7] = [{material}];

/// Middle-game piece-square tables by kind, written as a player sees the board from
/// Red's side: the first row is rank 9 (Black's back rank), the last is rank 0.
pub(crate) const PST_MG: [[[i32; 9]; 10]; 7] = [
{mg}];

/// Endgame piece-square tables, laid out as [`PST_MG`].
pub(crate) const PST_EG: [[[i32; 9]; 10]; 7] = [
{eg}];

/// Per point a rook can reach, counted from the typical 8.
pub(crate) const ROOK_MOBILITY: [i32; 2] = {rook};

/// Per point a cannon can reach, counted from the typical 6.
pub(crate) const CANNON_MOBILITY: [i32; 2] = {cannon};

/// By the number of a horse's good jumps: a trapped horse is nearly lost.
pub(crate) const HORSE_MOBILITY: [[i32; 2]; 9] = [{horse}];

/// A cannon on the enemy king's file with nothing between (空头炮).
pub(crate) const HOLLOW_CANNON_FILE: [i32; 2] = {hollow_file};

/// A cannon on the enemy king's rank with nothing between.
pub(crate) const HOLLOW_CANNON_RANK: [i32; 2] = {hollow_rank};

/// A cannon on the enemy king's file or rank with two pieces between, pinning the nearer.
pub(crate) const CANNON_TWO_SCREENS: [i32; 2] = {two_screens};

/// Per unit of attack weight, for each advisor the enemy king has lost.
pub(crate) const MISSING_ADVISOR: [i32; 2] = {advisor};

/// Per unit of attack weight, for each elephant the enemy king has lost.
pub(crate) const MISSING_ELEPHANT: [i32; 2] = {elephant};

/// By the attack weight gathered close to the enemy king: one piece alone is little
/// threat, each further one makes a mating attack much likelier.
pub(crate) const ZONE_DANGER: [[i32; 2]; 16] = [{zone}];

/// Per attacker (rook, horse, cannon, pawn across the river), for each advisor the
/// enemy king has lost.
pub(crate) const ADVISOR_GAP: [[i32; 2]; 4] = [{advisor_gap}];

/// Per attacker (rook, horse, cannon, pawn across the river), for each elephant the
/// enemy king has lost.
pub(crate) const ELEPHANT_GAP: [[i32; 2]; 4] = [{elephant_gap}];

/// A rook on the enemy king's file or rank with one enemy piece between, pinned.
pub(crate) const ROOK_PIN: [i32; 2] = {rook_pin};

/// A rook on the enemy king's file or rank with one own piece between, ready to
/// discover check.
pub(crate) const ROOK_DISCOVERY: [i32; 2] = {rook_discovery};

/// Two pawns across the river side by side.
pub(crate) const PAWN_PAIR: [i32; 2] = {pawn_pair};

/// Per cannon, for each advisor and elephant of its own side.
pub(crate) const CANNON_GUARDS: [i32; 2] = {cannon_guards};

/// An elephant guarding its side's other elephant.
pub(crate) const ELEPHANTS_LINKED: [i32; 2] = {elephants_linked};

/// An enemy piece one of a side's pieces could take, by attacker (rook, horse, cannon,
/// pawn) and victim (king, advisor, elephant, horse, rook, cannon, pawn).
pub(crate) const THREAT: [[[i32; 2]; 7]; 4] = [{threat}];

/// An enemy piece some piece could take and none of its side guards, by kind (king,
/// advisor, elephant, horse, rook, cannon, pawn): first while the side that could take
/// it waits, then while it is to move.
pub(crate) const HANGING: [[[i32; 2]; 7]; 2] = [{hanging}];

/// Per pair of the side's own pieces, by the two kinds (king, advisor, elephant, horse,
/// rook, cannon, pawn; the first no later than the second, the rest unused).
pub(crate) const IMBALANCE_PAIR: [[[i32; 2]; 7]; 7] = [{pair}];

/// Per pair of one of the side's pieces with an enemy piece of a later kind, by the two
/// kinds (the rest unused).
pub(crate) const IMBALANCE_VERSUS: [[[i32; 2]; 7]; 7] = [{versus}];
",
        material = pairs(&w[MATERIAL_AT..PST_AT]),
        mg = tables(w, 0),
        eg = tables(w, 1),
        rook = one(ROOK_MOBILITY_AT),
        horse = pairs(&w[HORSE_MOBILITY_AT..HORSE_MOBILITY_AT + 9]),
        hollow_file = one(HOLLOW_FILE_AT),
        hollow_rank = one(HOLLOW_RANK_AT),
        two_screens = one(TWO_SCREENS_AT),
        advisor = one(MISSING_ADVISOR_AT),
        elephant = one(MISSING_ELEPHANT_AT),
        zone = pairs(&w[ZONE_DANGER_AT..ZONE_DANGER_AT + 16]),
        advisor_gap = pairs(&w[ADVISOR_GAP_AT..ADVISOR_GAP_AT + 4]),
        elephant_gap = pairs(&w[ELEPHANT_GAP_AT..ELEPHANT_GAP_AT + 4]),
        rook_pin = one(ROOK_PIN_AT),
        rook_discovery = one(ROOK_DISCOVERY_AT),
        pawn_pair = one(PAWN_PAIR_AT),
        cannon_guards = one(CANNON_GUARDS_AT),
        cannon = one(CANNON_MOBILITY_AT),
        elephants_linked = one(ELEPHANTS_LINKED_AT),
        threat = (0..4)
            .map(|a| format!("[{}]", pairs(&w[threat_row(a)])))
            .collect::<Vec<_>>()
            .join(", "),
        pair = pair_table(w, true),
        versus = pair_table(w, false),
        hanging = (0..2)
            .map(|t| format!("[{}]", pairs(&w[hanging_row(t)])))
            .collect::<Vec<_>>()
            .join(", "),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::evaluate;

    /// Positions along a few pseudo-random games.
    fn positions() -> Vec<Position> {
        let mut out = Vec::new();
        for game in 0..40 {
            let mut pos = Position::startpos();
            for mv in crate::test_walk(&pos, 0x1234_5678 + game, 120) {
                let _ = pos.make_move(mv);
                out.push(pos.clone());
            }
        }
        out
    }

    #[test]
    fn the_weighted_features_are_the_evaluation() {
        let w = weights();
        for pos in positions() {
            let f = features(&pos);
            let own = if f.red_to_move {
                f.red_score(&w)
            } else {
                -f.red_score(&w)
            };
            assert_eq!(evaluate(&pos).raw(), own + TEMPO, "{}", pos.fen());
        }
    }

    #[test]
    fn the_named_groups_cover_every_parameter_once() {
        let names = [
            "MATERIAL",
            "PST",
            "ROOK_MOBILITY",
            "HORSE_MOBILITY",
            "HOLLOW_CANNON_FILE",
            "HOLLOW_CANNON_RANK",
            "CANNON_TWO_SCREENS",
            "MISSING_ADVISOR",
            "MISSING_ELEPHANT",
            "ZONE_DANGER",
            "ADVISOR_GAP",
            "ELEPHANT_GAP",
            "ROOK_PIN",
            "ROOK_DISCOVERY",
            "PAWN_PAIR",
            "CANNON_GUARDS",
            "CANNON_MOBILITY",
            "ELEPHANTS_LINKED",
            "THREAT",
            "HANGING",
            "IMBALANCE_PAIR",
            "IMBALANCE_VERSUS",
        ];
        let mut next = 0;
        for name in names {
            let r = param_group(name).unwrap();
            assert_eq!(r.start, next, "{name}");
            assert!(!r.is_empty(), "{name}");
            next = r.end;
        }
        assert_eq!(next, PARAMS);
        assert_eq!(param_group("ZONE_DANGER").map(|r| r.len()), Some(16));
        assert_eq!(param_group("THREAT").map(|r| r.len()), Some(4 * VICTIMS));
    }

    #[test]
    fn each_pair_of_kinds_has_its_own_parameter() {
        let mut seen: Vec<usize> = pair_kinds().map(|(a, b, o)| pair_param(a, b, o)).collect();
        seen.sort_unstable();
        assert_eq!(seen, (PAIR_AT..PARAMS).collect::<Vec<_>>());
    }

    #[test]
    fn the_written_weights_are_the_weights_file() {
        assert_eq!(
            weights_source(&weights()),
            include_str!("weights.rs"),
            "weights.rs is not as weights_source writes it"
        );
    }
}
