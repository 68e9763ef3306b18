//! Move text in every notation, in positions reached by a few plies from one of the
//! starts: the first byte picks the start, the second how many plies (each one byte),
//! the rest is the text (see `checks::moves`).
#![no_main]

use testkit::invariants as checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let [which, plies, rest @ ..] = data else {
        return;
    };
    let plies = usize::from(*plies % 32).min(rest.len());
    let (choices, text) = rest.split_at(plies);
    let mut pos = checks::start(usize::from(*which));
    for &c in choices {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        pos.play(legal[usize::from(c) % legal.len()])
            .expect("a legal move");
    }
    checks::moves(&pos, &String::from_utf8_lossy(text));
});
