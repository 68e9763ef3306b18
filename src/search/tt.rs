//! The transposition table: what earlier searches learnt about positions, shared by all
//! search threads.
//!
//! Each entry is two `AtomicU64`s: the packed data and the key xor the data. A reader
//! accepts an entry only if the two agree with its key, so an entry torn by two threads
//! writing at once is simply a miss: sound without locks and without `unsafe`.

use crate::eval::MATE_BOUND;
use crate::{Move, Square};
use std::sync::atomic::{AtomicU8, AtomicU64, Ordering};

/// What a stored score says about the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// The true value is at most the score (no move reached alpha).
    Upper = 1,
    /// The true value is at least the score (a move reached beta).
    Lower = 2,
    /// The score is exact.
    Exact = 3,
}

impl Bound {
    /// The bound a search result `best` proves, given the window's `beta` and whether
    /// some move raised alpha above its value on entry.
    #[inline]
    pub(crate) fn of(best: i32, beta: i32, alpha_raised: bool) -> Bound {
        if best >= beta {
            Bound::Lower
        } else if alpha_raised {
            Bound::Exact
        } else {
            Bound::Upper
        }
    }
}

/// One entry, unpacked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Entry {
    pub mv: Option<Move>,
    /// Score relative to the node (mates counted from it), see [`to_tt`].
    pub score: i32,
    pub eval: i32,
    pub depth: i32,
    pub bound: Bound,
    generation: u8,
}

fn pack(e: &Entry) -> u64 {
    let mv =
        e.mv.map_or(0, |m| (m.from().index() | m.to().index() << 7) as u64);
    mv | (e.score as i16 as u16 as u64) << 14
        | (e.eval as i16 as u16 as u64) << 30
        | (e.depth.clamp(0, 255) as u64) << 46
        | (e.bound as u64) << 54
        | ((e.generation & 0x3f) as u64) << 56
}

fn unpack(d: u64) -> Option<Entry> {
    let bound = match (d >> 54) & 3 {
        1 => Bound::Upper,
        2 => Bound::Lower,
        3 => Bound::Exact,
        _ => return None,
    };
    let mv = (d & 0x3fff) as usize;
    let mv = if mv == 0 {
        None
    } else {
        Some(Move::new(
            Square::from_index(mv & 0x7f)?,
            Square::from_index(mv >> 7)?,
        ))
    };
    Some(Entry {
        mv,
        score: ((d >> 14) & 0xffff) as u16 as i16 as i32,
        eval: ((d >> 30) & 0xffff) as u16 as i16 as i32,
        depth: ((d >> 46) & 0xff) as i32,
        bound,
        generation: ((d >> 56) & 0x3f) as u8,
    })
}

impl Entry {
    /// The stored score read back at `ply`, if its bound settles the window
    /// (`alpha`, `beta`): exact, at least `beta`, or at most `alpha`.
    #[inline]
    pub(crate) fn cutoff(&self, ply: usize, alpha: i32, beta: i32) -> Option<i32> {
        let s = from_tt(self.score, ply);
        let usable = match self.bound {
            Bound::Exact => true,
            Bound::Lower => s >= beta,
            Bound::Upper => s <= alpha,
        };
        usable.then_some(s)
    }

    /// `eval`, the node's static evaluation, or the stored score where its bound says
    /// the truth lies beyond `eval` on that side (the bound settles the empty window at
    /// `eval`). Mate scores are left out: they say nothing of a position's worth.
    #[inline]
    pub(crate) fn refine(&self, ply: usize, eval: i32) -> i32 {
        self.cutoff(ply, eval, eval)
            .filter(|s| s.abs() < MATE_BOUND)
            .unwrap_or(eval)
    }
}

/// A mate score as stored: counted from the node instead of from the root.
pub(crate) fn to_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

/// A stored score read back at `ply` from the root.
pub(crate) fn from_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

/// The shared table: buckets of two entries.
pub(crate) struct TranspositionTable {
    buckets: Vec<Bucket>,
    generation: AtomicU8,
}

/// Two entries (each its data and its key mixed with the data), aligned so that a
/// bucket never straddles two cache lines: a probe costs at most one miss.
#[repr(align(32))]
struct Bucket([[AtomicU64; 2]; 2]);

impl Bucket {
    fn empty() -> Bucket {
        Bucket([
            [AtomicU64::new(0), AtomicU64::new(0)],
            [AtomicU64::new(0), AtomicU64::new(0)],
        ])
    }
}

impl TranspositionTable {
    /// A table of about `mb` megabytes (at least one bucket).
    pub(crate) fn new(mb: usize) -> TranspositionTable {
        let count = (mb.max(1) * 1024 * 1024 / std::mem::size_of::<Bucket>()).max(1);
        let buckets = (0..count).map(|_| Bucket::empty()).collect();
        TranspositionTable {
            buckets,
            generation: AtomicU8::new(0),
        }
    }

    /// Forgets everything.
    pub(crate) fn clear(&mut self) {
        for b in &mut self.buckets {
            *b = Bucket::empty();
        }
        self.generation.store(0, Ordering::Relaxed);
    }

    /// Marks the start of a new search, so older entries are replaced first.
    pub(crate) fn new_search(&self) {
        let g = self.generation.load(Ordering::Relaxed);
        self.generation.store((g + 1) & 0x3f, Ordering::Relaxed);
    }

    #[inline]
    fn bucket(&self, key: u64) -> &Bucket {
        // Multiply-shift maps the key evenly onto the buckets without a division.
        let n = self.buckets.len();
        &self.buckets[(((key as u128) * (n as u128)) >> 64) as usize]
    }

    /// The entry for `key`, if stored.
    #[inline]
    pub(crate) fn probe(&self, key: u64) -> Option<Entry> {
        for s in &self.bucket(key).0 {
            let data = s[0].load(Ordering::Relaxed);
            let check = s[1].load(Ordering::Relaxed);
            if data != 0 && check ^ data == key {
                return unpack(data);
            }
        }
        None
    }

    /// Stores what a search found. Within the bucket it replaces the entry for the same
    /// position, else the one that is oldest and shallowest; a shallower result for the
    /// same position keeps the stored move if it has none.
    #[inline]
    pub(crate) fn store(
        &self,
        key: u64,
        mv: Option<Move>,
        score: i32,
        eval: i32,
        depth: i32,
        bound: Bound,
    ) {
        let current = self.generation.load(Ordering::Relaxed);
        let bucket = self.bucket(key);
        let mut victim = 0;
        let mut worst = i32::MAX;
        let mut old_move = None;
        for (i, s) in bucket.0.iter().enumerate() {
            let data = s[0].load(Ordering::Relaxed);
            let check = s[1].load(Ordering::Relaxed);
            let Some(e) = (data != 0).then(|| unpack(data)).flatten() else {
                victim = i;
                worst = i32::MIN;
                continue;
            };
            if check ^ data == key {
                // Keep a deeper exact result of this search over a shallow bound.
                if e.generation == current && e.depth > depth + 2 && bound != Bound::Exact {
                    return;
                }
                victim = i;
                old_move = e.mv;
                break;
            }
            let age = (current.wrapping_sub(e.generation) & 0x3f) as i32;
            let value = e.depth - 8 * age;
            if value < worst {
                worst = value;
                victim = i;
            }
        }
        let entry = Entry {
            mv: mv.or(old_move),
            score,
            eval,
            depth,
            bound,
            generation: current,
        };
        let data = pack(&entry);
        bucket.0[victim][0].store(data, Ordering::Relaxed);
        bucket.0[victim][1].store(key ^ data, Ordering::Relaxed);
    }

    /// How full the table is, in permille, from a sample of this search's entries.
    pub(crate) fn hashfull(&self) -> u32 {
        let current = self.generation.load(Ordering::Relaxed);
        let n = (2 * self.buckets.len()).min(1000);
        let used = self
            .buckets
            .iter()
            .flat_map(|b| &b.0)
            .take(n)
            .filter(|s| {
                let d = s[0].load(Ordering::Relaxed);
                d != 0 && unpack(d).is_some_and(|e| e.generation == current)
            })
            .count();
        (used * 1000 / n.max(1)) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bucket_fills_half_a_cache_line_and_never_straddles_two() {
        assert_eq!(std::mem::size_of::<Bucket>(), 32);
        let tt = TranspositionTable::new(1);
        assert_eq!(tt.buckets.as_ptr() as usize % 32, 0);
        assert_eq!(tt.buckets.len(), 1024 * 1024 / 32);
    }

    #[test]
    fn entries_round_trip_and_mates_are_relative() {
        let tt = TranspositionTable::new(1);
        let mv: Move = "h2e2".parse().unwrap();
        tt.store(42, Some(mv), -1234, 56, 7, Bound::Lower);
        let e = tt.probe(42).unwrap();
        assert_eq!(
            (e.mv, e.score, e.eval, e.depth, e.bound),
            (Some(mv), -1234, 56, 7, Bound::Lower)
        );
        assert!(tt.probe(43).is_none());
        let mate = crate::eval::MATE - 9;
        assert_eq!(from_tt(to_tt(mate, 4), 4), mate);
        assert_eq!(from_tt(to_tt(-mate, 4), 6), -mate + 2);
    }
}
