//! The results as fastchess prints them.

use crate::sprt::Sprt;
use crate::stats::{Estimate, Tally};
use std::fmt::Write as _;

/// `x` rounded to two decimals, without a sign on zero.
fn two_places(x: f64) -> f64 {
    let r = (x * 100.0).round() / 100.0;
    if r == 0.0 { 0.0 } else { r }
}

/// A number with two decimals, or `inf`/`-inf`/`nan`.
pub fn num(x: f64) -> String {
    if x.is_nan() {
        "nan".into()
    } else if x.is_infinite() {
        if x > 0.0 { "inf".into() } else { "-inf".into() }
    } else {
        format!("{:.2}", two_places(x))
    }
}

/// A ratio of two counts, `inf` when the divisor is zero.
pub fn ratio(a: u64, b: u64) -> String {
    if b == 0 {
        if a == 0 { "nan".into() } else { "inf".into() }
    } else {
        format!("{:.2}", a as f64 / b as f64)
    }
}

/// The line above and below a results block.
pub const RULE: &str = "--------------------------------------------------";

/// The results block: Elo, nElo, LOS, the counts, the pentanomial, and the LLR.
pub fn block(title: &str, tally: &Tally, sprt: Option<&Sprt>) -> String {
    let mut s = String::new();
    let rule = RULE;
    let _ = writeln!(s, "{rule}\nResults of {title}:");
    let e = tally.estimate().unwrap_or(Estimate {
        score: f64::NAN,
        elo: f64::NAN,
        elo_margin: f64::NAN,
        nelo: f64::NAN,
        nelo_margin: f64::NAN,
        los: f64::NAN,
    });
    let _ = writeln!(s, "{}", elo_line(&e));
    let games = tally.games();
    let draw_ratio = if games > 0 {
        100.0 * tally.draws as f64 / games as f64
    } else {
        f64::NAN
    };
    let p = &tally.penta;
    let _ = writeln!(
        s,
        "LOS: {} %, DrawRatio: {} %, PairsRatio: {}",
        num(100.0 * e.los),
        num(draw_ratio),
        ratio(p[3] + p[4], p[0] + p[1])
    );
    let pct = if games > 0 {
        100.0 * tally.points() / games as f64
    } else {
        f64::NAN
    };
    let _ = writeln!(
        s,
        "Games: {games}, Wins: {}, Losses: {}, Draws: {}, Points: {:.1} ({} %)",
        tally.wins,
        tally.losses,
        tally.draws,
        tally.points(),
        num(pct)
    );
    if tally.pairs() > 0 {
        let _ = writeln!(
            s,
            "Ptnml(0-2): [{}, {}, {}, {}, {}], WL/DD Ratio: {}",
            p[0],
            p[1],
            p[2],
            p[3],
            p[4],
            ratio(tally.wl_pairs, tally.dd_pairs)
        );
    }
    if let Some(sprt) = sprt {
        s.push_str(&llr_line(sprt, tally));
        s.push('\n');
    }
    s.push_str(rule);
    s.push('\n');
    s
}

/// `Elo: 12.34 +/- 5.67, nElo: 15.43 +/- 7.08`.
pub fn elo_line(e: &Estimate) -> String {
    format!(
        "Elo: {} +/- {}, nElo: {} +/- {}",
        num(e.elo),
        num(e.elo_margin),
        num(e.nelo),
        num(e.nelo_margin)
    )
}

/// `LLR: 1.23 (-2.94, 2.94) [0.00, 5.00]`.
pub fn llr_line(sprt: &Sprt, tally: &Tally) -> String {
    let (lo, hi) = sprt.bounds();
    format!(
        "LLR: {:.2} ({:.2}, {:.2}) [{:.2}, {:.2}] ({} Elo)",
        two_places(sprt.llr(&tally.classes())),
        lo,
        hi,
        sprt.elo0,
        sprt.elo1,
        sprt.model
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sprt::EloModel;

    #[test]
    fn prints_the_block() {
        let mut t = Tally::default();
        for (a, b) in [(2, 1), (1, 1), (0, 2), (2, 2)] {
            t.add_game(a);
            t.add_game(b);
            t.add_pair(a, b);
        }
        let sprt = Sprt {
            elo0: 0.0,
            elo1: 5.0,
            alpha: 0.05,
            beta: 0.05,
            model: EloModel::Normalized,
        };
        let text = block("a vs b (nodes=1000)", &t, Some(&sprt));
        assert!(text.contains("Results of a vs b (nodes=1000):\n"), "{text}");
        assert!(
            text.contains("Games: 8, Wins: 4, Losses: 1, Draws: 3, Points: 5.5 (68.75 %)"),
            "{text}"
        );
        assert!(
            text.contains("Ptnml(0-2): [0, 0, 2, 1, 1], WL/DD Ratio: 1.00"),
            "{text}"
        );
        assert!(
            text.contains("(-2.94, 2.94) [0.00, 5.00] (normalized Elo)"),
            "{text}"
        );
        assert_eq!(num(f64::INFINITY), "inf");
        assert_eq!(ratio(0, 0), "nan");
    }
}
