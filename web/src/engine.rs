//! The computer: a few searchers shared by all games. A search runs on a blocking
//! thread, never on the async runtime, and at most as many run at once as there are
//! searchers; the others wait their turn (the page shows "waiting").

use crate::lock::lock;
use crate::session::{Job, Progress};
use crate::slot::Slot;
use serde::Serialize;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use tokio::sync::Semaphore;
use xiangqi::search::Searcher;

/// The engine pool.
pub struct Engine {
    permits: Arc<Semaphore>,
    max_searches: usize,
    waiting: AtomicUsize,
    /// Idle searchers, each with the id of the game it last searched for (its tables
    /// are cleared before it searches for another).
    idle: Mutex<Vec<(String, Searcher)>>,
    hash_mb: usize,
}

/// Searches under way, as `GET /api/status` reports them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Load {
    /// Running now.
    pub running: usize,
    /// Waiting for a searcher.
    pub waiting: usize,
    /// The most that run at once.
    pub max: usize,
}

// By hand: the library's `Searcher` does not implement `Debug`.
impl std::fmt::Debug for Engine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Engine")
            .field("free_permits", &self.permits.available_permits())
            .field("idle_searchers", &lock(&self.idle).len())
            .field("hash_mb", &self.hash_mb)
            .finish()
    }
}

impl Engine {
    /// A pool running at most `max_searches` searches at once, each with `hash_mb` of
    /// hash table.
    pub fn new(max_searches: usize, hash_mb: usize) -> Engine {
        Engine {
            permits: Arc::new(Semaphore::new(max_searches.max(1))),
            max_searches: max_searches.max(1),
            waiting: AtomicUsize::new(0),
            idle: Mutex::new(Vec::new()),
            hash_mb,
        }
    }

    /// How busy the engine is.
    pub fn load(&self) -> Load {
        Load {
            running: self.max_searches - self.permits.available_permits(),
            waiting: self.waiting.load(Ordering::Relaxed),
            max: self.max_searches,
        }
    }

    /// If the session wants the computer to move, starts that search.
    pub fn kick(self: &Arc<Self>, slot: &Arc<Slot>) {
        // No job, no change: the version stays.
        if let Ok(job) = slot.try_update(|s| s.next_job().ok_or(())) {
            self.start(slot, job);
        }
    }

    /// Runs `job` for the game in `slot` in the background.
    pub fn start(self: &Arc<Self>, slot: &Arc<Slot>, job: Job) {
        let engine = self.clone();
        let slot = slot.clone();
        tokio::spawn(async move { engine.run(slot, job).await });
    }

    fn take(&self, game: &str) -> Searcher {
        let mut idle = lock(&self.idle);
        if let Some(i) = idle.iter().position(|(g, _)| g == game) {
            return idle.swap_remove(i).1;
        }
        match idle.pop() {
            Some((_, mut s)) => {
                s.new_game();
                s
            }
            None => Searcher::new(self.hash_mb, 1),
        }
    }

    async fn run(self: Arc<Self>, slot: Arc<Slot>, job: Job) {
        self.waiting.fetch_add(1, Ordering::Relaxed);
        let permit = self.permits.clone().acquire_owned().await;
        self.waiting.fetch_sub(1, Ordering::Relaxed);
        let Ok(_permit) = permit else {
            return; // the semaphore is never closed
        };
        let generation = job.generation;
        let current = slot.read(|s| {
            s.thinking()
                .is_some_and(|t| t.generation == generation && s.generation() == generation)
        });
        if !current {
            return;
        }
        let mut searcher = self.take(slot.id());
        let stop = searcher.stop_handle();
        // A stop for this game (an undo, a new move) may come before the search starts.
        stop.arm();
        if !slot.update(|s| s.attach(generation, &stop)) {
            lock(&self.idle).push((slot.id().to_owned(), searcher));
            return;
        }
        let worker_slot = slot.clone();
        let done = tokio::task::spawn_blocking(move || {
            let (position, history, limits) = (&job.position, &job.history, &job.limits);
            let r = job
                .skill
                .search(&mut searcher, position, history, limits, job.seed, |info| {
                    if info.multipv > 1 {
                        return; // a weakened level's other lines: the page shows the first
                    }
                    let progress = Progress {
                        depth: info.depth,
                        score: info.score,
                        pv: info.pv.clone(),
                        nodes: info.nodes,
                        time: info.time,
                    };
                    if !worker_slot.update(|s| s.progress(generation, progress)) {
                        stop.stop();
                    }
                });
            (searcher, r)
        })
        .await;
        match done {
            Ok((searcher, r)) => {
                lock(&self.idle).push((slot.id().to_owned(), searcher));
                slot.update(|s| s.finish(generation, r.best_move, r.score));
                self.kick(&slot);
            }
            Err(e) => slot.update(|s| s.fail(generation, format!("the engine failed: {e}"))),
        }
    }
}
