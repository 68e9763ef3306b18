//! Self-play games at a fixed node count from varied openings, kept as training
//! records: positions not in check whose best move is not a capture, with a score that
//! is not a mate and within a cap.
//!
//! A game depends only on the run's seed and the game's number ([`game_seed`]), and a
//! fresh search state per game, so that shards of a run (`--shard I/N`: the games whose
//! number is I modulo N) together hold exactly the games of the whole run.

use crate::{GameResult, Record};
use xiangqi::search::{Limits, Searcher, game_history};
use xiangqi::{Color, Game, Position};

/// The seed of game `game` of a run seeded `seed` (splitmix64 of the two).
///
/// ```
/// assert_ne!(train::game_seed(1, 0), train::game_seed(1, 1));
/// assert_eq!(train::game_seed(7, 3), train::game_seed(7, 3));
/// ```
pub fn game_seed(seed: u64, game: u64) -> u64 {
    let mut z = seed
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add(game.wrapping_mul(0xD1B5_4A32_D192_ED03))
        .wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (z ^ (z >> 31)) | 1
}

/// Which games of a run a process plays: those whose number is `index` modulo `count`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    /// This shard, from 0.
    pub index: u64,
    /// How many shards the run has.
    pub count: u64,
}

impl Shard {
    /// The whole run as one shard.
    pub const ALL: Shard = Shard { index: 0, count: 1 };

    /// Whether game `game` is this shard's.
    ///
    /// ```
    /// let s: train::Shard = "1/3".parse().unwrap();
    /// assert!(s.has(4) && !s.has(3));
    /// ```
    pub fn has(self, game: u64) -> bool {
        game % self.count == self.index
    }
}

impl std::str::FromStr for Shard {
    type Err = String;

    /// `I/N` with `I` below `N`.
    fn from_str(text: &str) -> Result<Shard, String> {
        let (i, n) = text
            .split_once('/')
            .ok_or(format!("shard {text:?} is not I/N"))?;
        let index: u64 = i.parse().map_err(|_| format!("bad shard index {i:?}"))?;
        let count: u64 = n.parse().map_err(|_| format!("bad shard count {n:?}"))?;
        if count == 0 || index >= count {
            return Err(format!("shard {text:?}: need 0 <= I < N"));
        }
        Ok(Shard { index, count })
    }
}

/// How the games are played and which positions are kept.
#[derive(Clone, Copy, Debug)]
pub struct SelfPlay {
    /// Nodes searched per move.
    pub nodes: u64,
    /// Random plies at the start: from `min_random` to `min_random + spread_random - 1`.
    pub min_random: usize,
    /// See `min_random`.
    pub spread_random: usize,
    /// A game still going after this many plies is a draw.
    pub max_plies: usize,
    /// Positions whose score is beyond this (either way) are not kept; a score beyond
    /// it for `adjudicate_plies` plies in a row ends the game.
    pub score_cap: i32,
    /// See `score_cap`.
    pub adjudicate_plies: usize,
}

impl Default for SelfPlay {
    fn default() -> SelfPlay {
        SelfPlay {
            nodes: 5000,
            min_random: 6,
            spread_random: 5,
            max_plies: 300,
            score_cap: 2000,
            adjudicate_plies: 6,
        }
    }
}

/// A small deterministic generator (xorshift64*), for the random plies.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % n as u64) as usize
    }
}

impl SelfPlay {
    /// Plays game `game` of a run seeded `seed` and returns its kept positions, each
    /// with the game's result. `searcher` is reset first, so the game depends on
    /// nothing else.
    ///
    /// ```
    /// use train::SelfPlay;
    /// let play = SelfPlay { nodes: 300, max_plies: 40, ..SelfPlay::default() };
    /// let mut s = xiangqi::search::Searcher::new(1, 1);
    /// let a = play.game(&mut s, 1, 0);
    /// assert_eq!(a, play.game(&mut s, 1, 0));
    /// ```
    pub fn game(&self, searcher: &mut Searcher, seed: u64, game: u64) -> Vec<Record> {
        searcher.new_game();
        let mut rng = Rng(game_seed(seed, game));
        let mut g = Game::new(Position::startpos());
        for _ in 0..self.min_random + rng.below(self.spread_random.max(1)) {
            let moves = g.position().legal_moves();
            if moves.is_empty() || g.outcome().is_some() {
                break;
            }
            g.play(moves[rng.below(moves.len())])
                .expect("a legal move of an unfinished game");
        }
        let mut kept: Vec<(Position, i16)> = Vec::new();
        let mut streak: (i32, usize) = (0, 0);
        let result = loop {
            if let Some(outcome) = g.outcome() {
                break GameResult::of(outcome.winner());
            }
            if g.len() >= self.max_plies {
                break GameResult::Draw;
            }
            let pos = g.position().clone();
            let r = searcher.search(&pos, &game_history(&g), &Limits::nodes(self.nodes), |_| {});
            let Some(mv) = r.best_move else {
                break GameResult::of(Some(pos.side_to_move().other()));
            };
            let score = r.score.centipawns();
            let red = if pos.side_to_move() == Color::Red {
                1
            } else {
                -1
            };
            // The side ahead for the adjudication, from Red's view: a mate counts.
            let ahead = match (score, r.score.mate_plies()) {
                (Some(cp), _) => red * cp.signum() * i32::from(cp.abs() > self.score_cap),
                (None, Some(p)) => red * p.signum(),
                _ => 0,
            };
            streak = if ahead != 0 && ahead == streak.0 {
                (ahead, streak.1 + 1)
            } else {
                (ahead, 1)
            };
            if ahead != 0 && streak.1 >= self.adjudicate_plies {
                break GameResult::of(Some(if ahead > 0 { Color::Red } else { Color::Black }));
            }
            if let Some(cp) = score.filter(|cp| cp.abs() <= self.score_cap) {
                if !pos.is_check() && !pos.is_capture(mv) {
                    kept.push((pos, cp as i16));
                }
            }
            g.play(mv).expect("the engine plays legal moves");
        };
        kept.into_iter()
            .map(|(position, score)| Record {
                position,
                score,
                result,
            })
            .collect()
    }
}
