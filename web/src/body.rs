//! Request bodies: JSON read with serde after the game is found, every failure an
//! [`ApiError`]; and the size check on a body's announced length.

use crate::error::ApiError;
use axum::body::Bytes;
use axum::extract::Request;
use axum::http::header::CONTENT_LENGTH;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use serde::de::DeserializeOwned;

/// A request body, read but not yet parsed (so that an unknown game is reported as such
/// before the body is looked at).
#[derive(Debug)]
pub struct Body(pub Bytes);

impl Body {
    /// The body as JSON. An empty body reads as `{}`, so requests whose fields are all
    /// optional need none; the `Content-Type` is not required (scripts often leave it
    /// out).
    ///
    /// # Errors
    /// `bad_request` (400) with serde's words.
    pub fn json<T: DeserializeOwned>(&self) -> Result<T, ApiError> {
        let text: &[u8] = if self.0.iter().all(u8::is_ascii_whitespace) {
            b"{}"
        } else {
            &self.0
        };
        serde_json::from_slice(text)
            .map_err(|e| ApiError::bad_request(format!("the body is not the JSON expected: {e}")))
    }
}

/// Refuses a request whose announced length passes `limit` at once (413), instead of
/// waiting for a body that the limit would refuse anyway.
pub async fn check_length(limit: usize, req: Request, next: Next) -> Response {
    let announced = req
        .headers()
        .get(CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u128>().ok());
    match announced {
        Some(n) if n > limit as u128 => {
            ApiError::body_too_large(format!("{n} bytes announced, {limit} allowed"))
                .into_response()
        }
        _ => next.run(req).await,
    }
}
