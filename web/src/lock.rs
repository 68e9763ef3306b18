//! Locking the server's shared state.

use std::sync::{Mutex, MutexGuard, PoisonError};

/// Locks a mutex, going on with the data if a thread panicked while holding it (every
/// change to a session is checked before it is made, so the data is whole).
pub fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}
