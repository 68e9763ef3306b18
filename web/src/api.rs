//! The HTTP API and the page: routes and handlers. Each handler checks its request
//! before it changes anything, and answers a refusal with a JSON [`ApiError`].

use crate::assets;
use crate::body::{self, Body};
use crate::ending::TimeControl;
use crate::engine::{Engine, Load};
use crate::error::ApiError;
use crate::record;
use crate::session::{Session, Side, StrengthSpec};
use crate::store::Store;
use crate::view::GameView;
use axum::extract::rejection::{BytesRejection, PathRejection, QueryRejection};
use axum::extract::{DefaultBodyLimit, Path, Query, State};
use axum::http::{Method, StatusCode, Uri, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router, middleware};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::convert::Infallible;
use std::sync::Arc;
use tokio_stream::StreamExt;
use tokio_stream::wrappers::WatchStream;
use xiangqi::{Color, Game, Position, RuleSet, pgn};

/// What the handlers share.
#[derive(Clone, Debug)]
pub struct AppState {
    /// The games.
    pub store: Arc<Store>,
    /// The searchers.
    pub engine: Arc<Engine>,
}

/// The routes, with `body_limit` bytes at most in a request body.
pub fn router(state: AppState, body_limit: usize) -> Router {
    Router::new()
        .route("/", get(assets::index))
        .route("/static/{file}", get(assets::file))
        .route("/api/status", get(status))
        .route("/api/levels", get(levels))
        .route("/games", get(assets::games_page))
        .route("/api/games", post(create).get(list))
        .route("/api/games/{id}", get(show))
        .route("/api/games/{id}/move", post(play))
        .route("/api/games/{id}/undo", post(undo))
        .route("/api/games/{id}/hint", post(hint))
        .route("/api/games/{id}/settings", post(settings))
        .route("/api/games/{id}/resign", post(resign))
        .route("/api/games/{id}/draw", post(draw))
        .route("/api/games/{id}/events", get(events))
        .route("/api/games/{id}/pgn", get(download))
        .fallback(not_found)
        .method_not_allowed_fallback(method_not_allowed)
        .layer(DefaultBodyLimit::max(body_limit))
        .layer(middleware::from_fn(move |req, next| {
            body::check_length(body_limit, req, next)
        }))
        .with_state(state)
}

async fn not_found(uri: Uri) -> ApiError {
    ApiError::not_found(uri.path())
}

async fn method_not_allowed(method: Method, uri: Uri) -> ApiError {
    ApiError::method_not_allowed(method.as_str(), uri.path())
}

#[derive(Debug, Serialize)]
struct Status {
    games: usize,
    searches: Load,
    db: Option<DbStatus>,
}

#[derive(Debug, Serialize)]
struct DbStatus {
    path: String,
    error: Option<String>,
}

/// `GET /api/status`: how many games the server holds, how busy its engine is, and
/// where the games are saved (with the last failed write, if any).
async fn status(State(app): State<AppState>) -> Json<Status> {
    Json(Status {
        games: app.store.len(),
        searches: app.engine.load(),
        db: app.store.db().map(|db| DbStatus {
            path: db.path().to_owned(),
            error: db.last_error(),
        }),
    })
}

/// The levels the page offers, from a beginner to full strength: each searches at
/// most `LEVEL_NODES` nodes, and its rating is the one `docs/levels.md` measured.
pub const LEVELS: [u8; 10] = [3, 5, 7, 9, 11, 13, 15, 17, 19, 20];

#[derive(Debug, Serialize)]
struct LevelView {
    level: u8,
    elo: u32,
}

/// `GET /api/levels`: the levels offered, weakest first, with their ratings.
async fn levels() -> Json<Vec<LevelView>> {
    Json(
        LEVELS
            .iter()
            .filter_map(|&l| xiangqi::search::Skill::new(l))
            .map(|s| LevelView {
                level: s.level(),
                elo: s.elo(),
            })
            .collect(),
    )
}

#[derive(Debug, Serialize)]
struct GameList {
    games: Vec<crate::db::GameSummary>,
}

/// `GET /api/games`: the saved games, the last changed first (100 at most).
async fn list(State(app): State<AppState>) -> Result<Json<GameList>, ApiError> {
    let games = match app.store.db() {
        Some(db) => db
            .list(100)
            .map_err(|e| ApiError::unavailable("db_error", e))?,
        None => Vec::new(),
    };
    Ok(Json(GameList { games }))
}

type GameId = Result<Path<String>, PathRejection>;

/// A new game: the side the player takes, the computer's strength, and a position
/// (FEN) or a record (PGN) to start from.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct NewGame {
    side: Option<Side>,
    strength: Option<StrengthSpec>,
    fen: Option<String>,
    pgn: Option<String>,
    time_control: Option<TimeControl>,
}

async fn create(
    State(app): State<AppState>,
    body: RawBody,
) -> Result<(StatusCode, Json<GameView>), ApiError> {
    let req: NewGame = Body(body?).json()?;
    let strength = req
        .strength
        .map(StrengthSpec::check)
        .transpose()?
        .unwrap_or_default();
    let control = req.time_control.map(TimeControl::check).transpose()?;
    let loaded = req.fen.is_some() || req.pgn.is_some();
    let game = match (req.fen, req.pgn) {
        (Some(_), Some(_)) => {
            return Err(ApiError::bad_request("give a fen or a pgn, not both"));
        }
        (Some(fen), None) => Game::new(
            Position::from_fen(fen.trim())
                .map_err(|e| ApiError::unprocessable("bad_fen", format!("bad FEN: {e}")))?,
        ),
        // The strict reader first; what it refuses, the lenient one may read.
        (None, Some(text)) => match pgn::read_game(&text)
            .map_err(|e| e.to_string())
            .and_then(|g| g.to_game(RuleSet::default()).map_err(|e| e.to_string()))
        {
            Ok(game) => game,
            Err(strict) => crate::lenient::read(&text).map_err(|lenient| {
                ApiError::unprocessable(
                    "bad_pgn",
                    format!("bad PGN: {strict}; read as a list of moves: {lenient}"),
                )
            })?,
        },
        (None, None) => Game::default(),
    };
    // A loaded game continues with the player to move, unless a side is asked for.
    let human = match req.side {
        Some(side) => Color::from(side),
        None if loaded => game.position().side_to_move(),
        None => Color::Red,
    };
    let mut session = Session::new(game, human, strength);
    if let Some(control) = control {
        session = session.with_clock(control, std::time::Instant::now());
    }
    let slot = app.store.insert(session)?;
    app.engine.kick(&slot);
    Ok((StatusCode::CREATED, Json(slot.view())))
}

async fn show(State(app): State<AppState>, id: GameId) -> Result<Json<GameView>, ApiError> {
    let Path(id) = id?;
    Ok(Json(app.store.get(&id)?.view()))
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct MoveRequest {
    /// In any notation: `h2e2`, `C2.5`, `炮二平五`.
    #[serde(rename = "move")]
    text: String,
}

async fn play(
    State(app): State<AppState>,
    id: GameId,
    body: RawBody,
) -> Result<Json<GameView>, ApiError> {
    change(&app, id, body, |s, req: MoveRequest| {
        s.play_human(&req.text).map(|_| ())
    })
}

type RawBody = Result<axum::body::Bytes, BytesRejection>;

/// Finds game `id`, reads the request from `body`, changes the game with `f` (which
/// checks before it changes anything), lets the computer move if it is its turn, and
/// answers the new state.
fn change<T: DeserializeOwned>(
    app: &AppState,
    id: GameId,
    body: RawBody,
    f: impl FnOnce(&mut Session, T) -> Result<(), ApiError>,
) -> Result<Json<GameView>, ApiError> {
    let Path(id) = id?;
    let slot = app.store.get(&id)?;
    let req = Body(body?).json()?;
    slot.try_update(|s| f(s, req))?;
    app.engine.kick(&slot);
    Ok(Json(slot.view()))
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct UndoRequest {
    /// Go back to this many plies; by default, to the player's previous turn.
    to_ply: Option<usize>,
}

async fn undo(
    State(app): State<AppState>,
    id: GameId,
    body: RawBody,
) -> Result<Json<GameView>, ApiError> {
    change(&app, id, body, |s, req: UndoRequest| s.undo(req.to_ply))
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct NoFields {}

async fn hint(
    State(app): State<AppState>,
    id: GameId,
    body: RawBody,
) -> Result<Json<GameView>, ApiError> {
    let Path(id) = id?;
    let slot = app.store.get(&id)?;
    let NoFields {} = Body(body?).json()?;
    if let Some(job) = slot.try_update(Session::hint_job)? {
        app.engine.start(&slot, job);
    }
    Ok(Json(slot.view()))
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct Settings {
    strength: Option<StrengthSpec>,
    side: Option<Side>,
}

async fn settings(
    State(app): State<AppState>,
    id: GameId,
    body: RawBody,
) -> Result<Json<GameView>, ApiError> {
    change(&app, id, body, |s, req: Settings| {
        let strength = req.strength.map(StrengthSpec::check).transpose()?;
        s.configure(strength, req.side.map(Color::from));
        Ok(())
    })
}

async fn resign(
    State(app): State<AppState>,
    id: GameId,
    body: RawBody,
) -> Result<Json<GameView>, ApiError> {
    change(&app, id, body, |s, NoFields {}| s.resign())
}

async fn draw(
    State(app): State<AppState>,
    id: GameId,
    body: RawBody,
) -> Result<Json<GameView>, ApiError> {
    change(&app, id, body, |s, NoFields {}| s.offer_draw())
}

async fn events(State(app): State<AppState>, id: GameId) -> Result<Response, ApiError> {
    let Path(id) = id?;
    let slot = app.store.get(&id)?;
    let weak = Arc::downgrade(&slot);
    let changes = WatchStream::new(slot.subscribe());
    drop(slot);
    // Each change sends the whole state; the stream ends when the game is dropped.
    let stream = changes.map_while(move |_| {
        let slot = weak.upgrade()?;
        let json = serde_json::to_string(&slot.view()).ok()?;
        Some(Ok::<Event, Infallible>(
            Event::default().event("state").data(json),
        ))
    });
    Ok(Sse::new(stream)
        .keep_alive(KeepAlive::default())
        .into_response())
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PgnQuery {
    /// `chinese`, `wxf` or `coordinate` (also `iccs`); coordinates by default.
    notation: Option<String>,
}

async fn download(
    State(app): State<AppState>,
    id: GameId,
    query: Result<Query<PgnQuery>, QueryRejection>,
) -> Result<Response, ApiError> {
    let Path(id) = id?;
    let Query(query) = query?;
    let notation = match query.notation.as_deref() {
        None => xiangqi::notation::Notation::Coordinate,
        Some(name) => pgn::notation_of_format(name).ok_or_else(|| {
            ApiError::bad_request(format!(
                "unknown notation {name:?}: expected chinese, wxf or coordinate"
            ))
        })?,
    };
    let slot = app.store.get(&id)?;
    let text = slot.read(|s| record::pgn_text(s, notation));
    let file = format!(
        "attachment; filename=\"xiangqi-{id}-{}.pgn\"",
        pgn::format_of_notation(notation).to_ascii_lowercase()
    );
    Ok((
        [
            (
                header::CONTENT_TYPE,
                "application/x-chess-pgn; charset=utf-8".to_owned(),
            ),
            (header::CONTENT_DISPOSITION, file),
        ],
        text,
    )
        .into_response())
}
