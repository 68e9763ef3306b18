//! The protocol side of `xiangqi-engine`: a [`Session`] reads UCI (as Pikafish speaks
//! it) or UCCI (as ElephantEye speaks it, chosen when the first command is `ucci`), calls
//! the [`xiangqi`] library and writes the replies.
//!
//! Only the protocol lives here: reading commands, calling the library, printing
//! replies. The search runs on its own thread so that `stop`, `ponderhit` and `isready`
//! are answered at once. Bad input gets an `info string` saying what was wrong and
//! leaves the state as it was.
//!
//! The executable is a loop over standard input around [`handle_line`]; the library
//! target exists so that the tests and the `protocol` fuzz target drive the same
//! session in-process.
//!
//! ```
//! use xiangqi_engine::hostile::session;
//! use xiangqi_engine::{Flow, handle_line};
//!
//! let (mut s, replies) = session();
//! assert_eq!(handle_line(&mut s, "position startpos moves h2e2"), Flow::Continue);
//! handle_line(&mut s, "isready");
//! assert!(replies.text().ends_with("readyok\n"));
//! assert_eq!(handle_line(&mut s, "quit"), Flow::Quit);
//! ```

#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod command;
mod common;
pub mod hostile;
mod options;
mod protocol;
mod report;
mod session;
mod setoption;
#[cfg(feature = "spsa")]
mod tunables;
mod ucci;
mod uci;

pub use command::handle_line;
pub use protocol::{Flow, Out, Protocol};
pub use session::Session;

#[cfg(test)]
mod tests;
