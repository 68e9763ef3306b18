//! A small per-thread cache of static evaluations by position key.
//!
//! The transposition table stores each node's static evaluation too, but it keeps one
//! entry per slot for the search's results and loses evaluations as it fills. This
//! cache is smaller and closer (a thread's own, sized to stay in the core's cache), and
//! answers the positions quiescence and the main search evaluate again after the
//! table has dropped them. It changes no result: a hit returns exactly what the
//! evaluation would.

/// The number of entries: a power of two, 16 bytes each (1 MiB).
const ENTRIES: usize = 1 << 16;

/// Marks an empty slot: no evaluation reaches it (evaluations are centipawns far
/// inside the mate bounds).
const EMPTY: i32 = i32::MIN;

#[derive(Clone, Copy)]
struct Slot {
    key: u64,
    eval: i32,
}

/// Static evaluations by full Zobrist key, one slot per key, newest kept.
pub(crate) struct EvalCache {
    slots: Box<[Slot]>,
}

impl EvalCache {
    pub(crate) fn new() -> EvalCache {
        EvalCache {
            slots: vec![
                Slot {
                    key: 0,
                    eval: EMPTY
                };
                ENTRIES
            ]
            .into_boxed_slice(),
        }
    }

    #[inline]
    fn index(key: u64) -> usize {
        // The low bits: the table's index comes from the high ones, so positions that
        // share a table slot do not also share a slot here.
        key as usize & (ENTRIES - 1)
    }

    /// The evaluation of the position with this key, if cached.
    #[inline]
    pub(crate) fn get(&self, key: u64) -> Option<i32> {
        let slot = self.slots[Self::index(key)];
        (slot.key == key && slot.eval != EMPTY).then_some(slot.eval)
    }

    /// Remembers `eval` for the position with this key.
    #[inline]
    pub(crate) fn put(&mut self, key: u64, eval: i32) {
        debug_assert_ne!(eval, EMPTY);
        self.slots[Self::index(key)] = Slot { key, eval };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn returns_what_was_put_under_the_same_key_only() {
        let mut c = EvalCache::new();
        assert_eq!(
            c.get(0),
            None,
            "an empty slot is not an evaluation of key 0"
        );
        c.put(0x1234_5678_9abc_def0, -37);
        assert_eq!(c.get(0x1234_5678_9abc_def0), Some(-37));
        // Same slot (same low bits), another key: a miss, then it replaces.
        let other = 0x0000_0000_0000_def0;
        assert_eq!(c.get(other), None);
        c.put(other, 12);
        assert_eq!(c.get(other), Some(12));
        assert_eq!(c.get(0x1234_5678_9abc_def0), None);
    }
}
