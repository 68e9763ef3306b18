//! The games the server holds, by id, with a cap on their number; games left alone for
//! too long are dropped.

use crate::db::Db;
use crate::error::ApiError;
use crate::lock::lock;
use crate::session::Session;
use crate::slot::Slot;
use std::collections::HashMap;
use std::collections::hash_map::RandomState;
use std::hash::BuildHasher;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime};

/// The games.
#[derive(Debug)]
pub struct Store {
    games: Mutex<HashMap<String, Arc<Slot>>>,
    max_games: usize,
    idle: Duration,
    counter: AtomicU64,
    keys: RandomState,
    db: Option<Arc<Db>>,
}

impl Store {
    /// An empty store for at most `max_games` games, each dropped after `idle` unused.
    pub fn new(max_games: usize, idle: Duration) -> Store {
        Store {
            games: Mutex::new(HashMap::new()),
            max_games,
            idle,
            counter: AtomicU64::new(0),
            keys: RandomState::new(),
            db: None,
        }
    }

    /// The same, saving every game in `db` and finding there the games it no longer
    /// holds in memory.
    pub fn with_db(self, db: Arc<Db>) -> Store {
        Store {
            db: Some(db),
            ..self
        }
    }

    /// The database, if the games are saved.
    pub fn db(&self) -> Option<&Arc<Db>> {
        self.db.as_ref()
    }

    /// A fresh id: 16 hex digits, hard to guess (a keyed hash of a counter and the clock).
    fn new_id(&self) -> String {
        let n = self.counter.fetch_add(1, Ordering::Relaxed);
        let nanos = SystemTime::now()
            .duration_since(SystemTime::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        format!("{:016x}", self.keys.hash_one((n, nanos)))
    }

    /// Adds a game.
    ///
    /// # Errors
    /// `too_many_games` (503) when the store is full.
    pub fn insert(&self, session: Session) -> Result<Arc<Slot>, ApiError> {
        let mut games = lock(&self.games);
        if games.len() >= self.max_games {
            return Err(ApiError::too_many_games(self.max_games));
        }
        let mut id = self.new_id();
        while games.contains_key(&id) || self.saved(&id).is_some() {
            id = self.new_id();
        }
        let slot = Arc::new(Slot::new(id.clone(), session, 0, self.db.clone()));
        games.insert(id, slot.clone());
        drop(games);
        slot.save();
        Ok(slot)
    }

    /// The game `id`, marked as used.
    ///
    /// # Errors
    /// `unknown_game` (404).
    pub fn get(&self, id: &str) -> Result<Arc<Slot>, ApiError> {
        let found = lock(&self.games).get(id).cloned();
        let slot = match found {
            Some(slot) => slot,
            None => self.restore(id)?,
        };
        slot.touch();
        Ok(slot)
    }

    fn saved(&self, id: &str) -> Option<crate::db::SavedGame> {
        self.db.as_ref()?.load(id).ok().flatten()
    }

    /// Brings a saved game back into memory.
    fn restore(&self, id: &str) -> Result<Arc<Slot>, ApiError> {
        let saved = self.saved(id).ok_or_else(|| ApiError::unknown_game(id))?;
        let session = Session::from_saved(&saved, Instant::now())
            .map_err(|e| ApiError::unprocessable("bad_saved_game", e))?;
        let mut games = lock(&self.games);
        if let Some(slot) = games.get(id) {
            return Ok(slot.clone()); // another request restored it meanwhile
        }
        if games.len() >= self.max_games {
            return Err(ApiError::too_many_games(self.max_games));
        }
        let slot = Arc::new(Slot::new(
            id.to_owned(),
            session,
            saved.version,
            self.db.clone(),
        ));
        games.insert(id.to_owned(), slot.clone());
        Ok(slot)
    }

    /// How many games there are.
    pub fn len(&self) -> usize {
        lock(&self.games).len()
    }

    /// Ends on time every game whose side to move ran out of time by `now`; returns
    /// how many.
    pub fn flag_all(&self, now: Instant) -> usize {
        let slots: Vec<Arc<Slot>> = lock(&self.games).values().cloned().collect();
        slots
            .iter()
            .filter(|slot| slot.try_update(|s| s.flag(now)).is_ok())
            .count()
    }

    /// Drops the games unused since before `now - idle`, stopping their searches;
    /// returns how many.
    pub fn reap(&self, now: Instant) -> usize {
        let mut dropped = Vec::new();
        lock(&self.games).retain(|_, slot| {
            let keep = now.saturating_duration_since(slot.last_seen()) < self.idle;
            if !keep {
                dropped.push(slot.clone());
            }
            keep
        });
        for slot in &dropped {
            slot.update(Session::close);
        }
        dropped.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::Strength;
    use xiangqi::{Color, Game};

    fn session() -> Session {
        Session::new(Game::default(), Color::Red, Strength::Depth(1))
    }

    #[test]
    fn ids_are_distinct_and_the_cap_holds() {
        let store = Store::new(2, Duration::from_secs(60));
        let a = store.insert(session()).expect("room");
        let b = store.insert(session()).expect("room");
        assert_ne!(a.id(), b.id());
        assert_eq!(a.id().len(), 16);
        assert_eq!(
            store.insert(session()).map(|_| ()).map_err(|e| e.code),
            Err("too_many_games")
        );
        assert_eq!(
            store.get("nope").map(|_| ()).map_err(|e| e.code),
            Err("unknown_game")
        );
    }

    #[test]
    fn idle_games_are_dropped() {
        let store = Store::new(10, Duration::from_secs(60));
        let a = store.insert(session()).expect("room");
        let id = a.id().to_owned();
        assert_eq!(store.reap(Instant::now()), 0);
        assert_eq!(store.reap(Instant::now() + Duration::from_secs(61)), 1);
        assert_eq!(store.len(), 0);
        assert!(store.get(&id).is_err());
    }
}
