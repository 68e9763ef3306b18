//! Positional terms beyond material and tables: mobility, cannons and rooks aimed at the
//! king, the king's guard against the attackers left, pawn, cannon and elephant
//! structure, threats on enemy pieces and the pieces left hanging (from what each side's
//! pieces could take, gathered in the same walks as mobility: see `reach.rs`).

use super::reach::{ADVISOR_STEPS, KING_STEPS, Reach};
use super::term::{Attacker, Term, TermSink};
use crate::File;
use crate::attacks::{ELEPHANT, HORSE, KING_PLACE, NEAR, ON_LINE, PAWN, RAY_LEN};
use crate::board::Board;
use crate::ray::Ray;
use crate::{Color, Piece, PieceKind, Square};

/// Points a rook on `sq` can move to (empty points and the first enemy piece); each
/// enemy piece it could take counts as a threat, and goes with each own piece it
/// guards into `reach`.
#[inline]
fn rook_mobility(
    board: &Board,
    sq: Square,
    us: Color,
    sink: &mut impl TermSink,
    reach: &mut Reach,
) -> i32 {
    let i = sq.index();
    let (rank_bits, file_bits) = board.lines_through(i);
    let mut n = 0;
    for (d, &len) in RAY_LEN[i].iter().enumerate() {
        let mut ray = Ray::new(i, d, rank_bits, file_bits);
        n += match ray.next_piece() {
            None => len as i32,
            Some(blocker) => {
                let victim = reach.hit(board, blocker, us);
                if let Some(v) = victim {
                    sink.add(Term::Threat(Attacker::Rook, v), 1);
                }
                ray.gap(i, blocker) as i32 + i32::from(victim.is_some())
            }
        };
    }
    n
}

/// Points a cannon on `sq` can move to: the empty points before its screen, and the
/// enemy piece beyond the screen, which also counts as a threat (an own piece there is
/// guarded).
#[inline]
fn cannon_mobility(
    board: &Board,
    sq: Square,
    us: Color,
    sink: &mut impl TermSink,
    reach: &mut Reach,
) -> i32 {
    let i = sq.index();
    let (rank_bits, file_bits) = board.lines_through(i);
    let mut n = 0;
    for (d, &len) in RAY_LEN[i].iter().enumerate() {
        let mut ray = Ray::new(i, d, rank_bits, file_bits);
        let Some(screen) = ray.next_piece() else {
            n += len as i32;
            continue;
        };
        n += ray.gap(i, screen) as i32;
        if let Some(v) = ray.next_piece().and_then(|t| reach.hit(board, t, us)) {
            sink.add(Term::Threat(Attacker::Cannon, v), 1);
            n += 1;
        }
    }
    n
}

/// Points a horse on `sq` can jump to: its leg free and no piece of its own there;
/// each enemy piece it could take counts as a threat (an own piece there is guarded).
#[inline]
fn horse_mobility(
    board: &Board,
    sq: Square,
    us: Color,
    sink: &mut impl TermSink,
    reach: &mut Reach,
) -> usize {
    let i = sq.index();
    let mut n = 0;
    for &(to, leg) in &HORSE.moves[i][..HORSE.len[i] as usize] {
        if board.at(leg as usize).is_some() {
            continue;
        }
        if board.at(to as usize).is_none() {
            n += 1;
        } else if let Some(v) = reach.hit(board, to as usize, us) {
            sink.add(Term::Threat(Attacker::Horse, v), 1);
            n += 1;
        }
    }
    n
}

/// Counts a threat for each enemy piece a pawn on `sq` could take.
#[inline]
fn pawn_threats(board: &Board, sq: Square, us: Color, sink: &mut impl TermSink, reach: &mut Reach) {
    let (c, i) = (us.index(), sq.index());
    for &to in &PAWN.moves[c][i][..PAWN.len[c][i] as usize] {
        if let Some(v) = reach.hit(board, to as usize, us) {
            sink.add(Term::Threat(Attacker::Pawn, v), 1);
        }
    }
}

/// Puts what an elephant on `sq` could take or guard (its eye free) into `reach`;
/// returns whether it guards another of its side's elephants.
#[inline]
fn elephant_reach(board: &Board, sq: Square, us: Color, reach: &mut Reach) -> bool {
    let i = sq.index();
    let mut guards_elephant = false;
    for &(to, eye) in &ELEPHANT.moves[i][..ELEPHANT.len[i] as usize] {
        if board.at(eye as usize).is_some() {
            continue;
        }
        let to = to as usize;
        if reach.hit(board, to, us).is_none() {
            guards_elephant |= board
                .at(to)
                .is_some_and(|p| p.color() == us && p.kind() == PieceKind::Elephant);
        }
    }
    guards_elephant
}

/// Counts the pieces strictly between two squares on one file or rank.
fn pieces_between(board: &Board, a: Square, b: Square) -> Option<u32> {
    let (a, b) = (a.index(), b.index());
    let (lo, hi) = (a.min(b), a.max(b));
    let (line, from, to) = if lo / File::COUNT == hi / File::COUNT {
        (
            board.rank_bits(lo / File::COUNT),
            lo % File::COUNT,
            hi % File::COUNT,
        )
    } else if lo % File::COUNT == hi % File::COUNT {
        (
            board.file_bits(lo % File::COUNT),
            lo / File::COUNT,
            hi / File::COUNT,
        )
    } else {
        return None;
    };
    if from == to {
        return None;
    }
    let between = ((1u16 << to) - 1) & !((2u16 << from) - 1);
    Some((line & between).count_ones())
}

/// The terms for one side, in middle-game and endgame centipawns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct SideTerms {
    pub mobility: (i32, i32),
    pub cannons: (i32, i32),
    pub king_safety: (i32, i32),
    pub structure: (i32, i32),
    pub threats: (i32, i32),
    pub imbalance: (i32, i32),
}

impl TermSink for SideTerms {
    #[inline]
    fn add(&mut self, term: Term, n: i32) {
        let [m, e] = term.weight();
        let slot = match term {
            Term::RookMobility | Term::HorseMobility(_) | Term::CannonMobility => {
                &mut self.mobility
            }
            Term::HollowCannonFile | Term::HollowCannonRank | Term::CannonTwoScreens => {
                &mut self.cannons
            }
            Term::MissingAdvisor
            | Term::MissingElephant
            | Term::ZoneDanger(_)
            | Term::AdvisorGap(_)
            | Term::ElephantGap(_)
            | Term::RookPin
            | Term::RookDiscovery => &mut self.king_safety,
            Term::PawnPair | Term::CannonGuards | Term::ElephantsLinked => &mut self.structure,
            Term::Threat(..) | Term::Hanging(..) => &mut self.threats,
            Term::Pair(..) | Term::Versus(..) => &mut self.imbalance,
        };
        slot.0 += n * m;
        slot.1 += n * e;
    }

    /// Added up at once, not a term at a time: there are 36 of them.
    #[inline]
    fn imbalance(&mut self, own: &[i32; 7], their: &[i32; 7]) {
        let (m, e) = super::imbalance::value(own, their);
        self.imbalance.0 += m;
        self.imbalance.1 += e;
    }
}

/// One side's terms added up, (middle game, endgame): what the evaluation needs, without
/// [`SideTerms`]' split into groups.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct TermTotal(pub i32, pub i32);

impl TermSink for TermTotal {
    #[inline]
    fn add(&mut self, term: Term, n: i32) {
        let [m, e] = term.weight();
        self.0 += n * m;
        self.1 += n * e;
    }

    #[inline]
    fn imbalance(&mut self, own: &[i32; 7], their: &[i32; 7]) {
        let (m, e) = super::imbalance::value(own, their);
        self.0 += m;
        self.1 += e;
    }
}

/// What one side's pieces add up to in an attack on the enemy king.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Attack {
    /// The attack weight of all its pieces.
    pub weight: i32,
    /// The part of it close to the enemy king (see [`piece_terms`]).
    pub zone: i32,
    /// The attackers by kind, indexed by [`Attacker`].
    pub count: [i32; 4],
}

/// How much each attacker adds to an attack on the king.
const ATTACK_WEIGHT: [i32; 4] = [3, 2, 2, 1];

/// Adds the mobility and cannon terms of `piece` on `sq` to `sink`, its weight to the
/// attack on the enemy king (on `their_king`), and what it could take or guard to
/// `reach`. An attacker counts in the attack's zone when it stands close to the king
/// (within two files and two ranks), or is a rook or cannon on the king's file or rank;
/// far pieces count only in the overall weight.
#[inline]
pub(crate) fn piece_terms(
    board: &Board,
    piece: Piece,
    sq: Square,
    their_king: Square,
    sink: &mut impl TermSink,
    attack: &mut Attack,
    reach: &mut Reach,
) {
    let (us, kind) = (piece.color(), piece.kind());
    let place = KING_PLACE[their_king.index()][sq.index()];
    let near = place & NEAR != 0;
    let on_line = place & ON_LINE != 0;
    let mut in_zone = near;
    match kind {
        PieceKind::Rook => {
            let n = rook_mobility(board, sq, us, sink, reach);
            sink.add(Term::RookMobility, n - 8);
            if on_line {
                // Exactly one piece between: the second piece along the ray is the king.
                let (i, k) = (sq.index(), their_king.index());
                let mut ray = Ray::towards(
                    i,
                    k,
                    board.rank_bits(i / File::COUNT),
                    board.file_bits(i % File::COUNT),
                );
                let first = ray.next_piece();
                if let Some(between) = first.filter(|_| ray.next_piece() == Some(k)) {
                    let own = board.at(between).is_some_and(|p| p.color() == us);
                    sink.add(
                        if own {
                            Term::RookDiscovery
                        } else {
                            Term::RookPin
                        },
                        1,
                    );
                }
            }
            in_zone |= on_line;
        }
        PieceKind::Pawn => {
            pawn_threats(board, sq, us, sink, reach);
            let right = sq.index() + 1;
            if !sq.is_on_side(us)
                && sq.index() % File::COUNT < 8
                && board
                    .at(right)
                    .is_some_and(|p| p.color() == us && p.kind() == PieceKind::Pawn)
            {
                sink.add(Term::PawnPair, 1);
            }
        }
        PieceKind::Horse => {
            let n = horse_mobility(board, sq, us, sink, reach);
            sink.add(Term::HorseMobility(n), 1);
        }
        PieceKind::Cannon => {
            let n = cannon_mobility(board, sq, us, sink, reach);
            sink.add(Term::CannonMobility, n - 6);
            if on_line {
                match pieces_between(board, sq, their_king) {
                    Some(0) if sq.file() == their_king.file() => {
                        sink.add(Term::HollowCannonFile, 1)
                    }
                    Some(0) => sink.add(Term::HollowCannonRank, 1),
                    Some(2) => sink.add(Term::CannonTwoScreens, 1),
                    _ => {}
                }
                in_zone = true;
            }
        }
        PieceKind::Elephant => {
            if elephant_reach(board, sq, us, reach) {
                sink.add(Term::ElephantsLinked, 1);
            }
        }
        PieceKind::Advisor => reach.steps |= ADVISOR_STEPS[sq.index()],
        PieceKind::King => reach.steps |= KING_STEPS[sq.index()],
    }
    if let Some(a) = Attacker::of(kind, sq, us) {
        let w = ATTACK_WEIGHT[a as usize];
        attack.weight += w;
        attack.count[a as usize] += 1;
        if in_zone {
            attack.zone += w;
        }
    }
}

/// The king-safety terms of a side's `attack` against an enemy left with `advisors`
/// and `elephants`: each missing guard costs more the more attackers there are, and
/// attackers gathered round the king cost more the more of them there are.
#[inline]
pub(crate) fn king_attack(attack: Attack, advisors: i32, elephants: i32, sink: &mut impl TermSink) {
    sink.add(Term::MissingAdvisor, attack.weight * (2 - advisors));
    sink.add(Term::MissingElephant, attack.weight * (2 - elephants));
    sink.add(Term::ZoneDanger(attack.zone.clamp(0, 15) as usize), 1);
    guard_gaps(&attack, advisors, Term::AdvisorGap, sink);
    guard_gaps(&attack, elephants, Term::ElephantGap, sink);
}

/// Each attacker of `attack`, by kind, against each of the two guards of one kind the
/// enemy king has lost (`left` of them stand). Most positions keep every guard: nothing
/// to add then. `gap` is generic, not a `fn` pointer, so that it is inlined.
#[inline]
fn guard_gaps(
    attack: &Attack,
    left: i32,
    gap: impl Fn(Attacker) -> Term,
    sink: &mut impl TermSink,
) {
    if left < 2 {
        for a in Attacker::ALL {
            sink.add(gap(a), attack.count[a as usize] * (2 - left));
        }
    }
}

/// The terms of a side's own structure: its cannons, which need its advisors and
/// elephants as screens once the board empties.
#[inline]
pub(crate) fn own_structure(cannons: i32, advisors: i32, elephants: i32, sink: &mut impl TermSink) {
    sink.add(Term::CannonGuards, cannons * (advisors + elephants));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Position;
    use crate::eval::imbalance::Recorder;
    use crate::eval::weights::HOLLOW_CANNON_FILE;

    /// Red's terms as the evaluation computes them.
    fn red_terms(pos: &Position) -> SideTerms {
        crate::eval::scan_both::<SideTerms>(pos)[Color::Red.index()]
    }

    /// How often Red's `term` counts in the position `fen`.
    fn red_count(fen: &str, term: Term) -> i32 {
        count(fen, Color::Red, term)
    }

    #[test]
    fn a_rook_pins_an_enemy_piece_and_aims_past_its_own() {
        // The red rook on e2 looks up the e-file at the black king on e9.
        let pin = "4k4/9/4n4/9/9/9/9/9/4R4/3K5 w - - 0 1";
        assert_eq!(red_count(pin, Term::RookPin), 1);
        assert_eq!(red_count(pin, Term::RookDiscovery), 0);
        let own = "4k4/9/4N4/9/9/9/9/9/4R4/3K5 w - - 0 1";
        assert_eq!(red_count(own, Term::RookPin), 0);
        assert_eq!(red_count(own, Term::RookDiscovery), 1);
        // Two pieces between: neither.
        let two = "4k4/9/4n4/9/4p4/9/9/9/4R4/3K5 w - - 0 1";
        assert_eq!(red_count(two, Term::RookPin), 0);
        assert_eq!(red_count(two, Term::RookDiscovery), 0);
        // Along the rank too: the rook on a9 and the black king on e9, an advisor
        // between.
        let rank = "R2ak4/9/9/9/9/9/9/9/9/3K5 w - - 0 1";
        assert_eq!(red_count(rank, Term::RookPin), 1);
    }

    #[test]
    fn pawns_count_as_a_pair_side_by_side_across_the_river() {
        // c6 and d6 are across the river for Red; e6 makes a second pair.
        let pairs = "4k4/9/9/2PPP4/9/9/9/9/9/3K5 w - - 0 1";
        assert_eq!(red_count(pairs, Term::PawnPair), 2);
        // Pawns a file apart are no pair (at home, pawns never stand side by side).
        let apart = "4k4/9/9/2P1P4/9/9/9/9/9/3K5 w - - 0 1";
        assert_eq!(red_count(apart, Term::PawnPair), 0);
    }

    #[test]
    fn guard_gaps_count_each_attacker_kind_against_each_missing_guard() {
        // Red: two rooks, a horse, a pawn across the river and one at home. Black has
        // one advisor and no elephant left.
        let fen = "3ak4/9/9/4P4/9/9/4P4/9/R3N3R/3K5 w - - 0 1";
        assert_eq!(red_count(fen, Term::AdvisorGap(Attacker::Rook)), 2);
        assert_eq!(red_count(fen, Term::ElephantGap(Attacker::Rook)), 4);
        assert_eq!(red_count(fen, Term::AdvisorGap(Attacker::Horse)), 1);
        assert_eq!(red_count(fen, Term::ElephantGap(Attacker::Pawn)), 2);
        assert_eq!(red_count(fen, Term::AdvisorGap(Attacker::Cannon)), 0);
    }

    #[test]
    fn cannons_count_their_own_guards() {
        // Two red cannons, two advisors and one elephant: 2 x 3.
        let fen = "3k5/9/9/9/9/9/9/1C5C1/9/3AKAB2 w - - 0 1";
        assert_eq!(red_count(fen, Term::CannonGuards), 6);
    }

    #[test]
    fn mobility_counts_free_points() {
        let pos = Position::from_fen("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1").unwrap();
        assert_eq!(
            rook_mobility(
                pos.board(),
                sq("a0"),
                Color::Red,
                &mut Recorder::default(),
                &mut Reach::default()
            ),
            9 + 2
        );
        let pos = Position::from_fen("4k4/9/9/9/9/9/9/9/9/1N1K5 w - - 0 1").unwrap();
        assert_eq!(
            horse_mobility(
                pos.board(),
                sq("b0"),
                Color::Red,
                &mut Recorder::default(),
                &mut Reach::default()
            ),
            3
        );
        // A piece on b1 blocks the horse's leg towards a2 and c2.
        let pos = Position::from_fen("4k4/9/9/9/9/9/9/9/1R7/1N1K5 w - - 0 1").unwrap();
        assert_eq!(
            horse_mobility(
                pos.board(),
                sq("b0"),
                Color::Red,
                &mut Recorder::default(),
                &mut Reach::default()
            ),
            1
        );
        // A cannon on b2: b3 up to its screen on b4 and the horse on b7 beyond it to
        // take, seven points east, none west past its own horse on a2, two down.
        let pos = Position::from_fen("4k4/9/1n7/9/9/1p7/9/NC7/9/3K5 w - - 0 1").unwrap();
        assert_eq!(
            cannon_mobility(
                pos.board(),
                sq("b2"),
                Color::Red,
                &mut Recorder::default(),
                &mut Reach::default()
            ),
            1 + 1 + 7 + 2
        );
    }

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn threats_count_each_enemy_piece_a_piece_could_take() {
        // The red rook on a0 sees the black rook on a7; the red horse on c4 could
        // take the cannon on d6 and the pawn on e3; the red cannon on e2 could take
        // the black rook on e7 over that pawn; the red pawn on g5, across the river,
        // could take the horse ahead of it on g6 and the cannon beside it on h5.
        let fen = "4k4/9/r3r4/3c2n2/6Pc1/2N6/4p4/4C4/9/R2K5 w - - 0 1";
        let threat = |a, v| red_count(fen, Term::Threat(a, v));
        assert_eq!(threat(Attacker::Rook, PieceKind::Rook), 1);
        assert_eq!(threat(Attacker::Horse, PieceKind::Cannon), 1);
        assert_eq!(threat(Attacker::Horse, PieceKind::Pawn), 1);
        assert_eq!(threat(Attacker::Cannon, PieceKind::Rook), 1);
        assert_eq!(threat(Attacker::Pawn, PieceKind::Horse), 1);
        assert_eq!(threat(Attacker::Pawn, PieceKind::Cannon), 1);
        assert_eq!(threat(Attacker::Rook, PieceKind::Horse), 0);
        // Nothing threatens what stands behind a rook's first piece.
        assert_eq!(threat(Attacker::Cannon, PieceKind::Pawn), 0);
    }

    /// How often `color`'s `term` counts in the position `fen`.
    fn count(fen: &str, color: Color, term: Term) -> i32 {
        let pos = Position::from_fen(fen).unwrap();
        let sides = crate::eval::scan_both::<Recorder>(&pos);
        sides[color.index()]
            .0
            .iter()
            .filter(|(t, _)| *t == term)
            .map(|(_, n)| n)
            .sum()
    }

    #[test]
    fn a_threatened_piece_nothing_guards_is_hanging() {
        // Red threatens the rooks on a7 and e7, which guard each other along rank 7;
        // the pawn on e3, which the e7 rook guards down the file; and the cannons on d6
        // and h5 and the horse on g6, which nothing guards. Black's rook on a7 threatens
        // Red's rook on a0 and its pawn on e3 the cannon on e2: nothing guards those.
        let fen = "4k4/9/r3r4/3c2n2/6Pc1/2N6/4p4/4C4/9/R2K5 w - - 0 1";
        let red = |v, to_move| count(fen, Color::Red, Term::Hanging(v, to_move));
        assert_eq!(red(PieceKind::Cannon, true), 2);
        assert_eq!(red(PieceKind::Horse, true), 1);
        assert_eq!(red(PieceKind::Rook, true), 0);
        assert_eq!(red(PieceKind::Pawn, true), 0);
        assert_eq!(red(PieceKind::Cannon, false), 0);
        let black = |v, to_move| count(fen, Color::Black, Term::Hanging(v, to_move));
        assert_eq!(black(PieceKind::Rook, false), 1);
        assert_eq!(black(PieceKind::Cannon, false), 1);
        assert_eq!(black(PieceKind::Rook, true), 0);
        // With Black to move, the flags swap.
        let fen = "4k4/9/r3r4/3c2n2/6Pc1/2N6/4p4/4C4/9/R2K5 b - - 0 1";
        assert_eq!(
            count(fen, Color::Red, Term::Hanging(PieceKind::Cannon, false)),
            2
        );
        assert_eq!(
            count(fen, Color::Black, Term::Hanging(PieceKind::Rook, true)),
            1
        );
    }

    #[test]
    fn advisors_elephants_and_kings_guard_and_threaten_in_their_steps() {
        // The red advisor on e1 could take the black horse on d2 and the pawn on f2,
        // the king on d1 the horse too: each counts once, and nothing black guards them.
        let fen = "4k4/9/9/9/9/9/9/3n1p3/3KA4/9 w - - 0 1";
        let red = |fen, v| count(fen, Color::Red, Term::Hanging(v, true));
        assert_eq!(red(fen, PieceKind::Horse), 1);
        assert_eq!(red(fen, PieceKind::Pawn), 1);
        // A black rook on d9 guards the horse down the open d-file.
        let guarded = "3rk4/9/9/9/9/9/9/3n1p3/3KA4/9 w - - 0 1";
        assert_eq!(red(guarded, PieceKind::Horse), 0);
        assert_eq!(red(guarded, PieceKind::Pawn), 1);
        // The black rook on c5 threatens the red horse on c0, which the elephant on e2
        // guards over its free eye on d1; a piece on the eye cuts the guard.
        let black = |fen| count(fen, Color::Black, Term::Hanging(PieceKind::Horse, false));
        assert_eq!(black("4k4/9/9/9/2r6/9/9/4B4/9/2N1K4 w - - 0 1"), 0);
        assert_eq!(black("4k4/9/9/9/2r6/9/9/4B4/3p5/2N1K4 w - - 0 1"), 1);
    }

    #[test]
    fn elephants_are_linked_when_each_guards_the_other() {
        // c0 and e2, the eye d1 free: both count.
        let linked = "4k4/9/9/9/9/9/9/4B4/9/2B1K4 w - - 0 1";
        assert_eq!(red_count(linked, Term::ElephantsLinked), 2);
        // A piece on the eye d1 cuts the link.
        let blocked = "4k4/9/9/9/9/9/9/4B4/3N5/2B1K4 w - - 0 1";
        assert_eq!(red_count(blocked, Term::ElephantsLinked), 0);
        // c0 and g0 do not guard each other.
        let apart = "3k5/9/9/9/9/9/9/9/9/2B1K1B2 w - - 0 1";
        assert_eq!(red_count(apart, Term::ElephantsLinked), 0);
    }

    #[test]
    fn a_hollow_cannon_earns_its_bonus() {
        let hollow = Position::from_fen("4k4/9/9/9/9/9/9/9/4C4/3K5 w - - 0 1").unwrap();
        assert!(red_terms(&hollow).cannons.0 >= HOLLOW_CANNON_FILE[0]);
        let off = Position::from_fen("4k4/9/9/9/9/9/9/9/2C6/3K5 w - - 0 1").unwrap();
        assert_eq!(red_terms(&off).cannons.0, 0);
    }

    #[test]
    fn attackers_gathered_round_the_king_are_more_dangerous() {
        // Red rook, horse and cannon close to the black king on e9, then the same pieces
        // on Red's own side of the board.
        let near = Position::from_fen("4k4/9/3R2N2/9/4C4/9/9/9/9/3K5 w - - 0 1").unwrap();
        let far = Position::from_fen("4k4/9/9/9/9/9/9/R1N6/C8/3K5 w - - 0 1").unwrap();
        let (near_t, far_t) = (red_terms(&near), red_terms(&far));
        // Rook (3) on the d-file next door, horse (2) on g7, cannon (2) on the e-file.
        let zone = |pos| crate::eval::scan::<SideTerms>(pos, Color::Red).attack.zone;
        assert_eq!(zone(&near), 7);
        assert_eq!(zone(&far), 0);
        assert!(near_t.king_safety.0 > far_t.king_safety.0 + 50);
    }
}
