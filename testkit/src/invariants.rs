//! What must hold whatever text or moves the crate is given: the invariants that the
//! property tests of `tests/hostile.rs` and the fuzz targets of `fuzz/` assert on the
//! inputs they make. Each check panics, with the input, when an invariant breaks.
//!
//! - Every position the crate accepts or reaches has both kings, a Zobrist key equal
//!   to the one recomputed from the board, a FEN that reads back to it, no king of the
//!   side not to move in check, and legal moves that capture no king, agree with an
//!   independent rule check ([`crate::oracle`]) and say rightly whether they
//!   give check.
//! - Refused input changes nothing: a refused move leaves the position (or the game)
//!   exactly as it was.
//! - What is accepted round-trips: FEN, every move notation, PGN.

use crate::oracle;
use xiangqi::Notation;
use xiangqi::pgn::{self, PgnGame};
use xiangqi::{Color, Game, Move, Piece, PieceKind, Position, RuleSet, Setup, Square};

/// Positions to start from: the usual one, middle games, endings near mate, a
/// repetition, and positions only the relaxed reader accepts.
pub const STARTS: [&str; 10] = [
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
    "r2akab1r/3n5/4b3n/p1p1pRp1p/9/2P3P2/P3P3c/N2C3C1/4A4/1RBAK1B2 w - - 0 1",
    "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
    "5k3/9/2c6/7n1/9/1R7/9/4p4/5p3/4K4 w - - 0 1",
    "3akab2/9/4b4/9/9/9/9/9/4A4/3AK1R2 w - - 0 1",
    "3k5/4P4/9/9/9/9/9/9/9/4K4 b - - 0 1",
    "4k4/9/9/9/9/9/9/4n4/3A5/3K5 w - - 0 1",
    "3k5/4a4/9/1b7/9/9/B8/9/3A5/3K5 b - - 0 1",
    "3k5/P8/9/9/9/9/9/9/4p4/4K4 w - - 0 1",
];

/// The position of `STARTS` picked by `choice`.
pub fn start(choice: usize) -> Position {
    let fen = STARTS[choice % STARTS.len()];
    Position::from_fen_relaxed(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// A position as it stands, to compare before and after a refused input.
fn snapshot(pos: &Position) -> (String, u64) {
    (pos.fen(), pos.key())
}

/// Every invariant of a position the crate holds (see the module doc).
pub fn sound(pos: &Position) {
    let fen = pos.fen();
    for color in Color::ALL {
        let king = Piece::new(color, PieceKind::King);
        assert_eq!(pos.count(king), 1, "{fen}: the {color} king");
        assert_eq!(pos.piece_at(pos.king_square(color)), Some(king), "{fen}");
    }
    assert_eq!(pos.key(), pos.compute_key(), "{fen}: incremental key");
    let back = Position::from_fen_relaxed(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    assert_eq!(snapshot(&back), snapshot(pos), "{fen}: FEN round trip");

    let side = pos.side_to_move();
    let points = oracle::points_of(pos);
    assert!(!oracle::kings_facing(&points), "{fen}: kings facing");
    assert!(
        oracle::attackers_of_king(&points, side.other()).is_empty(),
        "{fen}: the side not to move is in check"
    );
    assert_eq!(
        pos.is_check(),
        !oracle::attackers_of_king(&points, side).is_empty(),
        "{fen}: is_check"
    );
    assert_eq!(
        pos.checkers().len(),
        oracle::attackers_of_king(&points, side).len()
    );

    let legal: Vec<Move> = pos.legal_moves().into_iter().collect();
    assert_eq!(pos.count_legal_moves(), legal.len(), "{fen}");
    assert_eq!(pos.has_legal_move(), !legal.is_empty(), "{fen}");
    assert_eq!(pos.outcome().is_some(), legal.is_empty(), "{fen}: outcome");
    for &mv in &legal {
        let captured = pos.piece_at(mv.to());
        assert!(
            captured.is_none_or(|p| p.kind() != PieceKind::King),
            "{fen}: {mv} captures a king"
        );
        let next = oracle::after(&points, mv.from().index(), mv.to().index());
        assert!(
            oracle::attackers_of_king(&next, side).is_empty() && !oracle::kings_facing(&next),
            "{fen}: {mv} leaves the mover's king attacked"
        );
        assert_eq!(
            pos.gives_check(mv),
            oracle::gives_check(pos, mv),
            "{fen}: gives_check({mv})"
        );
        assert!(
            pos.is_legal(mv) && pos.check_legal(mv).is_ok(),
            "{fen}: {mv}"
        );
    }
}

/// The legal moves are those of the independent rule check, move for move (about a
/// millisecond: it tries all 90 × 90 pairs). The oracle's rules are the game's, so this
/// holds only where every piece stands on a point it can reach in a game (a relaxed
/// advisor outside a palace may step into it by the oracle's rule, not the crate's).
pub fn agrees_with_oracle(pos: &Position) {
    let fen = pos.fen();
    if Position::from_fen(&fen).is_ok() {
        let mut legal: Vec<Move> = pos.legal_moves().into_iter().collect();
        legal.sort_by_key(|m| (m.from(), m.to()));
        assert_eq!(legal, oracle::legal_moves(pos), "{fen}: legal moves");
    }
}

/// A text given to the FEN readers: accepted positions are sound and round-trip, and
/// the readers agree with each other.
pub fn fen(text: &str) {
    let setup = Setup::from_fen(text);
    let strict = Position::from_fen(text);
    let relaxed = Position::from_fen_relaxed(text);
    if let Ok(pos) = &strict {
        let same = relaxed.as_ref().map(snapshot);
        assert_eq!(
            same,
            Ok(snapshot(pos)),
            "{text:?}: relaxed refuses a strict position"
        );
        let back = Position::from_fen(&pos.fen()).map(|p| snapshot(&p));
        assert_eq!(back, Ok(snapshot(pos)), "{text:?}: strict round trip");
    }
    if let Ok(pos) = &relaxed {
        assert!(setup.is_ok(), "{text:?}: Setup refuses an accepted FEN");
        sound(pos);
    }
    if let Ok(setup) = &setup {
        let from_setup = Position::from_setup(setup).map(|p| snapshot(&p));
        assert_eq!(
            from_setup.ok(),
            strict.as_ref().ok().map(snapshot),
            "{text:?}"
        );
        let relaxed_setup = Position::from_setup_relaxed(setup).map(|p| snapshot(&p));
        assert_eq!(
            relaxed_setup.ok(),
            relaxed.as_ref().ok().map(snapshot),
            "{text:?}"
        );
    }
    if let Ok(pos) = &relaxed {
        agrees_with_oracle(pos);
    }
}

/// A text given to every move reader in `pos`: an accepted move is legal and reads
/// back from its own notation; a refused one leaves the position as it was.
pub fn moves(pos: &Position, text: &str) {
    let before = snapshot(pos);
    for notation in [Notation::Coordinate, Notation::Wxf, Notation::Chinese] {
        if let Ok(mv) = notation.parse(pos, text) {
            assert!(
                pos.is_legal(mv),
                "{text:?} read as the illegal {mv} ({notation:?})"
            );
            let written = notation.format(pos, mv).expect("a legal move is written");
            assert_eq!(
                notation.parse(pos, &written),
                Ok(mv),
                "{written:?} ({notation:?})"
            );
        }
    }
    // Any notation.
    if let Ok(mv) = pos.parse_move(text) {
        assert!(
            pos.is_legal(mv),
            "parse_move({text:?}) gave the illegal {mv}"
        );
    }
    if let Ok(mv) = text.parse::<Move>() {
        try_play(pos, mv);
    }
    assert_eq!(
        snapshot(pos),
        before,
        "reading {text:?} changed the position"
    );
}

/// Plays `mv` on a copy of `pos`: if refused, the copy is unchanged; if played, it was
/// legal and the result is sound.
fn try_play(pos: &Position, mv: Move) {
    let mut next = pos.clone();
    match next.play(mv) {
        Ok(()) => {
            assert!(
                pos.is_legal(mv),
                "play accepted the illegal {mv} in {}",
                pos.fen()
            );
            sound(&next);
        }
        Err(_) => {
            assert!(
                !pos.is_legal(mv),
                "play refused the legal {mv} in {}",
                pos.fen()
            );
            assert_eq!(
                snapshot(&next),
                snapshot(pos),
                "a refused {mv} changed the position"
            );
        }
    }
}

/// A text given to the PGN readers: an accepted record is written and read back to the
/// same record, and its main line replays as a game.
pub fn pgn(text: &str) {
    if let Ok(game) = pgn::read_game(text) {
        let written = game.to_string();
        let back = pgn::read_game(&written).unwrap_or_else(|e| panic!("{written}\n{e}"));
        assert_eq!(back, game, "PGN round trip of {text:?}");
        sound(&game.start);
        if let Ok(played) = game.to_game(RuleSet::default()) {
            sound(played.position());
            agrees_with_oracle(played.position());
        }
    }
    if let Ok(games) = pgn::read_games(text) {
        for game in games {
            let written = game.to_string();
            assert_eq!(pgn::read_game(&written).as_ref(), Ok(&game), "{written}");
        }
    }
}

/// A game driven by `script` from `start`: each byte picks a legal move, an undo, or
/// a move of two arbitrary points (refused unless legal, and then changing nothing).
/// Every position reached is sound; the finished game is written as PGN in every
/// notation and reads back with the same moves and result.
pub fn game(start: &Position, script: &[u8]) {
    let mut game = Game::new(start.clone());
    let mut bytes = script.iter().copied();
    while let Some(op) = bytes.next() {
        let arg = bytes.next().unwrap_or(0);
        match op % 8 {
            0..=4 => {
                let legal = game.position().legal_moves();
                if legal.is_empty() {
                    continue;
                }
                let mv = legal[usize::from(arg) % legal.len()];
                let over = game.outcome().is_some();
                let played = game.play(mv);
                assert_eq!(played.is_ok(), !over, "{mv}: {played:?}");
            }
            5 => {
                let len = game.len();
                let undone = game.undo();
                assert_eq!(undone.is_some(), len > 0);
                assert_eq!(game.len(), len.saturating_sub(1));
            }
            _ => {
                let from = Square::from_index(usize::from(arg) % 90).expect("index < 90");
                let to = Square::from_index(usize::from(bytes.next().unwrap_or(0)) % 90)
                    .expect("index < 90");
                let mv = Move::new(from, to);
                let legal = game.position().is_legal(mv) && game.outcome().is_none();
                let before = game.clone();
                match game.play(mv) {
                    Ok(()) => assert!(legal, "Game accepted the illegal {mv}"),
                    Err(_) => {
                        assert!(!legal, "Game refused the legal {mv}");
                        assert_eq!(game, before, "a refused {mv} changed the game");
                    }
                }
            }
        }
        assert_eq!(game.moves().len(), game.len());
        assert_eq!(game.keys().len(), game.len() + 1);
        assert_eq!(game.keys().last(), Some(&game.position().key()));
        sound(game.position());
    }
    agrees_with_oracle(game.position());
    let result = game.outcome();
    for notation in [Notation::Coordinate, Notation::Wxf, Notation::Chinese] {
        let written = PgnGame::from_game_in(&game, notation).to_string();
        let read = pgn::read_game(&written).unwrap_or_else(|e| panic!("{written}\n{e}"));
        let replayed = read
            .to_game(game.rules())
            .unwrap_or_else(|e| panic!("{written}\n{e}"));
        assert_eq!(replayed.moves(), game.moves(), "{written}");
        assert_eq!(replayed.outcome(), result, "{written}");
    }
}
