//! The page's files, embedded in the binary so that it runs from anywhere.

use crate::error::ApiError;
use axum::extract::Path;
use axum::http::header;
use axum::response::{IntoResponse, Response};

/// A file of the page: its name under `/static/`, its type and its bytes.
struct Asset {
    name: &'static str,
    mime: &'static str,
    body: &'static str,
}

const JS: &str = "text/javascript; charset=utf-8";

const ASSETS: &[Asset] = &[
    Asset {
        name: "style.css",
        mime: "text/css; charset=utf-8",
        body: include_str!("../static/style.css"),
    },
    Asset {
        name: "app.js",
        mime: JS,
        body: include_str!("../static/app.js"),
    },
    Asset {
        name: "board.js",
        mime: JS,
        body: include_str!("../static/board.js"),
    },
    Asset {
        name: "chart.js",
        mime: JS,
        body: include_str!("../static/chart.js"),
    },
    Asset {
        name: "svg.js",
        mime: JS,
        body: include_str!("../static/svg.js"),
    },
    Asset {
        name: "games.js",
        mime: JS,
        body: include_str!("../static/games.js"),
    },
    Asset {
        name: "api.js",
        mime: JS,
        body: include_str!("../static/api.js"),
    },
];

const INDEX: &str = include_str!("../static/index.html");
const GAMES: &str = include_str!("../static/games.html");

/// `GET /games`: the saved games.
pub async fn games_page() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        GAMES,
    )
        .into_response()
}

/// `GET /`: the page.
pub async fn index() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        INDEX,
    )
        .into_response()
}

/// `GET /static/{file}`.
pub async fn file(Path(name): Path<String>) -> Response {
    match ASSETS.iter().find(|a| a.name == name) {
        Some(a) => (
            [
                (header::CONTENT_TYPE, a.mime),
                (header::CACHE_CONTROL, "no-cache"),
            ],
            a.body,
        )
            .into_response(),
        None => ApiError::not_found(&format!("/static/{name}")).into_response(),
    }
}
