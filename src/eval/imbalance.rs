//! Material imbalance: what a piece is worth beside the others left, its own side's and
//! the enemy's. One weight per pair of kinds (advisor, elephant, horse, rook, cannon,
//! pawn), counted once per pair of pieces: a cannon, which needs screens, loses worth as
//! the board empties; a horse, which needs room, gains it.

#[cfg(any(test, feature = "tune"))]
use super::term::{Term, TermSink};
use super::weights::{IMBALANCE_PAIR, IMBALANCE_VERSUS};
#[cfg(any(test, feature = "tune"))]
use crate::PieceKind;

/// The kinds that take part: all but the king, which comes first.
#[cfg(any(test, feature = "tune"))]
const KINDS: &[PieceKind] = PieceKind::ALL.split_at(1).1;

/// Adds a side's imbalance terms given its pieces by kind (`own`, indexed by
/// [`crate::PieceKind::index`]) and the enemy's (`their`): every pair of its own pieces, of
/// the same kind or of two, and every pair of one of its pieces with an enemy piece
/// of a later kind (pairs of an earlier kind are the enemy's to count, and pairs of
/// one kind weigh the same for both sides). The evaluation adds the same up at once
/// ([`value`]); the tuner and the tests count term by term.
#[cfg(any(test, feature = "tune"))]
pub(crate) fn imbalance(own: &[i32; 7], their: &[i32; 7], sink: &mut impl TermSink) {
    for (i, &a) in KINDS.iter().enumerate() {
        let n = own[a.index()];
        if n == 0 {
            continue;
        }
        if n > 1 {
            sink.add(Term::Pair(a, a), n * (n - 1) / 2);
        }
        for &b in &KINDS[i + 1..] {
            let (m, t) = (own[b.index()], their[b.index()]);
            if m != 0 {
                sink.add(Term::Pair(a, b), n * m);
            }
            if t != 0 {
                sink.add(Term::Versus(a, b), n * t);
            }
        }
    }
}

/// A side's material as a table index: its advisors, elephants, horses, rooks and
/// cannons (at most two each) and pawns (at most five), in mixed radix.
const KEYS: usize = 3 * 3 * 3 * 3 * 3 * 6;

/// The most pieces of each kind a side can have, by [`crate::PieceKind::index`].
const MOST: [i32; 7] = [1, 2, 2, 2, 2, 2, 5];

/// A side's material as a table index. A position never holds more of a kind than
/// [`MOST`] (it is checked when the position is made); past the table's end the index
/// is clamped rather than trusted.
#[inline]
const fn key(own: &[i32; 7]) -> usize {
    let k = own[1] + 3 * (own[2] + 3 * (own[3] + 3 * (own[4] + 3 * (own[5] + 3 * own[6]))));
    if k < 0 {
        0
    } else if k as usize >= KEYS {
        KEYS - 1
    } else {
        k as usize
    }
}

/// The weights folded by a side's material, so that the evaluation looks its
/// imbalance up rather than adding 36 terms.
struct Folded {
    /// The own pairs' sum, (middle game, endgame).
    own: [[i32; 2]; KEYS],
    /// Per enemy piece of each kind: what it adds beside the side's earlier kinds.
    versus: [[[i32; 2]; 7]; KEYS],
}

const fn fold() -> Folded {
    let mut t = Folded {
        own: [[0; 2]; KEYS],
        versus: [[[0; 2]; 7]; KEYS],
    };
    let mut k = 0;
    while k < KEYS {
        // Decode the counts, advisor first.
        let mut own = [0i32; 7];
        let (mut rest, mut a) = (k, 1);
        while a < 7 {
            let radix = (MOST[a] + 1) as usize;
            own[a] = (rest % radix) as i32;
            rest /= radix;
            a += 1;
        }
        let mut a = 1;
        while a < 7 {
            let n = own[a];
            let mut s = 0;
            while s < 2 {
                t.own[k][s] += n * (n - 1) / 2 * IMBALANCE_PAIR[a][a][s];
                let mut b = a + 1;
                while b < 7 {
                    t.own[k][s] += n * own[b] * IMBALANCE_PAIR[a][b][s];
                    t.versus[k][b][s] += n * IMBALANCE_VERSUS[a][b][s];
                    b += 1;
                }
                s += 1;
            }
            a += 1;
        }
        k += 1;
    }
    t
}

static FOLDED: Folded = fold();

/// What `imbalance` (term by term, for the tuner) adds up to with the crate's weights, (middle game, endgame),
/// looked up by the side's material.
#[inline]
pub(crate) fn value(own: &[i32; 7], their: &[i32; 7]) -> (i32, i32) {
    let k = key(own);
    let [mut mg, mut eg] = FOLDED.own[k];
    let versus = &FOLDED.versus[k];
    for b in 2..7 {
        mg += their[b] * versus[b][0];
        eg += their[b] * versus[b][1];
    }
    (mg, eg)
}

/// The position of `a` among the kinds that take part (0 for the advisor).
#[cfg(any(test, feature = "tune"))]
pub(crate) fn rank(a: PieceKind) -> usize {
    a.index() - 1
}

/// The number of kinds that take part.
#[cfg(any(test, feature = "tune"))]
pub(crate) const COUNT: usize = KINDS.len();

/// Every term found for one side, with its count, in the order found (the imbalance
/// term by term): for the tests of the evaluation's terms.
#[cfg(test)]
#[derive(Default)]
pub(crate) struct Recorder(pub Vec<(Term, i32)>);

#[cfg(test)]
impl TermSink for Recorder {
    fn add(&mut self, term: Term, n: i32) {
        self.0.push((term, n));
    }

    fn imbalance(&mut self, own: &[i32; 7], their: &[i32; 7]) {
        imbalance(own, their, self);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_are_counted_once_each() {
        use PieceKind::*;
        // Two rooks, one cannon and three pawns against two horses and a cannon.
        let own = [1, 0, 0, 0, 2, 1, 3];
        let their = [1, 0, 0, 2, 0, 1, 0];
        let mut r = Recorder::default();
        imbalance(&own, &their, &mut r);
        let count = |t| {
            r.0.iter()
                .filter(|(x, _)| *x == t)
                .map(|(_, n)| n)
                .sum::<i32>()
        };
        assert_eq!(count(Term::Pair(Rook, Rook)), 1);
        assert_eq!(count(Term::Pair(Pawn, Pawn)), 3);
        assert_eq!(count(Term::Pair(Rook, Cannon)), 2);
        assert_eq!(count(Term::Pair(Rook, Pawn)), 6);
        assert_eq!(count(Term::Pair(Cannon, Cannon)), 0);
        // Rooks against the enemy's later kinds: its cannon; not its horses (earlier).
        assert_eq!(count(Term::Versus(Rook, Cannon)), 2);
        assert_eq!(count(Term::Versus(Rook, Horse)), 0);
        assert_eq!(count(Term::Versus(Cannon, Cannon)), 0);
        // The sum at once is the sum term by term.
        let by_term = r.0.iter().fold((0, 0), |(m, e), &(t, n)| {
            let [wm, we] = t.weight();
            (m + n * wm, e + n * we)
        });
        assert_eq!(value(&own, &their), by_term);
        // So for every material a side can have, against a few enemy ones.
        for k in 0..KEYS {
            let mut own = [1; 7];
            let mut rest = k;
            for a in 1..7 {
                let radix = (MOST[a] + 1) as usize;
                own[a] = (rest % radix) as i32;
                rest /= radix;
            }
            assert_eq!(key(&own), k);
            for their in [[1, 2, 2, 2, 2, 2, 5], [1, 0, 1, 2, 0, 1, 3], [1; 7]] {
                let mut r = Recorder::default();
                imbalance(&own, &their, &mut r);
                let by_term = r.0.iter().fold((0, 0), |(m, e), &(t, n)| {
                    let [wm, we] = t.weight();
                    (m + n * wm, e + n * we)
                });
                assert_eq!(value(&own, &their), by_term, "{own:?} against {their:?}");
            }
        }
        // No term for a kind the side lacks.
        assert!(r.0.iter().all(|(t, _)| !matches!(t, Term::Pair(Horse, _))));
    }
}
