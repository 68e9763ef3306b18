//! What the tests, benches, examples and fuzz targets of the xiangqi workspace share,
//! as one crate instead of files included by path:
//!
//! - [`walk`]: the random-game walker, and [`games`]: its proptest strategies;
//! - [`oracle`]: a slow rule check written apart from the crate's move generator;
//! - [`invariants`]: what must hold on any input (the property tests and fuzz targets
//!   assert them), and [`hostile`]: the generators of hostile input;
//! - [`reference`](mod@reference): the reference perft counts; [`mates`]: the mate-suite reader;
//!   [`suites`]: the suites' texts.
//!
//! Not published: it depends on the `xiangqi` of this repository.
//!
//! ```
//! use testkit::walk::{line, seeded};
//! use xiangqi::Position;
//!
//! let moves = line(&Position::startpos(), &seeded(7, 20));
//! assert_eq!(moves.len(), 20);
//! ```

#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod games;
pub mod hostile;
pub mod invariants;
pub mod mates;
pub mod oracle;
pub mod reference;
pub mod suites;
pub mod walk;
