//! A game as the server holds it: the session behind a lock, and a channel that tells
//! the page's event stream when it changed.

use crate::db::Db;
use crate::lock::lock;
use crate::session::Session;
use crate::view::GameView;
use std::sync::Arc;
use std::sync::{Mutex, MutexGuard};
use std::time::Instant;
use tokio::sync::watch;

/// One game on the server.
#[derive(Debug)]
pub struct Slot {
    id: String,
    session: Mutex<Session>,
    changes: watch::Sender<u64>,
    last_seen: Mutex<Instant>,
    db: Option<Arc<Db>>,
}

impl Slot {
    /// A slot for `session`, known as `id`, at `version`, saved in `db` at every
    /// change that matters.
    pub fn new(id: String, session: Session, version: u64, db: Option<Arc<Db>>) -> Slot {
        Slot {
            id,
            session: Mutex::new(session),
            changes: watch::Sender::new(version),
            last_seen: Mutex::new(Instant::now()),
            db,
        }
    }

    /// Saves the game now (a new game, before its first change).
    pub fn save(&self) {
        if let Some(db) = &self.db {
            let saved = self.read(|s| s.to_saved(&self.id, *self.changes.borrow()));
            db.save(&saved);
        }
    }

    /// Bumps the version under the session's lock and, if the change is one to keep,
    /// saves the game (after the lock is released; an older write never replaces a
    /// newer one).
    fn changed(&self, session: MutexGuard<'_, Session>, before: (u64, crate::session::Strength)) {
        self.changes.send_modify(|v| *v += 1);
        let Some(db) = &self.db else { return };
        if session.save_key() == before {
            return;
        }
        let saved = session.to_saved(&self.id, *self.changes.borrow());
        drop(session);
        db.save(&saved);
    }

    /// The game's id.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// Reads the session.
    pub fn read<R>(&self, f: impl FnOnce(&Session) -> R) -> R {
        f(&lock(&self.session))
    }

    /// Changes the session and tells the watchers. The version is bumped under the
    /// session's lock, so that a view's version always matches its content.
    pub fn update<R>(&self, f: impl FnOnce(&mut Session) -> R) -> R {
        let mut session = lock(&self.session);
        let before = session.save_key();
        let r = f(&mut session);
        self.changed(session, before);
        r
    }

    /// Changes the session with `f`, which checks before it changes anything: an `Err`
    /// leaves the session as it was, so the version stays and no watcher wakes.
    pub fn try_update<R, E>(&self, f: impl FnOnce(&mut Session) -> Result<R, E>) -> Result<R, E> {
        let mut session = lock(&self.session);
        let before = session.save_key();
        let r = f(&mut session)?;
        self.changed(session, before);
        Ok(r)
    }

    /// The game as JSON for the page, with its version: answers to requests and events
    /// can arrive out of order, and the page keeps the newest.
    pub fn view(&self) -> GameView {
        let session = lock(&self.session);
        let version = *self.changes.borrow();
        GameView::of(&self.id, version, &session)
    }

    /// A receiver that wakes at every change.
    pub fn subscribe(&self) -> watch::Receiver<u64> {
        self.changes.subscribe()
    }

    /// Marks the game as used now.
    pub fn touch(&self) {
        *lock(&self.last_seen) = Instant::now();
    }

    /// When the game was last used.
    pub fn last_seen(&self) -> Instant {
        *lock(&self.last_seen)
    }
}
