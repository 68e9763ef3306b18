//! Weakened play for people: a [`Skill`] level from 0 (a random mover) to 20 (full
//! strength), or the level nearest a rating in Elo.
//!
//! A weakened level searches a small number of nodes with several lines (MultiPV) and
//! then picks among those lines as a person of that strength might: the better a line's
//! score, the likelier it is chosen, with an error that grows as the level falls, and
//! now and then (often at the lowest levels, almost never near the top) a move without
//! a thought. Level 0 plays a random legal move. It sits on the public
//! [`Searcher`]/[`Limits`] API only: the search itself is not touched, and level 20 is
//! the plain search.
//!
//! ```
//! use xiangqi::Position;
//! use xiangqi::search::{Limits, Searcher, Skill};
//! let mut searcher = Searcher::new(1, 1);
//! let pos = Position::startpos();
//! let skill = Skill::new(3).expect("0 to 20");
//! let r = skill.search(&mut searcher, &pos, &[], &Limits::depth(8), 42, |_| {});
//! assert!(pos.is_legal(r.best_move.expect("a move")));
//! assert!(r.nodes <= skill.node_budget().expect("a weakened level has a budget") + 1000);
//! ```

use super::{Info, Limits, PastPosition, SearchResult, Searcher};
use crate::eval::Score;
use crate::{Move, Position};
use std::time::Instant;

/// A playing strength: 0 (a random mover) to [`Skill::MAX`] (full strength).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Skill(u8);

/// How a weakened level plays: the lines it searches and picks among, its node
/// budget, the spread of the error added to each line's score (centipawns), and how
/// often it plays a move without a thought. Index = level; 0 and 20 are not read.
/// The nodes for each line grow by about 1.32 a level, to 14,400 at level 19 (the
/// ladder of `docs/levels.md` measures full strength at 20,000); the lines fall from
/// four to one, the error and the careless moves fade out as the level rises, and the
/// top levels search a single line (their mistakes are the small budget's).
const STYLE: [(usize, u64, f64, f64); 20] = [
    (1, 0, 0.0, 1.0),
    (4, 390, 240.0, 0.3),
    (4, 510, 200.0, 0.2),
    (4, 680, 170.0, 0.14),
    (4, 890, 140.0, 0.1),
    (4, 1180, 115.0, 0.07),
    (4, 1560, 95.0, 0.05),
    (4, 2060, 80.0, 0.035),
    (4, 2720, 65.0, 0.025),
    (3, 2690, 55.0, 0.018),
    (3, 3550, 45.0, 0.012),
    (3, 4690, 36.0, 0.008),
    (3, 6190, 28.0, 0.005),
    (2, 5440, 20.0, 0.003),
    (2, 7190, 14.0, 0.002),
    (2, 9490, 8.0, 0.001),
    (2, 12520, 4.0, 0.0005),
    (1, 8260, 0.0, 0.0),
    (1, 10910, 0.0, 0.0),
    (1, 14400, 0.0, 0.0),
];

/// The Elo of each level as `docs/levels.md` measured them at 20,000 nodes a move: a
/// random mover is 0, level 1 scored 99.5% against it, and the odd levels and 20 form a
/// chain of measured pairs (levels 4 and 10 measured too; 2, 6, 8 and 12 to 18 even
/// are halfway between their neighbours). `UCI_Elo` picks the level whose rating is
/// nearest.
const ELO: [u32; 21] = [
    0, 920, 1180, 1430, 1530, 1720, 1850, 1970, 2080, 2180, 2360, 2460, 2570, 2680, 2790, 2890,
    2950, 3010, 3080, 3160, 3300,
];

impl Skill {
    /// The strongest level: the plain search.
    pub const MAX: u8 = 20;
    /// Full strength.
    pub const FULL: Skill = Skill(Skill::MAX);
    /// A random legal move.
    pub const RANDOM: Skill = Skill(0);
    /// The lowest rating [`Skill::from_elo`] is told about (the random mover).
    pub const MIN_ELO: u32 = ELO[0];
    /// The highest (full strength).
    pub const MAX_ELO: u32 = ELO[20];

    /// The level `level`, if it is 0 to [`Skill::MAX`].
    ///
    /// ```
    /// use xiangqi::search::Skill;
    /// assert_eq!(Skill::new(20), Some(Skill::FULL));
    /// assert_eq!(Skill::new(21), None);
    /// ```
    pub fn new(level: u8) -> Option<Skill> {
        (level <= Skill::MAX).then_some(Skill(level))
    }

    /// The level whose measured rating is nearest `elo`.
    ///
    /// ```
    /// use xiangqi::search::Skill;
    /// assert_eq!(Skill::from_elo(0), Skill::RANDOM);
    /// assert_eq!(Skill::from_elo(5000), Skill::FULL);
    /// assert_eq!(Skill::from_elo(Skill::new(7).unwrap().elo()), Skill::new(7).unwrap());
    /// ```
    pub fn from_elo(elo: u32) -> Skill {
        let mut best = 0;
        for (level, &e) in ELO.iter().enumerate() {
            if e.abs_diff(elo) < ELO[best].abs_diff(elo) {
                best = level;
            }
        }
        Skill(u8::try_from(best).unwrap_or(Skill::MAX))
    }

    /// The level, 0 to [`Skill::MAX`].
    pub fn level(self) -> u8 {
        self.0
    }

    /// The level's rating, on the scale where a random mover is 0.
    pub fn elo(self) -> u32 {
        ELO[usize::from(self.0)]
    }

    /// Whether this is full strength (the plain search).
    pub fn is_full(self) -> bool {
        self.0 == Skill::MAX
    }

    /// The most nodes a weakened level searches (`None` at full strength; `Some(0)` for
    /// the random mover, which does not search).
    ///
    /// ```
    /// use xiangqi::search::Skill;
    /// let budget = |l| Skill::new(l).unwrap().node_budget();
    /// assert!(budget(2) < budget(10));
    /// assert_eq!(budget(20), None);
    /// ```
    pub fn node_budget(self) -> Option<u64> {
        STYLE.get(usize::from(self.0)).map(|s| s.1)
    }

    /// The lines searched.
    fn lines(self) -> usize {
        STYLE.get(usize::from(self.0)).map_or(1, |s| s.0)
    }

    /// The error added to each line's score before the best is taken, in centipawns
    /// (the spread of a uniform draw).
    fn noise_cp(self) -> f64 {
        STYLE.get(usize::from(self.0)).map_or(0.0, |s| s.2)
    }

    /// How often a weakened level plays a move without a thought (a random legal move).
    fn careless(self) -> f64 {
        STYLE.get(usize::from(self.0)).map_or(0.0, |s| s.3)
    }

    /// Searches `pos` at this level within `limits` (which a weakened level tightens to
    /// its node budget) and returns the move it chooses; `seed` drives its choices, so
    /// one seed gives one game. `on_info` sees the search's iterations as
    /// [`Searcher::search`] reports them.
    pub fn search(
        self,
        searcher: &mut Searcher,
        pos: &Position,
        history: &[PastPosition],
        limits: &Limits,
        seed: u64,
        on_info: impl FnMut(&Info),
    ) -> SearchResult {
        if self.is_full() {
            return searcher.search(pos, history, limits, on_info);
        }
        let start = Instant::now();
        let mut rng = Rng(seed ^ 0x9e37_79b9_7f4a_7c15);
        let moves = super::root_moves(pos, limits);
        let random = |rng: &mut Rng| moves.get(rng.below(moves.len())).copied();
        if self.0 == 0 || rng.unit() < self.careless() {
            let mv = random(&mut rng);
            return SearchResult {
                best_move: mv,
                ponder_move: None,
                score: Score::DRAW,
                depth: 0,
                seldepth: 0,
                nodes: 0,
                time: start.elapsed(),
                pv: mv.into_iter().collect(),
            };
        }
        let budget = self.node_budget().unwrap_or(u64::MAX);
        let mut weak = limits.clone();
        weak.nodes = Some(limits.nodes.map_or(budget, |n| n.min(budget)));
        weak.multipv = limits.multipv.max(self.lines());
        weak.infinite = false;
        // The lines of the deepest iteration whose lines all came (a stopped iteration
        // reports fewer).
        let mut lines: Vec<(Score, Vec<Move>)> = Vec::new();
        let mut current: Vec<(Score, Vec<Move>)> = Vec::new();
        let mut on_info = on_info;
        let mut result = searcher.search(pos, history, &weak, |info| {
            if info.multipv == 1 {
                current.clear();
            }
            current.push((info.score, info.pv.clone()));
            if current.len() >= weak.multipv.min(moves.len()) {
                lines.clone_from(&current);
            }
            on_info(info);
        });
        if lines.is_empty() {
            return result; // not one whole iteration: the search's own move
        }
        let spread = self.noise_cp();
        let noisy = |s: Score, rng: &mut Rng| {
            let cp = match s.mate_plies() {
                Some(p) if p > 0 => 30_000 - p,
                Some(p) => -30_000 - p,
                None => s.centipawns().unwrap_or(0),
            };
            f64::from(cp) + spread * rng.unit()
        };
        let mut best = 0;
        let mut best_value = f64::MIN;
        for (i, (score, _)) in lines.iter().enumerate() {
            let v = noisy(*score, &mut rng);
            if v > best_value {
                best = i;
                best_value = v;
            }
        }
        let (score, pv) = lines.swap_remove(best);
        result.best_move = pv.first().copied();
        result.ponder_move = pv.get(1).copied();
        result.score = score;
        result.pv = pv;
        result
    }
}

/// splitmix64: small, fast and good enough to vary a weakened level's choices.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in [0, 1).
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// A number below `n` (0 when `n` is 0).
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            return 0;
        }
        (self.next() % n as u64) as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_random_mover_plays_every_kind_of_legal_move() {
        let pos = Position::startpos();
        let mut searcher = Searcher::new(1, 1);
        let mut seen = std::collections::HashSet::new();
        for seed in 0..200 {
            let r = Skill::RANDOM.search(&mut searcher, &pos, &[], &Limits::depth(5), seed, |_| {});
            let mv = r.best_move.expect("a move");
            assert!(pos.is_legal(mv));
            assert_eq!(r.nodes, 0, "it does not search");
            seen.insert(mv);
        }
        assert!(seen.len() > 30, "{} different moves of 44", seen.len());
    }

    #[test]
    fn a_seed_gives_one_choice_and_the_budget_holds() {
        let pos = Position::startpos();
        let skill = Skill::new(6).expect("a level");
        let play = |seed| {
            let mut searcher = Searcher::new(1, 1);
            skill.search(&mut searcher, &pos, &[], &Limits::depth(30), seed, |_| {})
        };
        let (a, b) = (play(7), play(7));
        assert_eq!(a.best_move, b.best_move);
        let budget = skill.node_budget().expect("a budget");
        assert!(
            a.nodes <= budget + 1000,
            "{} nodes for a budget of {budget}",
            a.nodes
        );
    }

    #[test]
    fn a_weak_level_still_takes_a_free_rook_more_often_than_not() {
        // Red's rook on a0 takes the black rook on a9 for nothing.
        let pos = Position::from_fen("r4k3/9/9/9/9/9/9/9/9/R2K5 w - - 0 1").expect("a FEN");
        let take: Move = "a0a9".parse().expect("a move");
        let count = |level| {
            let skill = Skill::new(level).expect("a level");
            let mut searcher = Searcher::new(1, 1);
            (0..40)
                .filter(|&seed| {
                    skill
                        .search(&mut searcher, &pos, &[], &Limits::depth(30), seed, |_| {})
                        .best_move
                        == Some(take)
                })
                .count()
        };
        let (random, low, high) = (count(0), count(2), count(12));
        assert!(random < 10, "the random mover took it {random} times of 40");
        assert!(low > 20, "level 2 took it {low} times of 40");
        assert!(high >= low, "level 12 took it {high} times, level 2 {low}");
    }

    #[test]
    fn full_strength_is_the_plain_search() {
        let pos = Position::startpos();
        let limits = Limits::depth(4);
        let plain = Searcher::new(1, 1).search(&pos, &[], &limits, |_| {});
        let full = Skill::FULL.search(&mut Searcher::new(1, 1), &pos, &[], &limits, 1, |_| {});
        assert_eq!(plain.best_move, full.best_move);
        assert_eq!(plain.nodes, full.nodes);
    }

    #[test]
    fn levels_and_ratings_agree() {
        for level in 0..=Skill::MAX {
            let skill = Skill::new(level).expect("a level");
            assert_eq!(Skill::from_elo(skill.elo()), skill);
        }
        assert!(ELO.windows(2).all(|w| w[0] < w[1]));
    }
}
