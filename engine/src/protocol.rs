//! What the engine's parts say to each other: which protocol a session speaks, where
//! replies go, and whether the command loop goes on.

use std::io::Write;
use std::sync::{Arc, Mutex};

/// Which protocol the session speaks; fixed by the first command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Protocol {
    /// UCI as Pikafish speaks it.
    Uci,
    /// UCCI as ElephantEye speaks it.
    Ucci,
}

/// Where replies go: one line at a time, whole, from either thread.
#[derive(Clone)]
pub struct Out(Arc<Mutex<Box<dyn Write + Send>>>);

impl Out {
    /// Replies written to `w`.
    pub fn new(w: Box<dyn Write + Send>) -> Out {
        Out(Arc::new(Mutex::new(w)))
    }

    /// Writes one line and flushes it. A closed output is ignored: the GUI is gone.
    pub fn line(&self, text: &str) {
        let mut w = match self.0.lock() {
            Ok(w) => w,
            Err(poisoned) => poisoned.into_inner(),
        };
        let _ = writeln!(w, "{text}");
        let _ = w.flush();
    }
}

/// Whether the command loop goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Read the next line.
    Continue,
    /// `quit` was read: the engine ends.
    Quit,
}
