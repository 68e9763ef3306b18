//! One line of input, handed to the protocol the session speaks.

use crate::protocol::{Flow, Protocol};
use crate::session::Session;
use crate::{ucci, uci};

/// Handles one line of input.
pub fn handle_line(s: &mut Session, line: &str) -> Flow {
    let tokens: Vec<&str> = line.split_whitespace().collect();
    let Some((&cmd, args)) = tokens.split_first() else {
        return Flow::Continue;
    };
    match s.protocol {
        Protocol::Uci => uci::handle(s, cmd, args),
        Protocol::Ucci => ucci::handle(s, cmd, args),
    }
}
