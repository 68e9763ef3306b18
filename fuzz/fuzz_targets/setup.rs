//! Boards set up by hand: each pair of bytes puts a piece (or clears a point), the first
//! byte chooses the side to move; the setup is checked strictly and relaxed, and as its
//! FEN (see `checks::fen`).
#![no_main]

use testkit::invariants as checks;

use xiangqi::{Color, Piece, Setup, Square};

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let mut setup = Setup::empty();
    setup.side_to_move = if first & 1 == 0 {
        Color::Red
    } else {
        Color::Black
    };
    setup.halfmoves = u32::from(first >> 1);
    for pair in rest.chunks_exact(2) {
        let Some(sq) = Square::from_index(usize::from(pair[0]) % 90) else {
            continue;
        };
        let letters = b"KABNRCPkabnrcp";
        match letters.get(usize::from(pair[1]) % 16) {
            Some(&c) => setup.put(sq, Piece::from_char(char::from(c)).expect("a piece letter")),
            None => setup.board[sq.index()] = None,
        }
    }
    let strict = xiangqi::Position::from_setup(&setup);
    let relaxed = xiangqi::Position::from_setup_relaxed(&setup);
    assert!(
        strict.is_err() || relaxed.is_ok(),
        "relaxed refuses a strict setup"
    );
    if let Ok(pos) = relaxed {
        checks::fen(&pos.fen());
    }
});
