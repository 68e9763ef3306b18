//! Optional adjudication by the engines' own scores (off unless asked for):
//! `-resign movecount=N score=CP [twosided=true]`, `-draw movenumber=N movecount=N
//! score=CP`, and `-maxmoves N`.

use xiangqi::Color;

/// A resignation rule: a side whose score stays at or below `-score` for `movecount`
/// of its moves in a row loses (with `twosided`, only if the opponent's score stays
/// at or above `score` as long).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Resign {
    /// Moves in a row.
    pub movecount: u32,
    /// The threshold, in centipawns.
    pub score: i64,
    /// Both engines must agree.
    pub twosided: bool,
}

/// A draw rule: from move `movenumber` on, when both engines' scores stay within
/// `score` of zero for `movecount` of their moves in a row, the game is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Draw {
    /// The first move number at which the rule applies.
    pub movenumber: u32,
    /// Moves in a row, for each side.
    pub movecount: u32,
    /// The threshold, in centipawns.
    pub score: i64,
}

/// The adjudication rules in force.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Rules {
    /// Resignation, if on.
    pub resign: Option<Resign>,
    /// Draw by scores, if on.
    pub draw: Option<Draw>,
    /// A draw after this many moves of each side, if set.
    pub maxmoves: Option<u32>,
}

/// The adjudicator's verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The side resigns.
    Resigns(Color),
    /// Drawn by the scores.
    DrawByScores,
    /// Drawn at the move limit.
    MaxMoves(u32),
}

/// Runs of scores, per side, during one game.
#[derive(Clone, Debug, Default)]
pub struct Adjudicator {
    rules: Rules,
    /// Indexed by colour: moves in a row scored losing, winning, level.
    losing: [u32; 2],
    winning: [u32; 2],
    level: [u32; 2],
}

fn idx(c: Color) -> usize {
    match c {
        Color::Red => 0,
        Color::Black => 1,
    }
}

impl Adjudicator {
    /// A fresh adjudicator for one game.
    pub fn new(rules: Rules) -> Adjudicator {
        Adjudicator {
            rules,
            ..Adjudicator::default()
        }
    }

    /// Notes the move just played by `mover` with its score (in centipawns from the
    /// mover's side, `None` when it gave none), `plies` the game's length after it.
    pub fn record(&mut self, mover: Color, score: Option<i64>, plies: usize) -> Option<Verdict> {
        let i = idx(mover);
        let bump = |run: &mut u32, yes: bool| *run = if yes { *run + 1 } else { 0 };
        if let Some(r) = self.rules.resign {
            bump(&mut self.losing[i], score.is_some_and(|s| s <= -r.score));
            bump(&mut self.winning[i], score.is_some_and(|s| s >= r.score));
            let other = 1 - i;
            // The mover resigns, or (when the mover's run of winning scores completes
            // a two-sided agreement) its opponent does.
            for (loser, winner) in [(i, other), (other, i)] {
                let lost = self.losing[loser] >= r.movecount
                    && (!r.twosided || self.winning[winner] >= r.movecount);
                if lost {
                    let c = if loser == 0 { Color::Red } else { Color::Black };
                    return Some(Verdict::Resigns(c));
                }
            }
        }
        if let Some(d) = self.rules.draw {
            bump(
                &mut self.level[i],
                score.is_some_and(|s| s.abs() <= d.score),
            );
            let moves = plies.div_ceil(2) as u32;
            if moves >= d.movenumber && self.level.iter().all(|&n| n >= d.movecount) {
                return Some(Verdict::DrawByScores);
            }
        }
        if let Some(m) = self.rules.maxmoves {
            if plies >= 2 * m as usize {
                return Some(Verdict::MaxMoves(m));
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_sided_resignation() {
        let mut a = Adjudicator::new(Rules {
            resign: Some(Resign {
                movecount: 2,
                score: 500,
                twosided: false,
            }),
            ..Rules::default()
        });
        assert_eq!(a.record(Color::Red, Some(-600), 1), None);
        assert_eq!(a.record(Color::Black, Some(600), 2), None);
        assert_eq!(a.record(Color::Red, Some(-400), 3), None); // the run breaks
        assert_eq!(a.record(Color::Black, Some(0), 4), None);
        assert_eq!(a.record(Color::Red, Some(-500), 5), None);
        assert_eq!(a.record(Color::Black, None, 6), None);
        assert_eq!(
            a.record(Color::Red, Some(-900), 7),
            Some(Verdict::Resigns(Color::Red))
        );
    }

    #[test]
    fn two_sided_resignation_needs_both() {
        let rules = Rules {
            resign: Some(Resign {
                movecount: 2,
                score: 500,
                twosided: true,
            }),
            ..Rules::default()
        };
        let mut a = Adjudicator::new(rules);
        a.record(Color::Red, Some(-600), 1);
        a.record(Color::Black, Some(100), 2);
        assert_eq!(a.record(Color::Red, Some(-600), 3), None);
        let mut b = Adjudicator::new(rules);
        b.record(Color::Red, Some(-600), 1);
        b.record(Color::Black, Some(700), 2);
        b.record(Color::Red, Some(-600), 3);
        assert_eq!(
            b.record(Color::Black, Some(700), 4),
            Some(Verdict::Resigns(Color::Red))
        );
    }

    #[test]
    fn draw_by_scores_and_max_moves() {
        let mut a = Adjudicator::new(Rules {
            draw: Some(Draw {
                movenumber: 3,
                movecount: 2,
                score: 10,
            }),
            maxmoves: Some(4),
            ..Rules::default()
        });
        for ply in 1..=4 {
            let mover = if ply % 2 == 1 {
                Color::Red
            } else {
                Color::Black
            };
            assert_eq!(a.record(mover, Some(5), ply), None, "ply {ply}");
        }
        assert_eq!(
            a.record(Color::Red, Some(-3), 5),
            Some(Verdict::DrawByScores)
        );
        let mut m = Adjudicator::new(Rules {
            maxmoves: Some(1),
            ..Rules::default()
        });
        assert_eq!(m.record(Color::Red, None, 1), None);
        assert_eq!(m.record(Color::Black, None, 2), Some(Verdict::MaxMoves(1)));
    }
}
