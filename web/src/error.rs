//! The API's errors: each a status code, a short code word and a sentence, sent as JSON
//! (`{"error": "…", "code": "…"}`) so that the page and scripts can show them.

use axum::Json;
use axum::extract::rejection::{BytesRejection, PathRejection, QueryRejection};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Serialize;

/// What went wrong with a request. Nothing in the game changes when one is returned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApiError {
    /// The HTTP status.
    pub status: StatusCode,
    /// A stable word for scripts: `bad_request`, `illegal_move`, `unknown_game`, …
    pub code: &'static str,
    /// A sentence for a person.
    pub message: String,
}

impl ApiError {
    fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            code,
            message: message.into(),
        }
    }

    /// A request the server cannot read (malformed JSON, a wrong field).
    pub fn bad_request(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, "bad_request", message)
    }

    /// No game has this id (or it was dropped after lying idle).
    pub fn unknown_game(id: &str) -> ApiError {
        ApiError::new(
            StatusCode::NOT_FOUND,
            "unknown_game",
            format!("there is no game {id:?} (games left alone are dropped after a while)"),
        )
    }

    /// A well-formed value the rules or the settings refuse: an illegal move, a broken
    /// FEN or PGN, a strength out of range.
    pub fn unprocessable(code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, code, message)
    }

    /// A request that does not fit the game's state: not the player's turn, game over.
    pub fn conflict(code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::CONFLICT, code, message)
    }

    /// The server holds as many games as it may.
    pub fn too_many_games(max: usize) -> ApiError {
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "too_many_games",
            format!("the server already holds {max} games; try again later"),
        )
    }

    /// Something the server needs is not working (its database).
    pub fn unavailable(code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::SERVICE_UNAVAILABLE, code, message)
    }

    /// A request body past the limit.
    pub fn body_too_large(detail: impl std::fmt::Display) -> ApiError {
        ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            "body_too_large",
            format!("the request body is too large: {detail}"),
        )
    }

    /// No such page or API route.
    pub fn not_found(path: &str) -> ApiError {
        ApiError::new(
            StatusCode::NOT_FOUND,
            "not_found",
            format!("nothing is served at {path}"),
        )
    }

    /// A route that exists, asked with another method.
    pub fn method_not_allowed(method: &str, path: &str) -> ApiError {
        ApiError::new(
            StatusCode::METHOD_NOT_ALLOWED,
            "method_not_allowed",
            format!("{path} does not take {method}"),
        )
    }
}

#[derive(Serialize)]
struct Body<'a> {
    error: &'a str,
    code: &'a str,
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = Body {
            error: &self.message,
            code: self.code,
        };
        (self.status, Json(body)).into_response()
    }
}

/// A body axum could not read: too large (413) or cut short (400).
impl From<BytesRejection> for ApiError {
    fn from(r: BytesRejection) -> ApiError {
        match r.status() {
            StatusCode::PAYLOAD_TOO_LARGE => ApiError::body_too_large(r.body_text()),
            _ => ApiError::bad_request(r.body_text()),
        }
    }
}

impl From<QueryRejection> for ApiError {
    fn from(r: QueryRejection) -> ApiError {
        ApiError::bad_request(r.body_text())
    }
}

impl From<PathRejection> for ApiError {
    fn from(r: PathRejection) -> ApiError {
        ApiError::bad_request(r.body_text())
    }
}
