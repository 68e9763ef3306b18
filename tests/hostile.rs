//! Hostile input, generated: mutated FENs and hand-made setups, move text in every
//! notation, mutated PGN records and arbitrary game scripts, each checked against the
//! invariants of `hostile/checks.rs` (the same checks the fuzz targets in `fuzz/` run).
//!
//! `cargo test --release --test hostile` runs 64 cases per generator; CI sets
//! `HOSTILE_CASES` for a longer run, e.g. `HOSTILE_CASES=20000`.

#[path = "hostile/checks.rs"]
mod checks;
/// The shared random-game walker (`common/walk.rs`; the rest of `common` is not needed,
/// and its oracle is already a module of `checks`).
#[allow(dead_code)]
mod walk {
    use xiangqi::{Game as RulesGame, Move, Position};
    include!("common/walk.rs");
}

use proptest::prelude::*;
use proptest::test_runner::Config;
use walk::{plain, play_game};
use xiangqi::notation::Notation;
use xiangqi::pgn::PgnGame;
use xiangqi::{Game, Position};

fn config() -> Config {
    let cases = std::env::var("HOSTILE_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(64);
    Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    }
}

/// One edit of a text: replace, insert or delete a character, or swap two spans.
#[derive(Clone, Debug)]
enum Edit {
    Replace(usize, char),
    Insert(usize, char),
    Delete(usize),
    Duplicate(usize, usize),
}

/// Characters that matter to the readers, and some that do not.
fn interesting_char() -> impl Strategy<Value = char> {
    prop_oneof![
        proptest::sample::select(
            "rnbakcpRNBAKCP0123456789/ wb-+.=()[]{};\"$*\n车马炮相象仕士帅将兵卒俥傌砲進退平前后中一二三四五六七八九１２３４５６７８９"
                .chars()
                .collect::<Vec<_>>()
        ),
        any::<char>(),
    ]
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        (any::<usize>(), interesting_char()).prop_map(|(i, c)| Edit::Replace(i, c)),
        (any::<usize>(), interesting_char()).prop_map(|(i, c)| Edit::Insert(i, c)),
        any::<usize>().prop_map(Edit::Delete),
        (any::<usize>(), any::<usize>()).prop_map(|(i, j)| Edit::Duplicate(i, j)),
    ]
}

fn mutate(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for e in edits {
        let n = chars.len().max(1);
        match *e {
            Edit::Replace(i, c) if !chars.is_empty() => chars[i % n] = c,
            Edit::Insert(i, c) => chars.insert(i % (chars.len() + 1), c),
            Edit::Delete(i) if !chars.is_empty() => {
                chars.remove(i % n);
            }
            Edit::Duplicate(i, j) if !chars.is_empty() => {
                let (a, b) = ((i % n).min(j % n), (i % n).max(j % n));
                let span: Vec<char> = chars[a..=b.min(a + 40)].to_vec();
                chars.splice(b..b, span);
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// A setup made by hand, written as FEN: the two kings somewhere in their palaces
/// (usually: sometimes anywhere), then up to 24 other pieces on arbitrary points.
fn hand_setup() -> impl Strategy<Value = String> {
    let palace = |ranks: [usize; 3]| {
        proptest::sample::select(
            ranks
                .iter()
                .flat_map(|r| (3..6).map(move |f| r * 9 + f))
                .collect::<Vec<_>>(),
        )
    };
    (
        prop_oneof![4 => palace([0, 1, 2]), 1 => 0usize..90],
        prop_oneof![4 => palace([7, 8, 9]), 1 => 0usize..90],
        proptest::collection::vec((0usize..90, 0usize..12), 0..24),
        any::<bool>(),
        0u32..300,
    )
        .prop_map(|(red_king, black_king, pieces, black, halfmoves)| {
            let mut board = [None; 90];
            for (sq, p) in pieces {
                board[sq] = Some("ABNRCPabnrcp".as_bytes()[p] as char);
            }
            board[red_king] = Some('K');
            board[black_king] = Some('k');
            let ranks: Vec<String> = (0..10)
                .rev()
                .map(|r| {
                    let mut rank = String::new();
                    let mut empty = 0;
                    for f in 0..9 {
                        match board[r * 9 + f] {
                            Some(c) => {
                                if empty > 0 {
                                    rank.push_str(&empty.to_string());
                                    empty = 0;
                                }
                                rank.push(c);
                            }
                            None => empty += 1,
                        }
                    }
                    if empty > 0 {
                        rank.push_str(&empty.to_string());
                    }
                    rank
                })
                .collect();
            let side = if black { 'b' } else { 'w' };
            format!("{} {side} - - {halfmoves} 1", ranks.join("/"))
        })
}

/// The legal moves picked by `choices` from `start`, as a game.
fn play(start: &Position, choices: &[u8]) -> Game {
    let mut game = Game::new(start.clone());
    let choices: Vec<usize> = choices.iter().map(|&c| usize::from(c)).collect();
    play_game(&mut game, &plain(&choices));
    game
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn mutated_fens(which in any::<usize>(), edits in proptest::collection::vec(edit(), 0..6)) {
        checks::fen(&mutate(checks::STARTS[which % checks::STARTS.len()], &edits));
    }

    #[test]
    fn hand_made_setups(fen in hand_setup(), edits in proptest::collection::vec(edit(), 0..2)) {
        checks::fen(&fen);
        checks::fen(&mutate(&fen, &edits));
    }

    #[test]
    fn move_text(
        which in any::<usize>(),
        choices in proptest::collection::vec(any::<u8>(), 0..30),
        pick in any::<u8>(),
        notation in 0usize..3,
        edits in proptest::collection::vec(edit(), 0..3),
        garbage in "\\PC{0,8}",
    ) {
        let game = play(&checks::start(which), &choices);
        let pos = game.position();
        let legal = pos.legal_moves();
        let notation = [Notation::Coordinate, Notation::Wxf, Notation::Chinese][notation];
        if !legal.is_empty() {
            let text = notation
                .format(pos, legal[usize::from(pick) % legal.len()])
                .expect("a legal move is written");
            checks::moves(pos, &text);
            checks::moves(pos, &mutate(&text, &edits));
        }
        checks::moves(pos, &garbage);
    }

    #[test]
    fn mutated_pgn(
        which in any::<usize>(),
        choices in proptest::collection::vec(any::<u8>(), 0..40),
        notation in 0usize..3,
        edits in proptest::collection::vec(edit(), 0..6),
    ) {
        let game = play(&checks::start(which), &choices);
        let notation = [Notation::Coordinate, Notation::Wxf, Notation::Chinese][notation];
        let text = PgnGame::from_game_in(&game, notation).to_string();
        checks::pgn(&text);
        checks::pgn(&mutate(&text, &edits));
    }

    #[test]
    fn game_scripts(which in any::<usize>(), script in proptest::collection::vec(any::<u8>(), 0..200)) {
        checks::game(&checks::start(which), &script);
    }
}
