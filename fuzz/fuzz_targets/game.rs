//! `Game` driven by a script of bytes (legal moves, undos, arbitrary moves) from one of
//! the starts, picked by the first byte: see `checks::game`.
#![no_main]

use testkit::invariants as checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let Some((&which, script)) = data.split_first() else {
        return;
    };
    checks::game(
        &checks::start(usize::from(which)),
        &script[..script.len().min(400)],
    );
});
