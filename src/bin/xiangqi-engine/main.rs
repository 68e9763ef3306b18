//! `xiangqi-engine`: the crate's engine behind the UCI protocol (as Pikafish speaks it)
//! or UCCI (as ElephantEye speaks it, chosen when the first command is `ucci`).
//!
//! Only the protocol lives here: reading commands, calling the library, printing
//! replies. The search runs on its own thread so that `stop`, `ponderhit` and
//! `isready` are answered at once. Bad input gets an `info string` saying what was
//! wrong and leaves the state as it was.

mod common;
mod options;
mod protocol;
mod report;
mod session;
#[cfg(feature = "spsa")]
mod tunables;
mod ucci;
mod uci;

use protocol::handle_line;
use session::{Flow, Out, Session};
use std::io::BufRead;

fn main() {
    let mut session = Session::new(Out::new(Box::new(std::io::stdout())));
    let stdin = std::io::stdin();
    for line in stdin.lock().lines() {
        // Input that is not UTF-8 is skipped, as a line the engine cannot read.
        let Ok(line) = line else {
            session.info("input line is not UTF-8; ignored");
            continue;
        };
        if handle_line(&mut session, &line) == Flow::Quit {
            return;
        }
    }
    session.shutdown();
}

#[cfg(test)]
mod hostile;
#[cfg(test)]
mod tests;
