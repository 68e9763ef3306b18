//! Match results and what they say about strength: the score, the logistic Elo
//! difference with its 95% error bar, normalized Elo and the likelihood of superiority.
//!
//! With games played in pairs (each opening with colours swapped), the unit of the
//! statistics is the pair: its score, 0 to 2 points, falls into one of five classes
//! (the pentanomial counts), and the spread of pair scores measures the noise, which
//! is smaller than the trinomial model assumes because an opening's bias cancels out
//! within its pair. Formulas: the logistic Elo model, `score = 1 / (1 + 10^(-elo/400))`;
//! normalized Elo as fishtest defines it, `(score - 1/2) / sigma * 800 / ln 10`, where
//! sigma is the standard deviation of one game's score (for pairs, `sqrt(2)` times that
//! of a pair's mean score).

/// The 95% two-sided quantile of the standard normal distribution.
pub const Z95: f64 = 1.959_963_984_540_054;

/// The factor from a t-value (score excess over its standard deviation) to normalized Elo.
pub fn nelo_per_t() -> f64 {
    800.0 / std::f64::consts::LN_10
}

/// The expected score of a side `elo` points stronger, in the logistic model.
pub fn score_of_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The logistic Elo difference of an expected score (infinite at 0 and 1).
pub fn elo_of_score(score: f64) -> f64 {
    -400.0 * (1.0 / score - 1.0).log10()
}

/// Results from the first engine's side: games, and the pentanomial counts of the
/// pairs whose both games are finished.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games won by the first engine.
    pub wins: u64,
    /// Games lost by the first engine.
    pub losses: u64,
    /// Games drawn.
    pub draws: u64,
    /// `penta[k]`: pairs in which the first engine scored `k / 2` points (LL, LD,
    /// DD or WL, WD, WW).
    pub penta: [u64; 5],
    /// Pairs of one win and one loss (in `penta[2]`).
    pub wl_pairs: u64,
    /// Pairs of two draws (in `penta[2]`).
    pub dd_pairs: u64,
}

/// A game's result for the first engine, in half points: 0, 1 or 2.
pub type HalfPoints = u8;

impl Tally {
    /// Counts one finished game.
    pub fn add_game(&mut self, half_points: HalfPoints) {
        match half_points {
            0 => self.losses += 1,
            1 => self.draws += 1,
            _ => self.wins += 1,
        }
    }

    /// Counts one finished pair (its games must also be counted with `add_game`).
    pub fn add_pair(&mut self, first: HalfPoints, second: HalfPoints) {
        let k = usize::from(first + second).min(4);
        self.penta[k] += 1;
        match (first, second) {
            (1, 1) => self.dd_pairs += 1,
            (0, 2) | (2, 0) => self.wl_pairs += 1,
            _ => {}
        }
    }

    /// Games counted.
    pub fn games(&self) -> u64 {
        self.wins + self.losses + self.draws
    }

    /// Points of the first engine.
    pub fn points(&self) -> f64 {
        self.wins as f64 + self.draws as f64 / 2.0
    }

    /// Pairs counted.
    pub fn pairs(&self) -> u64 {
        self.penta.iter().sum()
    }

    /// The classes of the statistics as (count, score per game) pairs: the pentanomial
    /// classes when pairs were counted, else the trinomial ones (loss, draw, win).
    pub fn classes(&self) -> Classes {
        if self.pairs() > 0 {
            Classes {
                counts: self.penta.iter().map(|&n| n as f64).collect(),
                scores: vec![0.0, 0.25, 0.5, 0.75, 1.0],
                paired: true,
            }
        } else {
            Classes {
                counts: vec![self.losses as f64, self.draws as f64, self.wins as f64],
                scores: vec![0.0, 0.5, 1.0],
                paired: false,
            }
        }
    }

    /// The strength estimate from these results (`None` before any result).
    pub fn estimate(&self) -> Option<Estimate> {
        self.classes().estimate()
    }
}

/// Counts of results by class with each class's score per game.
#[derive(Clone, Debug, PartialEq)]
pub struct Classes {
    /// How many units (pairs or games) fell in each class.
    pub counts: Vec<f64>,
    /// Each class's score per game, 0 to 1.
    pub scores: Vec<f64>,
    /// Whether the units are pairs of games.
    pub paired: bool,
}

impl Classes {
    /// The number of units.
    pub fn total(&self) -> f64 {
        self.counts.iter().sum()
    }

    /// The mean and variance of the score per unit.
    pub fn mean_var(&self) -> (f64, f64) {
        mean_var(&self.probabilities(), &self.scores)
    }

    /// The relative frequency of each class.
    pub fn probabilities(&self) -> Vec<f64> {
        let n = self.total();
        self.counts.iter().map(|c| c / n).collect()
    }

    /// The factor from a unit's variance to one game's: 2 for pairs.
    pub fn games_per_unit(&self) -> f64 {
        if self.paired { 2.0 } else { 1.0 }
    }

    /// The strength estimate (`None` without results).
    pub fn estimate(&self) -> Option<Estimate> {
        let n = self.total();
        if n <= 0.0 {
            return None;
        }
        let (mu, var) = self.mean_var();
        let se = (var / n).sqrt();
        let lo = (mu - Z95 * se).max(0.0);
        let hi = (mu + Z95 * se).min(1.0);
        let sigma_game = (self.games_per_unit() * var).sqrt();
        let (nelo, nelo_margin) = if sigma_game > 0.0 {
            (
                (mu - 0.5) / sigma_game * nelo_per_t(),
                Z95 * se / sigma_game * nelo_per_t(),
            )
        } else {
            (f64::NAN, f64::NAN)
        };
        let los = if se > 0.0 {
            normal_cdf((mu - 0.5) / se)
        } else if mu > 0.5 {
            1.0
        } else if mu < 0.5 {
            0.0
        } else {
            0.5
        };
        Some(Estimate {
            score: mu,
            elo: elo_of_score(mu),
            elo_margin: (elo_of_score(hi) - elo_of_score(lo)) / 2.0,
            nelo,
            nelo_margin,
            los,
        })
    }
}

/// The mean and variance of a distribution of scores.
pub fn mean_var(p: &[f64], a: &[f64]) -> (f64, f64) {
    let mu: f64 = p.iter().zip(a).map(|(p, a)| p * a).sum();
    let var: f64 = p.iter().zip(a).map(|(p, a)| p * (a - mu) * (a - mu)).sum();
    (mu, var)
}

/// What a match says about the first engine's strength relative to the second's.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    /// The mean score per game, 0 to 1.
    pub score: f64,
    /// The logistic Elo difference.
    pub elo: f64,
    /// Half the width of its 95% confidence interval.
    pub elo_margin: f64,
    /// Normalized Elo (NaN when every unit scored the same).
    pub nelo: f64,
    /// Half the width of its 95% confidence interval.
    pub nelo_margin: f64,
    /// The likelihood of superiority: the probability, on a flat prior and the normal
    /// approximation, that the first engine is the stronger.
    pub los: f64,
}

/// The standard normal distribution function.
pub fn normal_cdf(x: f64) -> f64 {
    0.5 * erfc(-x / std::f64::consts::SQRT_2)
}

/// The complementary error function, by the Chebyshev fit of Numerical Recipes
/// (`erfcc`, fractional error below 1.2e-7 everywhere).
fn erfc(x: f64) -> f64 {
    let z = x.abs();
    let t = 1.0 / (1.0 + 0.5 * z);
    let poly = -z * z - 1.265_512_23
        + t * (1.000_023_68
            + t * (0.374_091_96
                + t * (0.096_784_18
                    + t * (-0.186_288_06
                        + t * (0.278_868_07
                            + t * (-1.135_203_98
                                + t * (1.488_515_87 + t * (-0.822_152_23 + t * 0.170_872_77))))))));
    let r = t * poly.exp();
    if x >= 0.0 { r } else { 2.0 - r }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tol: f64) -> bool {
        (a - b).abs() <= tol
    }

    #[test]
    fn logistic_elo_matches_the_usual_table() {
        // 400 Elo: odds of 10 to 1; a score of 3/4: 400 log10(3) = 190.85 Elo.
        assert!(close(score_of_elo(400.0), 10.0 / 11.0, 1e-12));
        assert!(close(elo_of_score(0.75), 190.848_501_887_865, 1e-9));
        assert!(close(elo_of_score(0.5), 0.0, 1e-12));
        assert!(close(elo_of_score(score_of_elo(-123.0)), -123.0, 1e-9));
    }

    #[test]
    fn normal_cdf_matches_the_table() {
        assert!(close(normal_cdf(0.0), 0.5, 1e-7));
        assert!(close(normal_cdf(Z95), 0.975, 1e-6));
        assert!(close(normal_cdf(-1.0), 0.158_655_253_9, 1e-6));
        assert!(close(normal_cdf(3.0), 0.998_650_101_97, 1e-6));
    }

    #[test]
    fn trinomial_estimate_by_hand() {
        // 60 wins, 20 draws, 20 losses: mean 0.7, variance
        // 0.6*0.09 + 0.2*0.04 + 0.2*0.49 = 0.16, standard error 0.04.
        let t = Tally {
            wins: 60,
            draws: 20,
            losses: 20,
            ..Tally::default()
        };
        let e = t.estimate().expect("results");
        assert!(close(e.score, 0.7, 1e-12));
        assert!(close(e.elo, elo_of_score(0.7), 1e-12));
        let lo = elo_of_score(0.7 - Z95 * 0.04);
        let hi = elo_of_score(0.7 + Z95 * 0.04);
        assert!(close(e.elo_margin, (hi - lo) / 2.0, 1e-9));
        // nElo: 0.2 / 0.4 * 800 / ln 10 = 173.72.
        assert!(close(e.nelo, 173.717_792_761, 1e-6));
        assert!(close(e.nelo_margin, Z95 * 0.04 / 0.4 * nelo_per_t(), 1e-9));
        assert!(close(e.los, normal_cdf(5.0), 1e-12));
    }

    #[test]
    fn pentanomial_estimate_uses_pairs() {
        // Pairs: 10 LD, 30 DD, 10 WD: mean 0.5, pair variance 2 * 10/50 * 1/16 = 0.025.
        let mut t = Tally::default();
        for _ in 0..10 {
            t.add_game(0);
            t.add_game(1);
            t.add_pair(0, 1);
            t.add_game(2);
            t.add_game(1);
            t.add_pair(2, 1);
        }
        for _ in 0..30 {
            t.add_game(1);
            t.add_game(1);
            t.add_pair(1, 1);
        }
        assert_eq!(t.penta, [0, 10, 30, 10, 0]);
        assert_eq!((t.games(), t.dd_pairs, t.wl_pairs), (100, 30, 0));
        let e = t.estimate().expect("results");
        assert!(close(e.score, 0.5, 1e-12));
        assert!(close(e.elo, 0.0, 1e-9));
        let se = (0.025f64 / 50.0).sqrt();
        assert!(close(e.elo_margin, elo_of_score(0.5 + Z95 * se), 1e-9));
        // nElo's margin is the same in any sample: 1.96 / sqrt(games) * 347.44.
        assert!(close(
            e.nelo_margin,
            Z95 / 100f64.sqrt() * nelo_per_t(),
            1e-9
        ));
    }

    #[test]
    fn a_clean_sweep_has_an_infinite_elo() {
        let mut t = Tally::default();
        t.add_game(2);
        t.add_game(2);
        t.add_pair(2, 2);
        let e = t.estimate().expect("results");
        assert_eq!(e.elo, f64::INFINITY);
        assert!(e.nelo.is_nan());
        assert_eq!(e.los, 1.0);
    }
}
