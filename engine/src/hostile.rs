//! What must hold whatever lines the engine is fed: shared by the engine's property
//! tests and the `protocol` fuzz target (`fuzz/`).
//!
//! - No line panics, hangs or ends the session but `quit`.
//! - Only a `position` command changes the position, and one that is refused (its reply
//!   says "position unchanged") leaves it and its history as they were.
//! - Every position set has both kings and a key equal to the one recomputed from it.
//! - After the script, `isready` is answered and every search stops.

use crate::command::handle_line;
use crate::protocol::{Flow, Out};
use crate::session::Session;
use std::io::Write;
use std::sync::{Arc, Mutex};
use xiangqi::{Color, Piece, PieceKind};

/// A writer that can be read back.
#[derive(Clone, Default)]
pub struct Sink(Arc<Mutex<Vec<u8>>>);

impl Write for Sink {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        match self.0.lock() {
            Ok(mut v) => v.extend_from_slice(buf),
            Err(poisoned) => poisoned.into_inner().extend_from_slice(buf),
        }
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Sink {
    /// Everything written so far.
    pub fn text(&self) -> String {
        let bytes = match self.0.lock() {
            Ok(v) => v.clone(),
            Err(poisoned) => poisoned.into_inner().clone(),
        };
        String::from_utf8_lossy(&bytes).into_owned()
    }
}

/// A session writing to a sink.
pub fn session() -> (Session, Sink) {
    let sink = Sink::default();
    (Session::new(Out::new(Box::new(sink.clone()))), sink)
}

/// Feeds `lines` to a fresh session and checks the invariants of the module doc.
/// `bench` lines are skipped: the bench runs on the command loop by design, as long as
/// its depth asks.
pub fn lines(lines: &[&str]) {
    let (mut s, sink) = session();
    for line in lines {
        if line.split_whitespace().next() == Some("bench") {
            continue;
        }
        let before = (s.pos.fen(), s.pos.key(), s.history.clone());
        let written = sink.text().len();
        let flow = handle_line(&mut s, line);
        let after = (s.pos.fen(), s.pos.key(), s.history.clone());
        let reply = sink.text()[written..].to_owned();
        let is_position = line.split_whitespace().next() == Some("position");
        if !is_position || reply.contains("position unchanged") {
            assert_eq!(
                after, before,
                "{line:?} changed the position; reply {reply:?}"
            );
        }
        for color in Color::ALL {
            assert_eq!(
                s.pos.count(Piece::new(color, PieceKind::King)),
                1,
                "{line:?}"
            );
        }
        assert_eq!(s.pos.key(), s.pos.compute_key(), "{line:?}");
        if flow == Flow::Quit {
            return;
        }
    }
    let written = sink.text().len();
    handle_line(&mut s, "isready");
    s.shutdown();
    let text = sink.text();
    assert!(
        text[written..].contains("readyok"),
        "no readyok after {lines:?}: {text}"
    );
}
