//! Helpers shared by the integration tests: the reference data, the slow rule oracle
//! and random games.

pub mod games;
pub mod mates;
pub mod oracle;
pub mod reference;
