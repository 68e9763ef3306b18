//! xiangqi-web: play xiangqi against the computer in the browser.
//!
//! A small local web application on the [`xiangqi`] crate: an axum server holding the
//! games (each keyed by an id), a JSON API to play them, an event stream that shows the
//! engine's evaluation and principal variation while it thinks, and the page (an SVG
//! board, plain HTML, CSS and JavaScript modules) embedded in the binary.
//! `web/README.md` documents the API.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod api;
mod assets;
mod body;
mod engine;
mod error;
mod record;
mod session;
mod slot;
mod store;
mod view;

use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::net::TcpListener;

/// How the server runs.
///
/// ```
/// use std::time::Duration;
/// let config = xiangqi_web::Config {
///     max_searches: 1,
///     idle: Duration::from_secs(600),
///     ..xiangqi_web::Config::default()
/// };
/// assert_eq!(config.body_limit, 256 * 1024);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    /// Searches that may run at once (each on its own thread); the others wait.
    pub max_searches: usize,
    /// Hash table of each searcher, in MB.
    pub hash_mb: usize,
    /// Games the server holds at most.
    pub max_games: usize,
    /// A game nobody asked about for this long is dropped.
    pub idle: Duration,
    /// The largest request body, in bytes.
    pub body_limit: usize,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            max_searches: std::thread::available_parallelism().map_or(1, |n| n.get()),
            hash_mb: 32,
            max_games: 1_000,
            idle: Duration::from_secs(2 * 60 * 60),
            body_limit: 256 * 1024,
        }
    }
}

/// Serves the game on `listener` until the process ends.
///
/// ```no_run
/// # async fn run() -> std::io::Result<()> {
/// let listener = tokio::net::TcpListener::bind("127.0.0.1:8080").await?;
/// xiangqi_web::serve(listener, xiangqi_web::Config::default()).await
/// # }
/// ```
///
/// # Errors
/// When accepting connections fails.
pub async fn serve(listener: TcpListener, config: Config) -> std::io::Result<()> {
    let state = api::AppState {
        store: Arc::new(store::Store::new(config.max_games, config.idle)),
        engine: Arc::new(engine::Engine::new(config.max_searches, config.hash_mb)),
    };
    let store = state.store.clone();
    let every = (config.idle / 4).clamp(Duration::from_millis(100), Duration::from_secs(60));
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(every);
        loop {
            tick.tick().await;
            store.reap(Instant::now());
        }
    });
    axum::serve(listener, api::router(state, config.body_limit)).await
}
