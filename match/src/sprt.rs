//! The sequential probability ratio test as fishtest runs it: the generalized SPRT
//! (GSPRT) on the pentanomial counts of game pairs (trinomial counts when games are
//! not paired).
//!
//! The two hypotheses fix one number, the Elo difference, and leave the rest of the
//! result distribution free; the GSPRT replaces it by its maximum-likelihood estimate
//! under each hypothesis. The log-likelihood ratio is
//! `LLR = N * sum_i p_i * ln(q1_i / q0_i)`, where `p` is the observed distribution
//! over the classes and `qk` the distribution closest to it (in likelihood) whose
//! Elo is `elo_k`. That closest distribution has the form `q_i = p_i / (1 + x v_i)`
//! (Lagrange): for a constraint on the mean score, `v_i = a_i - s`, solved in one
//! step; for normalized Elo, a constraint `(mu - 1/2) / sigma = t`, the constraint is
//! linearized around the current estimate and the step repeated until it settles
//! (M. Van den Bergh, "A GSPRT for normalized Elo"; fishtest's mathematics page).
//!
//! Bounds on the LLR are Wald's: `ln(beta / (1 - alpha))` and `ln((1 - beta) / alpha)`.
//! Elo bounds are normalized Elo by default, as on fishtest; `model=logistic` makes
//! them logistic Elo (a bound on the expected score).

use crate::stats::{Classes, mean_var, nelo_per_t, score_of_elo};
use std::fmt;

/// Which Elo the hypotheses are stated in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EloModel {
    /// Normalized Elo (fishtest's default): independent of the draw ratio.
    Normalized,
    /// Logistic Elo: a fixed expected score.
    Logistic,
}

impl fmt::Display for EloModel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EloModel::Normalized => "normalized",
            EloModel::Logistic => "logistic",
        })
    }
}

/// An SPRT: H0 "the first engine is `elo0` stronger" against H1 "`elo1` stronger".
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    /// The Elo difference of H0.
    pub elo0: f64,
    /// The Elo difference of H1.
    pub elo1: f64,
    /// The probability of accepting H1 when H0 holds.
    pub alpha: f64,
    /// The probability of accepting H0 when H1 holds.
    pub beta: f64,
    /// The Elo the bounds are in.
    pub model: EloModel,
}

/// What the test has decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    /// The LLR fell below the lower bound.
    AcceptH0,
    /// The LLR rose above the upper bound.
    AcceptH1,
}

impl fmt::Display for Decision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Decision::AcceptH0 => "H0 was accepted",
            Decision::AcceptH1 => "H1 was accepted",
        })
    }
}

/// The count given to an empty class, so that the estimates stay inside the
/// simplex (fishtest regularizes its counts the same way).
const EMPTY_CLASS: f64 = 1e-3;

impl Sprt {
    /// The LLR bounds (lower, upper).
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The log-likelihood ratio of these results (0 before any).
    pub fn llr(&self, classes: &Classes) -> f64 {
        if classes.total() <= 0.0 {
            return 0.0;
        }
        let counts: Vec<f64> = classes
            .counts
            .iter()
            .map(|&c| if c > 0.0 { c } else { EMPTY_CLASS })
            .collect();
        let regular = Classes {
            counts,
            ..classes.clone()
        };
        llr_exact(self.model, self.elo0, self.elo1, &regular)
    }

    /// The decision the LLR has reached, if any.
    pub fn decide(&self, llr: f64) -> Option<Decision> {
        let (lower, upper) = self.bounds();
        if llr >= upper {
            Some(Decision::AcceptH1)
        } else if llr <= lower {
            Some(Decision::AcceptH0)
        } else {
            None
        }
    }
}

/// The GSPRT log-likelihood ratio of `classes` (no class may be empty) for H1 at
/// `elo1` against H0 at `elo0`.
pub fn llr_exact(model: EloModel, elo0: f64, elo1: f64, classes: &Classes) -> f64 {
    let n = classes.total();
    let p = classes.probabilities();
    let a = &classes.scores;
    let fit = |elo: f64| match model {
        EloModel::Logistic => mle_mean(&p, a, score_of_elo(elo)),
        EloModel::Normalized => {
            // The t-value of one game's score; a pair's mean score has sqrt(2) times
            // less spread, so its own t-value is sqrt(2) times larger.
            let t = elo / nelo_per_t() * classes.games_per_unit().sqrt();
            mle_t_value(&p, a, t)
        }
    };
    let (q0, q1) = (fit(elo0), fit(elo1));
    n * p
        .iter()
        .zip(q0.iter().zip(&q1))
        .map(|(pi, (q0, q1))| pi * (q1 / q0).ln())
        .sum::<f64>()
}

/// The distribution `p_i / (1 + x v_i)` with `sum p_i v_i / (1 + x v_i) = 0`, the
/// closest to `p` on which the mean of `v` is zero. `v` must take both signs.
fn fit_linear(p: &[f64], v: &[f64]) -> Vec<f64> {
    let vmax = v.iter().copied().fold(f64::MIN, f64::max);
    let vmin = v.iter().copied().fold(f64::MAX, f64::min);
    if vmax <= 0.0 || vmin >= 0.0 {
        // The constraint is out of reach of the classes: no distribution meets it.
        // Returned unchanged, which the caller's LLR treats as no evidence.
        return p.to_vec();
    }
    // The sum is strictly decreasing in x on the interval where every 1 + x v_i > 0.
    let f = |x: f64| -> f64 { p.iter().zip(v).map(|(p, v)| p * v / (1.0 + x * v)).sum() };
    let (mut lo, mut hi) = (-1.0 / vmax, -1.0 / vmin);
    for _ in 0..200 {
        let mid = 0.5 * (lo + hi);
        if mid <= lo || mid >= hi {
            break;
        }
        if f(mid) > 0.0 {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    let x = 0.5 * (lo + hi);
    p.iter().zip(v).map(|(p, v)| p / (1.0 + x * v)).collect()
}

/// The maximum-likelihood distribution with mean score `s`.
fn mle_mean(p: &[f64], a: &[f64], s: f64) -> Vec<f64> {
    let v: Vec<f64> = a.iter().map(|a| a - s).collect();
    fit_linear(p, &v)
}

/// The maximum-likelihood distribution with `(mu - 1/2) / sigma = t`.
fn mle_t_value(p: &[f64], a: &[f64], t: f64) -> Vec<f64> {
    let mut q = p.to_vec();
    for _ in 0..100 {
        let (mu, var) = mean_var(&q, a);
        let sigma = var.sqrt();
        // The constraint's gradient, shifted by a constant so that its mean under q
        // is the constraint's value mu - 1/2 - t sigma.
        let v: Vec<f64> = a
            .iter()
            .map(|&ai| {
                let z = (ai - mu) / sigma;
                ai - 0.5 - t * sigma * (1.0 + z * z) / 2.0
            })
            .collect();
        let next = fit_linear(p, &v);
        let change = next
            .iter()
            .zip(&q)
            .map(|(x, y)| (x - y).abs())
            .fold(0.0, f64::max);
        q = next;
        if change < 1e-12 {
            break;
        }
    }
    q
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stats::Tally;

    fn penta(counts: [u64; 5]) -> Classes {
        Tally {
            penta: counts,
            ..Tally::default()
        }
        .classes()
    }

    fn sprt(elo0: f64, elo1: f64) -> Sprt {
        Sprt {
            elo0,
            elo1,
            alpha: 0.05,
            beta: 0.05,
            model: EloModel::Normalized,
        }
    }

    #[test]
    fn wald_bounds() {
        let (lo, hi) = sprt(0.0, 5.0).bounds();
        assert!((lo + 19f64.ln()).abs() < 1e-12 && (hi - 19f64.ln()).abs() < 1e-12);
        assert!((hi - 2.944_438_979).abs() < 1e-9);
    }

    /// Published fishtest results (normalized Elo bounds, alpha = beta = 0.05): the
    /// LLR fishtest printed, to two decimals, for the pentanomial counts it printed.
    /// From fishtest's database dump in official-stockfish/fishtest pull request 2088
    /// and tests.montychess.org runs quoted in official-monty/Monty pull requests 23
    /// and 66.
    #[test]
    fn agrees_with_published_fishtest_runs() {
        let runs: [(f64, f64, [u64; 5], f64); 10] = [
            (0.5, 2.5, [61, 12006, 31864, 12078, 47], -2.24),
            (-1.75, 0.25, [1364, 74663, 161073, 73693, 1479], -0.66),
            (0.5, 2.5, [57, 4083, 10436, 4259, 56], 1.14),
            (0.0, 2.0, [129, 5397, 11780, 5428, 98], -1.11),
            (0.5, 2.5, [33, 1777, 4421, 1801, 29], -0.21),
            (0.0, 2.0, [0, 236, 690, 265, 0], 0.32),
            (0.0, 4.0, [434, 4052, 8304, 4206, 492], 3.00),
            (1.0, 5.0, [829, 14632, 32502, 15215, 902], 2.93),
            (0.0, 4.0, [81, 563, 1163, 687, 114], 3.16),
            (1.0, 5.0, [142, 1471, 2953, 1650, 159], 2.94),
        ];
        for (elo0, elo1, counts, published) in runs {
            let llr = sprt(elo0, elo1).llr(&penta(counts));
            assert!(
                (llr - published).abs() <= 0.005 + 1e-9,
                "{counts:?} <{elo0}, {elo1}>: LLR {llr:.4}, fishtest {published}"
            );
        }
    }

    /// Only wins and losses: the distribution is a coin, fixed by its mean, and the
    /// GSPRT is Wald's SPRT for a Bernoulli variable.
    #[test]
    fn a_coin_gives_walds_llr() {
        let classes = Classes {
            counts: vec![40.0, 60.0],
            scores: vec![0.0, 1.0],
            paired: false,
        };
        let (s0, s1) = (0.5, score_of_elo(10.0));
        let wald = 60.0 * (s1 / s0).ln() + 40.0 * ((1.0 - s1) / (1.0 - s0)).ln();
        let llr = llr_exact(EloModel::Logistic, 0.0, 10.0, &classes);
        assert!((llr - wald).abs() < 1e-9, "{llr} {wald}");
        // Normalized: a coin with (s - 1/2) / sqrt(s (1 - s)) = t has
        // s = 1/2 + t / (2 sqrt(1 + t^2)).
        let coin = |t: f64| 0.5 + t / (2.0 * (1.0 + t * t).sqrt());
        let t1 = 20.0 / nelo_per_t();
        let (s0, s1) = (0.5, coin(t1));
        let wald = 60.0 * (s1 / s0).ln() + 40.0 * ((1.0 - s1) / (1.0 - s0)).ln();
        let llr = llr_exact(EloModel::Normalized, 0.0, 20.0, &classes);
        assert!((llr - wald).abs() < 1e-9, "{llr} {wald}");
    }

    /// Pairs that are all LL or WW: a coin per pair, whose game-level sigma is sqrt(2)
    /// times the pair's: s = 1/2 + t sqrt(2) / (2 sqrt(1 + 2 t^2)).
    #[test]
    fn paired_coin_uses_the_game_sigma() {
        let classes = Classes {
            counts: vec![45.0, 55.0],
            scores: vec![0.0, 1.0],
            paired: true,
        };
        let t1 = 10.0 / nelo_per_t();
        let s1 = 0.5 + t1 * 2f64.sqrt() / (2.0 * (1.0 + 2.0 * t1 * t1).sqrt());
        let wald = 55.0 * (s1 / 0.5).ln() + 45.0 * ((1.0 - s1) / 0.5).ln();
        let llr = llr_exact(EloModel::Normalized, 0.0, 10.0, &classes);
        assert!((llr - wald).abs() < 1e-9, "{llr} {wald}");
    }

    /// Near zero the GSPRT is the SPRT of a normal mean with the sample's variance:
    /// `LLR ~ N (s1 - s0) (2 mu - s0 - s1) / (2 var)`.
    #[test]
    fn small_differences_match_the_normal_approximation() {
        let classes = penta([300, 2500, 5000, 2700, 350]);
        let (mu, var) = classes.mean_var();
        let n = classes.total();
        let (s0, s1) = (score_of_elo(0.0), score_of_elo(3.0));
        let approx = n * (s1 - s0) * (2.0 * mu - s0 - s1) / (2.0 * var);
        let llr = llr_exact(EloModel::Logistic, 0.0, 3.0, &classes);
        assert!((llr - approx).abs() < 0.02 * approx.abs(), "{llr} {approx}");
        // Normalized, per game: N_games (t1 - t0) (2 t - t0 - t1) / 2.
        let sigma = (2.0 * var).sqrt();
        let t = (mu - 0.5) / sigma;
        let t1 = 3.0 / nelo_per_t();
        let approx = 2.0 * n * t1 * (2.0 * t - t1) / 2.0;
        let llr = llr_exact(EloModel::Normalized, 0.0, 3.0, &classes);
        assert!((llr - approx).abs() < 0.02 * approx.abs(), "{llr} {approx}");
    }

    #[test]
    fn mirrored_results_mirror_the_llr() {
        let up = penta([10, 50, 100, 70, 20]);
        let down = penta([20, 70, 100, 50, 10]);
        let s = sprt(-3.0, 3.0);
        assert!((s.llr(&up) + s.llr(&down)).abs() < 1e-9);
        assert!(s.llr(&up) > 0.0);
    }

    #[test]
    fn decisions_at_the_bounds() {
        let s = sprt(0.0, 5.0);
        assert_eq!(s.decide(3.0), Some(Decision::AcceptH1));
        assert_eq!(s.decide(-3.0), Some(Decision::AcceptH0));
        assert_eq!(s.decide(0.0), None);
        assert_eq!(s.llr(&penta([0; 5])), 0.0);
    }
}
