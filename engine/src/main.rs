//! `xiangqi-engine`: the crate's engine behind the UCI protocol (as Pikafish speaks it)
//! or UCCI (as ElephantEye speaks it, chosen when the first command is `ucci`). The
//! session is the library target of this package; this is its loop over standard
//! input.

use std::io::BufRead;
use xiangqi_engine::{Flow, Out, Session, handle_line};

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
