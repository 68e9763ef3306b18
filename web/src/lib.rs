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
mod db;
mod ending;
mod engine;
mod error;
mod lenient;
mod lock;
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
    /// A client must send a request's headers within this time after it connects or
    /// after its previous answer, or its connection is closed (half-open connections).
    pub header_timeout: Duration,
    /// The saved games' SQLite file; `:memory:` (the default here; the program's is a
    /// file) keeps them only while the server runs.
    pub db: String,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            max_searches: std::thread::available_parallelism().map_or(1, |n| n.get()),
            hash_mb: 32,
            max_games: 1_000,
            idle: Duration::from_secs(2 * 60 * 60),
            body_limit: 256 * 1024,
            header_timeout: Duration::from_secs(30),
            db: ":memory:".to_owned(),
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
/// When the database cannot be opened.
pub async fn serve(listener: TcpListener, config: Config) -> std::io::Result<()> {
    let db = db::Db::open(&config.db).map_err(std::io::Error::other)?;
    let state = api::AppState {
        store: Arc::new(store::Store::new(config.max_games, config.idle).with_db(Arc::new(db))),
        engine: Arc::new(engine::Engine::new(config.max_searches, config.hash_mb)),
    };
    let clocks = state.store.clone();
    tokio::spawn(async move {
        // The clocks: a flag that falls ends the game even if nobody asks.
        let mut tick = tokio::time::interval(Duration::from_millis(100));
        loop {
            tick.tick().await;
            clocks.flag_all(Instant::now());
        }
    });
    let store = state.store.clone();
    let every = (config.idle / 4).clamp(Duration::from_millis(100), Duration::from_secs(60));
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(every);
        loop {
            tick.tick().await;
            store.reap(Instant::now());
        }
    });
    let app = api::router(state, config.body_limit);
    serve_connections(listener, app, config.header_timeout).await
}

/// Accepts connections for ever, each served by hyper with a header read timeout and
/// TCP keepalive, so that neither a silent client nor a vanished one holds a connection.
async fn serve_connections(
    listener: TcpListener,
    app: axum::Router,
    header_timeout: Duration,
) -> std::io::Result<()> {
    use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
    let mut builder = hyper_util::server::conn::auto::Builder::new(TokioExecutor::new());
    builder
        .http1()
        .timer(TokioTimer::new())
        .header_read_timeout(header_timeout);
    let builder = Arc::new(builder);
    let keepalive = socket2::TcpKeepalive::new()
        .with_time(Duration::from_secs(60))
        .with_interval(Duration::from_secs(10))
        .with_retries(3);
    loop {
        let (stream, _) = match listener.accept().await {
            Ok(s) => s,
            Err(e) if is_connection_error(&e) => continue,
            Err(_) => {
                // Out of file descriptors or the like: wait for some to be freed.
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let _ = stream.set_nodelay(true);
        let _ = socket2::SockRef::from(&stream).set_tcp_keepalive(&keepalive);
        let service = hyper_util::service::TowerToHyperService::new(app.clone());
        let builder = builder.clone();
        tokio::spawn(async move {
            // hyper's timer starts at the first byte: a client that sends none is
            // dropped here.
            let mut first = [0u8; 1];
            match tokio::time::timeout(header_timeout, stream.peek(&mut first)).await {
                Ok(Ok(n)) if n > 0 => {}
                _ => return,
            }
            // A connection that fails or times out concerns that client alone.
            let _ = builder
                .serve_connection_with_upgrades(TokioIo::new(stream), service)
                .await;
        });
    }
}

fn is_connection_error(e: &std::io::Error) -> bool {
    use std::io::ErrorKind::{ConnectionAborted, ConnectionRefused, ConnectionReset};
    matches!(
        e.kind(),
        ConnectionRefused | ConnectionAborted | ConnectionReset
    )
}
