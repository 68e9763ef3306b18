//! Any text given to the FEN readers (`Setup::from_fen`, `Position::from_fen`,
//! `from_fen_relaxed`): see `checks::fen`.
#![no_main]

use testkit::invariants as checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    checks::fen(&String::from_utf8_lossy(data));
});
