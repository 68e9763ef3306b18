//! Any text given to the PGN readers: see `checks::pgn`.
#![no_main]

use testkit::invariants as checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    checks::pgn(&String::from_utf8_lossy(data));
});
